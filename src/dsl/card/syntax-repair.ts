// One correct sentence close to a broken one, for the message to show: the words from where the parse
// failed are replaced, a few at a time, by phrases of the kinds the grammar expected there, and the
// candidate that parses, lowers without a problem and keeps the most of what was written is kept.
// Every try is a parse of one sentence (a few dozen characters); the tries are bounded (MAX_TRIES), so a
// message costs a few milliseconds at most however the sentence is broken.
import type { SentenceNode } from './ast.js';
import { parse } from '../generated/effect-parser.js';
import { lowerEffect } from './lower-effect.js';
import { isPeggySyntaxError } from '../shared/syntax-error.js';
import { expectedKinds, type Expectation, type Expected } from './syntax-expected.js';

const MAX_TRIES = 600;
const MAX_WORDS = 12; // words after the failure that may be replaced

/** Where a sentence stops parsing, and what was expected there; null when it parses. */
export function sentenceFailure(sentence: string): { at: number; expected: Expectation[] } | null {
  try {
    parse(sentence, { startRule: 'SentenceOnly' });
    return null;
  } catch (error) {
    if (!isPeggySyntaxError(error)) throw error;
    return { at: error.location.start.offset, expected: error.expected ?? [] };
  }
}

/**
 * What the grammar expects after `prefix` (a sentence's beginning that parses so far): the prefix is
 * parsed with a character no rule accepts after it, so the parse fails exactly there.
 */
export function expectedAfter(prefix: string): Expectation[] {
  const failed = sentenceFailure(`${prefix}\u0000`);
  return failed && failed.at === prefix.length ? failed.expected : [];
}

/** A sentence as a designer would read it: one space between words, a capital first letter. */
export function tidy(sentence: string): string {
  const text = sentence
    .replace(/\s+/g, ' ')
    .replace(/ ([,.])/g, '$1')
    .trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Does the sentence parse and lower with no problem, and do its counts agree with their nouns? */
export const isCorrect = (sentence: string): boolean => correctNode(sentence) !== null;

/** The parse of a correct sentence (see isCorrect), or null. */
function correctNode(sentence: string): SentenceNode | null {
  let node: SentenceNode;
  try {
    node = parse(sentence, { startRule: 'SentenceOnly' });
  } catch (error) {
    if (isPeggySyntaxError(error)) return null;
    throw error;
  }
  if (SINGULAR_WITH_PLURAL.test(sentence) || PLURAL_WITH_SINGULAR.test(sentence)) return null;
  const lowered = lowerEffect({ type: 'Effect', keyword: '', sentences: [node], location: node.location });
  // A sentence alone has nothing before it for "it" to name ("Take a card from it into your hand."); in
  // the card, the sentences before it do, and the card's own check judges that.
  return lowered.problems.every((p) => ALONE_ONLY.has(p.code)) ? node : null;
}

/** The names of the game's own zones ("the market") a parsed sentence names, anywhere in it. */
function zoneNames(node: unknown, names: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) zoneNames(item, names);
  else if (node !== null && typeof node === 'object') {
    const { type, name } = node as { type?: string; name?: string };
    if (type === 'NamedZone' && name !== undefined) names.push(name);
    for (const [key, value] of Object.entries(node)) if (key !== 'location') zoneNames(value, names);
  }
  return names;
}

/** Problems of a sentence taken out of its card that the sentences before it would not have. */
const ALONE_ONLY: ReadonlySet<string> = new Set(['dsl/nothing-to-refer']);

const ADJECTIVES = '(?:(?:neutral|wild|knowledge|information|science|technology|services)\\s+)*';
const SINGULAR_WITH_PLURAL = new RegExp(`\\b(?:a|an|one)\\s+${ADJECTIVES}cards\\b`, 'i');
const PLURAL_WITH_SINGULAR = new RegExp(
  `\\b(?:two|three|four|five|six|seven|eight|nine|ten|[2-9]|\\d\\d+|all|any number of)\\s+${ADJECTIVES}card\\b`,
  'i',
);

/**
 * The correct sentence closest to `sentence` that changes it only from `at` on: the words there
 * (none, one, two …) replaced by one of `first` (words that say what the designer meant, tried with a
 * phrase more after them too) or of the expected kinds' phrases, or the sentence cut short there. Null
 * when no try gives a correct sentence.
 */
