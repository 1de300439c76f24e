/**
 * Regular poker as the element plays it: the game module built from the compiled Tech Deck and rules
 * file (only this game's code: a page ships no other game), its bots by `bot-level` (their code imported
 * after the first frame), the settings as the engine's config, and the share link
 * `#poker=seed.players.humans.moves`.
 */
import rules from '../../data/rules/poker.json' with { type: 'json' };
import { builtInGameOn, techDeck } from '../../games/built-in.js';
import { poker } from '../../games/poker/lazy-descriptor.js';
import type { PokerState, PokerView } from '../../games/poker/index.js';
import { specBots } from '../shared/bots.js';
import { shareCodec, type GameSpec } from '../shared/index.js';
import { readPokerSettings, type PokerSettings } from './settings.js';

/** The game, built from the compiled deck and its compiled rules (that file alone, so no other game's rules come with it). */
export const game = builtInGameOn(poker, rules);

export const spec: GameSpec<PokerState, PokerView, PokerSettings> = {
  game,
  loadBots: () => poker.loadBots().then((make) => specBots(game, make)),
  config: (s) => ({ players: s.players, seed: s.seed, options: {} }),
  settings: (config, humans) => ({ players: config.players, humans, seed: config.seed }),
  share: shareCodec<PokerSettings>(poker.share.param, readPokerSettings),
  // Other cards or rules (`cards-src`, `rules-src`, the `deck` and `rules` properties, live reload in dev).
  create: (cards, gameRules) => poker.create(cards ?? techDeck, gameRules ?? game.rules),
};
