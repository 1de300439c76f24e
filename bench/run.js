// `npm run bench`: bundles the benchmark (TypeScript, importing the project's sources) with esbuild and
// runs it. Not part of `npm test`: timings belong here, side by side with the peer libraries, never in tests.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
mkdirSync(`${root}node_modules/.cache`, { recursive: true });
const out = `${root}node_modules/.cache/tech-deck-bench.mjs`;
await build({ entryPoints: [`${root}bench/main.ts`], outfile: out, bundle: true, format: 'esm', platform: 'node', packages: 'external', logLevel: 'warning' });
const result = spawnSync(process.execPath, ['--expose-gc', out, ...process.argv.slice(2)], { stdio: 'inherit', cwd: root });
process.exit(result.status ?? 1);
