// Slow, plainly written references for the hand evaluators, read straight off the rule text. They
// allocate freely and try every possibility; the tests hold the fast evaluators to them.
import type { GridPokerCard, PlayingCard, TechDeckCard } from '../../src/poker/index.js';

export type Domain = TechDeckCard['domain'];
export const DOMAINS: Domain[] = ['knowledge', 'science', 'technology', 'services']; // lowest first (G4)

/** The 52 cards of one Tech Deck without its wilds, value-major within each domain. */
export const TECH_DECK: TechDeckCard[] = DOMAINS.flatMap((domain) =>
  Array.from({ length: 13 }, (_, i) => ({ value: i + 1, domain })),
);

/** Grid poker categories, lowest first ("Order rank of hands"; five of a kind on top, G6). */
export const REF_CATEGORIES = [
  'high-card',
  'pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
  'royal-flush',
  'five-of-a-kind',
];

/** What decides a hand: its category, then values in the order compared, then domains likewise. */
export interface RefHand {
  category: string;
  values: number[]; // 5 long; a 4-card hand ends in 0 (a missing card is lowest)
  domains: number[]; // 1 Knowledge … 4 Services, in the same card order; 0 for the missing card
}

const domainRank = (d: Domain) => DOMAINS.indexOf(d) + 1;

/** The hand as the rule text reads it. No wilds. */
export function refHand(cards: TechDeckCard[]): RefHand {
  const n = cards.length;
  // Group equal values; each group's cards best domain first, groups largest first then highest first.
  const groups: TechDeckCard[][] = [];
  for (const card of cards) {
    const group = groups.find((g) => g[0].value === card.value);
    if (group) group.push(card);
    else groups.push([card]);
  }
  for (const g of groups) g.sort((a, b) => domainRank(b.domain) - domainRank(a.domain));
  groups.sort((a, b) => b.length - a.length || b[0].value - a[0].value);
  const shape = groups.map((g) => g.length).join('+');

  const ascending = cards.map((c) => c.value).sort((a, b) => a - b);
  const flush = n === 5 && cards.every((c) => c.domain === cards[0].domain);
  const straight = n === 5 && ascending.every((v, i) => i === 0 || v === ascending[i - 1] + 1);

  let category: string;
  if (shape === '5') category = 'five-of-a-kind';
  else if (straight && flush && ascending[0] === 9) category = 'royal-flush';
  else if (straight && flush) category = 'straight-flush';
  else if (shape === '4+1' || shape === '4') category = 'four-of-a-kind';
  else if (shape === '3+2') category = 'full-house';
  else if (flush) category = 'flush';
  else if (straight) category = 'straight';
  else if (shape.startsWith('3')) category = 'three-of-a-kind';
  else if (shape.startsWith('2+2')) category = 'two-pair';
  else if (shape.startsWith('2')) category = 'pair';
  else category = 'high-card';

  // High card, straights and flushes: highest value first. Grouped hands: the groups in order.
  const ordered =
    category === 'flush' ||
    category === 'straight' ||
    category === 'high-card' ||
    category === 'straight-flush' ||
    category === 'royal-flush'
      ? [...cards].sort((a, b) => b.value - a.value || domainRank(b.domain) - domainRank(a.domain))
      : groups.flat();
  const values = ordered.map((c) => c.value);
  const domains = ordered.map((c) => domainRank(c.domain));
  while (values.length < 5) values.push(0), domains.push(0);
  return { category, values, domains };
}

/**
 * What breaks a tie within the hand's category, most significant first. Ruling G4 (revised), the rule
 * book's "Order rank of hands", one section a category, and nothing more:
 * - High card: "the highest value card wins. To break ties … use suit ordering": its value, its domain.
 * - Pair: "value of the pair. Then, the highest value card(s) from the rest of the hand": the values.
 * - Two pair: "value of the pairs, kicker then domain": the values, then the kicker's domain.
 * - Three of a kind: "the value of the three matching cards"; full house: "the highest three of a kind
 *   card"; four of a kind: "the value of the matching cards"; five of a kind likewise: that value.
 * - Straight, straight flush: "the highest card in the straight".
 * - Flush: "On a tie, the highest value card wins": the values from the highest.
 * - Royal flush: nothing; all tie.
 * The full order ('every-card', a rules-file setting) compares every value, then every domain.
 */
