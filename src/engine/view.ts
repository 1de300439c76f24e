// What one seat may see of the table. Every zone is a list of slots: an empty slot, a card the seat may
// see, or a hidden card with no identity at all (not even its instance id), so nothing secret — other
// hands, the deck order, face-down cards, a card another player only looked at — can be read from a view.
import type { Env } from './context.js';
import type { LogEntry, Modifier, PendingChoice, TableState } from './state.js';
import { zoneVisibleTo } from './terms.js';
import { clonePlain } from './clone.js';

export type SlotView = null | { hidden: true } | { instance: string; card: string };

export interface TableView {
  seat: number; // whose view this is
  players: number;
  active: number;
  zones: Record<string, SlotView[]>;
  owners: Record<string, number>; // owners of the visible instances
  modifiers: Modifier[]; // changes on visible cards
  revealed: string[];
  /** The choice waiting for this seat, or who is deciding when it is someone else. */
  pending: PendingChoice | { seat: number; waiting: true } | null;
  log: LogEntry[];
}

export function tableView(state: TableState, env: Env, seat: number): TableView {
  const visible = new Set<string>();
  const zones: Record<string, SlotView[]> = {};
  for (const [zone, items] of Object.entries(state.zones)) {
    const open = zoneVisibleTo(env.terms, zone, seat);
    zones[zone] = items.map((instance) => {
      if (instance === null) return null;
      if (open || state.revealed.includes(instance) || state.looked[instance]?.includes(seat)) {
        visible.add(instance);
        return { instance, card: state.cards[instance] };
      }
      return { hidden: true };
    });
  }
  const pending = state.pending === null ? null : state.pending.seat === seat ? clonePlain(state.pending) : { seat: state.pending.seat, waiting: true as const };
  return {
    seat,
    players: state.players,
    active: state.active,
    zones,
    owners: Object.fromEntries(Object.entries(state.owners).filter(([i]) => visible.has(i))),
    modifiers: state.modifiers.filter((m) => visible.has(m.instance)),
    revealed: state.revealed.filter((i) => visible.has(i)),
    pending,
    log: state.log.filter((entry) => !entry.to || entry.to.includes(seat)),
  };
}
