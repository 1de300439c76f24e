// Whole games by bots for 2, 3 and 4 players: every card in exactly one zone after every action, views
// that show each seat only what it may see, plain-JSON states, replays that give the same game, and the
// good bot ahead of random ones.
import { isDeepStrictEqual } from 'node:util';
import { describe as suite, expect, it } from 'vitest';
import { botActions, playOut, type Bot } from '../../../src/engine/bots.js';
import { replay } from '../../../src/engine/match.js';
import { checkConservation } from '../../../src/engine/zones.js';
import { bots } from '../../../src/games/index.js';
import type { TricksAction, TricksState, TricksView } from '../../../src/games/index.js';
import { expectedTricks, greedy } from '../../../src/games/tricks-of-the-trade/bots.js';
import { leaks } from '../../campaigns/leaks.js';
import { game } from './driver.js';

type TBot = Bot<TricksView, TricksAction>;
const { random } = bots['tricks-of-the-trade'] as { random: TBot; greedy: TBot };

/** Plays a game with the given bots, checking the table and every seat's view after every action. */
function playChecked(players: number, seed: number, seats: TBot[]): { state: TricksState; actions: TricksAction[] } {
  const actions: TricksAction[] = [];
  const goals = (s: TricksState) => Array.from({ length: players }, (_, seat) => s.cards[s.zones[`goal:${seat}`][0]!]);
  const check = (s: TricksState) => {
    expect(checkConservation(s)).toEqual([]);
    const over = game.actor(s) === null;
    for (let seat = 0; seat < players; seat++) {
      const view = game.view(s, seat);
      expect(leaks(s, game.env.terms, view, seat)).toEqual([]);
      // Another player's goal card (a card id no other zone holds) is never in a view before the end.
      const text = JSON.stringify(view);
      if (!over)
        for (const [other, goal] of goals(s).entries()) if (other !== seat) expect(text).not.toContain(`"${goal}"`);
      // The deck's order stays secret: a deck card shows only while an effect reveals it or lets this seat look.
      expect(
        view.zones.deck.every(
          (c) =>
            c !== null && ('hidden' in c || s.revealed.includes(c.instance) || s.looked[c.instance]?.includes(seat)),
        ),
      ).toBe(true);
    }
  };
  const state = playOut(game, game.setup({ players, seed }), seats, {
    botSeed: seed,
    onAction: (_s, _seat, _view, _list, action) => void actions.push(action),
    afterAction: check,
  });
  return { state, actions };
}

suite('whole games by bots', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: conservation after every action, private views, plain JSON, the same game on replay`, () => {
      const seats = Array.from({ length: players }, (_, s) => (s % 2 === 0 ? greedy : random));
      const { state, actions } = playChecked(players, 40 + players, seats);
      expect(game.outcome(state)!.winners.length).toBeGreaterThan(0);
      expect(state.sheet).toHaveLength(3 * players);
      expect(isDeepStrictEqual(JSON.parse(JSON.stringify(state)), state)).toBe(true);
      expect(isDeepStrictEqual(replay(game, { players, seed: 40 + players }, actions), state)).toBe(true);
    }, 30_000);
  }

  it('random bots in every seat, many seeds: every game ends with all cards accounted for', () => {
    for (let seed = 0; seed < 24; seed++) {
      const players = 2 + (seed % 3);
      const state = playOut(game, game.setup({ players, seed }), Array(players).fill(random), {
        applyInPlace: game.applyInPlace,
        botSeed: seed,
        afterAction: (s) => {
          if (checkConservation(s).length) throw new Error(`seed ${seed}: ${checkConservation(s).join('; ')}`);
        },
      });
      expect(game.actor(state)).toBeNull();
      // T7: each cleanup expels the 2 of the domain trump at the end of the round (none when it is already
      // out) and sends every other 2 back to the trump deck, so the four 2s end expelled or in the trump deck.
      const twos = Object.keys(state.cards).filter((i) => game.env.catalogue[state.cards[i]].value === 2);
      const expelledTwos = twos.filter((i) => state.zones.expelled.includes(i));
      expect(expelledTwos.length).toBeGreaterThanOrEqual(1);
      expect(expelledTwos.length).toBeLessThanOrEqual(3);
      expect([...state.zones['trump-deck']].sort()).toEqual(twos.filter((i) => !expelledTwos.includes(i)).sort());
    }
  }, 30_000);

  it('the good bot answers only with legal actions', () => {
    const state = game.setup({ players: 4, seed: 5 });
    playOut(
      game,
      state,
      Array(4).fill(((view, actions, rng) => {
        const action = greedy(view, actions, rng);
        expect(actions.some((a) => a.picks.join() === action.picks.join()) || actions.length === 0).toBe(true);
        return action;
      }) as TBot),
      { applyInPlace: game.applyInPlace, botSeed: 5 },
    );
    expect(botActions(game, state)).toEqual([]);
  }, 30_000);
});

suite('the good bot', () => {
  it('bids from hand strength and trump: high trumps count, low off-suit cards do not, fewer players make cards surer', () => {
    const strong = [13, 12, 11, 10].map((value) => ({ value, domain: 'science' as const }));
    const weak = [3, 4, 5, 6].map((value) => ({ value, domain: 'knowledge' as const }));
    expect(Math.round(expectedTricks(strong, 'science', 4))).toBeGreaterThanOrEqual(3);
    expect(Math.round(expectedTricks(weak, 'science', 4))).toBe(0);
    // A queen and a jack off trump: good with one opponent, poor with three (all the cards are dealt).
    const middling = [
      { value: 12, domain: 'services' as const },
      { value: 11, domain: 'technology' as const },
    ];
    expect(expectedTricks(middling, 'science', 2)).toBeGreaterThan(expectedTricks(middling, 'science', 4));
  });

  it('scores clearly more than random bots (24 four-player games, good bot in a rotating seat)', () => {
    let good = 0;
    let others = 0;
    const games = 24;
    for (let i = 0; i < games; i++) {
      const seat = i % 4;
      const seats = [0, 1, 2, 3].map((s) => (s === seat ? greedy : random));
      const state = playOut(game, game.setup({ players: 4, seed: 1000 + i }), seats, {
        applyInPlace: game.applyInPlace,
        botSeed: i,
      });
      good += state.scores[seat];
      others += (state.scores.reduce((a, b) => a + b, 0) - state.scores[seat]) / 3;
    }
    // Measured with scripts/tricks-figures.js over 1000 games: about 16 points a game against about 8.5.
    expect(good / games).toBeGreaterThan(others / games + 3);
  }, 30_000);
});
