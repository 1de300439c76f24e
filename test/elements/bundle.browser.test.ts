/// <reference types="mocha" />
// The one-file embed bundle (dist/cdn/tech-deck.js, made by `npm run build`), loaded as a blog loads it.
// This file imports nothing of the sources, so the bundle alone defines the elements here.
import { expect, fixture, waitUntil } from '@open-wc/testing';

describe('the embed bundle', () => {
  it('defines every element, and loading it twice is harmless', async () => {
    const errors: string[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.message);
    window.addEventListener('error', onError);
    const bundle = '/dist/cdn/tech-deck.js'; // served by the test server from the build's output
    const first = await import(/* @vite-ignore */ `${bundle}?first`);
    const second = await import(/* @vite-ignore */ `${bundle}?second`);
    window.removeEventListener('error', onError);
    expect(errors).to.deep.equal([]);
    expect(first).to.not.equal(second); // two module instances, as two script tags with different URLs make
    for (const tag of ['tech-card', 'tech-grid-poker', 'tech-effect-demo', 'tech-poker-squared', 'tech-playing-card', 'tech-tricks', 'tech-chess']) expect(customElements.get(tag), tag).to.exist;
    expect(customElements.get('tech-grid-poker')).to.equal(first.TechGridPoker);

    const el = await fixture<HTMLElement & { updateComplete: Promise<boolean> }>('<tech-grid-poker players="2" seed="3" bot-pace="0"></tech-grid-poker>');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[role="grid"]')).to.exist;
    expect(el.shadowRoot!.querySelectorAll('.card-cell.target').length).to.be.greaterThan(0);
    await expect(el).to.be.accessible();
    const chess = await fixture<HTMLElement & { updateComplete: Promise<boolean> }>('<tech-chess seed="3" bot-pace="0"></tech-chess>');
    await chess.updateComplete;
    expect(chess.shadowRoot!.querySelectorAll('[role="grid"] [role="row"]').length).to.be.greaterThan(6);
    const card = await fixture<HTMLElement & { updateComplete: Promise<boolean> }>('<tech-card card-id="technology-13"></tech-card>');
    await card.updateComplete;
    expect(card.shadowRoot!.textContent).to.include('Robotics');
  });

  it('keeps the compilers of cards-src and rules-src in chunks beside it, fetched only when an element is given an address', async () => {
    const url = '/dist/cdn/tech-deck.js';
    await import(/* @vite-ignore */ `${url}?first`); // the same module as above: the elements are defined
    const bundle = await (await fetch(url)).text();
    const chunks = [...bundle.matchAll(/import\("\.\/(chunks\/load-(cards|rules)-[\w-]+\.js)"\)/g)].map((m) => m[1]);
    expect(chunks.map((c) => c.replace(/-[\w]+\.js$/, ''))).to.have.members(['chunks/load-cards', 'chunks/load-rules']);
    const fetched = () => performance.getEntriesByType('resource').map((e) => e.name).filter((name) => name.includes('/dist/cdn/chunks/'));
    // The games of the test above played without them.
    expect(fetched()).to.deep.equal([]);
    const el = await fixture<HTMLElement & { updateComplete: Promise<boolean>; match: unknown; deck: { id: string; name: string }[] | null }>(
      '<tech-grid-poker players="2" seed="3" bot-pace="0" cards-src="/test/fixtures/cards-src/one.card"></tech-grid-poker>');
    await waitUntil(() => el.match, 'the game is dealt with the cards', { timeout: 10_000 });
    expect(el.deck!.find((c) => c.id === 'science-7')!.name).to.equal('Plate Tectonics');
    expect(fetched().map((name) => new URL(name).pathname)).to.deep.equal([`/dist/cdn/${chunks.find((c) => c.includes('load-cards'))}`]);
    for (const chunk of chunks) {
      const response = await fetch(`/dist/cdn/${chunk}`);
      expect(response.ok, chunk).to.equal(true);
      expect(await response.text(), chunk).to.include('peg$'); // the parsers are there, not in the bundle
    }
  });
});
