// Playing <tech-poker> in a browser test as a person would: find the cell for each option the person
// picks (a card of the hand, a bet button, Pass, the draw's confirm button) and click it, or walk to it
// with the arrow keys and press Enter.
import { $, $$, answering, press, root, walkTo } from './game-driver.js';
import type { TechPoker } from '../../src/elements/poker/poker.js';
import { game } from '../../src/elements/poker/game.js';
import type { PendingChoice } from '../../src/engine/state.js';
import type { PokerOption } from '../../src/games/poker/state.js';

export { game, $, $$, press, root, walkTo };

export const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

let current: TechPoker | null = null;

/** The choice waiting for a person, or null (a bot's turn, or the match is over). */
export function pendingForPerson(el: TechPoker): PendingChoice | null {
  current = el;
  const match = el.match!;
  const seat = game.actor(match.state);
  if (seat === null || seat >= el.settings!.humans) return null;
  return match.state.pending;
}

/**
 * A plain but active player: reveals its first card for its effect on odd hands' first decision, else
 * passes; checks or calls, but bets every third hand when it may; changes its first two cards at the draw
 * on even hands, else stands pat; the first options of an effect's own choices.
 */
export function personPicks(pending: PendingChoice): number[] {
  const state = current!.match!.state;
  const options = pending.options as PokerOption[];
  switch (pending.kind) {
    case 'poker/bet': {
      const bet = options.findIndex((o) => o.bet?.kind === 'bet');
      if (state.round % 3 === 0 && bet >= 0) return [bet];
      return [options.findIndex((o) => o.bet?.kind === 'check' || o.bet?.kind === 'call')];
    }
    case 'poker/effect-card':
      return [
        state.round % 2 === 1 && state.hands.at(-1)!.effects.length === 0
          ? 0
          : options.findIndex((o) => o.answer === 'pass'),
      ];
    case 'poker/draw':
      return state.round % 2 === 0 ? [0, 1].slice(0, pending.max) : [];
    default:
      return Array.from({ length: Math.max(pending.min, 1) }, (_, i) => i).slice(0, pending.max);
  }
}

/** The data-cell keys that answer `picks`: a bet by its button, a card by its cell, a multiple choice then confirmed. */
export function cellsFor(pending: PendingChoice, picks: number[]): string[] {
  const options = pending.options as PokerOption[];
  if (pending.kind === 'poker/bet') {
    const kind = options[picks[0]].bet!.kind;
    return [kind === 'bet' || kind === 'raise' ? 'bet:go' : `bet:${kind}`];
  }
  const cells = picks.map((index) => {
    const option = options[index];
    if (option.instance) {
      const cell = $(current!, `[data-instance="${CSS.escape(option.instance)}"]`);
      if (!cell?.dataset.cell) throw new Error(`no cell shows ${option.label}`);
      return cell.dataset.cell;
    }
    return `option:${index}`;
  });
  const multi = pending.max > 1 || pending.min === 0;
  return multi ? [...cells, 'confirm'] : cells;
}

export const { answerByClicks, answerByKeys, answerUntil } = answering<TechPoker>({
  pendingForPerson,
  personPicks,
  cellsFor,
  limit: 600,
});
