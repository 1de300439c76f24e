// Bughouse bots, reading only their view: `random` (the engine's, uniform over the legal actions) and
// `hard`: Tech Chess's search (src/games/tech-chess/bots.ts) on the bot's own board, as that board's
// player sees it. The choices a board asks (setup, a capture's effect, card effects) are Tech Chess's,
// answered from their data by Tech Chess's bots.
import { random, type Bot } from '../../engine/bots.js';
import { createTechChess, type TechChessGame } from '../tech-chess/index.js';
import { createTechChessBot, type Level } from '../tech-chess/bots.js';
import type { Budget } from '../tech-chess/search.js';
import type { BughouseAction, BughouseGame, BughouseView } from './index.js';

export type BughouseBot = Bot<BughouseView, BughouseAction>;

/** The hard bot's default budget: a Bughouse move is one of two boards', so half Tech Chess's. */
export const HARD_BUDGET: Budget = { nodes: 20_000, depth: 10 };

const chessGames = new WeakMap<BughouseGame, TechChessGame>();

/** A board's game of Tech Chess, as the bots search it: the same cards and rules the board plays. */
function chessOf(game: BughouseGame): TechChessGame {
  let chess = chessGames.get(game);
  if (!chess) chessGames.set(game, (chess = createTechChess(Object.values(game.boardEnv.catalogue), game.boardRules)));
  return chess;
}

/** A bot of a Tech Chess level, playing the seat's own board as Tech Chess's bot of that level does. */
export function createBughouseBot(game: BughouseGame, level: Level | 'random', budget: Budget = HARD_BUDGET): BughouseBot {
  if (level === 'random') return random as BughouseBot;
  const chess = createTechChessBot(chessOf(game), level, budget);
  return (view, actions, rng) => chess(view.boards[view.board], actions, rng);
}

export function createBughouseBots(game: BughouseGame): Record<'random' | 'greedy' | 'hard', BughouseBot> {
  return { random: createBughouseBot(game, 'random'), greedy: createBughouseBot(game, 'greedy'), hard: createBughouseBot(game, 'hard') };
}
