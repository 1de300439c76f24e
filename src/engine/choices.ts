// The actions that answer a pending choice: every set of option indexes of an allowed size. Finite,
// though it grows fast ("any number of" ten cards is 1,024 answers): past ACTION_LIST_LIMIT answers none
// are listed, and a player (or bot) answers the pending choice itself, as randomChoice does. A pending
// choice may come from a state built by hand, so its numbers are checked before any work is done.
import { RuleError } from './errors.js';
import type { PendingChoice } from './state.js';

/** The one action of every game: the picks that answer the pending choice. `seat`, when given, must be
 * the seat that decides: an action from anyone else is refused as out of turn. */
export interface ChooseAction {
  type: 'choose';
  picks: number[];
  seat?: number;
}

/** Past this many answers a choice's answers are not listed: `legalActions` gives none. */
export const ACTION_LIST_LIMIT = 4096;

/** Refuses an action that is not a well-formed answer from the seat that decides. */
export function checkChooseAction(pending: PendingChoice | null, action: unknown): asserts action is ChooseAction {
  if (!action || typeof action !== 'object' || (action as { type?: unknown }).type !== 'choose') {
    throw new RuleError('action/unknown', 'An action answers the choice: { type: "choose", picks: [option numbers] }.');
  }
  if (!pending) throw new RuleError('action/no-choice', 'There is no choice to answer now.');
  const seat = (action as { seat?: unknown }).seat;
  if (seat !== undefined && seat !== pending.seat) {
    throw new RuleError(
      'action/not-your-turn',
      `It is Player ${pending.seat + 1}'s turn to choose, not Player ${typeof seat === 'number' ? seat + 1 : String(seat)}'s.`,
    );
  }
  checkPicks(pending, (action as { picks?: unknown }).picks);
}

/**
 * Refuses a pending choice whose numbers no engine choice has (a state built by hand): options that are
 * not a list, or a min and max that are not whole numbers with 0 <= min.
 */
function checkChoice(pending: PendingChoice): void {
  const { options, min, max } = pending as { options: unknown; min: unknown; max: unknown };
  if (!Array.isArray(options) || !Number.isSafeInteger(min) || !Number.isSafeInteger(max) || (min as number) < 0) {
    throw new RuleError(
      'state/bad-choice',
      'The pending choice is damaged: it needs a list of options and whole numbers min and max, 0 or more.',
    );
  }
}

/**
 * Every answer, in order: each set of option numbers, ascending, as a depth-first walk meets it. None
 * when there are more than `limit` (see ACTION_LIST_LIMIT). The walk never enters a branch that can't
 * reach `min` picks, so its work is bounded by the answers it lists times their size.
 */
export function choiceActions(pending: PendingChoice, limit = ACTION_LIST_LIMIT): ChooseAction[] {
  checkChoice(pending);
  const n = pending.options.length;
  const { min, max } = pending;
  if (min > max || min > n || countChoiceActions(pending) > limit) return [];
  const out: ChooseAction[] = [];
  const pick: number[] = [];
  const walk = (from: number) => {
    if (pick.length >= min) out.push({ type: 'choose', picks: [...pick] });
    if (pick.length === max) return;
    // Past n - (min - picked - 1), too few options are left to reach min.
    for (let i = from; i < n && n - i >= min - pick.length; i++) {
      pick.push(i);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

/** One answer at random, without listing them all. `int(a, b)` draws a whole number in [a, b]. */
export function randomChoice(pending: PendingChoice, int: (from: number, to: number) => number): ChooseAction {
  const size = int(pending.min, pending.max);
  const n = pending.options.length;
  const indexes = SHUFFLED;
  for (let i = 0; i < n; i++) indexes[i] = i;
  indexes.length = n;
  // A whole shuffle, even when fewer picks are kept: the number of draws is part of every game played
  // from a seed, and answers must stay the ones they have always been.
  for (let i = n - 1; i > 0; i--) {
    const j = int(0, i);
    const t = indexes[i]!;
    indexes[i] = indexes[j]!;
    indexes[j] = t;
  }
  // The first `size` (a damaged choice may ask for more than there are), in a list of the answer's own.
  const picks = indexes.slice(0, size);
  return { type: 'choose', picks: picks.length > 1 ? picks.sort((a, b) => a - b) : picks };
}

/**
 * The indexes randomChoice shuffles, kept from one call to the next: a random bot answers every choice
 * of a simulation, and a new list each time was a tenth of what a random Tech Chess game allocates.
 */
const SHUFFLED: number[] = [];

/**
 * Picks must be distinct option numbers, as many as the choice asks; else a RuleError says why. Their
 * count is checked first, so a long list is refused before any of it is read.
 */
export function checkPicks(pending: PendingChoice, picks: unknown): asserts picks is number[] {
  if (!Array.isArray(picks))
    throw new RuleError('action/bad-choice', `Pick option numbers from 0 to ${pending.options.length - 1}.`);
  checkChoice(pending);
  if (picks.length < pending.min || picks.length > pending.max) {
    throw new RuleError(
      'action/bad-choice',
      pending.min === pending.max
        ? `Pick exactly ${pending.min} option${pending.min === 1 ? '' : 's'}.`
        : `Pick from ${pending.min} to ${pending.max} options.`,
    );
  }
  if (picks.some((p) => !Number.isInteger(p) || p < 0 || p >= pending.options.length)) {
    throw new RuleError('action/bad-choice', `Pick option numbers from 0 to ${pending.options.length - 1}.`);
  }
  // Most answers pick one option; a Set is made only for the few that pick several.
  if (picks.length > 1 && new Set(picks).size !== picks.length)
    throw new RuleError('action/bad-choice', 'Each option can be picked once.');
}

/** How many answers a choice has: the number of option sets of an allowed size, Σ C(n, k) for k in min..max. */
export function countChoiceActions(pending: { options: { length: number }; min: number; max: number }): number {
  const {
    options: { length: n },
    min,
    max,
  } = pending;
  const top = Math.min(max, n);
  let total = 0;
  let c = 1; // C(n, k), built up k by k
  for (let k = 0; k <= top; k++) {
    if (k > 0) c = (c * (n - k + 1)) / k;
    // Past the largest number it stays Infinity: the answer is known without counting on to n.
    if (c === Infinity) return min <= top ? Infinity : total;
    if (k >= min) total += c;
  }
  return total;
}
