// "Illegal actions are refused with an error that says why, and the state is unchanged": random garbage
// and near-miss actions thrown at every game at random moments.
import fc from 'fast-check';
import { describe as suite, expect, it } from 'vitest';
import { randomChoice } from '../../src/engine/choices.js';
import { RuleError } from '../../src/engine/errors.js';
import { Rng, seedRng } from '../../src/engine/rng.js';
import type { PendingChoice } from '../../src/engine/state.js';
import { games } from '../../src/games/index.js';

type AnyGame = { rules: { players: { min: number; max: number } }; setup(c: object): { pending: PendingChoice | null }; apply(s: unknown, a: unknown): unknown; actor(s: unknown): number | null };

/** A state some random moves into a seeded game. */
function somewhere(game: AnyGame, players: number, seed: number, moves: number) {
  let state = game.setup({ players, seed });
  const rng = new Rng({ rng: seedRng(seed) });
  for (let i = 0; i < moves && state.pending && game.actor(state) !== null; i++) state = game.apply(state, randomChoice(state.pending, (a, b) => rng.int(a, b))) as typeof state;
  return state;
}

const nearMiss = (pending: PendingChoice) => fc.oneof(
  fc.record({ type: fc.constant('choose'), picks: fc.array(fc.integer({ min: pending.options.length, max: 1000 }), { minLength: 1, maxLength: 3 }) }),
  fc.record({ type: fc.constant('choose'), picks: fc.array(fc.integer({ min: -1000, max: -1 }), { minLength: 1, maxLength: 2 }) }),
  fc.record({ type: fc.constant('choose'), picks: fc.constant([0, 0]) }),
  fc.record({ type: fc.constant('choose'), picks: fc.array(fc.nat(pending.options.length - 1), { minLength: pending.max + 1, maxLength: pending.max + 3 }) }),
  fc.record({ type: fc.constant('choose'), picks: fc.constant([0]), seat: fc.integer().filter((s) => s !== pending.seat) }),
  fc.record({ type: fc.constantFrom('move', 'play', 'CHOOSE', ''), picks: fc.constant([0]) }),
  fc.record({ type: fc.constant('choose'), picks: fc.oneof(fc.string(), fc.constant(null), fc.double(), fc.array(fc.string(), { minLength: 1 })) }),
);

suite('illegal actions', () => {
  for (const [id, entry] of Object.entries(games)) {
    const game = entry as unknown as AnyGame;
    it(`${id}: refuses garbage and near-miss actions with a RuleError, leaving the state unchanged`, () => {
      fc.assert(
        fc.property(fc.integer({ min: game.rules.players.min, max: game.rules.players.max }), fc.nat(10_000), fc.nat(120), fc.anything(), fc.nat(), (players, seed, moves, garbage, pick) => {
          const state = somewhere(game, players, seed, moves);
          if (!state.pending) return;
          const before = JSON.stringify(state);
          const actions = [garbage, ...fc.sample(nearMiss(state.pending), { numRuns: 3, seed: pick })];
          for (const action of actions) {
            let error: unknown = null;
            try {
              game.apply(state, action);
            } catch (e) {
              error = e;
            }
            const legal = (action as { type?: unknown })?.type === 'choose' && error === null;
            if (!legal) {
              expect(error, JSON.stringify(action)).toBeInstanceOf(RuleError);
              expect((error as RuleError).message.length).toBeGreaterThan(10);
            }
            expect(JSON.stringify(state)).toBe(before);
          }
        }),
        { numRuns: 60 },
      );
    }, 60_000);
  }
});
