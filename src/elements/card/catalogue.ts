/**
 * The compiled Tech Deck, by card id, for `<tech-card card-id="…">` and the game elements. The deck is
 * the JSON the build compiles from cards/ (src/data), so a page ships neither the parser nor Ajv.
 */
import deck from '../../data/deck.json' with { type: 'json' };
import type { Card } from '../../dsl/runtime.js';

/** Every card of the deck, in deck order. */
export const deckCards = deck as Card[];

const byId = new Map(deckCards.map((card) => [card.id, card]));

/** The card with this id ("technology-13", "wild-1"), or undefined. */
export const cardById = (id: string): Card | undefined => byId.get(id);
