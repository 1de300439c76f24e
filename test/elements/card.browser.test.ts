/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import type { Card } from '../../src/dsl/index.js';
import { TechCard } from '../../src/elements/card/card.js';
import '../../src/elements/card/define.js';

// Literal cards: the browser does not run the compiler (pages get compiled JSON from the Vite plugin).
const robotics: Card = {
  id: 'technology-13',
  value: 13,
  domain: 'technology',
  name: 'Robotics',
  year: 1920,
  people: 'Karel Čapek',
  fact: 'The word "robot" first appeared in Čapek\'s play R.U.R.',
  source: 'published',
  effect: {
    keyword: 'Automate',
    text: 'Exchange a neutral card in play or a card you control with the top card of the deck or card in the discard.',
    steps: [],
  },
};

const writing: Card = {
  id: 'knowledge-1',
  value: 1,
  domain: 'knowledge',
  name: 'Writing',
  year: -3400,
  people: 'unknown',
  fact: 'Cuneiform began as tallies of grain and beer.',
  source: 'provisional',
  effect: { keyword: 'Record', text: 'Draw a card.', steps: [] },
};

const wild: Card = {
  id: 'wild-1',
  value: null,
  domain: 'wild',
  name: 'Wild',
  year: 2024,
  people: 'unknown',
  fact: 'A wild counts as any card.',
  source: 'published',
  effect: null,
};

const text = (el: TechCard) => el.shadowRoot!.textContent!.replace(/\s+/g, ' ');
const base = (el: TechCard) => el.shadowRoot!.querySelector<HTMLElement>('[part~="base"]')!;

describe('<tech-card>', () => {
  it('is accessible face up, face down, wild and empty', async () => {
    for (const el of [
      await fixture<TechCard>(html`<tech-card .card=${robotics}></tech-card>`),
      await fixture<TechCard>(html`<tech-card .card=${robotics} face-down></tech-card>`),
      await fixture<TechCard>(html`<tech-card .card=${wild}></tech-card>`),
      await fixture<TechCard>(html`<tech-card></tech-card>`),
    ]) {
      await expect(el).to.be.accessible();
    }
  });

  it('is registered by the define module, and the class is exported', () => {
    expect(customElements.get('tech-card')).to.equal(TechCard);
    expect(document.createElement('tech-card')).to.be.instanceOf(TechCard);
  });

  it('renders value, name, year, people, fact and effect', async () => {
    const el = await fixture<TechCard>(html`<tech-card .card=${robotics}></tech-card>`);
    const shown = text(el);
    expect(el.shadowRoot!.querySelector('[part="value"]')!.textContent!.trim()).to.equal('13');
    for (const part of ['Robotics', '1920', 'Karel Čapek', 'Automate', robotics.effect!.text, robotics.fact])
      expect(shown).to.include(part);
    expect(el.shadowRoot!.querySelector('[part="name"]')!.textContent).to.equal('Robotics');
  });

  it('names the domain in words and shows its symbol and pip, not colour alone', async () => {
    const el = await fixture<TechCard>(html`<tech-card .card=${robotics}></tech-card>`);
    expect(base(el).getAttribute('aria-label')).to.equal('Technology 13 (spades): Robotics');
    expect(el.shadowRoot!.querySelector('[part="domain"]')!.textContent).to.include('Technology');
    expect(el.shadowRoot!.querySelector('[part="domain"] svg.symbol')).to.exist;
    expect(el.shadowRoot!.querySelector('.corner svg.pip')).to.exist;
  });

  it('writes a negative year as BCE and marks a provisional text', async () => {
    const el = await fixture<TechCard>(html`<tech-card .card=${writing}></tech-card>`);
    expect(text(el)).to.include('3400 BCE');
    expect(text(el)).to.include('provisional');
    expect(base(el).getAttribute('aria-label')).to.equal('Knowledge 1 (clubs): Writing');
  });

  it('shows only the back when face-down, and the face again when turned up', async () => {
    const el = await fixture<TechCard>(html`<tech-card .card=${robotics} face-down></tech-card>`);
    expect(el.faceDown).to.be.true;
    expect(base(el).getAttribute('aria-label')).to.equal('Face-down card');
    expect(text(el)).not.to.include('Robotics');
    expect(el.shadowRoot!.querySelector('[part="name"]')).to.be.null;

    el.faceDown = false;
    await el.updateComplete;
    expect(text(el)).to.include('Robotics');
  });

  it('gives a wild card its own look: a star for the value, no effect, the four domain symbols', async () => {
    const el = await fixture<TechCard>(html`<tech-card .card=${wild}></tech-card>`);
    expect(base(el).dataset.domain).to.equal('wild');
    expect(base(el).getAttribute('aria-label')).to.equal('Wild card: Wild');
    expect(el.shadowRoot!.querySelector('[part="value"] svg')).to.exist;
    expect(el.shadowRoot!.querySelector('[part="effect"]')).to.be.null;
    expect(el.shadowRoot!.querySelectorAll('.art svg.symbol')).to.have.length(4);
  });

  it('draws an empty outline while no card is set', async () => {
    const el = await fixture<TechCard>(html`<tech-card></tech-card>`);
    expect(base(el).getAttribute('aria-label')).to.equal('No card');
    el.card = writing;
    await el.updateComplete;
    expect(text(el)).to.include('Writing');
  });

  it('takes its width from --tech-card-width, with the height of a playing card', async () => {
    const el = await fixture<TechCard>(html`<tech-card .card=${writing} style="--tech-card-width: 200px"></tech-card>`);
    const box = el.getBoundingClientRect();
    expect(box.width).to.equal(200);
    expect(box.height).to.be.closeTo(280, 2);
  });
});

