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
export { cardZoneProblems, checkCardZones, namedZones } from './check-card-zones.js';
// The rules language: rules files to validated Rules objects.
// Its part types carry a `Rules` prefix where a card-DSL or engine type has the same name.
export type { Rules, Amount, Phase, Actor, Procedure, Ruling, ZoneRef as RulesZoneRef } from './rules-types.js';
export type {
  Step as RulesStep,
  Zone as RulesZone,
  Condition as RulesCondition,
  Protection as RulesProtection,
  CardFilter as RulesCardFilter,
} from './rules-types.js';
export { compileRulesFile, rulesId } from './rules-compile.js';
export type { RulesGame, RulesResult } from './rules-compile.js';
export { validateRules } from './rules-validate.js';
export { amountFor } from './rules-amount.js';
