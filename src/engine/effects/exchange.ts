// exchange: "Exchanging two cards causes them to swap places with each other."
import type { Exchange } from '../../dsl/runtime.js';
import type { Context } from '../context.js';
import { say, who } from '../log.js';
import { resolveCards } from '../select.js';
import { swap } from '../zones.js';
import { describePlace } from './places.js';

export function resolve(ctx: Context, step: Exchange, actor: number, they: number | null): void {
  let a: string | undefined;
  let b: string | undefined;
  if (step.with) {
    // "… with it": a reference in the second part means what it meant before this sentence.
    const before = { ...ctx.bindings };
    [a] = resolveCards(ctx, step.cards, 'exchange', actor, they, 'to exchange');
    if (a === undefined) return say(ctx, actor, `${who(actor)} has nothing to exchange.`);
    const own = ctx.bindings;
    ctx.bindings = { ...before, player: own.player };
    [b] = resolveCards(ctx, step.with, 'exchange', actor, they, 'to exchange it with', 'with').filter((i) => i !== a);
    ctx.bindings = { ...own, player: ctx.bindings.player };
  } else {
    [a, b] = resolveCards(ctx, step.cards, 'exchange', actor, they, 'to exchange with each other', 'pair');
  }
  if (a === undefined || b === undefined) return say(ctx, actor, `${who(actor)} has nothing to exchange.`);
  const from = describePlace(ctx, a);
  const to = describePlace(ctx, b);
  swap(ctx.state, a, b);
  say(ctx, actor, `${who(actor)} exchanges ${from} with ${to}.`);
}
