/**
 * Grid Poker for the shared game parts: the game module built from the compiled deck and rules (only
 * Grid Poker's code: a page ships no other game), its bots by level, its settings as the engine's config,
 * and its share link.
 */
import deck from '../../data/deck.json' with { type: 'json' };
import rules from '../../data/rules.json' with { type: 'json' };
import type { Card, Rules } from '../../dsl/runtime.js';
import { gridPokerBots } from '../../games/grid-poker/bots.js';
import { createGridPoker, type GridPokerState, type GridPokerView } from '../../games/grid-poker/index.js';
import type { GameSpec } from '../shared/game-controller.js';
import { share } from './persistence.js';
import type { GameSettings } from './settings.js';

/** The game, built from the compiled deck and rules. */
export const game = createGridPoker(deck as Card[], (rules as unknown as Record<string, Rules>)['grid-poker']);

export const gridPokerSpec: GameSpec<GridPokerState, GridPokerView, GameSettings> = {
  game,
  bots: gridPokerBots,
  config: (s) => ({ players: s.players, seed: s.seed, options: { bidding: s.bidding } }),
  settings: (config, humans) => ({
    players: config.players, humans, seed: config.seed,
    bidding: (config.options as { bidding?: boolean } | undefined)?.bidding === true,
  }),
  share,
  create: (cards, gameRules) => createGridPoker(cards ?? (deck as Card[]), gameRules ?? game.rules),
};
