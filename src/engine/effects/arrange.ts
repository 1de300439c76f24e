// arrange: the cards stay where they are but take the order the actor chooses ("Arrange them in any order").
import type { Arrange } from '../../dsl/runtime.js';
import type { Context } from '../context.js';
import { count, say, who } from '../log.js';
import { resolveCards } from '../select.js';
import { locate } from '../zones.js';
import { chooseOrder } from './order.js';

export function resolve(ctx: Context, step: Arrange, actor: number, they: number | null): void {
  const picked = resolveCards(ctx, step.cards, 'arrange', actor, they, 'to arrange');
  const byZone = new Map<string, string[]>();
  for (const instance of picked) {
    const place = locate(ctx.state, instance)!;
    byZone.set(place.zone, [...(byZone.get(place.zone) ?? []), instance]);
  }
  for (const [zone, instances] of byZone) {
    const positions = instances.map((i) => locate(ctx.state, i)!.index).sort((a, b) => a - b);
    const ordered = chooseOrder(ctx, actor, instances, 'Choose the card to come first');
    positions.forEach((position, k) => (ctx.state.zones[zone][position] = ordered[k]));
  }
  say(ctx, actor, `${who(actor)} arranges ${count(picked.length)}.`);
}
