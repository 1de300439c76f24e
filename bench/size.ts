// Size: min+gzip bytes of the files a page loads (the build's bundle and per-element entries in
// dist/cdn, and the chunks of the `cards-src` and `rules-src` loaders beside them), with lit alone,
// chessground and boardgame.io's client bundled the same way as references.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { Row } from './measure.js';

async function minGzip(entry: { contents: string; resolveDir: string } | string): Promise<number> {
  const result = await build({
    ...(typeof entry === 'string' ? { entryPoints: [entry] } : { stdin: { ...entry, loader: 'ts' } }),
    bundle: true, minify: true, write: false, format: 'esm', platform: 'browser', target: 'es2022', logLevel: 'silent',
    tsconfigRaw: { compilerOptions: { experimentalDecorators: true, useDefineForClassFields: false } },
    loader: { '.json': 'json' },
  });
  return gzipSync(Buffer.concat(result.outputFiles.map((f) => Buffer.from(f.contents)))).length;
}

/** min+gzip of a file the build made (already minified). */
function gzipOf(file: string): number {
  return gzipSync(readFileSync(file)).length;
}

export async function benchSize(root: string): Promise<Row[]> {
  const rows: Row[] = [];
  const row = (name: string, bytes: number, goal?: (bytes: number) => string) =>
    rows.push({ section: 'size, min+gzip', name, value: bytes, unit: 'bytes', ...(goal ? { goal: goal(bytes) } : {}) });
  const within = (limit: number) => (bytes: number) => `≤ ${limit / 1000} KB: ${bytes <= limit ? 'met' : `missed by ${((bytes - limit) / 1000).toFixed(1)} KB`}`;
  // The files a page loads: the build's single-file bundle and the per-element entries (dist/cdn).
  const cdn = `${root}dist/cdn/`;
  const goals: Record<string, (bytes: number) => string> = { 'tech-deck.js': within(60_000), 'tech-card.js': within(10_000) };
  if (existsSync(cdn)) {
    for (const file of readdirSync(cdn).filter((f) => f.endsWith('.js')).sort()) {
      const name = file === 'tech-deck.js' ? 'the embed bundle, every element, game and card (dist/cdn/tech-deck.js)' : `<${file.replace(/\.js$/, '')}> alone (dist/cdn/${file})`;
      row(name, gzipOf(cdn + file), goals[file]);
    }
    // The compilers behind `cards-src` and `rules-src`: chunks beside the files above (dist/cdn/chunks/,
    // names hashed), fetched only by an element given such an address; not part of any file above.
    const chunks = `${cdn}chunks/`;
    if (existsSync(chunks)) {
      for (const file of readdirSync(chunks).filter((f) => /^load-(cards|rules)-.*\.js$/.test(f)).sort()) {
        const attribute = file.startsWith('load-cards') ? 'cards-src' : 'rules-src';
        row(`the ${attribute} loader, fetched only with ${attribute} (dist/cdn/chunks/${file.replace(/-[^-]+\.js$/, '-*.js')})`, gzipOf(chunks + file));
      }
    }
    const editor = `${cdn}tech-card-editor.js`;
    if (existsSync(editor) && existsSync(`${cdn}tech-deck.js`)) {
      const more = gzipOf(editor);
      rows.push({ section: 'size, min+gzip', name: 'the editor entry (Peggy and the validators with it)', value: more, unit: 'bytes', goal: `≤ 40 KB more than the bundle: ${more <= 40_000 ? 'met' : `missed by ${((more - 40_000) / 1000).toFixed(1)} KB`}` });
    }
  }
  row('reference: lit alone', await minGzip({ contents: "export { LitElement, html, css } from 'lit';", resolveDir: root }));
  row('reference: chessground', await minGzip({ contents: "export { Chessground } from 'chessground';", resolveDir: root }));
  row('reference: boardgame.io client', await minGzip({ contents: "export { Client } from 'boardgame.io/client';", resolveDir: root }));
  return rows;
}
