// Bot figures: many seeded games, one bot under test in one seat (rotated across games so the seat order
// biases nothing) against another bot in every other seat; prints the tested bot's win share (ties
// counted as fractional wins, G10) with a 95% confidence interval against the fair share, average scores,
// and timing. Run it through scripts/bot-figures.js (`npm run figures -- grid-poker`), which builds this
// file with esbuild and splits the games over worker threads.
import { availableParallelism } from 'node:os';
import { playInRanges, serveRange, threadCount } from '../src/tools/game-ranges.js';
import { playOut } from '../src/engine/bots.js';
import { bots, games } from '../src/games/index.js';

export interface FiguresConfig {
  game: 'grid-poker';
  games: number; // how many games
  players: number;
  bot: 'greedy' | 'random'; // the bot under test, in one seat
  against: 'greedy' | 'random'; // the bot in every other seat
  bidding: boolean;
  seed: number; // game i is seeded seed + i
  workers: number;
}

/** One game's result: the tested bot's seat, its share of the win, the scores. */
interface GameResult {
  seat: number;
  share: number;
  scores: number[];
  actions: number;
}

function playRange(config: FiguresConfig, from: number, to: number): GameResult[] {
  const game = games[config.game];
  const table = bots[config.game];
  const results: GameResult[] = [];
  for (let i = from; i < to; i++) {
    const seat = i % config.players;
    const seats = Array.from({ length: config.players }, (_, s) =>
      s === seat ? table[config.bot] : table[config.against],
    );
    let actions = 0;
    const state = playOut(
      game,
      game.setup({ players: config.players, seed: config.seed + i, options: { bidding: config.bidding } }),
      seats,
      {
        applyInPlace: game.applyInPlace,
        views: 'needed',
        botSeed: config.seed + i,
        afterAction: () => void actions++,
      },
    );
    const outcome = game.outcome(state)!;
    const share = outcome.winners.includes(seat) ? 1 / outcome.winners.length : 0;
    results.push({ seat, share, scores: outcome.scores, actions }); // solo: [player, artificial player]
  }
  return results;
}

export async function figures(config: FiguresConfig, self: string): Promise<void> {
  const start = performance.now();
  const cpu = process.cpuUsage(); // the whole process: the worker threads too
  const workers = threadCount(config);
  const results = await playInRanges({ config, playRange }, self);
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  const n = results.length;
  const mean = results.reduce((s, r) => s + r.share, 0) / n;
  const variance = results.reduce((s, r) => s + (r.share - mean) ** 2, 0) / (n - 1);
  const half = 1.96 * Math.sqrt(variance / n); // normal approximation, clamped to 0–100%
  const tested = results.reduce((s, r) => s + r.scores[r.seat], 0) / n;
  const seats = config.players === 1 ? 2 : config.players; // a solo game's outcome has the artificial player too
  const others =
    results.reduce((s, r) => s + (r.scores.reduce((a, b) => a + b, 0) - r.scores[r.seat]) / (seats - 1), 0) / n;
  const actions = results.reduce((s, r) => s + r.actions, 0) / n;
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const field =
    config.players === 1
      ? 'solo, against the artificial player (G9)'
      : `${config.bot} in one seat (rotated) vs ${config.players - 1} ${config.against}`;
  console.log(
    `${config.game}: ${n} games, ${config.players} player${config.players === 1 ? '' : 's'}, ${field}${config.bidding ? ', bidding' : ''}, seeds ${config.seed}..${config.seed + n - 1}`,
  );
  console.log(
    `  ${config.bot} win share   ${pct(mean)}  (95% CI ${pct(Math.max(0, mean - half))} – ${pct(Math.min(1, mean + half))}; fair share ${pct(1 / seats)}; ties count as fractional wins)`,
  );
  console.log(
    `  average score   ${config.bot} ${tested.toFixed(2)}, ${config.players > 1 ? `each ${config.against}` : 'the artificial player'} ${others.toFixed(2)}`,
  );
  console.log(
    `  time            ${(ms / 1000).toFixed(1)} s on ${workers} worker${workers === 1 ? '' : 's'} (${(cpuMs / 1000).toFixed(1)} s of CPU, ${(cpuMs / n).toFixed(1)} ms a game), ${actions.toFixed(0)} actions a game`,
  );
}

serveRange(playRange);

export const defaultWorkers = () => Math.max(1, Math.min(availableParallelism(), 4));
