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

  for (const [kind, text, words] of [
    ['a truncated save', '{"v":1,"game":"grid-poker","config":', 'not valid JSON'],
    ['a corrupted save', '{"v":1,"game":"grid-poker","config":{"players":2,"seed":3},"actions":[{"type":"choose","picks":[99,98]}],"humans":1}', "can't be resumed"],
    ['a foreign save', '{"v":1,"game":"tech-chess","config":{"players":2,"seed":3},"actions":[],"humans":1}', 'not of grid-poker'],
    ['a save of another version', '{"v":7,"game":"grid-poker","config":{"players":2,"seed":3},"actions":[]}', 'another version'],
  ]) {
    it(`refuses ${kind} with a message, fires tech-error, offers a new game and keeps the refused text`, async () => {
      const key = 'bad-input-save';
      localStorage.setItem(key, text);
      localStorage.removeItem(`${key}.damaged`);
      const { elements, errors } = await mount(`<tech-grid-poker save-key="${key}" bot-pace="0" seed="3"></tech-grid-poker>`);
      const root = elements[0].shadowRoot!;
      expect(root.textContent).to.contain(words);
      expect(root.textContent).to.contain(`${key}.damaged`);
      expect(errors.map((e) => e.detail.source)).to.deep.equal(['save']);
      // Nothing is lost: the refused text is kept, and stays when the new game takes the save key.
      expect(localStorage.getItem(`${key}.damaged`)).to.equal(text);
      root.querySelector<HTMLButtonElement>('.notice button')!.click();
      await elements[0].updateComplete;
      expect(root.querySelector('[role="grid"]')).to.exist;
      expect(localStorage.getItem(key)).to.not.equal(text);
      expect(localStorage.getItem(`${key}.damaged`)).to.equal(text);
      localStorage.removeItem(key);
      localStorage.removeItem(`${key}.damaged`);
    });
  }

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
