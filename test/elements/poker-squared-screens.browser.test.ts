/// <reference types="mocha" />
// <tech-poker-squared> on a phone (390×844, touch) and a laptop (1280×800): at every decision of whole
// matches, the prompt, the cards and squares that may be chosen, the bet controls and your hand are on
// one screen; on the phone a tap on a card reads it before it plays it. Screenshots under
// test-results/screens/.
import { expect } from '@open-wc/testing';
import '../../src/elements/poker-squared/define.js';
import type { TechPokerSquared } from '../../src/elements/poker-squared/poker-squared.js';
import { game, pendingForPerson, personCells } from './poker-squared-driver.js';
import { SCREENS, TIGHT_PHONES, playOnScreen, type ScreensCase } from './screen-driver.js';

/** A match with a plain player (see personCells): the standard deck, or the Tech Deck variant. */
function pokerSquared(attrs: string, name: string): ScreensCase<TechPokerSquared> {
  let el: TechPokerSquared; // the element of the choice asked last: the player's cells read its table
  return {
    tag: 'tech-poker-squared',
    attrs: `${attrs} bot-pace="0"`,
    person: {
      pendingForPerson: (e) => ((el = e), pendingForPerson(e)),
      personPicks: () => [],
      cellsFor: (pending) => personCells(el, pending),
      limit: 400,
    },
    over: (e) => game.actor(e.match!.state) === null,
    hand: '.hand-row',
    name: `poker-squared-${name}`,
    middle: 12,
  };
}

describe('<tech-poker-squared> on one screen', () => {
  afterEach(() => localStorage.clear());

  for (const screen of [...SCREENS, ...TIGHT_PHONES]) {
    it(`keeps the prompt, the options and your hand on one screen at every decision, ${screen.name} ${screen.width}×${screen.height}`, async function (this: Mocha.Context) {
      this.timeout(120_000); // whole matches on two busy cores
      expect(
        await playOnScreen(pokerSquared('seed="5" bot-level="call-everything"', 'standard'), screen),
      ).to.be.greaterThan(40);
      expect(await playOnScreen(pokerSquared('seed="8" variant="tech"', 'tech'), screen)).to.be.greaterThan(10);
    });
  }
});
