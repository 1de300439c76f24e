import { describe as suite, expect, it } from 'vitest';
import { randomChoice } from '../../src/engine/choices.js';
import { RuleError } from '../../src/engine/errors.js';
import { createMatch, replay, restoreMatch, SAVE_VERSION, SaveError } from '../../src/engine/match.js';
import { Rng, seedRng } from '../../src/engine/rng.js';
import { createSandbox, type SandboxAction } from '../../src/engine/sandbox.js';
import { DECK } from './harness.js';
import { games } from '../../src/games/index.js';

const game = createSandbox(DECK);
const config = { players: 3, seed: 11 };

/** Plays `n` actions: each player uses the first card of their hand, choices answered at random. */
function playSome(
  match: ReturnType<typeof createMatch<ReturnType<typeof game.setup>, SandboxAction>>,
  n: number,
  seed = 5,
) {
  const rng = new Rng({ rng: seedRng(seed) });
  for (let i = 0; i < n; i++) {
    const state = match.state;
    const legal = game.legalActions(state);
    const action = state.pending
      ? randomChoice(state.pending, (a, b) => rng.int(a, b))
      : legal[rng.int(0, legal.length - 1)];
    match.apply(action);
  }
}

suite('matches', () => {
  it('replays the same seed and actions to exactly the same state', () => {
    const match = createMatch(game, config);
    playSome(match, 40);
    const again = replay(
      game,
      config,
      match.log.map((e) => e.action),
    );
    expect(again).toEqual(match.state);
    expect(JSON.stringify(again)).toBe(JSON.stringify(match.state));
  });

  it("undoes back to a player's previous decision, replaying from the seed", () => {
    const match = createMatch(game, config);
    playSome(match, 30);
    const seat = match.log[match.log.length - 1].seat;
    const lastOwn = match.log.map((e) => e.seat).lastIndexOf(seat);
    const before = replay(
      game,
      config,
      match.log.slice(0, lastOwn).map((e) => e.action),
    );
    expect(match.undo(seat)).toBe(true);
    expect(match.log).toHaveLength(lastOwn);
    expect(match.state).toEqual(before);
    expect(createMatch(game, config).undo(0)).toBe(false);
  });

  it('saves as versioned JSON and restores to the same state', () => {
    const match = createMatch(game, config);
    playSome(match, 25);
    const text = JSON.stringify(match.save());
    expect(JSON.parse(text)).toMatchObject({ v: SAVE_VERSION, game: 'sandbox', config });
    expect(restoreMatch(game, text).state).toEqual(match.state);
  });

  it.each([
    ['not JSON', '{"v":1,', 'save/corrupt'],
    ['truncated', JSON.stringify({ v: SAVE_VERSION, game: 'sandbox' }), 'save/corrupt'],
    ['from another version', JSON.stringify({ v: 99, game: 'sandbox', config, actions: [] }), 'save/version'],
    [
      'of another game',
      JSON.stringify({ v: SAVE_VERSION, game: 'tech-chess', config, actions: [] }),
      'save/wrong-game',
    ],
    [
      'with an illegal move',
      JSON.stringify({ v: SAVE_VERSION, game: 'sandbox', config, actions: [{ type: 'choose', picks: [0] }] }),
      'save/illegal-move',
    ],
    [
      'with bad settings',
      JSON.stringify({ v: SAVE_VERSION, game: 'sandbox', config: { players: 'three' }, actions: [] }),
      'save/corrupt',
    ],
    ['null', 'null', 'save/corrupt'],
  ])('refuses a save %s with a clear message', (_name, text, code) => {
    let error: unknown;
    try {
      restoreMatch(game, text);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SaveError);
    expect((error as SaveError).code).toBe(code);
    expect((error as SaveError).message).toMatch(/can't be resumed|not of sandbox/);
  });

  it('refuses an illegal action with a RuleError and leaves the state as it was', () => {
    const match = createMatch(game, config);
    const before = structuredClone(match.state);
    expect(() => match.apply({ type: 'choose', picks: [0] })).toThrow(RuleError);
    expect(() => match.apply({ type: 'use', card: 'no-such-card' })).toThrow(/no card "no-such-card"/);
    expect(match.state).toEqual(before);
    expect(match.log).toHaveLength(0);
  });
});

suite('replaying without copies', () => {
  /** A rules game whose apply and applyInPlace count their calls. */
  function counted() {
    const grid = games['grid-poker'];
    const calls = { apply: 0, inPlace: 0 };
    const wrapped = {
      ...grid,
      apply: (s: Parameters<typeof grid.apply>[0], a: Parameters<typeof grid.apply>[1]) => (
        calls.apply++, grid.apply(s, a)
      ),
      applyInPlace: (s: Parameters<typeof grid.apply>[0], a: Parameters<typeof grid.apply>[1]) => (
        calls.inPlace++, grid.applyInPlace(s, a)
      ),
    };
    return { grid, wrapped, calls };
  }

  it('changes its own state in place when it replays, and gives the state apply gives', () => {
    const { grid, wrapped, calls } = counted();
    const match = createMatch(grid, { players: 3, seed: 4 });
    const rng = new Rng({ rng: seedRng(2) });
    for (let n = 0; n < 60 && grid.actor(match.state) !== null; n++)
      match.apply(randomChoice(match.state.pending!, (a, b) => rng.int(a, b)));
    const actions = match.log.map((e) => e.action);
    expect(replay(wrapped, { players: 3, seed: 4 }, actions)).toEqual(match.state);
    expect(calls).toEqual({ apply: 0, inPlace: actions.length });
    // A match made from saved actions replays them in place, then applies copies: what it showed stays.
    const restored = createMatch(wrapped, { players: 3, seed: 4 }, actions.slice(0, 40));
    expect(calls).toEqual({ apply: 0, inPlace: actions.length + 40 });
    const shown = restored.state;
    const before = JSON.stringify(shown);
    restored.apply(actions[40]);
    expect(calls.apply).toBe(1);
    expect(JSON.stringify(shown)).toBe(before);
    expect(restored.undo(restored.log[40].seat)).toBe(true);
    expect(JSON.stringify(restored.state)).toBe(before);
  });
});
