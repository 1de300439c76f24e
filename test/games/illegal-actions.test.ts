// "Illegal actions are refused with an error that says why, and the state is unchanged": random garbage
// and near-miss actions thrown at every game at random moments.
import fc from 'fast-check';
import { describe as suite, expect, it } from 'vitest';
import { randomChoice, type ChooseAction } from '../../src/engine/choices.js';
import { RuleError } from '../../src/engine/errors.js';
import { Rng, seedRng } from '../../src/engine/rng.js';
import type { PendingChoice, TableState } from '../../src/engine/state.js';
import { createTricksOfTheTrade, games, techDeck } from '../../src/games/index.js';
import { betSizes, largestBet } from '../../src/games/poker-squared/betting.js';

type AnyGame = {
  rules: { players: { min: number; max: number } };
  setup(c: object): { pending: PendingChoice | null };
  apply(s: unknown, a: unknown): unknown;
  actor(s: unknown): number | null;
};

/** A state some random moves into a seeded game. */
function somewhere(game: AnyGame, players: number, seed: number, moves: number) {
  let state = game.setup({ players, seed });
  const rng = new Rng({ rng: seedRng(seed) });
  for (let i = 0; i < moves && state.pending && game.actor(state) !== null; i++)
    state = game.apply(
      state,
      randomChoice(state.pending, (a, b) => rng.int(a, b)),
    ) as typeof state;
  return state;
}

const nearMiss = (pending: PendingChoice) =>
  fc.oneof(
    fc.record({
      type: fc.constant('choose'),
      picks: fc.array(fc.integer({ min: pending.options.length, max: 1000 }), { minLength: 1, maxLength: 3 }),
    }),
    fc.record({
      type: fc.constant('choose'),
      picks: fc.array(fc.integer({ min: -1000, max: -1 }), { minLength: 1, maxLength: 2 }),
    }),
    fc.record({ type: fc.constant('choose'), picks: fc.constant([0, 0]) }),
    fc.record({
      type: fc.constant('choose'),
      picks: fc.array(fc.nat(pending.options.length - 1), { minLength: pending.max + 1, maxLength: pending.max + 3 }),
    }),
    fc.record({
      type: fc.constant('choose'),
      picks: fc.constant([0]),
      seat: fc.integer().filter((s) => s !== pending.seat),
    }),
    fc.record({ type: fc.constantFrom('move', 'play', 'CHOOSE', ''), picks: fc.constant([0]) }),
    fc.record({
      type: fc.constant('choose'),
      picks: fc.oneof(fc.string(), fc.constant(null), fc.double(), fc.array(fc.string(), { minLength: 1 })),
    }),
  );

suite('illegal actions', () => {
  for (const [id, entry] of Object.entries(games)) {
    const game = entry as unknown as AnyGame;
    it(`${id}: refuses garbage and near-miss actions with a RuleError, leaving the state unchanged`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: game.rules.players.min, max: game.rules.players.max }),
          fc.nat(10_000),
          fc.nat(120),
          fc.anything(),
          fc.nat(),
          (players, seed, moves, garbage, pick) => {
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
          },
        ),
        { numRuns: 60 },
      );
    }, 60_000);
  }
});

