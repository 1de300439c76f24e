// The hard bot's search in slices (Searcher.start/advance, the thinking bot): a page runs it a few
// milliseconds at a time, and the move must not depend on where the slices fall. Each position is
// searched in one go and in slices of every size; the results are also the ones the search gave before
// it could be sliced (recorded from the plain recursive search: they change only when the evaluation or
// the move ordering is changed on purpose).
import { describe as suite, expect, it } from 'vitest';
import { playOut } from '../../../src/engine/bots.js';
import { Rng, seedRng } from '../../../src/engine/rng.js';
import {
  createTechChessBot,
  createThinkingTechChessBot,
  type TechChessBot,
} from '../../../src/games/tech-chess/bots.js';
import { moveBuffer, moveFrom, moveTo, squareName } from '../../../src/games/tech-chess/position.js';
import { Searcher, type Budget, type RootMove, type SearchResult } from '../../../src/games/tech-chess/search.js';
import { game } from './driver.js';

/** Positions from hard-bot games (seeds 4 and 9), with the plain search's answer on 20,000 nodes. */
const RECORDED = [
  {
    fen: 'rkq1kr/pp[3]p[4]p[4]p[3]p/2n3/6/PP[3]P[4]P[4]P[3]P/RKQNKR w',
    best: 'c2-d3',
    score: 18,
    depth: 4,
    nodes: 20000,
  },
  {
    fen: 'rkqp[7]kr/p[8]pp[4]p[4]p[3]p[10]/6/3P[7]2/PQP[4]P[7]P[3]P/RKP[8]NKR w',
    best: 'a2-a3',
    score: 330,
    depth: 3,
    nodes: 20000,
  },
  {
    fen: 'rk1p[7]kr/p[8]p[5]p[4]1pp[10]/6/1PNP[3]1q/1QP[4]P[7]1P/RKP[8]1KR w',
    best: 'f2-f3',
    score: 1203,
    depth: 4,
    nodes: 20000,
  },
  {
    fen: 'rk1p[7]kr/p[8]p[5]3p[10]/3p2/1P3P/1QP[4]P[7]N1/RKP[8]1KR w',
    best: 'e2-d4',
    score: 1444,
    depth: 4,
    nodes: 20000,
  },
  { fen: 'R2p[7]kr/5p[10]/6/2p[8]2R/2P[4]3/1KP[8]1K1 w', best: 'c2-c3', score: 1990, depth: 4, nodes: 20000 },
  { fen: 'R2p[7]1r/4kp[10]/2K3/2P[4]2R/6/2P[8]1K1 w', best: 'c3-d4', score: 99999, depth: 1, nodes: 159 },
  {
    fen: 'rkp[10]nkr/p1p[10]2p/2p[3]p[4]q1/6/PP[3]P[4]P[4]P[3]1/RKQP[5]KR w',
    best: 'd2-e3',
    score: -319,
    depth: 4,
    nodes: 20000,
  },
  { fen: 'r4k/1k4/2np[9]2/2q3/P2NRP[9]/R2P[5]K1 w', best: 'a1-b1', score: -1598, depth: 4, nodes: 20000 },
];

function searcherOf(
  fen: string,
  budget: Budget,
): { searcher: Searcher; roots: RootMove[]; name: (r: SearchResult) => string } {
  const pos = game.position(fen);
  const buf = moveBuffer(pos.g);
  const roots = Array.from(buf.subarray(0, pos.legalMoves(buf, 0)), (move) => ({ move, bonus: 0 }));
  const name = (r: SearchResult) =>
    `${squareName(pos.g, moveFrom(roots[r.best].move))}-${squareName(pos.g, moveTo(roots[r.best].move))}`;
  return { searcher: new Searcher(pos, budget), roots, name };
}

/** Runs a search in slices: a slice ends at the `every`-th time the search asks. Returns the result and the slice count. */
function sliced(searcher: Searcher, roots: RootMove[], every: number): { result: SearchResult; slices: number } {
  searcher.start(roots);
  let asked = 0;
  for (let slices = 1; ; slices++) {
    const result = searcher.advance(() => ++asked % every === 0);
    if (result) return { result, slices };
    // The search stops at the first node that asks after the slice is over, never later.
    expect(searcher.nodes % 256).toBe(0);
  }
}

