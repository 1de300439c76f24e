/// <reference types="mocha" />
// Every element under a strict Content Security Policy: `script-src 'self'; style-src 'self'`, and the
// same with Trusted Types allowing only Lit's `lit-html` policy. Each policy has a page of its own
// (test/fixtures/csp*.html, the policy in a <meta>, the sources as module scripts), opened in an iframe;
// the elements are put on that page and played through their states (a few moves, a game to its end),
// and any `securitypolicyviolation` there fails the test. The policy is shown to be enforced first: the
// page's own deliberate inline style, and one set here in a shadow root, must each be reported.
import { expect, waitUntil } from '@open-wc/testing';
import type { TechBughouse } from '../../src/elements/bughouse/bughouse.js';
import { squareName } from '../../src/elements/chess/layout.js';
import type { TechChess } from '../../src/elements/chess/chess.js';
import type { TechGridPoker } from '../../src/elements/grid-poker/grid-poker.js';
import type { TechPokerSquared } from '../../src/elements/poker-squared/poker-squared.js';
import type { TechTricks } from '../../src/elements/tricks/tricks.js';
import type { ChessOption, TechChessState } from '../../src/games/tech-chess/index.js';
import { captures, momentOf, seatZeroAt, seatZeroInCheck, seatZeroToPlay } from '../../stories/chess-moments.js';
import * as bughouse from './bughouse-driver.js';
import * as chess from './chess-driver.js';
import { $, $$, playToEnd, type PlayedElement } from './game-driver.js';
import * as gridPoker from './grid-poker-driver.js';
import * as pokerSquared from './poker-squared-driver.js';
import * as tricks from './tricks-driver.js';

/** A violation as test/fixtures/csp-violations.js records it: `where` is the offending element's id, or its tag and classes. */
interface Violation {
  directive: string;
  blocked: string;
  where: string;
}

/** A policy's page: test/fixtures/csp-violations.js keeps what went wrong there. */
type PolicyWindow = Window &
  typeof globalThis & {
    cspViolations: Violation[];
    pageErrors: string[];
    trustedTypes: { createPolicy(name: string, rules: { createHTML(text: string): string }): unknown }; // not yet in TypeScript's DOM types
  };

const PAGES = [
  { policy: "script-src 'self'; style-src 'self'", url: '/test/fixtures/csp.html', trustedTypes: false },
  {
    policy: "the same, with require-trusted-types-for 'script'; trusted-types lit-html",
    url: '/test/fixtures/csp-trusted-types.html',
    trustedTypes: true,
  },
];

const TAGS = [
  'tech-card',
  'tech-playing-card',
  'tech-effect-demo',
  'tech-card-editor',
  'tech-grid-poker',
  'tech-tricks',
  'tech-chess',
  'tech-poker-squared',
  'tech-bughouse',
];

/**
 * Opens `url` in an iframe and waits for `tags` to be defined there, or for an error on the page (a
 * module the policy stopped, say), which fails at once with the page's message.
 */
async function openPage(url: string, tags: string[]): Promise<PolicyWindow> {
  const frame = document.createElement('iframe');
  frame.src = url;
  frame.width = '1000';
  frame.height = '900';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as PolicyWindow;
  await waitUntil(
    () => win.pageErrors.length > 0 || tags.every((tag) => win.customElements.get(tag)),
    `${tags.join(', ')} defined on ${url}`,
    { timeout: 30000 },
  );
  expect(win.pageErrors, `errors on ${url}`).to.deep.equal([]);
  return win;
}

let sentinels = 0;

/**
 * Sets a style attribute on an element in a shadow root of the page, which the policy must refuse, and
 * waits for its report. Reports are queued in the order the violations happen, so once this one is in,
 * every earlier one is too. Returns the sentinel's id.
 */
async function settle(win: PolicyWindow): Promise<string> {
  const host = win.document.createElement('div');
  const sentinel = win.document.createElement('i');
  sentinel.id = `sentinel-${++sentinels}`;
  host.attachShadow({ mode: 'open' }).append(sentinel);
  win.document.body.append(host);
  sentinel.setAttribute('style', 'color: red');
  await waitUntil(
    () => win.cspViolations.some((v) => v.where === sentinel.id),
    `the policy refuses ${sentinel.id}'s style attribute`,
    { timeout: 10000 },
  );
  host.remove();
  return sentinel.id;
}