// A state may be built by hand and an action may come from anywhere: the work either does is bounded by
// what the engine makes, never by a size the sender chose. Work is counted (property reads), not timed.
suite('hostile states and actions', () => {
  type Playable = AnyGame & { legalActions(s: unknown): unknown[] };
  const playable = Object.entries(games).map(([id, g]) => [id, g as unknown as Playable] as const);
  const waiting = (game: Playable) => somewhere(game, Math.max(2, game.rules.players.min), 3, 0) as TableState;

  /** `target` behind a proxy that counts every property read. */
  function counted<T extends object>(target: T): { value: T; reads: () => number } {
    let reads = 0;
    const value = new Proxy(target, { get: (t, key, receiver) => (reads++, Reflect.get(t, key, receiver)) });
    return { value, reads: () => reads };
  }

  const choice = (n: number, min: number, max: number): PendingChoice => ({
    seat: 0,
    kind: 'effect/cards',
    prompt: 'Choose',
    min,
    max,
    options: Array.from({ length: n }, (_, i) => ({ label: `Option ${i + 1}` })),
  });

  for (const [id, game] of playable) {
    it(`${id}: lists no answers for a choice past the list limit, without walking them`, () => {
      for (const n of [16, 24, 10_000]) {
        const pending = counted(choice(n, 0, n));
        const state = { ...waiting(game), pending: pending.value };
        expect(game.legalActions(state), `${n} options`).toEqual([]);
        expect(pending.reads(), `${n} options`).toBeLessThan(100);
      }
    });

    it(`${id}: lists a choice of few answers among many subsets without walking the others`, () => {
      // "Choose 29 of 30" has 30 answers, but 2^30 sets of fewer: the walk must not visit those.
      const pending = counted(choice(30, 29, 29));
      const actions = game.legalActions({ ...waiting(game), pending: pending.value }) as ChooseAction[];
      expect(actions).toHaveLength(30);
      expect(actions[0].picks).toEqual(Array.from({ length: 29 }, (_, i) => i));
      expect(pending.reads()).toBeLessThan(100);
    });

    it(`${id}: refuses a million picks before reading them`, () => {
      const state = waiting(game);
      const picks = counted(new Array<number>(1_000_000).fill(0));
      let error: unknown = null;
      try {
        game.apply(state, { type: 'choose', picks: picks.value });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(RuleError);
      expect((error as RuleError).message).toMatch(/^Pick (exactly|from)/);
      // The length, and nothing else: no pick is looked at.
      expect(picks.reads()).toBeLessThan(5);
    });

    it(`${id}: refuses a damaged choice or number of players, before any work`, () => {
      const state = waiting(game);
      const answer = (game.legalActions(state) as ChooseAction[])[0];
      for (const players of [0, 7, 1.5, 1e9, NaN]) {
        expect(() => game.apply({ ...state, players }, answer), `players ${players}`).toThrow(RuleError);
      }
      for (const [min, max] of [
        [NaN, 1],
        [0, Infinity],
        [-1, 1],
        ['1', 1],
      ]) {
        const damaged = { ...state, pending: { ...state.pending!, min, max } as PendingChoice };
        expect(() => game.legalActions(damaged), `min ${min} max ${max}`).toThrow(RuleError);
        expect(() => game.apply(damaged, answer), `min ${min} max ${max}`).toThrow(RuleError);
      }
    });
  }

  it('Poker Squared: offers a bounded list of bet sizes however many chips the players hold', () => {
    const game = games['poker-squared'];
    let state = game.setup({ players: 2, seed: 5 });
    const rng = new Rng({ rng: seedRng(5) });
    while (state.pending?.kind !== 'poker-squared/bet')
      state = game.apply(
        state,
        randomChoice(state.pending!, (a, b) => rng.int(a, b)),
      );
    const rich = { ...state, chips: [1_000_000, 1_000_000] };
    const bet = rich.pending!.options.findIndex((o) => o.label === 'Bet 1');
    const next = game.apply(rich, { type: 'choose', picks: [bet] });
    const labels = next.pending!.options.filter((o) => !(o as { concede?: true }).concede).map((o) => o.label); // the game's own, not P8's concede
    expect(labels.length).toBeLessThan(150);
    expect(labels.slice(0, 4)).toEqual(['Fold', 'Call 1', 'Raise by 1', 'Raise by 2']);
    expect(labels).toContain('Raise by 100');
    expect(labels.at(-1)).toBe(`Raise by ${largestBet(next)}`); // all in is still offered
    expect(betSizes(1, 40)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1)); // every size while they are few
    expect(betSizes(1, Number.MAX_SAFE_INTEGER).length).toBeLessThan(160);
  });

  it('Grid Poker: refuses a solo opponent that would weigh every half of a deck', () => {
    // Keeping 27 of 54 drawn cards is C(54, 27) sets to try: the counts are refused instead.
    const game = games['grid-poker'];
    const rng = new Rng({ rng: seedRng(4) });
    const start = game.setup({ players: 1, seed: 4 });
    const state: typeof start = {
      ...start,
      settings: { ...start.settings, 'solo-opponent-draws': 54, 'solo-opponent-keeps': 27 },
    };
    expect(() => {
      for (let s = state; game.actor(s) !== null; )
        s = game.apply(
          s,
          randomChoice(s.pending!, (a, b) => rng.int(a, b)),
        );
    }).toThrow(
      'Grid Poker: the ruling "solo-opponent-draws" is 54; the artificial player plays a whole number from 0 to 10.',
    );
  });

  it('Tricks of the Trade: refuses a rules file whose bids run to a million', () => {
    const rules = structuredClone(games['tricks-of-the-trade'].rules);
    const bid = rules.phases.find((p) => p.procedure?.name === 'bid')!;
    bid.procedure!.args = { minimum: 0, maximum: 1_000_000 };
    const game = createTricksOfTheTrade(techDeck, rules);
    const rng = new Rng({ rng: seedRng(2) });
    expect(() => {
      for (let state = game.setup({ players: 3, seed: 2 }); state.pending && state.pending.kind !== 'tricks/bid'; )
        state = game.apply(
          state,
          randomChoice(state.pending, (a, b) => rng.int(a, b)),
        );
    }).toThrow(/procedure bid: the minimum and maximum are whole numbers/);
  });
});
