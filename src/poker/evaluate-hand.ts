// Tech Grid Poker hands: 5 cards, or 4 (ruling G2), Tech Deck values 1..13, wilds allowed (G7).
// The score and its layout are documented in hand-score.ts; the wild search in wilds.ts.
import { badTechCard, DOMAIN_OF_DIGIT, domainDigit, HandError, isWhole, isWild } from './cards.js';
import type { GridPokerCard, TechDeckCard } from './cards.js';
import { HAND_CATEGORIES } from './categories.js';
import type { HandCategory } from './categories.js';
import { categoryIndex, DOMAINS, scoreLoaded, VALUES } from './hand-score.js';
import { scoreWithWilds, WILD_DOMAINS, WILD_VALUES } from './wilds.js';

/** A Tech Grid Poker hand, evaluated. */
export interface HandResult {
  /** The hand's category, e.g. 'full-house'. */
  category: HandCategory;
  /** Orders all hands, 4 or 5 cards, wild or not: higher is better, equal is a tie (see hand-score.ts). */
  score: number;
  /** What each wild card became, in the order of the wilds in the input; empty without wilds. */
  best: readonly TechDeckCard[];
}

const NO_WILDS: readonly TechDeckCard[] = Object.freeze([]);

let lastWilds = 0; // how many wilds the last `loadAndScore` substituted

/** Reads the cards into the scoring buffers and scores them. */
function loadAndScore(cards: readonly GridPokerCard[]): number {
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
  return lastWilds === 0 ? scoreLoaded(n) : scoreWithWilds(known, n);
}

/**
 * The score alone: the hot path for simulations and bots. Allocates nothing for a hand without wilds
 * (and nothing but the search's own integers with them).
 */
export function handScore(cards: readonly GridPokerCard[]): number {
  return loadAndScore(cards);
}

/**
 * Evaluates a Tech Grid Poker hand of 5 cards, or 4 (ruling G2: pairs, two pair, trips and quads, never
 * a straight or flush). The Ace is 1 and low only (G3); a wild becomes the card that makes the hand best
 * (G7); five of a kind ranks above a royal flush (G6); ties are broken by values as the rule text says,
 * then by domains (G4). Throws HandError for a hand of another size or a card outside the Tech Deck.
 */
export function evaluateHand(cards: readonly GridPokerCard[]): HandResult {
  const score = loadAndScore(cards);
  const category = HAND_CATEGORIES[categoryIndex(score)];
  if (lastWilds === 0) return { category, score, best: NO_WILDS };
  const best: TechDeckCard[] = [];
  for (let j = 0; j < lastWilds; j++) best.push({ value: WILD_VALUES[j], domain: DOMAIN_OF_DIGIT[WILD_DOMAINS[j]] });
  return { category, score, best };
}
