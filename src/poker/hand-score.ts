// The score of a Tech Grid Poker hand without wilds: the number that orders every hand, and the one
// place that knows how that number is built.
//
// SCORE LAYOUT. A score is 11 hexadecimal digits (44 bits, an exact integer in a double):
//
//     score = category·16^10 + (v1 v2 v3 v4 v5)·16^5 + (d1 d2 d3 d4 d5)
//     score.toString(16).padStart(11, '0')  →  "C VVVVV DDDDD", e.g. a pair of 5s with 13, 8, 3
//                                              = "1 55d83 00000" (the rule book's ties)
//
// - C: the category's index in HAND_CATEGORIES (0 high card … 9 royal flush, 10 five of a kind, G6).
// - v1..v5: the card values 1..13 in the order the rule text compares them, most significant first:
//     high card, flush:  the values high to low
//     straight (flush):  high to low, so v1 is "the highest card in the straight" (A=1 is low only, G3)
//     grouped hands:     the cards by group size, larger first, then by value, higher first:
//                        pair P P k k k; two pair H H L L k ("pairs, kicker"); three of a kind T T T k k;
//                        full house T T T P P; four of a kind Q Q Q Q k; five of a kind F F F F F.
// - d1..d5: the domains (Knowledge 1 < Science 2 < Technology 3 < Services 4) of the same cards in the
//     same order, cards of equal value sorted by domain, higher first.
// - A 4-card hand (G2) has v5 = d5 = 0: a missing card ranks below every card.
//
// TIES (ruling G4, revised). Which of those digits count is the tie order, a setting of the rules file
// (`ties-broken-by`); the digits that don't count are 0, so equal scores are exactly the hands the order
// calls tied. RULE_BOOK (the default) keeps only what each category's section of "Order rank of hands"
// names, and nothing more:
//     high card                     "the highest value card wins … use suit ordering": v1, then d1
//     pair                          "value of the pair. Then, the highest value card(s) from the rest": v1..v5
//     two pair                      "value of the pairs, kicker then domain": v1..v5, then d5 (the kicker's)
//     three of a kind, full house,  "the value of the three matching cards", "the highest three of a kind
//     four and five of a kind        card", "the value of the matching cards": v1 only
//     straight, straight flush      "the highest card in the straight": v1 only
//     flush                         "On a tie, the highest value card wins": v1..v5
//     royal flush                   nothing: all royal flushes tie
// EVERY_CARD is the full order a designer may switch on for fewer ties: every value digit, then every
// domain digit. Under it hands of one 52-card deck never tie (the score determines the cards); under
// the rule book's order a 13 of Services with low cards ties any other 13 of Services high card.
//
// SPEED. A card is one integer key, value << 4 | domain (17..212), so the whole score follows from
// five keys held in locals. `scoreKeys` sorts them high to low with a branch-free 9-comparator network;
// the sorted hand's shape is then 4 bits (which neighbours share a value), and a table built once at
// module load gives, for each shape (and whether the hand is one domain), the category and where each
// sorted card goes among the score's digits (sorting by value and domain already orders the cards
// inside a group, and the groups of one size, so only the group sizes move cards). The tie order is two
// masks per category, one `&` each. No arrays or objects per call, integer arithmetic only. A 4-card
// hand is scored as five keys whose last is 0: a missing card below every card, which sorts last, shares
// a value with nothing and a domain with nothing, so it never makes a group, a straight or a flush and
// lands in the last digits as 0 (G2).
import {
  FIVE_OF_A_KIND,
  FLUSH,
  FOUR_OF_A_KIND,
  FULL_HOUSE,
  HIGH_CARD,
  PAIR,
  ROYAL_FLUSH,
  STRAIGHT,
  STRAIGHT_FLUSH,
  THREE_OF_A_KIND,
  TWO_PAIR,
} from './categories.js';

/** The hand being scored by `scoreLoaded` (the wild search fills it): values 1..13 … */
export const VALUES = new Int32Array(5);
/** … and domain digits 1..4, index for index. */
export const DOMAINS = new Int32Array(5);

const TWO_20 = 1048576; // 16^5: one block of five hex digits
export const CATEGORY_UNIT = TWO_20 * TWO_20; // 16^10: the weight of the category digit

/** How ties within a category are broken (ruling G4): the rule book's tie-break per category, or every card. */
export type TieOrder = 'rule-book' | 'every-card';

