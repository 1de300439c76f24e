// Playing <tech-poker-squared> in a browser test as a person would: find the cell for each option the
// person picks (a card of the hand or a grid, an empty square, a bet button, a preset of the amount
// control) and click it, or walk to it with the arrow keys and press Enter.
import { sendKeys } from '@web/test-runner-commands';
import type { TechPokerSquared } from '../../src/elements/poker-squared/poker-squared.js';
import { game } from '../../src/elements/poker-squared/game.js';
import type { PendingChoice } from '../../src/engine/state.js';
import { squareLabel } from '../../src/games/poker-squared/place.js';

export { game };

export const root = (el: TechPokerSquared) => el.shadowRoot!;
export const $ = <T extends Element = HTMLElement>(el: TechPokerSquared, selector: string) => root(el).querySelector<T>(selector);
export const $$ = <T extends Element = HTMLElement>(el: TechPokerSquared, selector: string) => [...root(el).querySelectorAll<T>(selector)];
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
  const labels = pending.options.map((o) => o.label);
  switch (pending.kind) {
    case 'poker-squared/place-card':
      return [cellOf(el, pending, 0)];
    case 'poker-squared/place-square':
      return [cellOf(el, pending, 0)];
    case 'poker-squared/bet':
      if (labels.includes('Check')) return state.round % 3 === 0 && labels.some((l) => l.startsWith('Bet')) ? ['bet:preset:Min', 'bet:go'] : ['bet:check'];
      return ['bet:call'];
    case 'poker-squared/effect-card':
      return [cellOf(el, pending, pending.options.length - 1)]; // Pass
    default: {
      const picks = Array.from({ length: Math.max(pending.min, 1) }, (_, i) => i).slice(0, pending.max);
      const multi = pending.max > 1 || pending.min === 0;
      return [...picks.map((i) => cellOf(el, pending, i)), ...(multi ? ['confirm'] : [])];
    }
  }
}

/** The data-cell key of the cell that answers option `index`. */
export function cellOf(el: TechPokerSquared, pending: PendingChoice, index: number): string {
  const option = pending.options[index];
  if (option.instance) {
    const cell = $(el, `[data-instance="${CSS.escape(option.instance)}"]`);
    if (!cell?.dataset.cell) throw new Error(`no cell shows ${option.label}`);
    return cell.dataset.cell;
  }
  if (pending.kind === 'poker-squared/place-square') {
    const square = Array.from({ length: 9 }, (_, sq) => sq).find((sq) => squareLabel(sq) === option.label)!;
    return `square:${pending.seat}:${square}`;
  }
  return `option:${index}`;
}

const cell = (el: TechPokerSquared, key: string) => $(el, `[data-cell="${CSS.escape(key)}"]`);

/** Throws when the last answer made no move (a refusal), with the reason the element shows. */
function checkMoved(el: TechPokerSquared, before: number, pending: PendingChoice) {
  if (el.match!.log.length === before) {
    const refusal = $(el, '[part="refusal"]')?.textContent ?? 'no refusal shown';
    throw new Error(`the answer to ${pending.kind} ("${pending.prompt}") made no move: ${refusal}`);
  }
}

/** Answers the person's choice by clicking (the plain player's cells, or `cells`). */
export async function answerByClicks(el: TechPokerSquared, cells?: string[]): Promise<void> {
  const pending = pendingForPerson(el);
  if (!pending) throw new Error('no choice waits for a person');
  const before = el.match!.log.length;
  for (const key of cells ?? personCells(el, pending)) {
    const target = cell(el, key);
    if (!target) throw new Error(`no cell ${key} for ${pending.kind}: ${pending.prompt}`);
    target.click();
    await el.updateComplete;
  }
  checkMoved(el, before, pending);
}

/** The rows of the board grid, as the keyboard sees them. */
function rows(el: TechPokerSquared): HTMLElement[][] {
  return $$(el, '[role="grid"] [role="row"]')
    .map((row) => [...row.querySelectorAll<HTMLElement>('[data-cell]')])
    .filter((cells) => cells.length > 0);
}

const focused = (el: TechPokerSquared) => root(el).activeElement as HTMLElement | null;

export async function press(el: TechPokerSquared, key: string) {
  await sendKeys({ press: key });
  await el.updateComplete;
}

/** Walks the focus to the cell `key` with the arrow keys. */
export async function walkTo(el: TechPokerSquared, key: string): Promise<void> {
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
export async function answerByKeys(el: TechPokerSquared, cells?: string[]): Promise<void> {
  const pending = pendingForPerson(el);
  if (!pending) throw new Error('no choice waits for a person');
  const before = el.match!.log.length;
  for (const key of cells ?? personCells(el, pending)) {
    await walkTo(el, key);
    await press(el, 'Enter');
  }
  checkMoved(el, before, pending);
}

/** Answers until `done` holds (at most `limit` answers). */
export async function answerUntil(el: TechPokerSquared, done: () => boolean, limit = 400): Promise<void> {
  for (let i = 0; !done(); i++) {
    if (i >= limit) throw new Error('the moment never came');
    await answerByClicks(el);
  }
}
