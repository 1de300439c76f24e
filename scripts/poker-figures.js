// Tech Poker bot figures in one command: the good bot's win share against random bots at every table
// size, with 95% confidence intervals.
//
//   node scripts/poker-figures.js                  200 matches at each table size, 2 to 6 players
//   node scripts/poker-figures.js --games 1000 --seed 7
//
// It bundles bench/poker-figures.ts with esbuild (as scripts/build.js does for the TypeScript sources)
// into node_modules/.cache and runs it. Needs src/data (run `npm run build` once).
import { mkdirSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: { games: { type: 'string', default: '200' }, seed: { type: 'string', default: '1' } },
});
for (const name of ['games', 'seed']) {
  if (!/^\d+$/.test(values[name]) || (name === 'games' && Number(values[name]) < 1)) {
    console.error(
      `poker-figures: --${name} is a whole number${name === 'games' ? ' from 1' : ''}, not "${values[name]}".`,
    );
    process.exit(2);
  }
}

const { build } = await import('esbuild');
mkdirSync(`${root}node_modules/.cache`, { recursive: true });
const out = `${root}node_modules/.cache/tech-deck-poker-figures-${process.pid}.mjs`;
await build({
  entryPoints: [`${root}bench/poker-figures.ts`],
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
  figures({ games: Number(values.games), seed: Number(values.seed) });
} finally {
  rmSync(out, { force: true });
}
