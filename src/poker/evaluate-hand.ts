// Tech Grid Poker hands: 5 cards, or 4 (ruling G2), Tech Deck values 1..13, wilds allowed (G7).
// The score and its layout are documented in hand-score.ts; the wild search in wilds.ts.
import { badTechCard, DOMAIN_OF_DIGIT, domainDigit, HandError, isWhole, isWild } from './cards.js';
import type { GridPokerCard, TechDeckCard } from './cards.js';
import { HAND_CATEGORIES } from './categories.js';
import type { HandCategory } from './categories.js';
import {
  categoryIndex,
  DOMAINS,
  RULE_BOOK,
  scoreKeys,
  scoreLoaded,
  tieOffset,
  VALUES,
  type TieOffset,
  type TieOrder,
} from './hand-score.js';
import { scoreWithWilds, WILD_DOMAINS, WILD_VALUES } from './wilds.js';

/** A Tech Grid Poker hand, evaluated. */
export interface HandResult {
  /** The hand's category, e.g. 'full-house'. */
  category: HandCategory;
  /** Orders all hands, 4 or 5 cards, wild or not, in the tie order asked for: higher is better, equal is a tie (see hand-score.ts). */
  score: number;
  /** What each wild card became, in the order of the wilds in the input; empty without wilds. */
  best: readonly TechDeckCard[];
}

const NO_WILDS: readonly TechDeckCard[] = Object.freeze([]);

let lastWilds = 0; // how many wilds the last `loadAndScore` substituted

/** Reads the cards into the scoring buffers and scores them. */
function loadAndScore(cards: readonly GridPokerCard[], ties: TieOffset): number {
  const n = cards.length;
  if (n !== 4 && n !== 5) {
    throw new HandError('poker/hand-size', `A Tech Grid Poker hand has 5 cards, or 4 (ruling G2); this one has ${n}.`);
  }
  let known = 0;
  for (let i = 0; i < n; i++) {
    const card = cards[i] as TechDeckCard;
    const domain = domainDigit(card.domain);
    if (domain !== 0 && isWhole(card.value, 1, 13) && (card as { wild?: unknown }).wild !== true) {
      VALUES[known] = card.value;
      DOMAINS[known++] = domain;
    } else if (!isWild(card)) throw badTechCard(card, i);
  }
  lastWilds = n - known;
  return lastWilds === 0 ? scoreLoaded(n, ties) : scoreWithWilds(known, n, ties);
}

/**
 * A card's key for `scoreKeys` (value << 4 | domain digit), or 0 for a wild. Throws for a card outside
 * the Tech Deck, naming it as the hand's card `index + 1`.
 */
function keyOfCard(card: GridPokerCard, index: number): number {
  const value = (card as TechDeckCard).value;
  const domain = domainDigit((card as TechDeckCard).domain);
  // (value | 0) === value: a whole number (not a string, not NaN), as isWhole checks, without a call.
  if (
    domain !== 0 &&
    (value | 0) === value &&
    value >= 1 &&
    value <= 13 &&
    (card as { wild?: unknown }).wild !== true
  ) {
    return (value << 4) | domain;
  }
  if (isWild(card)) return 0;
  throw badTechCard(card, index);
}

/** A card as one integer, for programs that score many hands of the same cards (bots): see `cardKey`. */
export type CardKey = number;

/** The key of a wild card. */
export const WILD_KEY: CardKey = 0;

/**
 * A card's key for `keysScore`: value << 4 | domain digit (Knowledge 1 … Services 4), so 17..212, or
 * WILD_KEY. Throws HandError for a card outside the Tech Deck. Reading a card (its domain name, its
 * value) costs more than scoring it; a program that scores a card in many hands reads it once.
 */
export function cardKey(card: GridPokerCard): CardKey {
  return keyOfCard(card, 0);
}

/**
 * The score of a hand given as `n` (4 or 5) card keys `a`..`e` (`e` is ignored for a 4-card hand):
 * exactly `handScore` of the same cards, in any order, in the same tie order. The keys must come from
 * `cardKey`. Allocates nothing.
 */
export function keysScore(
  a: CardKey,
  b: CardKey,
  c: CardKey,
  d: CardKey,
  e: CardKey,
  n: 4 | 5,
  ties: TieOrder = 'rule-book',
): number {
  if (n === 4) e = 0; // the missing fifth card (G2)
  const offset = tieOffset(ties);
  if (a !== 0 && b !== 0 && c !== 0 && d !== 0 && (e !== 0 || n === 4)) return scoreKeys(a, b, c, d, e, offset);
  // A hand with wilds: the search scores up to 3,276 hands, and a program that scores many hands scores
  // the same wild hand again and again (every card it tries with a line holding a wild), so each answer
  // is kept under the hand's cards in order (a multiset), n and the tie order: a small integer (see
  // wildHand), which a Map finds faster than the 44-bit number it was before.
  const hand = wildHand(a, b, c, d, e, n, offset);
  const kept = WILD_SCORES.get(hand);
  if (kept !== undefined) return kept;
  const score = searchKeys(a, b, c, d, e, n, offset);
  if (WILD_SCORES.size >= WILD_SCORES_KEPT) WILD_SCORES.clear();
  WILD_SCORES.set(hand, score);
  return score;
}

/** Scores of hands with wilds already searched, by `wildHand`; at most WILD_SCORES_KEPT (a few MB). */
const WILD_SCORES = new Map<number, number>();
const WILD_SCORES_KEPT = 65536;

