// The flow of a rules file, on its own: test/fixtures/test-game.rules (a made-up game that uses every
// construct of the rules language) played to its end with small procedures written here, one of which
// has card effects used through the flow ("the flow owns the 'an effect is running' bridge").
import { readFileSync } from 'node:fs';
import { describe as suite, expect, it } from 'vitest';
import { compileRulesFile } from '../../src/dsl/index.js';
import { randomChoice } from '../../src/engine/choices.js';
import { answerFlow, runFlow, useEffect, type FlowGame, type Procedure } from '../../src/engine/flow.js';
import { Rng, seedRng } from '../../src/engine/rng.js';
import { createRulesState, type RulesState } from '../../src/engine/rules-state.js';
import { termsFromRules } from '../../src/engine/rules-terms.js';
import { STEPS } from '../../src/engine/steps.js';
import { handZone } from '../../src/engine/terms.js';
import { cardsIn, checkConservation, move } from '../../src/engine/zones.js';
import { cardOption } from '../../src/engine/options.js';
import { loadDeck } from '../../src/tools/deck-files.js';

const { rules, problems } = compileRulesFile(
  readFileSync(new URL('../fixtures/test-game.rules', import.meta.url), 'utf8'),
  'test/fixtures/test-game.rules',
);
const deck = loadDeck('cards').cards;
const catalogue = Object.fromEntries(deck.map((c) => [c.id, c]));

/** Counts what the procedures did, to check the flow called each as the rules file says. */
interface Calls {
  bid: number;
  trade: number;
  trump: number;
  trick: number;
  bonus: number;
  effects: number;
  goals: number;
  tidy: number;
}

function testGame(calls: Calls): FlowGame {
  const env = { catalogue, terms: termsFromRules(rules!) };
  const handOf = (state: RulesState, seat: number) => cardsIn(state, handZone(env.terms, seat));
  const none: Procedure = { start: () => null, answer: () => null };
  const procedures: Record<string, Procedure> = {
    ...STEPS,
    'choose-tableau': none,
    bid: {
      start(call) {
        calls.bid++;
        const { minimum, maximum } = call.args as { minimum: number; maximum: number };
        call.state.pending = {
          seat: call.seat!,
          kind: 'discard',
          prompt: 'Bid',
          min: 1,
          max: 1,
          options: Array.from({ length: maximum - minimum + 1 }, (_, i) => ({
            label: `${minimum + i}`,
            number: minimum + i,
          })),
        };
        return { bidding: true };
      },
      answer: () => null,
    },
    'offer-trade': { start: () => (calls.trade++, null), answer: () => null },
    'reveal-trump': { start: () => (calls.trump++, null), answer: () => null },
    'play-trick': {
      start(call) {
        calls.trick++;
        const hand = handOf(call.state, call.seat!);
        if (hand.length === 0) return null;
        call.state.pending = {
          seat: call.seat!,
          kind: 'discard',
          prompt: 'Play a card',
          min: 1,
          max: 1,
          options: hand.map((i) => cardOption(call.state, call.env, i)),
        };
        return { hand };
      },
      answer(call, data, picks) {
        move(call.state, call.env.terms, (data as { hand: string[] }).hand[picks[0]], 'trick', 'top');
        return null;
      },
    },
    // The bonus uses the effects of the cards of this round's tricks that have one, up to two, one after another.
    bonus: {
      start(call) {
        calls.bonus++;
        return next(call, 0);
      },
      answer: () => null,
      after(call, data) {
        calls.effects++;
        return next(call, (data as { used: number }).used);
      },
    },
    'reveal-goals': { start: () => (calls.goals++, null), answer: () => null },
    'tidy-up': {
      start(call) {
        calls.tidy++;
        for (const i of cardsIn(call.state, 'trick'))
          move(call.state, call.env.terms, i, call.env.terms.discard, 'top');
        return null;
      },
      answer: () => null,
    },
  };
  function next(call: Parameters<Procedure['start']>[0], used: number): unknown {
    const usable = cardsIn(call.state, 'trick')
      .filter((i) => catalogue[call.state.cards[i]].effect)
      .slice(used);
    if (used >= 2 || usable.length === 0) return null;
    return useEffect(call.seat!, call.state.cards[usable[0]], usable[0], { used: used + 1 });
  }
  return { rules: rules!, env, procedures };
}

