// The games, each built from the compiled deck and its compiled rules file (src/data, made by the build).
import deck from '../data/deck.json' with { type: 'json' };
import rules from '../data/rules.json' with { type: 'json' };
import type { Card, Rules } from '../dsl/index.js';
import { createGridPoker } from './grid-poker/index.js';

/** The compiled Tech Deck: 54 cards. */
export const techDeck = deck as Card[];
const allRules = rules as unknown as Record<string, Rules>;

export const games = {
  'grid-poker': createGridPoker(techDeck, allRules['grid-poker']),
};

export { createGridPoker };
export type { GridPokerState, GridPokerView, GridPokerAction, GridPokerGame, GridPokerOptions } from './grid-poker/index.js';