/** The violations the elements caused since the `from`th report (the sentinels left out). */
async function violationsSince(win: PolicyWindow, from: number): Promise<Violation[]> {
  await settle(win);
  return win.cspViolations.slice(from).filter((v) => !v.where.startsWith('sentinel-'));
}

/** Puts `<tag attrs>` (with `props` set) on the policy's page, rendered. */
async function mount<E extends PlayedElement>(
  win: PolicyWindow,
  tag: string,
  attrs: Record<string, string>,
  props: Record<string, unknown> = {},
): Promise<E> {
  const el = win.document.createElement(tag) as E;
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  Object.assign(el, props);
  win.document.body.append(el);
  await el.updateComplete;
  return el;
}

const boxOf = (el: Element) => el.getBoundingClientRect();
const overlap = (a: DOMRect, b: DOMRect) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

/** Poker Squared's two grids side by side: no two squares overlap, and the whole left grid lies left of the right one. */
function checkGrids(el: TechPokerSquared) {
  const squares = (seat: number) =>
    Array.from({ length: 9 }, (_, sq) => boxOf($(el, `[data-cell="square:${seat}:${sq}"]`)!));
  const [left, right] = [squares(0), squares(1)];
  const all = [...left, ...right];
  for (let a = 0; a < all.length; a++)
    for (let b = a + 1; b < all.length; b++)
      expect(overlap(all[a], all[b]), `squares ${a} and ${b} overlap`).to.be.false;
  expect(Math.max(...left.map((r) => r.right)), 'the left grid ends before the right grid starts').to.be.lessThan(
    Math.min(...right.map((r) => r.left)),
  );
  // Each grid's rows: squares A-C, D-F, G-I side by side, rows one under the other.
  for (const grid of [left, right]) {
    for (let r = 0; r < 3; r++) {
      expect(grid[r * 3].right).to.be.at.most(grid[r * 3 + 1].left);
      expect(grid[r * 3 + 1].right).to.be.at.most(grid[r * 3 + 2].left);
      if (r > 0) expect(grid[(r - 1) * 3].bottom).to.be.at.most(grid[r * 3].top);
    }
  }
}

