// The hand categories of both poker games, lowest first, and their names in words.

/**
 * Tech Grid Poker categories, lowest first ("Order rank of hands"; five of a kind above a royal flush by
 * ruling G6). A category's index in this list is the leading digit of a hand's score.
 */
export const HAND_CATEGORIES = [
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
] as const;

export type HandCategory = (typeof HAND_CATEGORIES)[number];

/**
 * Poker Squared categories, lowest first (poker-squared.txt: a three-card straight is rarer than a
 * flush, and three of a kind rarer than both, hence the order). The index is the score's leading digit.
 */
export const HAND3_CATEGORIES = [
  'high-card',
  'pair',
  'flush',
  'straight',
  'three-of-a-kind',
  'straight-flush',
] as const;

export type Hand3Category = (typeof HAND3_CATEGORIES)[number];

// Category indexes of HAND_CATEGORIES, named for the evaluator's code.
export const HIGH_CARD = 0;
export const PAIR = 1;
export const TWO_PAIR = 2;
export const THREE_OF_A_KIND = 3;
export const STRAIGHT = 4;
export const FLUSH = 5;
export const FULL_HOUSE = 6;
export const FOUR_OF_A_KIND = 7;
export const STRAIGHT_FLUSH = 8;
export const ROYAL_FLUSH = 9;
export const FIVE_OF_A_KIND = 10;

const NAMES: Record<HandCategory, string> = {
  'high-card': 'High card',
  pair: 'Pair',
  'two-pair': 'Two pair',
  'three-of-a-kind': 'Three of a kind',
  straight: 'Straight',
  flush: 'Flush',
  'full-house': 'Full house',
  'four-of-a-kind': 'Four of a kind',
  'straight-flush': 'Straight flush',
  'royal-flush': 'Royal flush',
  'five-of-a-kind': 'Five of a kind',
};

/** The category in words, capitalised: "Three of a kind", "Royal flush". Works for both games. */
export function categoryName(category: HandCategory | Hand3Category): string {
  return NAMES[category];
}
