// The two boards in one table. Each board is a game of Tech Chess for two (./state.ts StoredBoard); its
// zones live in the table under the board's letter (`a/deck`, `b/board` …) and its players' hands as
// `hand:<seat>`, so every card of both decks is in exactly one zone of the table. To play a board, the
// module lends it its zones under Tech Chess's names (`toBoard`), runs Tech Chess on it, and takes them
// back with the board's log entries, seats renamed (`fromBoard`).
import type { Rules } from '../../dsl/runtime.js';
import { seatName } from '../../engine/cards.js';
import type { PendingChoice } from '../../engine/state.js';
import type { BughouseConfig } from './config.js';
import { BOARD_LETTERS, type BoardState, type BughouseState, type StoredBoard } from './state.js';
import { seatZone } from '../../engine/terms.js';

/** The shared zones of a board (deck, discard, board …): the rules file's zones that are not a player's. */
export const sharedZones = (rules: Rules) =>
  Object.entries(rules.zones)
    .filter(([, z]) => z.owner === 'shared')
    .map(([name]) => name);

/** Board `b` with its zones, seats 0 and 1 its first and second player. Its lists are the table's own. */
export function toBoard(state: BughouseState, b: number, bh: BughouseConfig, shared: readonly string[]): BoardState {
  const zones: BoardState['zones'] = {};
  for (const name of shared) zones[name] = state.zones[`${BOARD_LETTERS[b]}/${name}`];
  bh.boards[b].forEach((seat, sub) => (zones[seatZone('hand', sub)] = state.zones[seatZone('hand', seat)]));
  return { ...state.boards[b], cards: state.cards, zones };
}

/** The board's seat names in the table's words: its "Player 1" is the table's first seat of that board. */
function renamed(text: string, seats: readonly number[]): string {
  return text.replace(/\bPlayer ([12])\b/g, (_, n: string) => seatName(seats[Number(n) - 1]));
}

/**
 * Takes board `b` back after Tech Chess ran on it: its zones into the table, its log entries into the
 * table's log (its seats as the table's, under the board's name), its gifts still in a hand kept.
 */
export function fromBoard(
  state: BughouseState,
  b: number,
  board: BoardState,
  bh: BughouseConfig,
  shared: readonly string[],
): void {
  const seats = bh.boards[b];
  const letter = BOARD_LETTERS[b];
  for (const name of shared) state.zones[`${letter}/${name}`] = board.zones[name];
  seats.forEach((seat, sub) => (state.zones[seatZone('hand', seat)] = board.zones[seatZone('hand', sub)]));
  for (const entry of board.log) {
    state.log.push({
      ...entry,
      seat: entry.seat === null ? null : seats[entry.seat],
      ...(entry.to ? { to: entry.to.map((s) => seats[s]) } : {}),
      text: `Board ${letter.toUpperCase()}: ${renamed(entry.text, seats)}`,
    });
  }
  const inHands = new Set(seats.flatMap((seat) => state.zones[seatZone('hand', seat)]));
  const { zones: _zones, cards: _cards, ...rest } = board;
  const stored: StoredBoard = { ...rest, log: [], gifts: board.gifts.filter((i) => inHands.has(i)) };
  state.boards[b] = stored;
}

/** A board's pending choice in the table's seats. */
export function tablePending(pending: PendingChoice, seats: readonly number[]): PendingChoice {
  return {
    ...pending,
    seat: seats[pending.seat],
    options: pending.options.map((o) => (o.seat === undefined ? o : { ...o, seat: seats[o.seat] })),
  };
}
