// Size: min+gzip bytes of the files a page loads (the embed's loader and, for each tag, what it fetches
// from dist/cdn/lazy/; the one-element files in dist/cdn; the chunks of the `cards-src` and `rules-src`
// loaders beside them), with lit alone, chessground and boardgame.io's client bundled the same way as
// references. test/tools/readme-figures.test.ts checks the README's table against the built files.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { Row } from './measure.js';

async function minGzip(entry: { contents: string; resolveDir: string } | string): Promise<number> {
  const result = await build({
    ...(typeof entry === 'string' ? { entryPoints: [entry] } : { stdin: { ...entry, loader: 'ts' } }),
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
    tsconfigRaw: { compilerOptions: { experimentalDecorators: true, useDefineForClassFields: false } },
    loader: { '.json': 'json' },
  });
  return gzipSync(Buffer.concat(result.outputFiles.map((f) => Buffer.from(f.contents)))).length;
}

/** min+gzip of a file the build made (already minified). */
export function gzipOf(file: string): number {
  return gzipSync(readFileSync(file)).length;
}

/**
 * The files a page fetches for `tag` through the loader, paths in `cdn`: the loader, the tag's module
 * in lazy/ and every chunk it imports statically (what its first frame waits for; dynamic imports, such
 * as the `cards-src` compilers, are fetched later or never).
 */
