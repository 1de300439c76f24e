/// <reference types="mocha" />
// Card text carrying HTML, script, CSS or control characters is shown as text, in Chromium: by <tech-card>
// (from a compiled card and from `card-text`), by a game played with a deck of such cards (the table, the
// inspector, the log, the prompts) and by <tech-card-editor> (the painted text, the preview, the problems).
// Each payload of test/fixtures/injection-payloads.ts is compiled by the real compiler, then:
// - the text the element shows is the payload, character for character;
// - the element's tree (through every shadow root) has the shape it has for a plain card: the same
//   elements with the same attributes and the same inline styles, so no element, handler or style came
//   out of the text;
// - nothing ran: every script payload sets `window.__pwned`, which stays unset.
import { expect, fixture, html } from '@open-wc/testing';
import deckJson from '../../src/data/deck.json' with { type: 'json' };
import type { Card } from '../../src/dsl/runtime.js';
import type { TechCard } from '../../src/elements/card/card.js';
import '../../src/elements/card/define.js';
import type { TechCardEditor } from '../../src/elements/card-editor/card-editor.js';
import '../../src/elements/card-editor/define.js';
import type { TechGridPoker } from '../../src/elements/grid-poker/grid-poker.js';
import '../../src/elements/grid-poker/define.js';
import '../../src/elements/bughouse/define.js';
import * as bughouse from './bughouse-driver.js';
import { compile, PAYLOADS, payloadCard, payloadCardText, refusedCardText } from '../fixtures/injection-payloads.js';
import { answerByClicks, game, pendingForPerson } from './grid-poker-driver.js';

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

const deck = deckJson as Card[];
const PLAIN = 'Plain Name';

/** Every element under `root`, through open shadow roots, in document order. */
function elementsUnder(root: ParentNode): Element[] {
  return [...root.querySelectorAll('*')].flatMap((el) => [el, ...(el.shadowRoot ? elementsUnder(el.shadowRoot) : [])]);
}

/**
 * What text may not change about a tree: each element's tag, attribute names and inline style, and the
 * style sheets of each shadow root. A card sizes its name to the name's length (`data-fit`, and a
 * `--_shrink` set through the CSSOM, name-fit.ts): those are the card's own, and left out.
 */
const shapes = (root: ParentNode) =>
  elementsUnder(root).map((el) => {
    const own = el.matches('.name') ? ['data-fit', 'style'] : [];
    const style = own.includes('style') ? '' : (el.getAttribute('style') ?? '');
    return `<${el.localName} ${el
      .getAttributeNames()
      .filter((a) => !own.includes(a))
      .sort()
      .join(' ')}> style="${style}"${el.shadowRoot ? ` sheets=${el.shadowRoot.adoptedStyleSheets.length}` : ''}`;
  });

/** Elements no card text may ever add, counted. */
const ACTIVE = [
  'script',
  'img',
  'svg',
  'style',
  'link',
  'iframe',
  'object',
  'embed',
  'a',
  'math',
  'video',
  'audio',
  'form',
  'base',
  'meta',
];
const activeCount = (root: ParentNode) =>
  Object.fromEntries(ACTIVE.map((tag) => [tag, elementsUnder(root).filter((el) => el.localName === tag).length]));

/** The text under `root`, through open shadow roots (what a person can read, hidden or not). */
function deepText(root: Node): string {
  if (root.nodeType === Node.TEXT_NODE) return (root as Text).data;
  const el = root as Element;
  return [...(el.shadowRoot ? [el.shadowRoot] : []), ...root.childNodes].map(deepText).join('');
}

/**
 * Lets a pending image error or load event fire (an image that fails to decode, loaded now), so an
 * `onerror` or `onload` of the payload would have run before the flag is read. (No sleep: the test's
 * own image is the clock. An element that would load later is caught by the shape check anyway.)
 */
const imageSettles = () =>
  new Promise<void>((resolve) => {
    const probe = new Image();
    probe.onload = probe.onerror = () => resolve();
    probe.src = 'data:image/png;base64,bm90IGFuIGltYWdl';
  });

