// Playing <tech-bughouse> in a browser test as a person would (seat 0, on board A): for the option the
// person picks, the cells to activate on their board — a piece's square then its destination, a hand
// card (a gift too) then its square or its effect's button, a card offered by a choice, a button — as
// Tech Chess's driver finds them, on the board the person plays.
import { $, $$, answering, press, root, walkTo } from './game-driver.js';
import type { TechBughouse } from '../../src/elements/bughouse/bughouse.js';
import { game } from '../../src/elements/bughouse/game.js';
import { layoutChessChoice, squareName } from '../../src/elements/chess/layout.js';
import { moveRng } from '../../src/elements/shared/index.js';
import { botActions } from '../../src/engine/bots.js';
import type { PendingChoice } from '../../src/engine/state.js';
import { createBughouseBot } from '../../src/games/bughouse/bots.js';
import type { BughouseState } from '../../src/games/bughouse/index.js';
import type { ChessOption } from '../../src/games/tech-chess/index.js';

export { game, $, $$, press, root, walkTo };

export const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

const state = (el: TechBughouse) => el.match!.state as BughouseState;
let current: TechBughouse | null = null;

/** The choice waiting for a person, or null (a bot's turn, or the match is over). */
export function pendingForPerson(el: TechBughouse): PendingChoice | null {
  current = el;
  const seat = game.actor(state(el));
  if (seat === null || seat >= el.settings!.humans) return null;
  return state(el).pending;
}

const greedy = createBughouseBot(game, 'greedy');

/** A person who plays as the greedy bot would (reading only their own view). */
export function personPicks(): number[] {
  const el = current!;
  const s = state(el);
  const seat = game.actor(s)!;
  return greedy(game.view(s, seat), botActions(game, s), moveRng(el.settings!.seed, el.match!.log.length, seat)).picks;
}

/** The data-cell keys to activate, in order, to answer `pending` with `picks` on the person's board. */
export function cellsFor(pending: PendingChoice, picks: number[]): string[] {
  const s = state(current!);
  const files = 6;
  if (pending.kind === 'chess/action') {
    const m = (pending.options[picks[0]] as ChessOption).move!;
    switch (m.type) {
      case 'move':
        return [`sq:${squareName(m.from!, files)}`, `sq:${squareName(m.to!, files)}`];
      case 'build':
      case 'upgrade':
        return [`card:${m.card}`, `sq:${squareName(m.to!, files)}`];
      case 'use':
        return [`card:${m.card}`, `option:${picks[0]}`];
      default:
        throw new Error(`no cells for a ${m.type}`);
    }
  }
  const layout = layoutChessChoice(pending, 0);
  const board = s.zones[`${game.config.boards[0].includes(pending.seat) ? 'a' : 'b'}/board`];
  const cells = picks.map((i) => {
    const o = pending.options[i];
    if (o.instance && layout.byInstance.get(o.instance) === i) {
      const square = board.indexOf(o.instance);
      return square >= 0 ? `sq:${squareName(square, files)}` : `card:${o.instance}`;
    }
    return `option:${i}`;
  });
  return layout.multi ? [...cells, 'confirm'] : cells;
}

export const person = { pendingForPerson, personPicks, cellsFor, limit: 400 };

export const { answerByClicks, answerByKeys, answerUntil } = answering<TechBughouse>(person);