suite('the search in slices', () => {
  it('gives the move, score, depth and node count it gave before it could be sliced', () => {
    for (const r of RECORDED) {
      const { searcher, roots, name } = searcherOf(r.fen, { nodes: 20_000 });
      const result = searcher.run(roots);
      expect({ fen: r.fen, best: name(result), score: result.score, depth: result.depth, nodes: result.nodes }).toEqual(
        r,
      );
    }
  });

  it('gives the same result whatever the size of its slices', () => {
    for (const r of RECORDED) {
      const whole = searcherOf(r.fen, { nodes: 20_000 });
      const expected = whole.searcher.run(whole.roots);
      for (const every of [1, 3, 17]) {
        const { searcher, roots } = searcherOf(r.fen, { nodes: 20_000 });
        const { result, slices } = sliced(searcher, roots, every);
        expect(result, `${r.fen}, a slice every ${every}`).toEqual(expected);
        // Slices of 256 nodes: 20,000 nodes take 79 of them (a search found to be won at once, one).
        if (every === 1) expect(slices).toBe(Math.floor(expected.nodes / 256) + 1);
      }
    }
  });

  it('counts only the time spent searching against a time budget, not the pauses between slices', () => {
    let now = 0;
    const { searcher, roots } = searcherOf(RECORDED[0].fen, { nodes: 1e9, timeMs: 40, clock: () => now });
    searcher.start(roots);
    let slices = 0;
    let result: SearchResult | null = null;
    while (!result) {
      // A slice of 256 nodes takes a quarter of a millisecond; then a second of the page's other work.
      result = searcher.advance(() => ((now += 0.25), true));
      now += 1000;
      slices++;
    }
    // 40 ms of searching: 160 slices, 40,960 nodes (the clock is read every 1,024 nodes).
    expect(result.nodes).toBeGreaterThanOrEqual(40 * 1024);
    expect(result.nodes).toBeLessThanOrEqual(42 * 1024);
    expect(slices).toBeGreaterThanOrEqual(160);
  });

  it("plays whole games: the thinking bot in slices makes the plain bot's moves", () => {
    const budget = { nodes: 10_000, depth: 12 };
    const thinking = createThinkingTechChessBot(game, 'hard', budget);
    let slices = 0;
    const inSlices: TechChessBot = (view, actions, rng) => {
      const t = thinking(view, actions, rng);
      for (let asked = 0; ; slices++) {
        const action = t.advance(() => ++asked % 5 === 0);
        if (action) return action;
      }
    };
    for (const seed of [4, 9]) {
      const greedy = createTechChessBot(game, 'greedy');
      const plain = playOut(
        game,
        game.setup({ players: 2, seed }),
        [greedy, createTechChessBot(game, 'hard', budget)],
        { botSeed: seed, applyInPlace: game.applyInPlace },
      );
      const split = playOut(game, game.setup({ players: 2, seed }), [greedy, inSlices], {
        botSeed: seed,
        applyInPlace: game.applyInPlace,
      });
      expect(split.moves.map((m) => m.notation)).toEqual(plain.moves.map((m) => m.notation));
      expect(game.outcome(split)).toEqual(game.outcome(plain));
    }
    expect(slices).toBeGreaterThan(100);
  });

  it('a decided move stays decided: advancing again gives it without searching', () => {
    const thinking = createThinkingTechChessBot(game, 'hard', { nodes: 2_000 });
    let s = game.setup({ players: 2, seed: 5 });
    while (s.pending?.kind !== 'chess/action')
      s = game.apply(s, { type: 'choose', picks: Array.from({ length: s.pending!.min }, (_, i) => i) });
    const t = thinking(game.view(s, s.pending.seat), game.legalActions(s), new Rng({ rng: seedRng(1) }));
    const action = t.advance();
    expect(game.legalActions(s)).toContainEqual(action);
    expect(t.advance(() => true)).toBe(action);
  });
});
