/**
 * Tricks of the Trade for the shared game parts: the game module built from the compiled deck and rules
 * (only this game's code: a page ships no other game), its bots by level (their code imported after the
 * first frame), the settings as the engine's config, and the share link `#tricks=seed.players.humans.moves`.
 */
import rules from '../../data/rules/tricks-of-the-trade.json' with { type: 'json' };
import { builtInGameOn, techDeck } from '../../games/built-in.js';
import { tricksOfTheTrade } from '../../games/tricks-of-the-trade/lazy-descriptor.js';
import type { TricksState, TricksView } from '../../games/tricks-of-the-trade/index.js';
import { specBots } from '../shared/bots.js';
import type { GameSpec } from '../shared/game-controller.js';
import { shareCodec } from '../shared/persistence.js';
import { readSettings, type TricksSettings } from './settings.js';

/** The game, built from the compiled deck and its compiled rules (that file alone, so no other game's rules come with it). */
export const game = builtInGameOn(tricksOfTheTrade, rules);

/** The share link format: `#tricks=42.3.1.0_2_x`. */
export const share = shareCodec<TricksSettings>(tricksOfTheTrade.share.param, readSettings);

export const tricksSpec: GameSpec<TricksState, TricksView, TricksSettings> = {
  game,
  loadBots: () => tricksOfTheTrade.loadBots().then((make) => specBots(game, make)),
  config: (s) => ({ players: s.players, seed: s.seed, options: {} }),
  settings: (config, humans) => ({ players: config.players, humans, seed: config.seed }),
  share,
  // Other cards or rules (`cards-src`, `rules-src`, the `deck` and `rules` properties, live reload in dev).
  create: (cards, gameRules) => tricksOfTheTrade.create(cards ?? techDeck, gameRules ?? game.rules),
};
