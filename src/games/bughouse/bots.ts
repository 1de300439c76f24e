// Bughouse bots, reading only their view: `random` (the engine's, uniform over the legal actions), and
// `greedy` and `hard`: Tech Chess's bots of those levels (src/games/tech-chess/bots.ts) on the bot's
// own board, as that board's player sees it, with the gifts weighed in (`weighGifts`): a capture also
// gives the partner a piece (B3), a gift held is a piece to build free (B4), and a free build keeps a
// build for later. The choices a board asks besides the turn's action (setup, a capture's effect, card
// effects) are Tech Chess's, answered from their data by Tech Chess's bots.
import { random, type Bot } from '../../engine/bots.js';
import type { Rng } from '../../engine/rng.js';
import { createTechChess, type ChessOption, type TechChessGame } from '../tech-chess/index.js';
import { createThinkingTechChessBot, type Level, type Thinking } from '../tech-chess/bots.js';
import type { ChessConfig } from '../tech-chess/config.js';
import { KIND_VALUE, type Budget, type RootMove } from '../tech-chess/search.js';
import type { BughouseAction, BughouseGame, BughouseView } from './index.js';

export type BughouseBot = Bot<BughouseView, BughouseAction>;

/** The hard bot's default budget: a Bughouse move is one of two boards', so half Tech Chess's. */
export const HARD_BUDGET: Budget = { nodes: 20_000, depth: 10 };

/** What a piece given to the partner is worth to the giver's team, as a share of the piece (the partner builds it free). */
export const GIFT_SHARE = 0.5;
/** Centipawns of a build kept for later by building a gift free instead (Tech Chess's bot counts a pawn to build at 40). */
export const BUILD_KEPT = 40;

const chessGames = new WeakMap<BughouseGame, TechChessGame>();

/** A board's game of Tech Chess, as the bots search it: the same cards and rules the board plays. */
function chessOf(game: BughouseGame): TechChessGame {
  let chess = chessGames.get(game);
  if (!chess) chessGames.set(game, (chess = createTechChess(Object.values(game.boardEnv.catalogue), game.boardRules)));
  return chess;
}

/** A card's worth as a piece (its kind's centipawns); 0 for a king, which is never given. */
function pieceWorth(config: ChessConfig, value: number | null): number {
  if (value === null || value === config.kingValue) return 0;
  return KIND_VALUE[config.kindOfValue[value]] ?? 0;
}

/**
 * The gifts in the bonuses of the turn's root moves: each capture of a piece not a king gives the partner
 * a share of it; an option that uses up a gift (its effect, an upgrade) loses the piece it could have
 * been built as; a free build keeps a build.
 */
export function weighGifts(
  game: BughouseGame,
  roots: RootMove[],
  options: ChessOption[],
  gifts: readonly string[],
  cardOf: (instance: string) => number | null,
): void {
  const config = game.chess;
  options.forEach((o, k) => {
    const m = o.move;
    if (!m) return;
    if (m.type === 'move' && m.captures)
      roots[k].bonus += Math.round(GIFT_SHARE * pieceWorth(config, cardOf(m.captures)));
    else if (m.type === 'build' && m.free) roots[k].bonus += BUILD_KEPT;
    else if ((m.type === 'use' || m.type === 'upgrade') && m.card && gifts.includes(m.card))
      roots[k].bonus -= Math.round(GIFT_SHARE * pieceWorth(config, cardOf(m.card)));
  });
}

/**
 * A bot of a Tech Chess level that thinks in slices (Tech Chess's `Thinking`: a page runs the hard bot's
 * search a few milliseconds a task), playing the seat's own board as Tech Chess's bot of that level
 * does, gifts weighed in. It moves as `createBughouseBot`'s does.
 */
export function createThinkingBughouseBot(
  game: BughouseGame,
  level: Level,
  budget: Budget = HARD_BUDGET,
): (view: BughouseView, actions: BughouseAction[], rng: Rng) => Thinking {
  const { catalogue } = game.boardEnv;
  // The view being answered: Tech Chess's bot is handed its board and calls back with that board's view
  // (weighing the roots is done before the search starts, in the call that begins the thinking).
  let seen: BughouseView | null = null;
  const think = createThinkingTechChessBot(chessOf(game), level, budget, (roots, options, board) => {
    const cardOf = (instance: string) => {
      const piece = board.board.find((p) => p?.instance === instance);
      if (piece) return piece.value;
      const slot = (board.zones[`${game.boardEnv.terms.hand}:${board.seat}`] ?? []).find(
        (s) => s && 'instance' in s && s.instance === instance,
      );
      return slot && 'card' in slot ? catalogue[slot.card].value : null;
    };
    weighGifts(game, roots, options, seen?.gifts ?? [], cardOf);
  });
  return (view, actions, rng) => {
    seen = view;
    try {
      return think(view.boards[view.board], actions, rng);
    } finally {
      seen = null;
    }
  };
}

/** A bot of a Tech Chess level, playing the seat's own board as Tech Chess's bot of that level does, gifts weighed in. */
export function createBughouseBot(game: BughouseGame, level: Level, budget: Budget = HARD_BUDGET): BughouseBot {
  if (level === 'random') return random as BughouseBot;
  const think = createThinkingBughouseBot(game, level, budget);
  return (view, actions, rng) => think(view, actions, rng).advance();
}

export function createBughouseBots(game: BughouseGame): Record<'random' | 'greedy' | 'hard', BughouseBot> {
  return {
    random: createBughouseBot(game, 'random'),
    greedy: createBughouseBot(game, 'greedy'),
    hard: createBughouseBot(game, 'hard'),
  };
}
