// Hands in words, read back from their scores: "Four of a kind, 9s", "Full house, 7s over 2s".
import { categoryName, HAND3_CATEGORIES, HAND_CATEGORIES } from './categories.js';
import type { Poker3Deck } from './evaluate-hand3.js';
import { categoryIndex, valueDigit } from './hand-score.js';

/**
 * A Tech Grid Poker hand in words, from its score: "High card, 13", "Pair of 5s", "Two pair, 8s and
 * 6s", "Three of a kind, 7s", "Straight, 9 high", "Flush, 13 high", "Full house, 7s over 2s", "Four of
 * a kind, 9s", "Straight flush, 9 high", "Royal flush", "Five of a kind, 9s". A full house scored in the
 * rule book's tie order has no pair in its score (only the three decide, G4): "Full house, 7s"; score it
 * with `ties: 'every-card'` for the pair's name too.
 */
export function describeHand(result: { score: number }): string {
  const { score } = result;
  const category = HAND_CATEGORIES[categoryIndex(score)]!;
  const v = (i: number) => valueDigit(score, i);
  return phrase(category, v(0), v(2), v(3), String);
}

/**
 * A Poker Squared hand in words, from its score. With the standard deck the court cards and the Ace
 * are named ("Pair of Kings", "Straight, Ace high", "Straight, 3 high" for A-2-3); Tech Deck values are
 * numbers ("Pair of 13s").
 */
export function describeHand3(result: { score: number }, deck: Poker3Deck = 'standard'): string {
  const { score } = result;
  const category = HAND3_CATEGORIES[score >> 12]!;
  const name = deck === 'standard' ? rankName : String;
  return phrase(category, (score >> 8) & 15, 0, 0, name); // no two pair or full house in 3 cards
}

const COURT = ['Jack', 'Queen', 'King', 'Ace'];

function rankName(rank: number): string {
  return rank >= 11 ? COURT[rank - 11]! : String(rank);
}

/** `top` is the first compared value, `third` the third (a two pair's low pair), `fourth` the fourth. */
function phrase(
  category: (typeof HAND_CATEGORIES)[number],
  top: number,
  third: number,
  fourth: number,
  name: (v: number) => string,
): string {
  const title = categoryName(category);
  const plural = (v: number) => `${name(v)}s`;
  switch (category) {
    case 'high-card':
      return `${title}, ${name(top)}`;
    case 'pair':
      return `Pair of ${plural(top)}`;
    case 'two-pair':
      return `${title}, ${plural(top)} and ${plural(third)}`;
    case 'full-house':
      return fourth === 0 ? `${title}, ${plural(top)}` : `${title}, ${plural(top)} over ${plural(fourth)}`;
    case 'three-of-a-kind':
    case 'four-of-a-kind':
    case 'five-of-a-kind':
      return `${title}, ${plural(top)}`;
    case 'straight':
    case 'flush':
    case 'straight-flush':
      return `${title}, ${name(top)} high`;
    case 'royal-flush':
      return title;
  }
}
