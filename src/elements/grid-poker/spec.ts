/**
 * Grid Poker for the shared game parts: the game module built from the compiled deck and rules (only
 * Grid Poker's code: a page ships no other game), its bots by level (their code imported after the
 * first frame), its settings as the engine's config, and its share link.
 */
import rules from '../../data/rules/grid-poker.json' with { type: 'json' };
import { builtInGameOn, techDeck } from '../../games/built-in.js';
import { gridPoker } from '../../games/grid-poker/lazy-descriptor.js';
import type { GridPokerState, GridPokerView } from '../../games/grid-poker/index.js';
import { specBots } from '../shared/bots.js';
import type { GameSpec } from '../shared/game-controller.js';
import { share } from './persistence.js';
import type { GameSettings } from './settings.js';

/** The game, built from the compiled deck and its compiled rules (that file alone, so no other game's rules come with it). */
export const game = builtInGameOn(gridPoker, rules);

export const gridPokerSpec: GameSpec<GridPokerState, GridPokerView, GameSettings> = {
  game,
  // Made for the game in play: on other cards or rules the greedy bot weighs the edited cards.
  loadBots: () => gridPoker.loadBots().then((make) => specBots(game, make)),
  config: (s) => ({
    players: s.players,
    seed: s.seed,
    options: { bidding: s.bidding, ...(s.oneDeck ? { oneDeck: true } : {}) },
  }),
  settings: (config, humans) => ({
    players: config.players,
    humans,
    seed: config.seed,
    bidding: (config.options as { bidding?: boolean } | undefined)?.bidding === true,
    ...((config.options as { oneDeck?: boolean } | undefined)?.oneDeck === true ? { oneDeck: true } : {}),
  }),
  share,
  create: (cards, gameRules) => gridPoker.create(cards ?? techDeck, gameRules ?? game.rules),
};
