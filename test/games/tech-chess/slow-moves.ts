// An independent, deliberately plain move generator for Tech Chess, written from the rules text rather
// than from src/games/tech-chess/position.ts: pieces on a map of "file,rank" keys, moves by walking
// direction vectors, and "attacked" defined as "an enemy piece has a move that ends there". It shares
// nothing with the fast generator (no tables, codes or make/unmake), so where the two agree on perft
// counts, both are right or both wrong in the same way.

export type SlowKind = 'pawn' | 'rook' | 'knight' | 'queen' | 'king';
export interface SlowPiece {
  side: 0 | 1;
  kind: SlowKind;
}
export interface SlowBoard {
  pieces: Map<string, SlowPiece>;
  toMove: 0 | 1;
}
export interface SlowMove {
  from: [number, number];
  to: [number, number];
}

const SIZE = 6;
const KINDS: Record<string, SlowKind> = { p: 'pawn', r: 'rook', n: 'knight', q: 'queen', k: 'king' };
const key = (f: number, r: number) => `${f},${r}`;
const onBoard = (f: number, r: number) => f >= 0 && f < SIZE && r >= 0 && r < SIZE;

/** Reads the same FEN-like text as the fast generator (bracketed pawn values are ignored here). */
export function slowBoard(fen: string): SlowBoard {
  const [placement, turn] = fen.trim().split(/\s+/);
  const pieces = new Map<string, SlowPiece>();
  placement.split('/').forEach((row, i) => {
    const rank = SIZE - 1 - i;
    let file = 0;
    for (const [, digits, letter] of row.matchAll(/(\d+)|([PRNQKprnqk])(?:\[\d+\])?/g)) {
      if (digits) file += Number(digits);
      else
        pieces.set(key(file++, rank), {
          side: letter === letter.toUpperCase() ? 0 : 1,
          kind: KINDS[letter.toLowerCase()],
        });
    }
  });
  return { pieces, toMove: turn === 'b' ? 1 : 0 };
}

const ROOK_DIRS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];
const DIAGONALS = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];

/** Every move a piece could make, ignoring what it does to its own kings. */
function pieceMoves(board: SlowBoard, f: number, r: number, piece: SlowPiece): SlowMove[] {
  const moves: SlowMove[] = [];
  const forward = piece.side === 0 ? 1 : -1;
  const slide = (dirs: number[][], max: number) => {
    for (const [df, dr] of dirs) {
      for (let step = 1; step <= max; step++) {
        const tf = f + df * step;
        const tr = r + dr * step;
        if (!onBoard(tf, tr)) break;
        const there = board.pieces.get(key(tf, tr));
        if (there && there.side === piece.side) break;
        moves.push({ from: [f, r], to: [tf, tr] });
        if (there) break; // a capture ends the slide; nothing passes through pieces
      }
    }
  };
  switch (piece.kind) {
    case 'rook':
      slide(ROOK_DIRS, SIZE);
      break; // "vertically or horizontally any number of spaces"
    case 'queen':
      slide([...ROOK_DIRS, ...DIAGONALS], SIZE);
      break;
    case 'king':
      slide([...ROOK_DIRS, ...DIAGONALS], 2);
      break; // "one or two spaces", not through pieces
    // C1: "forward, diagonally forward, or sideways … never backward"
    case 'pawn':
      slide(
        [
          [0, forward],
          [1, forward],
          [-1, forward],
          [1, 0],
          [-1, 0],
        ],
        1,
      );
      break;
    case 'knight':
      for (const [df, dr] of [
        [1, 2],
        [2, 1],
        [2, -1],
        [1, -2],
        [-1, -2],
        [-2, -1],
        [-2, 1],
        [-1, 2],
      ]) {
        const tf = f + df;
        const tr = r + dr;
        if (!onBoard(tf, tr)) continue;
        const there = board.pieces.get(key(tf, tr));
        if (!there || there.side !== piece.side) moves.push({ from: [f, r], to: [tf, tr] });
      }
  }
  return moves;
}

function allPieceMoves(board: SlowBoard, side: 0 | 1): SlowMove[] {
  const out: SlowMove[] = [];
  for (const [k, piece] of board.pieces) {
    if (piece.side !== side) continue;
    const [f, r] = k.split(',').map(Number);
    out.push(...pieceMoves(board, f, r, piece));
  }
  return out;
}

export function play(board: SlowBoard, m: SlowMove): SlowBoard {
  const pieces = new Map(board.pieces);
  const piece = pieces.get(key(...m.from))!;
  pieces.delete(key(...m.from));
  pieces.set(key(...m.to), piece);
  return { pieces, toMove: board.toMove === 0 ? 1 : 0 };
}

const kingsOf = (board: SlowBoard, side: 0 | 1) =>
  [...board.pieces].filter(([, p]) => p.side === side && p.kind === 'king').map(([k]) => k);

/** Is a king of `side` standing where an enemy piece could move? */
export function kingAttacked(board: SlowBoard, side: 0 | 1): boolean {
  const kings = new Set(kingsOf(board, side));
  return allPieceMoves(board, side === 0 ? 1 : 0).some((m) => kings.has(key(...m.to)));
}

/** The game is over: the side to move has no king left, or each side has a lone king. */
export function slowOver(board: SlowBoard): boolean {
  if (kingsOf(board, board.toMove).length === 0) return true;
  const lone = (side: 0 | 1) =>
    [...board.pieces.values()].filter((p) => p.side === side).length === 1 && kingsOf(board, side).length === 1;
  return lone(0) && lone(1);
}

/** C5: with one king, a move that leaves it attacked is illegal; with two, anything goes. */
export function slowLegalMoves(board: SlowBoard): SlowMove[] {
  if (slowOver(board)) return [];
  const side = board.toMove;
  const moves = allPieceMoves(board, side);
  if (kingsOf(board, side).length !== 1) return moves;
  return moves.filter((m) => !kingAttacked(play(board, m), side));
}

export function slowPerft(board: SlowBoard, depth: number): number {
  if (depth === 0) return 1;
  const moves = slowLegalMoves(board);
  if (depth === 1) return moves.length;
  return moves.reduce((n, m) => n + slowPerft(play(board, m), depth - 1), 0);
}

export const slowSquare = ([f, r]: [number, number]) => `${String.fromCharCode(97 + f)}${r + 1}`;
