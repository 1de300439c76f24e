// The flow of a game declared in its rules file: the setup steps, then round after round the phases in
// order, each phase's own steps and then its procedure, once for each player who acts. It runs until a
// choice waits for a player; the answer goes to the procedure that asked, and the flow goes on. A
// procedure that has a card's effect used hands it to the flow (`useEffect`): the flow runs the effect,
// answers its choices, and gives the procedure back its data when the effect ends.
import type { Phase, Rules, RulesCondition, RulesStep, Step } from '../dsl/runtime.js';
import { amountFor } from '../dsl/runtime.js';
import type { Env } from './context.js';
import { seatsFrom } from './context.js';
import { checkPicks } from './choices.js';
import { answerChecked, startEffect, startSentences } from './effect-run.js';
import { RuleError } from './errors.js';
import { expireModifiers } from './modifiers.js';
import type { RulesState } from './rules-state.js';

/** What a procedure is called with. `seat` is the player it runs for, or null for the whole table. */
export interface ProcedureCall<S extends RulesState = RulesState> {
  state: S; // changed in place (apply works on its own copy)
  env: Env;
  rules: Rules;
  seat: number | null;
  args: Record<string, unknown>;
  optional: boolean; // the phase lets the player pass
}

/**
 * A game mechanic the rules file calls by name. `start`, `answer` and `after` return null when the
 * procedure is done; the data to keep (plain JSON) after setting `state.pending` to the choice it waits
 * for; or a `useEffect(...)`, to have a card's effect run first: `after` then gets the data back once the
 * effect has ended.
 */
export interface Procedure<S extends RulesState = RulesState> {
  start(call: ProcedureCall<S>): unknown;
  answer(call: ProcedureCall<S>, data: unknown, picks: number[]): unknown;
  after?(call: ProcedureCall<S>, data: unknown): unknown;
}

/** A procedure's request to run a card's effect for `user`, then go on with `data`. Plain JSON: while the
 * effect waits for a choice, this is the flow's `running`. */
export interface EffectUse {
  use: { user: number; card: string; source: string | null } | { user: number; steps: Step[] };
  data: unknown;
}

/** Has `user` use the effect of the card `source` (an instance) or of the card id `card`, then goes on with `data`. */
export const useEffect = (user: number, card: string, source: string | null, data: unknown = null): EffectUse => ({
  use: { user, card, source },
  data,
});

/** Has `user` run a rules file's card sentences as an effect, then goes on with `data`. */
export const useSentences = (user: number, steps: Step[], data: unknown = null): EffectUse => ({
  use: { user, steps },
  data,
});

const isEffectUse = (value: unknown): value is EffectUse =>
  typeof value === 'object' && value !== null && 'use' in value && 'data' in value;

export interface FlowGame<S extends RulesState = RulesState> {
  rules: Rules;
  env: Env;
  procedures: Record<string, Procedure<S>>;
}

type Unit = { kind: 'step'; step: RulesStep } | { kind: 'procedure'; phase: Phase };

/** Does the condition of a step or phase hold: `if ruling`, `unless ruling`, `only with N players`? */
export function holds(state: RulesState, when: RulesCondition[] | undefined): boolean {
  if (when === undefined) return true;
  return when.every((c) => {
    if ('if' in c) return truthy(ruling(state, c.if));
    if ('unless' in c) return !truthy(ruling(state, c.unless));
    return c.players.min <= state.players && state.players <= c.players.max;
  });
}

/** A ruling's value by its name in the rules file: an own key of the settings, never an inherited one. */
const ruling = (state: RulesState, name: string): unknown =>
  Object.hasOwn(state.settings, name) ? state.settings[name] : undefined;

/** A procedure by its name in the rules file: "constructor" is not a procedure every object has. */
const procedureOf = <S extends RulesState>(game: FlowGame<S>, name: string): Procedure<S> | undefined =>
  Object.hasOwn(game.procedures, name) ? game.procedures[name] : undefined;

