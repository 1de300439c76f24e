// The move generator against perft counts. Each count is explained: counted by hand in the comment, or
// cross-checked against the independent slow generator of ./slow-moves.ts (written from the rules text).
import { describe as suite, expect, it } from 'vitest';
import { games } from '../../../src/games/index.js';
import { divide, formatPosition, parsePosition } from '../../../src/games/tech-chess/index.js';
import { slowBoard, slowLegalMoves, slowPerft, slowSquare } from './slow-moves.js';
import { Rng, seedRng } from '../../../src/engine/rng.js';

const game = games['tech-chess'];
const perft = (fen: string, depth: number) => game.perft(fen, depth);
/** Both generators' counts, for positions whose counts are too many to count by hand. */
const both = (fen: string, depth: number) => [perft(fen, depth), slowPerft(slowBoard(fen), depth)];
/** Square pairs of the first moves, from both generators, to say where they differ when they do. */
const firstMoves = (fen: string) => ({
  fast: Object.keys(divide(game.position(fen), 1)).sort(),
  slow: slowLegalMoves(slowBoard(fen))
    .map((m) => slowSquare(m.from) + slowSquare(m.to))
    .sort(),
});

const START = 'rkqnkr/pppppp/6/6/PPPPPP/RKQNKR w';

suite('the starting position', () => {
  it('is the setup of the rules: "1, 13, 12, 11, 13, 1" and "2, 3, 4, 4, 3, 2", the second player\'s read from their left', () => {
    expect(game.startPosition).toBe(START);
    // The board of a real game after setup, as a position: the same kinds on the same squares.
    let s = game.setup({ players: 2, seed: 7 });
    while (s.flow.stage === 'setup')
      s = game.apply(s, { type: 'choose', picks: Array.from({ length: s.pending!.min }, (_, i) => i) });
    expect(formatPosition(game.position(s)).replace(/\[\d+\]/g, '')).toBe(START);
  });

  it('depth 1: 18 — six pawns one square forward (6) and diagonally forward (4 middle pawns × 2 + 2 edge pawns × 1 = 10), the knight on d1 to c3 or e3 (2); everything else is boxed in', () => {
    expect(perft(START, 1)).toBe(18);
    expect(firstMoves(START).fast).toEqual(firstMoves(START).slow);
  });

  it("depth 2: 324 = 18 × 18 — after any first move the second player has the same 18 (ranks 3 and 4 don't touch yet)", () => {
    expect(perft(START, 2)).toBe(324);
  });

  it('depth 3 and 4: 7,356 and 166,632, as the slow generator counts', () => {
    expect(both(START, 3)).toEqual([7356, 7356]);
    expect(both(START, 4)).toEqual([166632, 166632]);
  });
});

suite('check rules (C5)', () => {
  it('one king and a rook against a lone king: 13 — king a1 to a2, a3, b2, c3 (two squares at most, b1 is its rook), rook b1 up 5 and right 4', () => {
    expect(perft('k5/6/6/6/6/KR4 w', 1)).toBe(13);
    // Deeper, as the slow generator counts: the lone king must keep out of the rook's and king's reach.
    expect(both('k5/6/6/6/6/KR4 w', 2)).toEqual([51, 51]);
    expect(both('k5/6/6/6/6/KR4 w', 3)).toEqual([696, 696]);
  });

  it("a lone king in check from a rook on its rank: 4 — a2, a3, b2, c3; b1 and c1 stay on the rook's rank", () => {
    expect(perft('k5/6/6/6/6/K4r w', 1)).toBe(4);
    expect(firstMoves('k5/6/6/6/6/K4r w').fast).toEqual(['a1a2', 'a1a3', 'a1b2', 'a1c3']);
  });

  it('checkmate: 0 — king a1, the queen on b2 guarded by the king on c3; every square is attacked and c3 is behind b2', () => {
    expect(perft('6/6/6/2k3/1q4/K5 w', 1)).toBe(0);
  });

  it("two kings may move into attack: 11 — a1: a2, a3, b2, c3; b1: a2, b2, b3, c2, d3, c1, d1 (c1 and d1 on the rook's rank)", () => {
    expect(perft('k5/6/6/6/6/KK3r w', 1)).toBe(11);
  });

  it("a pinned knight can't move with one king; with two kings it can (a2, a4, b1, b5, d1, d5, e2, e4)", () => {
    const pinned = '4k1/2r3/6/2N3/2K3/6 w';
    expect(firstMoves(pinned).fast.filter((m) => m.startsWith('c3'))).toEqual([]);
    expect(firstMoves(pinned).fast).toEqual(firstMoves(pinned).slow);
    const twoKings = '4k1/2r3/6/2N3/2K3/5K w';
    expect(firstMoves(twoKings).fast.filter((m) => m.startsWith('c3'))).toEqual([
      'c3a2',
      'c3a4',
      'c3b1',
      'c3b5',
      'c3d1',
      'c3d5',
      'c3e2',
      'c3e4',
    ]);
    expect(both(pinned, 3)).toEqual([1830, 1830]);
  });
});

