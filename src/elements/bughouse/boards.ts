/**
 * What the render pieces of `<tech-bughouse>` are given: the table's choice surface and view, and for
 * each board a Tech Chess `Board` (../chess/board.ts), so Tech Chess's own pieces draw it — squares,
 * pieces, players, hand. A board speaks of its players in its own seats (0: the side on ranks 1-2): its
 * `name` turns them into the table's names ("You", "Player 4 (bot)").
 */
import type { BughouseView } from '../../games/bughouse/index.js';
import type { Board } from '../chess/board.js';
import type { ChoiceSurface } from '../shared/index.js';

export interface Boards extends ChoiceSurface {
  view: BughouseView; // what the seat on screen may see
  boards: Board[]; // by board (0: A, 1: B), each in its own seats
  partnerWord: string; // "your partner's" or "Player 3's": the other board, as its panel names it
  partnerShort: string; // "partner's" or "Player 3's": the same in a tab
}

/** "Board A", "Board B". */
export const boardName = (b: number) => `Board ${b === 0 ? 'A' : 'B'}`;

/** The table seat of a board's seat. */
export const tableSeat = (view: BughouseView, b: number, sub: number) => view.boardSeats[b][sub];

/** The board's seat of a table seat, -1 when the seat plays the other board. */
export const boardSeat = (view: BughouseView, b: number, seat: number) => view.boardSeats[b].indexOf(seat);
