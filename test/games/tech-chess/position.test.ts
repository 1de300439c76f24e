// The fast position's make and unmake: every move made is taken back exactly, however deep a line goes.
import { describe as suite, expect, it } from 'vitest';
import { games } from '../../../src/games/index.js';
import { formatPosition, parsePosition } from '../../../src/games/tech-chess/index.js';
import { encodeMove, squareOf } from '../../../src/games/tech-chess/position.js';

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
      pos.make(pos.side === 0 ? encodeMove(sq(up ? 'f1' : 'f2'), sq(up ? 'f2' : 'f1')) : encodeMove(sq(up ? 'a6' : 'a5'), sq(up ? 'a5' : 'a6')));
    }
    for (let n = 599; n >= 0; n--) {
      pos.unmake();
      expect(formatPosition(pos), `after taking back move ${n + 1}`).toBe(seen[n]);
    }
  });
});
