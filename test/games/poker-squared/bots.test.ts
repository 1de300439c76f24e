// Whole Poker Squared matches between bots: cards conserved and chips conserved (they only move, never
// appear or vanish) after every action, every bot answer legal, views that never show another player's
// secrets, replays that give the same match; and the good bot beating the random and call-everything bots.
import { describe as suite, expect, it } from 'vitest';
import { botActions, isLegalChoice, playOut, type Bot } from '../../../src/engine/bots.js';
import type { ChooseAction } from '../../../src/engine/choices.js';
import { createMatch, replay } from '../../../src/engine/match.js';
import { cardsIn } from '../../../src/engine/zones.js';
import { bots } from '../../../src/games/index.js';
import type { PokerSquaredState, PokerSquaredView } from '../../../src/games/index.js';
import { expectConserved, game } from './driver.js';

type PSBot = Bot<PokerSquaredView, ChooseAction>;
const { good, random, 'call-everything': callEverything } = bots['poker-squared'];

/** Plays a match, checking everything after every action; returns the last state. */
function checkedMatch(seed: number, seats: PSBot[], options = {}): PokerSquaredState {
  return playOut(game, game.setup({ players: 2, seed, options }), seats, {
    botSeed: seed,
    applyInPlace: game.applyInPlace,
    onAction(state, seat, view, actions, action) {
      expect(isLegalChoice(action, actions, state.pending)).toBe(true);
      // The view hides the other hand, the deck, the muck and the other player's secret grid card.
      const secret = [
        ...cardsIn(state, `hand:${1 - seat}`),
        ...cardsIn(state, `placing:${1 - seat}`),
        ...cardsIn(state, 'deck'),
        ...cardsIn(state, 'muck'),
      ].filter((i) => !state.revealed.includes(i) && !state.looked[i]?.includes(seat)); // a Tech Deck effect may show one
      const shown = JSON.stringify(view);
      for (const instance of secret) expect(shown).not.toContain(`"${instance}"`);
    },
    afterAction: expectConserved,
  });
}

suite('bot matches', () => {
  it('good, random and call-everything bots play whole matches with cards and chips conserved after every action', () => {
    const pairs: [PSBot, PSBot][] = [
      [good, random],
      [random, good],
      [good, callEverything],
      [callEverything, callEverything],
      [random, random],
      [good, good],
    ];
    pairs.forEach((seats, k) => {
      const s = checkedMatch(100 + k, seats);
      const o = game.outcome(s)!;
      expect(o.scores.reduce((a, b) => a + b, 0)).toBe(80);
      expect(s.endedBy === 'chips' ? s.chips.includes(0) : s.round === 27).toBe(true);
    });
  });

  it('the Tech Deck variant with card effects: whole matches, the effects run by the engine, everything conserved', () => {
    let effects = 0;
    for (const [k, seats] of (
      [
        [good, random],
        [callEverything, good],
        [random, random],
      ] as [PSBot, PSBot][]
    ).entries()) {
      const s = checkedMatch(200 + k, seats, { deck: 'tech', cardEffects: true });
      effects += s.hands.reduce((n, h) => n + h.effects.length, 0);
    }
    expect(effects).toBeGreaterThan(0);
  });

  it('the same seed and actions replay the same match; a saved match restores', () => {
    const match = createMatch(game, { players: 2, seed: 9 });
    const rngs = [good, random];
    let n = 0;
    while (game.actor(match.state) !== null && n++ < 300) {
      const seat = game.actor(match.state)!;
      const action = rngs[seat](game.view(match.state, seat), botActions(game, match.state), {
        int: (a: number) => a,
      } as never);
      match.apply(action);
    }
    const saved = match.save();
    expect(replay(game, saved.config, saved.actions)).toEqual(match.state);
  });

  it('the good bot beats the random bot and the call-everything bot (a small sample; the figures script plays 1000)', () => {
    for (const other of [random, callEverything]) {
      let wins = 0;
      const n = 24;
      for (let i = 0; i < n; i++) {
        const seat = i % 2;
        const seats = seat === 0 ? [good, other] : [other, good];
        const s = playOut(game, game.setup({ players: 2, seed: 300 + i }), seats, {
          botSeed: i,
          applyInPlace: game.applyInPlace,
        });
        if (game.outcome(s)!.winners.length === 1 && game.outcome(s)!.winners[0] === seat) wins++;
      }
      expect(wins / n).toBeGreaterThan(0.7);
    }
  });

  it('call-everything never folds or bets; the good bot folds weak hands to a big bet and bets strong ones', () => {
    const s = playOut(game, game.setup({ players: 2, seed: 5 }), [good, callEverything], {
      botSeed: 5,
      applyInPlace: game.applyInPlace,
    });
    const moves = s.hands.flatMap((h) => h.bets);
    expect(moves.filter((m) => m.seat === 1).every((m) => m.kind === 'check' || m.kind === 'call')).toBe(true);
    expect(moves.some((m) => m.seat === 0 && m.kind === 'bet')).toBe(true);
  });
});
