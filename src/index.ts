// The package entry: the card DSL, the headless engine, the poker hand evaluators, the games and bots.
export * from './dsl/index.js';
export * from './engine/index.js';
export * from './poker/index.js';
export { games, bots, techDeck, createGridPoker, createPokerSquared, createTricksOfTheTrade, createTechChess } from './games/index.js';
export type * from './games/index.js';
