// Tech Chess bot figures: the hard bot against the random bot and against the greedy one-ply bot, many
// seeded games each (the hard bot's seat alternates, the first player is drawn by the game's seed), with
// wins, draws, losses, how the games ended, their length, and the hard bot's nodes and time per move;
// then the move generator's perft speed. The issue's bars: hard beats random every time, and greedy at
// least 80 times in 100. Run it through scripts/tech-chess-figures.js (`node scripts/tech-chess-figures.js`),
// which builds this file with esbuild and splits the games over worker threads.
//
// With a node budget (the default) every figure is reproducible: the same seeds give the same games.
import { builtInRules, techDeck } from '../src/games/built-in.js';
import { playOut, type Bot } from '../src/engine/bots.js';
import type { ChooseAction } from '../src/engine/choices.js';
import { createTechChessBot, HARD_BUDGET } from '../src/games/tech-chess/bots.js';
import { createTechChess, type Budget, type TechChessView } from '../src/games/tech-chess/index.js';
import { playInRanges, serveRange, threadCount } from '../src/tools/game-ranges.js';

export interface FiguresConfig {
  games: number; // games per match-up
  nodes: number; // the hard bot's node budget a move
  depth: number; // … and its deepest iteration
  timeMs: number; // a time budget a move instead (0: none); not reproducible
  seed: number; // game i of a match-up is seeded seed + i
  against: ('random' | 'greedy')[];
  workers: number;
}

interface GameResult {
  against: string;
  seed: number;
  outcome: 'win' | 'draw' | 'loss';
  reason: string;
  turns: number;
  hardMoves: number; // turn actions the hard bot chose
  hardMs: number; // time it took over them
}

const game = createTechChess(techDeck, builtInRules('tech-chess'));

function playOne(config: FiguresConfig, against: 'random' | 'greedy', index: number): GameResult {
  const budget: Budget =
    config.timeMs > 0
      ? { timeMs: config.timeMs, nodes: 1e12, depth: config.depth, clock: () => performance.now() }
      : { nodes: config.nodes, depth: config.depth };
  const hardSeat = index % 2;
  const hard = createTechChessBot(game, 'hard', budget);
  let hardMoves = 0;
  let hardMs = 0;
  const timedHard: Bot<TechChessView, ChooseAction> = (view, actions, rng) => {
    const start = performance.now();
    const action = hard(view, actions, rng);
    if ((view.pending as { kind?: string } | null)?.kind === 'chess/action') {
      hardMoves++;
      hardMs += performance.now() - start;
    }
    return action;
  };
  const other = createTechChessBot(game, against);
  const bots = hardSeat === 0 ? [timedHard, other] : [other, timedHard];
  const seed = config.seed + index;
  const state = playOut(game, game.setup({ players: 2, seed }), bots, {
    botSeed: seed,
    applyInPlace: game.applyInPlace,
  });
  const winners = game.outcome(state)!.winners;
  return {
    against,
    seed,
    outcome: winners.length !== 1 ? 'draw' : winners[0] === hardSeat ? 'win' : 'loss',
    reason: state.result?.reason ?? 'turn-limit',
    turns: state.turn,
    hardMoves,
    hardMs,
  };
}

function perftSpeed(): { depth: number; nodes: number; ms: number } {
  const depth = 5;
  game.perft(game.startPosition, 4); // warm up
  const start = performance.now();
  const nodes = game.perft(game.startPosition, depth);
  return { depth, nodes, ms: performance.now() - start };
}

/** Every match-up's games as one list for the shared harness: game k is game k mod n of match-up ⌊k / n⌋. */
interface RangeConfig {
  games: number; // match-ups × games a match-up
  workers: number;
  figures: FiguresConfig;
}

function playRange({ figures: config }: RangeConfig, from: number, to: number): GameResult[] {
  const results: GameResult[] = [];
  for (let k = from; k < to; k++)
    results.push(playOne(config, config.against[Math.floor(k / config.games)]!, k % config.games));
  return results;
}

const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(0)}%`;

export async function figures(config: FiguresConfig, file: string): Promise<boolean> {
  const ranges: RangeConfig = { games: config.against.length * config.games, workers: config.workers, figures: config };
  const started = performance.now();
  const workers = threadCount(ranges);
  const results = await playInRanges({ config: ranges, playRange }, new URL(file));
  const budget =
    config.timeMs > 0
      ? `${config.timeMs} ms a move (not reproducible)`
      : `${config.nodes.toLocaleString('en')} nodes, depth ≤ ${config.depth} a move (reproducible)`;
  console.log(
    `Tech Chess bot figures: ${config.games} games a match-up, seeds ${config.seed}-${config.seed + config.games - 1}, hard bot budget ${budget}`,
  );
  let met = true;
  for (const against of config.against) {
    const rs = results.filter((r) => r.against === against);
    const count = (o: GameResult['outcome']) => rs.filter((r) => r.outcome === o).length;
    const reasons = new Map<string, number>();
    for (const r of rs)
      reasons.set(`${r.outcome} by ${r.reason}`, (reasons.get(`${r.outcome} by ${r.reason}`) ?? 0) + 1);
    const moves = rs.reduce((n, r) => n + r.hardMoves, 0);
    const ms = rs.reduce((n, r) => n + r.hardMs, 0);
    const turns = rs.map((r) => r.turns).sort((a, b) => a - b);
    const wins = count('win');
    const bar = against === 'random' ? rs.length : Math.ceil(0.8 * rs.length);
    const ok = wins >= bar;
    met &&= ok;
    console.log(
      `\nhard vs ${against}: ${wins} wins, ${count('draw')} draws, ${count('loss')} losses in ${rs.length} games (${pct(wins, rs.length)}) — bar ${bar}: ${ok ? 'met' : 'MISSED'}`,
    );
    console.log(
      `  how they ended: ${[...reasons]
        .sort((a, b) => b[1] - a[1])
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    );
    console.log(
      `  turns per game: mean ${(turns.reduce((a, b) => a + b, 0) / Math.max(1, turns.length)).toFixed(1)}, median ${turns[turns.length >> 1] ?? 0}, max ${turns.at(-1) ?? 0}`,
    );
    console.log(`  hard bot: ${moves} moves, ${(ms / Math.max(1, moves)).toFixed(1)} ms a move on average`);
    const notWon = rs
      .filter((r) => r.outcome !== 'win')
      .map((r) => r.seed)
      .sort((a, b) => a - b);
    if (notWon.length > 0) console.log(`  not won: game seeds ${notWon.join(', ')}`);
  }
  const p = perftSpeed();
  console.log(
    `\nperft(${p.depth}) of the start position: ${p.nodes.toLocaleString('en')} nodes in ${p.ms.toFixed(0)} ms (${Math.round((p.nodes / p.ms) * 1000).toLocaleString('en')} leaf nodes/s, one core)`,
  );
  console.log(
    `${workers} worker${workers === 1 ? '' : 's'}, ${((performance.now() - started) / 1000).toFixed(1)} s in all`,
  );
  return met;
}

export const DEFAULTS = { nodes: HARD_BUDGET.nodes!, depth: HARD_BUDGET.depth! };

serveRange(playRange);
