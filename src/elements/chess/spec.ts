/**
 * Tech Chess for the shared game parts: the game module built from the compiled deck and rules (only
 * Tech Chess's code: a page ships no other game), its bots by level (./bots.ts, imported after the first
 * frame), its settings as the engine's config, and its share link.
 */
import rules from '../../data/rules/tech-chess.json' with { type: 'json' };
import { builtInGameOn, techDeck } from '../../games/built-in.js';
import { techChess } from '../../games/tech-chess/lazy-descriptor.js';
import type { TechChessState, TechChessView } from '../../games/tech-chess/index.js';
import type { GameSpec } from '../shared/index.js';
import { share } from './persistence.js';
import type { ChessSettings } from './settings.js';

/** The game, built from the compiled deck and its compiled rules (that file alone, so no other game's rules come with it). */
export const game = builtInGameOn(techChess, rules);

export const chessSpec: GameSpec<TechChessState, TechChessView, ChessSettings> = {
  game,
  loadBots: () => import('./bots.js').then((m) => m.chessBots(game)),
  config: (s) => ({ players: s.players, seed: s.seed, options: {} }),
  settings: (config, humans) => ({ players: config.players, humans, seed: config.seed }),
  share,
  // An edited deck or rules (the card editor's "try it", live reload in dev): every bot searches that game.
  create: (cards, gameRules) => techChess.create(cards ?? techDeck, gameRules ?? game.rules),
};
