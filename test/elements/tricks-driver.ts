// Playing <tech-tricks> in a browser test as a person would: find the cell for each option the person
// picks and click it, or walk to it with the arrow keys and press Enter.
import { $, $$, clickCells, keyCells, press, root, walkTo } from './game-driver.js';
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

/** Answers the person's choice by clicking. */
export async function answerByClicks(el: TechTricks, picks?: number[]): Promise<void> {
  const pending = pendingForPerson(el);
  if (!pending) throw new Error('no choice waits for a person');
  await clickCells(el, pending, cellsFor(pending, picks ?? personPicks(pending)));
}

/** Answers the person's choice with the keyboard only. */
export async function answerByKeys(el: TechTricks, picks?: number[]): Promise<void> {
  const pending = pendingForPerson(el);
  if (!pending) throw new Error('no choice waits for a person');
  await keyCells(el, pending, cellsFor(pending, picks ?? personPicks(pending)));
}

/** Answers until `done` holds (at most `limit` answers). */
export async function answerUntil(el: TechTricks, done: () => boolean, limit = 300): Promise<void> {
  for (let i = 0; !done(); i++) {
    if (i >= limit) throw new Error('the moment never came');
    await answerByClicks(el);
  }
}
