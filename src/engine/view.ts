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
  const { cards, revealed, looked, owners, modifiers } = state;
  const anyRevealed = revealed.length > 0;
  const anyLooked = hasKeys(looked);
  // Which instances the seat sees, for the lists below: only worth keeping when there is such a list.
  const visible = anyRevealed || modifiers.length > 0 || hasKeys(owners) ? new Set<string>() : null;
  const zones: Record<string, SlotView[]> = {};
  for (const zone of Object.keys(state.zones)) {
    const items = state.zones[zone];
    const open = zoneVisibleTo(env.terms, zone, seat);
    const slots: SlotView[] = new Array(items.length);
    for (let i = 0; i < items.length; i++) {
      const instance = items[i];
      if (instance === null) slots[i] = null;
      else if (open || (anyRevealed && revealed.includes(instance)) || (anyLooked && looked[instance]?.includes(seat))) {
        visible?.add(instance);
        slots[i] = { instance, card: cards[instance] };
      } else slots[i] = { hidden: true };
    }
    zones[zone] = slots;
  }
  const pending = state.pending === null ? null : state.pending.seat === seat ? clonePlain(state.pending) : { seat: state.pending.seat, waiting: true as const };
  const log: LogEntry[] = [];
  for (const entry of state.log) if (!entry.to || entry.to.includes(seat)) log.push(entry);
  return {
    seat,
    players: state.players,
    active: state.active,
    zones,
    owners: visible ? Object.fromEntries(Object.entries(owners).filter(([i]) => visible.has(i))) : {},
    modifiers: visible ? modifiers.filter((m) => visible.has(m.instance)) : [],
    revealed: visible ? revealed.filter((i) => visible.has(i)) : [],
    pending,
    log,
  };
}

/** Does a record have any own key? Without listing them. */
function hasKeys(record: object): boolean {
  for (const key in record) if (Object.hasOwn(record, key)) return true;
  return false;
}
