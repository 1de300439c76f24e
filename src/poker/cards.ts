// The cards the hand evaluators read, and the one error they throw. The evaluators take plain objects
// (a compiled deck's cards, a game's view of a card, or a literal in a test); anything with the fields
// below will do, extra fields are ignored, and no input is ever changed.
import type { Domain } from '../dsl/runtime.js';

/** A Tech Deck card as a poker hand sees it. */
export interface TechDeckCard {
  readonly value: number; // 1..13; the Ace is 1 and low only (ruling G3)
  readonly domain: Domain; // the suit; Knowledge < Science < Technology < Services
}

/**
 * A wild card (ruling G7: it becomes whatever card makes its owner's hand best). A card whose
 * `domain` is `'wild'`, as in a compiled deck, is read as wild too.
 */
export interface WildCard {
  readonly wild: true;
}

/** One card of a Tech Grid Poker hand. */
export type GridPokerCard = TechDeckCard | WildCard;

/** A suit of the standard 52-card deck (Poker Squared). Suits never break a tie there. */
export type Suit = 'clubs' | 'diamonds' | 'hearts' | 'spades';

/** A card of the standard 52-card deck. */
export interface PlayingCard {
  readonly rank: number; // 2..10, 11 Jack, 12 Queen, 13 King, 14 Ace (the Ace is also low in A-2-3, ruling P6)
  readonly suit: Suit;
}

/**
 * A hand the evaluators cannot read: wrong size, a card outside the deck, a wild where wilds are not
 * allowed. `code` is stable for programs; the message says what to pass instead.
 */
export class HandError extends Error {
  constructor(
    readonly code: 'poker/hand-size' | 'poker/bad-card' | 'poker/wild-not-allowed',
    message: string,
  ) {
    super(message);
    this.name = 'HandError';
  }
}

// The four domain names have four different lengths (7, 8, 9, 10), so a name's length says which one it
// can be and one string comparison confirms it: no chain of comparisons whose branches a random hand
// makes unpredictable (this runs for every card the hot evaluators read).
const NAME_BY_LENGTH: readonly string[] = [
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  'science',
  'services',
  'knowledge',
  'technology',
];
const DIGIT_BY_LENGTH = Int32Array.of(0, 0, 0, 0, 0, 0, 0, 2, 4, 1, 3);

/** The domain as a digit of the score: Knowledge 1, Science 2, Technology 3, Services 4; 0 if unknown. */
export function domainDigit(domain: unknown): number {
  if (typeof domain !== 'string') return 0;
  const length = domain.length;
  return length <= 10 && NAME_BY_LENGTH[length] === domain ? DIGIT_BY_LENGTH[length]! : 0;
}

/** The inverse of `domainDigit`, indexed by digit. */
export const DOMAIN_OF_DIGIT: readonly Domain[] = [
  undefined as never,
  'knowledge',
  'science',
  'technology',
  'services',
];

/** True for a card the Tech Deck rules treat as wild: `{ wild: true }` or a compiled card of domain 'wild'. */
export function isWild(card: unknown): boolean {
  const c = card as { wild?: unknown; domain?: unknown };
  return c.wild === true || c.domain === 'wild';
}

/** True for a whole number from `min` to `max`. */
export function isWhole(n: unknown, min: number, max: number): n is number {
  return typeof n === 'number' && n >= min && n <= max && Math.floor(n) === n;
}

/** The error for a card that is neither a Tech Deck card nor a wild. */
export function badTechCard(card: unknown, index: number): HandError {
  return new HandError(
    'poker/bad-card',
    `Card ${index + 1} of the hand is ${show(card)}; a Tech Deck card is { value: 1..13, domain: 'knowledge' | 'science' | 'technology' | 'services' } or { wild: true }.`,
  );
}

/** A card for an error message, safe for any input. */
export function show(card: unknown): string {
  try {
    return JSON.stringify(card) ?? String(card);
  } catch {
    return String(card);
  }
}
