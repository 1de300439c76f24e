// The browser side of the package, built by scripts/build.js:
//   dist/elements/…            the elements for npm: ES modules, Lit left as an import (a dependency);
//                               class modules free of side effects, `define.js` modules that register
//   dist/cdn/tech-deck.js      the one-file embed bundle: every element, Lit inlined, minified
//   dist/cdn/tech-<name>.js    the same for one element
//   custom-elements.json       the elements' manifest (cem analyze), for editors and Storybook's docs
// Pages that play get the DSL's run-time part only (no Peggy, no Ajv): see browser-dsl.js.
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { browserDslEsbuild } from './browser-dsl.js';

const common = { bundle: true, format: 'esm', platform: 'browser', target: 'es2022', logLevel: 'warning', plugins: [browserDslEsbuild], conditions: ['production'], legalComments: 'none' };

export async function buildElements(root) {
  const src = join(root, 'src', 'elements');
  await build({
    ...common,
    entryPoints: {
      'elements/index': join(src, 'index.ts'),
      'elements/events': join(src, 'events.ts'),
      'elements/card/card': join(src, 'card', 'card.ts'),
      'elements/card/define': join(src, 'card', 'define.ts'),
      'elements/grid-poker/grid-poker': join(src, 'grid-poker', 'grid-poker.ts'),
      'elements/grid-poker/define': join(src, 'grid-poker', 'define.ts'),
      'elements/effect-demo/effect-demo': join(src, 'effect-demo', 'effect-demo.ts'),
      'elements/effect-demo/define': join(src, 'effect-demo', 'define.ts'),
    },
    outdir: join(root, 'dist'),
    splitting: true,
    chunkNames: 'elements/chunks/[name]-[hash]',
    packages: 'external',
    sourcemap: true,
  });
  await build({
    ...common,
    entryPoints: {
      'tech-deck': join(src, 'index.ts'),
      'tech-card': join(src, 'card', 'define.ts'),
      'tech-grid-poker': join(src, 'grid-poker', 'define.ts'),
    },
    outdir: join(root, 'dist', 'cdn'),
    minify: true,
    sourcemap: 'linked',
  });
  execFileSync(process.execPath, [join(root, 'node_modules', '@custom-elements-manifest', 'analyzer', 'cem.js'), 'analyze', '--litelement', '--quiet',
    '--globs', 'src/elements/**/*.ts', '--exclude', 'src/elements/**/*.styles.ts', '--outdir', '.'], { cwd: root, stdio: 'inherit' });
  const bundle = join(root, 'dist', 'cdn', 'tech-deck.js');
  const gzip = gzipSync(readFileSync(bundle)).length;
  return { bytes: statSync(bundle).size, gzip };
}
