// Starting, answering and finishing an effect. A running effect is data in the state: its frames say
// which sentence it stopped at and what that sentence has had; an answer goes to that sentence, and the
// run goes on from there. Nothing that ran before it runs again.
import { NeedChoice, type Context, type Env } from './context.js';
import { checkPicks } from './choices.js';
import { RuleError } from './errors.js';
import { runEffect } from './interpreter.js';
import { who } from './log.js';
import type { TableState } from './state.js';
import type { Step } from '../dsl/runtime.js';
import { cardLabel } from './cards.js';

/** Starts the effect of `card` (a card id) for `user`. Returns true when it finished, false when a choice waits. */
export function startEffect(state: TableState, env: Env, user: number, card: string, source: string | null): boolean {
  const used = env.catalogue[card];
  if (!used?.effect) throw new RuleError('action/no-effect', `${used ? cardLabel(used) : card} has no effect to use.`);
  const effect = used.effect;
  state.log.push({
    seat: user,
    text: `${who(user)} uses ${cardLabel(used)}: ${effect.keyword} – ${effect.text}`,
    event: 'use',
    card,
  });
  state.effect = { user, source, card, frames: [] };
  return run(state, env);
}

/**
 * Starts a rules file's card sentences for `user` ("- each player: look at the top two cards of the
 * deck. Put them back in any order."): an effect with no card. Returns as startEffect does.
 */
export function startSentences(state: TableState, env: Env, user: number, steps: Step[]): boolean {
  state.effect = { user, source: null, card: null, steps, frames: [] };
  return run(state, env);
}

/** Checks the picks against the pending choice, then goes on with the effect. */
export function answerChoice(state: TableState, env: Env, picks: unknown): boolean {
  const pending = state.pending;
  if (!pending || !state.effect?.frames.length)
    throw new RuleError('action/no-choice', 'There is no choice to answer now.');
  checkPicks(pending, picks);
  return answerChecked(state, env, picks);
}

/**
 * answerChoice for picks already checked against the pending choice: the flow checks each answer before
 * it hands it on, and checking it again here was a percent of a simulation.
 */
export function answerChecked(state: TableState, env: Env, picks: number[]): boolean {
  const frames = state.effect?.frames;
  if (!frames?.length) throw new RuleError('action/no-choice', 'There is no choice to answer now.');
  frames[frames.length - 1]!.answers.push(picks);
  state.pending = null;
  return run(state, env);
}

/** Runs the effect from where its frames stand; stops at the next choice or finishes. */
function run(state: TableState, env: Env): boolean {
  const effect = state.effect!;
  const last = effect.frames.at(-1);
  // Written out, not spread from `env`: a literal of fixed keys is one object shape for every run.
  const ctx: Context = {
    catalogue: env.catalogue,
    terms: env.terms,
    state,
    user: effect.user,
    source: effect.source,
    depth: 0,
    frames: effect.frames,
    level: 0,
    answers: last?.answers ?? [],
    cursor: 0,
    bindings: last ? { ...last.bindings } : { last: [], group: [], chosen: [], player: null },
  };
  try {
    runEffect(ctx, effect.steps ?? env.catalogue[effect.card!]!.effect!.steps);
  } catch (error) {
    if (!(error instanceof NeedChoice)) throw error;
    state.pending = error.choice;
    return false;
  }
  // The effect is over: revealed cards are back where they came from, looked-at cards hidden again.
  state.effect = null;
  state.pending = null;
  state.revealed = [];
  state.looked = {};
  return true;
}
