// Hand evaluation side by side: the same seeded random hands of one standard deck through
// evaluateHand / evaluateHand3 and through phe, poker-evaluator and pokersolver. Each library's input is
// prepared outside the timed loop.
import { createRequire } from 'node:module';
import { handScore, hand3Score, type TechDeckCard } from '../src/poker/index.js';
import { medianMs, seeded, type Row } from './measure.js';

const require = createRequire(import.meta.url);
const phe = require('phe');
const pokerEvaluator = require('poker-evaluator');
const { DECK } = require('poker-evaluator/lib/constants');
const { Hand } = require('pokersolver');

const RANKS = 'A23456789TJQK';
const SUITS = 'cdhs';
const DOMAINS = ['knowledge', 'science', 'technology', 'services'] as const;

/** `count` hands of `size` distinct cards (0..51: rank * 4 + suit) of one deck. */
function dealHands(count: number, size: number, seed: number): Uint8Array {
  const random = seeded(seed);
  const out = new Uint8Array(count * size);
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let h = 0; h < count; h++) {
    for (let k = 0; k < size; k++) {
      const j = k + Math.floor(random() * (52 - k));
      [deck[k], deck[j]] = [deck[j], deck[k]];
      out[h * size + k] = deck[k];
    }
  }
  return out;
}

const text = (c: number) => `${RANKS[c >> 2]}${SUITS[c & 3]}`;
const tech = (c: number): TechDeckCard => ({ value: (c >> 2) + 1, domain: DOMAINS[c & 3] });

export function benchHands(count = 1_000_000): Row[] {
  const rows: Row[] = [];
  for (const size of [5, 3]) {
    const dealt = dealHands(count, size, size);
    const hands = Array.from({ length: count }, (_, h) => Array.from(dealt.subarray(h * size, h * size + size)));
    const ours = hands.map((h) => h.map(tech));
    const oursStandard = hands.map((h) =>
      h.map((c) => ({
        rank: c >> 2 === 0 ? 14 : (c >> 2) + 1,
        suit: (['clubs', 'diamonds', 'hearts', 'spades'] as const)[c & 3],
      })),
    );
    const pheCodes = hands.map((h) => phe.cardCodes(h.map(text)));
    const peNumbers = hands.map((h) => h.map((c) => DECK[text(c).toLowerCase()]));
    const peStrings = hands.map((h) => h.map(text));
    const solverCount = Math.min(count, 100_000);
    const solverHands = hands.slice(0, solverCount).map((h) => h.map(text));

    const results: { name: string; perSecond: number }[] = [];
    const run = (name: string, n: number, fn: () => void) =>
      results.push({ name, perSecond: n / (medianMs(fn) / 1000) });
    let sink = 0;
    if (size === 5) {
      run('evaluateHand (tech-deck)', count, () => {
        for (const h of ours) sink += handScore(h);
      });
      run('phe', count, () => {
        for (const h of pheCodes) sink += phe.evaluateCardCodes(h);
      });
      run('poker-evaluator', count, () => {
        for (const h of peNumbers) sink += pokerEvaluator.evalHand(h).value;
      });
      run(`pokersolver (${solverCount.toLocaleString('en-US')} hands)`, solverCount, () => {
        for (const h of solverHands) sink += Hand.solve(h).rank;
      });
    } else {
      run('evaluateHand3 (tech-deck)', count, () => {
        for (const h of oursStandard) sink += hand3Score(h);
      });
      run('poker-evaluator (3 cards)', count, () => {
        for (const h of peStrings) sink += pokerEvaluator.evalHand(h).value;
      });
      run(`pokersolver (${solverCount.toLocaleString('en-US')} hands)`, solverCount, () => {
        for (const h of solverHands) sink += Hand.solve(h).rank;
      });
    }
    if (sink === 0.5) console.log(sink); // keeps the loops from being optimised away
    const fastestPeer = Math.max(...results.slice(1).map((r) => r.perSecond));
    // The goal (issue 16): evaluateHand at least 1.5 times phe's speed on the same hands.
    const phePerSecond = results.find((r) => r.name === 'phe')?.perSecond;
    for (const [i, r] of results.entries()) {
      const versusPhe = i === 0 && phePerSecond ? r.perSecond / phePerSecond : null;
      rows.push({
        section: `${size}-card hands`,
        name: r.name,
        value: r.perSecond,
        unit: 'hands/s',
        ratio: `${(r.perSecond / fastestPeer).toFixed(2)}x fastest peer`,
        ...(versusPhe === null
          ? {}
          : { goal: `≥ 1.5x phe: ${versusPhe >= 1.5 ? 'met' : `missed (${versusPhe.toFixed(2)}x)`}` }),
      });
    }
  }
  return rows;
}
