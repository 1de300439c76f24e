/**
 * Tech Chess for the shared game parts: the game module built from the compiled deck and rules (only
 * Tech Chess's code: a page ships no other game), its bots by level, its settings as the engine's
 * config, and its share link.
 */
import { withBots } from '../../engine/descriptor.js';
import { builtInGame, techDeck } from '../../games/built-in.js';
import { techChess } from '../../games/tech-chess/descriptor.js';
import { createTechChessBot, createThinkingTechChessBot, HARD_BUDGET, type TechChessGame, type TechChessState, type TechChessView } from '../../games/tech-chess/index.js';
import type { GameSpec } from '../shared/index.js';
import { share } from './persistence.js';
import { slicedBot } from './sliced-bot.js';
import type { ChessSettings } from './settings.js';

/** The game, built from the compiled deck and rules. */
export const game = builtInGame(techChess);

/**
 * The hard bot's budget on a page: about half a second of search a move on the page's clock (a pleasant
 * pace, whatever the device; the page's own work between the search's slices doesn't count), and never
 * more nodes than this. The engine's default node budget keeps tests and figure scripts reproducible;
 * here the moves are saved as they are played, so a replay does not need the search to repeat itself.
 */
export const PAGE_BUDGET = { nodes: HARD_BUDGET.nodes! * 5, depth: HARD_BUDGET.depth, timeMs: 450, clock: () => performance.now() };

/** The bots by level for a game: the hard one searches on the page's budget. */
const pageBots = (played: TechChessGame) => ({
  random: createTechChessBot(played, 'random'),
  greedy: createTechChessBot(played, 'greedy'),
  hard: createTechChessBot(played, 'hard', PAGE_BUDGET),
});

/** Games on other cards or rules, each with bots that search it. */
const others = withBots(techChess, pageBots);

export const chessSpec: GameSpec<TechChessState, TechChessView, ChessSettings> = {
  game,
  bots: pageBots(game),
  // The hard bot searches in slices, so the page stays responsive while it thinks (./sliced-bot.ts): the
  // game in play, built-in or on other cards or rules.
  asyncBots: (played) => ({ hard: slicedBot(createThinkingTechChessBot(played as TechChessGame, 'hard', PAGE_BUDGET)) }),
  config: (s) => ({ players: s.players, seed: s.seed, options: {} }),
  settings: (config, humans) => ({ players: config.players, humans, seed: config.seed }),
  share,
  // An edited deck or rules (the card editor's "try it", live reload in dev): every bot searches that game.
  create: (cards, gameRules) => others.create(cards ?? techDeck, gameRules ?? game.rules),
  botsFor: (other) => others.botsFor(other),
};
