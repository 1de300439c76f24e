// The package entry: the card DSL, the headless engine, the poker hand evaluators, the games and bots.
export * from './dsl/index.js';
export * from './engine/index.js';
export * from './poker/index.js';
export {
  games,
  bots,
  descriptors,
  techDeck,
  createGridPoker,
  createPokerSquared,
  createTricksOfTheTrade,
  createTechChess,
  createPoker,
} from './games/index.js';
export { defineGame, playersOf } from './engine/descriptor.js';
export type { GameDescriptor, BotTable, BuiltGame, PlayerCount } from './engine/descriptor.js';
export type * from './games/index.js';
