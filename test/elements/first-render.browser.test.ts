/// <reference types="mocha" />
// A game's first frame is one layout of the page: its render reads no layout of its own (a box, client
// rects, a scroll height) before the browser lays the frame out. A read in a render forces a layout
// there and then, of a table whose cards have not drawn yet, and the frame lays it out again.
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/elements/bughouse/define.js';
import '../../src/elements/chess/define.js';
import '../../src/elements/grid-poker/define.js';
import '../../src/elements/tricks/define.js';
import type { TechChess } from '../../src/elements/chess/chess.js';
import { answerByClicks, pendingForPerson } from './chess-driver.js';

/**
 * The layout reads made on elements of a game's own shadow root while `run` runs. Not those of its cards
 * (`<tech-card>` hosts and their roots): a card's name is fitted to the real layout once for every card
 * on the table together (src/elements/card/name-fit.ts), the one layout before the frame.
 */
async function layoutReads(tag: string, run: (el: HTMLElement) => Promise<void>): Promise<string[]> {
  const reads: string[] = [];
  const el = document.createElement(tag);
  const watch = <K extends string>(proto: object, name: K, kind: 'method' | 'getter') => {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name)!;
    const original = (kind === 'method' ? descriptor.value : descriptor.get) as (this: Element) => unknown;
    const note = (node: Element) => {
      if (node.getRootNode() === el.shadowRoot && !node.localName.startsWith('tech-'))
        reads.push(`${name} of ${node.localName}.${node.className}`);
    };
    Object.defineProperty(
      proto,
      name,
      kind === 'method'
        ? {
            ...descriptor,
            value(this: Element, ...args: unknown[]) {
              note(this);
              return (original as (...a: unknown[]) => unknown).apply(this, args);
            },
          }
        : {
            ...descriptor,
            get(this: Element) {
              note(this);
              return original.call(this);
            },
          },
    );
    return () => Object.defineProperty(proto, name, descriptor);
  };
  const restore = [
    watch(Element.prototype, 'getClientRects', 'method'),
    watch(Element.prototype, 'getBoundingClientRect', 'method'),
    watch(Element.prototype, 'scrollHeight', 'getter'),
    watch(Element.prototype, 'clientHeight', 'getter'),
    watch(HTMLElement.prototype, 'offsetHeight', 'getter'),
  ];
  try {
    await run(el);
  } finally {
    for (const undo of restore) undo();
  }
  return reads;
}

describe("a game's first render", () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  for (const [tag, attrs] of [
    ['tech-grid-poker', { players: '3', seed: '7', 'bot-pace': '0' }],
    ['tech-tricks', { players: '3', seed: '7', 'bot-pace': '0' }],
    ['tech-chess', { seed: '7', 'bot-pace': '0' }],
    ['tech-bughouse', { seed: '7', 'bot-pace': '0' }],
  ] as const) {
    for (const width of [390, 1280]) {
      it(`<${tag}> at ${width} px reads no layout before its first frame`, async () => {
        await setViewport({ width, height: 844 });
        const reads = await layoutReads(tag, async (el) => {
          for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
          const page = await fixture<HTMLElement>('<div></div>');
          page.append(el);
          // The render and everything its microtasks do (the cards' own renders) before the frame.
          for (let i = 0; i < 1000 && !(el as unknown as { hasUpdated: boolean }).hasUpdated; i++) await null;
          for (let i = 0; i < 1000; i++) await null;
        });
        document.querySelector(tag)?.remove();
        expect(reads).to.deep.equal([]);
      });
    }
  }

  // A game resumed from its save opens on a table with moves: chess's move sheet is drawn at once, and
  // is kept scrolled to its last round after the frame, not by reading its height in the render.
  for (const width of [390, 1280]) {
    it(`<tech-chess> resumed after moves at ${width} px reads no layout before its first frame`, async () => {
      await setViewport({ width, height: 844 });
      const attrs = { seed: '7', 'bot-pace': '0', 'save-key': 'first-render-chess' };
      localStorage.removeItem(attrs['save-key']);
      const first = await fixture<TechChess>(
        `<tech-chess ${Object.entries(attrs)
          .map(([k, v]) => `${k}="${v}"`)
          .join(' ')}></tech-chess>`,
      );
      await first.updateComplete;
      // Answers until a move is on the sheet (the first decisions may be about cards).
      for (let i = 0; !first.shadowRoot!.querySelector('.sheet'); i++) {
        if (i >= 20) throw new Error('no move on the sheet after 20 answers');
        await waitUntil(() => pendingForPerson(first) !== null, "the reader's turn");
        await answerByClicks(first);
      }
      await waitUntil(() => pendingForPerson(first) !== null, "the reader's turn");
      await first.updateComplete;
      first.remove();
      const reads = await layoutReads('tech-chess', async (el) => {
        for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
        const page = await fixture<HTMLElement>('<div></div>');
        page.append(el);
        for (let i = 0; i < 1000 && !(el as unknown as { hasUpdated: boolean }).hasUpdated; i++) await null;
        for (let i = 0; i < 1000; i++) await null;
      });
      const resumed = document.querySelector<TechChess>('tech-chess')!;
      expect(resumed.match!.log.length, 'the game resumed with its moves').to.be.greaterThan(0);
      expect(resumed.shadowRoot!.querySelector('.sheet'), 'the move sheet is drawn').to.exist;
      resumed.remove();
      localStorage.removeItem(attrs['save-key']);
      expect(reads).to.deep.equal([]);
    });
  }

  for (const tag of ['tech-grid-poker', 'tech-tricks']) {
    it(`<${tag}> opening on a bot's turn asks for the bots' code only after its first frame`, async () => {
      const el = document.createElement(tag);
      for (const [name, value] of Object.entries({ players: '3', seed: '7', 'bot-pace': '0' }))
        el.setAttribute(name, value);
      // The frames drawn since the element was put on the page, when the bots' code is first asked for.
      let frames = 0;
      let askedAt: number | null = null;
      let waiting = '';
      const controller = (el as unknown as { game: { loadBots(): Promise<void> } }).game;
      const load = controller.loadBots.bind(controller);
      controller.loadBots = () => {
        if (askedAt === null) {
          askedAt = frames;
          waiting = el.shadowRoot?.querySelector('[part="prompt"]')?.textContent?.trim() ?? '';
        }
        return load();
      };
      const page = await fixture<HTMLElement>('<div></div>');
      let counting = true;
      const count = () => {
        frames++;
        if (counting) requestAnimationFrame(count);
      };
      requestAnimationFrame(count);
      page.append(el);
      await waitUntil(() => askedAt !== null, "the bots' code is asked for", { timeout: 10_000 });
      counting = false;
      await (el as unknown as { updateComplete: Promise<boolean> }).updateComplete;
      el.remove();
      expect(askedAt, 'frames drawn before the bots were asked for').to.be.at.least(1);
      expect(waiting, 'a bot is to play first').to.match(/is choosing/);
    });
  }
});
