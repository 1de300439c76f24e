// A handful of soak games in the unit tests, one of every game and player count, so a change that breaks
// an invariant fails here first. `npm test` then soaks a few thousand (its `soak` step) and
// `npm run soak -- --games 100000` is the long run; all three play the same games (test/campaigns/soak.ts).
import { describe as suite, expect, it } from 'vitest';
import { describeFailure, soak, soakDeck, soakOne } from '../campaigns/soak.js';
import { games } from '../../src/games/index.js';

suite('soak', () => {
  it('plays seeded games of every game and player count with every invariant holding after every action', () => {
    // A failure names the game, player count, bots, seed and actions, so `replay` reproduces it.
    expect(soak(1, 1000).map(describeFailure)).toEqual([]);
  }, 240_000);

  it("plays the card language's every shape the same way (one seed in four plays that deck)", () => {
    expect(soakDeck(1003)).toBe('every-shape');
    expect(soak(1, 1003).map(describeFailure)).toEqual([]);
  }, 240_000);

  it('notices a broken invariant, and says what reproduces it', () => {
    // A game whose apply loses a card: the soak must say so, with the seed and the actions.
    const game = games['poker-squared'] as unknown as { apply: (s: unknown, a: unknown) => unknown };
    const apply = game.apply;
    game.apply = (state, action) => {
      const next = apply(state, action) as { zones: Record<string, (string | null)[]> };
      const [zone] = Object.entries(next.zones).find(([, items]) => items.some((i) => i !== null)) ?? [];
      if (zone) next.zones[zone] = next.zones[zone].filter((i) => i === null);
      return next;
    };
    try {
      const failure = soakOne('poker-squared', 2, 6); // a seed of the built-in deck
      expect(failure?.problem).toMatch(/cards not conserved/);
      expect(failure?.seed).toBe(6);
      expect(failure?.actions.length).toBe(1);
    } finally {
      game.apply = apply;
    }
  });
});
