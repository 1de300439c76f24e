// The card DSL: card files to validated Card objects, their problems, and effects back to English.
export type * from './schema-types.js';
export type { Problem } from './shared/problems.js';
export { formatProblem, sortProblems } from './shared/problems.js';
export { compileCardFile, compileEffectText, cardId } from './card/compile-card.js';
export type { CardResult, EffectResult } from './card/compile-card.js';
export { compileDeck, compareCards } from './card/compile-deck.js';
export type { DeckResult, SourceFile } from './card/compile-deck.js';
export { describe, describeSteps, describeCards } from './card/describe.js';
export { validateCard, validateEffect } from './card/validate.js';
export { cardZoneProblems, checkCardZones, namedZones } from './card/check-card-zones.js';
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
export { compileRulesFile, rulesId } from './rules/compile-rules.js';
export type { RulesGame, RulesResult } from './rules/compile-rules.js';
export { validateRules } from './rules/validate.js';
export { amountFor } from './rules/amount.js';
export { CARD_DOMAINS, DOMAIN_NAMES, DOMAIN_SYMBOLS, DOMAINS, type CardDomain } from './domains.js';
