// The log says what its entries record as data, so that no code reads their words: each grid line
// scored at the end of a hand ("Row 1: Player 1's Pair … beats …") is a 'poker-squared/line' event.
import { expect, it } from 'vitest';
import { playOut } from '../../../src/engine/bots.js';
import { bots } from '../../../src/games/index.js';
import { game } from './driver.js';

it('every grid line scored, and nothing else, is a poker-squared/line entry of the log', () => {
  for (const seed of [1, 2, 3]) {
    const state = playOut(
      game,
      game.setup({ players: 2, seed }),
      [bots['poker-squared']['call-everything'], bots['poker-squared']['call-everything']],
      { botSeed: seed },
    );
    const lines = state.log.filter((e) => e.event === 'poker-squared/line');
    expect(lines.length).toBe(state.grids.reduce((n, g) => n + g.lines.length, 0));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((e) => e.seat === null)).toBe(true);
  }
});
