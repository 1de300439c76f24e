// Playing any game element in a browser test as a person would: click the cell of each option, or walk
// to it with the arrow keys and press Enter. Each game's driver says which cells answer a choice.
import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Game, GameConfig } from '../../src/engine/game.js';
import { replay } from '../../src/engine/match.js';
import type { PendingChoice } from '../../src/engine/state.js';

/** What the driver needs of an element: its shadow root, its render cycle and its match. */
export interface PlayedElement extends HTMLElement {
  updateComplete: Promise<boolean>;
  match: { log: readonly { action: unknown }[]; state: unknown; config: GameConfig } | null;
}

/** What the driver needs of a game module: who acts, how a game ends. */
interface PlayedGame {
  setup(config: GameConfig): unknown;
  apply(state: never, action: never): unknown;
  actor(state: never): number | null;
  outcome(state: never): { scores: number[]; winners: number[] } | null;
}

/** A game element `<tag attrs>` in a fixture (in a box of `width` when given), rendered. */
export async function mountGame<E extends PlayedElement>(tag: string, attrs: string, width?: string): Promise<E> {
  const container = await fixture<HTMLDivElement>(
    `<div${width ? ` style="width: ${width}"` : ''}><${tag} ${attrs}></${tag}></div>`,
  );
  const el = container.querySelector(tag) as E;
  await el.updateComplete;
  return el;
}

/** The outcome the engine reports for the element's moves, replayed apart from the element. */
export function engineOutcome(game: PlayedGame, el: PlayedElement) {
  const { match } = el;
  return game.outcome(
    replay(
      game as unknown as Game<never, unknown>,
      match!.config,
      match!.log.map((e) => e.action),
    ) as never,
  )!;
}

/**
 * Answers the person's choices with `answer` until the game is over (at most `limit` answers); with a
 * bot pace of 0 the bots never keep a person waiting.
 */
export async function playToEnd<E extends PlayedElement>(
  game: PlayedGame,
  el: E,
  pendingForPerson: (el: E) => PendingChoice | null,
  answer: (el: E) => Promise<void>,
  limit: number,
): Promise<void> {
  for (let i = 0; i < limit && game.actor(el.match!.state as never) !== null; i++) {
    expect(pendingForPerson(el), 'with a bot pace of 0 the bots never keep a person waiting').to.not.equal(null);
    await answer(el);
  }
  expect(game.actor(el.match!.state as never), 'the game is over').to.equal(null);
}

export const root = (el: PlayedElement) => el.shadowRoot!;
export const $ = <T extends Element = HTMLElement>(el: PlayedElement, selector: string) =>
  root(el).querySelector<T>(selector);
export const $$ = <T extends Element = HTMLElement>(el: PlayedElement, selector: string) => [
  ...root(el).querySelectorAll<T>(selector),
];

const cell = (el: PlayedElement, key: string) => $(el, `[data-cell="${CSS.escape(key)}"]`);

/** Throws when the last answer made no move (a refusal), with the reason the element shows. */
function checkMoved(el: PlayedElement, before: number, pending: PendingChoice) {
  if (el.match!.log.length === before) {
    const refusal = $(el, '[part="refusal"]')?.textContent ?? 'no refusal shown';
    throw new Error(`the answer to ${pending.kind} ("${pending.prompt}") made no move: ${refusal}`);
  }
}

/** Clicks the cells, in order, that answer `pending`. */
export async function clickCells(el: PlayedElement, pending: PendingChoice, cells: string[]): Promise<void> {
  const before = el.match!.log.length;
  for (const key of cells) {
    const target = cell(el, key);
    if (!target) throw new Error(`no cell ${key} for ${pending.kind}: ${pending.prompt}`);
    target.click();
    await el.updateComplete;
  }
  checkMoved(el, before, pending);
}

/** What a game's driver says of a person's choice: whether one waits, what they pick, which cells answer it. */
export interface PersonChoices<E extends PlayedElement> {
  pendingForPerson(el: E): PendingChoice | null;
  personPicks(pending: PendingChoice): number[];
  cellsFor(pending: PendingChoice, picks: number[]): string[];
  /** The most answers `answerUntil` gives before it says the moment never came. */
  limit: number;
}

/** Answering a person's choices by clicks or by keys alone, and answering until a moment comes. */
export function answering<E extends PlayedElement>(game: PersonChoices<E>) {
  const answer =
    (activate: (el: PlayedElement, pending: PendingChoice, cells: string[]) => Promise<void>) =>
    async (el: E, picks?: number[]): Promise<void> => {
      const pending = game.pendingForPerson(el);
      if (!pending) throw new Error('no choice waits for a person');
      await activate(el, pending, game.cellsFor(pending, picks ?? game.personPicks(pending)));
    };
  const answerByClicks = answer(clickCells);
  return {
    answerByClicks,
    answerByKeys: answer(keyCells),
    /** Answers by clicks until `done` holds. */
    async answerUntil(el: E, done: () => boolean, limit = game.limit): Promise<void> {
      for (let i = 0; !done(); i++) {
        if (i >= limit) throw new Error('the moment never came');
        await answerByClicks(el);
      }
    },
  };
}

