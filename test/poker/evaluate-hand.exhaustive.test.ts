// Every 5-card and every 4-card hand of one Tech Deck (no wilds), held to the reference: the same
// category, and scores sorted in exactly the reference's order, in both tie orders (ruling G4: the rule
// book's tie-break per category, the default; every card, a rules-file setting).
import { describe as suite, expect, it } from 'vitest';
import { evaluateHand, handScore } from '../../src/poker/index.js';
import type { TechDeckCard, TieOrder } from '../../src/poker/index.js';
import { refCompare, refHand, seeded, TECH_DECK } from './reference.js';

/** Every k-card hand of the deck as card indexes packed 6 bits each, in lexicographic order. */
function allHands(k: 4 | 5): Uint32Array {
  const count = k === 5 ? 2_598_960 : 270_725;
  const codes = new Uint32Array(count);
  let n = 0;
  const rec = (from: number, depth: number, code: number) => {
    if (depth === k) {
      codes[n++] = code;
      return;
    }
    for (let c = from; c < 52; c++) rec(c + 1, depth + 1, code | (c << (6 * depth)));
  };
  rec(0, 0, 0);
  expect(n).toBe(count);
  return codes;
}

const unpack = (code: number, k: number): TechDeckCard[] =>
  Array.from({ length: k }, (_, i) => TECH_DECK[(code >>> (6 * i)) & 63]);

function checkAll(k: 4 | 5, ties: TieOrder) {
  const codes = allHands(k);
  const scores = new Float64Array(codes.length);
  const categories: string[] = new Array(codes.length);
  const hand: TechDeckCard[] = new Array(k);
  for (let h = 0; h < codes.length; h++) {
    for (let i = 0; i < k; i++) hand[i] = TECH_DECK[(codes[h] >>> (6 * i)) & 63];
    const result = evaluateHand(hand, ties);
    scores[h] = result.score;
    categories[h] = result.category;
  }

  // Sort by score, then walk the hands in that order (each read by the reference once): every hand has
  // the reference's category, and neighbours compare the same way under the reference. The reference
  // order is a total preorder, so agreeing on every neighbouring pair means agreeing on every pair.
  const wrong: string[] = [];
  const order = Uint32Array.from(codes.keys()).sort((a, b) => scores[a] - scores[b]);
  let previous = refHand(unpack(codes[order[0]], k));
  for (let i = 0; i < order.length; i++) {
    const cards = unpack(codes[order[i]], k);
    const current = i === 0 ? previous : refHand(cards);
    if (categories[order[i]] !== current.category && wrong.length < 5) {
      wrong.push(`${JSON.stringify(cards)}: ${categories[order[i]]}, expected ${current.category}`);
    }
    if (i === 0) continue;
    const byScore = Math.sign(scores[order[i]] - scores[order[i - 1]]);
    const byRef = Math.sign(refCompare(current, previous, ties));
    if (byScore !== byRef && wrong.length < 5) {
      wrong.push(
        `${JSON.stringify(unpack(codes[order[i - 1]], k))} then ${JSON.stringify(cards)}: score says ${byScore}, reference ${byRef}`,
      );
    }
    previous = current;
  }
  expect(wrong).toEqual([]);

  // Every card: one deck never ties (the domains break what values leave tied), so all scores differ.
  // The rule book: hands tie, e.g. every three of a kind of one value, whatever its other cards.
  let tied = 0;
  for (let i = 1; i < order.length; i++) if (scores[order[i]] === scores[order[i - 1]]) tied++;
  if (ties === 'every-card') expect(tied).toBe(0);
  else expect(tied).toBeGreaterThan(0);

  // And, as a direct check, random pairs: sign(score a - score b) is the reference comparison.
  const rand = seeded(k);
  for (let t = 0; t < 100_000; t++) {
    const a = rand(codes.length);
    const b = rand(codes.length);
    const byScore = Math.sign(scores[a] - scores[b]);
    const byRef = Math.sign(refCompare(refHand(unpack(codes[a], k)), refHand(unpack(codes[b], k)), ties));
    if (byScore !== byRef && wrong.length < 5) wrong.push(`pair ${a}, ${b}`);
  }
  expect(wrong).toEqual([]);
  return scores;
}

suite('every hand of one Tech Deck', () => {
  for (const ties of ['rule-book', 'every-card'] as const) {
    it(`all 2,598,960 five-card hands, ties by ${ties}: category and order as the reference`, {
      timeout: 120_000,
    }, () => {
      const scores = checkAll(5, ties);
      // handScore is the same number without the result object.
      const codes = allHands(5);
      for (let h = 0; h < codes.length; h += 997) expect(handScore(unpack(codes[h], 5), ties)).toBe(scores[h]);
    });

    it(`all 270,725 four-card hands (G2), ties by ${ties}: category and order as the reference`, {
      timeout: 60_000,
    }, () => {
      checkAll(4, ties);
    });
  }
});
