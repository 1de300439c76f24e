// Bughouse's bots: the good bot (Tech Chess's search on its own board, gifts weighed in) beats the random
// one, team against team, with a 95% interval; whole matches end with every card in one zone.
import { describe as suite, expect, it } from 'vitest';
import { playOut } from '../../../src/engine/bots.js';
import { checkConservation } from '../../../src/engine/zones.js';
import { createBughouseBot, weighGifts } from '../../../src/games/bughouse/bots.js';
import type { ChessOption } from '../../../src/games/tech-chess/index.js';
import type { RootMove } from '../../../src/games/tech-chess/search.js';
import { wilson } from '../../../src/tools/stats.js';
import { game } from './driver.js';

const small = { nodes: 1_500, depth: 4 };

suite('Bughouse bots', () => {
  it('the hard team beats the random team (a draw is half a win), the lower end of its 95% interval above one half', () => {
    const hard = createBughouseBot(game, 'hard', small);
    const random = createBughouseBot(game, 'random');
    const matches = 20;
    let points = 0;
    for (let k = 0; k < matches; k++) {
      // The good team sits at seats 1 and 3 in even matches, 2 and 4 in odd ones.
      const team = k % 2 === 0 ? [0, 2] : [1, 3];
      const bots = [0, 1, 2, 3].map((seat) => (team.includes(seat) ? hard : random));
      const end = playOut(game, game.setup({ players: 4, seed: 100 + k }), bots, {
        botSeed: k,
        maxActions: 20_000,
        afterAction: (s) => expect(checkConservation(s)).toEqual([]),
      });
      const outcome = game.outcome(end)!;
      points += outcome.winners.length === 4 ? 0.5 : outcome.winners.includes(team[0]) ? 1 : 0;
    }
    // Wins count whole; two draws count as one win (Wilson's interval wants whole successes).
    const { p, low } = wilson(Math.floor(points), matches);
    expect(p).toBeGreaterThan(0.5);
    expect(low, `${points} points of ${matches}`).toBeGreaterThan(0.5);
  }, 300_000);

  it('weighs the gifts: a capture gives the partner a share of the piece; using up a gift loses one; a free build keeps a build', () => {
    const roots = (): RootMove[] => [0, 1, 2, 3].map(() => ({ move: 0, bonus: 0 }));
    const options: ChessOption[] = [
      { label: 'capture', move: { type: 'move', from: 0, to: 6, piece: 'c1', captures: 'c60', notation: '' } },
      { label: 'use', move: { type: 'use', card: 'c70', notation: '' } },
      { label: 'free build', move: { type: 'build', to: 1, card: 'c70', free: true, notation: '' } },
      { label: 'quiet', move: { type: 'move', from: 0, to: 12, piece: 'c1', notation: '' } },
    ];
    const values: Record<string, number> = { c60: 12, c70: 11 };
    const r = roots();
    weighGifts(game, r, options, ['c70'], (i) => values[i] ?? null);
    expect(r.map((x) => x.bonus)).toEqual([425, -150, 40, 0]); // half a queen, minus half a knight, a build kept
  });
});