const truthy = (value: unknown) =>
  value === true ||
  (typeof value === 'number' && value !== 0) ||
  (typeof value === 'string' && !['no', 'off', 'none', 'false'].includes(value));

/** Each phase's units, made once: the flow asks for them at every action. */
const unitsByPhase = new WeakMap<Phase, Unit[]>();

/** The units of the current phase: its steps, then its procedure. */
function phaseUnits(phase: Phase): Unit[] {
  let units = unitsByPhase.get(phase);
  if (!units)
    unitsByPhase.set(
      phase,
      (units = [
        ...phase.steps.map((step): Unit => ({ kind: 'step', step })),
        ...(phase.procedure ? [{ kind: 'procedure' as const, phase }] : []),
      ]),
    );
  return units;
}

function currentUnit<S extends RulesState>(state: S, game: FlowGame<S>): Unit | null {
  const f = state.flow;
  if (f.stage === 'setup')
    return f.index < game.rules.setup.length ? { kind: 'step', step: game.rules.setup[f.index]! } : null;
  if (f.stage === 'rounds') {
    const phase = game.rules.phases[f.index];
    return phase ? (phaseUnits(phase)[f.part] ?? null) : null;
  }
  return null;
}

/** Who acts in a unit, in order: seats, or null for the game itself. */
function actorsOf(state: RulesState, unit: Unit): (number | null)[] {
  if (unit.kind === 'step') return [null];
  const actor = unit.phase.actor;
  switch (actor.who) {
    case 'each-player': {
      const seats = seatsFrom(state, state.markers[actor.from] ?? 0);
      return actor.direction === 'clockwise' ? seats : [seats[0]!, ...seats.slice(1).reverse()];
    }
    case 'marker':
      return [state.markers[actor.marker] ?? 0];
    case 'active-player':
      return [state.active];
    default:
      return [null];
  }
}

function callFor<S extends RulesState>(
  state: S,
  game: FlowGame<S>,
  unit: Unit,
  seat: number | null,
): { procedure: Procedure<S>; call: ProcedureCall<S> } {
  if (unit.kind === 'procedure') {
    const { name, args } = unit.phase.procedure!;
    const procedure = procedureOf(game, name);
    if (!procedure) throw new Error(`the rules call a procedure "${name}" that ${game.rules.id} does not have`);
    return { procedure, call: { state, env: game.env, rules: game.rules, seat, args, optional: unit.phase.optional } };
  }
  const step = unit.step;
  const name = step.kind === 'call' ? step.procedure.name : `step:${step.kind}`;
  const procedure = procedureOf(game, name);
  if (!procedure) throw new Error(`the rules call a procedure "${name}" that ${game.rules.id} does not have`);
  const args = step.kind === 'call' ? step.procedure.args : (step as unknown as Record<string, unknown>);
  return { procedure, call: { state, env: game.env, rules: game.rules, seat, args, optional: false } };
}

/** Moves on to the next unit, phase, round or the end of the game. */
function advance<S extends RulesState>(state: S, game: FlowGame<S>): void {
  const f = state.flow;
  f.queue = null;
  f.running = null;
  if (f.stage === 'over') return;
  if (f.stage === 'setup') {
    f.index++;
    if (f.index >= game.rules.setup.length)
      Object.assign(f, { stage: 'rounds', index: 0, part: 0, repeat: 0 }), (state.round = 1);
    return;
  }
  const phase = game.rules.phases[f.index];
  f.part++;
  if (phase && f.part < phaseUnits(phase).length) return;
  f.part = 0;
  f.repeat++;
  if (phase && f.repeat < phase.repeat) return;
  f.repeat = 0;
  f.index++;
  if (f.index < game.rules.phases.length) return;
  // The round is over: lasting effects end with it; the game ends after the last round.
  expireModifiers(state, 'round');
  f.index = 0;
  if (game.rules.rounds && state.round >= amountFor(game.rules.rounds, state.players)) f.stage = 'over';
  else state.round++;
}

