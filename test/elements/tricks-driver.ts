// Playing <tech-tricks> in a browser test as a person would: find the cell for each option the person
// picks and click it, or walk to it with the arrow keys and press Enter.
import { $, $$, answering, press, root, walkTo } from './game-driver.js';
import type { PendingChoice } from '../../src/engine/state.js';
import { layoutChoice } from '../../src/elements/shared/choice.js';
import { game } from '../../src/elements/tricks/spec.js';
import type { TechTricks } from '../../src/elements/tricks/tricks.js';

export { game, $, $$, press, root, walkTo };

/** The choice waiting for a person, or null (a bot's turn, or the game is over). */
export function pendingForPerson(el: TechTricks): PendingChoice | null {
  const match = el.match!;
  const seat = game.actor(match.state);
  if (seat === null || seat >= el.settings!.humans) return null;
  return match.state.pending;
}

/**
 * A plain but active player: bids 2, offers its first card to the first player asking for any card,
 * accepts offers with its first card, uses the effect of its first card and answers the effect's
 * choices with the first options, and plays the first card it may.
 */
export function personPicks(pending: PendingChoice): number[] {
  switch (pending.kind) {
    case 'tricks/bid':
      return [2];
    case 'tricks/offer-ask':
      return [pending.options.length - 1]; // Any card
    default:
      return Array.from({ length: Math.max(pending.min, 1) }, (_, i) => i).slice(0, pending.max);
  }
}

/** The data-cell key of the cell that answers option `index`. */
export function cellFor(pending: PendingChoice, index: number): string {
  const option = pending.options[index];
  return option.instance ? `card:${option.instance}` : `option:${index}`;
}

/** The cells to activate, in order, to answer `pending` with `picks`. */
export function cellsFor(pending: PendingChoice, picks: number[]): string[] {
  const cells = picks.map((i) => cellFor(pending, i));
  return layoutChoice(pending, 0).multi ? [...cells, 'confirm'] : cells;
}

export const { answerByClicks, answerByKeys, answerUntil } = answering<TechTricks>({
  pendingForPerson,
  personPicks,
  cellsFor,
  limit: 300,
});
