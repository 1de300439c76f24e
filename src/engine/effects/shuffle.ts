// shuffle: the cards go into the deck and the deck is shuffled.
import type { Shuffle } from '../../dsl/runtime.js';
import type { Context } from '../context.js';
import { count, say, who } from '../log.js';
import { Rng } from '../rng.js';
import { resolveCards } from '../select.js';
import { move, zone } from '../zones.js';

export function resolve(ctx: Context, step: Shuffle, actor: number, they: number | null): void {
  const { state, terms } = ctx;
  const picked = resolveCards(ctx, step.cards, 'shuffle', actor, they, 'to shuffle into the deck');
  for (const instance of picked) move(state, terms, instance, terms.deck, 'top');
  new Rng(state).shuffle(zone(state, terms.deck));
  say(ctx, actor, `${who(actor)} shuffles ${count(picked.length)} into the deck.`);
}
