/// <reference types="mocha" />
// <tech-bughouse> on a phone (390×844, touch: one board, tabs) and a laptop (1280×800: both boards): at
// every decision of whole matches — the reader (seat 0, board A) choosing as the greedy bot would, the
// other three seats bots — the prompt, every square, card and button the decision offers, and the hand
// are on one screen; after a pick (a piece, a hand card) too, with the hand where it was. Screenshots of
// the start, the middle and the end under test-results/screens/.
import { expect } from '@open-wc/testing';
import '../../src/elements/bughouse/define.js';
import type { TechBughouse } from '../../src/elements/bughouse/bughouse.js';
import { game, person } from './bughouse-driver.js';
import { SCREENS, playOnScreen, type ScreensCase } from './screen-driver.js';

const bughouse = (seed: number): ScreensCase<TechBughouse> => ({
  tag: 'tech-bughouse',
  attrs: `seed="${seed}" bot-level="greedy" bot-pace="0"`,
  person,
  over: (el) => game.actor(el.match!.state) === null,
  hand: '[part~="hand"]',
  name: `bughouse-seed${seed}`,
  middle: 12,
  afterPick: true,
});

describe('<tech-bughouse> on one screen', () => {
  afterEach(() => localStorage.clear());

  for (const screen of SCREENS) {
    it(`keeps the prompt, the options and your hand on one screen at every decision, ${screen.name} ${screen.width}×${screen.height}`, async function (this: Mocha.Context) {
      this.timeout(240_000); // whole matches on two busy cores
      expect(await playOnScreen(bughouse(3), screen)).to.be.greaterThan(5);
      expect(await playOnScreen(bughouse(8), screen)).to.be.greaterThan(5);
    });
  }
});
