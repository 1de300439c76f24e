// The engine's first edition beside this one: its source is taken from git at FIRST_EDITION (the last
// commit before effects suspended in frames, choices carried data and the bots and views were made
// fast), given this build's compiled cards and rules, and the whole-game loops of ./games.ts are bundled
// against it and run in a child process. So both engines are measured by the same loops in one run, and
// each whole-game row says how it compares. Without the git history (an installed package) the rows keep
// no comparison.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { fmt, type Row } from './measure.js';

export const FIRST_EDITION = '77bf5bdf4e450bcc8c8afc8b70f25eb0fe9b1380';

/** The first edition's whole-game rows (random bots, then good bots), or null when its source can't be had. */
async function firstEditionRows(root: string, seconds: number): Promise<Row[] | null> {
  const dir = `${root}node_modules/.cache/bench-first-edition-${FIRST_EDITION.slice(0, 12)}/`;
  if (!existsSync(`${dir}src/engine`)) {
    mkdirSync(dir, { recursive: true });
    const unpacked = spawnSync('sh', ['-c', `git -C "${root}" archive ${FIRST_EDITION} src | tar -x -C "${dir}"`], { encoding: 'utf8' });
    if (unpacked.status !== 0) return null;
  }
  cpSync(`${root}src/data`, `${dir}src/data`, { recursive: true });
  mkdirSync(`${dir}bench`, { recursive: true });
  for (const file of ['games.ts', 'measure.ts']) cpSync(`${root}bench/${file}`, `${dir}bench/${file}`);
  writeFileSync(`${dir}bench/entry.ts`, `import { benchGames, benchGoodBots } from './games.js';\nconsole.log(JSON.stringify([...benchGames(${seconds}), ...benchGoodBots(${seconds})]));\n`);
  await build({ entryPoints: [`${dir}bench/entry.ts`], outfile: `${dir}entry.mjs`, bundle: true, format: 'esm', platform: 'node', packages: 'external', logLevel: 'silent' });
  const run = spawnSync(process.execPath, [`${dir}entry.mjs`], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 24 });
  if (run.status !== 0) return null;
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as Row[];
}

/**
 * Sets the ratio of each whole-game row to the first edition's figure for the same game, players and
 * bots ("3.2x first edition (48.8 games/s)"). Returns no rows of its own.
 */
export async function compareFirstEdition(root: string, rows: Row[], seconds: number): Promise<Row[]> {
  const before = await firstEditionRows(root, seconds);
  if (!before) {
    process.stderr.write(`  the first edition (${FIRST_EDITION.slice(0, 7)}) could not be had from git: no comparison\n`);
    return [];
  }
  for (const row of rows) {
    const old = before.find((b) => b.section === row.section && b.name === row.name);
    if (old) row.ratio = `${(row.value / old.value).toFixed(2)}x first edition (${fmt(old.value)} ${old.unit})`;
  }
  return [];
}
