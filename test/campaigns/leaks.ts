// An independent oracle of what a seat may see, for checking views: a card is visible where its zone is
// open to that seat, or when it is revealed or that seat looked at it. Any instance id in a view that
// fails this is a leak.
import type { Terms } from '../../src/engine/terms.js';
import type { TableState } from '../../src/engine/state.js';

export function leaks(state: TableState, terms: Terms, view: unknown, seat: number): string[] {
  const where = new Map<string, string>();
  for (const [zone, items] of Object.entries(state.zones)) for (const i of items) if (i) where.set(i, zone);
  const visible = (instance: string) => {
    if (state.revealed.includes(instance) || state.looked[instance]?.includes(seat)) return true;
    const zone = where.get(instance);
    if (zone === undefined) return false;
    if (zone === terms.deck || terms.secret.includes(zone)) return false;
    const [prefix, owner] = zone.split(':');
    if (prefix === terms.hand || terms.faceDown.includes(prefix)) return Number(owner) === seat;
    return true;
  };
  const text = JSON.stringify(view);
  return [...new Set([...text.matchAll(/"(c\d+)"/g)].map((m) => m[1]))].filter((i) => !visible(i));
}
