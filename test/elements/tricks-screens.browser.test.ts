/// <reference types="mocha" />
// <tech-tricks> on a phone (390×844, touch; and at a 19 px root font, on 844 and 750 px) and a laptop (1280×800): at every decision of whole
// games, the prompt, every option and your hand are on one screen; screenshots under test-results/screens/.
import { expect } from '@open-wc/testing';
import '../../src/elements/tricks/define.js';
import type { TechTricks } from '../../src/elements/tricks/tricks.js';
import { cellsFor, game, pendingForPerson, personPicks } from './tricks-driver.js';
import { SCREENS, TIGHT_PHONES, playOnScreen, type ScreensCase } from './screen-driver.js';

const tricks = (players: number, seed: number): ScreensCase<TechTricks> => ({
  tag: 'tech-tricks',
  attrs: `players="${players}" seed="${seed}" bot-pace="0"`,
  person: { pendingForPerson, personPicks, cellsFor, limit: 300 },
  over: (el) => game.actor(el.match!.state) === null,
  hand: '.hand',
  name: `tricks-${players}p`,
  middle: 20,
});

describe('<tech-tricks> on one screen', () => {
  afterEach(() => localStorage.clear());

  for (const screen of [...SCREENS, ...TIGHT_PHONES]) {
    it(`keeps the prompt, the options and your hand on one screen at every decision, ${screen.name} ${screen.width}×${screen.height}`, async function (this: Mocha.Context) {
      this.timeout(120_000); // whole games on two busy cores
      expect(await playOnScreen(tricks(3, 11), screen)).to.be.greaterThan(10);
      expect(await playOnScreen(tricks(4, 5), screen)).to.be.greaterThan(10);
    });
  }
});
