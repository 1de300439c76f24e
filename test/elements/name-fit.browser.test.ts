/// <reference types="mocha" />
// Card names are fitted to their lines together: a table that deals many cards at once lays the page out
// once a round of fitting for all of them, not once for each card (reads of the layout between writes
// to it each cost a layout of the page, tens of milliseconds of a game's first frame). Counted, not timed:
// the switches between writing a name's scale and reading a card's layout.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/elements/card/define.js';
import type { TechCard } from '../../src/elements/card/card.js';
import { deckCards as deck } from '../../src/elements/card/catalogue.js';

describe('fitting card names', () => {
  it('reads the layout of a hand of cards dealt together a few times, not once or more a card', async () => {
    const order: ('read' | 'write')[] = [];
    const note = (what: 'read' | 'write') => order.at(-1) !== what && order.push(what);
    const { getBoundingClientRect } = Element.prototype;
    const { removeProperty, setProperty } = CSSStyleDeclaration.prototype;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      if (this.localName === 'tech-card') note('read');
      return getBoundingClientRect.call(this);
    };
    CSSStyleDeclaration.prototype.removeProperty = function (this: CSSStyleDeclaration, property: string) {
      if (property === '--_shrink') note('write');
      return removeProperty.call(this, property);
    };
    CSSStyleDeclaration.prototype.setProperty = function (
      this: CSSStyleDeclaration,
      property: string,
      value: string | null,
      priority?: string,
    ) {
      if (property === '--_shrink') note('write');
      return setProperty.call(this, property, value, priority);
    };
    try {
      const cards = deck.slice(0, 24);
      const hand = await fixture<HTMLElement>(html`<div style="display: flex; flex-wrap: wrap; --tech-card-width: 7rem">
        ${cards.map((card) => html`<tech-card card-id=${card.id}></tech-card>`)}</div>`);
      await Promise.all([...hand.querySelectorAll<TechCard>('tech-card')].map((card) => card.updateComplete));
      expect(order.filter((what) => what === 'read').length, 'reads between writes').to.be.at.most(5);
    } finally {
      Element.prototype.getBoundingClientRect = getBoundingClientRect;
      CSSStyleDeclaration.prototype.removeProperty = removeProperty;
      CSSStyleDeclaration.prototype.setProperty = setProperty;
    }
  });
});
