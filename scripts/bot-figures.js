// Bot figures in one command: the greedy bot's win share against random bots, with a 95% confidence
// interval, average scores and timing.
//
//   npm run figures -- grid-poker                      1000 four-player games, greedy in one seat vs 3 random
//   npm run figures -- grid-poker --games 200 --players 3 --bidding --seed 7 --workers 1
//   npm run figures -- grid-poker --bot random --against greedy
//
// It bundles bench/bot-figures.ts with esbuild (as scripts/build.js does for the TypeScript sources) into
// node_modules/.cache and runs it; the games are split over worker threads (one a core, at most 4).
// Needs src/data (run `npm run build` once).
import { mkdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    games: { type: 'string', default: '1000' },
    players: { type: 'string', default: '4' },
    bot: { type: 'string', default: 'greedy' },
    against: { type: 'string', default: 'random' },
    bidding: { type: 'boolean', default: false },
    seed: { type: 'string', default: '1' },
    workers: { type: 'string', default: String(Math.max(1, Math.min(availableParallelism(), 4))) },
  },
});
const game = positionals[0] ?? 'grid-poker';
if (game !== 'grid-poker') {
  console.error(`bot-figures: no bots for "${game}" yet; try grid-poker.`);
  process.exit(2);
}

const { build } = await import('esbuild');
mkdirSync(`${root}node_modules/.cache`, { recursive: true });
const out = `${root}node_modules/.cache/tech-deck-bot-figures-${process.pid}.mjs`;
await build({
  entryPoints: [`${root}bench/bot-figures.ts`],
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
      game,
      games: Number(values.games),
      players: Number(values.players),
      bot: values.bot,
      against: values.against,
      bidding: values.bidding,
      seed: Number(values.seed),
      workers: Number(values.workers),
    },
    out,
  );
} finally {
  rmSync(out, { force: true });
}