suite('the end of the game in a position', () => {
  it('two lone kings: 0 (a draw); a side to move without a king: 0 (it has lost)', () => {
    expect(perft('6/6/6/6/6/K4k w', 1)).toBe(0);
    expect(perft('6/6/6/6/6/R4k w', 1)).toBe(0);
    expect(perft('6/6/6/6/6/R4k w', 0)).toBe(1);
  });

  it('capturing the last king ends the tree: 1 — the queen takes the king on f6 and the second player has no move', () => {
    // White: queen a1 and king; black: a lone king on f6 on the diagonal a1-f6, and a pawn.
    const fen = '5k/p5/6/6/6/Q4K w';
    const captures = Object.entries(divide(game.position(fen), 2)).filter(([m]) => m === 'a1f6');
    expect(captures).toEqual([['a1f6', 0]]);
  });
});

suite('middle games, cross-checked', () => {
  // [position, depth 1, 2, 3]: every count as the slow generator counts it.
  const positions: [string, number, number, number][] = [
    ['r2k1r/1pq1pk/p1n1P1/1P1N2/PK2QP/R3KR w', 37, 1310, 49337], // two kings each, every kind of piece, captures both ways
    ['r2k1r/1pq1pk/p1n1P1/1P1N2/PK2QP/R3KR b', 36, 1314, 47607],
    ['4k1/2r1p1/1p4/2N3/P1K2p/6 w', 9, 213, 2585], // one king each: pins, checks and pawns sideways
    ['2k3/1p1q2/6/2PN2/1K2k1/6 b', 33, 446, 14836], // two kings against one
  ];
  for (const [fen, ...counts] of positions) {
    it(`${fen}: ${counts.join(', ')}`, () => {
      expect(firstMoves(fen).fast).toEqual(firstMoves(fen).slow);
      for (const [i, count] of counts.entries()) expect(both(fen, i + 1)).toEqual([count, count]);
    });
  }

  it('random positions (seeded): depth 2 as the slow generator counts', () => {
    const rng = new Rng({ rng: seedRng(2024) });
    const letters = 'PPPPRNQKpppprnqk';
    for (let n = 0; n < 40; n++) {
      const squares: string[] = Array(36).fill('');
      const kings = [1 + rng.int(0, 1), 1 + rng.int(0, 1)];
      const place = (letter: string) => {
        let sq: number;
        do sq = rng.int(0, 35);
        while (squares[sq]);
        squares[sq] = letter;
      };
      for (let k = 0; k < kings[0]; k++) place('K');
      for (let k = 0; k < kings[1]; k++) place('k');
      for (let k = rng.int(2, 10); k > 0; k--)
        place(letters[rng.int(0, letters.length - 1)].replace(/k/i, (c) => (c === 'k' ? 'p' : 'P')));
      const rows: string[] = [];
      for (let rank = 5; rank >= 0; rank--) {
        let row = '';
        let empty = 0;
        for (let file = 0; file < 6; file++) {
          const l = squares[rank * 6 + file];
          if (!l) {
            empty++;
            continue;
          }
          if (empty) row += empty;
          empty = 0;
          row += l;
        }
        rows.push(row + (empty || ''));
      }
      const fen = `${rows.join('/')} ${rng.int(0, 1) ? 'w' : 'b'}`;
      expect(formatPosition(parsePosition(game.config, fen))).toBe(fen);
      const [fast, slow] = both(fen, 2);
      expect(fast, fen).toBe(slow);
    }
  });
});
