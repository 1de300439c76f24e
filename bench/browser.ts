// In headless Chromium: the time from the embed bundle's script start to each element's first rendered
// frame, during a game against bots the median and worst time from a click to the next frame, and how
// long the page is held by checking a text at the size limit and by the hard bot (page-responsiveness.ts).
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { chromium } from 'playwright-core';
import type { Row } from './measure.js';
import { benchCheckingInPage, benchHardBotInPage } from './page-responsiveness.js';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.map': 'application/json' };

const PAGE = (tag: string, attributes: string) => `<!doctype html><meta charset="utf-8"><body>
<script type="module">
  const start = performance.now();
  await import('/cdn/tech-deck.js');
  const el = document.createElement('${tag}');
  ${attributes}
  document.body.append(el);
  await customElements.whenDefined('${tag}');
  await el.updateComplete;
  requestAnimationFrame(() => setTimeout(() => { window.firstFrame = performance.now() - start; }));
</script></body>`;

/** One click on an element target the person may use, and the time until the next frame. */
const CLICK = `async () => {
  const el = document.querySelector('tech-grid-poker');
  const root = el.shadowRoot;
  const target = root.querySelector('[data-cell]:not([aria-disabled="true"]).target, [data-cell^="option:"]:not([disabled]), [data-cell="confirm"]:not([disabled])');
  if (!target) return null;
  const before = performance.now();
  target.click();
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  return performance.now() - before;
}`;

export async function benchBrowser(root: string, quick = false): Promise<Row[]> {
  const cdn = join(root, 'dist');
  if (!existsSync(join(cdn, 'cdn/tech-deck.js')) || !existsSync('/usr/bin/chromium')) return [];
  const served = new Map<string, { type: string; body: string }>(); // pages and texts made by the bench, by path
  const serve = (path: string, type: string, body: string) => served.set(path, { type, body });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const made = served.get(url.pathname);
    if (made) {
      res.writeHead(200, { 'content-type': made.type }).end(made.body);
      return;
    }
    const file = join(cdn, url.pathname);
    if (!file.startsWith(cdn) || !existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  const rows: Row[] = [];
  try {
    const elements: [string, string][] = [
      ['tech-card', "el.setAttribute('card-id', 'technology-13');"],
      ['tech-grid-poker', "el.setAttribute('players', '3'); el.setAttribute('seed', '7'); el.setAttribute('bot-pace', '0');"],
      ['tech-tricks', "el.setAttribute('players', '3'); el.setAttribute('seed', '7'); el.setAttribute('bot-pace', '0');"],
      ['tech-poker-squared', "el.setAttribute('seed', '7'); el.setAttribute('bot-pace', '0');"],
      ['tech-chess', "el.setAttribute('seed', '7'); el.setAttribute('bot-pace', '0');"],
    ];
    for (const [tag, attributes] of elements) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      serve(`/${tag}.html`, 'text/html', PAGE(tag, attributes));
      await page.goto(`http://127.0.0.1:${port}/${tag}.html`);
      const defined = await page.waitForFunction(() => (window as unknown as { firstFrame?: number }).firstFrame, null, { timeout: 10_000 }).then(() => true, () => false);
      if (!defined) {
        await page.close();
        continue;
      }
      const first = await page.evaluate(() => (window as unknown as { firstFrame: number }).firstFrame);
      rows.push({ section: 'in Chromium', name: `<${tag}>: script start to first frame`, value: first, unit: 'ms', goal: `≤ 50 ms: ${first <= 50 ? 'met' : `missed by ${(first - 50).toFixed(0)} ms`}` });
      if (tag === 'tech-grid-poker') {
        const times: number[] = [];
        for (let i = 0; i < 60; i++) {
          const t = await page.evaluate(`(${CLICK})()`) as number | null;
          if (t === null) break;
          times.push(t);
        }
        times.sort((a, b) => a - b);
        if (times.length > 0) {
          const median = times[Math.floor(times.length / 2)];
          rows.push({ section: 'in Chromium', name: `<${tag}>: click to next frame, median of ${times.length}`, value: median, unit: 'ms', goal: `< 16 ms: ${median < 16 ? 'met' : `missed by ${(median - 16).toFixed(1)} ms`}` });
          rows.push({ section: 'in Chromium', name: `<${tag}>: click to next frame, worst`, value: times[times.length - 1], unit: 'ms' });
        }
      }
      await page.close();
    }
    const bench = { browser, origin: `http://127.0.0.1:${port}`, serve, quick };
    rows.push(...await benchCheckingInPage(bench));
    rows.push(...await benchHardBotInPage(bench));
  } finally {
    await browser.close();
    server.close();
  }
  return rows;
}
