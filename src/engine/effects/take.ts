// take: cards into a player's hand from wherever they are.
import type { Take } from '../../dsl/runtime.js';
import type { Context } from '../context.js';
import { names, say, who } from '../log.js';
import { resolveCards, seatsOf } from '../select.js';
import { handZone } from '../terms.js';
import { move } from '../zones.js';
import { describePlace } from './places.js';

export function resolve(ctx: Context, step: Take, actor: number, they: number | null): void {
  const [target] = seatsOf(ctx, step.into, actor, they, { purpose: 'to take the cards', verb: 'take', role: 'target' });
  if (target === undefined) return;
  const picked = resolveCards(ctx, step.cards, 'take', actor, they, 'to take');
  const from = picked.map((i) => describePlace(ctx, i));
  for (const instance of picked) move(ctx.state, ctx.terms, instance, handZone(ctx.terms, target), 'top');
  say(
    ctx,
    actor,
    picked.length === 0 ? `${who(target)} takes nothing.` : `${who(target)} takes ${from.join(', ')} into their hand.`,
  );
  if (picked.length > 0 && from.some((f) => f.startsWith('a card')))
    say(ctx, actor, `${who(target)} takes ${names(ctx, picked)}.`, [target]);
}
