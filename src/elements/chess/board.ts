/**
 * What every render piece of `<tech-chess>` is given: the shared choice surface (the seat on screen,
 * names, the laid-out pending choice, the handlers) and the chess view, the board's orientation, the
 * source picked for a two-step action (a piece, then its square) and the handlers of squares and hand
 * cards.
 */
import type { TechChessView } from '../../games/tech-chess/index.js';
import type { ChoiceSurface } from '../shared/index.js';
import type { ChessLayout, Source } from './layout.js';

export interface Board extends ChoiceSurface {
  view: TechChessView; // what the seat on screen may see
  layout: ChessLayout | null; // the seat's pending choice, laid out
  bottomSide: 0 | 1; // the side whose first rank is drawn at the bottom (0: rank 1 at the bottom)
  source: Source | null; // the piece or hand card picked, waiting for its square
  dragging: string | null; // the source key being dragged
  pickSquare(square: number, touch?: boolean): void; // a square was activated (click, Enter; `touch`: a finger's tap)
  pickHand(instance: string, touch?: boolean): void; // a hand card was activated
  unpick(): void; // the picked source is put back (Escape, or its button)
  pointerDown(event: PointerEvent, key: string): void; // a drag may start on a source
  /**
   * A note on a hand card, or null: words said in its name ("a gift from Player 3"), a word shown on it
   * (`tag`, '' for none) and its classes (`noted`, and `fresh` while new). Bughouse marks its gifts.
   */
  handNote?(instance: string): { tag: string; words: string; fresh: boolean } | null;
}

/** "Your" or "Player 2's". */
export const possessive = (b: Board, seat: number) => (b.name(seat) === 'You' ? 'Your' : `${b.name(seat)}'s`);

/** "your" or "Player 2's", inside a sentence. */
export const possessiveLower = (b: Board, seat: number) => (b.name(seat) === 'You' ? 'your' : `${b.name(seat)}'s`);

/** The side (0 first player, 1 second) of a seat. */
export const sideOfSeat = (view: TechChessView, seat: number): 0 | 1 => (seat === view.firstPlayer ? 0 : 1);

/** The seat playing a side. */
export const seatOfSide = (view: TechChessView, side: number) => (side === 0 ? view.firstPlayer : 1 - view.firstPlayer);
