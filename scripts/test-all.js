// `npm test`: every check of the project, in order, then one closing line `N passed, N failed`.
//
//   build            node scripts/build.js (parsers, dist/ for the CLI)       counts as 1 test
//   typecheck        tsc --noEmit, and again with tsconfig.indexed.json      counts as 1 test
//   lint             biome check: the linter's rules and the formatter's layout counts as 1 test
//   unit             vitest run (node tests)                                  counts its tests (JSON reporter)
//   browser          web-test-runner (Chromium)                               counts its tests (count reporter)
//   storybook        storybook build, then one card story per card file       counts as 1 test
//   stories          every built story rendered in Chromium, no console error counts its stories (screenshots in test-results/)
//   check            node bin/tech-deck.js check                              counts as 1 test
//   soak             npm run soak: a few thousand bot games of every game,    counts as 1 test (the games in its note)
//                    every invariant after every action, on every core
//
// Every step runs even when an earlier one failed, so one run shows everything that is wrong.
// Exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const scratch = mkdtempSync(join(tmpdir(), 'tech-deck-test-'));
const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' };
/** Games the soak step plays: a few thousand, as many of each game (the long run is `npm run soak -- --games 100000`). */
const SOAK_GAMES = 3000;

/** Runs a command with its output on the terminal; returns whether it exited 0. */
function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.error) console.error(`test-all: could not run ${command}: ${result.error.message}`);
  return result.status === 0;
}

/** Reads a runner's JSON results, or null if it wrote none (it crashed before the end). */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Every card file under cards/, to compare with the stories Storybook indexed. */
function cardFiles(dir = join(root, 'cards')) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true }).filter((entry) => String(entry).endsWith('.card'));
}

const steps = [
  {
    name: 'build',
    run: () => one(run(process.execPath, [join(root, 'scripts', 'build.js')])),
  },
  {
    name: 'typecheck',
    // The whole project, then src/dsl, src/engine and src/poker again with noUncheckedIndexedAccess
    // (tsconfig.indexed.json).
    run: () =>
      one(
        run(bin('tsc'), ['--noEmit', '-p', root]) &&
          run(bin('tsc'), ['--noEmit', '-p', join(root, 'tsconfig.indexed.json')]),
      ),
  },
  {
    name: 'lint',
    run: () => one(run(bin('biome'), ['check', '--no-errors-on-unmatched', root])),
  },
  {
    name: 'unit',
    run: () => {
      const file = join(scratch, 'vitest.json');
      const ok = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
      const json = readJson(file);
      if (!json) return { passed: 0, failed: 1, note: 'vitest wrote no results' };
      const counts = {
        passed: json.numPassedTests,
        failed: json.numFailedTests,
        skipped: json.numPendingTests + json.numTodoTests,
      };
      // A file that failed to load has no failing test but fails the run: count it.
      const brokenFiles = (json.testResults ?? []).filter(
        (f) => f.status === 'failed' && f.assertionResults.every((t) => t.status !== 'failed'),
      ).length;
      counts.failed += brokenFiles;
      if (!ok && counts.failed === 0) counts.failed = 1;
      return counts;
    },
  },
  {
    name: 'browser',
    run: () => {
      const file = join(scratch, 'wtr.json');
      const ok = run(bin('web-test-runner'), [], { TECH_DECK_WTR_RESULTS: file });
      const json = readJson(file);
      if (!json) return { passed: 0, failed: 1, note: 'web-test-runner wrote no results' };
      if (!ok && json.failed === 0) json.failed = 1;
      return json;
    },
  },
  {
    name: 'storybook',
    run: () => {
      const out = join(scratch, 'storybook-static');
      if (!run(bin('storybook'), ['build', '--quiet', '--disable-telemetry', '-o', out])) return one(false);
      // One story per card file, generated: the index must hold exactly as many card stories.
      const index = readJson(join(out, 'index.json'));
      const stories = Object.values(index?.entries ?? {}).filter(
        (e) => e.type === 'story' && e.tags?.includes('card'),
      ).length;
      const files = cardFiles().length;
      if (stories !== files) return { passed: 0, failed: 1, note: `${stories} card stories for ${files} card files` };
      return { passed: 1, failed: 0, note: `${stories} card stories` };
    },
  },
  {
    name: 'stories',
    run: () => {
      const out = join(scratch, 'storybook-static');
      if (!existsSync(join(out, 'index.json'))) return { passed: 0, failed: 1, note: 'no Storybook was built' };
      const file = join(scratch, 'stories.json');
      const ok = run(process.execPath, [join(root, 'scripts', 'test-stories.js'), out, file]);
      const json = readJson(file);
      if (!json) return { passed: 0, failed: 1, note: 'test-stories wrote no results' };
      if (!ok && json.failed === 0) json.failed = 1;
      return { ...json, note: 'screenshots in test-results/screenshots' };
    },
  },
  {
    name: 'check',
    run: () => one(run(process.execPath, [join(root, 'bin', 'tech-deck.js'), 'check'])),
  },
  {
    name: 'soak',
    run: () => {
      const file = join(scratch, 'soak.json');
      const ok = run(process.execPath, [
        join(root, 'scripts', 'campaign.js'),
        'soak',
        '--games',
        String(SOAK_GAMES),
        '--json',
        file,
      ]);
      const json = readJson(file);
      if (!json) return { passed: 0, failed: 1, note: 'the soak wrote no results' };
      return {
        ...one(ok && json.failed === 0 && json.games === SOAK_GAMES),
        note: `${json.games} games, ${json.failed} failed`,
      };
    },
  },
];

function one(ok) {
  return { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
}

const results = [];
for (const step of steps) {
  console.log(`\n── ${step.name} ${'─'.repeat(Math.max(0, 60 - step.name.length))}\n`);
  const started = Date.now();
  let counts;
  try {
    counts = step.run();
  } catch (error) {
    console.error(error);
    counts = { passed: 0, failed: 1, note: 'the step threw' };
  }
  results.push({ name: step.name, seconds: (Date.now() - started) / 1000, skipped: 0, ...counts });
}
rmSync(scratch, { recursive: true, force: true });

console.log(`\n── summary ${'─'.repeat(53)}\n`);
for (const r of results) {
  const status = r.failed > 0 ? 'FAIL' : 'ok  ';
  const note = r.note ? `  (${r.note})` : '';
  console.log(
    `${status}  ${r.name.padEnd(10)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(1).padStart(6)} s${note}`,
  );
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
const skipped = results.reduce((sum, r) => sum + (r.skipped ?? 0), 0);
console.log('');
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exitCode = failed > 0 ? 1 : 0;
