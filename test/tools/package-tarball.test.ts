// The package as npm ships it: `npm pack`'s tarball, unpacked and served by a plain static server on
// 127.0.0.1, its dist/cdn/ loaded by a page two folders away through a relative path, as the README's
// self-hosting snippet does. The loader must find its element chunks beside itself wherever it is, and
// a game must play. Needs dist/ (npm run build) and Chromium at /usr/bin/chromium.
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.html': 'text/html',
  '.map': 'application/json',
  '.css': 'text/css',
};

/** A static file server of `folder`, nothing more: no rewriting, no index pages, 404 for the rest. */
function serve(folder: string): Promise<{ server: Server; origin: string; asked: string[] }> {
  const asked: string[] = [];
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    asked.push(path);
    const file = normalize(join(folder, path));
    if (!file.startsWith(folder) || !existsSync(file) || !statSync(file).isFile()) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`, asked }),
    ),
  );
}

describe('the packed tarball', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'tech-deck-pack-'));
  let site: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    // --ignore-scripts: the build already made dist/; `prepare` would build it all again.
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', scratch], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    ) as { filename: string }[];
    const site_ = join(scratch, 'site');
    mkdirSync(join(site_, 'blog', '2026', 'a-post'), { recursive: true });
    execFileSync('tar', ['-xzf', join(scratch, packed.filename), '-C', site_]);
    // The page of the post, two folders below the unpacked package/.
    writeFileSync(
      join(site_, 'blog', '2026', 'a-post', 'index.html'),
      `<!doctype html><meta charset="utf-8">
<article><p>A post.</p><tech-grid-poker players="2" seed="3" bot-pace="0"></tech-grid-poker></article>
<script type="module" src="../../../package/dist/cdn/tech-deck.js"></script>`,
    );
    site = await serve(site_);
  }, 120_000);

  afterAll(() => {
    site?.server.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('holds the loader and its element chunks, and a page in another folder plays a move with them', async () => {
    expect(existsSync(join(scratch, 'site', 'package', 'dist', 'cdn', 'tech-deck.js'))).toBe(true);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${site.origin}/blog/2026/a-post/index.html`);
      await page.waitForFunction(
        () => (document.querySelector('tech-grid-poker') as unknown as { match?: unknown }).match,
        null,
        { timeout: 30_000 },
      );
      // A person's move, by clicks on what the prompt offers (its first options, then confirm if it asks for one).
      const moved = await page.evaluate(async () => {
        type Pending = { min: number; max: number; options: { instance?: string }[] };
        const el = document.querySelector('tech-grid-poker') as unknown as HTMLElement & {
          match: { log: readonly unknown[]; state: { pending: Pending } };
          updateComplete: Promise<boolean>;
        };
        // Drawn, and the bots (fetched after the first frame) have made their moves: the person is to move.
        await el.updateComplete;
        const before = el.match.log.length;
        const pending = el.match.state.pending;
        const cells = pending.options
          .slice(0, Math.max(pending.min, 1))
          .map((o, i) => (o.instance ? `card:${o.instance}` : `option:${i}`));
        if (pending.max > 1 || pending.min === 0) cells.push('confirm');
        for (const cell of cells) {
          el.shadowRoot!.querySelector<HTMLElement>(`[data-cell="${cell}"]`)!.click();
          await el.updateComplete;
        }
        return el.match.log.length > before;
      });
      expect(moved, 'a move was played').toBe(true);
      expect(errors).toEqual([]);
      // Everything the page asked for came from beside the loader, and was there.
      const cdn = site.asked.filter((path) => path.endsWith('.js'));
      expect(cdn.length).toBeGreaterThan(1);
      for (const path of cdn) expect(path.startsWith('/package/dist/cdn/'), path).toBe(true);
      for (const path of cdn) expect(existsSync(join(scratch, 'site', path)), path).toBe(true);
    } finally {
      await browser.close();
    }
  }, 120_000);
});
