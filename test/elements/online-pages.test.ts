// Two real pages in Chromium play one online game: `tech-deck serve` on 127.0.0.1 (test/server/serve-process.ts)
// and the built elements (dist/cdn, made by `npm run build`) on a static server of their own. One page
// makes a room with "Play with friends", the other opens its join link, and each plays its own moves by
// clicking the table; both must show the same game. Every wait is for a condition, bounded in time.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutChoice, lineKey } from '../../src/elements/grid-poker/choice.js';
import type { PendingChoice } from '../../src/engine/state.js';
import type { GridOption } from '../../src/games/grid-poker/state.js';
import { type ServeProcess, serveProcess } from '../server/serve-process.js';

const cdn = fileURLToPath(new URL('../../dist/cdn/', import.meta.url));
const within = 20_000;

/** dist/cdn under /cdn/, and `/` a page with one Grid Poker element on the game server at `ws`. */
function site(ws: string): Promise<{ server: Server; origin: string }> {
  const page = `<!doctype html><meta charset="utf-8"><title>Online</title>
<tech-grid-poker players="2" server="${ws}"></tech-grid-poker>
<script type="module" src="/cdn/tech-grid-poker.js"></script>`;
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (path === '/') return void res.writeHead(200, { 'content-type': 'text/html' }).end(page);
    const file = normalize(join(cdn, path.replace(/^\/cdn\//, '')));
    if (!path.startsWith('/cdn/') || !file.startsWith(cdn) || !existsSync(file) || !statSync(file).isFile())
      return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': extname(file) === '.js' ? 'text/javascript' : 'application/json' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as { port: number }).port}` }),
    ),
  );
}

/** What a page's element shows: the online panel's words, the moves its game holds, whose turn, its pending choice. */
interface Shown {
  panel: string;
  moves: number;
  actor: number | null;
  pending: PendingChoice | null;
  zones: Record<string, unknown>;
}

const shown = (page: Page): Promise<Shown> =>
  page.evaluate(() => {
    const el = document.querySelector('tech-grid-poker') as unknown as HTMLElement & {
      match: {
        game: { actor(s: unknown): number | null };
        state: { pending: unknown; zones: Record<string, unknown> };
        log: unknown[];
      } | null;
    };
    const panel = el.shadowRoot?.querySelector('[part~="online"]')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    const match = el.match;
    return {
      panel,
      moves: match?.log.length ?? -1,
      actor: match ? match.game.actor(match.state) : null,
      pending: (match?.state.pending ?? null) as never,
      zones: match?.state.zones ?? {},
    };
  });

/** Resolves with what `page` shows once `ok` holds of it. */
async function when(page: Page, ok: (s: Shown) => boolean, what: string): Promise<Shown> {
  const end = Date.now() + within;
  for (;;) {
    const now = await shown(page);
    if (ok(now)) return now;
    if (Date.now() > end) throw new Error(`not within ${within} ms: ${what} (shown: ${now.panel})`);
    await page.waitForTimeout(20); // a poll of the page, not a wait for time to pass: the condition decides
  }
}

/** Clicks the online panel's button that says `words`. */
const press = (page: Page, words: string) =>
  page.locator('tech-grid-poker [part~="online"] button', { hasText: words }).click();

/** The cells a plain player clicks to answer `pending`: the first options, the confirm button of a choice of several. */
function cells(pending: PendingChoice): string[] {
  const picks =
    pending.kind === 'grid/hand-cards'
      ? pending.options.slice(0, pending.max).map((_, i) => i)
      : ['grid/company-effect', 'grid/hand-effect', 'grid/improve'].includes(pending.kind)
        ? [pending.options.findIndex((o) => o.answer === 'pass')]
        : Array.from({ length: Math.max(pending.min, 1) }, (_, i) => i).slice(0, pending.max);
  const keys = picks.map((i) => {
    const option = pending.options[i] as GridOption;
    if (option.instance) return `card:${option.instance}`;
    if (option.line) return `line:${lineKey(option.line)}`;
    return `option:${i}`;
  });
  return layoutChoice(pending, 0).multi ? [...keys, 'confirm'] : keys;
}

describe('two pages in Chromium', () => {
  let game: ServeProcess;
  let web: { server: Server; origin: string };
  let browser: Browser;

  beforeAll(async () => {
    if (!existsSync(join(cdn, 'tech-grid-poker.js'))) throw new Error('dist/cdn is missing: run `npm run build`.');
    game = await serveProcess(['--bot-delay', '0']);
    web = await site(`ws://127.0.0.1:${game.port}`);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    web?.server.close();
    await game?.kill();
  });

  it('join the same room through the join link and play moves from both', async () => {
    const errors: string[] = [];
    // Two contexts: two people, each with a storage of their own.
    const pages = await Promise.all(
      [0, 1].map(async () => {
        const page = await (await browser.newContext()).newPage();
        page.on('pageerror', (e) => errors.push(e.message));
        return page;
      }),
    );
    const [host, guest] = pages;
    await host.goto(`${web.origin}/`);
    await when(host, (s) => s.panel.includes('Play with friends'), 'the Play with friends button');
    await press(host, 'Play with friends');
    await when(host, (s) => s.moves === 0 && s.panel.includes('Send this link'), 'the room');
    const link = await host.locator('tech-grid-poker [part~="online"] .link').inputValue();
    expect(link).toMatch(/#join=[A-Za-z0-9_-]{16}$/);

    await guest.goto(link);
    await when(guest, (s) => s.panel.includes('Player 1: here') && s.panel.includes('You: here'), 'the guest seated');
    await when(host, (s) => s.panel.includes('Player 2: here'), 'the host sees the guest');

    // Each decision is clicked on the page whose seat is to act; both pages must see it.
    const seated = new Set<number>();
    for (let made = 0; made < 8; made++) {
      const { actor: mover } = await when(host, (s) => s.actor !== null, 'a seat to act');
      if (mover === null) throw new Error('no seat to act');
      seated.add(mover);
      const now = await when(pages[mover], (s) => s.actor === mover && s.pending !== null, 'the turn on its page');
      const before = now.moves;
      for (const key of cells(now.pending!))
        await pages[mover].locator(`tech-grid-poker [data-cell="${key}"]`).first().click();
      await Promise.all(pages.map((p) => when(p, (s) => s.moves > before, 'the move on both pages')));
    }
    expect([...seated].sort(), 'both pages moved').toEqual([0, 1]);

    const [a, b] = await Promise.all(pages.map(shown));
    expect(a.moves).toBe(b.moves);
    // The same table: the zones every seat sees are the same on both pages (each hand is its own).
    for (const zone of Object.keys(a.zones).filter((z) => !z.startsWith('hand:')))
      expect(a.zones[zone], zone).toEqual(b.zones[zone]);
    expect(errors).toEqual([]);
  }, 120_000);

  it("a reload of the room's maker takes the seat back; a watch link watches", async () => {
    const errors: string[] = [];
    const host = await (await browser.newContext()).newPage();
    host.on('pageerror', (e) => errors.push(e.message));
    await host.goto(`${web.origin}/`);
    await when(host, (s) => s.panel.includes('Play with friends'), 'the Play with friends button');
    await press(host, 'Play with friends');
    await when(host, (s) => s.moves === 0 && s.panel.includes('Send this link'), 'the room');
    const link = await host.locator('tech-grid-poker [part~="online"] .link').inputValue();
    expect(new URL(host.url()).hash, 'the join link in the address').toBe(new URL(link).hash);

    await host.reload();
    await when(
      host,
      (s) => s.panel.includes('You: here') && s.panel.includes('Player 2: not here yet'),
      'seat 1 again',
    );
    expect(
      await host.evaluate(
        () => (document.querySelector('tech-grid-poker') as unknown as { online: { seat: number } }).online.seat,
      ),
    ).toBe(0);

    const watcher = await (await browser.newContext()).newPage();
    watcher.on('pageerror', (e) => errors.push(e.message));
    await watcher.goto(link.replace('#join=', '#watch='));
    await when(watcher, (s) => s.moves >= 0 && s.panel.includes('You are watching'), 'watching');
    await when(host, (s) => s.panel.includes('Player 2: not here yet'), 'a watcher takes no seat');
    expect(errors).toEqual([]);
  }, 60_000);
});