/** The rows of the board grid, as the keyboard sees them (the cells of a closed fold are not drawn). */
function rows(el: PlayedElement): HTMLElement[][] {
  return $$(el, '[role="grid"] [role="row"]')
    .map((row) => [...row.querySelectorAll<HTMLElement>('[data-cell]')].filter((c) => c.getClientRects().length > 0))
    .filter((cells) => cells.length > 0);
}

const focused = (el: PlayedElement) => root(el).activeElement as HTMLElement | null;

export async function press(el: PlayedElement, key: string): Promise<void> {
  await sendKeys({ press: key });
  await el.updateComplete;
}

/** Walks the focus to the cell `key` with the arrow keys. */
export async function walkTo(el: PlayedElement, key: string): Promise<void> {
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
    const col = grid[to].indexOf(here!);
    const target = grid[to].findIndex((c) => c.dataset.cell === key);
    await press(el, col < target ? 'ArrowRight' : 'ArrowLeft');
  }
  throw new Error(`could not walk to ${key}`);
}

/** Walks to the cells, in order, that answer `pending`, pressing Enter on each. */
export async function keyCells(el: PlayedElement, pending: PendingChoice, cells: string[]): Promise<void> {
  const before = el.match!.log.length;
  for (const key of cells) {
    await walkTo(el, key);
    await press(el, 'Enter');
  }
  checkMoved(el, before, pending);
}

/** What `checkResume` needs of a game element's test. */
export interface ResumeCase<E extends PlayedElement> {
  mount(attrs: string): Promise<E>; // puts the element with these attributes on the page
  answer(el: E): Promise<void>; // one answer of the person
  view(el: E): unknown; // the engine's view of seat 0 for the element's match
  setup: string; // the attributes of the first game, e.g. 'players="3" seed="5"'
  moves: number; // answers before the reload
  key: string; // the save key
  damaged: string; // a save whose moves no longer replay
}

const actionsOf = (el: PlayedElement) => el.match!.log.map((e) => (e as { action: unknown }).action);

/** The element resumes after a reload from its save key, and a damaged save offers a new game. */
export async function checkResume<E extends PlayedElement>(c: ResumeCase<E>): Promise<void> {
  const el = await c.mount(`${c.setup} bot-pace="0" save-key="${c.key}"`);
  for (let i = 0; i < c.moves; i++) await c.answer(el);
  const log = actionsOf(el);
  const view = JSON.stringify(c.view(el));
  el.remove();
  const again = await c.mount(`${c.setup.replace(/seed="\d+"/, '').trim()} bot-pace="0" save-key="${c.key}"`);
  expect(actionsOf(again)).to.deep.equal(log);
  expect(JSON.stringify(c.view(again))).to.equal(view);
  again.remove();

  localStorage.setItem(c.key, c.damaged);
  const damaged = await c.mount(`${c.setup.replace(/seed="\d+"/, '').trim()} bot-pace="0" save-key="${c.key}"`);
  expect(($(damaged, '[part="notice"]')?.textContent ?? '').replace(/\s+/g, ' ')).to.include('no longer replay');
  await expect(damaged).to.be.accessible();
  $<HTMLButtonElement>(damaged, '[part="notice"] button')!.click();
  await damaged.updateComplete;
  expect($(damaged, '[role="grid"]')).to.exist;
}

/**
 * Tabs into the board from the header's last button, as a keyboard user arrives: the board is one tab
 * stop, and the focus lands on its one focusable cell. Returns that cell.
 */
export async function tabIntoBoard(el: PlayedElement): Promise<HTMLElement> {
  const tools = $$(el, '[part="tools"] button, .tools button');
  tools[tools.length - 1].focus();
  await sendKeys({ press: 'Tab' });
  const first = root(el).activeElement as HTMLElement;
  expect(first.closest('[role="grid"]')).to.exist;
  expect($$(el, '[role="grid"] [tabindex="0"]')).to.have.length(1);
  return first;
}

/** Each bad attribute set gives a polite notice naming what is wrong (never a blank element), and stays accessible. */
export async function checkRefusedAttributes(
  mount: (attrs: string) => Promise<PlayedElement>,
  cases: readonly (readonly [string, string])[],
): Promise<void> {
  for (const [attrs, words] of cases) {
    const el = await mount(attrs);
    expect(($(el, '[part="notice"]')?.textContent ?? '').replace(/\s+/g, ' ')).to.include(words);
    await expect(el).to.be.accessible();
    el.remove();
  }
}
