// `tech-deck simulate`: N bot games over all cores, then win rates by seat and by bot with confidence
// intervals, average scores and game length. A game that throws or breaks an invariant is reported with
// what reproduces it.
import { availableParallelism } from 'node:os';
import { playInRanges } from './game-ranges.js';
import { fairShare, winShare } from './balance.js';
import { meanInterval, percent, wilson } from './stats.js';
import { runBatch, type BatchSpec, type GameRecord } from './simulate-core.js';

export interface SimulationSpec extends Omit<BatchSpec, 'seeds'> {
  games: number;
  seed: number; // the first game's seed; game k has seed + k
  workers: number; // 0: in this thread
}

/** Plays the games, on worker threads when `workers` > 0; `onProgress` hears each finished game. */
export async function simulate(spec: SimulationSpec, onProgress?: (done: number) => void): Promise<GameRecord[]> {
  const seeds = Array.from({ length: spec.games }, (_, k) => spec.seed + k);
  const base: Omit<BatchSpec, 'seeds'> = {
    game: spec.game,
    players: spec.players,
    bots: spec.bots,
    rotate: spec.rotate,
    deck: spec.deck,
    rules: spec.rules,
    options: spec.options,
  };
  let done = 0;
  if (spec.workers <= 0) return runBatch({ ...base, seeds }, () => onProgress?.(++done));
  // Game k has seed spec.seed + k, whichever thread plays it (simulate-worker.ts plays a range).
  const config: SimulationRanges = { games: spec.games, workers: spec.workers, first: spec.seed, batch: base };
  return playInRanges({ config, playRange: playSeeds }, new URL('./simulate-worker.js', import.meta.url), () =>
    onProgress?.(++done),
  );
}

/** A simulation as the game-ranges harness shares it out: the batch without its seeds, and the first seed. */
export interface SimulationRanges {
  games: number;
  workers: number;
  first: number; // game k has seed first + k
  batch: Omit<BatchSpec, 'seeds'>;
}

/** Plays games `from` ≤ k < `to` of a simulation (in a worker thread, or here). */
export function playSeeds(
  config: SimulationRanges,
  from: number,
  to: number,
  onGame?: (record: GameRecord) => void,
): GameRecord[] {
  const seeds = Array.from({ length: to - from }, (_, i) => config.first + from + i);
  return runBatch({ ...config.batch, seeds }, onGame);
}

export const defaultWorkers = () => availableParallelism();

export interface Summary {
  games: number;
  fair: number; // a seat's win rate when every seat is as strong (winShare)
  teams: boolean; // the game is played by teams: a team's win counts for each partner
  errors: number;
  bySeat: { seat: number; winRate: ReturnType<typeof wilson>; score: ReturnType<typeof meanInterval> }[];
  byBot: { bot: string; seats: number; winRate: ReturnType<typeof wilson>; score: ReturnType<typeof meanInterval> }[];
  length: ReturnType<typeof meanInterval> & { min: number; max: number };
}

export function summarize(records: GameRecord[], players: number): Summary {
  const ok = records.filter((r) => !r.error);
  const bySeat = Array.from({ length: players }, (_, seat) => ({
    seat,
    winRate: wilson(
      ok.reduce((a, r) => a + winShare(r, seat), 0),
      ok.length,
    ),
    score: meanInterval(ok.map((r) => r.scores[seat] ?? 0)),
  }));
  const names = [...new Set(ok.flatMap((r) => r.bots))];
  const byBot = names.map((bot) => {
    const seats = ok.flatMap((r) =>
      r.bots
        .map((b, seat) => (b === bot ? { r, seat } : null))
        .filter((x): x is { r: GameRecord; seat: number } => x !== null),
    );
    // Partners with the same bot win and lose together: one observation a game, not two, or the
    // interval would be as narrow as twice the games played.
    const observed = seats.filter(({ r, seat }) => {
      const team = r.teams?.find((t) => t.includes(seat));
      return !team || team.find((s) => r.bots[s] === bot) === seat;
    });
    return {
      bot,
      seats: seats.length,
      winRate: wilson(
        observed.reduce((a, { r, seat }) => a + winShare(r, seat), 0),
        observed.length,
      ),
      score: meanInterval(observed.map(({ r, seat }) => r.scores[seat] ?? 0)),
    };
  });
  const lengths = ok.map((r) => r.length);
  return {
    games: records.length,
    fair: fairShare(records[0], players),
    teams: records[0]?.teams !== undefined,
    errors: records.length - ok.length,
    bySeat,
    byBot,
    length: { ...meanInterval(lengths), min: Math.min(...lengths), max: Math.max(...lengths) },
  };
}

const interval = (w: ReturnType<typeof wilson>) => `${percent(w.p)} [${percent(w.low)}, ${percent(w.high)}]`;
const mean = (m: ReturnType<typeof meanInterval>) => `${m.mean.toFixed(2)} ± ${((m.high - m.low) / 2).toFixed(2)}`;

export function formatSummary(
  summary: Summary,
  spec: Pick<SimulationSpec, 'game' | 'players'>,
  seconds: number,
  workers: number,
): string {
  const fair = percent(summary.fair);
  const shared = summary.teams ? "a team's win counts for each partner, ties shared" : 'ties shared';
  const lines = [
    `${spec.game}, ${spec.players} player${spec.players === 1 ? '' : 's'}: ${summary.games} games in ${seconds.toFixed(1)} s on ${workers || 1} thread${workers > 1 ? 's' : ''}${summary.errors ? `, ${summary.errors} with errors` : ''}`,
    '',
    `win rate by bot (fair share ${fair}; ${shared}; 95% intervals)`,
    ...summary.byBot.map(
      (b) =>
        `  ${b.bot.padEnd(12)} ${interval(b.winRate).padEnd(26)} average score ${mean(b.score)}   (${b.seats} seats)`,
    ),
    '',
    'win rate by seat',
    ...summary.bySeat.map(
      (s) => `  seat ${String(s.seat + 1).padEnd(7)} ${interval(s.winRate).padEnd(26)} average score ${mean(s.score)}`,
    ),
    '',
    `game length: ${summary.length.mean.toFixed(1)} actions on average (${summary.length.min} to ${summary.length.max})`,
  ];
  return `${lines.join('\n')}\n`;
}