function play(players: number, seed: number) {
  const calls: Calls = { bid: 0, trade: 0, trump: 0, trick: 0, bonus: 0, effects: 0, goals: 0, tidy: 0 };
  const game = testGame(calls);
  const state = createRulesState(rules!, game.env, deck, { players, seed, options: {} });
  const rng = new Rng({ rng: seedRng(seed) });
  runFlow(state, game);
  let answers = 0;
  let inEffect = 0;
  for (; state.flow.stage !== 'over' && answers < 5_000; answers++) {
    if (state.effect) inEffect++;
    answerFlow(state, game, randomChoice(state.pending!, (a, b) => rng.int(a, b)).picks);
    expect(checkConservation(state)).toEqual([]);
    if (state.effect) expect(state.flow.running).toMatchObject({ use: { user: state.effect.user } });
  }
  return { state, calls, answers, inEffect };
}

suite('the flow of a rules file', () => {
  it('compiles the test game', () => {
    expect(problems).toEqual([]);
  });

  it('"rounds: 3 rounds": plays the setup and three rounds of the phases, then ends', () => {
    for (const players of [2, 3, 4, 5]) {
      const { state, calls } = play(players, 11 * players);
      expect(state.flow.stage).toBe('over');
      expect(state.round).toBe(3);
      // "bid: each player … procedure bid": once per player a round; "tricks: … 6 times".
      expect(calls.bid).toBe(3 * players);
      expect(calls.trick).toBe(3 * 6 * players);
      // "trump: the game": once a round; "trade: … if trading" (trading: yes).
      expect(calls.trump).toBe(3);
      expect(calls.trade).toBe(3 * players);
      // "bonus: the active player, …, twice, only with 2 players".
      expect(calls.bonus).toBe(players === 2 ? 6 : 0);
      // "show: all players at once, …, unless quick-start": the whole table, once a round.
      expect(calls.goals).toBe(3);
      expect(calls.tidy).toBe(3);
    }
  });

  it('"Phases may use card sentences": each player in turn runs "look at the top two cards of the deck. Put them back in any order."', () => {
    const { state } = play(3, 5);
    const step = rules!.phases.at(-1)!.steps.find((s) => s.kind === 'card-sentences');
    expect(step).toMatchObject({
      players: { who: 'each-player' },
      text: 'look at the top two cards of the deck. Put them back in any order.',
    });
    expect(step && 'steps' in step && step.steps.map((s) => s.kind)).toEqual(['look', 'arrange']);
    // Three rounds, three players: each looked at two cards each round.
    expect(state.log.filter((e) => e.text.endsWith(' looks at 2 cards.'))).toHaveLength(9);
  });

  it('runs the effects a procedure uses, answering their choices, then gives the procedure its data back', () => {
    let seen = 0;
    let answered = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const { state, calls, inEffect } = play(2, seed);
      answered += inEffect;
      expect(state.flow.stage).toBe('over');
      expect(calls.effects).toBe(state.log.filter((e) => e.event === 'use').length);
      seen += calls.effects;
    }
    expect(seen).toBeGreaterThan(10);
    expect(answered).toBeGreaterThan(5); // choices asked inside those effects, answered through the flow
  });

  it('refuses an answer when nothing waits, and a malformed one, without changing the state', () => {
    const { state } = play(2, 3);
    const game = testGame({ bid: 0, trade: 0, trump: 0, trick: 0, bonus: 0, effects: 0, goals: 0, tidy: 0 });
    expect(() => answerFlow(state, game, [0])).toThrow(/no choice/);
    const fresh = createRulesState(rules!, game.env, deck, { players: 2, seed: 1, options: {} });
    runFlow(fresh, game);
    const before = JSON.stringify(fresh);
    expect(() => answerFlow(fresh, game, [99])).toThrow(/Pick option numbers/);
    expect(JSON.stringify(fresh)).toBe(before);
  });
});
