// The 6×6 board: one row of the board grid a rank, drawn from the far rank down, so the arrow keys move
// as the eye does. Each square is a button: a piece (a small card face) or nothing, and what the pending
// choice makes of it — a piece that may act, the picked piece, a legal destination (a dot; a ring for a
// capture), a card an effect may choose. The last move and a king in check are marked by shape and
// words, not colour alone.
import { html, nothing, type TemplateResult } from 'lit';
import type { PieceView } from '../../../games/tech-chess/index.js';
import { cardAccessibleName } from '../../card/card.js';
import { possessiveLower, type Board } from '../board.js';
import { squareKey, squareName, type Destination } from '../layout.js';
import { KIND_WORDS } from '../pieces.js';
import { pieceFace } from './piece.js';
import { readOnLongPress } from './hand.js';
import { isTouch } from '../../shared/index.js';

/** A piece in words: "your queen, Services 12 (hearts): Cloud Computing". */
export function pieceWords(board: Board, piece: PieceView): string {
  const card = board.card(piece.card);
  const moving = card.value !== piece.value ? `, moving as a ${piece.value}` : '';
  return `${possessiveLower(board, piece.owner)} ${KIND_WORDS[piece.piece]}, ${cardAccessibleName(card)}${moving}`;
}

const DEST_WORDS: Record<Destination['type'], string> = {
  move: 'move here',
  build: 'build here',
  upgrade: 'upgrade this pawn',
};

/** Ranks from the top of the screen down, and files from the left, as the board is turned. */
export function orientation(board: Board): { ranks: number[]; files: number[] } {
  const { files, ranks } = board.view;
  const up = Array.from({ length: ranks }, (_, r) => r);
  const across = Array.from({ length: files }, (_, f) => f);
  return board.bottomSide === 0 ? { ranks: up.reverse(), files: across } : { ranks: up, files: across.reverse() };
}

function renderSquare(board: Board, square: number): TemplateResult {
  const { view, layout, source } = board;
  const files = view.files;
  const name = squareName(square, files);
  const piece = view.board[square];
  const file = square % files;
  const rank = Math.floor(square / files);
  const light = (file + rank) % 2 === 1;
  const plan = layout?.plan ?? null;
  const key = squareKey(square);
  const asSource = plan?.sources.get(key) ?? null;
  const dest = source?.targets.get(square) ?? null;
  const picked = source?.key === key;
  const option = piece ? layout?.byInstance.get(piece.instance) : undefined;
  const chosen = option !== undefined && board.selected.has(option);
  const last = view.last?.move;
  const lastFrom = last?.type === 'move' && last.from === square;
  const lastTo = (last?.type === 'move' || last?.type === 'build' || last?.type === 'upgrade') && last.to === square;
  const check = !!piece && view.checkSquares.includes(name);
  const preview = !piece ? layout?.preview?.get(square) : undefined;
  const previewCard = preview ? board.card(preview.card) : null;
  const asked = layout?.pairSquare === square;
  // What may be done here now: a destination of the picked source first, else a source to pick, else an
  // option of an effect's choice.
  const target = !!dest || (!source && !!asSource) || option !== undefined;
  const words: string[] = [name];
  words.push(
    piece
      ? pieceWords(board, piece)
      : previewCard
        ? `empty; the default order puts ${cardAccessibleName(previewCard)} here`
        : 'empty',
  );
  if (check) words.push('in check');
  if (lastFrom) words.push('the last move left here');
  if (lastTo) words.push(last?.type === 'move' ? 'the last move arrived here' : `the last ${last?.type} was here`);
  if (asked) words.push('the square being filled');
  if (picked) words.push('picked: choose where it goes');
  else if (asSource && !source)
    words.push(`can ${asSource.targets.size === 1 ? 'make 1 move' : `make ${asSource.targets.size} moves`}`);
  if (dest) words.push(dest.capture ? 'capture here' : DEST_WORDS[dest.type]);
  if (option !== undefined) words.push(chosen ? 'selected' : 'can be chosen');
  const classes = [
    'square',
    light ? 'light' : 'dark',
    lastFrom ? 'last-from' : '',
    lastTo ? 'last-to' : '',
    check ? 'in-check' : '',
    asked ? 'asked' : '',
  ].join(' ');
  const cellClasses = [
    'cell',
    'sq',
    target ? 'target' : '',
    asSource ? 'movable' : '',
    picked ? 'picked' : '',
    dest ? `dest dest-${dest.capture ? 'capture' : dest.type}` : '',
    option !== undefined ? 'option-target' : '',
    chosen ? 'selected' : '',
    board.dragging === key ? 'drag-origin' : '',
  ].join(' ');
  const up = (side: number) => side === board.bottomSide;
  const ghostSide: 0 | 1 = view.pending?.seat === view.firstPlayer ? 0 : 1;
  return html`<div role="gridcell" class=${classes}>
    <button
      class=${cellClasses}
      part="square${target ? ' target' : ''}${lastFrom || lastTo ? ' last' : ''}${check ? ' check' : ''}"
      data-cell="sq:${name}"
      data-square=${square}
      tabindex="-1"
      aria-disabled=${target || picked ? 'false' : 'true'}
      aria-pressed=${layout?.multi && option !== undefined ? String(chosen) : nothing}
      aria-label=${words.join(', ')}
      @click=${(e: MouseEvent) => board.pickSquare(square, isTouch(e))}
      @contextmenu=${piece ? (e: MouseEvent) => readOnLongPress(e, board, piece.instance, piece.card) : nothing}
      @pointerdown=${asSource ? (e: PointerEvent) => board.pointerDown(e, key) : nothing}
      @focus=${() => piece && board.inspect(piece.instance, piece.card)}
      @mouseenter=${() => piece && board.inspect(piece.instance, piece.card)}
    >
      ${
        piece
          ? pieceFace({
              card: board.card(piece.card),
              value: piece.value,
              kind: piece.piece,
              side: piece.side,
              up: up(piece.side),
            })
          : preview && previewCard
            ? pieceFace({
                card: previewCard,
                value: previewCard.value ?? 0,
                kind: preview.piece,
                side: ghostSide,
                up: up(ghostSide),
                ghost: true,
              })
            : nothing
      }
      ${dest ? html`<span class="dest-mark" aria-hidden="true"></span>` : nothing}
      ${check ? html`<span class="check-badge" data-text="+" aria-hidden="true"></span>` : nothing}
      ${asked ? html`<span class="asked-badge" data-text="?" aria-hidden="true"></span>` : nothing}
      ${chosen ? html`<span class="check"></span>` : nothing}
    </button>
  </div>`;
}

/** The board: ranks as rows of the grid, each with its number as a row header, and the files' letters. */
export function renderSquares(board: Board): TemplateResult {
  const { ranks, files } = orientation(board);
  const n = board.view.files;
  return html`<div class="chessboard ${board.source ? 'has-source' : ''}" part="chessboard">
    ${ranks.map(
      (r) => html`<div role="row" class="rank" aria-label="Rank ${r + 1}">
      <div role="rowheader" class="coord rank-coord">${r + 1}</div>
      ${files.map((f) => renderSquare(board, r * n + f))}
    </div>`,
    )}
    <div class="file-coords" aria-hidden="true"><span></span>${files.map((f) => html`<span class="coord">${String.fromCharCode(97 + f)}</span>`)}</div>
  </div>`;
}
