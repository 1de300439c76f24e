// give: cards from the actor to another player's hand. "Give each player a card" gives one to each of
// the others, in turn order.
import type { Give } from '../../dsl/runtime.js';
import { checkpoint, currentFrame, type Context } from '../context.js';
import { count, names, say, who } from '../log.js';
import { resolveCards, seatsOf } from '../select.js';
import { handZone } from '../terms.js';
import { move } from '../zones.js';

export function resolve(ctx: Context, step: Give, actor: number, they: number | null): void {
  // The cards go to one player after another: each gift is kept as given before the next is chosen.
  const progress = (currentFrame(ctx).progress ??= {}) as { targets?: number[]; given?: number };
  if (progress.targets === undefined) {
    progress.targets = seatsOf(ctx, step.to, actor, they, {
      purpose: 'to give to',
      verb: 'give',
      role: 'target',
    }).filter((s) => s !== actor);
    progress.given = 0;
    checkpoint(ctx);
  }
  for (; progress.given! < progress.targets.length; progress.given!++, checkpoint(ctx)) {
    const target = progress.targets[progress.given!]!;
    const picked = resolveCards(ctx, step.cards, 'give', actor, they, `to give to ${who(target)}`);
    for (const instance of picked) move(ctx.state, ctx.terms, instance, handZone(ctx.terms, target), 'top');
    say(ctx, actor, `${who(actor)} gives ${count(picked.length)} to ${who(target)}.`);
    if (picked.length > 0)
      say(ctx, actor, `${who(actor)} gives ${names(ctx, picked)} to ${who(target)}.`, [actor, target]);
  }
}
