/**
 * The turn's two-step selection on a Tech Chess board: pick a piece or a hand card (its source), then a
 * marked square. Pure, as chessground's board.ts: each function reads the board as it stands and returns
 * the step to take (pick, unpick, play, hand the card to the shared choice, or refuse with the reason in
 * words); the element carries it out and draws. Shared by `<tech-chess>` and each board of
 * `<tech-bughouse>`, which is why seats here are the board's own (0 and 1) and named through `name`.
 */
import type { Card } from '../../dsl/runtime.js';
import { cardCode, type TechChessView } from '../../games/tech-chess/index.js';
import { spellCode } from './commands.js';
import { handKey, squareKey, squareName, type ChessLayout, type Source } from './layout.js';
import { KIND_WORDS } from './pieces.js';

/** What an activation of the board (a click, a tap, Enter, a drop) does: the element carries it out. */
export type SelectionStep =
  | { type: 'pick'; key: string } // a source is picked: its destinations are marked
  | { type: 'unpick' } // the picked source is put back
  | { type: 'play'; index: number } // the option is played
  | { type: 'card'; instance: string } // not the turn's action: the shared choice takes the card (a click or tap on it)
  | { type: 'refuse'; message: string } // nothing changes; the message says why
  | { type: 'none' }; // nothing to do or say (a piece dropped back on its own square)

/** The board a selection is made on, as the seat on screen sees it. */
export interface SelectionBoard {
  view: TechChessView; // the board's view
  seat: number; // the seat on screen, in the board's own seats (0 or 1)
  layout: ChessLayout | null; // the seat's pending choice, laid out (null: not their decision)
  sourceKey: string | null; // the source picked (`square:12`, `hand:c37`), or none
  name(seat: number): string; // a board seat's name: "You", "Player 2 (bot)"
  card(id: string): Card; // a card of the deck
  /** Why a piece, square or card can't be chosen while the seat has no decision: "It is not your turn: …". */
  notNow(what: 'That piece' | 'That square' | 'That card'): string;
}

/** The source picked, while it is still one of the turn's (a stale key picks nothing). */
export function pickedSource(layout: ChessLayout | null, key: string | null): Source | null {
  return (key && layout?.plan?.sources.get(key)) || null;
}

/** The card id of a source: the piece on its square, or the hand card. */
export function sourceCard(view: TechChessView, seat: number, source: Source): string | null {
  if (source.square !== null) return view.board[source.square]?.card ?? null;
  const slot = view.zones[`hand:${seat}`]?.find((s) => s && 'instance' in s && s.instance === source.instance);
  return slot && 'card' in slot ? slot.card : null;
}

/** What a source is called in a refusal: "your queen on c1", "the 7 of Science". */
export function sourceWords(board: SelectionBoard, source: Source): string {
  if (source.square !== null) {
    const piece = board.view.board[source.square];
    return piece ? `your ${KIND_WORDS[piece.piece]} on ${piece.square}` : 'that piece';
  }
  const id = sourceCard(board.view, board.seat, source);
  return id ? `the ${spellCode(cardCode(board.card(id)))}` : 'that card';
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const refuse = (message: string): SelectionStep => ({ type: 'refuse', message });

/** A square of the board was activated: pick what stands there, play the picked source to it, or say why not. */
export function activateSquare(board: SelectionBoard, square: number): SelectionStep {
  const { view, layout, seat } = board;
  const name = squareName(square, view.files);
  const piece = view.board[square];
  if (!layout) return refuse(board.notNow(piece ? 'That piece' : 'That square'));
  const plan = layout.plan;
  if (!plan) {
    if (piece && layout.byInstance.has(piece.instance)) return { type: 'card', instance: piece.instance };
    const what =
      layout.byInstance.size > 0 || layout.buttons.length > 0
        ? 'choose one of the highlighted cards or buttons'
        : 'nothing on the board is chosen now';
    return refuse(`${piece ? `The piece on ${name}` : name} can't be chosen now: ${what}.`);
  }
  const source = pickedSource(layout, board.sourceKey);
  if (source) {
    const dest = source.targets.get(square);
    if (dest) return { type: 'play', index: dest.index };
    if (source.key === squareKey(square)) return { type: 'unpick' };
  }
  const asSource = plan.sources.get(squareKey(square));
  if (asSource) return { type: 'pick', key: asSource.key };
  if (source) {
    const what = capitalise(sourceWords(board, source));
    return refuse(`${what} can't go to ${name}: choose one of the marked squares, or pick another piece.`);
  }
  if (!piece) return refuse(`${name} is empty: pick one of your highlighted pieces first, or a card in your hand.`);
  const kind = KIND_WORDS[piece.piece];
  if (piece.owner !== seat)
    return refuse(`The ${kind} on ${name} is ${board.name(piece.owner)}'s: pick one of your own pieces.`);
  const checked = view.check.includes(seat) && view.kings[seat] === 1;
  return refuse(`Your ${kind} on ${name} has no legal move now${checked ? ': your last king is in check' : ''}.`);
}

/** A card of the hand was activated: pick it as the source (or put it back), or say why not. */
export function activateHand(board: SelectionBoard, instance: string): SelectionStep {
  const { layout, view, seat } = board;
  if (!layout) return refuse(board.notNow('That card'));
  if (!layout.plan) return { type: 'card', instance };
  const key = handKey(instance);
  if (board.sourceKey === key) return { type: 'unpick' };
  if (layout.plan.sources.has(key)) return { type: 'pick', key };
  const left = `you have ${view.buildsLeft[seat]} builds and ${view.upgradesLeft[seat]} upgrades left`;
  return refuse(`That card can't be used, built or upgraded with now (${left}): pick a highlighted card or piece.`);
}

/** A dragged source was dropped on `square` (null: off the board). */
export function dropSource(board: SelectionBoard, key: string, square: number | null): SelectionStep {
  const source = board.layout?.plan?.sources.get(key);
  if (!source || square === null) return { type: 'none' };
  const dest = source.targets.get(square);
  if (dest) return { type: 'play', index: dest.index };
  if (source.square === square) return { type: 'none' };
  const what = capitalise(sourceWords(board, source));
  return refuse(`${what} can't go to ${squareName(square, board.view.files)}: drop it on one of the marked squares.`);
}
