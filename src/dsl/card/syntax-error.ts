// Turns a Peggy syntax error of an effect text into a located problem in a designer's words: what was
// expected there in plain words (syntax-expected.ts), a "did you mean" only for a word that fits there
// (the sentence parses with it in place), and one correct sentence close to what was written
// (syntax-repair.ts).
import type { LineIndex, Problem } from '../shared/problems.js';
import type { Expectation, PeggySyntaxError } from '../shared/syntax-error.js';
import { CARD_VOCABULARY } from '../shared/vocabulary.js';
import { nearestFitting } from '../shared/suggest.js';
import {
  DESIGNER_WORDS,
  expectedKinds,
  NAMED,
  PLACE,
  sayExpected,
  VALUE,
  ZERO_WORDS,
  type Expected,
} from './syntax-expected.js';
import { thirdPerson } from './describe.js';
import { closeSentence, expectedAfter, isCorrect, sentenceFailure, tidy } from './syntax-repair.js';

const known = new Set(CARD_VOCABULARY);
const WORD = /^[A-Za-z][A-Za-z'’]*/;
/** Words that open a phrase: a failure just after one is told from the phrase's start ("the opponent"). */
const OPENERS = new Set(['the', 'a', 'an', 'that', 'each', 'all', 'those', 'any', 'up']);

/**
 * `base` is the offset of the parsed text inside `index`'s source. `text` is a whole effect
 * ("Keyword – sentences") or, with `sentenceOnly`, one sentence of it.
 */
export function syntaxProblem(
  error: PeggySyntaxError,
  text: string,
  base: number,
  index: LineIndex,
  path: string,
  sentenceOnly = false,
): Problem {
  const failedAt = error.location.start.offset;
  const dash = sentenceOnly ? 0 : keywordEnd(text);
  if (dash === null || failedAt < dash) return keywordProblem(text, failedAt, base, index, path);

  // The sentence the failure is in: from the end of the one before (or the dash) to its full stop.
  const start = Math.max(dash, text.lastIndexOf('.', failedAt - 1) + 1);
  const stop = text.indexOf('.', failedAt);
  const sentence = text.slice(start, stop === -1 ? text.length : stop + 1);
  const problem = sentenceProblem(sentence, failedAt - start, error.expected ?? []);
  return {
    ...index.problem(
      path,
      base + start + problem.from,
      base + start + problem.to,
      problem.code,
      problem.message,
      problem.hint,
    ),
    ...(problem.example ? { example: problem.example } : {}),
  };
}

interface SentenceProblem {
  from: number;
  to: number;
  code: string;
  message: string;
  hint?: string;
  example?: string;
}

/** The same verb, in its base form or with the -s of "each player discards": "pass", "passes". */
function sameVerb(a: string, b: string): boolean {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x === y || thirdPerson(x) === y || thirdPerson(y) === x;
}

/** Words of a share of the cards ("half of their hand"): the language counts cards, and no example says how many were meant. */
const SHARE_WORDS: ReadonlySet<string> = new Set(['half', 'double', 'twice', 'triple', 'thrice', 'quarter', 'third']);

/** The word joining a second step, at the end of what was written: ", then", "and then", "and". */
const JOINER_AT_END = /,?\s+(?:and\s+)?(then|and)\s*$/i;

/** The problem of one sentence that fails to parse at `at` (an offset in it). */
export function sentenceProblem(sentence: string, at: number, expectations: readonly Expectation[]): SentenceProblem {
  const rest = sentence.slice(at);
  const word = WORD.exec(rest)?.[0];
  const found = word ?? /^\S+/.exec(rest)?.[0] ?? '';
  let kinds = expectedKinds(expectations, isStart(sentence, at));
  // Only a space was expected: a word is missing before what was found ("… with." ). Say which.
  if (kinds.length === 0)
    kinds = expectedKinds(expectedAfter(`${sentence.slice(0, at).trimEnd()} `), isStart(sentence, at));
  kinds = extendLiterals(kinds, sentence.slice(0, at));
  const where = (kindsHere: readonly Expected[], from: number) =>
    isStart(sentence, from)
      ? `a sentence starts with ${sayExpected(kindsHere)}`
      : `after "${before(sentence, from)}", expected ${sayExpected(kindsHere)}`;

  if (
    word &&
    ZERO_WORDS.has(word.toLowerCase()) &&
    kinds.some((k) => k.key === 'count' || k.key === 'card phrase' || k.key === 'number')
  ) {
    return {
      from: at,
      to: at + word.length,
      code: 'dsl/bad-count',
      message: `a count must be 1 or more, not "${word}": a step with no cards does nothing`,
      hint: 'write "a card", "two cards" or "up to three cards", or leave the step out.',
      example: closeSentence(sentence, at, kinds) ?? undefined,
    };
  }

  // Just after a word that opens a phrase ("the", "an"), the phrase may have been meant as another kind:
  // "an oponent's hand" is no card of "an …", but it is a hand.
  const opener = previousWord(sentence, at);
  const phraseStart = opener && OPENERS.has(opener.word.toLowerCase()) ? opener.at : null;
  const kindsThere =
    phraseStart === null
      ? []
      : extendLiterals(
          expectedKinds(expectedAfter(sentence.slice(0, phraseStart)), isStart(sentence, phraseStart)),
          sentence.slice(0, phraseStart),
        );

  if (word && !known.has(word.toLowerCase())) {
    const near = fittingWord(sentence, at, word, [...kinds, ...kindsThere]);
    if (near) {
      const fixed = tidy(`${sentence.slice(0, at)}${near}${sentence.slice(at + word.length)}`);
      return {
        from: at,
        to: at + word.length,
        code: 'dsl/unknown-word',
        message: `unknown word "${word}"`,
        hint: `did you mean "${near}"?`,
        example: (isCorrect(fixed) ? fixed : closeSentence(sentence, at, kinds, [near])) ?? undefined,
      };
    }
    // "half of their hand": dropping the word would name all of it, another card; the hint says how to count.
    if (SHARE_WORDS.has(word.toLowerCase()))
      return {
        from: at,
        to: at + word.length,
        code: 'dsl/unknown-word',
        message: `unknown word "${word}": the card language counts cards with a number`,
        hint: 'write how many: "two cards", "up to three cards", "a card for each opponent".',
      };
    // A designer's word whose meaning did not fit as it stands ("Each opponent shows you their hand."):
    // the example says it with that meaning, words around it left out, or there is none; another
    // verb in its place would be a card that does something else.
    const meaning = designerWord(word.toLowerCase());
    if (meaning)
      return {
        from: at,
        to: at + word.length,
        code: 'dsl/unknown-word',
        message: `unknown word "${word}"`,
        hint: `the card language says "${meaning}".`,
        example: closeSentence(sentence, at, [], [meaning]) ?? undefined,
      };
    // What follows a word the language does not know belongs to it: the sentence cut short before it,
    // when that is a sentence, is closer to what was meant than one that keeps the words after it.
    const cut = tidy(`${sentence.slice(0, at)}.`);
    const example = isCorrect(cut)
      ? cut
      : (closeSentence(sentence, at, kinds) ??
        (phraseStart === null ? null : closeSentence(sentence, phraseStart, kindsThere)));
    return {
      from: at,
      to: at + word.length,
      code: 'dsl/unknown-word',
      message: `unknown word "${word}": ${where(kinds, at)}`,
      example: example ?? undefined,
    };
  }

  if (found === '' || found === '.') {
    const stop = kinds.some((k) => k.key === '.');
    // A sentence that ends on the word joining a second step ("Draw two cards, then."): the step is
    // missing, and the sentence without the joining word is the closest one that compiles.
    const joiner = JOINER_AT_END.exec(sentence.slice(0, at));
    const cut = joiner ? tidy(`${sentence.slice(0, joiner.index)}.`) : null;
    return {
      from: at,
      to: at + 1,
      code: 'dsl/unexpected-end',
      message: `the sentence ends too early: ${where(kinds, at)}`,
      hint: joiner
        ? `"${joiner[1]!.toLowerCase()}" joins a second step: write the step, or end the sentence before "${joiner[1]!.toLowerCase()}".`
        : stop && found === ''
          ? 'every sentence ends with a full stop.'
          : undefined,
      example: closeSentence(sentence, at, kinds) ?? (cut && isCorrect(cut) ? cut : undefined),
    };
  }

  // A known word that only fails because a word a little after it is misspelt: "you controll" and "the
  // player on your lefft" are one phrase each to the parser, which stops at the phrase's first word. The
  // first unknown word of the next few, when a known word in its place mends the sentence, is the problem.
  if (word) {
    const ahead = [...sentence.slice(at + found.length).matchAll(/[A-Za-z][A-Za-z'’]*/g)].slice(0, 5);
    const unknown = ahead.find((m) => !known.has(m[0].toLowerCase()));
    if (unknown) {
      const unknownAt = at + found.length + unknown.index;
      const near = fittingWord(sentence, unknownAt, unknown[0], [...kinds, ...Object.values(NAMED), PLACE, VALUE]);
      if (near) {
        const fixed = tidy(`${sentence.slice(0, unknownAt)}${near}${sentence.slice(unknownAt + unknown[0].length)}`);
        return {
          from: unknownAt,
          to: unknownAt + unknown[0].length,
          code: 'dsl/unknown-word',
          message: `unknown word "${unknown[0]}"`,
          hint: `did you mean "${near}"?`,
          example: isCorrect(fixed) ? fixed : undefined,
        };
      }
    }
  }

  // "Put the discard into the deck.": a card goes to one end of the deck, and the language says which.
  const intoDeck = /\binto\s+$/i.test(sentence.slice(0, at)) ? /^the\s+deck\b/i.exec(rest) : null;
  if (intoDeck) {
    const onTop = tidy(
      `${sentence.slice(0, at).replace(/\binto\s+$/i, '')}on top of the deck${rest.slice(intoDeck[0].length)}`,
    );
    return {
      from: at,
      to: at + intoDeck[0].length,
      code: 'dsl/unexpected',
      message: `${where(kinds, at)}, but found "${intoDeck[0]}"`,
      hint: 'a card goes "on top of the deck" or "at the bottom of the deck"; "Shuffle … into the deck." mixes cards in.',
      example: isCorrect(onTop) ? onTop : undefined,
    };
  }

  // A known word out of place. Just after a word that opens a phrase ("the", "a"), the phrase as a
  // whole is what does not fit there: "the opponent" is no card phrase, but it was meant as a player.
  // Where a verb was expected, the example keeps the designer's verb ("discard" for "discards"): another
  // verb in its place ("You may play it." as "You may draw it.") is a card that does something else.
  const ownVerb = (expected: Expected[]) =>
    expected.map((k) =>
      k.key === 'verb' && word ? { ...k, fillers: k.fillers.filter((f) => sameVerb(f.split(' ')[0]!, word)) } : k,
    );
  const unexpected = (from: number, expected: Expected[]): SentenceProblem => ({
    from,
    to: at + found.length,
    code: 'dsl/unexpected',
    message: `${where(expected, from)}, but found "${sentence.slice(from, at + found.length)}"`,
    example: closeSentence(sentence, from, ownVerb(expected)) ?? undefined,
  });
  return phraseStart !== null && kindsThere.length > 0 ? unexpected(phraseStart, kindsThere) : unexpected(at, kinds);
}

/**
 * The word a misspelt one was meant to be: a word with that meaning here (DESIGNER_WORDS), or the
 * nearest in spelling among the words expected there, and only one that fits: with it in place the
 * sentence parses, or fails only further on at another unknown word (a second typo).
 */
function fittingWord(sentence: string, at: number, word: string, kinds: readonly Expected[]): string | null {
  const fits = (candidate: string) => {
    const changed = `${sentence.slice(0, at)}${candidate}${sentence.slice(at + word.length)}`;
    const failed = sentenceFailure(changed);
    if (!failed) return true;
    // Past the word, the sentence may only lack words at its end ("Steal a card …" as "take" needs
    // "into your hand") or hold a second unknown word.
    const next = WORD.exec(changed.slice(failed.at))?.[0];
    const atEnd = /^\s*\.?\s*$/.test(changed.slice(failed.at));
    return failed.at > at + candidate.length && (atEnd || (next !== undefined && !known.has(next.toLowerCase())));
  };
  // A word whose meaning is known is offered that meaning or nothing: the nearest spelling of "shows"
  // ("gives") would turn the card into another.
  const meaning = designerWord(word.toLowerCase());
  if (meaning) return fits(meaning) ? meaning : null;
  return nearestFitting(word, [...new Set(kinds.flatMap((k) => k.words))], fits);
}

/**
 * The word with the meaning of a designer's word, its verb's -s kept: after "Each opponent", "shows" is
 * "reveals" (not the nearest spelling, "gives", which means something else and agrees with nothing).
 */
function designerWord(word: string): string | undefined {
  if (Object.hasOwn(DESIGNER_WORDS, word)) return DESIGNER_WORDS[word];
  if (!word.endsWith('s')) return undefined;
  // "tosses" is "toss" with -es, "shows" is "show" with -s.
  const stem = [word.slice(0, -2), word.slice(0, -1)].find((s) => Object.hasOwn(DESIGNER_WORDS, s));
  const meaning = stem === undefined ? undefined : DESIGNER_WORDS[stem]!;
  return meaning === undefined || meaning.includes(' ') ? undefined : thirdPerson(meaning);
}

/**
 * A lone word expected is told with the words that must follow it: after "from", "the" can only be
 * "the discard", so that is what is said and tried.
 */
function extendLiterals(kinds: Expected[], prefix: string): Expected[] {
  return kinds.map((kind) => {
    if (kind.fillers.length !== 1 || kind.fillers[0] !== kind.key) return kind;
    let phrase = kind.key;
    for (let more = 0; more < 4; more++) {
      const next = expectedAfter(`${prefix.trimEnd()} ${phrase} `);
      if (next.length !== 1 || next[0]!.type !== 'literal' || !/^[a-z]/i.test(next[0]!.text!)) break;
      phrase = `${phrase} ${next[0]!.text!.toLowerCase()}`;
    }
    return phrase === kind.key ? kind : { ...kind, says: `"${phrase}"`, fillers: [phrase] };
  });
}

/** A text with no keyword and dash before its first sentence. */
function keywordProblem(text: string, at: number, base: number, index: LineIndex, path: string): Problem {
  const rest = text.slice(at);
  const token = WORD.exec(rest)?.[0] ?? /^\S+/.exec(rest)?.[0] ?? ' ';
  const first = /^[^.]*\./.exec(text.trim())?.[0] ?? '';
  const example = `Rally – ${isCorrect(first) ? tidy(first) : 'Draw a card.'}`;
  return {
    ...index.problem(
      path,
      base + at,
      base + at + token.length,
      'dsl/unexpected',
      'an effect starts with its keyword and a dash, as in "Rally – …"',
      'write the keyword that names the effect, then "–", then its sentences.',
    ),
    example,
  };
}

/** Where the keyword's dash ends, or null when the text has none. */
function keywordEnd(text: string): number | null {
  const dash = /[–—-]/.exec(text);
  return dash ? dash.index + 1 : null;
}

const isStart = (sentence: string, at: number) => /^\s*(then\s*,\s*)?$/i.test(sentence.slice(0, at));

/** The last few words before `at`, for "after "a card", expected …". */
function before(sentence: string, at: number): string {
  const words = sentence.slice(0, at).trim().split(/\s+/);
  return words.slice(-3).join(' ').replace(/,$/, '');
}

function previousWord(sentence: string, at: number): { word: string; at: number } | null {
  const m = /([A-Za-z][A-Za-z'’]*)\s+$/.exec(sentence.slice(0, at));
  return m ? { word: m[1]!, at: m.index } : null;
}
