// expel: "A card that is expelled is permanently removed from the game."
import type { Expel } from '../../dsl/runtime.js';
import type { Context } from '../context.js';
import { names, say, who } from '../log.js';
import { resolveCards } from '../select.js';
import { move } from '../zones.js';

export function resolve(ctx: Context, step: Expel, actor: number, they: number | null): void {
  const picked = resolveCards(ctx, step.cards, 'expel', actor, they, 'to expel');
  for (const instance of picked) move(ctx.state, ctx.terms, instance, ctx.terms.expelled, 'top');
  say(ctx, actor, `${who(actor)} expels ${names(ctx, picked)}.`);
}
