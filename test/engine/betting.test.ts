// The poker games' shared betting arithmetic: who owes what, the largest bet as the smallest stack still
// in the hand, the answers a player has, and who acts after each answer.
import { describe as suite, expect, it } from 'vitest';
import {
  betOptions,
  betSizes,
  largestBet,
  nextToAct,
  openingOrder,
  owedBy,
  payBet,
  type BettingRules,
} from '../../src/engine/betting.js';

const RULES: BettingRules = {
  actions: ['check', 'bet', 'call', 'raise', 'fold'],
  smallestBet: 1,
  foldOnlyFacingABet: true,
};
const ORDER = [1, 2, 3, 0]; // from the dealer's left, seat 0 dealing

suite('betting arithmetic', () => {
  it('the largest bet is the smallest stack of the players still in, once each has matched', () => {
    const table = { chips: [2, 10, 7, 9], stakes: [1, 4, 1, 1], live: [false, true, true, true] };
    expect(owedBy(table, 2)).toBe(3);
    expect(largestBet(table)).toBe(4); // seat 2: 7 behind, 3 of them owed; seat 0 folded and does not count
  });

  it('offers check and bets with nothing owed, fold, call and raises facing a bet', () => {
    const table = { chips: [5, 5, 5, 5], stakes: [0, 0, 0, 0], live: [true, true, true, true] };
    expect(betOptions(table, 1, RULES).map((o) => o.kind)).toEqual(['check', 'bet', 'bet', 'bet', 'bet', 'bet']);
    payBet(table, 1, { kind: 'bet', amount: 2, by: 2 });
    expect(betOptions(table, 2, RULES)).toEqual([
      { kind: 'fold', amount: 0 },
      { kind: 'call', amount: 2 },
      { kind: 'raise', amount: 3, by: 1 },
      { kind: 'raise', amount: 4, by: 2 },
      { kind: 'raise', amount: 5, by: 3 },
    ]);
    expect(betSizes(1, 250).at(-1)).toBe(250);
  });

  it('a bet or raise reopens the round for everyone else still in with chips; a fold leaves it', () => {
    // Seat 2 is all in: it acts no more, and the others may only fold or call (no chip is left to raise by).
    const allIn = { chips: [5, 5, 0, 5], stakes: [1, 3, 3, 1], live: [true, true, true, true] };
    expect(openingOrder(allIn, ORDER, RULES)).toEqual([1, 3, 0]);
    expect(betOptions(allIn, 3, RULES).map((o) => o.kind)).toEqual(['fold', 'call']);
    const table = { chips: [5, 5, 5, 5], stakes: [1, 1, 1, 1], live: [true, true, true, true] };
    payBet(table, 3, { kind: 'bet', amount: 2, by: 2 });
    expect(nextToAct(table, ORDER, [3, 0], 3, { kind: 'bet', amount: 2, by: 2 })).toEqual([0, 1, 2]);
    payBet(table, 0, { kind: 'fold', amount: 0 });
    expect(table.live[0]).toBe(false);
    expect(nextToAct(table, ORDER, [0, 1, 2], 0, { kind: 'fold', amount: 0 })).toEqual([1, 2]);
    payBet(table, 1, { kind: 'fold', amount: 0 });
    payBet(table, 2, { kind: 'fold', amount: 0 });
    // Only the bettor is left: the round is over.
    expect(nextToAct(table, ORDER, [2], 2, { kind: 'fold', amount: 0 })).toEqual([]);
  });

  it('no round when fewer than two are in, or no one can bet and no one owes', () => {
    expect(openingOrder({ chips: [5, 5], stakes: [1, 1], live: [true, false] }, [1, 0], RULES)).toEqual([]);
    expect(openingOrder({ chips: [0, 5], stakes: [3, 3], live: [true, true] }, [1, 0], RULES)).toEqual([]);
  });
});
