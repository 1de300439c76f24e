// `npm run bench`: bundles the benchmark (TypeScript, importing the project's sources) with esbuild and
// runs it. Not part of `npm test`: timings belong here, side by side with the peer libraries, never in tests.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
// The command line (simulate, balance), the bundles whose sizes are measured and the pages in Chromium
// are dist/: built from the sources first, so the figures are never of an older build.
const built = spawnSync(process.execPath, [`${root}scripts/build.js`], { stdio: 'inherit', cwd: root });
if (built.status !== 0) process.exit(built.status ?? 1);
mkdirSync(`${root}node_modules/.cache`, { recursive: true });
const out = `${root}node_modules/.cache/tech-deck-bench.mjs`;
await build({
  entryPoints: [`${root}bench/main.ts`],
  outfile: out,
  bundle: true,
  format: 'esm',
  platform: 'node',
  packages: 'external',
  logLevel: 'warning',
});
const result = spawnSync(process.execPath, ['--expose-gc', out, ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: root,
});
process.exit(result.status ?? 1);
