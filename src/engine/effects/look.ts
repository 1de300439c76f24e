// look: "A player who looks at a card is the only person to see it." Marked for that seat alone.
import type { Look } from '../../dsl/runtime.js';
import type { Context } from '../context.js';
import { count, names, say, who } from '../log.js';
import { resolveCards } from '../select.js';

export function resolve(ctx: Context, step: Look, actor: number, they: number | null): void {
  const picked = resolveCards(ctx, step.cards, 'look', actor, they, 'to look at');
  for (const instance of picked) {
    const seats = (ctx.state.looked[instance] ??= []);
    if (!seats.includes(actor)) seats.push(actor);
  }
  say(ctx, actor, `${who(actor)} looks at ${count(picked.length)}.`);
  if (picked.length > 0) say(ctx, actor, `You look at ${names(ctx, picked)}.`, [actor]);
}
