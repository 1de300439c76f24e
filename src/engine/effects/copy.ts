// copy: "Use the effect of …" runs another card's effect as if the actor used it. "It is possible that
// a company card effect will be used again because of a copy effect", but a copied effect that would
// copy again does nothing more, so copies can't loop.
import type { Copy } from '../../dsl/runtime.js';
import { cardLabel, cardOf } from '../cards.js';
import type { Context } from '../context.js';
import { say, who } from '../log.js';
import { resolveCards } from '../select.js';
import { runSteps } from '../interpreter.js';

export function resolve(ctx: Context, step: Copy, actor: number, they: number | null): void {
  if (ctx.depth > 0) return say(ctx, actor, 'A copied effect copies nothing more.');
  const picked = resolveCards(ctx, step.cards, 'copy', actor, they, 'whose effect to use');
  if (picked.length === 0) return say(ctx, actor, `${who(actor)} has no effect to use.`);
  for (const instance of picked) {
    const card = cardOf(ctx.state, ctx.catalogue, instance);
    if (!card.effect) {
      say(ctx, actor, `${who(actor)} uses ${cardLabel(card)}, which has no effect.`);
      continue;
    }
    ctx.state.log.push({ seat: actor, text: `${who(actor)} uses the effect of ${cardLabel(card)}: ${card.effect.keyword} – ${card.effect.text}`, event: 'copy', card: card.id });
    const outer = { user: ctx.user, source: ctx.source, bindings: ctx.bindings };
    Object.assign(ctx, { user: actor, source: instance, depth: ctx.depth + 1, bindings: { last: [], group: [], chosen: [], player: null } });
    try {
      runSteps(ctx, card.effect.steps, null);
    } finally {
      Object.assign(ctx, { ...outer, depth: ctx.depth - 1 });
    }
  }
  // "Then, use the effect of that card." refers to the card copied.
  ctx.bindings.last = picked;
}
