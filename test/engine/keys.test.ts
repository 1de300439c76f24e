// Keys that come from JSON (a state, a save) or from a rules file are own keys, never properties every
// object inherits: an own "__proto__" key stays a key (it never replaces a prototype), and "constructor"
// names no procedure and no pawn move just because Object.prototype has one.
import { readFileSync } from 'node:fs';
import { describe as suite, expect, it } from 'vitest';
import { loadRules } from '../../src/dsl/rules/load-rules.js';
import type { Rules } from '../../src/dsl/runtime.js';
import { clonePlain } from '../../src/engine/clone.js';
import { createSandbox } from '../../src/engine/sandbox.js';
import type { TableState } from '../../src/engine/state.js';
import { createGridPoker, createTechChess, games, techDeck } from '../../src/games/index.js';
import { DECK } from './harness.js';

/** A copy of `state` with `key: value` first in the object at `path`, an own key as JSON.parse makes it. */
function withKey<T>(state: T, path: string[], key: string, value: unknown): T {
  const copy = structuredClone(state) as Record<string, unknown>;
  const parent = path.slice(0, -1).reduce((o, k) => o[k] as Record<string, unknown>, copy);
  const last = path.at(-1)!;
  // A computed key defines "__proto__" as an own key (a plain `__proto__:` would set the prototype).
  parent[last] = { [key]: value, ...(parent[last] as object) };
  expect(JSON.stringify(copy)).toContain(`{${JSON.stringify(key)}:`);
  return copy as T;
}

suite('keys from JSON and rules files', () => {
  it('copies an own "__proto__" key as a key, leaving the prototype alone', () => {
    const value = JSON.parse('{"a":{"__proto__":{"polluted":true},"b":1}}') as { a: Record<string, unknown> };
    const copy = clonePlain(value);
    expect(Object.getPrototypeOf(copy.a)).toBe(Object.prototype);
    expect(Object.keys(copy.a)).toEqual(['__proto__', 'b']);
    expect(copy.a.polluted).toBeUndefined();
    expect(JSON.stringify(copy)).toBe(JSON.stringify(value));
  });

  it('keeps a state\'s settings their own through apply: "__proto__" in them switches no ruling on', () => {
    const game = games['grid-poker'];
    const state = withKey(game.setup({ players: 2, seed: 3 }), ['settings'], '__proto__', { bidding: true });
    expect(state.settings.bidding).toBe(false);
    const next = game.apply(state, game.legalActions(state)[0]);
    expect(Object.getPrototypeOf(next.settings)).toBe(Object.prototype);
    expect(next.settings.bidding).toBe(false);
  });

  it('resumes an effect from its saved table field by field: "__proto__" in it reaches no prototype', () => {
    const game = createSandbox(DECK);
    let state: TableState = game.setup({ players: 2, seed: 1 });
    // The first card of a hand whose effect asks something.
    for (const action of game.legalActions(state)) {
      const next = game.apply(state, action);
      if (next.pending && next.effect) {
        state = next;
        break;
      }
    }
    expect(state.effect).not.toBeNull();
    const hostile = withKey(state, ['effect', 'start'], '__proto__', { polluted: true, pending: null });
    const next = game.apply(hostile, game.legalActions(hostile)[0]);
    expect(Object.getPrototypeOf(next)).toBe(Object.prototype);
    expect((next as unknown as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('finds no procedure called "constructor"', () => {
    const rules = structuredClone(games['grid-poker'].rules) as Rules;
    rules.setup = [];
    rules.phases[0].procedure = { name: 'constructor', args: {} };
    const game = createGridPoker(techDeck, rules);
    expect(() => game.setup({ players: 2, seed: 1 })).toThrow(
      'the rules call a procedure "constructor" that grid-poker does not have',
    );
  });

  it('finds no pawn move called "constructor", and takes only card values for pieces', () => {
    const rules = structuredClone(games['tech-chess'].rules) as Rules;
    rules.rulings['pawn-moves'] = { ...rules.rulings['pawn-moves'], value: ['forward', 'constructor'] };
    expect(() => createTechChess(techDeck, rules)).toThrow('pawn-moves: "constructor" is none of');
    const far = structuredClone(games['tech-chess'].rules) as Rules;
    far.numbers['highest-pawn'] = 1_000_000_000;
    expect(() => createTechChess(techDeck, far)).toThrow(
      'the number "highest-pawn" is 1000000000, not a card value from 1 to 13',
    );
  });
});

suite('names in a rules file', () => {
  const grid = readFileSync('rules/grid-poker.rules', 'utf8');
  const problems = (text: string) =>
    (loadRules(text, 'grid-poker.rules', { id: 'grid-poker', game: 'Tech Grid Poker' }).problems ?? []).map(
      (p) => p.message,
    );

  it('reports a condition on "constructor" as an unknown ruling', () => {
    expect(
      problems(grid.replace('give each player 20 chips if bidding', 'give each player 20 chips if constructor')),
    ).toContain('unknown ruling "constructor"');
  });

  it('reports a zone called "constructor" as an unknown zone', () => {
    const text = grid.replace(/shuffle the deck/i, 'shuffle the constructor');
    expect(text).not.toBe(grid);
    expect(problems(text)).toContain('unknown zone "constructor"');
  });
});