describe('<tech-card> by id and from card text', () => {
  it('shows a card of the deck by its id', async () => {
    const el = await fixture<TechCard>(html`<tech-card card-id="technology-13"></tech-card>`);
    expect(base(el).getAttribute('aria-label')).to.equal('Technology 13 (spades): Robotics');
  });

  it('reads the text of a .card file, and says what is missing from a bad one', async () => {
    const source =
      '# a card\nvalue: 7\ndomain: Science\nname: Earth Sciences\nyear: 1795\npeople: James Hutton\nfact: Deep time.\nsource: provisional\neffect: Survey – Exchange a neutral card in play\n  with the top card of the deck.\n';
    const el = await fixture<TechCard>(html`<tech-card .cardText=${source}></tech-card>`);
    expect(base(el).getAttribute('aria-label')).to.equal('Science 7 (diamonds): Earth Sciences');
    expect(text(el)).to.include('Survey');
    expect(text(el)).to.include('Exchange a neutral card in play with the top card of the deck.');
    const bad = await fixture<TechCard>(html`<tech-card card-text="name: Nothing"></tech-card>`);
    expect(base(bad).getAttribute('aria-label')).to.include('needs a domain');
    await expect(bad).to.be.accessible();
    const unknown = await fixture<TechCard>(html`<tech-card card-id="science-99"></tech-card>`);
    expect(base(unknown).getAttribute('aria-label')).to.equal('No card "science-99" in the deck');
  });

  it('shows a card-text with a long effect at once, and says why one over 200 kB is not read', async function () {
    // Generous, for a loaded machine: reading takes milliseconds. Not a bound on the old pattern (13 s on
    // this text, within it): test/elements/card-text.test.ts keeps the reading linear.
    this.timeout(20_000);
    const card = (effect: string) => `value: 7\ndomain: Science\nname: Earth Sciences\neffect: ${effect}\n`;
    const long = await fixture<TechCard>(
      html`<tech-card .cardText=${card(`Survey${' '.repeat(199_000)}draw`)}></tech-card>`,
    );
    expect(base(long).getAttribute('aria-label')).to.equal('Science 7 (diamonds): Earth Sciences');
    const huge = await fixture<TechCard>(
      html`<tech-card .cardText=${card(`Survey – ${'x'.repeat(400_000)}`)}></tech-card>`,
    );
    expect(base(huge).getAttribute('aria-label')).to.equal(
      'The card text is 400 kB long; a card file may be at most 200 kB.',
    );
    await expect(huge).to.be.accessible();
  });

  it('stays readable from 60 px to 400 px: small cards keep value, symbol and name', async () => {
    for (const width of [60, 80, 120, 240, 400]) {
      const el = await fixture<TechCard>(
        html`<tech-card card-id="technology-13" style="--tech-card-width: ${width}px"></tech-card>`,
      );
      const box = el.getBoundingClientRect();
      expect(box.width).to.equal(width);
      expect(box.height).to.be.closeTo((width * 7) / 5, 2);
      const shown = (selector: string) => {
        const node = el.shadowRoot!.querySelector<HTMLElement>(selector);
        return !!node && node.getClientRects().length > 0;
      };
      expect(shown('[part="value"]'), `value at ${width}px`).to.be.true;
      expect(shown('.mini') || shown('[part="domain"]'), `domain symbol at ${width}px`).to.be.true;
      expect(shown('[part="name"]'), `name at ${width}px`).to.equal(width >= 72);
      expect(shown('.fact'), `fact at ${width}px`).to.equal(width >= 150);
      // Nothing spills out of the card.
      const face = el.shadowRoot!.querySelector<HTMLElement>('[part~="base"]')!;
      expect(face.scrollHeight, `no overflow at ${width}px`).to.be.at.most(face.clientHeight + 2);
    }
  });
});

describe('<tech-effect-demo>', () => {
  it('shows the effect at work: before, what happened, after, from a seed', async () => {
    await import('../../src/elements/effect-demo/define.js');
    const el = await fixture<HTMLElement & { updateComplete: Promise<boolean> }>(
      html`<tech-effect-demo card-id="science-13" seed="1"></tech-effect-demo>`,
    );
    await el.updateComplete;
    const shown = el.shadowRoot!.textContent!.replace(/\s+/g, ' ');
    expect(shown).to.include('Rally');
    expect(shown).to.include('Player 1 uses Social Media');
    expect(el.shadowRoot!.querySelectorAll('[part="before"] tech-card').length).to.be.greaterThan(10);
    expect(el.shadowRoot!.querySelectorAll('[part="after"] tech-card.moved').length).to.be.greaterThan(0);
    await expect(el).to.be.accessible();
  });
});
