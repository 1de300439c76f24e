// Whole games per second, this engine beside its first edition. Each engine plays the loops of ./games.ts
// in a child process of its own, so neither figure depends on what ran before it in the bench's process
// (a heap grown by the hand evaluators slowed whole games by a third). The first edition's source is
// taken from git at FIRST_EDITION (the last commit before effects suspended in frames, choices carried
// data and the bots and views were made fast) and given this build's compiled cards and its own rules
// files, compiled by this build's compiler: its game modules refuse rulings revised since (Tricks'
// `expelled-trump-card`), so today's rules would end its run at setup. Without the git history (an
// installed package) the rows keep no comparison.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { loadRules } from '../src/tools/deck-files.js';
import { fmt, type Row } from './measure.js';

export const FIRST_EDITION = '77bf5bdf4e450bcc8c8afc8b70f25eb0fe9b1380';

/** Bundles an entry that prints the whole-game rows of `games` (an import path) and runs it in a child process. */
async function childRows(dir: string, games: string, seconds: number, root: string): Promise<Row[] | null> {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    `${dir}entry.ts`,
    `import { benchGames, benchGoodBots } from '${games}';\nconsole.log(JSON.stringify([...benchGames(${seconds}), ...benchGoodBots(${seconds})]));\n`,
  );
  await build({
    entryPoints: [`${dir}entry.ts`],
    outfile: `${dir}entry.mjs`,
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    logLevel: 'silent',
  });
  const run = spawnSync(process.execPath, [`${dir}entry.mjs`], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 24 });
  if (run.status !== 0) return null;
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as Row[];
}

/** The first edition's source, unpacked from git beside this build's compiled data; null without the history. */
function firstEdition(root: string): string | null {
  const dir = `${root}node_modules/.cache/bench-first-edition-${FIRST_EDITION.slice(0, 12)}/`;
  if (!existsSync(`${dir}src/engine`) || !existsSync(`${dir}rules`)) {
    mkdirSync(dir, { recursive: true });
    const unpacked = spawnSync(
      'sh',
      ['-c', `git -C "${root}" archive ${FIRST_EDITION} src rules | tar -x -C "${dir}"`],
      {
        encoding: 'utf8',
      },
    );
    if (unpacked.status !== 0) return null;
  }
  cpSync(`${root}src/data`, `${dir}src/data`, { recursive: true });
  const own = loadRules('rules', dir);
  if (own.problems.length > 0) return null;
  writeFileSync(`${dir}src/data/rules.json`, JSON.stringify(Object.fromEntries(own.rules.map((r) => [r.id, r]))));
  mkdirSync(`${dir}bench`, { recursive: true });
  for (const file of ['games.ts', 'measure.ts']) cpSync(`${root}bench/${file}`, `${dir}bench/${file}`);
  return dir;
}

/** This engine's whole-game rows (random bots, then good bots), each with its ratio to the first edition's. */
export async function benchWholeGames(root: string, seconds: number): Promise<Row[]> {
  const rows = await childRows(`${root}node_modules/.cache/bench-whole-games/`, `${root}bench/games.js`, seconds, root);
  if (!rows) throw new Error('the whole-game bench failed in its child process');
  const old = firstEdition(root);
  const before = old ? await childRows(`${old}bench/child/`, '../games.js', seconds, root) : null;
  if (!before)
    process.stderr.write(
      `  the first edition (${FIRST_EDITION.slice(0, 7)}) ${old ? 'did not run' : 'could not be had from git'}: no comparison\n`,
    );
  for (const row of rows) {
    const then = before?.find((b) => b.section === row.section && b.name === row.name);
    if (then) row.ratio = `${(row.value / then.value).toFixed(2)}x first edition (${fmt(then.value)} ${then.unit})`;
  }
  return rows;
}
