/// <reference types="mocha" />
// The `deck` and `rules` properties a page sets are checked as attributes are: a value that is not
// cards or rules the game can play is refused with a message above the table and `tech-error`, the
// built-in cards and rules are played, and nothing is thrown.
import { expect, fixture, waitUntil } from '@open-wc/testing';
import deckJson from '../../src/data/deck.json' with { type: 'json' };
import rulesJson from '../../src/data/rules.json' with { type: 'json' };
import type { Card, Rules } from '../../src/dsl/runtime.js';
import '../../src/elements/bughouse/define.js';
import '../../src/elements/chess/define.js';
import type { TechErrorEvent } from '../../src/elements/events.js';
import '../../src/elements/grid-poker/define.js';
import '../../src/elements/poker-squared/define.js';
import type { TechGameElement } from '../../src/elements/shared/game-element.js';
import '../../src/elements/tricks/define.js';
import type { TableState } from '../../src/engine/state.js';
import type { TableView } from '../../src/engine/view.js';
import { uncaught } from './page-errors.js';

type GameElement = TechGameElement<TableState, TableView>;

const deck = deckJson as Card[];
const allRules = rulesJson as unknown as Record<string, Rules>;
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

const ELEMENTS = [
  { tag: 'tech-grid-poker', id: 'grid-poker', other: 'tech-chess' },
  { tag: 'tech-tricks', id: 'tricks-of-the-trade', other: 'grid-poker' },
  { tag: 'tech-chess', id: 'tech-chess', other: 'grid-poker' },
  { tag: 'tech-poker-squared', id: 'poker-squared', other: 'grid-poker' },
  { tag: 'tech-bughouse', id: 'bughouse', other: 'tech-chess' },
] as const;

/** Property values that are not cards or rules, and the words of their refusal. */
const BAD: readonly {
  name: string;
  deck?: unknown;
  rules?: (id: string, other: string) => unknown;
  source: 'deck' | 'rules';
  words: string;
}[] = [
  { name: 'deck=[{}]', deck: [{}], source: 'deck', words: 'deck[0] has no id.' },
  { name: 'deck="abc"', deck: 'abc', source: 'deck', words: 'deck should be an array of the compiled cards' },
  { name: 'deck=[]', deck: [], source: 'deck', words: 'deck is empty' },
  { name: 'deck=42', deck: 42, source: 'deck', words: 'it is a number (42)' },
  {
    name: 'a card without a domain',
    deck: deck.map((c, i) => (i === 3 ? { ...c, domain: 'music' } : c)),
    source: 'deck',
    words: `deck[3] (${deck[3].id}) has the domain a string ("music")`,
  },
  {
    name: 'a card twice',
    deck: [...deck, deck[0]],
    source: 'deck',
    words: `deck[${deck.length}] (${deck[0].id}) has the id of deck[0]`,
  },
  { name: 'rules={}', rules: () => ({}), source: 'rules', words: 'rules should be the compiled rules of' },
  { name: 'rules=[]', rules: () => [], source: 'rules', words: 'they are an array' },
  { name: "another game's rules", rules: (_, other) => allRules[other], source: 'rules', words: 'rules are for' },
  {
    name: 'rules without phases',
    rules: (id) => ({ ...allRules[id], phases: undefined }),
    source: 'rules',
    words: 'rules have no phases',
  },
];

async function mount(tag: string, set: (el: GameElement) => void) {
  const errors: TechErrorEvent[] = [];
  const container = document.createElement('div');
  container.addEventListener('tech-error', (e) => errors.push(e as TechErrorEvent));
  const el = document.createElement(tag) as GameElement;
  el.setAttribute('seed', '3');
  el.setAttribute('bot-pace', '0');
  set(el); // before the element is on the page: its first deal is with them
  container.append(el);
  await fixture(container);
  await el.updateComplete;
  return { el, errors, container };
}

