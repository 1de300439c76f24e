// The headless engine: the table, the effect interpreter, views and matches.
export type { TableState, PendingChoice, ChoiceOption, Modifier, LogEntry, EffectRun } from './state.js';
export type { Terms, Protection } from './terms.js';
export type { Env } from './context.js';
export type { Game, GameConfig, Outcome } from './game.js';
export type { TableView, SlotView } from './view.js';
export type { Match, SavedMatch } from './match.js';
export type { Catalogue } from './cards.js';
export { RuleError } from './errors.js';
export { seedRng, Rng } from './rng.js';
export { startEffect, answerChoice } from './effect-run.js';
export { expireModifiers } from './modifiers.js';
export { tableView } from './view.js';
export { choiceActions, randomChoice } from './choices.js';
export { createMatch, restoreMatch, replay, SaveError, SAVE_VERSION } from './match.js';
export { checkConservation, locate, cardsIn } from './zones.js';
export { effectiveCard, matchesFilter, cardLabel, seatName } from './cards.js';
export { createSandbox, SANDBOX_TERMS } from './sandbox.js';
export type { SandboxAction, SandboxOptions } from './sandbox.js';
