// `apply` is pure: it works on a copy (copyState) and the state it was given stays as it was. The copy
// shares only what is never changed in place: log entries, and a game's append-only lists.
import { describe as suite, expect, it } from 'vitest';
import { clonePlain } from '../../src/engine/clone.js';
import { copyState, type TableState } from '../../src/engine/state.js';
import { games } from '../../src/games/index.js';

suite('copying a state', () => {
  it('copies plain data deeply', () => {
    const value = { a: [1, { b: 'x', c: [true, null] }], d: { e: -3.5 } };
    const copy = clonePlain(value);
    expect(copy).toEqual(value);
    expect(copy.a).not.toBe(value.a);
    expect(copy.a[1]).not.toBe(value.a[1]);
    expect(copy.d).not.toBe(value.d);
  });

  it('shares the log entries and the lists named append-only, in new arrays', () => {
    const state = {
      ...games['tech-chess'].setup({ players: 2, seed: 4 }),
      moves: [{ notation: 'a' }],
    } as unknown as TableState & { moves: object[] };
    state.log.push({ seat: 0, text: 'first' });
    const next = copyState(state, ['moves']);
    expect(next.log).not.toBe(state.log);
    expect(next.log[next.log.length - 1]).toBe(state.log[state.log.length - 1]);
    expect(next.moves).not.toBe(state.moves);
    expect(next.moves[0]).toBe(state.moves[0]);
    expect(next.zones).not.toBe(state.zones);
    next.moves.push({ notation: 'b' });
    next.zones[Object.keys(next.zones)[0]].push('c999');
    expect(state.moves).toHaveLength(1);
    expect(Object.values(state.zones).flat()).not.toContain('c999');
  });

  it('apply leaves the state it was given as it was, through a whole game of every game', () => {
    for (const [id, entry] of Object.entries(games)) {
      const game = entry as unknown as {
        rules: { players: { min: number } };
        setup(c: object): TableState;
        actor(s: TableState): number | null;
        legalActions(s: TableState): unknown[];
        apply(s: TableState, a: unknown): TableState;
      };
      let state = game.setup({ players: Math.max(2, game.rules.players.min), seed: 11 });
      for (let n = 0; n < 400 && game.actor(state) !== null; n++) {
        const before = JSON.stringify(state);
        const actions = game.legalActions(state);
        const next = game.apply(state, actions[(n * 5) % actions.length]);
        expect(JSON.stringify(state), `${id}, action ${n}`).toBe(before);
        state = next;
      }
    }
  });
});
