// The long campaigns: `npm run fuzz -- --runs 200000 --seed 7` and `npm run soak -- --games 100000`.
// A failure prints what reproduces it (the seed, or the game, seed and actions) and exits 1.
import { fuzzDsl } from './dsl-fuzz.js';
import { soakOne } from './soak.js';
import { games } from '../../src/games/index.js';

const [command, ...rest] = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? Number(rest[i + 1]) : fallback;
};
const start = performance.now();

if (command === 'fuzz') {
  const runs = arg('runs', 100_000);
  const seed = arg('seed', Date.now() % 1_000_000);
  console.log(`fuzzing the card and rules languages: ${runs} texts, seed ${seed}`);
  try {
    fuzzDsl(runs, seed);
    console.log(`ok: ${runs} texts in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
} else if (command === 'soak') {
  const total = arg('games', 1000);
  const seed = arg('seed', 1);
  const ids = Object.keys(games) as (keyof typeof games)[];
  let played = 0;
  let failed = 0;
  for (let k = 0; played < total; k++) {
    for (const id of ids) {
      const { min, max } = games[id].rules.players;
      const players = min + (k % (max - min + 1));
      const failure = soakOne(id, players, seed + k);
      played++;
      if (failure) {
        failed++;
        console.error(`FAIL ${failure.game} ${failure.players} players, seed ${failure.seed}: ${failure.problem}\n  actions: ${JSON.stringify(failure.actions)}`);
      }
      if (played % 100 === 0) process.stdout.write(`\r${played} games, ${failed} failed, ${((performance.now() - start) / 1000).toFixed(0)} s`);
      if (played >= total) break;
    }
  }
  console.log(`\n${played} games, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
} else {
  console.error('usage: campaign fuzz [--runs N] [--seed S] | soak [--games N] [--seed S]');
  process.exit(2);
}
