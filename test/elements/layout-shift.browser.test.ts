/// <reference types="mocha" />
// A game in a blog post on a phone must not make the post jump: the room reserved for it before its code
// has loaded (src/elements/placeholder.ts, the README's `:not(:defined)` rule) is the room it then takes
// at the reader's first decision, and nothing inside it moves as the bots (whose code arrives after the
// first frame) make the moves before that decision. `npm run bench` measures the same on the built files.
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/elements/bughouse/define.js';
import '../../src/elements/grid-poker/define.js';
import '../../src/elements/tricks/define.js';
import type { TechGameElement } from '../../src/elements/shared/game-element.js';
import { PLACEHOLDER_CSS, RESERVED } from '../../src/elements/placeholder.js';

type Game = TechGameElement<never, never> & { updateComplete: Promise<boolean> };

/** A post as the bench's blog page holds a game: a title and a paragraph above it, text below it. */
const POST = (inner: string) => `<article style="max-width: 640px; margin: 0 auto; padding: 0 16px;
  font: 18px/1.6 Georgia, serif"><h1>A game in a post</h1><p>${'Some words before the game. '.repeat(6)}</p>
  ${inner}<p>${'Some words after the game. '.repeat(40)}</p></article>`;

/** Whether the person on screen has a decision: the prompt is theirs. */
const decides = (el: Game) => !!el.shadowRoot!.querySelector('[part="prompt"].mine');

describe('a game in a blog post does not make it jump', () => {
  // The bench's page has no margin round the post.
  before(() => document.body.style.setProperty('margin', '0'));
  after(() => document.body.style.removeProperty('margin'));
  afterEach(() => setViewport({ width: 800, height: 600 }));

  for (const tag of ['tech-grid-poker', 'tech-tricks', 'tech-bughouse'] as const) {
    for (const [screen, width] of [
      ['phone', 390],
      ['wide', 1280],
    ] as const) {
      it(`<${tag}> at ${width} px: as much room as reserved, and the table stays put as the bots play`, async function () {
        this.timeout(20000);
        await setViewport({ width, height: 844 });
        // The room reserved before the element is defined, read from the rule as the loader adopts it
        // (on a tag of the same rule that is never defined).
        const stand = `x-reserved-${tag}`;
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(PLACEHOLDER_CSS.replaceAll(`${tag}:`, `${stand}:`));
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
        const reserved = await fixture<HTMLElement>(POST(`<${stand}></${stand}>`));
        const room = reserved.querySelector(stand)!.getBoundingClientRect().height;
        reserved.remove();
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
        expect(room, 'the rule reserves the room of this screen').to.equal(RESERVED[tag][screen]);

        // The bots' code arrives after the first frame, as on a page that fetches it (the test server's
        // module cache would have it at once).
        const el = document.createElement(tag) as unknown as Game;
        // As the bench's page has it: three players where the game takes a number (Bughouse is four).
        if (tag !== 'tech-bughouse') el.setAttribute('players', '3');
        for (const [name, value] of Object.entries({ seed: '7', 'bot-pace': '0' })) el.setAttribute(name, value);
        const controller = (el as unknown as { game: { loadBots(): Promise<void> } }).game;
        const load = controller.loadBots.bind(controller);
        let arrive!: () => void;
        const arrived = new Promise<void>((resolve) => (arrive = resolve));
        controller.loadBots = () => arrived.then(load);
        const post = await fixture<HTMLElement>(POST('<i></i>'));
        post.querySelector('i')!.replaceWith(el);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        // Where the table is in the element at its first frame, drawn before the bots' code arrived.
        const board = () => el.shadowRoot!.querySelector('[part="board"]')!.getBoundingClientRect();
        const top = () => el.getBoundingClientRect().top;
        const first = board().top - top();
        // And what lies below the table in the element (Tricks' score sheet): the table may grow only
        // where nothing of the element follows it.
        const below = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part]')]
          .filter(
            (part) => part.getBoundingClientRect().height > 0 && part.getBoundingClientRect().top >= board().bottom,
          )
          .map((part) => ({ part, at: part.getBoundingClientRect().top - top() }));
        arrive();
        await el.updateComplete;
        await waitUntil(() => decides(el), 'the first decision is yours', { timeout: 10_000 });
        const moved = board().top - top() - first;
        const pushed = below
          .filter(({ part }) => part.isConnected)
          .map(({ part, at }) => ({
            name: part.getAttribute('part'),
            by: Math.round(part.getBoundingClientRect().top - top() - at),
          }))
          .filter(({ by }) => by !== 0)
          .map(({ name, by }) => `${name} ${by} px`);
        const drawn = el.getBoundingClientRect().height;
        post.remove();
        expect(Math.round(moved), 'how far the table moved down the element as the bots played').to.equal(0);
        expect(pushed, 'what below the table moved down the element as the bots played').to.deep.equal([]);
        // Within 8 px, the post below moves by less than 1% of a phone's height.
        expect(Math.abs(drawn - room), `drawn ${Math.round(drawn)} px, reserved ${room} px`).to.be.at.most(8);
      });
    }
  }
});
