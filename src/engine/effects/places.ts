// A card's place in words for the public log, naming the card only where everybody may see it.
import { cardLabel, cardOf, seatName } from '../cards.js';
import type { Context } from '../context.js';
import { handZone } from '../terms.js';
import { locate } from '../zones.js';

export function describePlace(ctx: Context, instance: string): string {
  const { terms, state } = ctx;
  const place = locate(state, instance)!;
  const name = cardLabel(cardOf(state, ctx.catalogue, instance));
  if (place.zone === terms.deck)
    return state.revealed.includes(instance) ? `${name} from the deck` : 'a card from the deck';
  if (place.zone.startsWith(`${terms.hand}:`)) {
    const seat = Number(place.zone.split(':')[1]);
    return state.revealed.includes(instance)
      ? `${name} from ${seatName(seat)}'s hand`
      : `a card from ${seatName(seat)}'s hand`;
  }
  if (place.zone === terms.discard) return `${name} from the discard`;
  if (place.zone === handZone(terms, -1)) return name;
  return `${name} (${place.zone.replace(/:(\d+)$/, (_, s) => ` of ${seatName(Number(s))}`)})`;
}

/** May every player see this card where it is now? */
export function isPublic(ctx: Context, instance: string): boolean {
  const { terms, state } = ctx;
  const place = locate(state, instance);
  if (!place || state.revealed.includes(instance)) return true;
  return place.zone !== terms.deck && !place.zone.startsWith(`${terms.hand}:`);
}
