// Poker Squared hands: 3 cards, from a standard 52-card deck or (ruling P7) the Tech Deck.
//
// SCORE LAYOUT. 4 hexadecimal digits: score = category·16^3 + r1·16^2 + r2·16 + r3.
// - category: the index in HAND3_CATEGORIES (0 high card, 1 pair, 2 flush, 3 straight, 4 three of a
//   kind, 5 straight flush), as poker-squared.txt ranks them.
// - r1 r2 r3: the ranks in the order they are compared, "based on who has the highest ranking card(s)":
//   a pair's rank twice, then the kicker; a straight from its top card down; anything else high to low.
// - Suits and domains are not in the score: "If players have the same value hand containing all
//   identical ranks, the showdown is a tie".
// Standard deck: ranks 2..14, the Ace 14. Ruling P6: "Ace is high or low, not both". It counts low
// only in A-2-3, the lowest straight (its digits 3 2 1); Q-K-A is the highest (14 13 12); K-A-2 is no
// straight, and everywhere else the Ace is high. Tech Deck (P7): values 1..13, the 1 low only, so 1-2-3
// is the lowest straight and 11-12-13 the highest; no wilds. Scores of the two decks are not meant to be
// compared with each other.
import { domainDigit, HandError, isWhole, isWild, show } from './cards.js';
import type { GridPokerCard, PlayingCard, TechDeckCard } from './cards.js';
import { HAND3_CATEGORIES } from './categories.js';
import type { Hand3Category } from './categories.js';

/** Which deck a Poker Squared hand comes from. */
export type Poker3Deck = 'standard' | 'tech';

/** A Poker Squared hand, evaluated. */
export interface Hand3Result {
  /** The hand's category, e.g. 'straight'. */
  category: Hand3Category;
  /** Orders all hands of one deck: higher is better, equal is a tie (suits never break ties). */
  score: number;
}

const HIGH_CARD = 0;
const PAIR = 1;
const FLUSH = 2;
const STRAIGHT = 3;
const THREE_OF_A_KIND = 4;
const STRAIGHT_FLUSH = 5;

/** A suit as a digit (only equality matters: suits never rank), 0 if it is no suit. */
function suitDigit(suit: unknown): number {
  switch (suit) {
    case 'clubs':
      return 1;
    case 'diamonds':
      return 2;
    case 'hearts':
      return 3;
    case 'spades':
      return 4;
    default:
      return 0;
  }
}

const RANKS = new Int32Array(3); // the hand being scored: ranks …
const SUITS = new Int32Array(3); // … and suit (or domain) digits

/** Reads card i of the hand into RANKS/SUITS, or throws the HandError that says what to pass. */
function readCard(card: PlayingCard | GridPokerCard, i: number, deck: Poker3Deck): void {
  if (deck === 'tech') {
    if (isWild(card)) {
      throw new HandError(
        'poker/wild-not-allowed',
        `Card ${i + 1} is a wild card; the Tech Deck variant of Poker Squared removes the wilds (ruling P7). Leave them out of the deck.`,
      );
    }
    const { value, domain } = card as TechDeckCard;
    RANKS[i] = value;
    SUITS[i] = domainDigit(domain);
    if (!isWhole(value, 1, 13) || SUITS[i] === 0) {
      throw new HandError(
        'poker/bad-card',
        `Card ${i + 1} is ${show(card)}; a Tech Deck card is { value: 1..13, domain: 'knowledge' | 'science' | 'technology' | 'services' }.`,
      );
    }
  } else if (deck === 'standard') {
    const { rank, suit } = card as PlayingCard;
    RANKS[i] = rank;
    SUITS[i] = suitDigit(suit);
    if (!isWhole(rank, 2, 14) || SUITS[i] === 0) {
      throw new HandError(
        'poker/bad-card',
        `Card ${i + 1} is ${show(card)}; a standard card is { rank: 2..14 (11 Jack, 12 Queen, 13 King, 14 Ace), suit: 'clubs' | 'diamonds' | 'hearts' | 'spades' }.`,
      );
    }
  } else {
    throw new HandError('poker/bad-card', `Unknown deck ${show(deck)}; use 'standard' or 'tech'.`);
  }
}

/**
 * The score of a 3-card Poker Squared hand (see the layout above). Throws HandError for a hand of
 * another size, a card outside the chosen deck, or a wild (the Tech Deck variant removes the wilds).
 * Allocates nothing.
 */
export function hand3Score(cards: readonly PlayingCard[], deck?: 'standard'): number;
export function hand3Score(cards: readonly GridPokerCard[], deck: 'tech'): number;
export function hand3Score(cards: readonly (PlayingCard | GridPokerCard)[], deck?: Poker3Deck): number;
export function hand3Score(cards: readonly (PlayingCard | GridPokerCard)[], deck: Poker3Deck = 'standard'): number {
  if (cards.length !== 3) {
    throw new HandError('poker/hand-size', `A Poker Squared hand has 3 cards; this one has ${cards.length}.`);
  }
  for (let i = 0; i < 3; i++) readCard(cards[i]!, i, deck);
  let a = RANKS[0]!;
  let b = RANKS[1]!;
  let c = RANKS[2]!;
  // Sort the ranks high to low (three compare-and-swaps).
  let swap: number;
  if (a < b) (swap = a), (a = b), (b = swap);
  if (b < c) (swap = b), (b = c), (c = swap);
  if (a < b) (swap = a), (a = b), (b = swap);

  const flush = SUITS[0] === SUITS[1] && SUITS[1] === SUITS[2];
  let category: number;
  let r1 = a,
    r2 = b,
    r3 = c;
  if (a === c) category = THREE_OF_A_KIND;
  else if (a === b || b === c) {
    category = PAIR;
    r1 = r2 = b; // the middle rank always belongs to the pair
    r3 = a === b ? c : a;
  } else if (a - c === 2) category = flush ? STRAIGHT_FLUSH : STRAIGHT;
  else if (deck === 'standard' && a === 14 && b === 3 && c === 2) {
    category = flush ? STRAIGHT_FLUSH : STRAIGHT;
    r1 = 3; // A-2-3: the Ace plays low, the lowest straight (P6)
    r2 = 2;
    r3 = 1;
  } else category = flush ? FLUSH : HIGH_CARD;
  return ((category * 16 + r1) * 16 + r2) * 16 + r3;
}

/**
 * Evaluates a 3-card Poker Squared hand: `deck` 'standard' (the default) takes PlayingCards, 'tech'
 * takes Tech Deck cards and throws HandError 'poker/wild-not-allowed' for a wild. See `hand3Score`.
 */
export function evaluateHand3(cards: readonly PlayingCard[], deck?: 'standard'): Hand3Result;
export function evaluateHand3(cards: readonly GridPokerCard[], deck: 'tech'): Hand3Result;
export function evaluateHand3(cards: readonly (PlayingCard | GridPokerCard)[], deck?: Poker3Deck): Hand3Result;
export function evaluateHand3(
  cards: readonly (PlayingCard | GridPokerCard)[],
  deck: Poker3Deck = 'standard',
): Hand3Result {
  const score = hand3Score(cards, deck);
  return { category: HAND3_CATEGORIES[score >> 12]!, score };
}
