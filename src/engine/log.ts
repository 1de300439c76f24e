// Log entries in words. A public entry names only cards everybody may see; what one player alone sees
// ("You look at …") goes into an entry only that player may read.
import { cardLabel, cardOf, seatName } from './cards.js';
import type { Context } from './context.js';

export function say(ctx: Context, seat: number | null, text: string, to?: number[]): void {
  ctx.state.log.push({ seat, text, ...(to ? { to } : {}) });
}

export const who = (seat: number) => seatName(seat);

export function names(ctx: Context, instances: string[]): string {
  const labels = instances.map((i) => cardLabel(cardOf(ctx.state, ctx.catalogue, i)));
  if (labels.length <= 1) return labels[0] ?? 'nothing';
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

export const count = (n: number, noun = 'card') => `${n === 1 ? 'a' : n} ${noun}${n === 1 ? '' : 's'}`;
