/// <reference types="mocha" />
// Elements under bad input: attributes and saved games they refuse say so on screen and fire `tech-error`;
// two elements of one game on a page keep separate games.
import { expect, fixture } from '@open-wc/testing';
import '../../src/elements/grid-poker/define.js';
import '../../src/elements/tricks/define.js';
import type { TechErrorEvent } from '../../src/elements/events.js';
import type { TechGridPoker } from '../../src/elements/grid-poker/grid-poker.js';

async function mount(markup: string) {
  const errors: TechErrorEvent[] = [];
  const container = document.createElement('div');
  container.addEventListener('tech-error', (e) => errors.push(e as TechErrorEvent));
  container.innerHTML = markup;
  await fixture(container);
  const elements = [...container.querySelectorAll('tech-grid-poker, tech-tricks')] as TechGridPoker[];
  for (const el of elements) await el.updateComplete;
  return { elements, errors };
}

describe('elements under bad input', () => {
  for (const [tag, attrs, words] of [
    ['tech-grid-poker', 'players="9"', 'players should be a whole number'],
    ['tech-grid-poker', 'seed="abc" bot-pace="0"', 'seed should be a whole number'],
    ['tech-grid-poker', 'bot-level="genius" bot-pace="0"', 'bot-level should be'],
    ['tech-tricks', 'players="7" bot-pace="0"', 'players'],
  ]) {
    it(`<${tag} ${attrs}> shows a polite message and fires tech-error`, async () => {
      const { elements, errors } = await mount(`<${tag} ${attrs}></${tag}>`);
      expect(elements[0].shadowRoot!.textContent).to.contain(words);
      expect(errors).to.have.length(1);
      expect(errors[0].detail.source).to.equal('attributes');
      expect(errors[0].detail.messages.join(' ')).to.contain(words);
    });
  }

  it('refuses a corrupted save with a message and a new game, and fires tech-error', async () => {
    localStorage.setItem('bad-input-save', '{"v":1,"game":"grid-poker","config":');
    const { elements, errors } = await mount('<tech-grid-poker save-key="bad-input-save" bot-pace="0" seed="3"></tech-grid-poker>');
    expect(elements[0].shadowRoot!.textContent).to.contain("can't be resumed");
    expect(errors.map((e) => e.detail.source)).to.deep.equal(['save']);
    localStorage.removeItem('bad-input-save');
  });

  it('keeps two games of one element on a page apart', async () => {
    const { elements } = await mount('<tech-grid-poker seed="1" bot-pace="0"></tech-grid-poker><tech-grid-poker seed="2" bot-pace="0"></tech-grid-poker>');
    const [a, b] = elements;
    expect(a.match!.config.seed).to.equal(1);
    expect(b.match!.config.seed).to.equal(2);
    const before = b.match!.log.length;
    a.match!.apply({ type: 'choose', picks: a.match!.state.pending!.min === 2 ? [0, 1] : [0] });
    expect(b.match!.log.length).to.equal(before);
    expect(a.match).to.not.equal(b.match);
  });
});
