// Whole games per second on one core, random bots in every seat (uniform over each pending choice).
import { randomChoice } from '../src/engine/choices.js';
import { Rng, seedRng } from '../src/engine/rng.js';
import { bots, games } from '../src/games/index.js';
import { playOut, type Bot } from '../src/engine/bots.js';
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import type { Row } from './measure.js';

/** The tracker's goals for whole games on one core, by game and number of players (issue 16). */
const RANDOM_GOALS: Record<string, Record<number, number>> = {
  'grid-poker': { 4: 2000 },
  'tricks-of-the-trade': { 4: 1500 },
  'tech-chess': { 2: 300 },
};
const GOOD_GOALS: Record<string, Record<number, number>> = { 'grid-poker': { 4: 200 } };

/** The goal of a row, if the tracker sets one, and whether the figure meets it. */
function goalOf(
  goals: Record<string, Record<number, number>>,
  id: string,
  players: number,
  perSecond: number,
): { goal?: string } {
  const goal = goals[id]?.[players];
  if (goal === undefined) return {};
  return {
    goal: `≥ ${goal.toLocaleString('en-US')} games/s: ${perSecond >= goal ? 'met' : `missed by ${(goal / perSecond).toFixed(1)}x`}`,
  };
}

/**
 * Seconds of CPU this process has used. The rows are games per second on one core: counted in the CPU
 * time the games took, not the wall time, so that other work on a shared machine (which takes the core
 * away for a while) does not count as the games' own.
 */
function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/**
 * Plays untimed games first, for a quarter of the timed span (at least one game; seeds the timed run
 * doesn't use), so a row measures the steady speed, not the compiler warming up.
 */
function warmUp(seconds: number, play: (k: number) => void): void {
  const start = cpuSeconds();
  for (let k = 1_000_000; k === 1_000_000 || cpuSeconds() - start < seconds / 4; k++) play(k);
}

/** Games per CPU second of `play` (game k plays seed k + 1), over `seconds` of CPU time and at least one game. */
function gamesPerSecond(seconds: number, play: (k: number) => void): number {
  let played = 0;
  const start = cpuSeconds();
  while (cpuSeconds() - start < seconds || played === 0) play(played++);
  return played / (cpuSeconds() - start);
}

export function benchGames(seconds = 2): Row[] {
  const rows: Row[] = [];
  for (const [id, entry] of Object.entries(games)) {
    // Every game keeps the same contract; the figures only need these three.
    const game = entry as unknown as {
      rules: { players: { min: number; max: number } };
      setup(config: { players: number; seed: number }): {
        pending: import('../src/engine/state.js').PendingChoice | null;
        flow: { stage: string };
      };
      applyInPlace?(state: unknown, action: unknown): void;
      apply(state: unknown, action: unknown): unknown;
    };
    const { min, max } = game.rules.players;
    const playOne = (players: number, k: number) => {
      let state = game.setup({ players, seed: k + 1 });
      const rng = new Rng({ rng: seedRng(k) });
      while (state.pending && state.flow.stage !== 'over') {
        const action = randomChoice(state.pending, (a, b) => rng.int(a, b));
        if (game.applyInPlace) game.applyInPlace(state, action);
        else state = game.apply(state, action) as typeof state;
      }
    };
    for (let players = min; players <= max; players++) {
      warmUp(seconds, (k) => playOne(players, k));
      const perSecond = gamesPerSecond(seconds, (k) => playOne(players, k));
      rows.push({
        section: 'whole games, random bots, one core',
        name: `${id}, ${players} player${players === 1 ? '' : 's'}`,
        value: perSecond,
        unit: 'games/s',
        ...goalOf(RANDOM_GOALS, id, players, perSecond),
      });
    }
  }
  return rows;
}

/** Each game's strongest bot: its own bots but random, the first listed (greedy, good, hard …). */
function goodBot(id: string): [string, Bot] | null {
  const own = (bots as unknown as Record<string, Record<string, Bot> | Bot>)[id];
  if (!own || typeof own !== 'object') return null;
  const entry = Object.entries(own).find(([name]) => name !== 'random');
  return entry ?? null;
}

/** Whole games per second with every seat played by the game's good bot, on one core. */
export function benchGoodBots(seconds = 2): Row[] {
  const rows: Row[] = [];
  for (const [id, entry] of Object.entries(games)) {
    const good = goodBot(id);
    if (!good) continue;
    const game = entry as unknown as Parameters<typeof playOut>[0] & {
      rules: { players: { min: number; max: number } };
      applyInPlace?: (state: unknown, action: unknown) => void;
    };
    for (let players = game.rules.players.min; players <= game.rules.players.max; players++) {
      // The simulation owns its state: changed in place (as tech-deck simulate does), not copied per action.
      const playOne = (k: number) =>
        playOut(game, game.setup({ players, seed: k + 1 }), Array(players).fill(good[1]), {
          botSeed: k,
          applyInPlace: game.applyInPlace,
          views: 'needed',
        });
      warmUp(seconds, playOne);
      const perSecond = gamesPerSecond(seconds, playOne);
      rows.push({
        section: 'whole games, good bots, one core',
        name: `${id}, ${players} player${players === 1 ? '' : 's'}, ${good[0]} bots`,
        value: perSecond,
        unit: 'games/s',
        ...goalOf(GOOD_GOALS, id, players, perSecond),
      });
    }
  }
  return rows;
}

/** `tech-deck simulate` on every core, as a designer runs it (the built command, worker threads). */
export function benchSimulate(root: string, games = 400): Row[] {
  const start = performance.now();
  const result = spawnSync(
    process.execPath,
    [
      `${root}bin/tech-deck.js`,
      'simulate',
      'grid-poker',
      '--games',
      String(games),
      '--players',
      '4',
      '--bots',
      'random',
      '--json',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status !== 0) return [];
  const seconds = (performance.now() - start) / 1000;
  return [
    {
      section: 'tech-deck simulate, all cores',
      name: `grid-poker, 4 random bots, ${games} games on ${availableParallelism()} threads`,
      value: games / seconds,
      unit: 'games/s',
    },
  ];
}
