// Tricks of the Trade bot figures: many seeded games, the bot under test in one seat (rotated across
// games so the seat order biases nothing) against another bot in every other seat. Prints the average
// score of each side with a 95% confidence interval, the tested bot's win share (ties count as
// fractional wins), how often each side makes its bid exactly, and timing. Run it through
// scripts/tricks-figures.js (`node scripts/tricks-figures.js`), which builds this file with esbuild and splits
// the games over worker threads.
import { playInRanges, serveRange, threadCount } from '../src/tools/game-ranges.js';
import { builtInRules, techDeck } from '../src/games/built-in.js';
import { playOut, type Bot } from '../src/engine/bots.js';
import { tricksBots } from '../src/games/tricks-of-the-trade/bots.js';
import { createTricksOfTheTrade, type TricksAction, type TricksView } from '../src/games/tricks-of-the-trade/index.js';

export interface FiguresConfig {
  games: number; // how many games
  players: number; // 2 to 4
  bot: 'greedy' | 'random'; // the bot under test, in one seat
  against: 'greedy' | 'random'; // the bot in every other seat
  seed: number; // game i is seeded seed + i
  workers: number;
}

/** One game's result, for the tested seat and the others. */
interface GameResult {
  seat: number; // the tested bot's seat
  share: number; // its share of the win
  tested: number; // its score
  others: number; // the other seats' average score
  exact: [number, number]; // rounds with the bid made exactly: tested bot, others (summed over seats)
  ms: number;
  actions: number;
}

function playRange(config: FiguresConfig, from: number, to: number): GameResult[] {
  const game = createTricksOfTheTrade(techDeck, builtInRules('tricks-of-the-trade'));
  const table = tricksBots as Record<string, Bot<TricksView, TricksAction>>;
  const results: GameResult[] = [];
  for (let i = from; i < to; i++) {
    const start = performance.now();
    const seat = i % config.players;
    const seats = Array.from({ length: config.players }, (_, s) => table[s === seat ? config.bot : config.against]);
    let actions = 0;
    const state = playOut(game, game.setup({ players: config.players, seed: config.seed + i }), seats, {
      applyInPlace: game.applyInPlace,
      botSeed: config.seed + i,
      afterAction: () => void actions++,
    });
    const outcome = game.outcome(state)!;
    const exact = (s: number) => state.sheet.filter((r) => r.seat === s && r.bid === r.tricks).length;
    const others = outcome.scores.filter((_, s) => s !== seat);
    results.push({
      seat,
      share: outcome.winners.includes(seat) ? 1 / outcome.winners.length : 0,
      tested: outcome.scores[seat],
      others: others.reduce((a, b) => a + b, 0) / others.length,
      exact: [
        exact(seat),
        others.length
          ? Array.from({ length: config.players }, (_, s) => s)
              .filter((s) => s !== seat)
              .reduce((n, s) => n + exact(s), 0)
          : 0,
      ],
      ms: performance.now() - start,
      actions,
    });
  }
  return results;
}

/** Mean and the half-width of its 95% confidence interval. */
function meanCI(xs: number[]): [number, number] {
  const n = xs.length;
  const mean = xs.reduce((s, x) => s + x, 0) / n;
  const variance = xs.reduce((s, x) => s + (x - mean) ** 2, 0) / Math.max(1, n - 1);
  return [mean, 1.96 * Math.sqrt(variance / n)];
}

export async function figures(config: FiguresConfig, self: string): Promise<void> {
  const start = performance.now();
  const workers = threadCount(config);
  const results = await playInRanges({ config, playRange }, self);
  const ms = performance.now() - start;
  const n = results.length;
  const rounds = 3;
  const [tested, testedCI] = meanCI(results.map((r) => r.tested));
  const [others, othersCI] = meanCI(results.map((r) => r.others));
  const [diff, diffCI] = meanCI(results.map((r) => r.tested - r.others));
  const [share, shareCI] = meanCI(results.map((r) => r.share));
  const exactTested = results.reduce((s, r) => s + r.exact[0], 0) / (n * rounds);
  const exactOthers = results.reduce((s, r) => s + r.exact[1], 0) / (n * rounds * Math.max(1, config.players - 1));
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const f = (x: number) => x.toFixed(2);
  console.log(
    `tricks-of-the-trade: ${n} games, ${config.players} players, ${config.bot} in one seat (rotated) vs ${config.against} in the others, seeds ${config.seed}..${config.seed + n - 1}`,
  );
  console.log(
    `  average score     ${config.bot} ${f(tested)} ± ${f(testedCI)}   each ${config.against} ${f(others)} ± ${f(othersCI)}   (95% CI)`,
  );
  console.log(`  difference        ${f(diff)} ± ${f(diffCI)} points a game (${config.bot} minus the others' average)`);
  console.log(
    `  win share         ${config.bot} ${pct(share)} ± ${pct(shareCI)}   (fair share ${pct(1 / config.players)}; ties count as fractional wins)`,
  );
  console.log(`  exact bids        ${config.bot} ${pct(exactTested)} of rounds, ${config.against} ${pct(exactOthers)}`);
  console.log(
    `  time              ${(ms / 1000).toFixed(1)} s on ${workers} worker${workers === 1 ? '' : 's'}, ${(results.reduce((s, r) => s + r.ms, 0) / n).toFixed(1)} ms a game, ${(results.reduce((s, r) => s + r.actions, 0) / n).toFixed(0)} actions a game`,
  );
}

serveRange(playRange);