/** The tie orders as the offsets of their rows in VALUE_MASK / DOMAIN_MASK, for the hot path. */
export const RULE_BOOK = 0;
export const EVERY_CARD = 11;
export type TieOffset = typeof RULE_BOOK | typeof EVERY_CARD;
export const tieOffset = (ties: TieOrder): TieOffset => (ties === 'every-card' ? EVERY_CARD : RULE_BOOK);

// The digits each category keeps, by tie order (see TIES above): RULE_BOOK's eleven, then EVERY_CARD's.
const ALL = 0xfffff;
const FIRST = 0xf0000;
const LAST = 0x0000f;
const VALUE_MASK = Int32Array.from([
  FIRST,
  ALL,
  ALL,
  FIRST,
  FIRST,
  ALL,
  FIRST,
  FIRST,
  FIRST,
  0,
  FIRST, // high card … five of a kind
  ...Array(11).fill(ALL),
]);
const DOMAIN_MASK = Int32Array.from([FIRST, 0, LAST, 0, 0, 0, 0, 0, 0, 0, 0, ...Array(11).fill(ALL)]);

// Per shape index (4 bits: bit 3 set when sorted cards 0 and 1 share a value, bit 2 cards 1 and 2, bit 1
// cards 2 and 3, bit 0 cards 3 and 4; plus 16 when all five share a domain): the category, and for each
// sorted card the shift that puts its value (and domain) in its digit of the score.
const SHAPE_CATEGORY = new Int32Array(32);
const SHIFT_0 = new Int32Array(32);
const SHIFT_1 = new Int32Array(32);
const SHIFT_2 = new Int32Array(32);
const SHIFT_3 = new Int32Array(32);
const SHIFT_4 = new Int32Array(32);

/** The category of a hand of equal-value groups of these sizes, largest first ('4+1' is four of a kind). */
const CATEGORY_OF_SIZES: Record<string, number> = {
  '5': FIVE_OF_A_KIND,
  '4+1': FOUR_OF_A_KIND,
  '3+2': FULL_HOUSE,
  '3+1+1': THREE_OF_A_KIND,
  '2+2+1': TWO_PAIR,
  '2+1+1+1': PAIR,
  '1+1+1+1+1': HIGH_CARD,
};

for (let shape = 0; shape < 32; shape++) {
  // The runs of equal values in the sorted hand, as [first card, length], left to right (high to low).
  const runs: [number, number][] = [[0, 1]];
  for (let i = 1; i < 5; i++) {
    if (shape & (1 << (4 - i))) runs[runs.length - 1]![1]++;
    else runs.push([i, 1]);
  }
  const sizes = runs
    .map(([, length]) => length)
    .sort((x, y) => y - x)
    .join('+');
  let category = CATEGORY_OF_SIZES[sizes]!;
  // One domain: a flush, compared high to low even when two decks give it a pair; a full house or better
  // already beats a flush. Straights are found at scoring time (they need the values, not the shape).
  if (shape & 16 && category < FULL_HOUSE) category = FLUSH;
  // Where each sorted card goes: a flush (and a hand of five singles) keeps the sorted order; grouped
  // hands put larger groups first, a stable sort, so groups of one size stay high to low.
  const cards =
    category === FLUSH
      ? [0, 1, 2, 3, 4]
      : [...runs].sort((x, y) => y[1] - x[1]).flatMap(([first, length]) => Array.from({ length }, (_, k) => first + k));
  const shifts = [0, 0, 0, 0, 0];
  cards.forEach((card, digit) => (shifts[card] = 4 * (4 - digit)));
  SHAPE_CATEGORY[shape] = category;
  [SHIFT_0[shape], SHIFT_1[shape], SHIFT_2[shape], SHIFT_3[shape], SHIFT_4[shape]] = shifts as [
    number,
    number,
    number,
    number,
    number,
  ];
}

/**
 * The score of five card keys (value << 4 | domain digit) in any order; the last is 0 for a 4-card
 * hand. `ties` is the tie order's offset (RULE_BOOK or EVERY_CARD). Allocates nothing.
 */
