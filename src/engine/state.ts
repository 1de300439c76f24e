// The table every game is played on: card instances, zones, the random generator and what is going on
// in an effect. Plain JSON throughout (no classes, functions or Maps), so it can be saved, sent, diffed
// and replayed. Each game's state extends it with its own fields (phase, scores …).
import type { RngState } from './rng.js';
import { clonePlain } from './clone.js';

/** A lasting change from a "counts as" effect. */
export interface Modifier {
  instance: string; // the card instance changed, e.g. "c12"
  domain?: 'knowledge' | 'science' | 'technology' | 'services';
  value?: number; // 1..13
  until: 'round' | 'turn' | 'game';
}

/** One option of a pending choice. `card` is set only when the chooser may see the card. */
export interface ChoiceOption {
  label: string; // "Robotics (13 Technology) in your company", "the 2nd card in Player 3's hand", "Yes"
  card?: string; // card id, e.g. "technology-13", when visible to the chooser
  instance?: string; // instance id, when visible to the chooser
}

/** A decision the game waits for. Answered by `{ type: 'choose', picks: [indexes into options] }`. */
export interface PendingChoice {
  seat: number; // who decides
  kind?: string; // what the decision is about, for bots and the UI: 'discard', 'grid/line', 'effect' …
  prompt: string; // what to do, in words
  options: ChoiceOption[];
  min: number; // how many options to pick, at least …
  max: number; // … and at most
}

/** An effect in progress: replayed from `start` with `answers` each time a choice is answered. */
export interface EffectRun {
  user: number; // the seat using the effect ("you")
  source: string | null; // the instance whose effect this is, or null when the effect is given directly
  card: string; // card id whose effect runs
  answers: number[][]; // the picks given so far, in order
  start: TableSnapshot; // the table when the effect began (but the log: entries are only ever added)
  logLength: number; // how long the log was when the effect began
}

export interface LogEntry {
  seat: number | null; // who acted, or null for the game itself
  text: string; // what happened, in words
  to?: number[]; // when set, only these seats may read the entry (a card looked at)
  event?: 'use' | 'copy'; // a card's effect used or copied by `seat`: for simulations and the balance report
  card?: string; // the card id of that effect
}

export interface TableState {
  players: number; // number of seats, 1..6
  cards: Record<string, string>; // instance id → card id: { c0: 'knowledge-1', … }
  zones: Record<string, (string | null)[]>; // zone id → instances; index 0 is the top; null is an empty slot
  owners: Record<string, number>; // instance → seat, in games where a card keeps its owner (Tech Chess pieces)
  rng: RngState;
  active: number; // the active player: whose turn it is, who goes first in "all players"
  modifiers: Modifier[];
  revealed: string[]; // instances shown to every player during the current effect
  looked: Record<string, number[]>; // instance → seats that looked at it during the current effect
  pending: PendingChoice | null;
  effect: EffectRun | null;
  log: LogEntry[];
}

/** The fields an effect may change; a running effect keeps them as they were when it began. */
export const TABLE_FIELDS = ['zones', 'owners', 'rng', 'active', 'modifiers', 'revealed', 'looked'] as const;
export type TableSnapshot = Pick<TableState, (typeof TABLE_FIELDS)[number]>;

/** A copy of the table part of a state. A game's own fields (its flow, scores …) are not part of it; nor
 * are the players and the card instances, which no effect changes; nor the log, which only grows: a
 * replayed effect cuts it back to its length at the start instead. */
export function tableOf(state: TableState): TableSnapshot {
  return clonePlain(Object.fromEntries(TABLE_FIELDS.map((k) => [k, state[k]]))) as TableSnapshot;
}

/**
 * A copy of a state for `apply` to change. Log entries are never changed once written, so the copy
 * shares them (a new array, the same entries): copying a long log on every action would cost more than
 * all the rest. `appendOnly` names a game's other lists kept that way (Tech Chess's move records): their
 * entries are added or replaced, never changed in place.
 */
export function copyState<S extends TableState>(state: S, appendOnly: readonly (keyof S & string)[] = []): S {
  const { log, ...rest } = state;
  const lists = appendOnly.map((key) => [key, (rest as Record<string, unknown>)[key]] as const);
  for (const [key] of lists) delete (rest as Record<string, unknown>)[key];
  const next = clonePlain(rest) as S;
  next.log = log.slice();
  for (const [key, list] of lists) (next as Record<string, unknown>)[key] = (list as unknown[]).slice();
  return next;
}
