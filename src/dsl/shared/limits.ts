// How much a card or rules text may hold, and how many of its problems are told one by one. These bound
// the work and the output: the checker's work grows with the text (never with its problems squared),
// and a file of a hundred thousand broken lines is answered with its first problems and a count.
import { fileProblem, type LineIndex, type Problem } from './problems.js';

/**
 * The most characters a card or rules file may hold: a file given to a game element (`cards-src`,
 * `rules-src`), a file `tech-deck check` reads, a text the compilers are handed and a `card-text`. The
 * whole deck, 70 cards, is about 17 kB.
 */
export const SOURCE_LIMIT = 200_000;

/** The problems told one by one (by the elements, in `tech-error`, by `tech-deck check`); the rest are counted. */
export const PROBLEMS_SHOWN = 50;

/** The line that follows the problems shown: "and 1 more problem", "and 98,958 more problems". */
export function moreProblems(count: number): string {
  return `and ${count.toLocaleString('en')} more ${count === 1 ? 'problem' : 'problems'}`;
}

/** "200 kB": a length in characters, for messages. */
export const kB = (chars: number) => `${Math.round(chars / 1000)} kB`;

/** Why a text longer than SOURCE_LIMIT is refused, before it is parsed. `what`: "a card file", "a rules file given to an element". */
export function tooLongMessage(length: number, what: string): string {
  return `the file is ${kB(length)} long; ${what} may be at most ${kB(SOURCE_LIMIT)} (the whole deck is about 17 kB)`;
}

/**
 * The problem of a file longer than SOURCE_LIMIT, which is refused before it is parsed so that the work
 * stays bounded (a card file is a few hundred characters, a rules file a few kilobytes); null when it is not.
 */
export function tooLongProblem(
  source: string,
  index: Pick<LineIndex, 'problem'>,
  path: string,
  code: string,
  what: string,
  hint: string,
): Problem[] | null {
  return source.length > SOURCE_LIMIT
    ? fileProblem(index, path, code, tooLongMessage(source.length, what), hint)
    : null;
}
