// Asking a player to put cards in an order of their choosing, one pick at a time.
import { ask, type Context } from '../context.js';
import { optionFor } from '../select.js';
import { locate } from '../zones.js';

/** The instances in the order `seat` chooses: the first pick comes first. Unseen cards are named by place. */
export function chooseOrder(ctx: Context, seat: number, instances: string[], prompt: string): string[] {
  const left = [...instances];
  const ordered: string[] = [];
  while (left.length > 1) {
    const options = left.map((instance) => optionFor(ctx, seat, { instance, ...locate(ctx.state, instance)! }));
    const [pick] = ask(ctx, seat, `${prompt} (${ordered.length + 1} of ${instances.length})`, options, 1, 1);
    ordered.push(...left.splice(pick, 1));
  }
  return [...ordered, ...left];
}
