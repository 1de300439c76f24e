// Storybook follows the saved files in place, in Chromium against `storybook dev`: the dev server runs
// on copies of the card and rules files (TECH_DECK_CARDS, TECH_DECK_RULES; the project's own are never
// touched) on 127.0.0.1, and the test edits the copies as a designer would. The page is never reloaded:
// a card story shows the new text, keeps its address when the card is renamed, and shows a file's
// mistake located inside the story beside the last good card; a game story replays its moves with the
// new rules, with the note of the demo page, and comes back exactly when the file is restored.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Saves a file as an editor does, whole: written beside it, then renamed over it. A plain write empties
 * the file first, and the watcher may read it empty in between: a "mistake" that no designer made.
 */
function save(file: string, text: string): void {
  writeFileSync(`${file}.saving`, text);
  renameSync(`${file}.saving`, file);
}

const repo = fileURLToPath(new URL('../..', import.meta.url));
const WAIT = 60_000; // the longest any condition is waited for (a cold dev server on two busy cores)

let folder: string;
let server: ChildProcess | null = null;
let output = '';
let base: string;
let browser: Browser;

/** A port no one listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Waits until `check` gives a value other than undefined or false, asking again as soon as it answered. */
async function until<T>(what: string, check: () => Promise<T | undefined | false>): Promise<T> {
  const end = Date.now() + WAIT;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined && value !== false) return value;
    if (Date.now() > end) throw new Error(`${what} did not happen\n${output.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 50)); // asking again, not a delay anything depends on
  }
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'tech-deck-storybook-'));
  cpSync(path.join(repo, 'cards'), path.join(folder, 'cards'), { recursive: true });
  cpSync(path.join(repo, 'rules'), path.join(folder, 'rules'), { recursive: true });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(
    process.execPath,
    [
      path.join(repo, 'node_modules/storybook/dist/bin/dispatcher.js'),
      'dev',
      '-p',
      String(port),
      '--host',
      '127.0.0.1',
      '--exact-port',
      '--ci',
      '--no-open',
      '--no-version-updates',
      '--disable-telemetry',
    ],
    {
      cwd: repo,
      env: {
        ...process.env,
        STORYBOOK_DISABLE_TELEMETRY: '1',
        TECH_DECK_CARDS: path.join(folder, 'cards'),
        TECH_DECK_RULES: path.join(folder, 'rules'),
      },
      detached: true, // its own process group, ended whole after the tests
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout!.on('data', (d: Buffer) => (output += d));
  server.stderr!.on('data', (d: Buffer) => (output += d));
  await until('storybook dev answering', async () => (await fetch(`${base}/index.json`)).ok);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (server?.pid) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  rmSync(folder, { recursive: true, force: true });
});

/** A story of the preview, with the count of page loads (a reload would start the story over). */
async function openStory(id: string): Promise<{ page: Page; loads: () => number }> {
  const page = await browser.newPage();
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto(`${base}/iframe.html?id=${id}&viewMode=story`);
  return { page, loads: () => loads };
}

const cardFile = () => path.join(folder, 'cards/technology/13-robotics.card');

describe('storybook dev follows the saved files in place', () => {
  it('a card story shows the new text, keeps its id when the card is renamed, and shows a mistake inside the story beside the last good card', async () => {
    const original = readFileSync(cardFile(), 'utf8');
    const { page, loads } = await openStory('cards-technology-13-robotics--card');
    const name = () => page.evaluate(() => document.querySelector('tech-card')?.card?.name);
    await until('the card story', async () => (await name()) === 'Robotics');

    try {
      save(cardFile(), original.replace('name: Robotics', 'name: Robots'));
      await until('the new name in the story', async () => (await name()) === 'Robots');
      // Renamed, the story keeps its id (from the file's path) and the sidebar gets the new name.
      const index = await until('the index with the new name', async () => {
        const entries = (await (await fetch(`${base}/index.json`)).json()).entries as Record<string, { title: string }>;
        return entries['cards-technology-13-robotics--card']?.title === 'Cards/Technology/13 Robots' && entries;
      });
      expect(index['cards-technology-13-robotics--card'].title).toBe('Cards/Technology/13 Robots');

      save(cardFile(), original.replace('Exchange a neutral', 'Exchnage a neutral'));
      const problem = await until('the mistake in the story', () =>
        page.evaluate(() => document.querySelector('.card-problems')?.textContent ?? undefined),
      );
      expect(problem).toContain('cards/technology/13-robotics.card:9:20: unknown word "Exchnage"');
      expect(problem).toContain('^^^^^^^^');
      expect(await name()).toBe('Robots'); // the last good card, beside the mistake

      save(cardFile(), original);
      await until(
        'the mended card',
        async () => (await name()) === 'Robotics' && page.evaluate(() => !document.querySelector('.card-problems')),
      );
      expect(await page.evaluate(() => document.querySelector('#storybook-root')?.textContent)).not.toContain(
        "Couldn't find story",
      );
      expect(loads()).toBe(1);
    } finally {
      save(cardFile(), original);
      await page.close();
    }
  }, 150_000);

  it('a game story replays its moves with the new cards and rules, with the note of the demo page, and comes back when the file is restored', async () => {
    const rulesFile = path.join(folder, 'rules/grid-poker.rules');
    const original = readFileSync(rulesFile, 'utf8');
    const { page, loads } = await openStory('elements-grid-poker--game-over');
    const game = () =>
      page.evaluate(() => {
        const el = document.querySelector('tech-grid-poker') as
          | (HTMLElement & { match: { log: unknown[] } | null })
          | null;
        return el?.match
          ? {
              log: el.match.log,
              moves: el.match.log.length,
              note: el.shadowRoot!.querySelector('.reload p')?.textContent ?? null,
            }
          : undefined;
      });
    const before = await until('the game story at its last move', async () => {
      const now = await game();
      return now && now.moves > 20 && now;
    });

    const card = readFileSync(cardFile(), 'utf8');
    try {
      // A card saved: the game is replayed with it, in place; a new fact changes nothing of the game.
      save(cardFile(), card.replace(/^fact: .*$/m, 'fact: A new fact.'));
      await until('the new card in the game', () =>
        page.evaluate(() => {
          const deck = (
            document.querySelector('tech-grid-poker') as HTMLElement & { deck: { id: string; fact: string }[] | null }
          ).deck;
          return deck?.find((c) => c.id === 'technology-13')?.fact === 'A new fact.';
        }),
      );
      expect((await game())!.log).toEqual(before.log);
      save(cardFile(), card);

      save(rulesFile, original.replace('deal: 7 cards', 'deal: 6 cards'));
      const changed = await until(
        'the game replayed with the new rules',
        async () => (await game())?.note ?? undefined,
      );
      expect(changed).toMatch(/^From the deal the game goes differently, and at move \d+ you can no longer /);
      // Replayed, not started over: the moves that still fit are on the table, the bots going on after them.
      const kept = Number(/The game goes on after move (\d+)/.exec(changed)![1]);
      expect(kept).toBeGreaterThan(0);
      expect((await game())!.log.slice(0, kept)).toEqual(before.log.slice(0, kept));

      save(rulesFile, original);
      const restored = await until('the game as it was', async () => {
        const now = await game();
        return JSON.stringify(now?.log) === JSON.stringify(before.log) && now;
      });
      expect(restored.note).toBe(null);
      expect(loads()).toBe(1);
    } finally {
      save(rulesFile, original);
      save(cardFile(), card);
      await page.close();
    }
  }, 150_000);
});
