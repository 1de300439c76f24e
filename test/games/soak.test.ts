// A short soak of every game (the long one: `npm run soak -- --games 100000`): seeded random-bot games
// for each player count, every invariant checked after every action.
import { describe as suite, expect, it } from 'vitest';
import { soak } from '../campaigns/soak.js';

suite('soak', () => {
  it('plays seeded games of every game and player count with every invariant holding after every action', () => {
    const failures = soak(2, 1000);
    // A failure names the game, player count, seed and actions, so `replay` reproduces it.
    expect(failures.map((f) => `${f.game} ${f.players}p seed ${f.seed}: ${f.problem} (actions: ${JSON.stringify(f.actions)})`)).toEqual([]);
  }, 240_000);
});