/** The page's own styles and head, which no card text may add to. */
const pageStyles = () => ({
  sheets: document.styleSheets.length,
  head: document.head.children.length,
  body: document.body.getAttribute('style'),
});

/**
 * A test of one payload: the flag is unset before it, and after it, once images have settled, nothing
 * has set it and the page has no style sheet, head element or body style it did not have. (Checked in
 * the test rather than in an `afterEach`, whose failure would stop every test after it.)
 */
function check(title: string, body: () => Promise<void>): void {
  it(title, async () => {
    delete window.__pwned;
    const page = pageStyles();
    await body();
    await imageSettles();
    expect(window.__pwned, 'a payload ran').to.equal(undefined);
    expect(pageStyles()).to.deep.equal(page);
  });
}

describe('card text is shown as text: <tech-card>', () => {
  for (const { label, text } of PAYLOADS) {
    check(`shows ${label} in the name, people and fact of a compiled card, as text`, async () => {
      const plain = await fixture<TechCard>(html`<tech-card .card=${payloadCard(PLAIN)}></tech-card>`);
      const el = await fixture<TechCard>(html`<tech-card .card=${payloadCard(text)}></tech-card>`);
      const root = el.shadowRoot!;
      expect(root.querySelector('.name')!.textContent).to.equal(text);
      expect(root.querySelector('.people')!.textContent).to.equal(text);
      expect(root.querySelector('.fact')!.textContent).to.equal(`The fact is ${text} and no more.`);
      expect(root.querySelector('[part~="base"]')!.getAttribute('aria-label')).to.equal(
        `Technology 13 (spades): ${text}`,
      );
      expect(shapes(root)).to.deep.equal(shapes(plain.shadowRoot!));
      // The card keeps its look: the same box, its name inside it (a long word wraps).
      const base = root.querySelector<HTMLElement>('[part~="base"]')!;
      expect(getComputedStyle(base).display).to.not.equal('none');
      expect(base.getBoundingClientRect().width).to.equal(
        plain.shadowRoot!.querySelector('[part~="base"]')!.getBoundingClientRect().width,
      );
      const name = root.querySelector<HTMLElement>('.name')!;
      expect(name.scrollWidth, 'the name stays inside the card').to.be.at.most(name.clientWidth + 1);
    });

    check(`shows ${label} read from card-text, and in the problem of a bad line`, async () => {
      const plain = await fixture<TechCard>(html`<tech-card card-text=${payloadCardText(PLAIN)}></tech-card>`);
      const el = await fixture<TechCard>(html`<tech-card card-text=${payloadCardText(text)}></tech-card>`);
      expect(el.shadowRoot!.querySelector('.name')!.textContent).to.equal(text);
      expect(el.shadowRoot!.querySelector('.people')!.textContent).to.equal(text);
      expect(shapes(el.shadowRoot!)).to.deep.equal(shapes(plain.shadowRoot!));

      const plainBad = await fixture<TechCard>(
        html`<tech-card card-text=${`- ${PLAIN}\n${payloadCardText(PLAIN)}`}></tech-card>`,
      );
      const bad = await fixture<TechCard>(
        html`<tech-card card-text=${`- ${text}\n${payloadCardText(text)}`}></tech-card>`,
      );
      expect(bad.shadowRoot!.querySelector('.problem')!.textContent).to.equal(
        `The card text has a line that is not "field: value": "- ${text}".`,
      );
      expect(shapes(bad.shadowRoot!)).to.deep.equal(shapes(plainBad.shadowRoot!));
    });
  }
});

/**
 * The deck with every card but the wilds renamed to the payload (name and people; the fact holds it),
 * each compiled from card text with its own domain, value and effect.
 */
function payloadDeck(text: string): Card[] {
  return deck.map((c) =>
    c.domain === 'wild' || !c.effect
      ? c
      : payloadCard(text, { domain: c.domain, value: c.value!, effect: `${c.effect.keyword} – ${c.effect.text}` }),
  );
}

