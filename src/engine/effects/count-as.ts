// count-as: a lasting change of domain or value, until the end of the round or turn ("Game effects last
// until the end of the round if not specified on the card" — the default comes from the game's terms).
import { type CountAs, DOMAIN_NAMES } from '../../dsl/runtime.js';
import type { Context } from '../context.js';
import { names, say, who } from '../log.js';
import { resolveCards } from '../select.js';
import { isPublic } from './places.js';

export function resolve(ctx: Context, step: CountAs, actor: number, they: number | null): void {
  const picked = resolveCards(ctx, step.cards, 'count-as', actor, they, 'to change');
  const until = step.duration ?? ctx.terms.duration;
  for (const instance of picked) ctx.state.modifiers.push({ instance, ...step.as, until });
  const as = step.as.domain ? `a ${DOMAIN_NAMES[step.as.domain]} card` : `value ${step.as.value}`;
  if (picked.length === 0) return say(ctx, actor, `${who(actor)} has no card to change.`);
  const text = `${names(ctx, picked)} ${picked.length === 1 ? 'counts' : 'count'} as ${as} until the end of the ${until}.`;
  if (picked.every((i) => isPublic(ctx, i))) return say(ctx, actor, text);
  say(
    ctx,
    actor,
    `${who(actor)} changes ${picked.length === 1 ? 'a hidden card' : 'hidden cards'}: ${picked.length === 1 ? 'it counts' : 'they count'} as ${as} until the end of the ${until}.`,
  );
  say(ctx, actor, text, [actor]);
}
