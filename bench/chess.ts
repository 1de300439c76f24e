// Tech Chess move generation: perft nodes/s from the start position, interleaved with chess.js's perft
// on standard chess's start position to depth 4 in the same run. Different games: the figure says what
// a node costs in each.
import { createRequire } from 'node:module';
import { games } from '../src/games/index.js';
import type { Row } from './measure.js';

const require = createRequire(import.meta.url);
const { Chess } = require('chess.js');

export function benchChess(rounds = 3): Row[] {
  const game = games['tech-chess'];
  const ours: number[] = [];
  const theirs: number[] = [];
  game.perft(game.startPosition, 3); // warm-up
  new Chess().perft(2);
  for (let i = 0; i < rounds; i++) {
    let start = performance.now();
    const nodes = game.perft(game.startPosition, 5);
    ours.push(nodes / ((performance.now() - start) / 1000));
    start = performance.now();
    const chessNodes = new Chess().perft(4);
    theirs.push(chessNodes / ((performance.now() - start) / 1000));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const a = median(ours);
  const b = median(theirs);
  return [
    {
      section: 'move generation, perft',
      name: 'Tech Chess, start position, depth 5 (4,233,069 nodes)',
      value: a,
      unit: 'nodes/s',
      ratio: `${(a / b).toFixed(1)}x chess.js`,
      goal: `≥ 10x chess.js: ${a / b >= 10 ? 'met' : 'missed'}`,
    },
    {
      section: 'move generation, perft',
      name: 'chess.js, standard start position, depth 4 (197,281 nodes)',
      value: b,
      unit: 'nodes/s',
    },
  ];
}
