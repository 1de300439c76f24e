// The actions that answer a pending choice: every set of option indexes of an allowed size. Finite,
// though it grows fast ("any number of" ten cards is 1,024 answers); bots may draw one at random instead.
import { RuleError } from './errors.js';
import type { PendingChoice } from './state.js';

/** The one action of every game: the picks that answer the pending choice. `seat`, when given, must be
 * the seat that decides: an action from anyone else is refused as out of turn. */
export interface ChooseAction { type: 'choose'; picks: number[]; seat?: number }

/** Refuses an action that is not a well-formed answer from the seat that decides. */
export function checkChooseAction(pending: PendingChoice | null, action: unknown): asserts action is ChooseAction {
  if (!action || typeof action !== 'object' || (action as { type?: unknown }).type !== 'choose') {
    throw new RuleError('action/unknown', 'An action answers the choice: { type: "choose", picks: [option numbers] }.');
  }
  if (!pending) throw new RuleError('action/no-choice', 'There is no choice to answer now.');
  const seat = (action as { seat?: unknown }).seat;
  if (seat !== undefined && seat !== pending.seat) {
    throw new RuleError('action/not-your-turn', `It is Player ${pending.seat + 1}'s turn to choose, not Player ${typeof seat === 'number' ? seat + 1 : String(seat)}'s.`);
  }
  checkPicks(pending, (action as { picks?: unknown }).picks);
}

export function choiceActions(pending: PendingChoice): ChooseAction[] {
  const out: ChooseAction[] = [];
  const n = pending.options.length;
  const pick: number[] = [];
  const walk = (from: number) => {
    if (pick.length >= pending.min) out.push({ type: 'choose', picks: [...pick] });
    if (pick.length === pending.max) return;
    for (let i = from; i < n; i++) {
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
  const indexes = pending.options.map((_, i) => i);
  for (let i = indexes.length - 1; i > 0; i--) {
    const j = int(0, i);
    [indexes[i], indexes[j]] = [indexes[j], indexes[i]];
  }
  return { type: 'choose', picks: indexes.slice(0, size).sort((a, b) => a - b) };
}

/** Picks must be distinct option numbers, as many as the choice asks; else a RuleError says why. */
export function checkPicks(pending: PendingChoice, picks: unknown): asserts picks is number[] {
  if (!Array.isArray(picks) || picks.some((p) => !Number.isInteger(p) || p < 0 || p >= pending.options.length)) {
    throw new RuleError('action/bad-choice', `Pick option numbers from 0 to ${pending.options.length - 1}.`);
  }
  if (new Set(picks).size !== picks.length) throw new RuleError('action/bad-choice', 'Each option can be picked once.');
  if (picks.length < pending.min || picks.length > pending.max) {
    throw new RuleError('action/bad-choice', pending.min === pending.max
      ? `Pick exactly ${pending.min} option${pending.min === 1 ? '' : 's'}.`
      : `Pick from ${pending.min} to ${pending.max} options.`);
  }
}

/** How many answers a choice has: the number of option sets of an allowed size, Σ C(n, k) for k in min..max. */
export function countChoiceActions(pending: Pick<PendingChoice, 'options' | 'min' | 'max'>): number {
  const n = pending.options.length;
  let total = 0;
  let c = 1; // C(n, k), built up k by k
  for (let k = 0; k <= Math.min(pending.max, n); k++) {
    if (k > 0) c = (c * (n - k + 1)) / k;
    if (k >= pending.min) total += c;
  }
  return total;
}

