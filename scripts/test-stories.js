// Every story of the built Storybook rendered in Chromium, failing on any console error or page error;
// the element stories are saved as screenshots at a phone's and a desktop's width under test-results/
// (not committed) for people to look at.
//
//   node scripts/test-stories.js <storybook-static dir> [results.json]
//
// Prints one line a story and writes `{ passed, failed }` to results.json for scripts/test-all.js.
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const [dir, resultsFile] = process.argv.slice(2);
if (!dir || !existsSync(join(dir, 'index.json'))) {
  console.error(`test-stories: no built Storybook in ${dir}`);
  process.exit(1);
}
const shots = join(root, 'test-results', 'screenshots');
mkdirSync(shots, { recursive: true });

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(dir, path);
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter((e) => e.type === 'story');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

/**
 * A page of the Storybook preview that renders story after story without reloading (through the
 * preview's channel), collecting each story's console errors, page errors and failed requests.
 */
async function openPreview(width) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  let errors = [];
  page.on(
    'console',
    (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && errors.push(m.text()),
  );
  page.on('pageerror', (e) => errors.push(e.message));
  page.on(
    'response',
    (r) => r.status() >= 400 && !r.url().includes('favicon') && errors.push(`${r.status()} ${r.url()}`),
  );
  await page.goto(`${base}/iframe.html`, { waitUntil: 'load', timeout: 60000 });
  await page.waitForFunction(() => window.__STORYBOOK_ADDONS_CHANNEL__, null, { timeout: 60000 });
  return {
    async render(story, shot) {
      errors = [];
      try {
        const outcome = await page.evaluate(
          (id) =>
            new Promise((resolve) => {
              const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
              const done = (result) => {
                channel.off('storyRendered', rendered);
                channel.off('storyErrored', failed);
                channel.off('storyThrewException', failed);
                resolve(result);
              };
              const rendered = () => done('ok');
              const failed = (e) => done(`the story failed: ${e?.message ?? e?.title ?? JSON.stringify(e)}`);
              channel.on('storyRendered', rendered);
              channel.on('storyErrored', failed);
              channel.on('storyThrewException', failed);
              channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
              setTimeout(() => done('the story did not render in 20 s'), 20000);
            }),
          story.id,
        );
        if (outcome !== 'ok') errors.push(outcome);
        // The elements render in a microtask or two after the story; give them a frame.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30))));
        if (shot) await page.screenshot({ path: join(shots, `${story.id}-${width}.png`), fullPage: true });
      } catch (error) {
        errors.push(error.message.split('\n')[0]);
      }
      return errors;
    },
    close: () => page.close(),
  };
}

let passed = 0;
let failed = 0;
const desktop = await openPreview(1280);
const phone = await openPreview(360);
for (const story of stories) {
  const element = story.title.startsWith('Elements/');
  const errors = [...(await desktop.render(story, element)), ...(element ? await phone.render(story, true) : [])];
  if (errors.length === 0) passed += 1;
  else {
    failed += 1;
    console.log(`FAIL ${story.title} / ${story.name}\n  ${errors.join('\n  ')}`);
  }
}
await desktop.close();
await phone.close();

await browser.close();
server.close();
console.log(
  `stories: ${passed} rendered without errors, ${failed} with errors; screenshots in test-results/screenshots/`,
);
if (resultsFile) writeFileSync(resultsFile, JSON.stringify({ passed, failed }));
process.exitCode = failed > 0 ? 1 : 0;