describe('the deck and rules properties', () => {
  afterEach(() => localStorage.clear());

  for (const e of ELEMENTS) {
    describe(`<${e.tag}>`, () => {
      for (const bad of BAD) {
        it(`refuses ${bad.name} with a message and tech-error, and plays the built-in cards and rules`, async () => {
          let mounted: Awaited<ReturnType<typeof mount>> | null = null;
          const thrown = await uncaught(async () => {
            mounted = await mount(e.tag, (el) => {
              if ('deck' in bad) el.deck = bad.deck as Card[];
              if (bad.rules) el.rules = bad.rules(e.id, e.other) as Rules;
            });
          });
          expect(thrown).to.deep.equal([]);
          const { el, errors, container } = mounted!;
          const notice = el.shadowRoot!.querySelector('[part~="refused"]');
          expect(text(notice)).to.include(`The ${bad.source} property can't be used`);
          expect(text(notice)).to.include(bad.words);
          expect(notice!.getAttribute('role')).to.equal('status');
          expect(errors.map((ev) => ev.detail.source)).to.deep.equal([bad.source]);
          expect(errors[0].detail.game).to.equal(e.id);
          expect(errors[0].detail.messages.join(' ')).to.include(bad.words);
          // The built-in game is dealt and on screen.
          expect(el.match).to.not.equal(null);
          expect(el.shadowRoot!.querySelector('[role="grid"], .handoff')).to.exist;
          await expect(el).to.be.accessible();
          container.remove();
        });
      }

      it('refuses cards of the right shape that the game cannot play, after trying them', async () => {
        // Every card's effect has a step the engine has no handler for: the shape is right, the game breaks.
        const broken = deck.map((c) => ({
          ...c,
          effect: { keyword: 'Broken', text: 'Does nothing known.', steps: [{ kind: 'no-such-step' }] },
        })) as unknown as Card[];
        const { el, errors, container } = await mount(e.tag, (el) => {
          if (e.tag === 'tech-poker-squared') el.setAttribute('variant', 'tech'); // the standard variant plays no Tech Deck card
          el.deck = broken;
        });
        expect(errors.map((ev) => ev.detail.source)).to.deep.equal(['deck']);
        expect(errors[0].detail.messages[0]).to.match(/can't be played with these cards: ./);
        expect(el.match).to.not.equal(null);
        container.remove();
      });

      it('takes a good deck and rules, and refuses a bad one set during the game, going back to the built-in ones', async () => {
        const renamed = deck.map((c, i) => (i === 0 ? { ...c, name: 'Renamed Card' } : c));
        const { el, errors, container } = await mount(e.tag, (el) => {
          el.deck = renamed;
          el.rules = allRules[e.id];
        });
        expect(errors).to.deep.equal([]);
        expect(el.shadowRoot!.querySelector('[part~="refused"]')).to.equal(null);
        const thrown = await uncaught(async () => {
          el.deck = [{}] as unknown as Card[];
          await el.updateComplete;
        });
        expect(thrown).to.deep.equal([]);
        expect(errors.map((ev) => ev.detail.source)).to.deep.equal(['deck']);
        expect(text(el.shadowRoot!.querySelector('[part~="refused"]'))).to.include('deck[0] has no id');
        expect(el.match).to.not.equal(null);
        // Set right again, the notice goes.
        el.deck = null;
        await el.updateComplete;
        expect(el.shadowRoot!.querySelector('[part~="refused"]')).to.equal(null);
        expect(errors).to.have.length(1);
        container.remove();
      });
    });
  }

  it('refuses a deck whose game is over before it begins', async () => {
    const few = deck.filter((c) => c.domain === 'science').slice(0, 2);
    const { el, errors, container } = await mount('tech-grid-poker', (el) => (el.deck = few));
    expect(errors.map((ev) => ev.detail.messages)).to.deep.equal([
      ["Tech Grid Poker can't be played with these cards: the game is over before its first move"],
    ]);
    expect(el.match).to.not.equal(null);
    expect(el.shadowRoot!.querySelector('[role="grid"]')).to.exist;
    container.remove();
  });

  it('says what is wrong with both at once', async () => {
    const { el, errors, container } = await mount('tech-grid-poker', (el) => {
      el.deck = 'abc' as unknown as Card[];
      el.rules = {} as Rules;
    });
    expect(errors.map((ev) => ev.detail.source)).to.deep.equal(['deck', 'rules']);
    expect(text(el.shadowRoot!.querySelector('[part~="refused"]'))).to.include(
      "The deck and rules properties can't be used, so this game is played with the built-in cards and rules.",
    );
    await waitUntil(() => el.match !== null, 'the game is dealt');
    container.remove();
  });
});
