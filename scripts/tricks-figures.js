// Tricks of the Trade bot figures in one command: the good bot's average score against random bots,
// with 95% confidence intervals, its win share, exact bids and timing.
//
//   node scripts/tricks-figures.js                       1000 four-player games, greedy in one seat vs 3 random
//   node scripts/tricks-figures.js --games 200 --players 3 --seed 7 --workers 1
//   node scripts/tricks-figures.js --bot random --against greedy
//
// It bundles bench/tricks-figures.ts with esbuild (as scripts/build.js does for the TypeScript sources)
// into node_modules/.cache and runs it; the games are split over worker threads (one a core, at most 4).
// Needs src/data (run `npm run build` once).
import { mkdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '1000' },
    players: { type: 'string', default: '4' },
    bot: { type: 'string', default: 'greedy' },
    against: { type: 'string', default: 'random' },
    seed: { type: 'string', default: '1' },
    workers: { type: 'string', default: String(Math.max(1, Math.min(availableParallelism(), 4))) },
  },
});
for (const name of ['bot', 'against']) {
  if (!['greedy', 'random'].includes(values[name])) {
    console.error(`tricks-figures: --${name} is greedy or random, not "${values[name]}".`);
    process.exit(2);
  }
}

const { build } = await import('esbuild');
mkdirSync(`${root}node_modules/.cache`, { recursive: true });
const out = `${root}node_modules/.cache/tech-deck-tricks-figures-${process.pid}.mjs`;
await build({
  entryPoints: [`${root}bench/tricks-figures.ts`],
  outfile: out,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
try {
  const { figures } = await import(pathToFileURL(out).href);
  await figures(
    {
      games: Number(values.games),
      players: Number(values.players),
      bot: values.bot,
      against: values.against,
      seed: Number(values.seed),
      workers: Number(values.workers),
    },
    out,
  );
} finally {
  rmSync(out, { force: true });
}
