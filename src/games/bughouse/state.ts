// Bughouse's state: one table holding both boards' cards (instances c0-c53 came with board A's Tech
// Deck, c54-c107 with board B's), and each board's own game of Tech Chess without its zones (see
// ./boards.ts: a board's zones are the table's, named `a/deck`, `b/board` …, and the hands `hand:<seat>`).
import type { RulesState } from '../../engine/rules-state.js';
import type { TechChessState } from '../tech-chess/state.js';

/** A board's game while it is played: Tech Chess's state for two, plus the gifts in its players' hands. */
export interface BoardState extends TechChessState {
  gifts: string[]; // instances received from a partner (B3) still in a hand of this board: built free (B4)
}

/** A board as the table keeps it: its zones and cards are the table's. */
export type StoredBoard = Omit<BoardState, 'zones' | 'cards'>;

export interface MatchResult {
  winners: number[]; // the winning team's seats; empty for a draw
  board: number | null; // the board that decided it (0: A, 1: B): its win, or its draw (drawn-board); null: both drawn
}

export interface BughouseState extends RulesState {
  boards: [StoredBoard, StoredBoard]; // A, B
  current: number; // the board whose turn it is (B2)
  result: MatchResult | null; // set when the match ends (B5)
}

export const BOARD_LETTERS = ['a', 'b'] as const;
