// Positions as text, FEN-like, for tests, benchmarks and bug reports: `rkqnkr/pppppp/6/6/PPPPPP/RKQNKR w`.
import { KING, KNIGHT, PAWN, QUEEN, ROOK, type ChessConfig } from './config.js';
import { geometry, Position } from './position.js';

const LETTERS = ['', 'P', 'R', 'N', 'Q', 'K'];

/**
 * A position from a FEN-like text: ranks from the last (6) to the first, separated by `/`; K king (13),
 * Q queen (12), R rook (1), N knight (11), P pawn (2), upper case for the first player, lower case for
 * the second; digits count empty squares; then `w` (the first player to move) or `b`. A letter may be
 * followed by a value in brackets for a pawn of another value: `P[7]`.
 */
export function parsePosition(config: ChessConfig, text: string): Position {
  const g = geometry(config);
  const [placement, turn = 'w'] = text.trim().split(/\s+/);
  const rows = placement.split('/');
  if (rows.length !== config.ranks)
    throw new Error(`a position has ${config.ranks} ranks, not ${rows.length}: ${text}`);
  const pos = new Position(g);
  const valueOfLetter: Record<string, number> = {
    P: config.lowestPawn,
    R: config.kindOfValue.indexOf(ROOK),
    N: config.kindOfValue.indexOf(KNIGHT),
    Q: config.kindOfValue.indexOf(QUEEN),
    K: config.kindOfValue.indexOf(KING),
  };
  rows.forEach((row, i) => {
    const rank = config.ranks - 1 - i;
    let file = 0;
    for (const [, digits, letter, value] of row.matchAll(/(\d+)|([PRNQKprnqk])(?:\[(\d+)\])?/g)) {
      if (digits) {
        file += Number(digits);
        continue;
      }
      const side = letter === letter.toUpperCase() ? 0 : 1;
      pos.put(rank * config.files + file, side, value ? Number(value) : valueOfLetter[letter.toUpperCase()]);
      file++;
    }
    if (file !== config.files)
      throw new Error(`rank ${rank + 1} of "${text}" has ${file} squares, not ${config.files}`);
  });
  if (turn !== 'w' && turn !== 'b') throw new Error(`the side to move is w or b, not "${turn}"`);
  pos.side = turn === 'w' ? 0 : 1;
  return pos;
}

/** The FEN-like text of a position (pawn values other than the lowest in brackets). */
export function formatPosition(pos: Position): string {
  const { files, squares } = pos.g;
  const rows: string[] = [];
  for (let rank = squares / files - 1; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < files; file++) {
      const sq = rank * files + file;
      const c = pos.board[sq];
      if (!c) {
        empty++;
        continue;
      }
      if (empty) (row += empty), (empty = 0);
      const letter = LETTERS[c & 7];
      row += c >> 3 ? letter.toLowerCase() : letter;
      if ((c & 7) === PAWN && pos.value[sq] !== pos.g.config.lowestPawn) row += `[${pos.value[sq]}]`;
    }
    if (empty) row += empty;
    rows.push(row);
  }
  return `${rows.join('/')} ${pos.side ? 'b' : 'w'}`;
}
