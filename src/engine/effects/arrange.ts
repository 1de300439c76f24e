// arrange: the cards stay where they are but take the order the actor chooses ("Arrange them in any order").
import type { Arrange } from '../../dsl/runtime.js';
import { checkpoint, currentFrame, type Context } from '../context.js';
import { count, say, who } from '../log.js';
import { resolveCards } from '../select.js';
import { locate } from '../zones.js';
import { chooseOrder } from './order.js';

export function resolve(ctx: Context, step: Arrange, actor: number, they: number | null): void {
  // Zone after zone: each zone's new order is kept before the next zone's is chosen.
  const progress = (currentFrame(ctx).progress ??= {}) as { picked?: string[]; arranged?: number };
  if (progress.picked === undefined) {
    progress.picked = resolveCards(ctx, step.cards, 'arrange', actor, they, 'to arrange');
    progress.arranged = 0;
    checkpoint(ctx);
  }
  const byZone = new Map<string, string[]>();
  for (const instance of progress.picked) {
    const place = locate(ctx.state, instance)!;
    byZone.set(place.zone, [...(byZone.get(place.zone) ?? []), instance]);
  }
  const zones = [...byZone];
  for (; progress.arranged! < zones.length; progress.arranged!++, checkpoint(ctx)) {
    const [zone, instances] = zones[progress.arranged!]!;
    const positions = instances.map((i) => locate(ctx.state, i)!.index).sort((a, b) => a - b);
    const ordered = chooseOrder(ctx, actor, instances, 'Choose the card to come first', 'arrange', 'first');
    positions.forEach((position, k) => (ctx.state.zones[zone]![position] = ordered[k]!));
  }
  say(ctx, actor, `${who(actor)} arranges ${count(progress.picked.length)}.`);
}
