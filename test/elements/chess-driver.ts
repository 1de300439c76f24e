// Playing <tech-chess> in a browser test as a person would: for the option a person picks, find the
// cells to activate — a piece's square then its destination, a hand card then its square or its effect's
// button, a card offered by a choice, a button — and click them, or walk to them with the arrow keys and
// press Enter.
import { sendKeys } from '@web/test-runner-commands';
import type { TechChess } from '../../src/elements/chess/chess.js';
import { game } from '../../src/elements/chess/spec.js';
import { layoutChessChoice, squareName } from '../../src/elements/chess/layout.js';
import { moveRng } from '../../src/elements/shared/index.js';
import { botActions } from '../../src/engine/bots.js';
import type { PendingChoice } from '../../src/engine/state.js';
import { createTechChessBot, type ChessOption, type TechChessState } from '../../src/games/tech-chess/index.js';

export { game };

export const root = (el: TechChess) => el.shadowRoot!;
export const $ = <T extends Element = HTMLElement>(el: TechChess, selector: string) => root(el).querySelector<T>(selector);
export const $$ = <T extends Element = HTMLElement>(el: TechChess, selector: string) => [...root(el).querySelectorAll<T>(selector)];
export const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

const state = (el: TechChess) => el.match!.state as TechChessState;

/** The choice waiting for a person, or null (a bot's turn, or the game is over). */
export function pendingForPerson(el: TechChess): PendingChoice | null {
  const seat = game.actor(state(el));
  if (seat === null || seat >= el.settings!.humans) return null;
  return state(el).pending;
}

/** A person who takes the first options (the first few of a choice of several). */
export const firstOptions = (pending: PendingChoice) => Array.from({ length: Math.min(Math.max(pending.min, 1), pending.max) }, (_, i) => i);

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
      case 'move': return [`sq:${squareName(m.from!, files)}`, `sq:${squareName(m.to!, files)}`];
      case 'build': case 'upgrade': return [`card:${m.card}`, `sq:${squareName(m.to!, files)}`];
      case 'use': return [`card:${m.card}`, `option:${picks[0]}`];
      default: throw new Error(`no cells for a ${m.type}`);
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

const cell = (el: TechChess, key: string) => $(el, `[data-cell="${CSS.escape(key)}"]`);

/** Throws when the last answer made no move (a refusal), with the reason the element shows. */
function checkMoved(el: TechChess, before: number, pending: PendingChoice) {
  if (el.match!.log.length === before) {
    const refusal = $(el, '[part="refusal"]')?.textContent ?? 'no refusal shown';
    throw new Error(`the answer to ${pending.kind} ("${pending.prompt}") made no move: ${refusal}`);
  }
}

type Person = (el: TechChess, pending: PendingChoice) => number[];

/** Answers the person's choice by clicking. */
export async function answerByClicks(el: TechChess, person: Person = (_, p) => firstOptions(p)): Promise<void> {
  const pending = pendingForPerson(el);
  if (!pending) throw new Error('no choice waits for a person');
  const before = el.match!.log.length;
  for (const key of cellsFor(el, pending, person(el, pending))) {
    const target = cell(el, key);
    if (!target) throw new Error(`no cell ${key} for ${pending.kind}: ${pending.prompt}`);
    target.click();
    await el.updateComplete;
  }
  checkMoved(el, before, pending);
}

/** The rows of the board grid, as the keyboard sees them. */
function rows(el: TechChess): HTMLElement[][] {
  return $$(el, '[role="grid"] [role="row"]')
    .map((row) => [...row.querySelectorAll<HTMLElement>('[data-cell]')])
    .filter((cells) => cells.length > 0);
}

export const focused = (el: TechChess) => root(el).activeElement as HTMLElement | null;

export async function press(el: TechChess, key: string) {
  await sendKeys({ press: key });
  await el.updateComplete;
}

/** Walks the focus to the cell `key` with the arrow keys. */
export async function walkTo(el: TechChess, key: string): Promise<void> {
  for (let guard = 0; guard < 80; guard++) {
    const grid = rows(el);
    const here = focused(el);
    const from = grid.findIndex((r) => r.includes(here!));
    const to = grid.findIndex((r) => r.some((c) => c.dataset.cell === key));
    if (from < 0) throw new Error(`the focus is not in the board (it is on ${here?.outerHTML.slice(0, 80)})`);
    if (to < 0) throw new Error(`no cell ${key} in the board`);
    if (here!.dataset.cell === key) return;
    if (from !== to) {
      await press(el, from < to ? 'ArrowDown' : 'ArrowUp');
      continue;
    }
    const col = grid[to].findIndex((c) => c === here);
    const target = grid[to].findIndex((c) => c.dataset.cell === key);
    await press(el, col < target ? 'ArrowRight' : 'ArrowLeft');
  }
  throw new Error(`could not walk to ${key}`);
}

/** Answers the person's choice with the keyboard only. */
export async function answerByKeys(el: TechChess, person: Person = (_, p) => firstOptions(p)): Promise<void> {
  const pending = pendingForPerson(el);
  if (!pending) throw new Error('no choice waits for a person');
  const before = el.match!.log.length;
  for (const key of cellsFor(el, pending, person(el, pending))) {
    await walkTo(el, key);
    await press(el, 'Enter');
  }
  checkMoved(el, before, pending);
}
