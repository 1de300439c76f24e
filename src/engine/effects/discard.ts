// discard: "Discarded cards go to the discard." The discard is public.
import type { Discard } from '../../dsl/runtime.js';
import type { Context } from '../context.js';
import { names, say, who } from '../log.js';
import { resolveCards } from '../select.js';
import { move } from '../zones.js';

export function resolve(ctx: Context, step: Discard, actor: number, they: number | null): void {
  const picked = resolveCards(ctx, step.cards, 'discard', actor, they, 'to discard');
  for (const instance of picked) move(ctx.state, ctx.terms, instance, ctx.terms.discard, 'top');
  say(ctx, actor, `${who(actor)} discards ${names(ctx, picked)}.`);
}
