// The package entry: the card DSL for now; the engine, games and bots join it as they land.
export * from './dsl/index.js';
