// Playing <tech-tricks> in a browser test as a person would: find the cell for each option the person
// picks and click it, or walk to it with the arrow keys and press Enter.
import { sendKeys } from '@web/test-runner-commands';
import type { PendingChoice } from '../../src/engine/state.js';
import { layoutChoice } from '../../src/elements/shared/choice.js';
import { game } from '../../src/elements/tricks/spec.js';
import type { TechTricks } from '../../src/elements/tricks/tricks.js';

export { game };

export const root = (el: TechTricks) => el.shadowRoot!;
export const $ = <T extends Element = HTMLElement>(el: TechTricks, selector: string) => root(el).querySelector<T>(selector);
export const $$ = <T extends Element = HTMLElement>(el: TechTricks, selector: string) => [...root(el).querySelectorAll<T>(selector)];

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

const cell = (el: TechTricks, key: string) => $(el, `[data-cell="${CSS.escape(key)}"]`);

/** Throws when the last answer made no move (a refusal), with the reason the element shows. */
function checkMoved(el: TechTricks, before: number, pending: PendingChoice) {
  if (el.match!.log.length === before) {
    const refusal = $(el, '[part="refusal"]')?.textContent ?? 'no refusal shown';
    throw new Error(`the answer to ${pending.kind} ("${pending.prompt}") made no move: ${refusal}`);
  }
}

/** Answers the person's choice by clicking. */
export async function answerByClicks(el: TechTricks, picks?: number[]): Promise<void> {
  const pending = pendingForPerson(el);
  if (!pending) throw new Error('no choice waits for a person');
  const before = el.match!.log.length;
  for (const key of cellsFor(pending, picks ?? personPicks(pending))) {
    const target = cell(el, key);
    if (!target) throw new Error(`no cell ${key} for ${pending.kind}: ${pending.prompt}`);
    target.click();
    await el.updateComplete;
  }
  checkMoved(el, before, pending);
}

/** The rows of the board grid, as the keyboard sees them. */
function rows(el: TechTricks): HTMLElement[][] {
  return $$(el, '[role="grid"] [role="row"]')
    .map((row) => [...row.querySelectorAll<HTMLElement>('[data-cell]')])
    .filter((cells) => cells.length > 0);
}

const focused = (el: TechTricks) => root(el).activeElement as HTMLElement | null;

async function press(el: TechTricks, key: string) {
  await sendKeys({ press: key });
  await el.updateComplete;
}

/** Walks the focus to the cell `key` with the arrow keys. */
export async function walkTo(el: TechTricks, key: string): Promise<void> {
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
export async function answerByKeys(el: TechTricks, picks?: number[]): Promise<void> {
  const pending = pendingForPerson(el);
  if (!pending) throw new Error('no choice waits for a person');
  const before = el.match!.log.length;
  for (const key of cellsFor(pending, picks ?? personPicks(pending))) {
    await walkTo(el, key);
    await press(el, 'Enter');
  }
  checkMoved(el, before, pending);
}

/** Answers until `done` holds (at most `limit` answers). */
export async function answerUntil(el: TechTricks, done: () => boolean, limit = 300): Promise<void> {
  for (let i = 0; !done(); i++) {
    if (i >= limit) throw new Error('the moment never came');
    await answerByClicks(el);
  }
}