/** Runs the flow until a choice waits or the game is over. */
export function runFlow<S extends RulesState>(state: S, game: FlowGame<S>): void {
  for (let guard = 0; !state.pending && state.flow.stage !== 'over'; guard++) {
    if (guard > 100_000) throw new Error('the flow does not move on');
    const f = state.flow;
    const phase = f.stage === 'rounds' ? game.rules.phases[f.index] : undefined;
    if (phase && f.part === 0 && f.queue === null && !holds(state, phase.when)) {
      // A phase whose condition fails is skipped whole, its repeats too.
      Object.assign(f, { part: Math.max(0, phaseUnits(phase).length - 1), repeat: phase.repeat - 1 });
      advance(state, game);
      continue;
    }
    const unit = currentUnit(state, game);
    if (!unit) {
      advance(state, game);
      continue;
    }
    const when = unit.kind === 'step' ? unit.step.when : unit.phase.when;
    if (!holds(state, when)) {
      advance(state, game);
      continue;
    }
    f.queue ??= actorsOf(state, unit);
    if (f.queue.length === 0) {
      advance(state, game);
      continue;
    }
    const seat = f.queue[0]!;
    if (seat !== null) state.active = seat;
    const { procedure, call } = callFor(state, game, unit, seat);
    const data = settle(state, procedure, call, procedure.start(call));
    if (data !== null && data !== undefined) {
      f.running = data;
      if (!state.pending)
        throw new Error(
          `procedure of ${unit.kind === 'step' ? unit.step.kind : unit.phase.name} waits without a choice`,
        );
      return;
    }
    f.queue.shift();
    if (f.queue.length === 0) advance(state, game);
  }
}

/**
 * Runs the effects a procedure asks for, one after another, until it waits for a choice (the data to
 * keep: an `EffectUse` while its effect waits) or is done (null).
 */
function settle<S extends RulesState>(
  state: S,
  procedure: Procedure<S>,
  call: ProcedureCall<S>,
  result: unknown,
): unknown {
  let next = result;
  while (isEffectUse(next)) {
    const use = next.use;
    const done =
      'steps' in use
        ? startSentences(state, call.env, use.user, use.steps)
        : startEffect(state, call.env, use.user, use.card, use.source);
    if (!done) return next;
    next = after(procedure, call, next.data);
  }
  return next;
}

function after<S extends RulesState>(procedure: Procedure<S>, call: ProcedureCall<S>, data: unknown): unknown {
  if (!procedure.after) throw new Error('a procedure that uses an effect needs an `after`');
  return procedure.after(call, data);
}

/** Gives the answer to the procedure that asked, then runs the flow on. */
export function answerFlow<S extends RulesState>(state: S, game: FlowGame<S>, picks: unknown): void {
  const f = state.flow;
  const unit = currentUnit(state, game);
  if (!unit || f.running === null || !f.queue || !state.pending)
    throw new RuleError('action/no-choice', 'There is no choice to answer now.');
  checkPicks(state.pending, picks);
  const { procedure, call } = callFor(state, game, unit, f.queue[0]!);
  let data: unknown;
  if (isEffectUse(f.running) && state.effect) {
    // The running effect's choice: the effect goes on, and the procedure after it ends.
    data = answerChecked(state, game.env, picks)
      ? settle(state, procedure, call, after(procedure, call, f.running.data))
      : f.running;
  } else {
    // The procedure's own choice: answered here; the procedure sets the next one if it has one.
    state.pending = null;
    data = settle(state, procedure, call, procedure.answer(call, f.running, picks));
  }
  if (data !== null && data !== undefined) {
    f.running = data;
    if (!state.pending) throw new Error('a procedure waits without a choice');
    return;
  }
  f.running = null;
  f.queue.shift();
  if (f.queue.length === 0) advance(state, game);
  runFlow(state, game);
}