for (const page of PAGES) {
  describe(`the elements under ${page.policy}`, function () {
    this.timeout(120000); // whole games on a loaded machine: seconds each
    let win: PolicyWindow;
    let from: number;

    before(async () => {
      win = await openPage(page.url, TAGS);
    });

    beforeEach(async () => {
      await settle(win); // earlier tests' reports are all in
      from = win.cspViolations.length;
    });

    afterEach(() => {
      for (const tag of TAGS) for (const el of win.document.querySelectorAll(tag)) el.remove();
    });

    it("enforces the policy: the page's own inline style and one set in a shadow root are reported", async () => {
      expect(win.cspViolations.find((v) => v.where === 'inline-style-probe')).to.deep.include({
        directive: 'style-src-attr',
        blocked: 'inline',
      });
      expect(win.getComputedStyle(win.document.getElementById('inline-style-probe')!).color).to.not.equal(
        'rgb(255, 0, 0)',
      );
      const id = await settle(win);
      expect(win.cspViolations.find((v) => v.where === id)).to.deep.include({
        directive: 'style-src-attr',
        blocked: 'inline',
      });
    });

    if (page.trustedTypes) {
      it('enforces Trusted Types: HTML from a plain string, and a policy not named lit-html, are refused', async () => {
        expect(() => (win.document.createElement('div').innerHTML = '<b>plain</b>')).to.throw(/TrustedHTML/);
        expect(() => win.trustedTypes.createPolicy('another', { createHTML: (s: string) => s })).to.throw(/another/);
        await settle(win);
        const directives = win.cspViolations.slice(from).map((v) => v.directive);
        expect(directives).to.include('require-trusted-types-for');
        expect(directives).to.include('trusted-types');
      });
    }

    it('draws the cards, the playing cards and an effect demo without a violation', async () => {
      const cards: Record<string, string>[] = [
        { 'card-id': 'technology-13' },
        { 'card-id': 'technology-13', 'face-down': '' },
        { 'card-text': 'name: Nothing' },
        { 'card-id': 'no-such-card' },
      ];
      for (const attrs of cards) await mount(win, 'tech-card', attrs);
      const playingCards: Record<string, string>[] = [
        { 'card-id': 'hearts-12' },
        { 'card-id': 'spades-14' },
        { 'face-down': '' },
        { 'card-id': 'stars-3' },
      ];
      for (const attrs of playingCards) await mount(win, 'tech-playing-card', attrs);
      const demos: Record<string, string>[] = [
        { 'card-id': 'technology-13', seed: '3' },
        { 'card-id': 'no-such-card' },
      ];
      for (const attrs of demos) await mount(win, 'tech-effect-demo', attrs);
      expect(
        win.document.querySelector('tech-card')!.shadowRoot!.childElementCount,
        'the card is drawn',
      ).to.be.greaterThan(0);
      expect(await violationsSince(win, from)).to.deep.equal([]);
    });

    it('edits a card without a violation: problems shown, then a game dealt to try it', async () => {
      const robotics = await (await fetch('/cards/technology/13-robotics.card')).text();
      const el = await mount<PlayedElement & { value: string }>(
        win,
        'tech-card-editor',
        { path: 'cards/technology/13-robotics.card', 'bot-pace': '0' },
        { delay: 0, value: robotics },
      );
      el.value = robotics.replace('Exchange', 'Exchnage').replace('year: 1920', 'year: soon');
      await el.updateComplete;
      expect($(el, 'textarea')!.getAttribute('aria-invalid')).to.equal('true');
      el.value = robotics;
      await el.updateComplete;
      $<HTMLButtonElement>(el, '.try button')!.click();
      await waitUntil(() => $(el, 'tech-grid-poker'), 'the game is dealt', { timeout: 8000 });
      await $<TechGridPoker>(el, 'tech-grid-poker')!.updateComplete;
      expect(await violationsSince(win, from)).to.deep.equal([]);
    });

    it('plays Grid Poker to the end, and a hot-seat hand-off, without a violation', async () => {
      const el = await mount<TechGridPoker>(win, 'tech-grid-poker', { players: '3', seed: '11', 'bot-pace': '0' });
      await playToEnd(gridPoker.game, el, gridPoker.pendingForPerson, (e) => gridPoker.answerByClicks(e), 400);
      const hotSeat = await mount<TechGridPoker>(win, 'tech-grid-poker', {
        players: '2',
        humans: '2',
        seed: '4',
        'bot-pace': '0',
        theme: 'dark',
      });
      await gridPoker.answerByClicks(hotSeat);
      expect(await violationsSince(win, from)).to.deep.equal([]);
    });

    it('plays Tricks to the end without a violation', async () => {
      const el = await mount<TechTricks>(win, 'tech-tricks', { players: '3', seed: '3', 'bot-pace': '0' });
      await playToEnd(tricks.game, el, tricks.pendingForPerson, (e) => tricks.answerByClicks(e), 300);
      expect(await violationsSince(win, from)).to.deep.equal([]);
    });

    it('plays Tech Chess without a violation: moves by click and by drag, a capture effect, check, the end', async () => {
      const state = (el: TechChess) => el.match!.state as TechChessState;
      const el = await mount<TechChess>(
        win,
        'tech-chess',
        { seed: '21', 'bot-pace': '0' },
        { moves: momentOf(21, seatZeroToPlay(7)).moves },
      );
      // A drag: the ghost that follows the pointer is placed through the CSS object model, which the policy allows.
      const move = (state(el).pending!.options as ChessOption[]).map((o) => o.move!).find((m) => m.type === 'move')!;
      const piece = $(el, `[data-cell="sq:${squareName(move.from!)}"]`)!;
      const square = $(el, `[data-cell="sq:${squareName(move.to!)}"]`)!;
      const centre = (e: Element) => ({
        clientX: boxOf(e).left + boxOf(e).width / 2,
        clientY: boxOf(e).top + boxOf(e).height / 2,
      });
      const pointer = (type: string, at: { clientX: number; clientY: number }) =>
        new win.PointerEvent(type, {
          ...at,
          pointerId: 7,
          isPrimary: true,
          button: 0,
          bubbles: true,
          composed: true,
          pointerType: 'touch',
        });
      const before = el.match!.log.length;
      piece.dispatchEvent(pointer('pointerdown', centre(piece)));
      piece.dispatchEvent(
        pointer('pointermove', { clientX: centre(piece).clientX + 12, clientY: centre(piece).clientY }),
      );
      await el.updateComplete;
      expect($(el, '.drag-ghost'), 'a copy follows the pointer').to.exist;
      piece.dispatchEvent(pointer('pointermove', centre(square)));
      piece.dispatchEvent(pointer('pointerup', centre(square)));
      piece.click(); // the click that follows a pointerup belongs to the drag
      await el.updateComplete;
      expect(el.match!.log.length, 'the drop played the move').to.be.greaterThan(before);
      for (let i = 0; i < 3 && chess.pendingForPerson(el); i++) await chess.answerByClicks(el);
      for (const moment of [
        momentOf(21, seatZeroAt('chess/capture-effect'), captures),
        momentOf(10, seatZeroInCheck),
        momentOf(21),
      ]) {
        await mount<TechChess>(
          win,
          'tech-chess',
          { seed: String(moment.seed), 'bot-pace': '0', theme: 'dark' },
          { moves: moment.moves },
        );
      }
      const over = win.document.querySelectorAll<TechChess>('tech-chess')[3];
      expect($(over, '[part="over"]'), 'the last game is over').to.exist;
      // The hard bot's search, wherever it runs (a worker must be allowed by the policy too).
      const hard = await mount<TechChess>(
        win,
        'tech-chess',
        { seed: '21', 'bot-level': 'hard', 'bot-pace': '0' },
        { moves: momentOf(21, seatZeroToPlay(3)).moves },
      );
      const moved = hard.match!.log.length;
      await chess.answerByClicks(hard);
      await waitUntil(
        () => chess.pendingForPerson(hard) !== null && hard.match!.log.length > moved + 1,
        'the hard bot answers',
        { timeout: 30000 },
      );
      expect(await violationsSince(win, from)).to.deep.equal([]);
    });

    it('plays Bughouse to the end without a violation, the other board shown', async () => {
      const el = await mount<TechBughouse>(win, 'tech-bughouse', { seed: '3', 'bot-pace': '0' });
      $<HTMLButtonElement>(el, '#tab-1')!.click();
      await playToEnd(bughouse.game, el, bughouse.pendingForPerson, (e) => bughouse.answerByClicks(e), 600);
      expect($(el, '[part~="over"]')).to.exist;
      expect(await violationsSince(win, from)).to.deep.equal([]);
    });

    it('plays Poker Squared to the end without a violation, its two grids side by side', async () => {
      const el = await mount<TechPokerSquared>(win, 'tech-poker-squared', {
        seed: '1',
        'bot-pace': '0',
        'bot-level': 'call-everything',
      });
      const kind = () => pokerSquared.pendingForPerson(el)?.kind ?? null;
      expect(await violationsSince(win, from), 'the table as dealt').to.deep.equal([]);
      checkGrids(el);
      await pokerSquared.answerUntil(
        el,
        () => kind() === 'poker-squared/bet' && $$(el, '[data-cell="bet:go"]').length > 0,
      );
      checkGrids(el);
      $(el, '[part~="lines"] summary')!.click();
      await pokerSquared.answerUntil(el, () => el.match!.state.grids.length === 1);
      expect($(el, '[part~="scoring"]')).to.exist;
      await playToEnd(pokerSquared.game, el, pokerSquared.pendingForPerson, (e) => pokerSquared.answerByClicks(e), 600);
      expect($(el, '[part~="over"]')).to.exist;
      expect(await violationsSince(win, from)).to.deep.equal([]);
    });
  });
}

describe("two embed bundles under Trusted Types, with trusted-types lit-html 'allow-duplicates'", () => {
  it('defines the elements of both (each bundle has its own Lit, and so its own lit-html policy) without a violation', async () => {
    // dist/cdn/ is the build's output, as in bundle.browser.test.ts.
    const win = await openPage('/test/fixtures/csp-trusted-types-bundles.html', ['tech-card', 'tech-chess']);
    const chessGame = await mount<TechChess>(
      win,
      'tech-chess',
      { seed: '21', 'bot-pace': '0' },
      { moves: momentOf(21).moves },
    );
    await mount(win, 'tech-card', { 'card-id': 'technology-13' });
    expect($(chessGame, '[part="over"]'), 'the game is drawn, over').to.exist;
    expect(await violationsSince(win, 0)).to.deep.equal([]);
  });
});
