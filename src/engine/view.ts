// What one seat may see of the table. Every zone is a list of slots: an empty slot, a card the seat may
// see, or a hidden card with no identity at all (not even its instance id), so nothing secret — other
// hands, the deck order, face-down cards, a card another player only looked at — can be read from a view.
import type { Env } from './context.js';
import type { ChoiceOption, LogEntry, Modifier, PendingChoice, TableState } from './state.js';
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
    const items = state.zones[zone]!;
    const open = zoneVisibleTo(env.terms, zone, seat);
    const slots: SlotView[] = new Array(items.length);
    for (let i = 0; i < items.length; i++) {
      const instance = items[i] as string | null;
      if (instance === null) slots[i] = null;
      else if (
        open ||
        (anyRevealed && revealed.includes(instance)) ||
        (anyLooked && looked[instance]?.includes(seat))
      ) {
        visible?.add(instance);
        slots[i] = { instance, card: cards[instance]! };
      } else slots[i] = { hidden: true };
    }
    zones[zone] = slots;
  }
  const pending =
    state.pending === null
      ? null
      : state.pending.seat === seat
        ? copyPending(state.pending)
        : { seat: state.pending.seat, waiting: true as const };
  const log = readableLog(state.log, seat);
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

/**
 * What each seat may read of a log, as far as it has been read: a list per seat, how many entries it
 * covers and the last of them. A log only grows (an entry is written once and never changed; a copied
 * state gets a new list: see copyState), so a later view of the same game reads only the entries added
 * since; a bot asks for a view at every decision, and reading the whole log each time was nearly half of
 * making the view. A log that is shorter than what was read, or whose entry there is another, is read
 * again from the start.
 */
const readLogs = new WeakMap<LogEntry[], { read: number[]; last: (LogEntry | undefined)[]; lists: LogEntry[][] }>();

/** The entries of `log` that `seat` may read, in a new list. */
function readableLog(log: LogEntry[], seat: number): LogEntry[] {
  let known = readLogs.get(log);
  if (!known) readLogs.set(log, (known = { read: [], last: [], lists: [] }));
  let from = known.read[seat] ?? 0;
  let list = known.lists[seat];
  if (!list || from > log.length || (from > 0 && log[from - 1] !== known.last[seat])) {
    list = [];
    from = 0;
  }
  for (let i = from; i < log.length; i++) {
    const entry = log[i]!;
    if (!entry.to || entry.to.includes(seat)) list.push(entry);
  }
  known.lists[seat] = list;
  known.read[seat] = log.length;
  known.last[seat] = log[log.length - 1];
  return list.slice();
}

/**
 * The chooser's copy of a pending choice. The sentences and card phrases an option or the effect's ask
 * carries (`steps`, `cards`) are the compiled card's own, which nothing changes: they are shared, not
 * copied, for a bot reads a view at every decision and a sentence is a deep tree. Everything else is
 * copied, key by key in its order.
 */
function copyPending(pending: PendingChoice): PendingChoice {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(pending)) {
    const value = (pending as unknown as Record<string, unknown>)[key];
    if (key === 'options' && Array.isArray(value)) out.options = (value as ChoiceOption[]).map(sharingCardText);
    else if (key === 'effect') out.effect = sharingCardText(value as object);
    else out[key] = typeof value === 'object' && value !== null ? clonePlain(value) : value;
  }
  return out as unknown as PendingChoice;
}

/** A copy of an option or an effect's ask that shares its `steps` and `cards`. */
function sharingCardText<T extends object>(value: T): T {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return clonePlain(value);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const field = (value as Record<string, unknown>)[key];
    // "__proto__" is defined, not assigned, as clonePlain does: an own key stays an own key.
    const copy =
      typeof field !== 'object' || field === null || key === 'steps' || key === 'cards' ? field : clonePlain(field);
    if (key === '__proto__')
      Object.defineProperty(out, key, { value: copy, enumerable: true, writable: true, configurable: true });
    else out[key] = copy;
  }
  return out as T;
}

/** Does a record have any own key? Without listing them. */
function hasKeys(record: object): boolean {
  for (const key in record) if (Object.hasOwn(record, key)) return true;
  return false;
}
