// The sheet (print-sheet.ts) printed to PDF by the machine's Chromium through playwright-core: the faces
// are drawn by `<tech-card>` itself (the built single-file module dist/cdn/tech-card.js, Lit inlined), so
// there is no second renderer to keep in step with the element. playwright-core is a development
// dependency and downloads no browser: the command uses the Chromium (or Chrome) already on the machine.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Card } from '../dsl/index.js';
import { packageRoot } from './played-files.js';
import { PAPERS, sheetHtml, type Paper } from './print-sheet.js';
import { ToolError } from './tool-error.js';

/** Where Chromium is looked for: CHROMIUM_PATH when set (as scripts/test-stories.js reads it), then the usual places. */
const CHROMIUM_PLACES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
];

/** The browser to print with, or a ToolError that says how to get one. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string {
  const named = env.CHROMIUM_PATH;
  if (named) {
    if (!existsSync(named))
      throw new ToolError(`CHROMIUM_PATH ${named}: no such file; name the Chromium or Chrome program to print with`);
    return named;
  }
  const found = CHROMIUM_PLACES.find((path) => existsSync(path));
  if (!found)
    throw new ToolError(
      `print draws the cards with Chromium or Chrome, and found neither (looked in ${CHROMIUM_PLACES.join(', ')}); install Chromium (Debian and Ubuntu: apt-get install chromium) or set CHROMIUM_PATH to the browser's program`,
    );
  return found;
}

/** The card element as one module with Lit inlined, as the build writes it. */
function cardModule(): string {
  const file = join(packageRoot(), 'dist', 'cdn', 'tech-card.js');
  if (!existsSync(file))
    throw new ToolError(
      `the card element is not built yet (${file} is missing); run \`npm run build\` in the project first`,
    );
  return readFileSync(file, 'utf8');
}

/** playwright-core, loaded when printing only (the other commands run without it). */
async function playwright(): Promise<typeof import('playwright-core')> {
  try {
    return await import('playwright-core');
  } catch (error) {
    if ((error as NodeJS.ErrnoException | null)?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new ToolError(
      'print needs the package playwright-core to drive Chromium: run `npm install playwright-core` in the project',
    );
  }
}

/**
 * The PDF of `cards` (in the order given) on `paper`, with a page of backs after each page of faces when
 * `backs`. Resolves when every card is drawn: each element has rendered, the fonts are loaded and the
 * names have been fitted (name-fit.ts fits a long name in the frame after the card's size is known).
 */
export async function printPdf(
  cards: readonly Card[],
  options: { paper: Paper; backs: boolean; title: string; chromium: string },
): Promise<Uint8Array> {
  const { chromium } = await playwright();
  const script = cardModule();
  let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
  try {
    browser = await chromium.launch({
      executablePath: options.chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  } catch (error) {
    throw new ToolError(
      `${options.chromium} could not be started to draw the cards (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
    );
  }
  try {
    const page = await browser.newPage();
    await page.setContent(sheetHtml(cards, options));
    await page.addScriptTag({ content: script, type: 'module' });
    await page.evaluate(async () => {
      await customElements.whenDefined('tech-card');
      const data = JSON.parse(document.getElementById('cards')!.textContent!) as unknown[];
      const elements = [...document.querySelectorAll('tech-card')] as (HTMLElement & {
        card: unknown;
        updateComplete: Promise<boolean>;
      })[];
      for (const el of elements)
        if (el.dataset.card !== undefined && !el.hasAttribute('face-down')) el.card = data[Number(el.dataset.card)];
      await Promise.all(elements.map((el) => el.updateComplete));
      await document.fonts.ready;
      // Two frames: the name-fit controller's resize observer runs after layout and fits in the next frame.
      for (let i = 0; i < 2; i++) await new Promise((done) => requestAnimationFrame(done));
      await Promise.all(elements.map((el) => el.updateComplete));
    });
    const { width, height } = PAPERS[options.paper];
    return await page.pdf({
      width: `${width}mm`,
      height: `${height}mm`,
      printBackground: true,
      preferCSSPageSize: true,
      margin: { top: '0', right: '0', bottom: '0', left: '0' },
    });
  } finally {
    await browser.close();
  }
}
