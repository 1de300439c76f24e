// The package entry: the card DSL, the headless engine and the poker hand evaluators.
export * from './dsl/index.js';
export * from './engine/index.js';
export * from './poker/index.js';
