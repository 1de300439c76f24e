// The benchmark: every figure side by side with the peers, in one run on one machine. Prints a table and
// writes bench/results.json (machine, node, date, every figure and ratio). Sections: hand evaluation,
// whole games, the card and rules languages, sizes, and the elements in headless Chromium.
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { benchBrowser } from './browser.js';
import { benchDsl } from './dsl.js';
import { benchGames } from './games.js';
import { benchHands } from './hands.js';
import { fmt, type Row } from './measure.js';
import { benchSize } from './size.js';

// bench/run.js runs this bundle from the project folder.
const root = `${process.cwd()}/`;
const quick = process.argv.includes('--quick');

const rows: Row[] = [];
const section = async (name: string, run: () => Row[] | Promise<Row[]>) => {
  process.stderr.write(`… ${name}\n`);
  rows.push(...(await run()));
};
await section('hand evaluation', () => benchHands(quick ? 100_000 : 1_000_000));
await section('whole games', () => benchGames(quick ? 0.5 : 2));
await section('card and rules languages', benchDsl);
await section('sizes', () => benchSize(root));
await section('in Chromium', () => benchBrowser(root));

const machine = { cores: cpus().length, model: cpus()[0]?.model ?? 'unknown', node: process.version, date: new Date().toISOString() };
let table = `| section | what | figure | ratio | goal |\n| --- | --- | --- | --- | --- |\n`;
for (const r of rows) table += `| ${r.section} | ${r.name} | ${fmt(r.value)} ${r.unit} | ${r.ratio ?? ''} | ${r.goal ?? ''} |\n`;
console.log(`\nTech Deck benchmark — ${machine.model}, ${machine.cores} cores, node ${machine.node}, ${machine.date}\n\n${table}`);
writeFileSync(`${root}bench/results.json`, `${JSON.stringify({ machine, rows }, null, 2)}\n`);