describe('card text is shown as text: <tech-grid-poker> played with a deck of such cards', () => {
  /** A 2-player game on `cards`, played by clicks until a card's effect is in the log. */
  async function played(cards: Card[], name: string): Promise<TechGridPoker> {
    const el = await fixture<TechGridPoker>(
      html`<tech-grid-poker players="2" seed="7" bot-pace="0" .deck=${cards}></tech-grid-poker>`,
    );
    await el.updateComplete;
    const logged = () =>
      [...el.shadowRoot!.querySelectorAll('.log-list li')].some((li) => li.textContent!.includes(name));
    for (let i = 0; i < 40 && !logged() && pendingForPerson(el); i++) await answerByClicks(el);
    expect(logged(), 'a card is named in the log').to.equal(true);
    return el;
  }

  for (const { label, text } of PAYLOADS) {
    check(`shows ${label} as text in the hand, the inspector and the log`, async () => {
      const plain = await played(payloadDeck(PLAIN), PLAIN);
      const el = await played(payloadDeck(text), text);
      // The same game: names change nothing of the play.
      expect(el.match!.log.map((e) => e.action)).to.deep.equal(plain.match!.log.map((e) => e.action));
      const root = el.shadowRoot!;
      const names = [...root.querySelectorAll<TechCard>('tech-card')]
        .map((card) => card.shadowRoot!.querySelector('.name')?.textContent)
        .filter((n) => n !== undefined);
      expect(names, 'the cards on the table and in the inspector').to.include(text);
      expect(
        root.querySelector<TechCard>('.inspector tech-card')!.shadowRoot!.querySelector('.name')!.textContent,
      ).to.equal(text);
      const log = [...root.querySelectorAll('.log-list li')].map((li) => li.textContent!);
      // A name with direction controls is isolated in the log (U+2068 … U+2069: cardLabel), so an override
      // in it ends with it; other names are written as they are.
      const named = /[\u202A-\u202E\u2066-\u2069]/.test(text) ? `\u2068${text}\u2069 (` : `${text} (`;
      expect(
        log.some((line) => line.includes(named)),
        'a log line names the card',
      ).to.equal(true);
      expect(deepText(root)).to.include(text);
      // Every element, attribute and inline style as with plain names; nothing an attacker would add.
      expect(shapes(root)).to.deep.equal(shapes(plain.shadowRoot!));
      expect(activeCount(root)).to.deep.equal(activeCount(plain.shadowRoot!));
      expect(game.actor(el.match!.state)).to.equal(game.actor(plain.match!.state));
    });
  }
});

describe('card text is shown as text: <tech-bughouse> played with two decks of such cards', () => {
  type Bughouse = HTMLElement & { updateComplete: Promise<boolean>; match: { log: { action: unknown }[] } };
  /** A match on `cards`, played by clicks until a card is named in the log and a gift is in your hand. */
  async function played(cards: Card[], name: string): Promise<Bughouse> {
    const el = await fixture<Bughouse>(html`<tech-bughouse seed="3" bot-pace="0" .deck=${cards}></tech-bughouse>`);
    await el.updateComplete;
    const logged = () =>
      [...el.shadowRoot!.querySelectorAll('.log-list li')].some((li) => li.textContent!.includes(name));
    const gifted = () => !!el.shadowRoot!.querySelector('[part~="hand"] .noted');
    for (let i = 0; i < 200 && !(logged() && gifted()) && bughouse.pendingForPerson(el as never); i++)
      await bughouse.answerByClicks(el as never);
    expect(logged(), 'a card is named in the log').to.equal(true);
    return el;
  }

  for (const { label, text } of PAYLOADS) {
    check(`shows ${label} as text on the boards, in the hand, the gifts and the log`, async () => {
      const plain = await played(payloadDeck(PLAIN), PLAIN);
      const el = await played(payloadDeck(text), text);
      expect(el.match.log.map((e) => e.action)).to.deep.equal(plain.match.log.map((e) => e.action));
      const root = el.shadowRoot!;
      expect(deepText(root)).to.include(text);
      expect(shapes(root)).to.deep.equal(shapes(plain.shadowRoot!));
      expect(activeCount(root)).to.deep.equal(activeCount(plain.shadowRoot!));
    });
  }
});

