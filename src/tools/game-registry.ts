// The games and bots the command line can run: the built-in ones, or the same games built from another
// folder of card files (a designer's edited deck).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Card, Rules } from '../dsl/index.js';
import type { Bot } from '../engine/bots.js';
import { bots, createGridPoker, createPokerSquared, createTechChess, createTricksOfTheTrade, games } from '../games/index.js';
import { loadDeck } from './deck-files.js';
import { ToolError } from './tool-error.js';

export { ToolError };

export type GameId = keyof typeof games;
export const GAME_IDS = Object.keys(games) as GameId[];

const FACTORIES: Record<GameId, (deck: Card[], rules: Rules) => unknown> = {
  'grid-poker': createGridPoker,
  'poker-squared': createPokerSquared,
  'tricks-of-the-trade': createTricksOfTheTrade,
  'tech-chess': createTechChess,
};

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
export const isGameId = (id: string): id is GameId => Object.hasOwn(games, id);

/** The game `id`, with the cards of `cardsDir` when given (their problems refuse it: nothing broken is run). */
export function loadGame(id: string, cardsDir?: string, cwd = process.cwd()): AnyGame {
  if (!isGameId(id)) throw new ToolError(`unknown game "${id}"; the games are ${GAME_IDS.join(', ')}`);
  const builtIn = games[id] as unknown as AnyGame;
  if (!cardsDir) return builtIn;
  if (!existsSync(resolve(cwd, cardsDir))) throw new ToolError(`${cardsDir}: no such folder`);
  const deck = loadDeck(cardsDir, cwd);
  if (deck.problems.length > 0) throw new ToolError(`the cards in ${cardsDir} have ${deck.problems.length} problem(s); nothing was run`, deck.problems);
  if (deck.cards.length === 0) throw new ToolError(`no card files in ${cardsDir}`);
  return FACTORIES[id](deck.cards, builtIn.rules) as AnyGame;
}

/**
 * The bot called `name` for a game: the game's own (e.g. 'greedy'), else a bot of the top table that is a
 * function ('random'). Own properties only: `__proto__` or `constructor` are no bot's names.
 */
export function loadBot(game: string, name: string): Bot {
  const table = bots as unknown as Record<string, Bot | Record<string, Bot>>;
  const own = Object.hasOwn(table, game) && typeof table[game] === 'object' ? (table[game] as Record<string, Bot>) : {};
  const bot = Object.hasOwn(own, name) ? own[name] : Object.hasOwn(table, name) ? table[name] : undefined;
  if (typeof bot !== 'function') {
    const names = [...new Set([...Object.keys(own), 'random'])];
    throw new ToolError(`unknown bot "${name}" for ${game}; its bots are ${names.join(', ')}`);
  }
  return bot;
}
