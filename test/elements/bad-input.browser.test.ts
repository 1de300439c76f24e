/// <reference types="mocha" />
// Elements under bad input: attributes and saved games they refuse say so on screen and fire `tech-error`;
// two elements of one game on a page keep separate games.
import { expect, fixture } from '@open-wc/testing';
import '../../src/elements/bughouse/define.js';
import '../../src/elements/grid-poker/define.js';
import '../../src/elements/tricks/define.js';
import type { TechErrorEvent } from '../../src/elements/events.js';
import type { TechGridPoker } from '../../src/elements/grid-poker/grid-poker.js';
import { answerByClicks } from './grid-poker-driver.js';

const text = (el: Element) => (el.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ');

/** The keys under which refused saves of `key` are kept. */
const damagedCopies = (key: string) => Object.keys(localStorage).filter((k) => k.startsWith(`${key}.damaged`));

async function mount(markup: string) {
  const errors: TechErrorEvent[] = [];
  const container = document.createElement('div');
  container.addEventListener('tech-error', (e) => errors.push(e as TechErrorEvent));
  container.innerHTML = markup;
  await fixture(container);
  const elements = [...container.querySelectorAll('tech-grid-poker, tech-tricks, tech-bughouse')] as TechGridPoker[];
  for (const el of elements) await el.updateComplete;
  return { elements, errors };
}

describe('elements under bad input', () => {
  for (const [tag, attrs, words] of [
    ['tech-grid-poker', 'players="9"', 'players should be a whole number'],
    ['tech-grid-poker', 'seed="abc" bot-pace="0"', 'seed should be a whole number'],
    ['tech-grid-poker', 'bot-level="genius" bot-pace="0"', 'bot-level should be'],
    ['tech-tricks', 'players="7" bot-pace="0"', 'players'],
    ['tech-bughouse', 'players="3" bot-pace="0"', 'players'],
    ['tech-bughouse', 'humans="5" bot-pace="0"', 'humans'],
  ]) {
    it(`<${tag} ${attrs}> shows a polite message and fires tech-error`, async () => {
      const { elements, errors } = await mount(`<${tag} ${attrs}></${tag}>`);
      expect(elements[0].shadowRoot!.textContent).to.contain(words);
      expect(errors).to.have.length(1);
      expect(errors[0].detail.source).to.equal('attributes');
      expect(errors[0].detail.messages.join(' ')).to.contain(words);
    });
  }

  it('reads whole-number attributes into numeric properties, refusing other text in the words written', async () => {
    const { elements, errors } = await mount(
      '<tech-grid-poker players=" 3 " humans="1" seed="seven" bot-pace="0"></tech-grid-poker>',
    );
    const el = elements[0];
    expect([el.players, el.humans, Number.isNaN(el.seed)]).to.deep.equal([3, 1, true]);
    expect(errors.map((e) => e.detail.messages)).to.deep.equal([
      ['seed should be a whole number, such as 42; it is "seven".'],
    ]);
    // Other text that is no number either is read again, and its message quotes it.
    el.setAttribute('seed', 'eight');
    await el.updateComplete;
    expect(text(el)).to.contain('it is "eight"');
    expect(errors).to.have.length(2);
    // A number set by the page plays; one out of range is quoted as the number.
    el.seed = 42;
    await el.updateComplete;
    expect(el.settings?.seed).to.equal(42);
    el.players = 9;
    await el.updateComplete;
    expect(errors.at(-1)!.detail.messages[0]).to.match(/^players should be .*; it is "9"\.$/);
  });

  for (const [kind, text, words] of [
    ['a truncated save', '{"v":1,"game":"grid-poker","config":', 'not valid JSON'],
    [
      'a corrupted save',
      '{"v":1,"game":"grid-poker","config":{"players":2,"seed":3},"actions":[{"type":"choose","picks":[99,98]}],"humans":1}',
      "can't be resumed",
    ],
    [
      'a foreign save',
      '{"v":1,"game":"tech-chess","config":{"players":2,"seed":3},"actions":[],"humans":1}',
      'not of grid-poker',
    ],
    [
      'a save of another version',
      '{"v":7,"game":"grid-poker","config":{"players":2,"seed":3},"actions":[]}',
      'another version',
    ],
  ]) {
    it(`refuses ${kind} with a message, fires tech-error, offers a new game and keeps the refused text`, async () => {
      const key = 'bad-input-save';
      localStorage.clear();
      localStorage.setItem(key, text);
      const { elements, errors } = await mount(
        `<tech-grid-poker save-key="${key}" bot-pace="0" seed="3"></tech-grid-poker>`,
      );
      const root = elements[0].shadowRoot!;
      expect(root.textContent).to.contain(words);
      expect(errors.map((e) => e.detail.source)).to.deep.equal(['save']);
      // Nothing is lost: the refused text is kept under a key of its own, which the message names, and
      // stays when the new game takes the save key.
      const kept = damagedCopies(key);
      expect(kept).to.have.length(1);
      expect(root.textContent).to.contain(`"${kept[0]}"`);
      expect(localStorage.getItem(kept[0])).to.equal(text);
      root.querySelector<HTMLButtonElement>('.notice button')!.click();
      await elements[0].updateComplete;
      expect(root.querySelector('[role="grid"]')).to.exist;
      expect(localStorage.getItem(key)).to.not.equal(text);
      expect(localStorage.getItem(kept[0])).to.equal(text);
      localStorage.clear();
    });
  }

  it('keeps every refused save, each under a key of its own by the time it was refused', async () => {
    const key = 'bad-input-twice';
    localStorage.clear();
    const first = '{"v":1,"game":"grid-poker","config":';
    const second = '{"v":7,"game":"grid-poker","config":{"players":2,"seed":3},"actions":[]}';
    for (const text of [first, second]) {
      localStorage.setItem(key, text);
      const { elements } = await mount(`<tech-grid-poker save-key="${key}" bot-pace="0" seed="3"></tech-grid-poker>`);
      elements[0].remove();
    }
    const kept = damagedCopies(key);
    expect(kept).to.have.length(2);
    expect(kept.map((k) => localStorage.getItem(k)).sort()).to.deep.equal([first, second].sort());
    for (const k of kept)
      expect(k).to.match(new RegExp(`^${key}\\.damaged\\.\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z(\\.\\d+)?$`));
    localStorage.clear();
  });

  it("says once that a game can't be saved when storage refuses it, and plays on", async () => {
    localStorage.clear();
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    try {
      const { elements, errors } = await mount(
        '<tech-grid-poker save-key="bad-input-full" players="2" seed="4" bot-pace="0"></tech-grid-poker>',
      );
      const el = elements[0];
      for (let i = 0; i < 3; i++) await answerByClicks(el);
      expect(el.match!.log.length).to.be.greaterThan(3);
      expect(text(el)).to.contain("This game can't be saved here");
      expect(errors.map((e) => e.detail.source)).to.deep.equal(['save']);
      expect(errors[0].detail.messages[0]).to.contain("can't be saved here");
      await expect(el).to.be.accessible();
      [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="notice"] button')]
        .find((b) => b.textContent === 'Dismiss')!
        .click();
      await el.updateComplete;
      await answerByClicks(el);
      expect(text(el)).to.not.contain("can't be saved here"); // said once
      expect(errors).to.have.length(1);
    } finally {
      Storage.prototype.setItem = setItem;
      localStorage.clear();
    }
  });

  it('keeps both games of two elements given one save-key: the second is not saved, and says so', async () => {
    localStorage.clear();
    const key = 'bad-input-shared-key';
    const { elements, errors } = await mount(
      `<tech-grid-poker save-key="${key}" players="2" seed="1" bot-pace="0"></tech-grid-poker><tech-grid-poker save-key="${key}" players="2" seed="2" bot-pace="0"></tech-grid-poker>`,
    );
    const [a, b] = elements;
    await answerByClicks(a);
    const saved = localStorage.getItem(key);
    expect(JSON.parse(saved!).config.seed).to.equal(1);
    expect(text(b)).to.contain(`Another game on this page is saved under the save-key "${key}"`);
    expect(text(a)).to.not.contain('Another game on this page');
    expect(errors.map((e) => e.detail.source)).to.deep.equal(['save']);
    expect(errors[0].target).to.equal(b);
    // The second's moves and its "New game" leave the first's save as it was.
    await answerByClicks(b);
    [...b.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="header"] button')]
      .find((x) => x.textContent === 'New game')!
      .click();
    await b.updateComplete;
    await answerByClicks(b);
    expect(localStorage.getItem(key)).to.equal(saved);
    // Once the first leaves the page, a game given the key stores under it again.
    a.remove();
    b.remove();
    const {
      elements: [c],
    } = await mount(`<tech-grid-poker save-key="${key}" players="2" seed="1" bot-pace="0"></tech-grid-poker>`);
    expect(c.match!.log.map((e) => e.action)).to.deep.equal(JSON.parse(saved!).actions);
    localStorage.clear();
  });

  it('keeps two games of one element on a page apart', async () => {
    const { elements } = await mount(
      '<tech-grid-poker seed="1" bot-pace="0"></tech-grid-poker><tech-grid-poker seed="2" bot-pace="0"></tech-grid-poker>',
    );
    const [a, b] = elements;
    expect(a.match!.config.seed).to.equal(1);
    expect(b.match!.config.seed).to.equal(2);
    const before = b.match!.log.length;
    a.match!.apply({ type: 'choose', picks: a.match!.state.pending!.min === 2 ? [0, 1] : [0] });
    expect(b.match!.log.length).to.equal(before);
    expect(a.match).to.not.equal(b.match);
  });
});
