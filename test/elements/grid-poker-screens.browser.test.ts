/// <reference types="mocha" />
// <tech-grid-poker> on a phone (390×844, touch) and a laptop (1280×800): at every decision of whole
// games, the prompt, every option and your hand are on one screen; screenshots under test-results/screens/.
import { expect } from '@open-wc/testing';
import '../../src/elements/grid-poker/define.js';
import type { TechGridPoker } from '../../src/elements/grid-poker/grid-poker.js';
import { cellsFor, game, pendingForPerson, personPicks } from './grid-poker-driver.js';
import { SCREENS, TIGHT_PHONES, playOnScreen, type ScreensCase } from './screen-driver.js';

const gridPoker = (players: number, seed: number): ScreensCase<TechGridPoker> => ({
  tag: 'tech-grid-poker',
  attrs: `players="${players}" seed="${seed}" bot-pace="0"`,
  person: { pendingForPerson, personPicks, cellsFor, limit: 200 },
  over: (el) => game.actor(el.match!.state) === null,
  hand: '.you-hand',
  name: `grid-poker-${players}p`,
  middle: 14,
});

describe('<tech-grid-poker> on one screen', () => {
  afterEach(() => localStorage.clear());

  for (const screen of [...SCREENS, ...TIGHT_PHONES]) {
    it(`keeps the prompt, the options and your hand on one screen at every decision, ${screen.name} ${screen.width}×${screen.height}`, async function (this: Mocha.Context) {
      this.timeout(120_000); // whole games on two busy cores
      expect(await playOnScreen(gridPoker(4, 11), screen)).to.be.greaterThan(10);
      expect(await playOnScreen(gridPoker(6, 5), screen)).to.be.greaterThan(10);
    });
  }
});
