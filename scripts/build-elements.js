// The browser side of the package, built by scripts/build.js:
//   dist/elements/…            the elements for npm: ES modules, Lit left as an import (a dependency);
//                               class modules free of side effects, `define.js` modules that register
//   dist/cdn/tech-deck.js      the embed's loader: a few kB that know every tag and, the first time a tag
//                               is on the page, import its element from dist/cdn/lazy/ (src/elements/loader.ts)
//   dist/cdn/lazy/…            the elements for the loader, Lit inlined, minified, split by Rolldown: each
//                               tag's own module, <tech-card>'s chunk (Lit, the card, the deck), one
//                               common chunk of what the games share (the engine, the game elements'
//                               parts), each fetched once, and each game's bots in a chunk the
//                               element fetches after its first frame; imported by relative addresses, so
//                               dist/cdn/ works in any folder
//   dist/cdn/tech-<name>.js    one element (and those it uses) in one file, Lit inlined, for a page that
//                               wants one script and no loader
//   dist/cdn/chunks/load-cards-<hash>.js, load-rules-<hash>.js  the compilers behind `cards-src` and
//                               `rules-src` (Peggy's parsers and the validators), beside them: the only
//                               files they import, and only when an element is given such an address
//   dist/cdn/chunks/online-<hash>.js  online play (src/elements/shared/online/, colyseus.js, its own Lit),
//                               imported by every element only when it is given `server`
//   dist/cdn/tech-card-editor.js the card editor, with the parsers and validators (never in tech-deck.js);
//                               the game it deals to try a card in dist/cdn/editor-chunks/, loaded then
//   custom-elements.json       the elements' manifest (cem analyze), for editors and Storybook's docs
// Pages that play get the DSL's run-time part only (no Peggy, no Ajv): the engine, the games and the
// elements import src/dsl/runtime.ts, never the compiler. The embed files' CSS is minified
// (scripts/css-literals.js).
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { rolldown } from 'rolldown';
import { cssLiterals, cssLiteralsRolldown } from './css-literals.js';

const common = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  logLevel: 'warning',
  conditions: ['production'],
  legalComments: 'none',
};