describe('card text is shown as text: <tech-card-editor>', () => {
  async function editor(value: string): Promise<TechCardEditor> {
    const el = await fixture<TechCardEditor>(
      html`<tech-card-editor style="width: 960px" path="cards/technology/13-payload.card" .delay=${0} bot-pace="0" .value=${value}></tech-card-editor>`,
    );
    await el.updateComplete;
    return el;
  }
  /** The painted text, line by line, as the editor draws it under the text box. */
  const painted = (el: TechCardEditor) =>
    [...el.shadowRoot!.querySelectorAll('.paint .line')].map((line) => line.textContent).join('\n');
  /** Every shape of `el` is one the plain editor has too, and the active elements are as many. */
  function sameShapes(el: TechCardEditor, plain: TechCardEditor) {
    const known = new Set(shapes(plain.shadowRoot!));
    expect(
      shapes(el.shadowRoot!).filter((s) => !known.has(s)),
      'elements or attributes the plain card does not have',
    ).to.deep.equal([]);
    expect(activeCount(el.shadowRoot!)).to.deep.equal(activeCount(plain.shadowRoot!));
  }

  /** The text as a text box holds it: HTML reads a lone CR as a line break, and so does the editor. */
  const asTheBoxHoldsIt = (value: string) => value.replace(/\r(?!\n)/g, '\n');
  const PATH = 'cards/technology/13-payload.card';

  for (const { label, text } of PAYLOADS) {
    check(`shows ${label} as text: the painted words, the preview and the status`, async () => {
      const value = asTheBoxHoldsIt(payloadCardText(text));
      const el = await editor(payloadCardText(text));
      expect(el.value).to.equal(value);
      expect(el.shadowRoot!.querySelector('textarea')!.value).to.equal(value);
      expect(painted(el)).to.equal(value);
      const { card, problems } = compile(value, PATH);
      expect(el.problems).to.deep.equal(problems);
      const plain = await editor(card ? payloadCardText(PLAIN) : refusedCardText(PLAIN));
      if (card) {
        const preview = el.shadowRoot!.querySelector<TechCard>('[part="preview"] tech-card')!;
        expect(preview.shadowRoot!.querySelector('.name')!.textContent).to.equal(text);
        expect(el.shadowRoot!.querySelector('#status')!.textContent).to.equal(
          `No problems: this is ${text}, technology-13.`,
        );
      } else {
        expect(text, 'only a lone CR makes the card two lines').to.include('\r');
        expect([...el.shadowRoot!.querySelectorAll('.problems .message')].map((m) => m.textContent)).to.deep.equal(
          problems.map((p) => p.message),
        );
      }
      sameShapes(el, plain);
    });

    check(`shows ${label} as text in the problems of a card that does not compile`, async () => {
      const plain = await editor(refusedCardText(PLAIN));
      const value = asTheBoxHoldsIt(refusedCardText(text));
      const el = await editor(refusedCardText(text));
      const { problems } = compile(value, PATH);
      expect(el.problems).to.deep.equal(problems);
      const messages = [...el.shadowRoot!.querySelectorAll('.problems .message')].map((m) => m.textContent);
      expect(messages).to.deep.equal(problems.map((p) => p.message));
      expect(messages).to.include(
        `the source is "published" or "provisional", not "${asTheBoxHoldsIt(text).split('\n')[0]}"`,
      );
      expect(painted(el)).to.equal(value);
      expect(el.shadowRoot!.querySelectorAll('.paint .problem').length).to.be.greaterThan(0);
      sameShapes(el, plain);
    });
  }
});
