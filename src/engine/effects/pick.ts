// pick: "The act of selecting something (a player, card, company)." Later sentences refer to it.
import type { Pick } from '../../dsl/runtime.js';
import type { Context } from '../context.js';
import { say, who } from '../log.js';
import { resolveCards } from '../select.js';
import { describePlace } from './places.js';

export function resolve(ctx: Context, step: Pick, actor: number, they: number | null): void {
  const picked = resolveCards(ctx, step.cards, 'pick', actor, they, 'to pick');
  say(ctx, actor, `${who(actor)} picks ${picked.map((i) => describePlace(ctx, i)).join(', ') || 'nothing'}.`);
}
