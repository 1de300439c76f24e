// The games and bots the command line can run, each built from a compiled deck and rules file that the
// caller hands it (played-files.ts compiles them from the files at every run). Nothing here reads the
// deck compiled at the last build (src/data): the worker threads import this module too, and must play
// exactly the cards and rules the command compiled.
import { rulesId, type Card, type Rules, type RulesGame } from '../dsl/index.js';
import { random, type Bot } from '../engine/bots.js';
import type { GameDescriptor } from '../engine/descriptor.js';
import { bughouse } from '../games/bughouse/descriptor.js';
import { gridPoker } from '../games/grid-poker/descriptor.js';
import { pokerSquared } from '../games/poker-squared/descriptor.js';
import { poker } from '../games/poker/descriptor.js';
import { techChess } from '../games/tech-chess/descriptor.js';
import { tricksOfTheTrade } from '../games/tricks-of-the-trade/descriptor.js';
import { LineIndex, type Problem } from '../dsl/shared/problems.js';
import { RuleError } from '../engine/errors.js';
import { ToolError } from './tool-error.js';

export { ToolError };

/** Each game's descriptor: how it is built from a deck and its rules, and its bots, made for the game as built. */
const GAMES = {
  'grid-poker': gridPoker,
  'poker-squared': pokerSquared,
  'tricks-of-the-trade': tricksOfTheTrade,
  'tech-chess': techChess,
  bughouse,
  poker,
} as const satisfies Record<string, GameDescriptor>;

export type GameId = keyof typeof GAMES;
export const GAME_IDS = Object.keys(GAMES) as GameId[];

/** A game as the tools drive it: the contract every game keeps. */
export interface AnyGame {
  id: string;
  name: string;
  rules: Rules;
  procedures: readonly string[];
  env: { catalogue: Record<string, Card>; terms: import('../engine/terms.js').Terms };
  setup(config: { players: number; seed: number; options?: Record<string, unknown> }): unknown;
  actor(state: unknown): number | null;
  legalActions(state: unknown): unknown[];
  apply(state: unknown, action: unknown): unknown;
  applyInPlace?(state: unknown, action: unknown): void;
  view(state: unknown, seat: number): unknown;
  outcome(state: unknown): { scores: number[]; winners: number[] } | null;
  /** A game played by teams (Bughouse): the seats of each team, who win or draw together. */
  teams?: readonly (readonly number[])[];
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

/**
 * The game a rules file at `path` is compiled for, and so the procedures it may call: the game its file
 * is named for (`rules/grid-poker.rules`, as simulate and balance read it); none for a file of another
 * name (a game of no module yet), whose procedure names are left unchecked.
 */
export function rulesGameOf(path: string): RulesGame | undefined {
  const id = rulesId(path);
  return isGameId(id) ? { name: GAMES[id].name, procedures: GAMES[id].procedures } : undefined;
}

/** The game `id` built from `deck` and its compiled `rules` (both checked by the compiler already). */
export function buildGame(id: GameId, deck: Card[], rules: Rules): AnyGame {
  const descriptor: GameDescriptor<AnyGame> = GAMES[id];
  return descriptor.create(deck, rules);
}

/**
 * The game `id` built on `deck` and `rules`, or what its code says when it can't be (a house ruling it
 * reads one way only, more players than the trick has places), as a problem at the `game:` line of
 * `file`, the rules file compiled to `rules`, with the engine's code for it (`rules/trick-places`, …).
 */
export function buildOnFile(
  id: GameId,
  deck: Card[],
  rules: Rules,
  file: { path: string; source: string },
): { game: AnyGame } | { problem: Problem; code: string } {
  try {
    return { game: buildGame(id, deck, rules) };
  } catch (error) {
    const line = /^game:.*$/m.exec(file.source);
    const start = line?.index ?? 0;
    const problem = new LineIndex(file.source).problem(
      file.path,
      start,
      start + (line?.[0].trimEnd().length ?? 0),
      'rules/module',
      `the game's code cannot play this file: ${error instanceof Error ? error.message : String(error)}`,
      "a game's code plays some parts of its rules file one way only: compare with the built-in file's comments.",
    );
    return { problem, code: error instanceof RuleError ? error.code : 'rules/module' };
  }
}

/**
 * The bot `balance` seats unless told: the greedy bot where the game has one (quick, and it weighs the
 * cards' effects), else the game's own default bot (Tech Poker and Poker Squared have no greedy bot).
 */
export function balanceBotOf(id: GameId, game: AnyGame): string {
  const descriptor: GameDescriptor<AnyGame> = GAMES[id];
  return Object.hasOwn(descriptor.bots(game), 'greedy') ? 'greedy' : descriptor.defaultBot;
}

/**
 * The bots of a game, made once for the game as built (the greedy Grid Poker bot reads the played cards'
 * effects from it): a function from a bot's name to the bot. An unknown name is a ToolError that lists
 * the game's bots. Own properties only: `__proto__` or `constructor` are no bot's names.
 */
export function gameBots(id: GameId, game: AnyGame): (name: string) => Bot {
  const descriptor: GameDescriptor<AnyGame> = GAMES[id];
  const table = descriptor.bots(game);
  return (name) => {
    // A bot is typed for its game's views; the tools hand each bot only views of the game it was made for.
    const bot = Object.hasOwn(table, name) ? (table[name] as Bot) : name === 'random' ? (random as Bot) : undefined;
    if (typeof bot !== 'function') {
      const names = [...new Set([...Object.keys(table), 'random'])];
      throw new ToolError(`unknown bot "${name}" for ${id}; its bots are ${names.join(', ')}`);
    }
    return bot;
  };
}
