// In headless Chromium: the floor under the first frames (two empty modules imported in a row, then a
// frame), the time from the embed loader's script start to each element's first rendered
// frame (also with the CPU slowed 4× through the DevTools protocol), the files fetched before that frame
// (min+gzip, as size.ts counts them), the layout shift of a blog post as a game appears in it, during a
// game against bots the median and worst time from a click to the next frame, and how
// long the page is held by checking a text at the size limit and by the hard bot (page-responsiveness.ts).
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { chromium } from 'playwright-core';
import type { Row } from './measure.js';
import { benchCheckingInPage, benchHardBotInPage } from './page-responsiveness.js';
import { PLACEHOLDER_CSS } from '../src/elements/placeholder.js';

/** The middle value (the upper one of an even count). */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.map': 'application/json' };

const PAGE = (tag: string, attributes: string) => `<!doctype html><meta charset="utf-8"><body>
<script type="module">
  const start = performance.now();
  await import('/cdn/tech-deck.js');
  const el = document.createElement('${tag}');
  ${attributes}
  document.body.append(el);
  await customElements.whenDefined('${tag}');
  // Its first render, queued as it was defined (updateComplete would also wait for the bots' code,
  // which the element fetches after this frame).
  for (let i = 0; i < 1000 && !el.hasUpdated; i++) await null;
  if (!el.hasUpdated) await el.updateComplete;
  requestAnimationFrame(() => {
    // The files fetched for this frame (the bots' code is asked for after it).
    window.fetchedBefore = performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname);
    setTimeout(() => (window.firstFrame = performance.now() - start));
  });
</script></body>`;

/**
 * The floor under every first frame below: a page that imports an empty module, then another, as the
 * loader and a tag's chunks are imported one after the other, and waits for a frame, timed as PAGE times
 * a game. What this takes is the browser's and the loopback server's share of each figure, with no
 * code of ours in it.
 */
const FLOOR = `<!doctype html><meta charset="utf-8"><body>
<script type="module">
  const start = performance.now();
  await import('/floor/loader.js');
  await import('/floor/chunk.js');
  requestAnimationFrame(() => setTimeout(() => (window.firstFrame = performance.now() - start)));
</script></body>`;

/**
 * A blog post as a reader meets it on a phone: a title and a paragraph, the game, more text below, the
 * README's rule for the room the element takes in the page's own CSS, the loader at the end of the body.
 * The layout shifts are summed as the Cumulative Layout Shift of the page's load.
 */