export function refTieBreak(hand: RefHand, ties: 'rule-book' | 'every-card' = 'rule-book'): number[] {
  const { values, domains } = hand;
  if (ties === 'every-card') return [...values, ...domains];
  switch (hand.category) {
    case 'high-card':
      return [values[0], domains[0]];
    case 'pair':
    case 'flush':
      return values;
    case 'two-pair':
      return [...values, domains[4]]; // the kicker is the fifth card (0 when there is none)
    case 'royal-flush':
      return [];
    default:
      return [values[0]];
  }
}

/** Negative, zero or positive as hand a is worse than, tied with, or better than hand b. */
export function refCompare(a: RefHand, b: RefHand, ties: 'rule-book' | 'every-card' = 'rule-book'): number {
  const byCategory = REF_CATEGORIES.indexOf(a.category) - REF_CATEGORIES.indexOf(b.category);
  if (byCategory) return byCategory;
  const [x, y] = [refTieBreak(a, ties), refTieBreak(b, ties)];
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

/** G7 by brute force: every wild tries all 52 cards; the best hand, and the cards the wilds became. */
export function refBestWithWilds(
  cards: GridPokerCard[],
  ties: 'rule-book' | 'every-card' = 'rule-book',
): { hand: RefHand; cards: TechDeckCard[] } {
  const wildAt = cards.flatMap((c, i) => ('wild' in c ? [i] : []));
  let best: { hand: RefHand; cards: TechDeckCard[] } | null = null;
  const tryFrom = (k: number, filled: TechDeckCard[]) => {
    if (k === wildAt.length) {
      const hand = refHand(filled);
      if (!best || refCompare(hand, best.hand, ties) > 0) best = { hand, cards: [...filled] };
      return;
    }
    for (const card of TECH_DECK) {
      const next = [...filled];
      next[wildAt[k]] = card;
      tryFrom(k + 1, next);
    }
  };
  tryFrom(0, cards as TechDeckCard[]);
  return best!;
}

// Poker Squared ---------------------------------------------------------------------------------

export const REF3_CATEGORIES = ['high-card', 'pair', 'flush', 'straight', 'three-of-a-kind', 'straight-flush'];

export interface RefHand3 {
  category: string;
  ranks: number[]; // compared high to low
}

/**
 * Three cards as poker-squared.txt and P6/P7 read: ranks (standard: 2..14 with the Ace 14; tech: 1..13),
 * suits only for flushes. Standard: the Ace may instead play 1 in a straight, never both ways at once.
 */
export function refHand3(ranks: number[], suits: string[], deck: 'standard' | 'tech'): RefHand3 {
  const flush = suits.every((s) => s === suits[0]);
  const isRun = (rs: number[]) => {
    const up = [...rs].sort((a, b) => a - b);
    return up[1] === up[0] + 1 && up[2] === up[1] + 1;
  };
  // Each way the hand may be read: as printed, and (standard deck) with an Ace as 1.
  const readings = [ranks];
  if (deck === 'standard' && ranks.includes(14)) readings.push(ranks.map((r) => (r === 14 ? 1 : r)));
  const hands = readings.map((rs) => {
    const down = [...rs].sort((a, b) => b - a);
    const straight = isRun(rs);
    let category: string;
    let order = down;
    if (down[0] === down[2]) category = 'three-of-a-kind';
    else if (down[0] === down[1] || down[1] === down[2]) {
      category = 'pair';
      const pair = down[1];
      order = [pair, pair, down.find((r) => r !== pair)!];
    } else if (straight && flush) category = 'straight-flush';
    else if (straight) category = 'straight';
    else if (flush) category = 'flush';
    else category = 'high-card';
    return { category, ranks: order };
  });
  // The Ace plays whichever way is better for its owner: low only when that makes the straight.
  return hands.reduce((a, b) => (refCompare3(b, a) > 0 ? b : a));
}

export function refCompare3(a: RefHand3, b: RefHand3): number {
  const byCategory = REF3_CATEGORIES.indexOf(a.category) - REF3_CATEGORIES.indexOf(b.category);
  if (byCategory) return byCategory;
  for (let i = 0; i < 3; i++) if (a.ranks[i] !== b.ranks[i]) return a.ranks[i] - b.ranks[i];
  return 0;
}

export const SUITS: PlayingCard['suit'][] = ['clubs', 'diamonds', 'hearts', 'spades'];
export const STANDARD_DECK: PlayingCard[] = SUITS.flatMap((suit) =>
  Array.from({ length: 13 }, (_, i) => ({ rank: i + 2, suit })),
);

/** A small seeded generator (mulberry32) so random tests replay exactly. */
export function seeded(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}
