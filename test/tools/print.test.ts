// `tech-deck print`: the card files as a print-and-play PDF, drawn by <tech-card> in the system Chromium.
// The PDF is read back with poppler-utils as a printer would see it: a page's picture (pdftoppm), its text
// (pdftotext) and its paper size (pdfinfo).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe as suite, expect, it } from 'vitest';
import { compileDeck } from '../../src/dsl/index.js';
import { CARD_EXTENSION, collectFiles, readSources } from '../../src/tools/deck-files.js';
import {
  CARD,
  gridOrigin,
  PAPERS,
  printOrder,
  sheetHtml,
  sheetPages,
  type Paper,
} from '../../src/tools/print-sheet.js';
import { project, runIn } from './helpers.js';
import { inkShare, readPng, type Picture } from './png.js';

const repo = new URL('../..', import.meta.url).pathname;
const deck = printOrder(compileDeck(readSources(collectFiles(['cards'], [CARD_EXTENSION], repo).files, repo)).cards);

const pdfText = (file: string, page: number) =>
  execFileSync('pdftotext', ['-f', String(page), '-l', String(page), file, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
const pdfInfo = (file: string) => execFileSync('pdfinfo', [file], { encoding: 'utf8' });

/** The PDF's page size in millimetres, as pdfinfo reads it (in points, 72 to the inch). */
function pageSize(file: string): { width: number; height: number } {
  const [, w, h] = pdfInfo(file).match(/Page size: +([\d.]+) x ([\d.]+) pts/)!;
  return { width: (Number(w) / 72) * 25.4, height: (Number(h) / 72) * 25.4 };
}
const DPI = 50;

/** Page `page` of the PDF as a PNG made by pdftoppm, read back. */
function pagePicture(file: string, page: number): Picture {
  const prefix = join(file, '..', `page-${page}`);
  execFileSync('pdftoppm', [
    '-f',
    String(page),
    '-l',
    String(page),
    '-r',
    String(DPI),
    '-png',
    '-singlefile',
    file,
    prefix,
  ]);
  return readPng(readFileSync(`${prefix}.png`));
}

/**
 * What each of the 9 slots of a page holds, row by row, told by how much of it is drawn on: a face (its
 * text and symbols on light paper), a back (dark all over), or nothing (white paper).
 */
function slots(picture: Picture, paper: Paper, dpi = DPI): ('face' | 'back' | 'empty')[] {
  const px = (mm: number) => (mm / 25.4) * dpi;
  const { left, top } = gridOrigin(paper);
  return Array.from({ length: 9 }, (_, i) => {
    const inset = 3; // mm: clear of the neighbour's edge
    const share = inkShare(picture, {
      x: px(left + (i % 3) * CARD.width + inset),
      y: px(top + Math.floor(i / 3) * CARD.height + inset),
      width: px(CARD.width - 2 * inset),
      height: px(CARD.height - 2 * inset),
    });
    return share > 0.6
      ? 'back'
      : share > 0.03
        ? 'face'
        : share < 0.001
          ? 'empty'
          : (`unclear (${share.toFixed(3)})` as 'empty');
  });
}

suite('the sheet', () => {
  it('lays 9 cards a page, and puts the backs behind their faces for a sheet turned on its long edge', () => {
    const pages = sheetPages(13, true);
    expect(pages.map((p) => p.side)).toEqual(['faces', 'backs', 'faces', 'backs']);
    expect(pages[2].slots).toEqual([9, 10, 11, 12, null, null, null, null, null]);
    expect(pages[3].slots).toEqual([11, 10, 9, null, null, 12, null, null, null]); // each row read from the right
    expect(sheetPages(18, false).map((p) => p.slots.filter((s) => s !== null).length)).toEqual([9, 9]);
  });

  it('centres 63 × 88 mm cards on A4 and US Letter, leaving room for the cut marks', () => {
    for (const paper of ['a4', 'letter'] as const) {
      const { left, top } = gridOrigin(paper);
      expect(left * 2 + 3 * CARD.width).toBeCloseTo(PAPERS[paper].width);
      expect(top * 2 + 3 * CARD.height).toBeCloseTo(PAPERS[paper].height);
      expect(Math.min(left, top)).toBeGreaterThan(5);
    }
  });

  it("carries the cards as data, so a card's text adds no markup to the page", () => {
    const card = { ...deck[0], name: '</script><script>alert(1)</script>' };
    const html = sheetHtml([card], { paper: 'a4', backs: false, title: 'x' });
    expect(html).not.toContain('</script><script>');
    expect(JSON.parse(html.match(/<script type="application\/json" id="cards">(.*?)<\/script>/s)![1])[0].name).toBe(
      card.name,
    );
  });
});

suite('tech-deck print', () => {
  it('prints the deck on A4: 9 named card faces a page with cut marks, as a PNG of page 1 shows', async () => {
    const dir = project({});
    const result = runIn(dir, 'print', '--out', 'deck.pdf');
    expect(await result.code).toBe(0);
    expect(result.err).toBe('');
    expect(result.out).toContain(
      `Printed tech-deck's own cards/ (${deck.length} cards) on ${Math.ceil(deck.length / 9)} A4 pages`,
    );
    const file = join(dir, 'deck.pdf');
    expect(pdfInfo(file)).toMatch(new RegExp(`Pages: +${Math.ceil(deck.length / 9)}\\n`));
    expect(pageSize(file).width).toBeCloseTo(210, 0);
    expect(pageSize(file).height).toBeCloseTo(297, 0);

    const picture = pagePicture(file, 1);
    expect(Math.abs(picture.width - (210 / 25.4) * DPI)).toBeLessThan(1.5);
    expect(slots(picture, 'a4')).toEqual(Array(9).fill('face'));
    // The cut marks: drawn in the margin where each line between cards meets the paper's top edge.
    const { left, top } = gridOrigin('a4');
    const px = (mm: number) => (mm / 25.4) * DPI;
    for (let c = 0; c <= 3; c++)
      expect(
        inkShare(picture, { x: px(left + c * CARD.width) - 1, y: px(4), width: 2, height: px(top - 6) }),
      ).toBeGreaterThan(0.2);
    expect(inkShare(picture, { x: px(left + CARD.width / 2), y: px(4), width: px(10), height: px(top - 6) })).toBe(0);

    const text = pdfText(file, 1);
    for (const card of deck.slice(0, 9)) expect(text).toContain(card.name);
    expect(text).not.toContain(deck[9].name);
  }, 120_000);

  it('prints US Letter with backs: each page of faces is followed by its backs, mirrored', async () => {
    const dir = project({});
    // 12 cards of the deck: a full page and a page of 3.
    const files = collectFiles(['cards'], [CARD_EXTENSION], repo).files.slice(0, 12);
    for (const f of files) cpSync(join(repo, f), join(dir, f));
    const result = runIn(dir, 'print', '--paper', 'letter', '--backs', '--json');
    expect(await result.code).toBe(0);
    const facts = JSON.parse(result.out);
    expect(facts).toMatchObject({
      file: 'tech-deck-output/tech-deck-cards-letter-duplex.pdf',
      paper: 'letter',
      cards: 12,
      pages: 4,
      backs: true,
      cardsFolder: 'cards',
    });
    const file = join(dir, facts.file);
    expect(pageSize(file).width).toBeCloseTo(215.9, 1);
    expect(pageSize(file).height).toBeCloseTo(279.4, 1);
    expect(slots(pagePicture(file, 2), 'letter')).toEqual(Array(9).fill('back'));
    expect(slots(pagePicture(file, 3), 'letter')).toEqual([
      'face',
      'face',
      'face',
      'empty',
      'empty',
      'empty',
      'empty',
      'empty',
      'empty',
    ]);
    expect(slots(pagePicture(file, 4), 'letter')).toEqual([
      'back',
      'back',
      'back',
      'empty',
      'empty',
      'empty',
      'empty',
      'empty',
      'empty',
    ]);
    expect(pdfText(file, 2).trim()).not.toContain(deck[0].name);
  }, 120_000);

  it('refuses cards with problems as check does, and prints nothing', async () => {
    const dir = project({ 'cards/13-x.card': 'value: 13\ndomain: Sceince\n' });
    const result = runIn(dir, 'print');
    expect(await result.code).toBe(1);
    expect(result.err).toContain('cards/13-x.card:2:9: unknown domain "Sceince"');
    expect(result.err).toMatch(/tech-deck: the cards in cards have \d+ problems?; nothing was printed\n$/);
    expect(existsSync(join(dir, 'tech-deck-output'))).toBe(false);
    expect(readdirSync(dir)).toEqual(['cards']);
  });
});

suite("the designer's guide", () => {
  it('shows a page printed by npm run print:sample: 9 card faces', () => {
    const scripts = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')).scripts;
    expect(scripts['print:sample']).toBe('node scripts/print-sample.js');
    expect(readFileSync(join(repo, 'docs/designer-guide.md'), 'utf8')).toContain('](images/print-and-play-a4.png)');
    const picture = readPng(readFileSync(join(repo, 'docs/images/print-and-play-a4.png')));
    const dpi = (picture.width / PAPERS.a4.width) * 25.4; // the script's resolution, read back from the picture
    expect(Math.abs(picture.height - (PAPERS.a4.height / 25.4) * dpi)).toBeLessThan(2);
    expect(slots(picture, 'a4', dpi)).toEqual(Array(9).fill('face'));
  });
});
