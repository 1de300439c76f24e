/**
 * Tech Chess for the card editor's "try it": the game on a deck, and its element. Loaded only when a
 * card is tried in Tech Chess.
 */
import deck from '../../data/deck.json' with { type: 'json' };
import rules from '../../data/rules.json' with { type: 'json' };
import type { Card, Rules } from '../../dsl/runtime.js';
import type { Game } from '../../engine/game.js';
import type { TableState } from '../../engine/state.js';
import { createTechChess } from '../../games/tech-chess/index.js';
import '../chess/define.js';

/** The compiled deck the edited card goes into. */
export const baseDeck = deck as Card[];

/** Tech Chess on a deck, with the built-in rules. */
export const create = (cards: Card[]): Game<TableState, unknown> =>
  createTechChess(cards, (rules as unknown as Record<string, Rules>)['tech-chess']) as unknown as Game<TableState, unknown>;
