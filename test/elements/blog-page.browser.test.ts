/// <reference types="mocha" />
// The game elements on a page as a blog holds them: far down a long post, away from the page's left
// edge, in the post's own font. What is drawn follows the pointer and the page, whatever the element's
// place on it.
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/elements/bughouse/define.js';
import type { TechBughouse } from '../../src/elements/bughouse/bughouse.js';
import '../../src/elements/chess/define.js';
import '../../src/elements/grid-poker/define.js';
import '../../src/elements/poker-squared/define.js';
import '../../src/elements/tricks/define.js';
import '../../src/elements/card-editor/define.js';
import '../../src/elements/effect-demo/define.js';
import type { TechChess } from '../../src/elements/chess/chess.js';
import { squareName } from '../../src/elements/chess/layout.js';
import type { ChessOption, TechChessState } from '../../src/games/tech-chess/index.js';
import { momentOf, seatZeroToPlay } from '../../stories/chess-moments.js';
import { answerByClicks, game, greedyPerson } from './chess-driver.js';
import * as bughouse from './bughouse-driver.js';
import { $ } from './game-driver.js';

/** A post: `before` px of text above the element, which sits `left` px from the page's left edge. */
async function inPost<E extends HTMLElement & { updateComplete: Promise<boolean> }>(
  markup: string,
  setUp?: (el: E) => void,
  before = 3300,
  left = 300,
): Promise<E> {
  const post = await fixture<HTMLElement>(
    `<article style="margin: ${before}px 0 2000px ${left}px; max-inline-size: 640px"></article>`,
  );
  post.innerHTML = markup;
  const el = post.firstElementChild as E;
  setUp?.(el);
  await el.updateComplete;
  return el;
}

const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });

/** The area two boxes share inside the viewport, in px². */
function sharedArea(a: DOMRect, b: DOMRect): number {
  const w = Math.min(a.right, b.right, innerWidth) - Math.max(a.left, b.left, 0);
  const h = Math.min(a.bottom, b.bottom, innerHeight) - Math.max(a.top, b.top, 0);
  return Math.max(0, w) * Math.max(0, h);
}

/**
 * Scrolls the page through the element in steps of 60 px and says, at each step, how much of `covered`
 * (the boxes it picks in the element) the prompt covers; only the steps where some is covered.
 */
function promptCover(el: HTMLElement, covered: () => Element[]): string[] {
  const top = el.getBoundingClientRect().top + scrollY;
  const bottom = top + el.getBoundingClientRect().height;
  const found: string[] = [];
  for (let y = top - innerHeight; y < bottom; y += 60) {
    window.scrollTo(0, y);
    const prompt = $(el as never, '[part="prompt"]')!.getBoundingClientRect();
    const area = covered().reduce((sum, e) => sum + sharedArea(prompt, e.getBoundingClientRect()), 0);
    if (area > 0) found.push(`${Math.round(area)} px² at scroll ${Math.round(y)}`);
  }
  return found;
}

