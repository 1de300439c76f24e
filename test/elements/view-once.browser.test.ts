/// <reference types="mocha" />
// A game element computes the view of the seat on screen once for each state of the game: the header,
// the table, the layout of the choice, the live region and the `tech-move` event all read that one view,
// and a render that changes nothing in the game (a card picked for a choice of several) reads it again.
// The choice of each view is laid out once, as the view is computed once.
import { expect } from '@open-wc/testing';
import '../../src/elements/bughouse/define.js';
import '../../src/elements/chess/define.js';
import '../../src/elements/grid-poker/define.js';
import '../../src/elements/poker-squared/define.js';
import '../../src/elements/tricks/define.js';
import { mountGame, type PlayedElement } from './game-driver.js';
import * as bughouse from './bughouse-driver.js';
import * as chess from './chess-driver.js';
import * as gridPoker from './grid-poker-driver.js';
import * as pokerSquared from './poker-squared-driver.js';
import * as tricks from './tricks-driver.js';

/** A game module whose `view` is counted: how many times each state's view was computed, by seat. */
interface Counted {
  counts: Map<unknown, number[]>; // state object → calls by seat
  restore(): void;
}

function countViews(game: { view(state: never, seat: number): unknown }): Counted {
  const own = Object.getOwnPropertyDescriptor(game, 'view');
  const view = game.view;
  const counts = new Map<unknown, number[]>();
  game.view = (state: never, seat: number) => {
    const bySeat = counts.get(state) ?? [];
    bySeat[seat] = (bySeat[seat] ?? 0) + 1;
    counts.set(state, bySeat);
    return view.call(game, state, seat);
  };
  return {
    counts,
    restore: () => {
      if (own) Object.defineProperty(game, 'view', own);
      else delete (game as { view?: unknown }).view;
    },
  };
}

/** Counts the element's layouts of its choice from now on, by the view they lay out. */
function countLayouts(el: PlayedElement): Map<unknown, number> {
  const laid = new Map<unknown, number>();
  // The game's layout function, given to the page among its regions (shared/regions.ts).
  const regions = (
    el as unknown as { page: { regions: { layout(pending: unknown, moves: number, view: unknown): unknown } } }
  ).page.regions;
  const layout = regions.layout;
  regions.layout = (pending, moves, view) => {
    laid.set(view, (laid.get(view) ?? 0) + 1);
    return layout(pending, moves, view);
  };
  return laid;
}

interface Case {
  tag: string;
  attrs: string;
  game: { view(state: never, seat: number): unknown };
  answer(el: PlayedElement): Promise<void>;
  waiting(el: PlayedElement): boolean; // a choice waits for the person
}

const cases: Case[] = [
  {
    tag: 'tech-grid-poker',
    attrs: 'players="3" seed="11"',
    game: gridPoker.game,
    answer: (el) => gridPoker.answerByClicks(el as never),
    waiting: (el) => gridPoker.pendingForPerson(el as never) !== null,
  },
  {
    tag: 'tech-tricks',
    attrs: 'players="3" seed="3"',
    game: tricks.game,
    answer: (el) => tricks.answerByClicks(el as never),
    waiting: (el) => tricks.pendingForPerson(el as never) !== null,
  },
  {
    tag: 'tech-poker-squared',
    attrs: 'players="2" seed="5"',
    game: pokerSquared.game,
    answer: (el) => pokerSquared.answerByClicks(el as never),
    waiting: (el) => pokerSquared.pendingForPerson(el as never) !== null,
  },
  {
    tag: 'tech-chess',
    attrs: 'bot-level="random" seed="7"',
    game: chess.game,
    answer: (el) => chess.answerByClicks(el as never),
    waiting: (el) => chess.pendingForPerson(el as never) !== null,
  },
  {
    tag: 'tech-bughouse',
    attrs: 'seed="3"',
    game: bughouse.game,
    // The first options: the driver's greedy person would compute a view of its own.
    answer: (el) => {
      const pending = bughouse.pendingForPerson(el as never)!;
      return bughouse.answerByClicks(
        el as never,
        Array.from({ length: Math.max(pending.min, 1) }, (_, i) => i),
      );
    },
    waiting: (el) => bughouse.pendingForPerson(el as never) !== null,
  },
];

describe('game elements compute each view once', () => {
  for (const c of cases) {
    it(`<${c.tag}>: one view of the seat on screen for each state, over a dozen moves and their renders`, async function (this: Mocha.Context) {
      this.timeout(60_000); // a dozen moves with their renders: longer than a click when the machine is busy
      const counted = countViews(c.game);
      try {
        // Counted from before the element is made: its first deal and render are counted too.
        const el = await mountGame(c.tag, `${c.attrs} bot-pace="0"`, '900px');
        const laid = countLayouts(el);
        for (let i = 0; i < 12 && c.waiting(el); i++) {
          await c.answer(el);
          // A render that changes nothing in the game reads the same view.
          el.setAttribute('theme', i % 2 ? 'light' : 'dark');
          await el.updateComplete;
        }
        const shown = [...counted.counts.values()].map((bySeat) => bySeat[0] ?? 0).filter((n) => n > 0);
        expect(el.match!.log.length, 'moves were made').to.be.greaterThan(6);
        expect(counted.counts.get(el.match!.state)?.[0], 'the state on screen').to.equal(1);
        expect(shown.length, 'every state the person saw').to.be.greaterThan(6);
        expect(
          shown.filter((n) => n !== 1),
          'views of seat 0 computed more than once for one state',
        ).to.deep.equal([]);
        // The choice of each view is laid out once too, however many parts of the element read it.
        expect(laid.size, 'choices laid out').to.be.greaterThan(3);
        expect(
          [...laid.values()].filter((n) => n !== 1),
          'choices laid out more than once for one view',
        ).to.deep.equal([]);
      } finally {
        counted.restore();
      }
    });
  }
});
