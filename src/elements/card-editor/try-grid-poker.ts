/**
 * Grid Poker for the card editor's "try it": the game on a deck, and its element. Loaded only when a
 * card is tried (the editor's own file stays light: no game, no compiled deck until then).
 */
import type { Card } from '../../dsl/runtime.js';
import type { Game } from '../../engine/game.js';
import type { TableState } from '../../engine/state.js';
import { builtInRules, techDeck } from '../../games/built-in.js';
import { gridPoker } from '../../games/grid-poker/descriptor.js';
import '../grid-poker/define.js';

/** The game's descriptor: its name and factory. */
export const descriptor = gridPoker;

/** The compiled deck the edited card goes into. */
export const baseDeck = techDeck;

/** Grid Poker on a deck, with the built-in rules. */
export const create = (cards: Card[]): Game<TableState, unknown> => gridPoker.create(cards, builtInRules(gridPoker.id));
