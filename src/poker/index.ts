// Hand evaluators shared by the poker games: Tech Grid Poker (5 or 4 cards, wilds) and Poker Squared
// (3 cards, standard deck or Tech Deck). Headless and pure: no DOM, no randomness, no clock.
export type { TechDeckCard, WildCard, GridPokerCard, PlayingCard, Suit } from './cards.js';
export { HandError } from './cards.js';
export { HAND_CATEGORIES, HAND3_CATEGORIES, categoryName } from './categories.js';
export type { HandCategory, Hand3Category } from './categories.js';
export { cardKey, evaluateHand, handScore, keysScore, WILD_KEY } from './evaluate-hand.js';
export type { CardKey } from './evaluate-hand.js';
export type { HandResult } from './evaluate-hand.js';
export type { TieOrder } from './hand-score.js';
export { evaluateHand3, hand3Score } from './evaluate-hand3.js';
export type { Hand3Result, Poker3Deck } from './evaluate-hand3.js';
export { describeHand, describeHand3 } from './describe-hand.js';
