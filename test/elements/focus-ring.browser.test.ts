/// <reference types="mocha" />
// The keyboard focus ring (WCAG 2.4.11, as the 2.4.13 measure has it): some band of the ring is at least
// 2 px thick and has a contrast of 3:1 or more against what lies on both sides of it, on every kind of
// focusable thing of the game elements: a header button, a highlighted card, a raised (selected) card,
// the choice's buttons on the felt, a chess square of either colour, the log, in light and dark themes.
// The bands are read from the computed outline and box-shadow, and what lies behind from the computed
// backgrounds of the element's ancestors.
import { expect, fixture } from '@open-wc/testing';
import '../../src/elements/bughouse/define.js';
import type { TechBughouse } from '../../src/elements/bughouse/bughouse.js';
import '../../src/elements/chess/define.js';
import '../../src/elements/grid-poker/define.js';
import type { TechChess } from '../../src/elements/chess/chess.js';
import type { TechGridPoker } from '../../src/elements/grid-poker/grid-poker.js';
import { momentOf, seatZeroToPlay } from '../../stories/chess-moments.js';
import * as bh from './bughouse-driver.js';
import { $, $$ } from './game-driver.js';

type RGBA = [number, number, number, number]; // 0–255, alpha 0–1

function parseColour(text: string): RGBA {
  const rgb = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(text);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])];
  const srgb = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.]+))?\)$/.exec(text);
  if (srgb)
    return [
      Number(srgb[1]) * 255,
      Number(srgb[2]) * 255,
      Number(srgb[3]) * 255,
      srgb[4] === undefined ? 1 : Number(srgb[4]),
    ];
  throw new Error(`a colour this test can't read: ${text}`);
}

/** `top` painted over the opaque `under`. */
const over = (top: RGBA, under: RGBA): RGBA =>
  [0, 1, 2].map((i) => top[i] * top[3] + under[i] * (1 - top[3])).concat(1) as RGBA;

function luminance([r, g, b]: RGBA): number {
  const lin = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

const contrast = (a: RGBA, b: RGBA) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

/** The colour behind `el`: its ancestors' backgrounds (through shadow roots), over a white page. */
function behind(el: Element): RGBA {
  const layers: RGBA[] = [];
  for (let node: Node | null = el.parentNode; node; node = node instanceof ShadowRoot ? node.host : node.parentNode) {
    if (node instanceof Element) layers.push(parseColour(getComputedStyle(node).backgroundColor));
  }
  return layers.reduceRight((under, top) => over(top, under), [255, 255, 255, 1] as RGBA);
}

interface Band {
  from: number;
  to: number;
  colour: RGBA;
}

/**
 * The rings round `el`'s border edge, as bands of colour from 12 px inside it to 12 px outside (x: px
 * outward from the edge): the outline over the solid box-shadows over the element's own background
 * (inside) or what is behind it (outside).
 */
function bands(el: Element): Band[] {
  const style = getComputedStyle(el);
  const outline =
    style.outlineStyle === 'none'
      ? null
      : {
          from: parseFloat(style.outlineOffset),
          width: parseFloat(style.outlineWidth),
          colour: parseColour(style.outlineColor),
        };
  const shadows = [
    ...style.boxShadow.matchAll(
      /(rgba?\([^)]*\)|color\([^)]*\))\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+(-?[\d.]+)px(\s+inset)?/g,
    ),
  ]
    .filter((m) => Number(m[2]) === 0 && Number(m[3]) === 0 && Number(m[4]) === 0) // solid rings, not glows
    .map((m) => ({ colour: parseColour(m[1]), spread: Number(m[5]), inset: !!m[6] }));
  const back = behind(el);
  const own = over(parseColour(style.backgroundColor), back);
  const out: Band[] = [];
  for (let x = -12; x < 12; x += 0.5) {
    const mid = x + 0.25;
    let colour: RGBA = mid < 0 ? own : back;
    for (const s of [...shadows].reverse()) {
      // the first shadow listed is painted on top
      if (s.inset ? mid < 0 && mid >= -s.spread : mid >= 0 && mid < s.spread) colour = over(s.colour, colour);
    }
    if (outline && outline.width > 0 && mid >= outline.from && mid < outline.from + outline.width)
      colour = over(outline.colour, colour);
    const last = out.at(-1);
    if (last?.colour.every((c, i) => Math.abs(c - colour[i]) < 0.5)) last.to = x + 0.5;
    else out.push({ from: x, to: x + 0.5, colour });
  }
  return out;
}

