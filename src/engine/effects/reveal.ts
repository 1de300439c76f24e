// reveal: "expose the card(s) for all to see. Then, the cards are returned from where they came,
// preserving the order that they had." The cards never move; they are marked revealed for the effect.
import type { Reveal } from '../../dsl/runtime.js';
import type { Context } from '../context.js';
import { names, say, who } from '../log.js';
import { resolveCards } from '../select.js';

export function resolve(ctx: Context, step: Reveal, actor: number, they: number | null): void {
  const picked = resolveCards(ctx, step.cards, 'reveal', actor, they, 'to reveal');
  for (const instance of picked) if (!ctx.state.revealed.includes(instance)) ctx.state.revealed.push(instance);
  say(ctx, actor, `${who(actor)} reveals ${names(ctx, picked)}.`);
}
