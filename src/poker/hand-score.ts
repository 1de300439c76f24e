// The score of a Tech Grid Poker hand without wilds: the number that orders every hand, and the one
// place that knows how that number is built.
//
// SCORE LAYOUT. A score is 11 hexadecimal digits (44 bits, an exact integer in a double):
//
//     score = category·16^10 + (v1 v2 v3 v4 v5)·16^5 + (d1 d2 d3 d4 d5)
//     score.toString(16).padStart(11, '0')  →  "C VVVVV DDDDD", e.g. royal flush of Services
//                                              = "9 dcba9 44444", pair of 5s = "1 55d83 21433"
//
// - C: the category's index in HAND_CATEGORIES (0 high card … 9 royal flush, 10 five of a kind, G6).
// - v1..v5: the card values 1..13 in the order the rule text compares them, most significant first:
//     high card, flush:  the values high to low ("the highest value card wins"; a two-deck flush may
//                        hold the same value twice, compared the same way)
//     straight (flush):  high to low, so v1 is "the highest card in the straight" (A=1 is low only, G3)
//     grouped hands:     the cards by group size, larger first, then by value, higher first:
//                        pair P P k k k; two pair H H L L k ("pairs, kicker"); three of a kind T T T k k;
//                        full house T T T P P; four of a kind Q Q Q Q k; five of a kind F F F F F.
//                        Where the text names only the group (three of a kind, full house, four of a
//                        kind) the rest follows as in standard poker; those ties need two decks or wilds.
// - d1..d5: the domains (Knowledge 1 < Science 2 < Technology 3 < Services 4) of the same cards in the
//     same order, cards of equal value sorted by domain, higher first. Ruling G4: "the suit order breaks
//     what values leave tied (compare the highest card's domain, then the next)". "Highest" is read
//     as "first in the order the values were compared", which for high card, straight and flush is
//     simply the highest value; for a pair it is the pair's better card, then its other card, then the
//     kickers high to low.
// - A 4-card hand (G2) has v5 = d5 = 0: a missing card ranks below every card, so a 4-card hand loses
//     to a 5-card hand of the same category whose first four cards tie with it.
//
// Equal scores are exact ties (the same values and domains, possible with two decks). Hands of one
// 52-card deck never tie: the score determines the cards.
//
// SPEED. `scoreLoaded` reads the hand from preallocated typed arrays and allocates nothing: counting
// values into a 14-slot array, a 14-bit value mask for straights, and an insertion sort of at most five
// packed integer keys. Callers load the cards into VALUES/DOMAINS first (one evaluation at a time; the
// evaluators are synchronous, so sharing the buffers is safe).
import { FIVE_OF_A_KIND, FLUSH, FOUR_OF_A_KIND, FULL_HOUSE, HIGH_CARD, PAIR, ROYAL_FLUSH, STRAIGHT, STRAIGHT_FLUSH, THREE_OF_A_KIND, TWO_PAIR } from './categories.js';

/** The hand being scored: values 1..13 … */
export const VALUES = new Int32Array(5);
/** … and domain digits 1..4, index for index. */
export const DOMAINS = new Int32Array(5);

const COUNT = new Int32Array(14); // cards per value while scoring; all zero between calls
const KEYS = new Int32Array(5); // per card: group size << 8 | value << 4 | domain, sorted high to low

const TWO_20 = 1048576; // 16^5: one block of five hex digits
export const CATEGORY_UNIT = TWO_20 * TWO_20; // 16^10: the weight of the category digit

/** The score of the n (4 or 5) cards in VALUES/DOMAINS. Allocates nothing. */
export function scoreLoaded(n: number): number {
  let mask = 0; // bit v set when value v is present
  let distinct = 0;
  let most = 0; // size of the largest group of equal values
  const firstDomain = DOMAINS[0];
  let oneDomain = n === 5; // flushes need five cards (G2)
  for (let i = 0; i < n; i++) {
    const v = VALUES[i];
    const c = ++COUNT[v];
    if (c === 1) {
      distinct++;
      mask |= 1 << v;
    }
    if (c > most) most = c;
    if (DOMAINS[i] !== firstDomain) oneDomain = false;
  }

  let category: number;
  if (distinct === 1) category = n === 5 ? FIVE_OF_A_KIND : FOUR_OF_A_KIND;
  else if (most === 4) category = FOUR_OF_A_KIND;
  else if (most === 3) category = n === 5 && distinct === 2 ? FULL_HOUSE : THREE_OF_A_KIND;
  else if (most === 2) category = distinct === n - 2 ? TWO_PAIR : PAIR;
  else category = HIGH_CARD;
  // Straights and flushes need five cards (G2); a full house or better already beats a flush.
  if (n === 5 && category < FULL_HOUSE) {
    // Five distinct values in a row: the mask shifted down to its lowest bit is 0b11111. The Ace is bit
    // 1 and there is no bit above 13, so 1-5 is the lowest straight and nothing wraps (G3).
    if (distinct === 5 && mask / (mask & -mask) === 31) {
      category = !oneDomain ? STRAIGHT : mask & (1 << 13) ? ROYAL_FLUSH : STRAIGHT_FLUSH;
    } else if (oneDomain) category = FLUSH;
  }

  // A flush compares values high to low even when two decks give it a pair; everything else groups.
  const grouped = category !== FLUSH;
  for (let i = 0; i < n; i++) {
    const v = VALUES[i];
    KEYS[i] = (grouped ? COUNT[v] << 8 : 0) | (v << 4) | DOMAINS[i];
  }
  for (let i = 0; i < n; i++) COUNT[VALUES[i]] = 0;
  for (let i = 1; i < n; i++) {
    const k = KEYS[i];
    let j = i - 1;
    while (j >= 0 && KEYS[j] < k) {
      KEYS[j + 1] = KEYS[j];
      j--;
    }
    KEYS[j + 1] = k;
  }

  let values = 0;
  let domains = 0;
  for (let i = 0; i < 5; i++) {
    const k = i < n ? KEYS[i] : 0;
    values = (values << 4) | ((k >> 4) & 15);
    domains = (domains << 4) | (k & 15);
  }
  return (category * TWO_20 + values) * TWO_20 + domains;
}

/** The category index (into HAND_CATEGORIES) of a score. */
export function categoryIndex(score: number): number {
  return Math.floor(score / CATEGORY_UNIT);
}

/** The i-th (0..4) value digit of a score: the value of the i-th most significant card, 0 if none. */
export function valueDigit(score: number, i: number): number {
  const values = Math.floor(score / TWO_20) % TWO_20;
  return (values >> (4 * (4 - i))) & 15;
}

/** The i-th (0..4) domain digit of a score (1..4), 0 if the hand has no i-th card. */
export function domainDigitOf(score: number, i: number): number {
  return ((score % TWO_20) >> (4 * (4 - i))) & 15;
}
