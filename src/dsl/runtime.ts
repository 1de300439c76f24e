// The part of the DSL the engine needs at run time, without the parsers and the validators: the engine,
// the games and the elements import this module, never index.ts, so a page that only plays ships neither
// Peggy nor Ajv. Everything else of `index.ts` is for the compiler, the tools and the editor.
export type * from './schema-types.js';
export type { Rules, Amount, Phase, Actor, Procedure, Ruling, ZoneRef as RulesZoneRef } from './rules-types.js';
export type {
  Step as RulesStep,
  Zone as RulesZone,
  Condition as RulesCondition,
  Protection as RulesProtection,
  CardFilter as RulesCardFilter,
} from './rules-types.js';
export { describe, describeSteps, describeCards } from './card/describe.js';
export { amountFor } from './rules/amount.js';
export { CARD_DOMAINS, DOMAIN_NAMES, DOMAIN_SYMBOLS, DOMAINS, type CardDomain } from './domains.js';
