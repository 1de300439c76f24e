// What the games say to the person choosing, in the engine's own questions (kinds effect/*): the prompt
// and every option's label speak to them as "you"/"your", never as "they"/"their" nor by their seat's
// name. Whole games are played by random bots, and every question of every seat is read as its seat
// would read it. (Card texts quoted in a game's own questions, such as Tech Chess's capture effect,
// speak of other players and are not these words.)
import { describe as suite, expect, it } from 'vitest';
import { botActions, random } from '../../src/engine/bots.js';
import { Rng, seedRng } from '../../src/engine/rng.js';
import type { PendingChoice } from '../../src/engine/state.js';
import { games } from '../../src/games/index.js';

/** The words of the engine's questions to their chooser that are not in the second person, one of each shape. */
function thirdPerson(id: keyof typeof games, seeds: number): string[] {
  const game = games[id] as unknown as {
    setup(config: object): { pending: PendingChoice | null };
    actor(state: unknown): number | null;
    view(state: unknown, seat: number): unknown;
    apply(state: unknown, action: unknown): { pending: PendingChoice | null };
    legalActions(state: unknown): unknown[];
  };
  const found = new Set<string>();
  for (let seed = 1; seed <= seeds; seed++) {
    let state = game.setup({
      players: id === 'bughouse' ? 4 : id === 'tech-chess' || id === 'poker-squared' ? 2 : 3,
      seed,
      options: {},
    });
    const rng = new Rng({ rng: seedRng(seed) });
    for (let i = 0; i < 3000 && game.actor(state) !== null; i++) {
      const seat = game.actor(state)!;
      const pending = state.pending;
      if (pending?.kind.startsWith('effect/')) {
        const self = new RegExp(`\\bPlayer ${seat + 1}\\b(?! \\(you\\))`);
        for (const words of [pending.prompt, ...pending.options.map((o) => o.label)]) {
          if (/\b(they|their|theirs|themselves)\b/i.test(words) || self.test(words))
            found.add(`${pending.kind}: ${words.replace(/^.+ \((\d+ \w+|wild)\) /, 'CARD ').replace(/\d+/g, 'N')}`);
        }
      }
      state = game.apply(state, random(game.view(state, seat), botActions(game as never, state), rng));
    }
  }
  return [...found].sort();
}

suite("the engine's questions speak to the one choosing", () => {
  it('in Grid Poker, Tricks of the Trade and Tech Chess', () => {
    expect({
      'grid-poker': thirdPerson('grid-poker', 8),
      'tricks-of-the-trade': thirdPerson('tricks-of-the-trade', 8),
      'tech-chess': thirdPerson('tech-chess', 2),
    }).toEqual({ 'grid-poker': [], 'tricks-of-the-trade': [], 'tech-chess': [] });
  });

  it('in Poker Squared', () => {
    expect(thirdPerson('poker-squared', 8)).toEqual([]);
  });

  it('in Bughouse, on either board', () => {
    expect(thirdPerson('bughouse', 2)).toEqual([]);
  });
});
