// The games and bots the command line can run, each built from a compiled deck and rules file that the
// caller hands it (played-files.ts compiles them from the files at every run). Nothing here reads the
// deck compiled at the last build (src/data): the worker threads import this module too, and must play
// exactly the cards and rules the command compiled.
import type { Card, Rules } from '../dsl/index.js';
import { random, type Bot } from '../engine/bots.js';
import { createGreedyBot } from '../games/grid-poker/bots.js';
import { createGridPoker } from '../games/grid-poker/index.js';
import { pokerSquaredBots } from '../games/poker-squared/bots.js';
import { createPokerSquared } from '../games/poker-squared/index.js';
import { createTechChessBots } from '../games/tech-chess/bots.js';
import { createTechChess } from '../games/tech-chess/index.js';
import { tricksBots } from '../games/tricks-of-the-trade/bots.js';
import { createTricksOfTheTrade } from '../games/tricks-of-the-trade/index.js';
import { ToolError } from './tool-error.js';

export { ToolError };

/** Each game: how it is built from a deck and its rules, and its bots, made for that game and deck. */
const GAMES = {
  'grid-poker': { create: createGridPoker, bots: (_game: unknown, deck: Card[]) => ({ random, greedy: createGreedyBot(deck) }) },
  'poker-squared': { create: createPokerSquared, bots: () => pokerSquaredBots },
  'tricks-of-the-trade': { create: createTricksOfTheTrade, bots: () => tricksBots },
  'tech-chess': { create: createTechChess, bots: (game: unknown) => createTechChessBots(game as ReturnType<typeof createTechChess>) },
} as const;

export type GameId = keyof typeof GAMES;
export const GAME_IDS = Object.keys(GAMES) as GameId[];

/** A game as the tools drive it: the contract every game keeps. */
export interface AnyGame {
  id: string;
  rules: Rules;
  env: { catalogue: Record<string, Card>; terms: import('../engine/terms.js').Terms };
  setup(config: { players: number; seed: number; options?: Record<string, unknown> }): unknown;
  actor(state: unknown): number | null;
  legalActions(state: unknown): unknown[];
  apply(state: unknown, action: unknown): unknown;
  applyInPlace?(state: unknown, action: unknown): void;
  view(state: unknown, seat: number): unknown;
  outcome(state: unknown): { scores: number[]; winners: number[] } | null;
}

/**
 * Whether `id` names a game. An own property: `__proto__`, `constructor` and `toString` are in every
 * object, not games.
 */
export const isGameId = (id: string): id is GameId => Object.hasOwn(GAMES, id);

/** Checks a game's name; a ToolError lists the games. */
export function gameId(id: string): GameId {
  if (!isGameId(id)) throw new ToolError(`unknown game "${id}"; the games are ${GAME_IDS.join(', ')}`);
  return id;
}

/** The game `id` built from `deck` and its compiled `rules` (both checked by the compiler already). */
export function buildGame(id: GameId, deck: Card[], rules: Rules): AnyGame {
  return GAMES[id].create(deck, rules) as unknown as AnyGame;
}

/**
 * The bots of a game, made once for the game as built and the deck played (the greedy Grid Poker bot
 * reads the played cards' effects): a function from a bot's name to the bot. An unknown name is a
 * ToolError that lists the game's bots. Own properties only: `__proto__` or `constructor` are no bot's names.
 */
export function gameBots(id: GameId, game: AnyGame, deck: Card[]): (name: string) => Bot {
  const table = GAMES[id].bots(game, deck) as unknown as Record<string, Bot>;
  return (name) => {
    const bot = Object.hasOwn(table, name) ? table[name] : name === 'random' ? (random as Bot) : undefined;
    if (typeof bot !== 'function') {
      const names = [...new Set([...Object.keys(table), 'random'])];
      throw new ToolError(`unknown bot "${name}" for ${id}; its bots are ${names.join(', ')}`);
    }
    return bot;
  };
}