describe('a game element in a blog post', () => {
  afterEach(async () => {
    window.scrollTo(0, 0);
    await setViewport({ width: 800, height: 600 });
  });

  it('draws the dragged piece under the pointer, on a page scrolled 3,000 px with the element 300 px from the left', async () => {
    const el = await inPost<TechChess>(
      '<tech-chess seed="21" bot-pace="0"></tech-chess>',
      (e) => (e.moves = momentOf(21, seatZeroToPlay(7)).moves),
    );
    const state = el.match!.state as TechChessState;
    const move = (state.pending!.options as ChessOption[]).map((o) => o.move!).find((m) => m.type === 'move')!;
    const from = $(el, `[data-cell="${CSS.escape(`sq:${squareName(move.from!)}`)}"]`)!;
    from.scrollIntoView({ block: 'center' });
    expect(window.scrollY, 'the page is scrolled').to.be.greaterThan(3000);
    const start = centre(from.getBoundingClientRect());
    const pointer = (type: string, x: number, y: number) =>
      new PointerEvent(type, {
        clientX: x,
        clientY: y,
        pointerId: 9,
        isPrimary: true,
        button: 0,
        bubbles: true,
        composed: true,
        pointerType: 'mouse',
      });
    from.dispatchEvent(pointer('pointerdown', start.x, start.y));
    for (const [dx, dy] of [
      [12, 0],
      [40, -30],
      [-25, 60],
    ]) {
      from.dispatchEvent(pointer('pointermove', start.x + dx, start.y + dy));
      await el.updateComplete;
      const ghost = $(el, '.drag-ghost')!;
      const at = centre(ghost.getBoundingClientRect());
      expect(
        Math.hypot(at.x - (start.x + dx), at.y - (start.y + dy)),
        `the copy's centre is at the pointer (moved ${dx}, ${dy})`,
      ).to.be.below(8);
    }
    from.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    from.dispatchEvent(pointer('pointerup', start.x, start.y));
  });

  it("<tech-bughouse> draws the dragged piece under the pointer on the same page, your board beside your partner's", async function () {
    this.timeout(30000);
    const el = await inPost<TechBughouse>('<tech-bughouse seed="3" bot-pace="0"></tech-bughouse>');
    const person = () => bughouse.pendingForPerson(el as never);
    const aMove = () => (person()?.options as ChessOption[] | undefined)?.find((o) => o.move?.type === 'move')?.move;
    await bughouse.answerUntil(el as never, () => person()?.kind === 'chess/action' && !!aMove());
    await el.updateComplete;
    const from = $(el, `[data-cell="${CSS.escape(`sq:${squareName(aMove()!.from!)}`)}"]`)!;
    from.scrollIntoView({ block: 'center' });
    expect(window.scrollY, 'the page is scrolled').to.be.greaterThan(3000);
    const start = centre(from.getBoundingClientRect());
    const pointer = (type: string, x: number, y: number) =>
      new PointerEvent(type, {
        clientX: x,
        clientY: y,
        pointerId: 9,
        isPrimary: true,
        button: 0,
        bubbles: true,
        composed: true,
        pointerType: 'mouse',
      });
    from.dispatchEvent(pointer('pointerdown', start.x, start.y));
    for (const [dx, dy] of [
      [12, 0],
      [40, -30],
    ]) {
      from.dispatchEvent(pointer('pointermove', start.x + dx, start.y + dy));
      await el.updateComplete;
      const at = centre($(el, '.drag-ghost')!.getBoundingClientRect());
      expect(
        Math.hypot(at.x - (start.x + dx), at.y - (start.y + dy)),
        `the copy at the pointer (${dx}, ${dy})`,
      ).to.be.below(8);
    }
    from.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    from.dispatchEvent(pointer('pointerup', start.x, start.y));
  });

  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ]) {
    it(`never covers the table with the prompt as the page scrolls, at ${width}×${height}: the chess board, the Grid Poker market`, async function () {
      this.timeout(20000);
      await setViewport({ width, height });
      const chess = await inPost<TechChess>(
        '<tech-chess seed="21" bot-pace="0" style="inline-size: min(100vw, 900px)"></tech-chess>',
        (e) => (e.moves = momentOf(21, seatZeroToPlay(7)).moves),
        1200,
        0,
      );
      const squares = promptCover(chess, () => [...chess.shadowRoot!.querySelectorAll('[data-square]')]);
      chess.remove();
      const poker = await inPost<HTMLElement & { updateComplete: Promise<boolean> }>(
        '<tech-grid-poker seed="3" bot-pace="0" style="inline-size: min(100vw, 900px)"></tech-grid-poker>',
        undefined,
        1200,
        0,
      );
      const market = () => [...poker.shadowRoot!.querySelectorAll('[part="market"] .cell')];
      expect(market().length, 'the market is on the table').to.be.greaterThan(0);
      expect(
        { squares, market: promptCover(poker, market) },
        'where the prompt covers the squares or the market',
      ).to.deep.equal({ squares: [], market: [] });
    });
  }

  it('brings the game-over panel into view when the last move is made below it, and the prompt says who won', async function () {
    this.timeout(60000);
    await setViewport({ width: 390, height: 844 });
    const el = await inPost<TechChess>(
      '<tech-chess seed="1" bot-level="random" bot-pace="0"></tech-chess>',
      undefined,
      1500,
      0,
    );
    const state = () => el.match!.state as TechChessState;
    const board = $(el, '[part="board"]')!;
    for (let i = 0; i < 400 && game.actor(state()) !== null; i++) {
      // The person looks at the bottom of the table, their hand, as they play.
      board.scrollIntoView({ block: 'end' });
      await answerByClicks(el, greedyPerson);
    }
    expect(game.outcome(state())!.winners, 'the person wins this game').to.deep.equal([0]);
    const focusBefore = el.shadowRoot!.activeElement;
    const panel = $(el, '[part="over"]')!;
    const inView = () => {
      const r = panel.getBoundingClientRect();
      return r.top > -1 && r.bottom < innerHeight + 1; // to the pixel: scrolling rounds
    };
    await waitUntil(inView, 'the game-over panel comes into view', { timeout: 5000 }).catch(() => {
      throw new Error(
        `the game-over panel is not in view: ${JSON.stringify(panel.getBoundingClientRect())} in a viewport ${innerHeight} px tall, scrolled ${scrollY}`,
      );
    });
    expect(el.shadowRoot!.activeElement, 'the focus stays where it was').to.equal(focusBefore);
    expect($(el, '[part="prompt"] .prompt-text')!.textContent!.trim()).to.equal('The game is over: you win.');
  });

  const TAGS = [
    'tech-chess',
    'tech-grid-poker',
    'tech-poker-squared',
    'tech-tricks',
    'tech-card-editor',
    'tech-effect-demo',
    'tech-bughouse',
  ];

  /** The font family of each element's host and of the text inside it, on a post styled `style`. */
  async function fonts(style: string): Promise<Record<string, string[]>> {
    const post = await fixture<HTMLElement>(
      `<article style="${style}">${TAGS.map((t) => `<${t} seed="3" bot-pace="0"></${t}>`).join('')}</article>`,
    );
    const out: Record<string, string[]> = {};
    for (const el of [...post.children] as (HTMLElement & { updateComplete: Promise<boolean> })[]) {
      await el.updateComplete;
      const inner = el.shadowRoot!.querySelector('.base, [part="base"]') ?? el.shadowRoot!.firstElementChild!;
      const button = el.shadowRoot!.querySelector('button');
      out[el.localName] = [el, inner, ...(button ? [button] : [])].map((e) => getComputedStyle(e).fontFamily);
    }
    post.remove();
    return out;
  }

  it("takes the post's font family by default, and --tech-font's when set", async () => {
    const same = (family: string) =>
      Object.fromEntries(TAGS.map((t) => [t, t === 'tech-effect-demo' ? [family, family] : [family, family, family]]));
    expect(await fonts('font-family: Georgia, serif'), "the post's font").to.deep.equal(same('Georgia, serif'));
    expect(
      await fonts("font-family: Georgia, serif; --tech-font: 'Courier New', monospace"),
      '--tech-font',
    ).to.deep.equal(same('"Courier New", monospace'));
  });

  it("keeps its words in proportion on a page whose root font size is not 16 px: no header button's text larger than its text", async () => {
    document.documentElement.style.fontSize = '19px';
    try {
      const sizes: Record<string, { text: number; buttons: number }> = {};
      for (const tag of ['tech-chess', 'tech-grid-poker', 'tech-poker-squared', 'tech-tricks', 'tech-bughouse']) {
        const el = await inPost<HTMLElement & { updateComplete: Promise<boolean> }>(
          `<${tag} seed="3" bot-pace="0"></${tag}>`,
          undefined,
          0,
          0,
        );
        const px = (e: Element) => parseFloat(getComputedStyle(e).fontSize);
        const base = px(el.shadowRoot!.querySelector('.base')!);
        sizes[tag] = {
          text: base,
          buttons: Math.max(...[...el.shadowRoot!.querySelectorAll('.tools button')].map(px)),
        };
        el.parentElement!.remove();
      }
      for (const [tag, { text, buttons }] of Object.entries(sizes))
        expect(buttons, `${tag}: the header's buttons against its text`).to.be.at.most(text);
    } finally {
      document.documentElement.style.fontSize = '';
    }
  });
});
