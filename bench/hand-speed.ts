// Rough speed of the hand evaluators. A million seeded random hands from one Tech Deck (plus some with
// wilds), generated first, then timed; prints hands per second. Run:
//   npx esbuild bench/hand-speed.ts --bundle --platform=node --format=esm --log-level=warning | node --input-type=module
import { evaluateHand, evaluateHand3, handScore } from '../src/poker/index.js';
import type { GridPokerCard, PlayingCard, TechDeckCard } from '../src/poker/index.js';

const DOMAINS = ['knowledge', 'science', 'technology', 'services'] as const;
const DECK: TechDeckCard[] = DOMAINS.flatMap((domain) =>
  Array.from({ length: 13 }, (_, i) => ({ value: i + 1, domain })),
);
const SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
const STANDARD: PlayingCard[] = SUITS.flatMap((suit) => Array.from({ length: 13 }, (_, i) => ({ rank: i + 2, suit })));

let seed = 12345;
const rand = (n: number) => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return Math.floor((seed / 4294967296) * n);
};
function deal<T>(deck: readonly T[], size: number): T[] {
  const picked = new Set<number>();
  while (picked.size < size) picked.add(rand(deck.length));
  return [...picked].map((i) => deck[i]);
}

function time(label: string, hands: unknown[][], run: (hand: never) => number) {
  let sink = 0;
  for (let i = 0; i < Math.min(hands.length, 100_000); i++) sink += run(hands[i] as never); // warm up
  const start = performance.now();
  for (let i = 0; i < hands.length; i++) sink += run(hands[i] as never);
  const ms = performance.now() - start;
  console.log(
    `${label.padEnd(46)} ${String(hands.length).padStart(9)} hands ${ms.toFixed(0).padStart(6)} ms  ${Math.round(
      (hands.length / ms) * 1000,
    )
      .toLocaleString('en')
      .padStart(12)} hands/s  (${sink > 0 ? 'ok' : '?'})`,
  );
}

const five = Array.from({ length: 1_000_000 }, () => deal(DECK, 5));
const four = Array.from({ length: 1_000_000 }, () => deal(DECK, 4));
const wild1 = Array.from({ length: 100_000 }, (): GridPokerCard[] => [...deal(DECK, 4), { wild: true }]);
const wild2 = Array.from({ length: 20_000 }, (): GridPokerCard[] => [{ wild: true }, ...deal(DECK, 3), { wild: true }]);
const three = Array.from({ length: 1_000_000 }, () => deal(STANDARD, 3));

time('handScore, 5 cards', five, (h: GridPokerCard[]) => handScore(h));
time('evaluateHand, 5 cards', five, (h: GridPokerCard[]) => evaluateHand(h).score);
time('evaluateHand, 4 cards', four, (h: GridPokerCard[]) => evaluateHand(h).score);
time('evaluateHand, 5 cards with 1 wild', wild1, (h: GridPokerCard[]) => evaluateHand(h).score);
time('evaluateHand, 5 cards with 2 wilds', wild2, (h: GridPokerCard[]) => evaluateHand(h).score);
time('evaluateHand3, standard deck', three, (h: PlayingCard[]) => evaluateHand3(h).score);
