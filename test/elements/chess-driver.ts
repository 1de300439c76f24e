// Playing <tech-chess> in a browser test as a person would: for the option a person picks, find the
// cells to activate — a piece's square then its destination, a hand card then its square or its effect's
// button, a card offered by a choice, a button — and click them, or walk to them with the arrow keys and
// press Enter.
import { $, $$, clickCells, keyCells, press, root, walkTo } from './game-driver.js';
import type { TechChess } from '../../src/elements/chess/chess.js';
import { game } from '../../src/elements/chess/spec.js';
import { layoutChessChoice, squareName } from '../../src/elements/chess/layout.js';
import { moveRng } from '../../src/elements/shared/index.js';
import { botActions } from '../../src/engine/bots.js';
import type { PendingChoice } from '../../src/engine/state.js';
import { createTechChessBot } from '../../src/games/tech-chess/bots.js';
import type { ChessOption, TechChessState } from '../../src/games/tech-chess/index.js';

export { game, $, $$, press, root, walkTo };

export const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

const state = (el: TechChess) => el.match!.state as TechChessState;

/** The choice waiting for a person, or null (a bot's turn, or the game is over). */
export function pendingForPerson(el: TechChess): PendingChoice | null {
  const seat = game.actor(state(el));
  if (seat === null || seat >= el.settings!.humans) return null;
  return state(el).pending;
}

/** A person who takes the first options (the first few of a choice of several). */
export const firstOptions = (pending: PendingChoice) =>
  Array.from({ length: Math.min(Math.max(pending.min, 1), pending.max) }, (_, i) => i);

const greedy = createTechChessBot(game, 'greedy');

/** A person who plays as the greedy bot would (reading only their own view). */
export function greedyPerson(el: TechChess): number[] {
  const s = state(el);
  const seat = game.actor(s)!;
  return greedy(game.view(s, seat), botActions(game, s), moveRng(el.settings!.seed, el.match!.log.length, seat)).picks;
}

/** The data-cell keys to activate, in order, to answer `pending` with `picks`. */
export function cellsFor(el: TechChess, pending: PendingChoice, picks: number[]): string[] {
  const s = state(el);
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
  const cells = picks.map((i) => {
    const o = pending.options[i];
    if (o.instance && layout.byInstance.get(o.instance) === i) {
      const square = s.zones.board.indexOf(o.instance);
      return square >= 0 ? `sq:${squareName(square, files)}` : `card:${o.instance}`;
    }
    return `option:${i}`;
  });
  return layout.multi ? [...cells, 'confirm'] : cells;
}

type Person = (el: TechChess, pending: PendingChoice) => number[];

/** Answers the person's choice by clicking. */
export async function answerByClicks(el: TechChess, person: Person = (_, p) => firstOptions(p)): Promise<void> {
  const pending = pendingForPerson(el);
  if (!pending) throw new Error('no choice waits for a person');
  await clickCells(el, pending, cellsFor(el, pending, person(el, pending)));
}

export const focused = (el: TechChess) => root(el).activeElement as HTMLElement | null;

/** Answers the person's choice with the keyboard only. */
export async function answerByKeys(el: TechChess, person: Person = (_, p) => firstOptions(p)): Promise<void> {
  const pending = pendingForPerson(el);
  if (!pending) throw new Error('no choice waits for a person');
  await keyCells(el, pending, cellsFor(el, pending, person(el, pending)));
}