const BLOG = (tag: string, attributes: string, css: string) => `<!doctype html><meta charset="utf-8">
<meta name="viewport" content="width=device-width">
<style>body { margin: 0; font: 18px/1.6 Georgia, serif } article { max-width: 640px; margin: 0 auto; padding: 0 16px } ${css}</style>
<script>
  window.shift = 0;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.shift += e.value; }).observe({ type: 'layout-shift', buffered: true });
</script>
<article><h1>A game in a post</h1><p>${'Some words before the game. '.repeat(6)}</p>
<${tag} ${attributes}></${tag}>
<p>${'Some words after the game. '.repeat(40)}</p></article>
<script type="module" src="/cdn/tech-deck.js"></script>`;

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
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows: Row[] = [];
  /** Script start to first frame of a fresh page at `url`, the CPU slowed `rate` times; NaN if it never drew. */
  const firstFrameOf = async (url: string, rate: number): Promise<number> => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      if (rate > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
      await page.goto(url);
      const drawn = await page
        .waitForFunction(() => (window as unknown as { firstFrame?: number }).firstFrame, null, { timeout: 30_000 })
        .then(
          () => true,
          () => false,
        );
      return drawn ? await page.evaluate(() => (window as unknown as { firstFrame: number }).firstFrame) : Number.NaN;
    } finally {
      await page.close();
    }
  };
  try {
    serve('/floor.html', 'text/html', FLOOR);
    serve('/floor/loader.js', 'text/javascript', 'export {};');
    serve('/floor/chunk.js', 'text/javascript', 'export {};');
    const runs = quick ? 3 : 5;
    const floors: number[] = [];
    for (let i = 0; i < runs; i++) floors.push(await firstFrameOf(`http://127.0.0.1:${port}/floor.html`, 1));
    rows.push({
      section: 'in Chromium',
      name: `floor of the first frames: two empty modules imported one after the other, then a frame, median of ${runs}`,
      value: median(floors),
      unit: 'ms',
    });
    const elements: [string, string][] = [
      ['tech-card', "el.setAttribute('card-id', 'technology-13');"],
      [
        'tech-grid-poker',
        "el.setAttribute('players', '3'); el.setAttribute('seed', '7'); el.setAttribute('bot-pace', '0');",
      ],
      [
        'tech-tricks',
        "el.setAttribute('players', '3'); el.setAttribute('seed', '7'); el.setAttribute('bot-pace', '0');",
      ],
      ['tech-poker-squared', "el.setAttribute('seed', '7'); el.setAttribute('bot-pace', '0');"],
      ['tech-chess', "el.setAttribute('seed', '7'); el.setAttribute('bot-pace', '0');"],
      ['tech-bughouse', "el.setAttribute('seed', '7'); el.setAttribute('bot-pace', '0');"],
    ];
    for (const [tag, attributes] of elements) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      serve(`/${tag}.html`, 'text/html', PAGE(tag, attributes));
      await page.goto(`http://127.0.0.1:${port}/${tag}.html`);
      const defined = await page
        .waitForFunction(() => (window as unknown as { firstFrame?: number }).firstFrame, null, { timeout: 10_000 })
        .then(
          () => true,
          () => false,
        );
      if (!defined) {
        await page.close();
        continue;
      }
      // The first frame varies from load to load on a shared machine: the median of a few loads, each
      // in a fresh context (nothing cached), the first of them kept open for the clicks below.
      const firstFrames = [await page.evaluate(() => (window as unknown as { firstFrame: number }).firstFrame)];
      for (let i = 1; i < runs; i++) firstFrames.push(await firstFrameOf(`http://127.0.0.1:${port}/${tag}.html`, 1));
      const first = median(firstFrames);
      rows.push({
        section: 'in Chromium',
        name: `<${tag}>: script start to first frame, median of ${runs}`,
        value: first,
        unit: 'ms',
        goal: `≤ 50 ms: ${first <= 50 ? 'met' : `missed by ${(first - 50).toFixed(0)} ms`}`,
      });
      const fetched = await page.evaluate(() => (window as unknown as { fetchedBefore: string[] }).fetchedBefore);
      const files = [...new Set(fetched)].filter((path) => path.startsWith('/cdn/') && path.endsWith('.js'));
      const bytes = files.reduce((sum, path) => sum + gzipSync(readFileSync(join(cdn, path))).length, 0);
      if (tag !== 'tech-card')
        rows.push({
          section: 'in Chromium',
          name: `<${tag}>: fetched before its first frame, ${files.length} files, min+gzip`,
          value: bytes,
          unit: 'bytes',
          goal: `≤ 55 KB: ${bytes <= 55_000 ? 'met' : `missed by ${((bytes - 55_000) / 1000).toFixed(1)} KB`}`,
        });
      // The same page with the CPU slowed 4×, as a mid-range phone runs it.
      const slowFrames: number[] = [];
      for (let i = 0; i < runs; i++) slowFrames.push(await firstFrameOf(`http://127.0.0.1:${port}/${tag}.html`, 4));
      if (slowFrames.every(Number.isFinite)) {
        rows.push({
          section: 'in Chromium',
          name: `<${tag}>: script start to first frame, CPU slowed 4×, median of ${runs}`,
          value: median(slowFrames),
          unit: 'ms',
        });
      }
      if (tag !== 'tech-card') {
        // The post on a phone: the layout shift while the game loads and draws its first frame.
        const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
        serve(
          `/blog-${tag}.html`,
          'text/html',
          BLOG(tag, attributes.replace(/el\.setAttribute\('([\w-]+)', '([^']*)'\);/g, '$1="$2"'), PLACEHOLDER_CSS),
        );
        await phone.goto(`http://127.0.0.1:${port}/blog-${tag}.html`);
        await phone
          .waitForFunction(
            (t) =>
              customElements.get(t) &&
              (document.querySelector(t) as unknown as { updateComplete: Promise<boolean> }).updateComplete
                .then(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 200))))
                .then(() => true),
            tag,
            { timeout: 30_000 },
          )
          .catch(() => null);
        const shift = await phone.evaluate(() => (window as unknown as { shift: number }).shift);
        rows.push({
          section: 'in Chromium',
          name: `<${tag}>: layout shift of a blog post on a phone as it loads`,
          value: shift,
          unit: '',
          goal: `≤ 0.01: ${shift <= 0.01 ? 'met' : `missed by ${(shift - 0.01).toFixed(3)}`}`,
        });
        await phone.close();
      }
      if (tag === 'tech-grid-poker') {
        const times: number[] = [];
        for (let i = 0; i < 60; i++) {
          const t = (await page.evaluate(`(${CLICK})()`)) as number | null;
          if (t === null) break;
          times.push(t);
        }
        times.sort((a, b) => a - b);
        if (times.length > 0) {
          const middle = times[Math.floor(times.length / 2)];
          rows.push({
            section: 'in Chromium',
            name: `<${tag}>: click to next frame, median of ${times.length}`,
            value: middle,
            unit: 'ms',
            goal: `< 16 ms: ${middle < 16 ? 'met' : `missed by ${(middle - 16).toFixed(1)} ms`}`,
          });
          rows.push({
            section: 'in Chromium',
            name: `<${tag}>: click to next frame, worst`,
            value: times[times.length - 1],
            unit: 'ms',
          });
        }
      }
      await page.close();
    }
    const bench = { browser, origin: `http://127.0.0.1:${port}`, serve, quick };
    rows.push(...(await benchCheckingInPage(bench)));
    rows.push(...(await benchHardBotInPage(bench)));
  } finally {
    await browser.close();
    server.close();
  }
  return rows;
}