export function scoreKeys(a: number, b: number, c: number, d: number, e: number, ties: TieOffset = RULE_BOOK): number {
  let t: number;
  // Sort high to low: the optimal 9-comparator network for five, each comparator without a branch (the
  // keys of a random hand make a branch a coin toss): (x - y) >> 31 is -1 when x < y, else 0, and
  // x ^ y then swaps by xor.
  t = ((a - b) >> 31) & (a ^ b); // swap a, b when a < b
  a ^= t;
  b ^= t;
  t = ((d - e) >> 31) & (d ^ e); // swap d, e when d < e
  d ^= t;
  e ^= t;
  t = ((c - e) >> 31) & (c ^ e); // swap c, e when c < e
  c ^= t;
  e ^= t;
  t = ((c - d) >> 31) & (c ^ d); // swap c, d when c < d
  c ^= t;
  d ^= t;
  t = ((a - d) >> 31) & (a ^ d); // swap a, d when a < d
  a ^= t;
  d ^= t;
  t = ((a - c) >> 31) & (a ^ c); // swap a, c when a < c
  a ^= t;
  c ^= t;
  t = ((b - e) >> 31) & (b ^ e); // swap b, e when b < e
  b ^= t;
  e ^= t;
  t = ((b - d) >> 31) & (b ^ d); // swap b, d when b < d
  b ^= t;
  d ^= t;
  t = ((b - c) >> 31) & (b ^ c); // swap b, c when b < c
  b ^= t;
  c ^= t;

  const va = a >> 4;
  const vb = b >> 4;
  const vc = c >> 4;
  const vd = d >> 4;
  const ve = e >> 4;
  // ((x ^ y) - 1) >>> 31 is 1 when x === y, else 0: again no branch.
  let shape =
    ((((va ^ vb) - 1) >>> 31) << 3) |
    ((((vb ^ vc) - 1) >>> 31) << 2) |
    ((((vc ^ vd) - 1) >>> 31) << 1) |
    (((vd ^ ve) - 1) >>> 31);
  if ((((a ^ b) | (a ^ c) | (a ^ d) | (a ^ e)) & 15) === 0) shape |= 16; // one domain
  let category = SHAPE_CATEGORY[shape]!;
  // Five distinct values in a row (five cards: e is a card). The Ace is 1 and there is nothing above
  // 13, so 1-5 is the lowest straight and nothing wraps (G3). One test that is rarely true, so the
  // branch is predictable even though half of all hands have five distinct values.
  if (((shape & 15) | (va - ve - 4)) === 0 && e !== 0) {
    category = shape & 16 ? (va === 13 ? ROYAL_FLUSH : STRAIGHT_FLUSH) : STRAIGHT;
  }
  const s0 = SHIFT_0[shape]!;
  const s1 = SHIFT_1[shape]!;
  const s2 = SHIFT_2[shape]!;
  const s3 = SHIFT_3[shape]!;
  const s4 = SHIFT_4[shape]!;
  const values = ((va << s0) | (vb << s1) | (vc << s2) | (vd << s3) | (ve << s4)) & VALUE_MASK[category + ties]!;
  const domains =
    (((a & 15) << s0) | ((b & 15) << s1) | ((c & 15) << s2) | ((d & 15) << s3) | ((e & 15) << s4)) &
    DOMAIN_MASK[category + ties]!;
  return (category * TWO_20 + values) * TWO_20 + domains;
}

/** The score of the n (4 or 5) cards in VALUES/DOMAINS. Allocates nothing. */
export function scoreLoaded(n: number, ties: TieOffset = RULE_BOOK): number {
  return scoreKeys(
    (VALUES[0]! << 4) | DOMAINS[0]!,
    (VALUES[1]! << 4) | DOMAINS[1]!,
    (VALUES[2]! << 4) | DOMAINS[2]!,
    (VALUES[3]! << 4) | DOMAINS[3]!,
    n === 5 ? (VALUES[4]! << 4) | DOMAINS[4]! : 0,
    ties,
  );
}

/** The category index (into HAND_CATEGORIES) of a score. */
export function categoryIndex(score: number): number {
  return Math.floor(score / CATEGORY_UNIT);
}

/** The i-th (0..4) value digit of a score: the value of the i-th most significant card, 0 if none or if the tie order leaves it out. */
export function valueDigit(score: number, i: number): number {
  const values = Math.floor(score / TWO_20) % TWO_20;
  return (values >> (4 * (4 - i))) & 15;
}

/** The i-th (0..4) domain digit of a score (1..4), 0 if the hand has no i-th card. */
export function domainDigitOf(score: number, i: number): number {
  return ((score % TWO_20) >> (4 * (4 - i))) & 15;
}
