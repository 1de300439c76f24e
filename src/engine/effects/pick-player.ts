// pick-player: "Pick a player." — that player is who "that player" means from here on.
import type { PickPlayer } from '../../dsl/runtime.js';
import type { Context } from '../context.js';
import { say, who } from '../log.js';
import { seatsOf } from '../select.js';

export function resolve(ctx: Context, step: PickPlayer, actor: number, they: number | null): void {
  const [seat] = seatsOf(ctx, step.player, actor, they, { purpose: 'to pick', verb: 'pick-player', role: 'pick' });
  if (seat === undefined) return;
  ctx.bindings.player = seat;
  say(ctx, actor, `${who(actor)} picks ${who(seat)}.`);
}
