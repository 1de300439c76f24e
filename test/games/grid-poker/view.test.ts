// Grid Poker's view: what it holds (the engine's table view and the game's own fields, in that order),
// and that a phase's result is copied once for all later views rather than once per view.
import { describe as suite, expect, it } from 'vitest';
import { playOut, type Bot } from '../../../src/engine/bots.js';
import { clonePlain } from '../../../src/engine/clone.js';
import { tableView } from '../../../src/engine/view.js';
import { amountFor } from '../../../src/dsl/index.js';
import {
  bots,
  games,
  type GridPokerAction,
  type GridPokerState,
  type GridPokerView,
} from '../../../src/games/index.js';

const game = games['grid-poker'];
const greedy = bots['grid-poker'].greedy as Bot<GridPokerView, GridPokerAction>;

/** The view as its fields are defined: the table view, then the game's fields, each copied from the state. */
function expected(state: GridPokerState, seat: number) {
  const rules = game.rules;
  return {
    ...tableView(state, game.env, seat),
    round: state.round,
    rounds: rules.rounds ? amountFor(rules.rounds, state.players) : 0,
    phase:
      state.flow.stage === 'setup'
        ? 'setup'
        : state.flow.stage === 'over'
          ? 'over'
          : rules.phases[state.flow.index].title,
    firstPlayer: state.markers['first-player'] ?? 0,
    scores: [...state.scores],
    chips: [...state.chips],
    pot: state.bets?.pot ?? 0,
    folded: state.bets ? [...state.bets.folded] : [],
    commitments: clonePlain(state.commitments),
    results: clonePlain(state.results),
    used: Object.entries(state.used)
      .filter(
        ([i, round]) =>
          round === state.round &&
          Object.keys(state.zones).some((z) => z.startsWith('company:') && state.zones[z].includes(i)),
      )
      .map(([i]) => i),
    solo: state.solo ? clonePlain(state.solo) : null,
    over: state.flow.stage === 'over',
  };
}

/** A whole game played in place, with every seat's view after every action. */
function viewsOfAGame(players: number, seed: number, options = {}) {
  const seen: { state: GridPokerState; views: GridPokerView[]; json: string[]; want: string[] }[] = [];
  playOut(game, game.setup({ players, seed, options }), Array(players).fill(greedy), {
    applyInPlace: game.applyInPlace,
    botSeed: seed,
    afterAction(state) {
      const views = Array.from({ length: players }, (_, seat) => game.view(state, seat));
      seen.push({
        state,
        views,
        json: views.map((v) => JSON.stringify(v)),
        want: views.map((_, seat) => JSON.stringify(expected(state, seat))),
      });
    },
  });
  return seen;
}

suite("Grid Poker's view", () => {
  it('is the table view followed by the game fields, field for field and in order, after every action of whole games', () => {
    for (const [players, seed, options] of [
      [4, 5, {}],
      [3, 6, { bidding: true }],
      [1, 7, { wildChoice: 'owner' }],
    ] as const) {
      for (const { json, want } of viewsOfAGame(players, seed, options)) expect(json).toEqual(want);
    }
  });

  it("copies each phase result once: later views share that copy, frozen, never the state's own objects", () => {
    const seen = viewsOfAGame(4, 8);
    const last = seen[seen.length - 1];
    expect(last.state.results).toHaveLength(4);
    const [a, b] = last.views;
    for (let i = 0; i < 4; i++) {
      expect(a.results[i]).toEqual(last.state.results[i]);
      expect(a.results[i]).not.toBe(last.state.results[i]);
      expect(a.results[i].hands[0]).not.toBe(last.state.results[i].hands[0]);
      expect(b.results[i]).toBe(a.results[i]); // one copy for every seat …
      expect(Object.isFrozen(a.results[i]) && Object.isFrozen(a.results[i].hands[0].cards)).toBe(true);
    }
    // … and for every later action: the first round's result was copied when it was new, and not since.
    const firstSeen = seen.find((s) => s.views[0].results.length > 0)!;
    expect(last.views[0].results[0]).toBe(firstSeen.views[0].results[0]);
    expect(() => (a.results[0].hands as unknown[]).push(null)).toThrow(TypeError);
  });
});