export function loadedFor(cdn: string, tag: string): string[] {
  const lazy = readdirSync(join(cdn, 'lazy')).find((f) => f.startsWith(`${tag}-`) && f.endsWith('.js'));
  if (!lazy) throw new Error(`no module of <${tag}> in ${cdn}lazy/: run npm run build`);
  const files = ['tech-deck.js'];
  const visit = (file: string) => {
    if (files.includes(file)) return;
    files.push(file);
    for (const [, path] of readFileSync(join(cdn, file), 'utf8').matchAll(
      /(?:^|[;}])\s*(?:import|export)\s*(?:[^'"();]*?\bfrom\s*)?"(\.\/[\w.-]+\.js)"/g,
    ))
      visit(join(dirname(file), path));
  };
  visit(`lazy/${lazy}`);
  return files;
}

/**
 * The files of a game's bots, paths in `cdn`: the chunks its first files import dynamically by the name
 * `chunk-bots-…` (the element asks for them after its first frame) and what they import that the first
 * files did not bring.
 */
export function botsFor(cdn: string, tag: string): string[] {
  const first = loadedFor(cdn, tag);
  const files: string[] = [];
  const visit = (file: string) => {
    if (first.includes(file) || files.includes(file)) return;
    files.push(file);
    for (const [, path] of readFileSync(join(cdn, file), 'utf8').matchAll(
      /(?:^|[;}])\s*(?:import|export)\s*(?:[^'"();]*?\bfrom\s*)?"(\.\/[\w.-]+\.js)"/g,
    ))
      visit(join(dirname(file), path));
  };
  for (const file of first) {
    for (const [, path] of readFileSync(join(cdn, file), 'utf8').matchAll(
      /import\(["'`](\.\/chunk-bots-[\w-]+\.js)["'`]\)/g,
    ))
      visit(join(dirname(file), path));
  }
  return files;
}

/** The game tags whose first load the size table reports. */
export const GAME_TAGS = [
  'tech-grid-poker',
  'tech-poker-squared',
  'tech-poker',
  'tech-tricks',
  'tech-chess',
  'tech-bughouse',
];

export async function benchSize(root: string): Promise<Row[]> {
  const rows: Row[] = [];
  const row = (name: string, bytes: number, goal?: (bytes: number) => string) =>
    rows.push({ section: 'size, min+gzip', name, value: bytes, unit: 'bytes', ...(goal ? { goal: goal(bytes) } : {}) });
  const within = (limit: number) => (bytes: number) =>
    `≤ ${limit / 1000} KB: ${bytes <= limit ? 'met' : `missed by ${((bytes - limit) / 1000).toFixed(1)} KB`}`;
  // The files a page loads: the build's single-file bundle and the per-element entries (dist/cdn).
  const cdn = `${root}dist/cdn/`;
  const goals: Record<string, (bytes: number) => string> = {
    'tech-deck.js': within(12_000),
    'tech-card.js': within(10_000),
  };
  if (existsSync(cdn)) {
    for (const file of readdirSync(cdn)
      .filter((f) => f.endsWith('.js'))
      .sort()) {
      const name =
        file === 'tech-deck.js'
          ? 'the embed loader, every tag, no element (dist/cdn/tech-deck.js)'
          : `<${file.replace(/\.js$/, '')}> alone, one file (dist/cdn/${file})`;
      row(name, gzipOf(cdn + file), goals[file]);
    }
    // A page with one game and the loader: the files fetched before the game can draw (each gzipped on its own).
    if (existsSync(`${cdn}lazy`)) {
      for (const tag of GAME_TAGS) {
        const files = loadedFor(cdn, tag);
        row(
          `<${tag}> through the loader: ${files.length} files before its first frame (dist/cdn/lazy/${tag}-*.js and its imports)`,
          files.reduce((sum, f) => sum + gzipOf(cdn + f), 0),
          within(55_000),
        );
        const bots = botsFor(cdn, tag);
        if (bots.length > 0)
          row(
            `<${tag}>'s bots, fetched after its first frame (dist/cdn/lazy/chunk-bots-*.js and their imports)`,
            bots.reduce((sum, f) => sum + gzipOf(cdn + f), 0),
          );
      }
      // A post that shows cards and plays no game: the card's own chunk (Lit, the card, the deck), not the engine.
      const cardFiles = loadedFor(cdn, 'tech-card');
      row(
        `<tech-card> through the loader: ${cardFiles.length} files before its first frame (dist/cdn/lazy/tech-card-*.js and its imports)`,
        cardFiles.reduce((sum, f) => sum + gzipOf(cdn + f), 0),
      );
    }
    // The compilers behind `cards-src` and `rules-src`: chunks beside the files above (dist/cdn/chunks/,
    // names hashed), fetched only by an element given such an address; not part of any file above.
    const chunks = `${cdn}chunks/`;
    if (existsSync(chunks)) {
      for (const file of readdirSync(chunks)
        .filter((f) => /^load-(cards|rules)-.*\.js$/.test(f))
        .sort()) {
        const attribute = file.startsWith('load-cards') ? 'cards-src' : 'rules-src';
        row(
          `the ${attribute} loader, fetched only with ${attribute} (dist/cdn/chunks/${file.replace(/-[^-]+\.js$/, '-*.js')})`,
          gzipOf(chunks + file),
        );
      }
      // Online play (elements/shared/online/ with colyseus.js): fetched only by an element given `server`.
      for (const file of readdirSync(chunks)
        .filter((f) => /^online-.*\.js$/.test(f))
        .sort())
        row('online play, fetched only with server (dist/cdn/chunks/online-*.js)', gzipOf(chunks + file));
    }
    const editor = `${cdn}tech-card-editor.js`;
    if (existsSync(editor) && existsSync(`${cdn}tech-deck.js`)) {
      const more = gzipOf(editor);
      rows.push({
        section: 'size, min+gzip',
        name: 'the editor entry (Peggy and the validators with it)',
        value: more,
        unit: 'bytes',
        goal: `≤ 40 KB more than the bundle: ${more <= 40_000 ? 'met' : `missed by ${((more - 40_000) / 1000).toFixed(1)} KB`}`,
      });
    }
  }
  row(
    'reference: lit alone',
    await minGzip({ contents: "export { LitElement, html, css } from 'lit';", resolveDir: root }),
  );
  row(
    'reference: chessground',
    await minGzip({ contents: "export { Chessground } from 'chessground';", resolveDir: root }),
  );
  row(
    'reference: boardgame.io client',
    await minGzip({ contents: "export { Client } from 'boardgame.io/client';", resolveDir: root }),
  );
  return rows;
}
