/// <reference types="mocha" />
// The embed's loader (dist/cdn/tech-deck.js, made by `npm run build`), loaded as a blog loads it: it
// knows every tag and fetches an element's code (dist/cdn/lazy/) the first time its tag is on the page.
// This file imports nothing of the sources, so the loader alone defines the elements here.
import { expect, fixture, waitUntil } from '@open-wc/testing';

const LOADER = '/dist/cdn/tech-deck.js'; // served by the test server from the build's output

/** The paths of the files fetched from dist/cdn/ so far, in order. */
const fetched = (folder: string) =>
  performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name).pathname)
    .filter((path) => path.startsWith(`/dist/cdn/${folder}`));

describe('the embed loader', () => {
  it('fetches no element before its tag is on the page, then only that element; loading it twice is harmless', async () => {
    const errors: string[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.message);
    window.addEventListener('error', onError);
    const first = await import(/* @vite-ignore */ `${LOADER}?first`);
    const second = await import(/* @vite-ignore */ `${LOADER}?second`);
    expect(first).to.not.equal(second); // two module instances, as two script tags with different URLs make
    expect(fetched('lazy/'), 'nothing but the loader on a page without an element').to.deep.equal([]);
    expect(customElements.get('tech-grid-poker')).to.equal(undefined);

    const el = await fixture<HTMLElement & { updateComplete: Promise<boolean> }>(
      '<tech-grid-poker players="2" seed="3" bot-pace="0"></tech-grid-poker>',
    );
    await customElements.whenDefined('tech-grid-poker');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[role="grid"]')).to.exist;
    expect(el.shadowRoot!.querySelectorAll('.card-cell.target').length).to.be.greaterThan(0);
    await expect(el).to.be.accessible();
    const names = fetched('lazy/').map((path) => path.replace(/^\/dist\/cdn\/lazy\//, ''));
    expect(names.filter((name) => name.startsWith('tech-'))).to.have.length(1);
    expect(names.some((name) => name.startsWith('tech-grid-poker-'))).to.equal(true);
    expect(
      names.some((name) => /^tech-(chess|tricks|poker-squared)-/.test(name)),
      'no other game',
    ).to.equal(false);

    // Added by a script, far down the page: found all the same.
    const chess = document.createElement('tech-chess') as HTMLElement & { updateComplete: Promise<boolean> };
    chess.setAttribute('seed', '3');
    chess.setAttribute('bot-pace', '0');
    const post = await fixture<HTMLElement>('<article><p>A post.</p><section></section></article>');
    post.querySelector('section')!.append(chess);
    await customElements.whenDefined('tech-chess');
    await chess.updateComplete;
    expect(chess.shadowRoot!.querySelectorAll('[role="grid"] [role="row"]').length).to.be.greaterThan(6);
    const card = await fixture<HTMLElement & { updateComplete: Promise<boolean> }>(
      '<tech-card card-id="technology-13"></tech-card>',
    );
    await customElements.whenDefined('tech-card');
    await card.updateComplete;
    expect(card.shadowRoot!.textContent).to.include('Automate');

    // A tag in a page's own shadow root is out of the document's sight: discover() looks there.
    const host = document.createElement('div');
    document.body.append(host);
    host.attachShadow({ mode: 'open' }).innerHTML = '<tech-playing-card card-id="hearts-12"></tech-playing-card>';
    first.discover(host.shadowRoot!);
    await customElements.whenDefined('tech-playing-card');
    host.remove();

    window.removeEventListener('error', onError);
    expect(errors).to.deep.equal([]);
    // Every tag is known to it.
    for (const tag of [
      'tech-card',
      'tech-grid-poker',
      'tech-effect-demo',
      'tech-poker-squared',
      'tech-poker',
      'tech-playing-card',
      'tech-tricks',
      'tech-chess',
      'tech-bughouse',
    ])
      await first.load(tag);
    let refused: Error | null = null;
    await first.load('tech-nothing').catch((e: Error) => (refused = e));
    expect(refused!.message).to.include('<tech-nothing> is not a Tech Deck element');
  });

  it('fetches the check of changed cards and rules only once a page changes them', async () => {
    await import(/* @vite-ignore */ `${LOADER}?first`); // the same module as above: the elements are defined
    const changing = () =>
      fetched('lazy/').filter((path) => /^\/dist\/cdn\/lazy\/chunk-cards-(change|check)-/.test(path));
    expect(changing(), 'not for the games above, played with their own cards').to.deep.equal([]);
    const el = await fixture<HTMLElement & { updateComplete: Promise<boolean>; deck: unknown }>(
      '<tech-grid-poker players="2" seed="3" bot-pace="0"></tech-grid-poker>',
    );
    await el.updateComplete;
    el.deck = 'not cards';
    await el.updateComplete;
    const notice = el.shadowRoot!.querySelector('[part~="refused"]');
    expect(notice?.textContent, 'the page is told what is wrong').to.include('deck should be an array');
    expect(changing().some((path) => path.includes('chunk-cards-change-'))).to.equal(true);
  });

  it('keeps the compilers of cards-src and rules-src in chunks beside it, fetched only when an element is given an address', async () => {
    await import(/* @vite-ignore */ `${LOADER}?first`); // the same module as above: the elements are defined
    // The element code imports the fetching of addresses (a chunk of its own, not yet fetched), and that the
    // compilers, by paths relative to themselves (the test server reformats them).
    const played = await Promise.all([...new Set(fetched('lazy/'))].map(async (path) => (await fetch(path)).text()));
    const loading = [
      ...new Set(
        played.flatMap((text) =>
          [...text.matchAll(/["']\.\/(chunk-source-load-[\w-]+\.js)/g)].map((m) => `/dist/cdn/lazy/${m[1]}`),
        ),
      ),
    ];
    expect(loading, 'one chunk that loads addresses').to.have.length(1);
    expect(fetched('lazy/'), 'not fetched by the games above').to.not.include(loading[0]);
    const texts = [...played, await (await fetch(loading[0])).text()];
    const chunks = [
      ...new Set(
        texts.flatMap((text) =>
          [...text.matchAll(/["'](?:\.\/)?\.\.\/(chunks\/load-(cards|rules)-[\w-]+\.js)/g)].map((m) => m[1]),
        ),
      ),
    ];
    expect(chunks.map((c) => c.replace(/-[\w]+\.js$/, ''))).to.have.members(['chunks/load-cards', 'chunks/load-rules']);
    // The games of the test above played without them.
    expect(fetched('chunks/')).to.deep.equal([]);
    const el = await fixture<
      HTMLElement & { updateComplete: Promise<boolean>; match: unknown; deck: { id: string; name: string }[] | null }
    >(
      '<tech-grid-poker players="2" seed="3" bot-pace="0" cards-src="/test/fixtures/cards-src/one.card"></tech-grid-poker>',
    );
    await waitUntil(() => el.match, 'the game is dealt with the cards', { timeout: 10_000 });
    expect(el.deck!.find((c) => c.id === 'science-7')!.name).to.equal('Plate Tectonics');
    expect(fetched('chunks/')).to.deep.equal([`/dist/cdn/${chunks.find((c) => c.includes('load-cards'))}`]);
    for (const chunk of chunks) {
      const response = await fetch(`/dist/cdn/${chunk}`);
      expect(response.ok, chunk).to.equal(true);
      expect(await response.text(), chunk).to.include('peg$'); // the parsers are there, not in the elements
    }
  });

  it('fetches online play only for an element given a server', async () => {
    await import(/* @vite-ignore */ `${LOADER}?first`); // the same module as above: the elements are defined
    const online = () => [...fetched('chunks/'), ...fetched('lazy/')].filter((path) => /online/.test(path));
    expect(online(), 'not for the games above, played without a server').to.deep.equal([]);
    // Nothing listens there: the element offers to play with friends all the same, and fetches no more.
    const el = await fixture<HTMLElement & { updateComplete: Promise<boolean> }>(
      '<tech-grid-poker players="2" seed="3" bot-pace="0" server="ws://127.0.0.1:9"></tech-grid-poker>',
    );
    await waitUntil(
      () => el.shadowRoot!.querySelector('[part~="online"] button')?.textContent?.includes('Play with friends'),
      'the Play with friends button',
      { timeout: 10_000 },
    );
    expect(online()).to.have.length(1);
    expect(online()[0]).to.match(/^\/dist\/cdn\/chunks\/online-[\w]+\.js$/);
    await expect(el).to.be.accessible();
  });
});
