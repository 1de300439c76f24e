// Starting, answering and finishing an effect. The running effect keeps the table as it was when the
// effect began and the answers given so far; each answer replays the effect from there, so the state
// holds no suspended code, only data.
import { NeedChoice, type Context, type Env } from './context.js';
import { checkPicks } from './choices.js';
import { RuleError } from './errors.js';
import { runSteps } from './interpreter.js';
import { who } from './log.js';
import { TABLE_FIELDS, tableOf, type TableState } from './state.js';
import { cardLabel } from './cards.js';
import { clonePlain } from './clone.js';

/** Starts the effect of `card` (a card id) for `user`. Returns true when it finished, false when a choice waits. */
export function startEffect(state: TableState, env: Env, user: number, card: string, source: string | null): boolean {
  const effect = env.catalogue[card]?.effect;
  if (!effect) throw new RuleError('action/no-effect', `${env.catalogue[card] ? cardLabel(env.catalogue[card]) : card} has no effect to use.`);
  state.log.push({ seat: user, text: `${who(user)} uses ${cardLabel(env.catalogue[card])}: ${effect.keyword} – ${effect.text}`, event: 'use', card });
  state.effect = { user, source, card, answers: [], start: tableOf(state), logLength: state.log.length };
  return resume(state, env);
}

/** Checks the picks against the pending choice, then goes on with the effect. */
export function answerChoice(state: TableState, env: Env, picks: unknown): boolean {
  const pending = state.pending;
  if (!pending || !state.effect) throw new RuleError('action/no-choice', 'There is no choice to answer now.');
  checkPicks(pending, picks);
  state.effect.answers.push(picks);
  return resume(state, env);
}

/** Replays the effect from its start with every answer so far; stops at the next choice or finishes. */
function resume(state: TableState, env: Env): boolean {
  const run = state.effect!;
  // Field by field, never Object.assign: a state built by hand may hold any keys in `start`.
  const start = clonePlain(run.start);
  for (const field of TABLE_FIELDS) (state as unknown as Record<string, unknown>)[field] = start[field];
  state.log.length = run.logLength;
  const ctx: Context = { ...env, state, user: run.user, source: run.source, depth: 0, answers: run.answers, cursor: 0, bindings: { last: [], group: [], chosen: [], player: null } };
  try {
    runSteps(ctx, env.catalogue[run.card].effect!.steps, null);
  } catch (error) {
    if (!(error instanceof NeedChoice)) throw error;
    state.effect = run;
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
