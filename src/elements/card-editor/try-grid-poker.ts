/**
 * Grid Poker for the card editor's "try it": the game on a deck, and its element. Loaded only when a
 * card is tried (the editor's own file stays light: no game, no compiled deck until then).
 */
import deck from '../../data/deck.json' with { type: 'json' };
import rules from '../../data/rules.json' with { type: 'json' };
import type { Card, Rules } from '../../dsl/runtime.js';
import type { Game } from '../../engine/game.js';
import type { TableState } from '../../engine/state.js';
import { createGridPoker } from '../../games/grid-poker/index.js';
import '../grid-poker/define.js';

/** The compiled deck the edited card goes into. */
export const baseDeck = deck as Card[];

/** Grid Poker on a deck, with the built-in rules. */
export const create = (cards: Card[]): Game<TableState, unknown> =>
  createGridPoker(cards, (rules as unknown as Record<string, Rules>)['grid-poker']) as unknown as Game<TableState, unknown>;
