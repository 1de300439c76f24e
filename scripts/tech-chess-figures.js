// Tech Chess bot figures in one command: the hard bot against random and greedy bots (100 games each by
// default), wins, draws and losses against the bars (every game against random, 80 against
// greedy), game lengths, the hard bot's time a move, and the move generator's perft speed.
//
//   node scripts/tech-chess-figures.js                        100 games a match-up, the default node budget
//   node scripts/tech-chess-figures.js --games 20 --nodes 20000 --seed 7 --workers 1
//   node scripts/tech-chess-figures.js --against greedy --time 200   a time budget (not reproducible)
//
// It bundles bench/tech-chess-figures.ts with esbuild into node_modules/.cache and runs it; the games are
// split over worker threads (one a core, at most 4). Exits 1 when a bar is missed. Needs src/data (run
// `npm run build` once).
import { mkdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '100' },
    nodes: { type: 'string' },
    depth: { type: 'string' },
    time: { type: 'string', default: '0' },
    against: { type: 'string', default: 'random,greedy' },
    seed: { type: 'string', default: '1' },
    workers: { type: 'string', default: String(Math.max(1, Math.min(availableParallelism(), 4))) },
  },
});
const against = values.against.split(',');
if (against.some((a) => !['random', 'greedy'].includes(a))) {
  console.error(`tech-chess-figures: --against is random, greedy or both (random,greedy), not "${values.against}".`);
  process.exit(2);
}

const { build } = await import('esbuild');
mkdirSync(`${root}node_modules/.cache`, { recursive: true });
const out = `${root}node_modules/.cache/tech-deck-tech-chess-figures-${process.pid}.mjs`;
await build({
  entryPoints: [`${root}bench/tech-chess-figures.ts`],
  outfile: out,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
let met = false;
try {
  const { figures, DEFAULTS } = await import(pathToFileURL(out).href);
  met = await figures(
    {
      games: Number(values.games),
      nodes: Number(values.nodes ?? DEFAULTS.nodes),
      depth: Number(values.depth ?? DEFAULTS.depth),
      timeMs: Number(values.time),
      seed: Number(values.seed),
      against,
      workers: Number(values.workers),
    },
    pathToFileURL(out).href,
  );
} finally {
  rmSync(out, { force: true });
}
process.exit(met ? 0 : 1);
