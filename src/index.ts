// The package entry: the card DSL and the headless engine; the games and their bots join as they land.
export * from './dsl/index.js';
export * from './engine/index.js';