/**
 * The name of a hand with at least one wild: its cards in order, each as 6 bits (0 a wild, else
 * (value - 1) · 4 + domain digit, 1..52, in the order of the keys), then n and the tie order. Sorted, the
 * last card is a wild, so only the other four are named: 26 bits, an integer V8 keeps unboxed (a small
 * integer), the same for the same cards in any order. Allocates nothing.
 */
function wildHand(a: number, b: number, c: number, d: number, e: number, n: 4 | 5, ties: TieOffset): number {
  a = compact(a);
  b = compact(b);
  c = compact(c);
  d = compact(d);
  e = compact(e);
  // High to low, scoreKeys' network of nine comparators, each swapping by xor without a branch.
  let t = ((a - b) >> 31) & (a ^ b);
  a ^= t;
  b ^= t;
  t = ((d - e) >> 31) & (d ^ e);
  d ^= t;
  e ^= t;
  t = ((c - e) >> 31) & (c ^ e);
  c ^= t;
  e ^= t;
  t = ((c - d) >> 31) & (c ^ d);
  c ^= t;
  d ^= t;
  t = ((a - d) >> 31) & (a ^ d);
  a ^= t;
  d ^= t;
  t = ((a - c) >> 31) & (a ^ c);
  a ^= t;
  c ^= t;
  t = ((b - e) >> 31) & (b ^ e);
  b ^= t;
  e ^= t;
  t = ((b - d) >> 31) & (b ^ d);
  b ^= t;
  d ^= t;
  t = ((b - c) >> 31) & (b ^ c);
  b ^= t;
  c ^= t;
  return (((((((a << 6) | b) << 6) | c) << 6) | d) << 2) | ((n - 4) << 1) | (ties === RULE_BOOK ? 0 : 1);
}

/** A card key (value << 4 | domain digit, or 0 for a wild) in 6 bits, in the same order: 0, or 1..52. */
function compact(key: number): number {
  return key === 0 ? 0 : (((key >> 4) - 1) << 2) + (key & 15);
}

/** keysScore's search for a hand with wilds. */
function searchKeys(a: CardKey, b: CardKey, c: CardKey, d: CardKey, e: CardKey, n: 4 | 5, ties: TieOffset): number {
  let known = 0;
  for (let i = 0; i < n; i++) {
    const key = i === 0 ? a : i === 1 ? b : i === 2 ? c : i === 3 ? d : e;
    if (key === 0) continue;
    VALUES[known] = key >> 4;
    DOMAINS[known++] = key & 15;
  }
  return scoreWithWilds(known, n, ties);
}

/**
 * The score of a hand without wilds straight from its cards (the common case, no buffers, no
 * allocation), or -1 when the hand has a wild or is not 4 or 5 cards long (`loadAndScore` handles both).
 */
function scoreWithoutWilds(cards: readonly GridPokerCard[], ties: TieOffset): number {
  const n = cards.length;
  if (n !== 4 && n !== 5) return -1;
  const a = keyOfCard(cards[0]!, 0);
  const b = keyOfCard(cards[1]!, 1);
  const c = keyOfCard(cards[2]!, 2);
  const d = keyOfCard(cards[3]!, 3);
  const e = n === 5 ? keyOfCard(cards[4]!, 4) : 0; // 0: the missing fifth card of a 4-card hand (G2)
  if (a === 0 || b === 0 || c === 0 || d === 0 || (e === 0 && n === 5)) return -1;
  return scoreKeys(a, b, c, d, e, ties);
}

/**
 * The score alone: the hot path for simulations and bots. Allocates nothing for a hand without wilds
 * (and nothing but the search's own integers with them).
 */
export function handScore(cards: readonly GridPokerCard[], ties: TieOrder = 'rule-book'): number {
  const offset = tieOffset(ties);
  const score = scoreWithoutWilds(cards, offset);
  return score >= 0 ? score : loadAndScore(cards, offset);
}

/**
 * Evaluates a Tech Grid Poker hand of 5 cards, or 4 (ruling G2: pairs, two pair, trips and quads, never
 * a straight or flush). The Ace is 1 and low only (G3); a wild becomes the card that makes the hand best
 * (G7); five of a kind ranks above a royal flush (G6). Ties (G4): by default each category's own
 * tie-break from the rule book and nothing more (high card: the top card's value, then its domain; three
 * of a kind, full house, four of a kind: the matching cards' value; …, see hand-score.ts); with
 * `ties: 'every-card'`, every value, then every domain. Throws HandError for a hand of another size or a
 * card outside the Tech Deck.
 */
export function evaluateHand(cards: readonly GridPokerCard[], ties: TieOrder = 'rule-book'): HandResult {
  const offset = tieOffset(ties);
  const fast = scoreWithoutWilds(cards, offset);
  if (fast >= 0) return { category: HAND_CATEGORIES[categoryIndex(fast)]!, score: fast, best: NO_WILDS };
  const score = loadAndScore(cards, offset);
  const category = HAND_CATEGORIES[categoryIndex(score)]!;
  if (lastWilds === 0) return { category, score, best: NO_WILDS };
  const best: TechDeckCard[] = [];
  for (let j = 0; j < lastWilds; j++) best.push({ value: WILD_VALUES[j]!, domain: DOMAIN_OF_DIGIT[WILD_DOMAINS[j]!]! });
  return { category, score, best };
}
