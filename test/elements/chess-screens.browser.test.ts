/// <reference types="mocha" />
// <tech-chess> on a phone (390×844, touch) and a laptop (1280×800): at every decision of whole games —
// the reader's seat choosing as the greedy bot would, the other seat a bot — the prompt, every piece,
// square, card and button the decision offers, and your hand are on one screen; on the phone a tap on a
// card reads it before it plays it. After a pick (a piece, a hand card) what it offers is on the same
// screen and your hand has not moved. Screenshots under test-results/screens/.
import { expect } from '@open-wc/testing';
import '../../src/elements/chess/define.js';
import type { TechChess } from '../../src/elements/chess/chess.js';
import { cellsFor, game, greedyPerson, pendingForPerson } from './chess-driver.js';
import { SCREENS, TIGHT_PHONES, playOnScreen, type ScreensCase } from './screen-driver.js';
import type { TechChessState } from '../../src/games/tech-chess/index.js';

/** A game of `seed` with a reader choosing as the greedy bot would (reading only their own view). */
function chess(seed: number): ScreensCase<TechChess> {
  let el: TechChess; // the element of the choice asked last: the driver's picks read its view
  return {
    tag: 'tech-chess',
    attrs: `seed="${seed}" bot-level="greedy" bot-pace="0"`,
    person: {
      pendingForPerson: (e) => ((el = e), pendingForPerson(e)),
      personPicks: () => greedyPerson(el),
      cellsFor: (pending, picks) => cellsFor(el, pending, picks),
      limit: 300,
    },
    over: (e) => game.actor(e.match!.state as TechChessState) === null,
    hand: '[part="hand"]',
    name: `chess-seed${seed}`,
    middle: 12,
    afterPick: true,
  };
}

describe('<tech-chess> on one screen', () => {
  afterEach(() => localStorage.clear());

  for (const screen of [...SCREENS, ...TIGHT_PHONES]) {
    it(`keeps the prompt, the options and your hand on one screen at every decision, ${screen.name} ${screen.width}×${screen.height}`, async function (this: Mocha.Context) {
      this.timeout(120_000); // whole games on two busy cores
      expect(await playOnScreen(chess(4), screen)).to.be.greaterThan(10);
      expect(await playOnScreen(chess(11), screen)).to.be.greaterThan(10);
    });
  }
});
