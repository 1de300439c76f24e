// Turns a Peggy syntax error of a rules file into a located problem in a designer's words: a near-miss
// word with the nearest known one, a line that is no setting at all, a step indented like a phase, or
// what was expected where the text went wrong.
import type { LineIndex, Problem } from '../shared/problems.js';
import { didYouMean, nearestFitting } from '../shared/suggest.js';
import { eitherOf, type PeggySyntaxError } from '../shared/syntax-error.js';
import { RULES_VOCABULARY } from '../shared/vocabulary.js';

/** The names of the top-level settings and sections, for "did you mean" on a line that is none. */
export const TOP_LEVEL_NAMES = [
  'game',
  'players',
  'decks',
  'deal',
  'hand limit',
  'rounds',
  'effects last',
  'markers',
  'zones',
  'terms',
  'protections',
  'scoring',
  'numbers',
  'setup',
  'phases',
  'rulings',
] as const;

const known = new Set(RULES_VOCABULARY);
/** Expectations that say nothing to a designer: line breaks, spaces, comment starts, character classes. */
const SILENT = new Set(['#', '\n', '\r', '\r\n']);

/**
 * `parseFrom(text)` parses a text and returns where it fails (null if it does not), so a suggestion is
 * offered only when putting it in place of the unknown word gets the parse past that word. Without it,
 * only the words expected at that place are suggested (each try is a parse: a file with many broken
 * lines has them tried for the problems that are shown, not for the ones only counted).
 */
export function rulesSyntaxProblem(
  error: PeggySyntaxError,
  text: string,
  index: Pick<LineIndex, 'problem'>,
  path: string,
  parseFrom?: (text: string) => number | null,
): Problem {
  let at = error.location.start.offset;
  while (text[at] === ' ' || text[at] === '\t') at++; // the failure is reported before the spaces
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const newline = text.indexOf('\n', at);
  const lineEnd = newline === -1 ? text.length : newline;
  const line = text.slice(lineStart, lineEnd).replace(/\r$/, '');
  const rest = text.slice(at, lineEnd).replace(/\r$/, '');
  const expectations = error.expected ?? [];
  const literals = [
    ...new Set(
      expectations
        .filter((e) => e.type === 'literal' && e.text && !SILENT.has(e.text))
        .map((e) => e.text!.toLowerCase()),
    ),
  ];
  const expected = describeExpected(expectations);
  const indented = /^[ \t]/.test(line);
  const lineText = line.trim();
  const lineAt = lineStart + line.indexOf(lineText);

  // The line's text without its comment ("# ruling: T1" has a colon of its own).
  const code = line.replace(/#.*$/, '').trimEnd();

  // A line with no colon where a `name:` was being read: not a setting, section or item at all.
  if (
    (rest.trim() === '' || rest.trimStart().startsWith('#')) &&
    literals.length === 1 &&
    literals[0] === ':' &&
    !code.includes(':')
  ) {
    if (indented) {
      return index.problem(
        path,
        lineAt,
        lineAt + lineText.length,
        'rules/bad-line',
        'expected an item `name: …`',
        'each item of this section is `name: value`; comments start with "#".',
      );
    }
    const first = /^[A-Za-z]+(?: [A-Za-z]+)?/.exec(lineText)?.[0] ?? '';
    const near = didYouMean(first, TOP_LEVEL_NAMES) ?? didYouMean(first.split(' ')[0]!, TOP_LEVEL_NAMES);
    return index.problem(
      path,
      lineAt,
      lineAt + lineText.length,
      'rules/bad-line',
      'expected a setting `name: value`, a section `name:` or `effects last until the end of the round`',
      near === 'effects last'
        ? 'did you mean "effects last until the end of …"?'
        : near
          ? `did you mean "${near}: …"?`
          : `the settings and sections are ${TOP_LEVEL_NAMES.join(', ')}.`,
    );
  }

  // An item whose colon is missing ("trump-deck-card-value 2"): a name, then its value.
  const value = code.slice(at - lineStart).trim();
  if (literals.length === 1 && literals[0] === ':' && !code.includes(':') && /^[A-Za-z0-9]/.test(value) && indented) {
    const name = text.slice(lineAt, at).trimEnd();
    return index.problem(
      path,
      at,
      at + 1,
      'rules/unexpected',
      `expected ":" after "${name}"`,
      `a name, a colon, then its value: "${name}: ${value}".`,
    );
  }

  // A `- step` line at the indentation of a phase: it belongs to the phase above, indented deeper.
  if (rest.startsWith('-') && expectations.some((e) => e.type === 'other' && e.description === 'a name')) {
    return index.problem(
      path,
      at,
      at + 1,
      'rules/bad-indent',
      'a step must be indented deeper than its phase',
      'indent the `- …` line further than the phase line above it.',
    );
  }

  const word = /^[A-Za-z0-9][A-Za-z0-9'’-]*/.exec(rest)?.[0];
  if (word && /^[A-Za-z]/.test(word) && !literals.includes(word.toLowerCase())) {
    // The expected words first; then any word of the language that fits there: "upp" is not among
    // the expected ones when "up" matched its start and only the word boundary failed.
    const fits = (candidate: string) => {
      if (!parseFrom) return false;
      const failed = parseFrom(text.slice(0, at) + candidate + text.slice(at + word.length));
      return failed === null || failed > at + candidate.length;
    };
    const near =
      didYouMean(
        word,
        literals.filter((l) => /^[a-z0-9]/.test(l)),
      ) ?? (known.has(word.toLowerCase()) || !parseFrom ? null : nearestFitting(word, RULES_VOCABULARY, fits));
    if (near)
      return index.problem(
        path,
        at,
        at + word.length,
        'rules/unknown-word',
        `unknown word "${word}"`,
        `did you mean "${near}"?`,
      );
  }
  if (rest.trim() === '' || rest.trimStart().startsWith('#')) {
    return index.problem(path, at, at + 1, 'rules/unexpected-end', `the line ends too early: expected ${expected}`);
  }
  const token = word ?? /^\S+/.exec(rest)?.[0] ?? rest[0]!;
  const section = /^(zones|terms|protections|scoring|numbers|setup|phases|rulings)[ \t]*:/i.exec(line);
  return index.problem(
    path,
    at,
    at + token.length,
    'rules/unexpected',
    `expected ${expected}, but found "${token}"`,
    section && at >= lineStart + section[0].length
      ? `the items of "${section[1]!.toLowerCase()}:" go on the lines below it, indented.`
      : undefined,
  );
}

function describeExpected(expected: PeggySyntaxError['expected'] & object): string {
  const seen = new Set<string>();
  for (const e of expected) {
    if (e.type === 'literal' && e.text !== undefined && !SILENT.has(e.text)) seen.add(`"${e.text.toLowerCase()}"`);
    else if (e.type === 'other' && e.description && e.description !== 'space') seen.add(e.description);
    else if (e.type === 'end') seen.add('the end of the file');
  }
  const items = [...seen];
  if (items.length === 0) return 'something else';
  return eitherOf(items);
}
