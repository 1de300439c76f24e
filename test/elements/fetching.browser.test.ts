/// <reference types="mocha" />
// Fetching `cards-src` and `rules-src`: an address that never answers fails after a time limit, the
// note names the address the text came from after a redirect, and an address of a scheme a page
// can't load from (javascript:, file:) is refused with what is wrong, without the CORS hint.
// `fetch` is stubbed where a server would have to misbehave; the time limit is lowered, never waited for.
import { expect, fixture, waitUntil } from '@open-wc/testing';
import type { TechErrorEvent } from '../../src/elements/events.js';
import '../../src/elements/grid-poker/define.js';
import type { TechGridPoker } from '../../src/elements/grid-poker/grid-poker.js';
import { FETCH_TIMEOUT, type SourceController } from '../../src/elements/shared/source-controller.js';

const FIXTURES = '/test/fixtures/cards-src';
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const sourcesOf = (el: TechGridPoker) => (el as unknown as { sources: SourceController }).sources;

/** A Grid Poker element given `attrs` once `prepare` has seen it (before it is on the page). */
async function mount(attrs: Record<string, string>, prepare: (el: TechGridPoker) => void = () => {}) {
  const errors: TechErrorEvent[] = [];
  const container = document.createElement('div');
  container.addEventListener('tech-error', (e) => errors.push(e as TechErrorEvent));
  const el = document.createElement('tech-grid-poker') as TechGridPoker;
  for (const [name, value] of Object.entries({ players: '2', seed: '3', 'bot-pace': '0', ...attrs }))
    el.setAttribute(name, value);
  prepare(el);
  container.append(el);
  await fixture(container);
  await waitUntil(() => el.match !== null, 'the game is dealt', { timeout: 10_000 });
  await el.updateComplete;
  return { el, errors, container };
}

describe('fetching cards-src and rules-src', () => {
  const realFetch = window.fetch;
  let fetched: { url: string; init?: RequestInit }[] = [];
  afterEach(() => {
    window.fetch = realFetch;
    fetched = [];
  });

  /** Puts `respond` in place of the page's fetch, noting each call. */
  function stubFetch(respond: (url: string, init?: RequestInit) => Promise<Response>) {
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      fetched.push({ url, init });
      return respond(url, init);
    };
  }

  it('gives an address up after a time limit, 15 seconds by default, and says so', async () => {
    // A server that never answers: only the abort of the time limit ends the request.
    stubFetch(
      (_, init) =>
        new Promise((_resolve, reject) =>
          init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const url = `${location.origin}${FIXTURES}/one.card`;
    const { el, errors, container } = await mount({ 'cards-src': `${FIXTURES}/one.card` }, (el) => {
      expect(sourcesOf(el).timeout).to.equal(FETCH_TIMEOUT);
      expect(FETCH_TIMEOUT).to.equal(15_000);
      sourcesOf(el).timeout = 5;
    });
    expect(fetched.map((f) => f.url)).to.deep.equal([url]);
    expect(fetched[0].init!.signal!.aborted).to.equal(true);
    const notice = text(el.shadowRoot!.querySelector('.source.failed'));
    expect(notice).to.include(`${url}: no file came from this address within 5 ms`);
    expect(notice).to.not.include('CORS');
    expect(errors.map((e) => [e.detail.source, e.detail.messages[0].split('\n')[0]])).to.deep.equal([
      ['cards-src', `${url}: no file came from this address within 5 ms`],
    ]);
    expect(el.deck).to.equal(null); // the built-in cards
    container.remove();
  });

  it('names the address the cards came from after a redirect', async () => {
    const card = await (await realFetch(`${FIXTURES}/one.card`)).text();
    const final = `${location.origin}${FIXTURES}/moved/one.card`;
    stubFetch(async () => {
      const response = new Response(card);
      Object.defineProperty(response, 'url', { value: final }); // what a browser's fetch reports after following a redirect
      return response;
    });
    const { el, errors, container } = await mount({ 'cards-src': `${FIXTURES}/one.card` });
    expect(errors).to.deep.equal([]);
    expect(text(el.shadowRoot!.querySelector('[part="source"]'))).to.equal(
      `Cards from ${final}: Plate Tectonics in place of the built-in card of the same value and domain.`,
    );
    container.remove();
  });

  it('locates the problems of a redirected file at the address it came from', async () => {
    const final = `${location.origin}${FIXTURES}/moved/bad.card`;
    stubFetch(async () => {
      const response = new Response('value: 7\ndomain: Sciense\n');
      Object.defineProperty(response, 'url', { value: final });
      return response;
    });
    const { errors, container } = await mount({ 'cards-src': 'bad.card' });
    expect(errors.map((e) => e.detail.source)).to.deep.equal(['cards-src']);
    for (const message of errors[0].detail.messages) expect(message.startsWith(`${final}:`), message).to.equal(true);
    container.remove();
  });

  for (const [src, words] of [
    ['javascript:alert(1)', 'a javascript: address is a script, not a file, and is never run'],
    ['file:///home/me/my-card.card', "a page can't read files from this computer's disk (a file: address)"],
    ['ftp://example.com/my-card.card', "a page can't load a file from a ftp: address"],
  ] as const) {
    for (const attribute of ['cards-src', 'rules-src']) {
      it(`refuses ${attribute}="${src}" with what is wrong, never fetching it, without the CORS hint`, async () => {
        stubFetch((url) => realFetch(url));
        const { el, errors, container } = await mount({ [attribute]: src });
        expect(fetched).to.deep.equal([]);
        const notice = text(el.shadowRoot!.querySelector('.source.failed'));
        expect(notice).to.include(`${src}: ${words}`);
        expect(notice).to.not.include('CORS');
        expect(errors.map((e) => e.detail.source)).to.deep.equal([attribute]);
        expect(errors[0].detail.messages[0]).to.include(words);
        expect(el.shadowRoot!.querySelector('[role="grid"]')).to.exist; // the built-in game plays
        container.remove();
      });
    }
  }

  it('still fetches data: and blob: addresses, files the page made', async () => {
    const card = await (await realFetch(`${FIXTURES}/one.card`)).text();
    const blob = URL.createObjectURL(new Blob([card], { type: 'text/plain' }));
    try {
      for (const src of [blob, `data:text/plain,${encodeURIComponent(card)}`]) {
        const { el, errors, container } = await mount({ 'cards-src': src });
        expect(errors, src).to.deep.equal([]);
        expect(el.deck!.find((c) => c.id === 'science-7')!.name).to.equal('Plate Tectonics');
        container.remove();
      }
    } finally {
      URL.revokeObjectURL(blob);
    }
  });
});
