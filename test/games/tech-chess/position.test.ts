// The fast position's make and unmake: every move made is taken back exactly, however deep a line goes.
import { describe as suite, expect, it } from 'vitest';
import { games } from '../../../src/games/index.js';
import { formatPosition, parsePosition } from '../../../src/games/tech-chess/index.js';
import { encodeMove, moveBuffer, squareOf } from '../../../src/games/tech-chess/position.js';
import { slowBoard, slowLegalMoves } from './slow-moves.js';

const game = games['tech-chess'];

suite('make and unmake', () => {
  it('take back a line of 600 moves, position by position', () => {
    // Two rooks walk up and down their files, and take nothing: a line as long as we like.
    const pos = parsePosition(game.config, 'r4k/6/6/6/6/K4R w');
    const sq = (name: string) => squareOf(pos.g, name);
    const seen: string[] = [];
    for (let n = 0; n < 600; n++) {
      seen.push(formatPosition(pos));
      const up = Math.floor(n / 2) % 2 === 0;
      pos.make(
        pos.side === 0
          ? encodeMove(sq(up ? 'f1' : 'f2'), sq(up ? 'f2' : 'f1'))
          : encodeMove(sq(up ? 'a6' : 'a5'), sq(up ? 'a5' : 'a6')),
      );
    }
    for (let n = 599; n >= 0; n--) {
      pos.unmake();
      expect(formatPosition(pos), `after taking back move ${n + 1}`).toBe(seen[n]);
    }
  });
});

suite('legal moves', () => {
  // With one king, a move is legal only if it leaves the king out of attack. Trying each move (make,
  // look, unmake) was a third of listing a turn's actions, so only the moves that could expose the king
  // are tried: the king's own, every move while it is attacked, and moves off a square that shields it.
  const count = (fen: string) => {
    const pos = parsePosition(game.config, fen);
    let tried = 0;
    const make = pos.make.bind(pos);
    pos.make = (m: number) => {
      tried++;
      make(m);
    };
    return { legal: pos.legalMoves(moveBuffer(pos.g)), tried };
  };

  it("tries the king's moves and the shielding rook's, not the others', when nothing attacks the king", () => {
    // White: king a1; rook b2 shields it from the black queen on d4 (a1-b2-c3-d4); rook f1 and pawn c2 are
    // free. 23 moves: the king's 4 (a2, a3, b1, c1) and the b2 rook's 6 are tried, the f1 rook's 9 and
    // the pawn's 4 are legal untried.
    const fen = '5k/6/3q2/6/1RP3/K4R w';
    expect(count(fen)).toEqual({ legal: slowLegalMoves(slowBoard(fen)).length, tried: 10 });
  });

  it('tries every move while the king is attacked', () => {
    // The queen on d4 attacks the king on a1 along the open diagonal: all 20 moves are tried, the king's 6
    // (a2, a3, b1, c1, b2, c3), the rook's 9 and the pawn's 5 (c3, b3, d3, b2, d2).
    const fen = '5k/6/3q2/6/2P3/K4R w';
    const { legal, tried } = count(fen);
    expect(legal).toBe(slowLegalMoves(slowBoard(fen)).length);
    expect(tried).toBe(20);
  });
});
