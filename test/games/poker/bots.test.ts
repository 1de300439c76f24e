// Whole poker matches between bots, for every player count: cards and chips conserved after every
// action, every bot answer legal, views that never show another player's hand, the deck or the muck,
// replays that give the same match; and the good bot beating the random one, with a 95% interval.
import { describe as suite, expect, it } from 'vitest';
import { isLegalChoice, playOut, type Bot } from '../../../src/engine/bots.js';
import type { ChooseAction } from '../../../src/engine/choices.js';
import { replay } from '../../../src/engine/match.js';
import { cardsIn } from '../../../src/engine/zones.js';
import { bots } from '../../../src/games/index.js';
import type { PokerState, PokerView } from '../../../src/games/index.js';
import { percent, wilson } from '../../../src/tools/stats.js';
import { expectConserved, game } from './driver.js';

type PokerBot = Bot<PokerView, ChooseAction>;
const { good, random } = bots.poker;

/** Plays a match, checking everything after every action; returns the last state and the actions. */
function checkedMatch(
  players: number,
  seed: number,
  seats: PokerBot[],
): { state: PokerState; actions: ChooseAction[] } {
  const actions: ChooseAction[] = [];
  const state = playOut(game, game.setup({ players, seed }), seats, {
    botSeed: seed,
    onAction(s, seat, view, legal, action) {
      expect(isLegalChoice(action, legal, s.pending)).toBe(true);
      actions.push(action);
      const secret = [
        ...Array.from({ length: players }, (_, o) => (o === seat ? [] : cardsIn(s, `hand:${o}`))).flat(),
        ...cardsIn(s, 'deck'),
        ...cardsIn(s, 'muck'),
      ].filter((i) => !s.revealed.includes(i) && !s.looked[i]?.includes(seat)); // an effect may show one
      const shown = JSON.stringify(view);
      for (const instance of secret) expect(shown).not.toContain(`"${instance}"`);
    },
    afterAction: expectConserved,
  });
  return { state, actions };
}

suite('bot matches', () => {
  it('good and random bots play whole matches for every player count, conserved and replayable', () => {
    for (let players = 2; players <= 6; players++) {
      const seats = Array.from({ length: players }, (_, s) => (s % 2 === 0 ? good : random));
      const { state, actions } = checkedMatch(players, 40 + players, seats);
      expect(game.outcome(state)!.scores.reduce((a, b) => a + b, 0)).toBe(20 * players);
      expect(state.endedBy === 'chips' ? state.out.filter((o) => !o).length === 1 : state.hands.length === 20).toBe(
        true,
      );
      expect(replay(game, { players, seed: 40 + players }, actions)).toEqual(state);
    }
  });

  it('the good bot beats the random one: heads-up and at a table of four', () => {
    const figures: string[] = [];
    for (const [players, games] of [
      [2, 60],
      [4, 40],
    ] as const) {
      let wins = 0;
      for (let k = 0; k < games; k++) {
        const goodSeat = k % players; // every seat in turn
        const seats = Array.from({ length: players }, (_, s) => (s === goodSeat ? good : random));
        const state = playOut(game, game.setup({ players, seed: 1000 + k }), seats, {
          botSeed: k,
          applyInPlace: game.applyInPlace,
        });
        const { winners } = game.outcome(state)!;
        if (winners.includes(goodSeat)) wins += 1 / winners.length;
      }
      const { p, low, high } = wilson(wins, games);
      figures.push(
        `${players} players: good wins ${percent(p)} (95% ${percent(low)}-${percent(high)}) of ${games}, fair share ${percent(1 / players)}`,
      );
      expect(low).toBeGreaterThan(1 / players);
    }
    console.log(figures.join('\n'));
  });

  it("the good bot's card effects help it: it beats the same bot passing on every effect", () => {
    const passing: PokerBot = (view, actions, rng) => {
      const pending = view.pending;
      if (pending && !('waiting' in pending) && pending.kind === 'poker/effect-card')
        return { type: 'choose', picks: [pending.options.findIndex((o) => o.answer === 'pass')] };
      return good(view, actions, rng);
    };
    const games = 120;
    let wins = 0;
    for (let k = 0; k < games; k++) {
      const seats = k % 2 === 0 ? [good, passing] : [passing, good];
      const state = playOut(game, game.setup({ players: 2, seed: 500 + k }), seats, {
        botSeed: k,
        applyInPlace: game.applyInPlace,
      });
      const { winners } = game.outcome(state)!;
      if (winners.includes(k % 2)) wins += 1 / winners.length;
    }
    const { p, low, high } = wilson(wins, games);
    console.log(
      `heads-up, good with effects against good without: ${percent(p)} (95% ${percent(low)}-${percent(high)}) of ${games}`,
    );
    expect(low).toBeGreaterThan(0.5);
  });
});
