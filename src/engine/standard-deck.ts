// The standard 52-card deck (French suits) as data: standard-deck.json lists its cards, one object a
// card, the way src/data/deck.json lists the Tech Deck's. A game whose rules file says `decks: a standard
// deck` (Poker Squared) plays with these cards; the Tech Deck's card schema is untouched.
import data from './standard-deck.json' with { type: 'json' };
import type { PlayingCard, Suit } from '../poker/index.js';

/** A card of the standard deck. `rank` and `suit` are what the poker evaluators read (a PlayingCard). */
export interface StandardCard extends PlayingCard {
  id: string; // `${suit}-${rank}`, e.g. "spades-14"
  rank: number; // 2..10, 11 Jack, 12 Queen, 13 King, 14 Ace
  suit: Suit;
  name: string; // "Ace of Spades"
  short: string; // "A♠"
}

/** The 52 cards, clubs, diamonds, hearts, spades, each from 2 to Ace. */
export const standardDeck: readonly StandardCard[] = data as StandardCard[];

/** The suits, and the symbols that show them besides colour. */
export const SUITS: readonly Suit[] = ['clubs', 'diamonds', 'hearts', 'spades'];

const BY_ID: Record<string, StandardCard> = Object.fromEntries(standardDeck.map((card) => [card.id, card]));

/** The standard card with this id, or undefined. */
export const standardCard = (id: string): StandardCard | undefined => BY_ID[id];

/** A card in words for logs and options: "A♠ (Ace of Spades)". */
export const standardLabel = (card: StandardCard): string => `${card.short} (${card.name})`;
