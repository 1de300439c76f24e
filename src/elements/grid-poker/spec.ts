/**
 * Grid Poker for the shared game parts: the game module built from the compiled deck and rules (only
 * Grid Poker's code: a page ships no other game), its bots by level, its settings as the engine's config,
 * and its share link.
 */
import { withBots } from '../../engine/descriptor.js';
import { builtInGame, techDeck } from '../../games/built-in.js';
import { gridPoker } from '../../games/grid-poker/descriptor.js';
import type { GridPokerState, GridPokerView } from '../../games/grid-poker/index.js';
import type { GameSpec } from '../shared/game-controller.js';
import { share } from './persistence.js';
import type { GameSettings } from './settings.js';

/** The game, built from the compiled deck and rules. */
export const game = builtInGame(gridPoker);

/** Games on other cards or rules, each with bots made for it (the greedy bot weighs the edited cards). */
const others = withBots(gridPoker, gridPoker.bots);

export const gridPokerSpec: GameSpec<GridPokerState, GridPokerView, GameSettings> = {
  game,
  bots: gridPoker.bots(game),
  config: (s) => ({ players: s.players, seed: s.seed, options: { bidding: s.bidding } }),
  settings: (config, humans) => ({
    players: config.players, humans, seed: config.seed,
    bidding: (config.options as { bidding?: boolean } | undefined)?.bidding === true,
  }),
  share,
  create: (cards, gameRules) => others.create(cards ?? techDeck, gameRules ?? game.rules),
  botsFor: (other) => others.botsFor(other),
};
