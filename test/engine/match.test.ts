import { describe as suite, expect, it } from 'vitest';
import { randomChoice } from '../../src/engine/choices.js';
import { RuleError } from '../../src/engine/errors.js';
import { createMatch, replay, restoreMatch, SAVE_VERSION, SaveError } from '../../src/engine/match.js';
import { Rng, seedRng } from '../../src/engine/rng.js';
import { createSandbox, type SandboxAction } from '../../src/engine/sandbox.js';
import { DECK } from './harness.js';

const game = createSandbox(DECK);
const config = { players: 3, seed: 11 };

/** Plays `n` actions: each player uses the first card of their hand, choices answered at random. */
function playSome(match: ReturnType<typeof createMatch<ReturnType<typeof game.setup>, SandboxAction>>, n: number, seed = 5) {
  const rng = new Rng({ rng: seedRng(seed) });
  for (let i = 0; i < n; i++) {
    const state = match.state;
    const legal = game.legalActions(state);
    const action = state.pending ? randomChoice(state.pending, (a, b) => rng.int(a, b)) : legal[rng.int(0, legal.length - 1)];
    match.apply(action);
  }
}

suite('matches', () => {
  it('replays the same seed and actions to exactly the same state', () => {
    const match = createMatch(game, config);
    playSome(match, 40);
    const again = replay(game, config, match.log.map((e) => e.action));
    expect(again).toEqual(match.state);
    expect(JSON.stringify(again)).toBe(JSON.stringify(match.state));
  });

  it('undoes back to a player\'s previous decision, replaying from the seed', () => {
    const match = createMatch(game, config);
    playSome(match, 30);
    const seat = match.log[match.log.length - 1].seat;
    const lastOwn = match.log.map((e) => e.seat).lastIndexOf(seat);
    const before = replay(game, config, match.log.slice(0, lastOwn).map((e) => e.action));
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
    ['of another game', JSON.stringify({ v: SAVE_VERSION, game: 'tech-chess', config, actions: [] }), 'save/wrong-game'],
    ['with an illegal move', JSON.stringify({ v: SAVE_VERSION, game: 'sandbox', config, actions: [{ type: 'choose', picks: [0] }] }), 'save/illegal-move'],
    ['with bad settings', JSON.stringify({ v: SAVE_VERSION, game: 'sandbox', config: { players: 'three' }, actions: [] }), 'save/corrupt'],
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
