/**
 * Tech Chess for the card editor's "try it": the game on a deck, and its element. Loaded only when a
 * card is tried in Tech Chess.
 */
import type { Card } from '../../dsl/runtime.js';
import type { Game } from '../../engine/game.js';
import type { TableState } from '../../engine/state.js';
import { builtInRules, techDeck } from '../../games/built-in.js';
import { techChess } from '../../games/tech-chess/descriptor.js';
import '../chess/define.js';

/** The game's descriptor: its name and factory. */
export const descriptor = techChess;

/** The compiled deck the edited card goes into. */
export const baseDeck = techDeck;

/** Tech Chess on a deck, with the built-in rules. */
export const create = (cards: Card[]): Game<TableState, unknown> => techChess.create(cards, builtInRules(techChess.id));
