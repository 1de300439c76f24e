// The long campaigns: `npm run fuzz -- --runs 200000 --seed 7` and `npm run soak -- --games 100000`.
// A failure prints what reproduces it (the seed, or the game, seed, bots and actions) and exits 1.
//
// The soak shares its games among worker threads (`--workers`, by default one a core): each asks for the
// next game when it is done with one, so a worker given long games (six greedy players) does not keep
// the others waiting at the end. Game k is the same game whichever worker plays it (soakGame), so the
// games played, and their seeds, do not depend on W.
// `--json FILE` writes the figures (games by game, failures, time) for `npm test` and docs/reliability.md.
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { fuzzDsl } from './dsl-fuzz.js';
import { describeFailure, soakGame, soakOne, type SoakFailure } from './soak.js';

interface SoakJob {
  seed: number;
}
/** From a worker: the game it played (and its failure, if any). To a worker: the next game, or -1 to stop. */
type WorkerMessage = { played: string; failure: SoakFailure | null };

if (!isMainThread) {
  const { seed: first } = workerData as SoakJob;
  parentPort!.on('message', (k: number) => {
    if (k < 0) return parentPort!.close();
    const { id, players, seed } = soakGame(k, first);
    parentPort!.postMessage({ played: id, failure: soakOne(id, players, seed) } satisfies WorkerMessage);
  });
} else {
  await main(process.argv.slice(2));
}

async function main([command, ...rest]: string[]): Promise<void> {
  const arg = (name: string, fallback: number) => {
    const i = rest.indexOf(`--${name}`);
    return i >= 0 ? Number(rest[i + 1]) : fallback;
  };
  const jsonFile = rest.includes('--json') ? rest[rest.indexOf('--json') + 1] : null;
  const start = performance.now();
  const seconds = () => (performance.now() - start) / 1000;

  if (command === 'fuzz') {
    const runs = arg('runs', 100_000);
    const seed = arg('seed', Date.now() % 1_000_000);
    console.log(`fuzzing the card and rules languages: ${runs} texts, seed ${seed}`);
    try {
      fuzzDsl(runs, seed);
      console.log(`ok: ${runs} texts in ${seconds().toFixed(1)} s`);
      if (jsonFile) writeFileSync(jsonFile, JSON.stringify({ runs, seed, failed: 0, seconds: seconds() }));
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      if (jsonFile) writeFileSync(jsonFile, JSON.stringify({ runs, seed, failed: 1, seconds: seconds() }));
      process.exit(1);
    }
  } else if (command === 'soak') {
    const total = arg('games', 1000);
    const seed = arg('seed', 1);
    const workers = Math.max(1, Math.min(arg('workers', availableParallelism()), total));
    console.log(`soaking every game: ${total} games from seed ${seed}, ${workers} worker${workers === 1 ? '' : 's'}`);
    const failures: SoakFailure[] = [];
    const byGame: Record<string, number> = {};
    let played = 0;
    // On a terminal one line kept up to date; in a log (CI) a line every 500 games.
    const progress = () => {
      const line = `${played} games, ${failures.length} failed, ${seconds().toFixed(0)} s`;
      if (process.stdout.isTTY) process.stdout.write(`\r${line}`);
      else if (played % 500 === 0) console.log(line);
    };
    let next = 0;
    await Promise.all(
      Array.from(
        { length: workers },
        (_, worker) =>
          new Promise<void>((resolve, reject) => {
            const thread = new Worker(fileURLToPath(import.meta.url), { workerData: { seed } satisfies SoakJob });
            const hand = () => thread.postMessage(next < total ? next++ : -1);
            thread.on('message', (message: WorkerMessage) => {
              played++;
              byGame[message.played] = (byGame[message.played] ?? 0) + 1;
              if (message.failure) {
                failures.push(message.failure);
                console.error(`\nFAIL ${describeFailure(message.failure)}`);
              }
              if (played % 50 === 0) progress();
              hand();
            });
            thread.on('error', reject);
            thread.on('exit', (code) =>
              code === 0 ? resolve() : reject(new Error(`soak worker ${worker} exited with ${code}`)),
            );
            hand();
          }),
      ),
    );
    console.log(
      `\n${played} games (${Object.entries(byGame)
        .map(([g, n]) => `${g} ${n}`)
        .join(', ')}), ${failures.length} failed, ${seconds().toFixed(0)} s`,
    );
    if (jsonFile)
      writeFileSync(
        jsonFile,
        JSON.stringify({ games: played, byGame, failed: failures.length, seed, seconds: seconds() }),
      );
    process.exit(failures.length > 0 || played < total ? 1 : 0);
  } else {
    console.error(
      'usage: campaign fuzz [--runs N] [--seed S] [--json FILE] | soak [--games N] [--seed S] [--workers W] [--json FILE]',
    );
    process.exit(2);
  }
}
