// Tech Chess's state: the rules-file table (the board is a shared 6x6 grid zone whose cards belong to
// `owners[instance]`) plus the counters, the move log and the result.
import type { RulesState } from '../../engine/rules-state.js';
import type { ChoiceOption } from '../../engine/state.js';
import type { KindName } from './config.js';

export const BOARD = 'board';
export const RESOLVING = 'resolving';

/** One legal turn action: what a `chess/action` option stands for. */
export interface ChessMove {
  type: 'move' | 'build' | 'upgrade' | 'use' | 'pass';
  from?: number; // the square a piece leaves (a board slot: a1 = 0 … f6 = 35)
  to?: number; // the square it moves to, is built on or upgraded on
  piece?: string; // the moving or upgraded piece's instance, e.g. "c12"
  card?: string; // the hand card's instance: used, built or upgraded with
  captures?: string; // the captured piece's instance
  free?: boolean; // a build that does not count against the builds (Bughouse's B4: a card from the partner)
  notation: string; // "12S c1-c4", "11V d1xc3 (4T)", "use 7S", "b2=9V (3V)", "5S@d2", "--"
}

/** A card placed on a square by the setup's default arrangement. */
export interface Placement {
  square: number; // a board slot: a1 = 0 … f6 = 35
  instance: string; // the card placed there, e.g. "c12"
  card: string; // its card id, e.g. "science-13"
  piece: KindName; // the piece the card stands as there, by the played rules' values ("rook" for a 1 by default)
}

/**
 * A choice option of this game, its meaning as data beside the label:
 * - `chess/action`: `move`, the action it plays;
 * - `chess/capture-effect`: `answer` 'yes' (the capturing card's effect is used; with its `card` and
 *   `instance`) or 'no';
 * - `chess/arrange`: `answer` 'yes' takes the default arrangement (its `placements`), 'no' arranges by hand;
 * - `chess/arrange-pair`: the card (`card`, `instance`) to put on `square`;
 * - `chess/pick`: the card (`card`, `instance`) to put on the board.
 */
export interface ChessOption extends ChoiceOption {
  move?: ChessMove;
  square?: number; // chess/arrange-pair: the square being filled (a board slot)
  placements?: Placement[]; // chess/arrange: where the default arrangement puts each card
}

/** One turn in the move log. */
export interface MoveRecord {
  seat: number;
  turn: number; // 1-based
  notation: string; // with its suffixes: "12S c1xc5 (13K)*+"
  move: ChessMove;
}

export type EndReason = 'kings-captured' | 'checkmate' | 'stalemate' | 'two-lone-kings' | 'turn-limit';

export interface Result {
  winner: number | null; // a seat, or null for a draw
  reason: EndReason;
}

export interface TechChessState extends RulesState {
  upgrades: number[]; // upgrades made, by seat (twice a game)
  builds: number[]; // builds made, by seat (three times a game)
  turn: number; // turns begun, 1-based; 0 during setup
  moves: MoveRecord[]; // the move log, one entry a turn
  check: number[]; // seats with a king attacked after the last turn (announced)
  result: Result | null; // set when the game ends
}

/** 0 for the first player (ranks 1-2, moving up), 1 for the second. */
export const sideOf = (state: Pick<RulesState, 'markers'>, seat: number) =>
  seat === (state.markers['first-player'] ?? 0) ? 0 : 1;
export const seatOfSide = (state: Pick<RulesState, 'markers' | 'players'>, side: number) =>
  side === 0 ? (state.markers['first-player'] ?? 0) : ((state.markers['first-player'] ?? 0) + 1) % state.players;

/** The purposes of this game's own choices (the engine's `ChoiceKind`). */
declare module '../../engine/state.js' {
  interface GameChoiceKinds {
    'chess/action': true;
    'chess/arrange': true;
    'chess/arrange-pair': true;
    'chess/capture-effect': true;
    'chess/pick': true;
  }
}
