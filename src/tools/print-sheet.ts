// The print-and-play sheet: the cards laid out as pages of 9 poker-size cards (63 × 88 mm, 3 × 3) with
// cut marks, as one HTML document that Chromium prints to PDF (print-command.ts). The faces are
// `<tech-card>` elements, the very element the games and Storybook draw, so a printed card is the card on
// screen. The cards touch (one cut between two cards, not two) and the grid is centred on the paper, so a
// page of backs printed on the other side lines up with its faces.
import type { Card } from '../dsl/index.js';

/** The paper sizes, in millimetres (portrait). */
export const PAPERS = {
  a4: { label: 'A4', width: 210, height: 297 },
  letter: { label: 'US Letter', width: 215.9, height: 279.4 },
} as const;

export type Paper = keyof typeof PAPERS;

/** A poker-size card, in millimetres. */
export const CARD = { width: 63, height: 88 } as const;

/** Cards across and down a page. */
export const GRID = { columns: 3, rows: 3 } as const;

export const CARDS_PER_PAGE = GRID.columns * GRID.rows;

/** Where the cut marks are: they start this far (mm) outside the grid and stop this far short of the paper's edge. */
const MARK_GAP = 1;
const MARK_EDGE = 3;

/** The domains in the order the sheets print them, as a deck is sorted by hand. */
const DOMAIN_ORDER: Card['domain'][] = ['knowledge', 'science', 'technology', 'services', 'wild'];

/** The cards in print order: by domain, then value (the wild cards last, by id). Does not change `cards`. */
export function printOrder(cards: readonly Card[]): Card[] {
  return [...cards].sort(
    (a, b) =>
      DOMAIN_ORDER.indexOf(a.domain) - DOMAIN_ORDER.indexOf(b.domain) ||
      (a.value ?? 0) - (b.value ?? 0) ||
      a.id.localeCompare(b.id, 'en', { numeric: true }),
  );
}

/** One page of the sheet: the face side, or the back side of the face page before it. */
export interface SheetPage {
  side: 'faces' | 'backs';
  slots: (number | null)[]; // by grid position (row by row): the index of the card in print order, or null
}

/**
 * The pages: 9 cards to a face page, each followed by its page of backs when `backs`. The backs are in
 * the mirror image of their faces' columns (a sheet turned over on its long edge, as duplex printers do by
 * default), so a page of 4 faces gets its 4 backs behind them.
 */
export function sheetPages(count: number, backs: boolean): SheetPage[] {
  const pages: SheetPage[] = [];
  for (let first = 0; first < count; first += CARDS_PER_PAGE) {
    const slots = Array.from({ length: CARDS_PER_PAGE }, (_, i) => (first + i < count ? first + i : null));
    pages.push({ side: 'faces', slots });
    if (backs) {
      const mirrored = slots.map(
        (_, i) => slots[Math.floor(i / GRID.columns) * GRID.columns + (GRID.columns - 1 - (i % GRID.columns))],
      );
      pages.push({ side: 'backs', slots: mirrored });
    }
  }
  return pages;
}

/** The grid's top-left corner on the paper (mm): centred. */
export function gridOrigin(paper: Paper): { left: number; top: number } {
  const { width, height } = PAPERS[paper];
  return { left: (width - GRID.columns * CARD.width) / 2, top: (height - GRID.rows * CARD.height) / 2 };
}

const mm = (n: number) => `${Math.round(n * 1000) / 1000}mm`;

/** The cut marks of a page as SVG lines in millimetres: one at each grid line, in the margins on both sides. */
function cutMarks(paper: Paper): string {
  const { width, height } = PAPERS[paper];
  const { left, top } = gridOrigin(paper);
  const right = left + GRID.columns * CARD.width;
  const bottom = top + GRID.rows * CARD.height;
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`;
  const lines: string[] = [];
  for (let c = 0; c <= GRID.columns; c++) {
    const x = left + c * CARD.width;
    lines.push(line(x, MARK_EDGE, x, top - MARK_GAP), line(x, bottom + MARK_GAP, x, height - MARK_EDGE));
  }
  for (let r = 0; r <= GRID.rows; r++) {
    const y = top + r * CARD.height;
    lines.push(line(MARK_EDGE, y, left - MARK_GAP, y), line(right + MARK_GAP, y, width - MARK_EDGE, y));
  }
  return `<svg class="marks" viewBox="0 0 ${width} ${height}" aria-hidden="true">${lines.join('')}</svg>`;
}

/**
 * The sheet as an HTML document with no script of its own: the `<tech-card>` elements are empty until
 * the card element's module is added and each is handed its compiled card (`data-card`: the index in
 * `cards` of its card; a back has `face-down`). The cards travel as JSON in a data block, never as markup,
 * so a card's text cannot add markup to the page.
 */
export function sheetHtml(cards: readonly Card[], options: { paper: Paper; backs: boolean; title: string }): string {
  const { width, height } = PAPERS[options.paper];
  const { left, top } = gridOrigin(options.paper);
  // The card keeps the 5:7 shape of <tech-card>: its height is the slot's, its width 88 × 5/7 = 62.86 mm.
  const cardWidth = (CARD.height * 5) / 7;
  const slot = (index: number | null, side: SheetPage['side']) =>
    index === null
      ? '<div class="slot"></div>'
      : `<div class="slot"><tech-card data-card="${index}"${side === 'backs' ? ' face-down' : ''}></tech-card></div>`;
  const pages = sheetPages(cards.length, options.backs).map(
    (page) =>
      `<section class="page ${page.side}">${page.side === 'faces' ? cutMarks(options.paper) : ''}<div class="grid">${page.slots.map((i) => slot(i, page.side)).join('')}</div></section>`,
  );
  const data = JSON.stringify(cards).replace(/</g, '\\u003c');
  const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>${escapeHtml(options.title)}</title>
<style>
@page { size: ${mm(width)} ${mm(height)}; margin: 0; }
html, body { margin: 0; padding: 0; }
body { font-family: system-ui, sans-serif; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.page { position: relative; width: ${mm(width)}; height: ${mm(height)}; overflow: hidden; break-after: page; }
.page:last-child { break-after: auto; }
.marks { position: absolute; inset: 0; width: 100%; height: 100%; stroke: #000; stroke-width: 0.2; }
.grid { position: absolute; left: ${mm(left)}; top: ${mm(top)}; display: grid; grid-template-columns: repeat(${GRID.columns}, ${mm(CARD.width)}); grid-template-rows: repeat(${GRID.rows}, ${mm(CARD.height)}); }
.slot { display: flex; align-items: center; justify-content: center; overflow: hidden; }
/* Square corners: the paper is cut straight along the marks; a corner rounder can round it after. */
tech-card { --tech-card-width: ${mm(cardWidth)}; --tech-card-radius: 0; }
</style>
<script type="application/json" id="cards">${data}</script>
${pages.join('\n')}
</html>
`;
}
