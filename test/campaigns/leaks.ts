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
  // Instance ids appear as "instance" fields, as keys (owners), and in the view's lists of instances
  // (revealed); only those are read, so a chess square named "c1" is not taken for one.
  const ids = new Set<string>();
  const walk = (value: unknown, key: string | null) => {
    if (typeof value === 'string') {
      if ((key === 'instance' || key === 'revealed' || key === 'used') && /^c\d+$/.test(value)) ids.add(value);
    } else if (Array.isArray(value)) for (const item of value) walk(item, key);
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (key === 'owners' && /^c\d+$/.test(k)) ids.add(k);
        walk(v, k);
      }
    }
  };
  walk(view, null);
  return [...ids].filter((i) => !visible(i));
}
