/**
 * The input of the board a person plays on, wired once for `<tech-chess>` and `<tech-bughouse>` (your own
 * board there): the turn's input (turn.ts), a drag of a piece or a hand card (drag.ts), the last move's
 * slide (move-animation.ts), and the board as the selection reads it (../selection.ts). Each game says
 * only which board of its view that is, and how the seats on that board are named.
 */
import type { TechChessView } from '../../../games/tech-chess/index.js';
import type { TableState } from '../../../engine/state.js';
import type { TableView } from '../../../engine/view.js';
import { chooseAction } from '../../shared/choice.js';
import type { PageController } from '../../shared/page-controller.js';
import type { GameSettings } from '../../shared/settings.js';
import type { ChessLayout } from '../layout.js';
import { dragGhost } from '../render/ghost.js';
import { activateHand, dropSource, type SelectionBoard } from '../selection.js';
import { DragController } from './drag.js';
import { MoveAnimation } from './move-animation.js';
import { TurnController } from './turn.js';

/** The board of a game's view that the seat on screen plays on. */
export interface PlayedBoard {
  view: TechChessView; // that board's view
  seat: number; // the seat on screen, in that board's seats
  name(seat: number): string; // a seat of that board, named as the table names it
}

export interface BoardInput<V> {
  turn: TurnController;
  drag: DragController;
  /** The seat on screen's view, or null before a game. */
  viewNow(): V | null;
  /** The pending choice's layout, or null. */
  layoutNow(): ChessLayout | null;
  /** The board as the selection reads it: the played board's view, seat and pick. */
  selectionBoard(view: V): SelectionBoard;
  /** A card of your hand was activated (a click, a tap, Enter); a tap also shows it in the inspector. */
  pickHand(instance: string, touch?: boolean): void;
}

export function boardInput<S extends TableState, V extends TableView, T extends GameSettings>(
  page: PageController<S, V, T>,
  played: (view: V) => PlayedBoard,
  hooks: { played?(): void } = {},
): BoardInput<V> {
  const { game, host } = page;
  const layoutNow = () => page.layout as ChessLayout | null;
  const viewNow = () => game.view(page.seat);

  const turn = new TurnController(host, {
    choice: page.choice,
    surface: () => page.surface(layoutNow()),
    play: (picks) => game.play(chooseAction(picks)),
    undo: () => {
      if (!game.canUndo(page.seat)) return false;
      page.undo();
      return true;
    },
    announce: (text) => page.announce(text),
    ...hooks,
  });

  const selectionBoard = (view: V): SelectionBoard => {
    const board = played(view);
    return {
      view: board.view,
      seat: board.seat,
      layout: layoutNow(),
      sourceKey: turn.sourceKey,
      name: board.name,
      card: page.card,
      notNow: (what) => page.refusal(null, what),
    };
  };

  const drag = new DragController(host, {
    begin: (key) => turn.take({ type: 'pick', key }),
    drop: (key, square) => {
      const view = viewNow();
      if (view) turn.take(dropSource(selectionBoard(view), key, square));
    },
    ghost: (key, origin) => dragGhost(key, origin, viewNow()?.zones[`hand:${page.seat}`] ?? [], page.card),
  });

  // The last move on the played board slides from its square (the pieces of a move; an undo or a
  // resumed game don't).
  new MoveAnimation(host, () => {
    const view = viewNow();
    if (!view) return null;
    const board = played(view).view;
    const m = board.last?.move;
    return m?.type === 'move'
      ? { count: board.moves.length, from: m.from!, to: m.to! }
      : { count: board.moves.length, from: -1, to: -1 };
  });

  const pickHand = (instance: string, touch = false): void => {
    if (drag.swallowClick()) return;
    // A tap on a hand card shows it in the inspector (the Card sheet on a phone), as hovering does.
    if (touch) page.reader.inspected = { instance, card: null };
    const view = viewNow();
    if (view) turn.take(activateHand(selectionBoard(view), instance), touch);
  };

  return { turn, drag, viewNow, layoutNow, selectionBoard, pickHand };
}
