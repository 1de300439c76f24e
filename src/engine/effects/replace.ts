// replace: the old card is discarded and the new card takes its place.
import type { Replace } from '../../dsl/runtime.js';
import type { Context } from '../context.js';
import { say, who } from '../log.js';
import { resolveCards } from '../select.js';
import { replace } from '../zones.js';
import { describePlace } from './places.js';

export function resolve(ctx: Context, step: Replace, actor: number, they: number | null): void {
  // "Replace a card you control with it": "it" means what it meant before this sentence.
  const before = { ...ctx.bindings };
  const [old] = resolveCards(ctx, step.cards, 'replace', actor, they, 'to replace');
  if (old === undefined) return say(ctx, actor, `${who(actor)} has nothing to replace.`);
  const own = ctx.bindings;
  const named = own.from?.find((c) => c.instance === old) ?? null; // where the card was when a card phrase named it
  ctx.bindings = { ...before, player: own.player };
  const [next] = resolveCards(ctx, step.with, 'replace', actor, they, 'to put in its place', 'with').filter(
    (i) => i !== old,
  );
  ctx.bindings = { ...own, player: ctx.bindings.player };
  if (next === undefined) return say(ctx, actor, `${who(actor)} has nothing to replace it with.`);
  const oldText = describePlace(ctx, old);
  const nextText = describePlace(ctx, next);
  replace(ctx.state, ctx.terms, old, next, named);
  say(ctx, actor, `${who(actor)} replaces ${oldText} with ${nextText}.`);
}
