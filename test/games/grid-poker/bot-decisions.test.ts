// The greedy Grid Poker bot made faster without changing a decision: whole seeded games whose every
// answer is pinned (recorded from the bot before its speed work), and the shortcuts it takes checked
// against the plain definitions they replace.
import { createHash } from 'node:crypto';
import { describe as suite, expect, it } from 'vitest';
import { playOut } from '../../../src/engine/bots.js';
import { games, type GridPokerOptions } from '../../../src/games/index.js';
import { gridPokerBots } from '../../../src/games/grid-poker/bots.js';
import { score1, score2, scoreOf, strength } from '../../../src/games/grid-poker/bot-odds.js';
import { cardStrength, linesOf, potential, Subsets } from '../../../src/games/grid-poker/bot-worth.js';
import { cardKey, handScore, WILD_KEY } from '../../../src/poker/index.js';

const game = games['grid-poker'];

/** Every answer of a game with the greedy bot in every seat, hashed. */
function answers(players: number, seed: number, options: GridPokerOptions): string {
  const greedy = gridPokerBots(game).greedy;
  const hash = createHash('sha256');
  playOut(game, game.setup({ players, seed, options: { ...options } }), Array(players).fill(greedy), {
    applyInPlace: game.applyInPlace,
    botSeed: seed,
    onAction: (_s, seat, _v, _a, action) => hash.update(`${seat}:${action.picks.join(',')};`),
  });
  return hash.digest('hex').slice(0, 16);
}

/** A small seeded generator for the card draws below. */
function seeded(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    return a % n;
  };
}

const DECK = ['knowledge', 'science', 'technology', 'services'].flatMap((domain) =>
  Array.from({ length: 13 }, (_, v) => cardKey({ value: v + 1, domain: domain as 'science' })),
);

suite('the greedy Grid Poker bot decides as it did', () => {
  // Recorded from the bot as it was before its speed work (every answer the same since), and again when
  // the rules changed the games it plays: G4's rule-book ties, G12's chaining and `winner redraw` read.
  it.each([
    [4, 1, {}, 'ff69d735a9a2771c'],
    [4, 2, { bidding: true }, 'bdad237d4593ebb2'],
    [3, 3, { wildChoice: 'owner' }, '3780376c2796a4d0'],
    [1, 4, {}, 'dc1172f1027b55cc'],
    [5, 5, { bidding: true, wildChoice: 'owner' }, 'ca899ccbc3851012'],
  ] as const)('%i players, seed %i, %o: every answer as recorded', (players, seed, options, expected) => {
    expect(answers(players, seed, options)).toBe(expected);
  });

  it('Subsets, potential and cardStrength answer as their definitions (every single card and pair on every line), wilds and empty market slots included', () => {
    const rand = seeded(7);
    /** The best strength of some of `cards` on any line, over every single card and pair `use` allows. */
    const naive = (lines: number[][], cards: number[], use: (i: number, j: number) => boolean, from: number) => {
      let best = from;
      for (let i = 0; i < cards.length; i++) {
        for (let j = i; j < cards.length; j++) {
          if (!use(i, j)) continue;
          for (const line of lines)
            best = Math.max(best, strength(i === j ? score1(cards[i], line) : score2(cards[i], cards[j], line)));
        }
      }
      return best;
    };
    for (let round = 0; round < 300; round++) {
      const market = Array.from({ length: 9 }, () =>
        rand(6) === 0 ? null : rand(20) === 0 ? WILD_KEY : DECK[rand(52)],
      );
      const lines = linesOf(market);
      const cards = Array.from({ length: 1 + rand(7) }, () => (rand(8) === 0 ? WILD_KEY : DECK[rand(52)]));
      const subsets = new Subsets(lines, cards);
      const all = naive(lines.lines, cards, () => true, 0);
      expect(subsets.potential()).toBe(all);
      expect(potential(lines, cards)).toBe(all);
      cards.forEach((card, k) => {
        const without = naive(lines.lines, cards, (i, j) => i !== k && j !== k, 0);
        expect(subsets.potential(k)).toBe(without);
        expect(
          potential(
            lines,
            cards.filter((_, j) => j !== k),
          ),
        ).toBe(without);
        const strong = naive(lines.lines, cards, (i, j) => i === k || j === k, -1);
        expect(subsets.cardStrength(k)).toBe(strong);
        expect(
          cardStrength(
            lines,
            card,
            cards.filter((_, j) => j !== k),
          ),
        ).toBe(strong);
      });
    }
  });

  it('a fifth card never lowers a hand: a pair with a line scores at least either card alone with it, wilds included (why only pairs are scored when there are two cards)', () => {
    const rand = seeded(9);
    const card = () => (rand(8) === 0 ? WILD_KEY : DECK[rand(52)]);
    for (let round = 0; round < 20000; round++) {
      const line = Array.from({ length: 3 }, card);
      const [x, y] = [card(), card()];
      // Never lower; the rule book's ties (G4) may leave it equal (three 7s with a 2, or with a 2 and a 9).
      expect(score2(x, y, line)).toBeGreaterThanOrEqual(score1(x, line));
      expect(score2(x, y, line.slice(0, 2))).toBeGreaterThan(score1(x, line.slice(0, 2))); // -1: one card and two market cards make no hand
    }
  });

  it('scores one or two cards with a line as the hand evaluator scores those cards, and no hand below 4 cards (G2)', () => {
    const rand = seeded(8);
    const cardOfKey = (key: number) =>
      key === WILD_KEY
        ? { wild: true as const }
        : { value: key >> 4, domain: (['knowledge', 'science', 'technology', 'services'] as const)[(key & 15) - 1] };
    for (let round = 0; round < 2000; round++) {
      const line = Array.from({ length: 1 + rand(3) }, () => (rand(10) === 0 ? WILD_KEY : DECK[rand(52)]));
      const [x, y] = [rand(10) === 0 ? WILD_KEY : DECK[rand(52)], DECK[rand(52)]];
      const hand = (own: number[]) =>
        own.length + line.length >= 4 ? handScore([...own, ...line].map(cardOfKey)) : -1;
      expect(score1(x, line)).toBe(hand([x]));
      expect(score2(x, y, line)).toBe(hand([x, y]));
      expect(scoreOf([x, y], line)).toBe(hand([x, y]));
    }
  });
});
