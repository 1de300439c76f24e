// Size: min+gzip bytes of each entry, bundled the same way (esbuild, minified, every import inlined),
// with lit alone, chessground and boardgame.io's client as references.
import { existsSync } from 'node:fs';
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

export async function benchSize(root: string): Promise<Row[]> {
  const rows: Row[] = [];
  const add = async (name: string, entry: Parameters<typeof minGzip>[0], goal?: (bytes: number) => string) => {
    const bytes = await minGzip(entry);
    rows.push({ section: 'size, min+gzip', name, value: bytes, unit: 'bytes', ...(goal ? { goal: goal(bytes) } : {}) });
  };
  const within = (limit: number) => (bytes: number) => `≤ ${limit / 1000} KB: ${bytes <= limit ? 'met' : `missed by ${((bytes - limit) / 1000).toFixed(1)} KB`}`;
  const embed = `${root}src/elements/embed.ts`;
  if (existsSync(embed)) await add('the embed bundle (every element, game and card)', embed, within(60_000));
  const card = `${root}src/elements/card/define.ts`;
  if (existsSync(card)) await add('<tech-card> alone', card, within(10_000));
  for (const [tag, file] of [['<tech-grid-poker>', 'grid-poker/define.ts'], ['<tech-chess>', 'chess/define.ts'], ['<tech-tricks>', 'tricks/define.ts'], ['<tech-poker-squared>', 'poker-squared/define.ts'], ['<tech-card-editor>', 'card-editor/define.ts']]) {
    if (existsSync(`${root}src/elements/${file}`)) await add(tag, `${root}src/elements/${file}`);
  }
  await add('reference: lit alone', { contents: "export { LitElement, html, css } from 'lit';", resolveDir: root });
  await add('reference: chessground', { contents: "export { Chessground } from 'chessground';", resolveDir: root });
  await add('reference: boardgame.io client', { contents: "export { Client } from 'boardgame.io/client';", resolveDir: root });
  return rows;
}
