// One correct sentence close to a sentence that parses but means nothing the engine can run (a card
// with no place, a count of zero, an exchange of one card …): the sentence with the part the problem
// is about replaced, found by the same search as a syntax error's example (syntax-repair.ts).
import type { EffectNode, Span } from './ast.js';
import { closeSentence, isCorrect, tidy } from './syntax-repair.js';
import { NAMED, PLACE, type Expected } from './syntax-expected.js';

const phrases = (key: string, fillers: string[]): Expected => ({ key, says: '', words: [], fillers, rank: 0 });
const WITH = phrases('with', ['with a card from your hand', 'with the top card of the deck']);
const VALUES = phrases('value', ['of value 7 or more', 'of value 3 or less', '13', '1']);
const NOTHING = phrases('nothing', ['']);

/**
 * The part of the sentence a problem of each code is about: found from the problem's start, or its end,
 * and tried with the phrases of `kind` in its place.
 */
const REPLACED: Record<string, { at: 'start' | 'end'; kind: Expected }> = {
  'dsl/missing-place': { at: 'end', kind: PLACE },
  'dsl/bad-count': { at: 'start', kind: NAMED['a count']! },
  'dsl/exchange-needs-two': { at: 'end', kind: WITH },
  'dsl/value-out-of-range': { at: 'start', kind: VALUES },
  'dsl/conflict': { at: 'start', kind: NOTHING },
};

/** The sentence of `ast` that holds `location`. */
const sentenceAt = (ast: EffectNode, location: Span) =>
  ast.sentences.find(
    (s) => s.location.start.offset <= location.start.offset && location.start.offset < s.location.end.offset,
  );

/** The example for a problem of `code` at `location` (offsets of the text `ast` was parsed from), if any. */
export function meaningExample(code: string, text: string, ast: EffectNode, location: Span): string | undefined {
  const sentence = sentenceAt(ast, location);
  if (!sentence) return undefined;
  const own = text.slice(sentence.location.start.offset, sentence.location.end.offset);
  const from = location.start.offset - sentence.location.start.offset;
  const replaced = REPLACED[code];
  if (replaced) {
    const at = replaced.at === 'start' ? from : location.end.offset - sentence.location.start.offset;
    return closeSentence(own, at, [replaced.kind]) ?? undefined;
  }
  switch (code) {
    // The sentence, which parsed, after an "If …" sentence that it can be the other case of.
    case 'dsl/otherwise-without-if':
      return `Reveal the top card of the deck. If it is a Science card, draw it. ${tidy(own)}`;
    case 'dsl/mixed-and-or': {
      // Two sentences: the part before the second joiner, and the rest as a sentence of its own.
      const [first, second] = [`${own.slice(0, from).trimEnd()}.`, tidy(own.slice(own.indexOf(' ', from) + 1))];
      return isCorrect(first) && isCorrect(second) ? `${tidy(first)} ${second}` : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * The example for a reference with nothing to refer to: the sentence after one that names what it
 * needs ("Reveal the top card of the deck. Draw it."), or with "they" made "you" when the sentence's
 * subject is you.
 */
export function referenceExample(
  needs: 'cards' | 'player' | 'group' | 'you-did' | 'nothing',
  text: string,
  ast: EffectNode,
  location: Span,
): string | undefined {
  const sentence = sentenceAt(ast, location);
  if (!sentence) return undefined;
  const own = tidy(text.slice(sentence.location.start.offset, sentence.location.end.offset));
  if (needs === 'cards') return `Reveal the top card of the deck. ${own}`;
  if (needs === 'player') return `Pick a player. ${own}`;
  if (needs === 'nothing') return undefined;
  if (needs === 'you-did') {
    const mended = own.replace(/\bIf (they do|that player does)\b/i, 'If you do');
    return isCorrect(mended) ? mended : undefined;
  }
  const subject = /^They\b/.test(own);
  const mended = subject
    ? own.replace(/^They (\w+)/, (_, verb: string) => `Each other player ${verb.endsWith('s') ? verb : `${verb}s`}`)
    : own.replace(/\btheir\b/gi, 'your').replace(/\bthey\b/gi, 'you');
  return isCorrect(mended) ? mended : undefined;
}
