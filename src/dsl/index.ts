// The card DSL: card files to validated Card objects, their problems, and effects back to English; and
// the rules language: rules files to validated Rules objects. What the engine needs at run time (the
// types, `describe`, `amountFor`, the domains) is runtime.ts, re-exported here; the rest is the compiler.
export * from './runtime.js';
export type { Problem } from './shared/problems.js';
export { formatProblem, sortProblems } from './shared/problems.js';
export { compileCardFile, compileEffectText, cardId } from './card/compile-card.js';
export type { CardResult, EffectResult } from './card/compile-card.js';
export { compileDeck, compareCards } from './card/compile-deck.js';
export type { DeckResult, SourceFile } from './card/compile-deck.js';
export { validateCard, validateEffect } from './card/validate.js';
export {
  cardZoneProblems,
  checkCardZones,
  deckZoneProblems,
  locateZoneProblems,
  namedZones,
} from './card/check-card-zones.js';
export { compileRulesFile, rulesId } from './rules/compile-rules.js';
export type { RulesGame, RulesResult } from './rules/compile-rules.js';
export { validateRules } from './rules/validate.js';
