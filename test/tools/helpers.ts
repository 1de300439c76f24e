// What the tool tests share: a throwaway project folder of files, the command line run in it, and the
// card stories the Storybook plugin builds.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll } from 'vitest';
import { run } from '../../src/tools/cli.js';
import { cardStories, STORY_QUERY } from '../../src/tools/storybook-cards.js';

/** Temporary folders of a test file, removed when its tests are done. */
const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A new empty folder, removed after the test file. */
export function scratchDir(prefix = 'tech-deck-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

/** A folder holding `files` (path → text), removed after the test file. */
export function project(files: Record<string, string>, prefix?: string): string {
  const dir = scratchDir(prefix);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/**
 * Runs `tech-deck <args>` in `cwd`: its exit code (a promise for the commands that load the games) and
 * what it wrote to each stream so far (read `out` and `err` after awaiting `code`).
 */
export function runIn(cwd: string, ...args: string[]) {
  const written = { out: '', err: '' };
  const code = run(args, { out: (t) => (written.out += t), err: (t) => (written.err += t), cwd });
  return {
    code,
    get out() {
      return written.out;
    },
    get err() {
      return written.err;
    },
  };
}

/** The CSF modules the card-stories plugin serves for card files, as Storybook's build gets them. */
export async function storyModules(root: string, files: string[]): Promise<Rollup.OutputChunk[]> {
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [cardStories()],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: files.map((f) => `${f}${STORY_QUERY}`),
        preserveEntrySignatures: 'strict',
        external: [/define\.ts$/, /card-story\.ts$/, /^virtual:tech-deck\/cards$/],
      },
    },
  })) as Rollup.RollupOutput;
  return output.output.filter((c): c is Rollup.OutputChunk => c.type === 'chunk' && c.isEntry);
}
