// The benchmark: every figure side by side with the peers, in one run on one machine. Prints a table and
// writes bench/results.json (machine, node, date, every figure and ratio). Sections: hand evaluation,
// whole games, the card and rules languages, sizes, and the elements in headless Chromium.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { benchBalance } from './balance.js';
import { benchBrowser } from './browser.js';
import { benchChess } from './chess.js';
import { benchDsl } from './dsl.js';
import { benchSimulate } from './games.js';
import { benchWholeGames } from './whole-games.js';
import { benchHands } from './hands.js';
import { benchLoad } from './load.js';
import { fmt, type Row } from './measure.js';
import { benchSize } from './size.js';

// bench/run.js runs this bundle from the project folder.
const root = `${process.cwd()}/`;
const quick = process.argv.includes('--quick');
// `--only games,simulate`: just the sections whose names hold one of these words, for measuring one part;
// such a partial run prints its table but writes neither results.json nor the README, unless `--update`
// is given: then the rows of the sections it ran replace theirs in both, and every other row stays as the
// last whole run measured it (the sizes, say, after a change to the elements).
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? (process.argv[onlyAt + 1] ?? '').split(',').filter(Boolean) : null;
const update = process.argv.includes('--update');

const rows: Row[] = [];
const section = async (name: string, run: () => Row[] | Promise<Row[]>) => {
  if (only && !only.some((word) => name.includes(word))) return;
  process.stderr.write(`… ${name}\n`);
  rows.push(...(await run()));
};
await section('hand evaluation', () => benchHands(quick ? 100_000 : 1_000_000));
await section('whole games, beside the first edition', () => benchWholeGames(root, quick ? 0.5 : 2));
await section('tech-deck simulate', () => benchSimulate(root, quick ? 100 : 400));
await section('tech-deck balance', () => benchBalance(root, quick ? 200 : 10_000));
await section('move generation', () => benchChess(quick ? 1 : 3));
await section('card and rules languages', () => benchDsl(quick));
await section('sizes', () => benchSize(root));
await section('in Chromium', () => benchBrowser(root, quick));
await section('online load', () => benchLoad(root, quick));

const machine = {
  cores: cpus().length,
  model: cpus()[0]?.model ?? 'unknown',
  node: process.version,
  date: new Date().toISOString(),
};
const tableOf = (all: Row[]) =>
  `| section | what | figure | ratio | goal |\n| --- | --- | --- | --- | --- |\n${all.map((r) => `| ${r.section} | ${r.name} | ${fmt(r.value)} ${r.unit} | ${r.ratio ?? ''} | ${r.goal ?? ''} |\n`).join('')}`;
console.log(
  `\nTech Deck benchmark — ${machine.model}, ${machine.cores} cores, node ${machine.node}, ${machine.date}\n\n${tableOf(rows)}`,
);
if (only && !update) process.exit(0);
if (only) {
  // The last whole run's rows, with those of the sections run now in place of theirs (first where they were).
  const last = JSON.parse(readFileSync(`${root}bench/results.json`, 'utf8')) as {
    machine: typeof machine;
    rows: Row[];
  };
  const ran = new Set(rows.map((r) => r.section));
  const merged: Row[] = [];
  for (const r of last.rows) {
    if (!ran.has(r.section)) merged.push(r);
    else if (!merged.some((m) => m.section === r.section)) merged.push(...rows.filter((n) => n.section === r.section));
  }
  for (const r of rows) if (!merged.includes(r) && !last.rows.some((l) => l.section === r.section)) merged.push(r);
  rows.splice(0, rows.length, ...merged);
  machine.date = last.machine.date;
}
const table = tableOf(rows);
writeFileSync(`${root}bench/results.json`, `${JSON.stringify({ machine, rows }, null, 2)}\n`);

// The README shows the last table, between its bench markers.
const readmePath = `${root}README.md`;
const readme = readFileSync(readmePath, 'utf8');
const start = '<!-- bench:start -->';
const end = '<!-- bench:end -->';
if (!quick && readme.includes(start) && readme.includes(end)) {
  const block = `${start}\nLast run: ${machine.model}, ${machine.cores} cores, node ${machine.node}, ${machine.date.slice(0, 10)}.\n\n${table}${end}`;
  writeFileSync(readmePath, readme.replace(new RegExp(`${start}[\\s\\S]*${end}`), block));
}
