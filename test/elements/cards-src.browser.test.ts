/// <reference types="mocha" />
// `cards-src` and `rules-src`: card and rules text at an address, served by the test server from
// test/fixtures/cards-src/ (and the project's own rules/). A good file plays; a bad one, or an address
// that gives nothing, is listed with its lines and columns, fires `tech-error`, and the built-in deck
// plays instead, without touching the saved game.
import { expect, fixture, waitUntil } from '@open-wc/testing';
import deckJson from '../../src/data/deck.json' with { type: 'json' };
import { PROBLEMS_SHOWN, SOURCE_LIMIT } from '../../src/dsl/shared/limits.js';
import type { Card } from '../../src/dsl/runtime.js';
import type { TechErrorEvent } from '../../src/elements/events.js';
import '../../src/elements/bughouse/define.js';
import '../../src/elements/chess/define.js';
import type { TechChess } from '../../src/elements/chess/chess.js';
import '../../src/elements/grid-poker/define.js';
import type { TechGridPoker } from '../../src/elements/grid-poker/grid-poker.js';
import '../../src/elements/tricks/define.js';
import type { TechTricks } from '../../src/elements/tricks/tricks.js';
import { $, answerByClicks, game } from './grid-poker-driver.js';

const FIXTURES = '/test/fixtures/cards-src';
const deck = deckJson as Card[];
const text = (el: Element | ShadowRoot | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** Every card name the table shows (each card cell's label starts with it). */
const labels = (el: TechGridPoker) =>
  [...el.shadowRoot!.querySelectorAll('[data-cell^="card:"]')]
    .map((c) => c.getAttribute('aria-label') ?? '')
    .join('\n');

const text$ = (el: HTMLElement) => text(el.shadowRoot!.querySelector('.source.failed'));

/** A 2-player seed whose deal shows the 7 of Science to the person (in the market or the hand). */
const SEED = (() => {
  for (let seed = 1; seed < 200; seed++) {
    const view = game.view(game.setup({ players: 2, seed, options: { bidding: false } }), 0);
    if (Object.values(view.zones).some((slots) => slots.some((s) => s && 'card' in s && s.card === 'science-7')))
      return seed;
  }
  throw new Error('no seed shows the 7 of Science');
})();

async function mount<E extends HTMLElement = TechGridPoker>(markup: string) {
  const errors: TechErrorEvent[] = [];
  const container = document.createElement('div');
  container.addEventListener('tech-error', (e) => errors.push(e as TechErrorEvent));
  container.innerHTML = markup;
  await fixture(container);
  const el = container.firstElementChild as E & { updateComplete: Promise<boolean> };
  await el.updateComplete;
  return { el, errors };
}

/** Waits until the element has dealt (the fetch and the check are done). */
async function dealt(el: TechGridPoker | TechTricks | TechChess) {
  await waitUntil(() => el.match !== null, 'the game is dealt', { timeout: 10_000 });
  await el.updateComplete;
}

describe('cards-src and rules-src', () => {
  afterEach(() => localStorage.clear());

  it('waits for the cards, then plays with the card of the file in place of the built-in one, and says so', async () => {
    const { el, errors } = await mount(
      `<tech-grid-poker players="2" seed="${SEED}" bot-pace="0" cards-src="${FIXTURES}/one.card"></tech-grid-poker>`,
    );
    // Never blank while the file is on its way.
    expect(el.match).to.equal(null);
    expect(text($(el, '[part~="notice"]'))).to.equal(`Loading cards from ${location.origin}${FIXTURES}/one.card…`);
    await dealt(el);
    expect(el.deck!.find((c) => c.id === 'science-7')!.name).to.equal('Plate Tectonics');
    expect(el.deck!.filter((c) => c.id !== 'science-7')).to.deep.equal(deck.filter((c) => c.id !== 'science-7'));
    expect(labels(el)).to.include('Plate Tectonics');
    expect(labels(el)).to.not.include('Earth Sciences');
    expect(text($(el, '[part="source"]'))).to.equal(
      `Cards from ${location.origin}${FIXTURES}/one.card: Plate Tectonics in place of the built-in card of the same value and domain.`,
    );
    expect(errors).to.deep.equal([]);
    await answerByClicks(el);
    expect(el.match!.log.length).to.be.greaterThan(0);
    await expect(el).to.be.accessible();
  });

  it('lists the located problems of a bad card file, fires tech-error, and plays the built-in deck', async () => {
    const url = `${location.origin}${FIXTURES}/bad-third.cards`;
    const { el, errors } = await mount(
      `<tech-grid-poker players="2" seed="${SEED}" bot-pace="0" cards-src="${FIXTURES}/bad-third.cards"></tech-grid-poker>`,
    );
    await dealt(el);
    const notice = $(el, '.source.failed');
    expect(notice!.getAttribute('role')).to.equal('status');
    expect(text(notice)).to.include(
      `Cards from ${url} can't be used, so this game is played with the built-in cards and rules.`,
    );
    expect(text(notice)).to.include(`${url}:27:16: unknown word "Exchnage"`);
    expect(text(notice)).to.include('Did you mean "exchange"?');
    expect(text(notice!.querySelector('pre'))).to.include('27 | effect: Rent – Exchnage');
    expect(errors.map((e) => e.detail.source)).to.deep.equal(['cards-src']);
    expect(errors[0].detail.game).to.equal('grid-poker');
    expect(errors[0].detail.messages).to.have.length(1);
    expect(errors[0].detail.messages[0]).to.match(
      new RegExp(`^${url.replace(/[.?]/g, '\\$&')}:27:16: unknown word "Exchnage"\\n27 \\| effect: Rent`),
    );
    // None of the file's cards plays (its first card is good): the built-in deck does.
    expect(el.deck).to.equal(null);
    expect(labels(el)).to.include('Earth Sciences');
    expect(labels(el)).to.not.include('Plate Tectonics');
    await answerByClicks(el);
    expect(el.match!.log.length).to.be.greaterThan(0);
    await expect(el).to.be.accessible();
  });

  it('lists a zone the game lacks at its line and column (a slip: "the markt"), and plays the built-in deck', async () => {
    const url = `${location.origin}${FIXTURES}/zone-slip.card`;
    const { el, errors } = await mount(
      `<tech-grid-poker players="2" seed="${SEED}" bot-pace="0" cards-src="${FIXTURES}/zone-slip.card"></tech-grid-poker>`,
    );
    await dealt(el);
    expect(text$(el)).to.include(`${url}:9:38: "the markt" is not a zone of Tech Grid Poker (grid-poker.rules)`);
    expect(text$(el)).to.include('Did you mean "the market"?');
    expect(errors.map((e) => e.detail.source)).to.deep.equal(['cards-src']);
    expect(el.deck).to.equal(null);
    expect(labels(el)).to.not.include('Plate Tectonics');
  });

  // A file at the size limit made of broken lines: the page used to freeze for minutes listing every one
  // of its hundred thousand problems (2 million elements). Now the first 50 are listed, then how many more.
  for (const [attribute, kind] of [
    ['cards-src', 'cards'],
    ['rules-src', 'rules'],
  ] as const) {
    it(`lists the first 50 problems of a ${kind} file at the size limit, then how many more, and plays`, async function () {
      this.timeout(60_000); // generous: the check takes well under a second; listing every problem took minutes
      const huge = 'x\n'.repeat(SOURCE_LIMIT / 2);
      const src = URL.createObjectURL(new Blob([huge], { type: 'text/plain' }));
      try {
        const { el, errors } = await mount(
          `<tech-grid-poker players="2" seed="${SEED}" bot-pace="0" ${attribute}="${src}"></tech-grid-poker>`,
        );
        await waitUntil(() => el.match !== null, 'the game is dealt', { timeout: 50_000 });
        await el.updateComplete;
        const notice = $(el, '.source.failed')!;
        const items = notice.querySelectorAll('li');
        expect(items).to.have.length(PROBLEMS_SHOWN);
        expect(items[0].textContent).to.include(`${src}:1:`);
        const messages = errors[0].detail.messages;
        expect(messages).to.have.length(PROBLEMS_SHOWN + 1);
        const more = /^and ([\d,]+) more problems$/.exec(messages[PROBLEMS_SHOWN])!;
        const count = PROBLEMS_SHOWN + Number(more[1].replace(/,/g, ''));
        expect(count).to.be.greaterThan(SOURCE_LIMIT / 2 - 1);
        expect(text(notice)).to.include(`The ${kind} file's ${count.toLocaleString('en')} problems:`);
        expect(text(notice.querySelector('.more'))).to.equal(`And ${more[1]} more problems.`);
        expect(el.shadowRoot!.querySelectorAll('*').length).to.be.lessThan(2_000);
        expect(labels(el)).to.include('Earth Sciences'); // the built-in deck plays
      } finally {
        URL.revokeObjectURL(src);
      }
    });
  }

  it('reports an address that answers 404, and plays the built-in deck', async () => {
    const url = `${location.origin}${FIXTURES}/no-such-file.card`;
    const { el, errors } = await mount(
      `<tech-grid-poker players="2" seed="${SEED}" bot-pace="0" cards-src="${FIXTURES}/no-such-file.card"></tech-grid-poker>`,
    );
    await dealt(el);
    expect(text($(el, '.source.failed'))).to.include(`${url}: the address answered 404`);
    expect(errors.map((e) => [e.detail.source, e.detail.messages.length])).to.deep.equal([['cards-src', 1]]);
    expect(errors[0].detail.messages[0]).to.include(`${url}: the address answered 404`);
    expect(labels(el)).to.include('Earth Sciences');
  });

  it('reports a rules file for another game at its game line, and plays the built-in rules', async () => {
    const url = `${location.origin}/rules/tech-chess.rules`;
    const { el, errors } = await mount(
      '<tech-grid-poker players="2" seed="4" bot-pace="0" rules-src="/rules/tech-chess.rules"></tech-grid-poker>',
    );
    await dealt(el);
    expect(text($(el, '.source.failed'))).to.include(`Rules from ${url} can't be used`);
    expect(text($(el, '.source.failed'))).to.match(
      /tech-chess\.rules:\d+:7: this rules file is for Tech Chess, not Tech Grid Poker/,
    );
    expect(errors.map((e) => e.detail.source)).to.deep.equal(['rules-src']);
    expect(errors[0].detail.messages[0]).to.include('this rules file is for Tech Chess, not Tech Grid Poker');
    expect(el.rules).to.equal(null);
    expect($(el, '[role="grid"]')).to.exist;
  });

  it('reports rules that compile but that the game cannot play, after trying them, and plays the built-in rules', async () => {
    const text = (await (await fetch('/rules/tech-chess.rules')).text()).replace(/^( *pawn-promotion: )no\b/m, '$1yes');
    expect(text).to.match(/pawn-promotion: yes/);
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    try {
      const { el, errors } = await mount<TechChess>(
        `<tech-chess seed="3" bot-pace="0" rules-src="${url}"></tech-chess>`,
      );
      await dealt(el);
      const notice = text$(el);
      expect(notice).to.include(`${url}: Tech Chess can't be played with these rules:`);
      expect(notice).to.include('pawn-promotion: no is the only value Tech Chess plays');
      expect(errors.map((e) => [e.detail.game, e.detail.source])).to.deep.equal([['tech-chess', 'rules-src']]);
      expect(el.rules).to.equal(null);
      expect(el.shadowRoot!.querySelector('[role="grid"]')).to.exist;
    } finally {
      URL.revokeObjectURL(url);
    }
  });

  it("plays a game's own rules file from an address, and says so", async () => {
    const { el, errors } = await mount(
      '<tech-grid-poker players="2" seed="4" bot-pace="0" rules-src="/rules/grid-poker.rules"></tech-grid-poker>',
    );
    await dealt(el);
    expect(errors).to.deep.equal([]);
    expect(el.rules!.id).to.equal('grid-poker');
    expect(el.rules).to.deep.equal(game.rules);
    expect(text($(el, '[part="source"]'))).to.equal(`Rules from ${location.origin}/rules/grid-poker.rules.`);
  });

  it('reads players against the rules in play: a rules file for 2 to 5 players refuses 1 and 6, and deals 5', async () => {
    for (const players of ['1', '6']) {
      const { el, errors } = await mount(
        `<tech-grid-poker players="${players}" seed="4" bot-pace="0" rules-src="${FIXTURES}/two-to-five.rules"></tech-grid-poker>`,
      );
      await waitUntil(() => el.rules !== null, 'the rules are loaded', { timeout: 10_000 });
      await el.updateComplete;
      expect(el.match).to.equal(null);
      await waitUntil(() => errors.length > 0, 'the attribute is refused', { timeout: 10_000 });
      expect(text(el.shadowRoot)).to.include(`players should be a whole number from 2 to 5; it is "${players}".`);
      expect(errors.map((e) => e.detail.source)).to.deep.equal(['attributes']);
    }
    const { el, errors } = await mount(
      `<tech-grid-poker players="5" seed="4" bot-pace="0" rules-src="${FIXTURES}/two-to-five.rules"></tech-grid-poker>`,
    );
    await dealt(el);
    expect(errors).to.deep.equal([]);
    expect(el.match!.config.players).to.equal(5);
  });

  it('loads again when the attribute changes: other cards replay the game, none gives the built-in deck back', async () => {
    const { el } = await mount(
      `<tech-grid-poker players="2" seed="${SEED}" bot-pace="0" cards-src="${FIXTURES}/one.card"></tech-grid-poker>`,
    );
    await dealt(el);
    await answerByClicks(el);
    const match = el.match;
    el.cardsSrc = `${FIXTURES}/three.cards`;
    await el.updateComplete;
    expect(text($(el, '[part="source"]'))).to.equal(`Loading cards from ${location.origin}${FIXTURES}/three.cards…`);
    await waitUntil(() => el.deck?.some((c) => c.name === 'Papyrus'), 'the three cards are loaded', {
      timeout: 10_000,
    });
    await el.updateComplete;
    expect(text($(el, '[part="source"]'))).to.include(
      'Plate Tectonics, Papyrus and Open Standards in place of the built-in cards',
    );
    expect(el.match!.log.length).to.equal(match!.log.length); // the same game, replayed with the new cards
    el.cardsSrc = '';
    await el.updateComplete;
    expect(el.deck).to.equal(null);
    expect($(el, '[part="source"]')).to.equal(null);
    expect(labels(el)).to.include('Earth Sciences');
  });

  it('keeps the saved game while the cards fail, and resumes it once they load', async () => {
    const key = 'cards-src-save';
    const attrs = `players="2" seed="${SEED}" bot-pace="0" save-key="${key}"`;
    const first = (await mount(`<tech-grid-poker ${attrs} cards-src="${FIXTURES}/one.card"></tech-grid-poker>`)).el;
    await dealt(first);
    await answerByClicks(first);
    const log = first.match!.log.map((e) => e.action);
    const saved = localStorage.getItem(key);
    expect(saved).to.not.equal(null);
    first.remove();

    const failing = (
      await mount(`<tech-grid-poker ${attrs} cards-src="${FIXTURES}/bad-third.cards"></tech-grid-poker>`)
    ).el;
    await dealt(failing);
    expect(text($(failing, '.source.failed'))).to.include('is not saved (the saved game is kept for when they load)');
    expect(failing.match!.log).to.have.length(0); // a new game of the built-in deck, not the save
    await answerByClicks(failing);
    // A new game, which forgets the save of a game that is stored, leaves this one too.
    const newGame = [...failing.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="header"] button')].find(
      (b) => b.textContent === 'New game',
    )!;
    newGame.click();
    await failing.updateComplete;
    expect(failing.match!.log).to.have.length(0);
    expect(localStorage.getItem(key)).to.equal(saved);
    failing.remove();

    const again = (await mount(`<tech-grid-poker ${attrs} cards-src="${FIXTURES}/one.card"></tech-grid-poker>`)).el;
    await dealt(again);
    expect(again.match!.log.map((e) => e.action)).to.deep.equal(log);
    expect(again.deck!.find((c) => c.id === 'science-7')!.name).to.equal('Plate Tectonics');
  });

  it('works in every game element: <tech-tricks> plays with the cards too', async () => {
    const { el, errors } = await mount<TechTricks>(
      `<tech-tricks players="3" seed="2" bot-pace="0" cards-src="${FIXTURES}/three.cards"></tech-tricks>`,
    );
    await dealt(el);
    expect(errors).to.deep.equal([]);
    expect(el.deck!.find((c) => c.id === 'knowledge-2')!.name).to.equal('Papyrus');
    expect(text(el.shadowRoot!.querySelector('[part="source"]'))).to.include(
      'Plate Tectonics, Papyrus and Open Standards',
    );
  });

  it('<tech-bughouse> plays its own rules file from an address, and its two decks take the cards of a file', async () => {
    const { el, errors } = await mount<TechTricks>(
      `<tech-bughouse seed="2" bot-pace="0" rules-src="/rules/bughouse.rules" cards-src="${FIXTURES}/three.cards"></tech-bughouse>`,
    );
    await dealt(el);
    expect(errors).to.deep.equal([]);
    expect(el.rules!.id).to.equal('bughouse');
    expect(el.deck!.find((c) => c.id === 'knowledge-2')!.name).to.equal('Papyrus');
    expect($(el, '[role="grid"]')).to.exist;
  });
});
