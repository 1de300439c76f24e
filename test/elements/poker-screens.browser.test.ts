/// <reference types="mocha" />
// <tech-poker> on a phone (390×844, touch) and a laptop (1280×800): at every decision of whole matches,
// the prompt, every option and your hand are on one screen; screenshots under test-results/screens/.
import { expect } from '@open-wc/testing';
import '../../src/elements/poker/define.js';
import type { TechPoker } from '../../src/elements/poker/poker.js';
import { cellsFor, game, pendingForPerson, personPicks } from './poker-driver.js';
import { SCREENS, TIGHT_PHONES, playOnScreen, type ScreensCase } from './screen-driver.js';

const poker = (players: number, seed: number): ScreensCase<TechPoker> => ({
  tag: 'tech-poker',
  attrs: `players="${players}" seed="${seed}" bot-pace="0"`,
  person: { pendingForPerson, personPicks, cellsFor, limit: 600 },
  over: (el) => game.actor(el.match!.state) === null,
  hand: '.hand-row',
  name: `poker-${players}p`,
  middle: 10,
});

describe('<tech-poker> on one screen', () => {
  afterEach(() => localStorage.clear());

  for (const screen of [...SCREENS, ...TIGHT_PHONES]) {
    it(`keeps the prompt, the options and your hand on one screen at every decision, ${screen.name} ${screen.width}×${screen.height}`, async function (this: Mocha.Context) {
      this.timeout(120_000); // whole matches on two busy cores
      expect(await playOnScreen(poker(6, 3), screen)).to.be.greaterThan(5);
      expect(await playOnScreen(poker(2, 8), screen)).to.be.greaterThan(5);
    });
  }
});
