// Playing <tech-poker-squared> in a browser test as a person would: find the cell for each option the
// person picks (a card of the hand or a grid, an empty square, a bet button, a preset of the amount
// control) and click it, or walk to it with the arrow keys and press Enter.
import { $, $$, clickCells, keyCells, press, root, walkTo } from './game-driver.js';
import type { TechPokerSquared } from '../../src/elements/poker-squared/poker-squared.js';
import { game } from '../../src/elements/poker-squared/game.js';
import type { PendingChoice } from '../../src/engine/state.js';
import type { PokerSquaredOption } from '../../src/games/poker-squared/state.js';

export { game, $, $$, press, root, walkTo };

export const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The choice waiting for a person, or null (a bot's turn, or the match is over). */
export function pendingForPerson(el: TechPokerSquared): PendingChoice | null {
  const match = el.match!;
  const seat = game.actor(match.state);
  if (seat === null || seat >= el.settings!.humans) return null;
  return match.state.pending;
}

/**
 * A plain but active player, as a list of cells to activate: the first card and the first free square;
 * checks or calls, but bets the smallest amount every third hand when it may (through the amount
 * control's Min preset and the Bet button); passes on card effects; the first options of an effect.
 */
export function personCells(el: TechPokerSquared, pending: PendingChoice): string[] {
  const state = el.match!.state;
  const bets = new Set((pending.options as PokerSquaredOption[]).map((o) => o.bet?.kind));
  switch (pending.kind) {
    case 'poker-squared/place-card':
      return [cellOf(el, pending, 0)];
    case 'poker-squared/place-square':
      return [cellOf(el, pending, 0)];
    case 'poker-squared/bet':
      if (bets.has('check'))
        return state.round % 3 === 0 && bets.has('bet') ? ['bet:preset:Min', 'bet:go'] : ['bet:check'];
      return ['bet:call'];
    case 'poker-squared/effect-card':
      return [
        cellOf(
          el,
          pending,
          pending.options.findIndex((o) => o.answer === 'pass'),
        ),
      ]; // Pass
    default: {
      const picks = Array.from({ length: Math.max(pending.min, 1) }, (_, i) => i).slice(0, pending.max);
      const multi = pending.max > 1 || pending.min === 0;
      return [...picks.map((i) => cellOf(el, pending, i)), ...(multi ? ['confirm'] : [])];
    }
  }
}

/** The data-cell key of the cell that answers option `index`. */
export function cellOf(el: TechPokerSquared, pending: PendingChoice, index: number): string {
  const option: PokerSquaredOption = pending.options[index];
  if (option.instance) {
    const cell = $(el, `[data-instance="${CSS.escape(option.instance)}"]`);
    if (!cell?.dataset.cell) throw new Error(`no cell shows ${option.label}`);
    return cell.dataset.cell;
  }
  if (pending.kind === 'poker-squared/place-square') return `square:${pending.seat}:${option.square}`;
  return `option:${index}`;
}

/** Answers the person's choice by clicking. */
export async function answerByClicks(el: TechPokerSquared, cells?: string[]): Promise<void> {
  const pending = pendingForPerson(el);
  if (!pending) throw new Error('no choice waits for a person');
  await clickCells(el, pending, cells ?? personCells(el, pending));
}

/** Answers the person's choice with the keyboard only. */
export async function answerByKeys(el: TechPokerSquared, cells?: string[]): Promise<void> {
  const pending = pendingForPerson(el);
  if (!pending) throw new Error('no choice waits for a person');
  await keyCells(el, pending, cells ?? personCells(el, pending));
}

/** Answers until `done` holds (at most `limit` answers). */
export async function answerUntil(el: TechPokerSquared, done: () => boolean, limit = 400): Promise<void> {
  for (let i = 0; !done(); i++) {
    if (i >= limit) throw new Error('the moment never came');
    await answerByClicks(el);
  }
}
