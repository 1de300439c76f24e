// Playing <tech-grid-poker> in a browser test as a person would: find the cell for each option the
// person picks and click it, or walk to it with the arrow keys and press Enter.
import { $, $$, answering, press, root, walkTo } from './game-driver.js';
import { layoutChoice, lineKey } from '../../src/elements/grid-poker/choice.js';
import type { TechGridPoker } from '../../src/elements/grid-poker/grid-poker.js';
import { game } from '../../src/elements/grid-poker/spec.js';
import type { GridOption } from '../../src/games/grid-poker/state.js';
import type { PendingChoice } from '../../src/engine/state.js';

export { game, $, $$, press, root, walkTo };

/** The choice waiting for a person, or null (a bot's turn, or the game is over). */
export function pendingForPerson(el: TechGridPoker): PendingChoice | null {
  const match = el.match!;
  const seat = game.actor(match.state);
  if (seat === null || seat >= el.settings!.humans) return null;
  return match.state.pending;
}

/** A plain but active player: takes the first options, commits cards and places the company when it may. */
export function personPicks(pending: PendingChoice): number[] {
  switch (pending.kind) {
    case 'grid/hand-cards':
      return pending.options.slice(0, pending.max).map((_, i) => i);
    case 'grid/company-effect':
    case 'grid/hand-effect':
    case 'grid/improve':
      return [pending.options.findIndex((o) => o.answer === 'pass')]; // Pass, Keep your company
    default:
      return Array.from({ length: Math.max(pending.min, 1) }, (_, i) => i).slice(0, pending.max);
  }
}

/** The data-cell key of the cell that answers option `index`. */
export function cellFor(pending: PendingChoice, index: number): string {
  const option: GridOption = pending.options[index];
  if (option.instance) return `card:${option.instance}`;
  if (option.line) return `line:${lineKey(option.line)}`;
  return `option:${index}`;
}

/** The cells to activate, in order, to answer `pending` with `picks`. */
export function cellsFor(pending: PendingChoice, picks: number[]): string[] {
  const cells = picks.map((i) => cellFor(pending, i));
  return layoutChoice(pending, 0).multi ? [...cells, 'confirm'] : cells;
}

export const { answerByClicks, answerByKeys, answerUntil } = answering<TechGridPoker>({
  pendingForPerson,
  personPicks,
  cellsFor,
  limit: 200,
});
