/// <reference types="mocha" />
// A game element's life on a page: attributes removed as well as set, an element moved in the page
// while a bot thinks, a hot-seat game passed from hand to hand. Each holds for every game element.
import { expect, fixture, waitUntil } from '@open-wc/testing';
import '../../src/elements/chess/define.js';
import '../../src/elements/grid-poker/define.js';
import '../../src/elements/poker-squared/define.js';
import '../../src/elements/tricks/define.js';
import type { TechErrorEvent } from '../../src/elements/events.js';
import type { TechGameElement } from '../../src/elements/shared/game-element.js';
import type { TableState } from '../../src/engine/state.js';
import type { TableView } from '../../src/engine/view.js';
import type { TechGridPoker } from '../../src/elements/grid-poker/grid-poker.js';
import * as gridPoker from './grid-poker-driver.js';

type GameElement = TechGameElement<TableState, TableView>;

const FIXTURES = '/test/fixtures/cards-src';
const camel = (attribute: string) => attribute.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** Each game element, its rules file, and a good value of each attribute it takes (its own ones last). */
const ELEMENTS = [
  { tag: 'tech-grid-poker', rules: 'grid-poker', players: '3', own: [['bidding', '']] },
  { tag: 'tech-tricks', rules: 'tricks-of-the-trade', players: '4', own: [] },
  { tag: 'tech-chess', rules: 'tech-chess', players: '2', own: [] },
  { tag: 'tech-poker-squared', rules: 'poker-squared', players: '2', own: [['variant', 'tech']] },
] as const;

function attributes(e: (typeof ELEMENTS)[number]): [string, string][] {
  return [
    ['players', e.players],
    ['humans', '2'],
    ['seed', '5'],
    ['bot-level', 'random'],
    ['bot-pace', '0'],
    ['save-key', 'lifecycle-save'],
    ['theme', 'dark'],
    ['cards-src', `${FIXTURES}/one.card`],
    ['rules-src', `/rules/${e.rules}.rules`],
    ...e.own.map(([name, value]) => [name, value] as [string, string]),
  ];
}

/** Every error the page did not catch while `run` ran (a throw in a Lit update ends up here). */
async function uncaught(run: () => Promise<void>): Promise<string[]> {
  const errors: string[] = [];
  const onError = (e: ErrorEvent) => errors.push(e.message);
  const onRejection = (e: PromiseRejectionEvent) => errors.push(String((e.reason as Error)?.message ?? e.reason));
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  try {
    await run();
    await new Promise((resolve) => setTimeout(resolve)); // a rejection is reported after the task that made it
  } finally {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  }
  return errors;
}

describe('a game element on a page', () => {
  afterEach(() => localStorage.clear());

  describe('removing an attribute goes back to its default', () => {
    for (const e of ELEMENTS) {
      for (const [name, value] of attributes(e)) {
        it(`<${e.tag}>: ${name}`, async () => {
          const fresh = document.createElement(e.tag) as unknown as Record<string, unknown>;
          const prop = camel(name);
          const errors: TechErrorEvent[] = [];
          const others = Object.entries({ 'bot-pace': '0', seed: '3' }).filter(([other]) => other !== name).map(([other, v]) => `${other}="${v}"`);
          const container = await fixture<HTMLDivElement>(`<div><${e.tag} ${others.join(' ')} ${name}="${value}"></${e.tag}></div>`);
          container.addEventListener('tech-error', (ev) => errors.push(ev as TechErrorEvent));
          const el = container.firstElementChild as unknown as GameElement & Record<string, unknown>;
          await el.updateComplete;
          await waitUntil(() => el.match !== null, 'the game is dealt', { timeout: 10_000 });
          await el.updateComplete;
          expect(el[prop], 'the attribute is read').to.not.deep.equal(fresh[prop]);
          const thrown = await uncaught(async () => {
            el.removeAttribute(name);
            await el.updateComplete;
          });
          expect(thrown).to.deep.equal([]);
          expect(el[prop], 'the default').to.deep.equal(fresh[prop]);
          expect(el.hasAttribute(name), 'nothing reflected back').to.equal(false);
          expect(errors.map((ev) => ev.detail.messages.join(' '))).to.deep.equal([]);
          await waitUntil(() => el.match !== null, 'a game is under way', { timeout: 10_000 });
          await el.updateComplete;
          expect(el.shadowRoot!.querySelector('[part~="notice"]'), 'no notice').to.equal(null);
          if (name === 'cards-src' || name === 'rules-src') {
            // The built-in cards or rules again, and no note about an address.
            expect(el.deck).to.equal(null);
            expect(el.rules).to.equal(null);
            expect(el.shadowRoot!.querySelector('[part="source"]')).to.equal(null);
          }
          container.remove();
        });
      }
    }
  });

  it('moved in the page while a bot is to move, goes on: the bot moves once it is back', async () => {
    const container = await fixture<HTMLDivElement>('<div><tech-grid-poker players="2" seed="4" bot-pace="30"></tech-grid-poker></div>');
    const el = container.firstElementChild as TechGridPoker;
    await el.updateComplete;
    await gridPoker.answerByClicks(el); // the person's move: now the bot's turn, its move timed bot-pace later
    const moves = el.match!.log.length;
    expect(gridPoker.pendingForPerson(el), "the bot's turn").to.equal(null);
    // Moved before the bot's timer can run (all of the above ran in microtasks, the timer is a task).
    const elsewhere = document.createElement('section');
    container.append(elsewhere);
    elsewhere.append(el);
    expect(el.match!.log.length, 'the bot has not moved yet').to.equal(moves);
    await waitUntil(() => el.match!.log.length > moves, "the bot's move comes", { timeout: 10_000 });
    container.remove();
  });
});