export function closeSentence(
  sentence: string,
  at: number,
  kinds: readonly Expected[],
  first: readonly string[] = [],
): string | null {
  const body = sentence.replace(/\.\s*$/, '');
  const prefix = body.slice(0, at).trimEnd();
  const tail = body.slice(at);
  const starts = [...tail.matchAll(/[^\s,]+|,/g)].map((m) => m.index!).slice(0, MAX_WORDS + 1);
  // Leaving words out ('') is tried first: of two equally close sentences, the one with less added wins.
  // After a subject of several players ("Each player passes a card to …"), what is each one's own is
  // "their": "to the player on their left", "from their hand", not the user's.
  const own = PLAYERS_SUBJECT.test(prefix.trimStart())
    ? (phrase: string) => phrase.replace(/\byour\b/g, 'their')
    : (phrase: string) => phrase;
  const fillers = [...new Set(['', ...first, ...kinds.flatMap((k) => k.fillers).map(own)])];
  const original = words(body);
  // Any word names a zone of the game ("in the market"), so a candidate could make one of the words the
  // parse failed on a zone ("… a card in the secret."): only zones named before the failure are kept.
  const named = new Set(words(prefix));
  let best: { text: string; score: number } | null = null;
  let tries = 0;
  const consider = (candidate: string, bonus: number) => {
    if (++tries > MAX_TRIES) return;
    const node = correctNode(candidate);
    if (!node || zoneNames(node).some((zone) => !named.has(zone))) return;
    const score = closeness(original, words(candidate)) + bonus;
    if (!best || score > best.score) best = { text: candidate, score };
  };
  for (let k = 0; k <= starts.length && tries < MAX_TRIES; k++) {
    const rest = k < starts.length ? tail.slice(starts[k]) : '';
    for (const filler of fillers) {
      if (k === 0 && filler === '') continue;
      // An example never says twice what the card says once ("… into your hand and put it into your hand").
      if (filler !== '' && !first.includes(filler) && saysAgain(rest, filler)) continue;
      const candidate = tidy(`${prefix} ${filler} ${rest}`);
      // A word of the designer's meaning counts for more than a closer spelling, and may need a
      // phrase more at the end ("Steal a card …" is "Take a card … into your hand").
      const bonus = first.includes(filler) ? 1 : 0;
      consider(`${candidate}.`, bonus);
      if (bonus > 0)
        for (const more of expectedKindsAfter(candidate)
          .flatMap((kind) => kind.fillers)
          .slice(0, 8))
          consider(tidy(`${candidate} ${more}.`), bonus);
    }
  }
  return (best as { text: string } | null)?.text ?? completeSentence(prefix, fillers);
}

/** Does `rest` already hold the words of `phrase`, in a row? */
function saysAgain(rest: string, phrase: string): boolean {
  const said = ` ${words(rest).join(' ')} `;
  return said.includes(` ${words(phrase).join(' ')} `);
}

/** A sentence whose subject is several players, each acting in turn. */
const PLAYERS_SUBJECT = /^(?:each|all|every)\s+(?:other\s+)?(?:players?|opponents?)\b/i;

/** The kinds expected at the end of a sentence's beginning. */
const expectedKindsAfter = (begun: string) => expectedKinds(expectedAfter(`${begun} `), false);

/** The sentence's beginning with a phrase after it that makes it whole ("Exchange … with" + "it."). */
function completeSentence(prefix: string, fillers: readonly string[]): string | null {
  for (const filler of fillers.slice(0, 12)) {
    const whole = tidy(`${prefix} ${filler}.`);
    if (isCorrect(whole)) return whole;
  }
  return null;
}

/** Words compared as a designer reads them: "opponent's" keeps "opponent". */
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[.,]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.replace(/['’]s$/, ''));

/**
 * How close a candidate is to what was written: the words kept in order (their longest common
 * subsequence), less half a point for each word dropped. Words added cost nothing: among equally close
 * candidates the first tried wins, and the phrases are tried in the order a designer most likely means.
 */
function closeness(original: string[], candidate: string[]): number {
  const kept = commonLength(original, candidate);
  return kept - 0.5 * (original.length - kept);
}

function commonLength(a: string[], b: string[]): number {
  const row = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const up = row[j]!;
      row[j] = x === b[j - 1] ? diagonal + 1 : Math.max(row[j]!, row[j - 1]!);
      diagonal = up;
    }
  }
  return row[b.length]!;
}
