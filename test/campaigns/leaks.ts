// An independent oracle of what a seat may see, for checking views: a card is visible where its zone is
// open to that seat, or when it is revealed or that seat looked at it. Any instance id in a view that
// fails this is a leak.
import type { Terms } from '../../src/engine/terms.js';
import type { TableState } from '../../src/engine/state.js';

/**
 * The instance ids in `view` that `seat` may not see. Objects in `seen` are not read: the soak passes the
 * log entries this seat was already shown, which never change and told what was visible when written.
 */
export function leaks(state: TableState, terms: Terms, view: unknown, seat: number, seen?: WeakSet<object>): string[] {
  const where = placesOf(state);
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
    else if (value && typeof value === 'object' && !seen?.has(value)) {
      for (const k in value) {
        if (key === 'owners' && /^c\d+$/.test(k)) ids.add(k);
        walk((value as Record<string, unknown>)[k], k);
      }
    }
  };
  walk(view, null);
  return [...ids].filter((i) => !visible(i));
}

/** Where each instance is (its zone), made once a state: the soak asks for every seat's view of one state. */
const places = new WeakMap<TableState, Map<string, string>>();
function placesOf(state: TableState): Map<string, string> {
  let where = places.get(state);
  if (!where) {
    where = new Map();
    for (const zone in state.zones) for (const i of state.zones[zone]) if (i) where.set(i, zone);
    places.set(state, where);
  }
  return where;
}