/** Why `el`'s focus ring falls short, or null: no band of 2 px or more with 3:1 against both neighbours. */
function ringProblem(el: HTMLElement, what: string): string | null {
  el.focus();
  if (!el.matches(':focus-visible')) return `${what}: not focused as by the keyboard`;
  const all = bands(el);
  const good = all.some(
    (band, i) =>
      i > 0 &&
      i < all.length - 1 &&
      band.to - band.from >= 2 &&
      contrast(band.colour, all[i - 1].colour) >= 3 &&
      contrast(band.colour, all[i + 1].colour) >= 3,
  );
  if (good) return null;
  const rgb = (c: RGBA) => `rgb(${c.slice(0, 3).map(Math.round).join(' ')})`;
  return `${what}: ${all.map((b, i) => `${b.to - b.from}px ${rgb(b.colour)}${i > 0 ? ` (${contrast(b.colour, all[i - 1].colour).toFixed(1)}:1 to the last)` : ''}`).join(', ')}`;
}

describe('the keyboard focus ring', () => {
  for (const theme of ['light', 'dark']) {
    it(`stands out at 3:1 on both sides, 2 px or more, on every kind of focusable thing (${theme})`, async () => {
      const problems: (string | null)[] = [];
      const poker = await fixture<TechGridPoker>(
        `<tech-grid-poker seed="3" bot-pace="0" theme="${theme}"></tech-grid-poker>`,
      );
      problems.push(ringProblem($(poker, '[part="header"] button')!, 'a header button'));
      const targets = $$(poker, '.card-cell.target');
      expect(targets.length, 'cards to choose from').to.be.greaterThan(1);
      problems.push(ringProblem(targets[1], 'a highlighted card'));
      targets[0].click();
      await poker.updateComplete;
      problems.push(ringProblem($(poker, '.card-cell.selected')!, 'a selected card'));
      problems.push(ringProblem($(poker, '[part="confirm"]')!, "the choice's button on the felt"));
      // Below 960 px the log is a sheet: the header's Log button opens it.
      $$<HTMLButtonElement>(poker, '[part="header"] .sheet-button')
        .find((b) => b.textContent!.startsWith('Log'))
        ?.click();
      await poker.updateComplete;
      problems.push(ringProblem($(poker, '.log-list')!, 'the log'));
      poker.remove();

      const chess = document.createElement('tech-chess') as TechChess;
      chess.setAttribute('seed', '21');
      chess.setAttribute('bot-pace', '0');
      chess.setAttribute('theme', theme);
      chess.moves = momentOf(21, seatZeroToPlay(7)).moves;
      document.body.append(chess);
      await chess.updateComplete;
      const squares = $$(chess, '[data-square]');
      problems.push(
        ringProblem(squares.find((s) => s.classList.contains('target'))!, 'a chess square with a piece that can act'),
      );
      problems.push(
        ringProblem(squares[0], 'a corner square'),
        ringProblem(squares[1], 'a square of the other colour'),
      );
      chess.remove();

      // Bughouse on a narrow column, at your first move: a board tab, a hand card, your board's squares.
      const bughouse = await fixture<HTMLElement>(
        `<div style="inline-size: 390px"><tech-bughouse seed="3" bot-pace="0" theme="${theme}"></tech-bughouse></div>`,
      ).then((d) => d.firstElementChild as TechBughouse);
      await bh.answerUntil(bughouse as never, () => bh.pendingForPerson(bughouse as never)?.kind === 'chess/action');
      await bughouse.updateComplete;
      problems.push(ringProblem($(bughouse, '#tab-1')!, 'a board tab'));
      problems.push(ringProblem($(bughouse, '[part~="hand"] [data-cell]')!, 'a card of the hand'));
      const own = $$(bughouse, '[data-square]');
      problems.push(ringProblem(own[0], 'a corner square of your board'), ringProblem(own[1], 'its neighbour'));
      bughouse.remove();
      expect(problems.filter((p) => p !== null)).to.deep.equal([]);
    });
  }
});
