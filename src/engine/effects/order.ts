// Asking a player to put cards in an order of their choosing, one pick at a time.
import type { Step } from '../../dsl/runtime.js';
import { ask, type Context } from '../context.js';
import { optionFor } from '../select.js';
import type { EffectRole } from '../state.js';
import { locate } from '../zones.js';

/** The instances in the order `seat` chooses: the first pick comes first. Unseen cards are named by place. */
export function chooseOrder(
  ctx: Context,
  seat: number,
  instances: string[],
  prompt: string,
  verb: Step['kind'],
  role: EffectRole,
): string[] {
  const left = [...instances];
  const ordered: string[] = [];
  while (left.length > 1) {
    const [pick] = ask(ctx, seat, () => ({
      kind: 'effect/order',
      prompt: `${prompt} (${ordered.length + 1} of ${instances.length})`,
      min: 1,
      max: 1,
      effect: { verb, role },
      options: left.map((instance) => optionFor(ctx, seat, { instance, ...locate(ctx.state, instance)! })),
    }));
    ordered.push(...left.splice(pick!, 1));
  }
  return [...ordered, ...left];
}
