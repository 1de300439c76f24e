// The card DSL: card files to validated Card objects, their problems, and effects back to English.
export type * from './schema-types.js';
export type { Problem } from './problems.js';
export { formatProblem, sortProblems } from './problems.js';
export { compileCardFile, compileEffectText, cardId } from './compile-card.js';
export type { CardResult, EffectResult } from './compile-card.js';
export { compileDeck, compareCards } from './compile-deck.js';
export type { DeckResult, SourceFile } from './compile-deck.js';
export { describe, describeSteps, describeCards } from './describe.js';
export { validateCard, validateEffect } from './validate.js';
