// Bughouse bot figures in one command: a team of good bots against a team of random bots, the good
// team's win share with its 95% confidence interval.
//
//   node scripts/bughouse-figures.js                   100 matches, a greedy team against a random one
//   node scripts/bughouse-figures.js --bot hard --games 40 --seed 7
//
// It bundles bench/bughouse-figures.ts with esbuild (as scripts/build.js does for the TypeScript sources)
// into node_modules/.cache and runs it. Needs src/data (run `npm run build` once).
import { mkdirSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '100' },
    seed: { type: 'string', default: '1' },
    bot: { type: 'string', default: 'greedy' },
  },
});
for (const name of ['games', 'seed']) {
  if (!/^\d+$/.test(values[name]) || (name === 'games' && Number(values[name]) < 1)) {
    console.error(
      `bughouse-figures: --${name} is a whole number${name === 'games' ? ' from 1' : ''}, not "${values[name]}".`,
    );
    process.exit(2);
  }
}
if (values.bot !== 'greedy' && values.bot !== 'hard') {
  console.error(`bughouse-figures: --bot is greedy or hard, not "${values.bot}".`);
  process.exit(2);
}

const { build } = await import('esbuild');
mkdirSync(`${root}node_modules/.cache`, { recursive: true });
const out = `${root}node_modules/.cache/tech-deck-bughouse-figures-${process.pid}.mjs`;
await build({
  entryPoints: [`${root}bench/bughouse-figures.ts`],
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
  figures({ games: Number(values.games), seed: Number(values.seed), bot: values.bot });
} finally {
  rmSync(out, { force: true });
}
