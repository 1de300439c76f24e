// The games, each built by its descriptor from the compiled deck and its compiled rules file (src/data,
// made by the build), and each game's bots made for the game as built.
import type { GameDescriptor } from '../engine/descriptor.js';
import { random } from '../engine/bots.js';
import { builtInGame, techDeck } from './built-in.js';
import { bughouse } from './bughouse/descriptor.js';
import { createBughouse } from './bughouse/index.js';
import { gridPoker } from './grid-poker/descriptor.js';
import { createGridPoker } from './grid-poker/index.js';
import { pokerSquared } from './poker-squared/descriptor.js';
import { poker } from './poker/descriptor.js';
import { createPoker } from './poker/index.js';
import { createPokerSquared } from './poker-squared/index.js';
import { techChess } from './tech-chess/descriptor.js';
import { createTechChess } from './tech-chess/index.js';
import { tricksOfTheTrade } from './tricks-of-the-trade/descriptor.js';
import { createTricksOfTheTrade } from './tricks-of-the-trade/index.js';

export { techDeck };

/** Every game's descriptor, by id: the one table the games map, the elements and the command line read. */
export const descriptors = {
  'grid-poker': gridPoker,
  'poker-squared': pokerSquared,
  'tricks-of-the-trade': tricksOfTheTrade,
  'tech-chess': techChess,
  bughouse,
  poker,
} as const satisfies Record<string, GameDescriptor>;

export const games = {
  'grid-poker': builtInGame(gridPoker),
  'poker-squared': builtInGame(pokerSquared),
  'tricks-of-the-trade': builtInGame(tricksOfTheTrade),
  'tech-chess': builtInGame(techChess),
  bughouse: builtInGame(bughouse),
  poker: builtInGame(poker),
};

const gridPokerBots = gridPoker.bots(games['grid-poker']);

/**
 * Bots, `(view, legalActions, rng) => action`, each made for the game above: `bots.random` plays any game;
 * `bots[id]` holds a game's. `bots.greedy` is Grid Poker's greedy bot, kept at the top for the public API;
 * the other games' greedy bots are under their id.
 */
export const bots = {
  random,
  greedy: gridPokerBots.greedy,
  'grid-poker': gridPokerBots, // random and greedy
  'tricks-of-the-trade': tricksOfTheTrade.bots(games['tricks-of-the-trade']), // random and greedy (the good bot)
  'poker-squared': pokerSquared.bots(games['poker-squared']), // good, random and call-everything
  'tech-chess': techChess.bots(games['tech-chess']), // random, greedy and hard (alpha-beta, a node budget)
  bughouse: bughouse.bots(games.bughouse), // random, greedy and hard (Tech Chess's, each on its own board)
  poker: poker.bots(games.poker), // good and random
};

export { createGridPoker, createPokerSquared, createTricksOfTheTrade, createTechChess, createPoker };
export { gridPoker, pokerSquared, tricksOfTheTrade, techChess, poker };
export type {
  GridPokerState,
  GridPokerView,
  GridPokerAction,
  GridPokerGame,
  GridPokerOptions,
} from './grid-poker/index.js';
export type {
  PokerSquaredState,
  PokerSquaredView,
  PokerSquaredAction,
  PokerSquaredGame,
  PokerSquaredOptions,
} from './poker-squared/index.js';
export type { TricksState, TricksView, TricksAction, TricksGame, TricksOptions } from './tricks-of-the-trade/index.js';
export type { TechChessState, TechChessView, TechChessAction, TechChessGame } from './tech-chess/index.js';
export type { BughouseState, BughouseView, BughouseAction, BughouseGame } from './bughouse/index.js';
export { createBughouse, bughouse };
export type { PokerState, PokerView, PokerAction, PokerGame, PokerOptions } from './poker/index.js';
