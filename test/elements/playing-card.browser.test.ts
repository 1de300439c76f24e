/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/elements/playing-card/define.js';
import type { TechPlayingCard } from '../../src/elements/playing-card/playing-card.js';
import { standardDeck } from '../../src/engine/standard-deck.js';

const base = (el: TechPlayingCard) => el.shadowRoot!.querySelector<HTMLElement>('[part~="base"]')!;

describe('<tech-playing-card>', () => {
  it('is accessible face up, face down and without a card', async () => {
    for (const el of [
      await fixture<TechPlayingCard>(html`<tech-playing-card card-id="hearts-12"></tech-playing-card>`),
      await fixture<TechPlayingCard>(
        html`<tech-playing-card card-id="spades-14" style="--tech-card-width: 44px"></tech-playing-card>`,
      ),
      await fixture<TechPlayingCard>(html`<tech-playing-card face-down></tech-playing-card>`),
      await fixture<TechPlayingCard>(html`<tech-playing-card card-id="stars-3"></tech-playing-card>`),
    ]) {
      await expect(el).to.be.accessible();
    }
  });

  it('says rank and suit in words, and draws each suit with its own pip (never colour alone)', async () => {
    const pips = new Map<string, string>();
    for (const card of standardDeck) {
      const el = await fixture<TechPlayingCard>(html`<tech-playing-card card-id=${card.id}></tech-playing-card>`);
      expect(base(el).getAttribute('aria-label')).to.equal(card.name);
      expect(base(el).dataset.suit).to.equal(card.suit);
      const pip = el.shadowRoot!.querySelector('.middle .pip')!.innerHTML;
      if (pips.has(card.suit)) expect(pip).to.equal(pips.get(card.suit));
      else pips.set(card.suit, pip);
      // The rank, drawn from data-rank, is the corner's only text.
      expect(el.shadowRoot!.querySelector('.rank')!.getAttribute('data-rank')).to.equal(card.short.slice(0, -1));
    }
    expect(new Set(pips.values()).size, 'four different pip shapes').to.equal(4);
    const red = await fixture<TechPlayingCard>(html`<tech-playing-card card-id="hearts-2"></tech-playing-card>`);
    const black = await fixture<TechPlayingCard>(html`<tech-playing-card card-id="clubs-2"></tech-playing-card>`);
    expect(getComputedStyle(base(red)).color).to.not.equal(getComputedStyle(base(black)).color);
  });

  it('names an unknown card instead of drawing nothing', async () => {
    const el = await fixture<TechPlayingCard>(html`<tech-playing-card card-id="stars-3"></tech-playing-card>`);
    expect(base(el).getAttribute('aria-label')).to.equal('No playing card "stars-3"');
  });
});
