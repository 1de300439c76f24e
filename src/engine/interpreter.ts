// The effect interpreter: runs compiled steps against the table, one sentence after another. A step
// that needs a decision asks for it (`ask`); the answers given so far are replayed, so an effect can stop
// at any choice and resume when it is answered, while the state stays plain JSON.
import type { Step } from '../dsl/runtime.js';
import { matchesFilter } from './cards.js';
import { ask, askYesNo, type Context } from './context.js';
import { describeSteps } from '../dsl/runtime.js';
import { say, who } from './log.js';
import { seatsOf } from './select.js';
import { locate } from './zones.js';
import { resolve as arrange } from './effects/arrange.js';
import { resolve as copy } from './effects/copy.js';
import { resolve as countAs } from './effects/count-as.js';
import { resolve as discard } from './effects/discard.js';
import { resolve as draw } from './effects/draw.js';
import { resolve as exchange } from './effects/exchange.js';
import { resolve as expel } from './effects/expel.js';
import { resolve as give } from './effects/give.js';
import { resolve as look } from './effects/look.js';
import { resolve as pick } from './effects/pick.js';
import { resolve as pickPlayer } from './effects/pick-player.js';
import { resolve as put } from './effects/put.js';
import { resolve as replace } from './effects/replace.js';
import { resolve as reveal } from './effects/reveal.js';
import { resolve as shuffle } from './effects/shuffle.js';
import { resolve as take } from './effects/take.js';

type Action = Exclude<Step, { kind: 'if' | 'may' | 'choice' }>;
type Handler<K extends Action['kind']> = (ctx: Context, step: Extract<Action, { kind: K }>, actor: number, they: number | null) => void;

/** One row per effect kind: the DSL verb, the `kind` string, the schema `$defs` key and the handler file share the name. */
const HANDLERS: { [K in Action['kind']]: Handler<K> } = {
  draw, reveal, look, exchange, replace, expel, discard, give, take, pick, 'pick-player': pickPlayer, put, arrange, shuffle, copy, 'count-as': countAs,
};

/** Runs steps in order. `they` is the acting seat of an enclosing sentence about other players. */
export function runSteps(ctx: Context, steps: Step[], they: number | null): void {
  for (const step of steps) runStep(ctx, step, they);
}

function runStep(ctx: Context, step: Step, they: number | null): void {
  if (step.kind === 'if') {
    if (conditionHolds(ctx, step.condition)) runSteps(ctx, step.steps, they);
    else say(ctx, null, 'The condition does not hold.');
    return;
  }
  if (step.kind === 'count-as') return HANDLERS['count-as'](ctx, step, ctx.user, they);
  // A sentence about other players runs once for each of them, in turn order from the active player;
  // inside it, "they" is the player acting.
  const actors = seatsOf(ctx, step.actor, ctx.user, they, 'to act');
  for (const actor of actors) runFor(ctx, step, actor, step.actor === 'you' ? they : actor);
}

function runFor(ctx: Context, step: Exclude<Step, { kind: 'if' | 'count-as' }>, actor: number, they: number | null): void {
  switch (step.kind) {
    case 'may':
      if (askYesNo(ctx, actor, `${describeSteps(step.steps.map((s) => ({ ...s, actor: 'you' }))).replace(/\.$/, '')}?`)) {
        for (const inner of step.steps) runInner(ctx, inner, actor, they);
      } else say(ctx, actor, `${who(actor)} declines.`);
      return;
    case 'choice': {
      const labels = step.options.map((option) => describeSteps(option.map((s) => ({ ...s, actor: 'you' }))));
      const [picked] = ask(ctx, actor, 'Choose one', labels.map((label) => ({ label })), 1, 1);
      for (const inner of step.options[picked]) runInner(ctx, inner, actor, they);
      return;
    }
    default:
      (HANDLERS[step.kind] as Handler<typeof step.kind>)(ctx, step as never, actor, they);
  }
}

/** A step inside "you may …" or "… or …": done by the player who chose it. */
function runInner(ctx: Context, step: Step, actor: number, they: number | null): void {
  if (step.kind === 'if' || step.kind === 'count-as') runStep(ctx, step, they);
  else runFor(ctx, step, actor, they);
}

/** "If it is a Science card, …": tests the card named before, as it counts now. */
function conditionHolds(ctx: Context, condition: Extract<Step, { kind: 'if' }>['condition']): boolean {
  const [instance] = ctx.bindings.last.filter((i) => locate(ctx.state, i) !== null);
  return instance !== undefined && matchesFilter(ctx.state, ctx.catalogue, instance, condition.test);
}
