// Turns a Peggy syntax error into a located problem in a designer's words: an unknown word with the
// nearest known one, or what was expected where the text went wrong.
import { VOCABULARY } from './generated/vocabulary.js';
import type { LineIndex, Problem } from './problems.js';
import { didYouMean } from './suggest.js';

interface Expectation { type: string; text?: string; description?: string }
export interface PeggySyntaxError { message: string; expected: Expectation[] | null; found: string | null; location: { start: { offset: number }; end: { offset: number } } }

export function isPeggySyntaxError(error: unknown): error is PeggySyntaxError {
  return error instanceof Error && error.name === 'SyntaxError' && 'location' in error && 'expected' in error;
}

const known = new Set(VOCABULARY);

/** `base` is the offset of the parsed text inside `index`'s source. */
export function syntaxProblem(error: PeggySyntaxError, text: string, base: number, index: LineIndex, path: string): Problem {
  const at = error.location.start.offset;
  const expected = describeExpected(error.expected ?? []);
  const literals = (error.expected ?? []).filter((e) => e.type === 'literal' && e.text).map((e) => e.text!);
  const rest = text.slice(at);
  const word = /^[A-Za-z'’]+/.exec(rest)?.[0];
  if (word && !known.has(word.toLowerCase())) {
    const near = didYouMean(word, literals) ?? didYouMean(word, VOCABULARY);
    return index.problem(path, base + at, base + at + word.length, 'dsl/unknown-word', `unknown word "${word}"`,
      near ? `did you mean "${near}"?` : `expected ${expected}.`);
  }
  if (at >= text.trimEnd().length) {
    return index.problem(path, base + at, base + at + 1, 'dsl/unexpected-end', `the text ends too early: expected ${expected}`,
      literals.includes('.') ? 'every sentence ends with a full stop.' : undefined);
  }
  const token = word ?? /^\S+/.exec(rest)?.[0] ?? rest[0];
  return index.problem(path, base + at, base + at + token.length, 'dsl/unexpected', `expected ${expected}, but found "${token}"`);
}

function describeExpected(expected: Expectation[]): string {
  const seen = new Set<string>();
  for (const e of expected) {
    if (e.type === 'literal' && e.text !== undefined) seen.add(e.text === '.' ? 'a full stop "."' : `"${e.text}"`);
    else if (e.type === 'other' && e.description && e.description !== 'space') seen.add(e.description);
    else if (e.type === 'end') seen.add('the end of the text');
  }
  const items = [...seen];
  if (items.length === 0) return 'something else';
  if (items.length === 1) return items[0];
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}