export async function buildElements(root) {
  const src = join(root, 'src', 'elements');
  // Hashed chunks of earlier builds are removed first, so none is shipped.
  rmSync(join(root, 'dist', 'elements', 'chunks'), { recursive: true, force: true });
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
      'elements/poker-squared/poker-squared': join(src, 'poker-squared', 'poker-squared.ts'),
      'elements/poker-squared/define': join(src, 'poker-squared', 'define.ts'),
      'elements/poker/poker': join(src, 'poker', 'poker.ts'),
      'elements/poker/define': join(src, 'poker', 'define.ts'),
      'elements/tricks/tricks': join(src, 'tricks', 'tricks.ts'),
      'elements/tricks/define': join(src, 'tricks', 'define.ts'),
      'elements/playing-card/playing-card': join(src, 'playing-card', 'playing-card.ts'),
      'elements/playing-card/define': join(src, 'playing-card', 'define.ts'),
      'elements/chess/chess': join(src, 'chess', 'chess.ts'),
      'elements/chess/define': join(src, 'chess', 'define.ts'),
      'elements/bughouse/bughouse': join(src, 'bughouse', 'bughouse.ts'),
      'elements/bughouse/define': join(src, 'bughouse', 'define.ts'),
      // The card editor ships the parsers and the validators: its own entry, in no other.
      'elements/card-editor/card-editor': join(src, 'card-editor', 'card-editor.ts'),
      'elements/card-editor/define': join(src, 'card-editor', 'define.ts'),
    },
    outdir: join(root, 'dist'),
    splitting: true,
    chunkNames: 'elements/chunks/[name]-[hash]',
    packages: 'external',
    sourcemap: true,
  });
  // The loaders of `cards-src` and `rules-src` (src/dsl/card/load-cards.ts and rules/load-rules.ts, with the
  // parsers and the validators), each built once on its own, its name hashed. The embed bundle and each
  // element's file import them by those names, dynamically (the plugin below): each stays one file that
  // a page loads with one script tag, and fetches a chunk beside it only when an element is given an
  // address. Chunks of earlier builds are removed first, so none is shipped.
  const chunks = join(root, 'dist', 'cdn', 'chunks');
  rmSync(chunks, { recursive: true, force: true });
  const loaders = await build({
    ...common,
    entryPoints: {
      'load-cards': join(root, 'src', 'dsl', 'card', 'load-cards.ts'),
      'load-rules': join(root, 'src', 'dsl', 'rules', 'load-rules.ts'),
      online: join(src, 'shared', 'online', 'online.ts'),
    },
    plugins: [cssLiterals],
    entryNames: '[name]-[hash]',
    outdir: chunks,
    minify: true,
    sourcemap: 'linked',
    metafile: true,
  });
  const chunkOf = Object.fromEntries(
    Object.entries(loaders.metafile.outputs)
      .filter(([file]) => file.endsWith('.js'))
      .map(([file, output]) => [basename(output.entryPoint, '.ts'), basename(file)]),
  );
  /**
   * Imports of the loaders and of online play as the chunks, `dir` being the way from the importing file
   * to dist/cdn/: a one-file element stays one file until it is given an address or a `server`.
   */
  const loaderChunks = (dir) => ({
    name: 'loader-chunks',
    setup(b) {
      b.onResolve({ filter: /(^|\/)(load-(cards|rules)|online\/online)\.js$/ }, (args) => ({
        path: `${dir}chunks/${chunkOf[basename(args.path, '.js')]}`,
        external: true,
      }));
    },
  });
  // The elements the loader imports, in dist/cdn/lazy/: each tag's module named for it (lazy/tech-chess-….js).
  // Bundled by Rolldown rather than esbuild for its chunking options: esbuild splits by the exact set of
  // entries that use a module, which made a game's first frame wait for 15 files (each gzipped on its
  // own, and each bots' chunk splitting the game's code further). Here the code that four or more of
  // the tags and the bots' chunks share (the engine, the shared element parts) is one common chunk,
  // fetched once for every game on a page; each game's own code is its tag's module; each game's bots
  // are a chunk its element imports after its first frame. What <tech-card> is made of (Lit, the card,
  // the deck) is a chunk of its own, taken before the common one: a post that shows cards and plays no
  // game fetches that alone, not the engine with it. Chunks of earlier builds are removed first, so none
  // is shipped.
  const lazy = join(root, 'dist', 'cdn', 'lazy');
  rmSync(lazy, { recursive: true, force: true });
  const folders = [
    'card',
    'playing-card',
    'effect-demo',
    'grid-poker',
    'poker-squared',
    'poker',
    'tricks',
    'chess',
    'bughouse',
  ];
  const lazyOptions = {
    platform: 'browser',
    tsconfig: join(root, 'tsconfig.json'), // experimentalDecorators and useDefineForClassFields: false, as Lit's decorators want
    resolve: { conditionNames: ['production', 'import', 'module', 'browser', 'default'] },
    logLevel: 'warn',
    // css-literals rewrites only the CSS inside the styles files' templates: their maps stay near enough.
    checks: { sourcemapBroken: false },
    plugins: [
      {
        // The `cards-src` and `rules-src` compilers and online play: the chunks built above, beside lazy/.
        // Online play stays out of this graph: its CommonJS (colyseus.js) would add Rolldown's helpers
        // as a file of their own that every game fetches before its first frame.
        name: 'loader-chunks',
        resolveId(source) {
          const match = /(?:^|\/)(load-(?:cards|rules)|online)\.js$/.exec(source);
          return match ? { id: `../chunks/${chunkOf[match[1]]}`, external: true } : null;
        },
      },
      cssLiteralsRolldown,
    ],
  };
  const cardModules = await staticModules(lazyOptions, join(src, 'card', 'define.ts'));
  const elements = await rolldown({
    ...lazyOptions,
    input: Object.fromEntries(folders.map((folder) => [`tech-${folder}`, join(src, folder, 'define.ts')])),
  });
  const written = await elements.write({
    dir: lazy,
    format: 'es',
    minify: true,
    sourcemap: true,
    comments: { legal: false },
    entryFileNames: '[name]-[hash].js',
    chunkFileNames: 'chunk-[name]-[hash].js',
    codeSplitting: {
      groups: [
        { name: 'card', test: (id) => cardModules.has(id), priority: 2 },
        { name: 'common', minShareCount: 4, priority: 1 },
      ],
    },
  });
  await elements.close();
  const lazyOf = Object.fromEntries(
    written.output
      .filter((out) => out.type === 'chunk' && out.isEntry)
      .map((out) => [basename(join(out.facadeModuleId, '..')), out.fileName]),
  );
  // Each tag's static imports, all the way down, for the loader to fetch beside the tag's module.
  const imports = Object.fromEntries(
    Object.entries(lazyOf).map(([folder, file]) => [
      `tech-${folder}`,
      [...staticImports(written.output, file)].map((f) => `./lazy/${f}`),
    ]),
  );
  // The loader, one file with no static import: its `import('./grid-poker/define.js')` becomes
  // `import('./lazy/tech-grid-poker-<hash>.js')`, relative to the loader wherever it is served from.
  await build({
    ...common,
    plugins: [
      {
        name: 'lazy-elements',
        setup(b) {
          b.onResolve({ filter: /^\.\/[\w-]+\/define\.js$/ }, (args) => {
            const file = lazyOf[args.path.split('/')[1]];
            if (!file) throw new Error(`${args.importer} imports ${args.path}, which is not built into dist/cdn/lazy/`);
            return { path: `./lazy/${file}`, external: true };
          });
        },
      },
    ],
    entryPoints: { 'tech-deck': join(src, 'loader.ts') },
    define: { TECH_DECK_IMPORTS: JSON.stringify(imports) },
    outdir: join(root, 'dist', 'cdn'),
    minify: true,
    sourcemap: 'linked',
  });
  await build({
    ...common,
    plugins: [loaderChunks('./'), cssLiterals],
    entryPoints: {
      'tech-card': join(src, 'card', 'define.ts'),
      'tech-grid-poker': join(src, 'grid-poker', 'define.ts'),
      'tech-poker-squared': join(src, 'poker-squared', 'define.ts'),
      'tech-poker': join(src, 'poker', 'define.ts'),
      'tech-tricks': join(src, 'tricks', 'define.ts'),
      'tech-chess': join(src, 'chess', 'define.ts'),
      'tech-bughouse': join(src, 'bughouse', 'define.ts'),
    },
    outdir: join(root, 'dist', 'cdn'),
    minify: true,
    sourcemap: 'linked',
  });
  // The card editor, on its own: the parsers and the validators are for the designer's pages only, never
  // in tech-deck.js. The game it deals to try a card (its code, element and the compiled deck) is a chunk
  // of its own, dist/cdn/editor-chunks/, fetched when a card is first tried. Hashed chunks of earlier
  // builds are removed first, so none is shipped. The game element's import of the `cards-src` loaders
  // (in that chunk, never in the editor's file) points to the loaders' chunks above, as the games' does:
  // the parsers stay in the editor's own file.
  rmSync(join(root, 'dist', 'cdn', 'editor-chunks'), { recursive: true, force: true });
  await build({
    ...common,
    plugins: [loaderChunks('../'), cssLiterals],
    entryPoints: { 'tech-card-editor': join(src, 'card-editor', 'define.ts') },
    outdir: join(root, 'dist', 'cdn'),
    splitting: true,
    chunkNames: 'editor-chunks/[name]-[hash]',
    minify: true,
    sourcemap: 'linked',
  });
  if (readFileSync(join(root, 'dist', 'cdn', 'tech-card-editor.js'), 'utf8').includes('chunks/load-')) {
    throw new Error(
      'dist/cdn/tech-card-editor.js imports a loader chunk itself: the path ../chunks/ is meant for its editor-chunks/',
    );
  }
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules', '@custom-elements-manifest', 'analyzer', 'cem.js'),
      'analyze',
      '--litelement',
      '--quiet',
      '--globs',
      'src/elements/**/*.ts',
      '--exclude',
      'src/elements/**/*.styles.ts',
      '--outdir',
      '.',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  const bundle = join(root, 'dist', 'cdn', 'tech-deck.js');
  const gzip = gzipSync(readFileSync(bundle)).length;
  return { bytes: statSync(bundle).size, gzip };
}

/** The chunks `file` of a Rolldown `output` imports statically, all the way down, by file name. */
function staticImports(output, file) {
  const chunkNamed = new Map(output.filter((out) => out.type === 'chunk').map((out) => [out.fileName, out]));
  const seen = new Set();
  const visit = (name) => {
    for (const imported of chunkNamed.get(name)?.imports ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      visit(imported);
    }
  };
  visit(file);
  return seen;
}

/**
 * The modules `entry` imports statically, all the way down, bundled by Rolldown with `options`: the ids
 * its build gives them (those it imports dynamically are left out, as a page fetches them later or never).
 */
async function staticModules(options, entry) {
  const bundle = await rolldown({ ...options, input: { entry } });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  const first = output.find((out) => out.type === 'chunk' && out.isEntry).fileName;
  const files = new Set([first, ...staticImports(output, first)]);
  return new Set(output.filter((out) => files.has(out.fileName)).flatMap((chunk) => chunk.moduleIds));
}
