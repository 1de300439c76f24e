/// <reference types="mocha" />
// A game element's life on a page: attributes removed as well as set, an element moved in the page
// while a bot thinks, a hot-seat game passed from hand to hand. Each holds for every game element.
import { expect, fixture, waitUntil } from '@open-wc/testing';
import '../../src/elements/chess/define.js';
import '../../src/elements/grid-poker/define.js';
import '../../src/elements/poker-squared/define.js';
import '../../src/elements/poker/define.js';
import '../../src/elements/tricks/define.js';
import '../../src/elements/bughouse/define.js';
import type { TechErrorEvent } from '../../src/elements/events.js';
import type { TechGameElement } from '../../src/elements/shared/game-element.js';
import type { TableState } from '../../src/engine/state.js';
import type { TableView } from '../../src/engine/view.js';
import type { TechGridPoker } from '../../src/elements/grid-poker/grid-poker.js';
import * as gridPoker from './grid-poker-driver.js';
import type { TechTricks } from '../../src/elements/tricks/tricks.js';
import * as tricks from './tricks-driver.js';
import { uncaught } from './page-errors.js';

type GameElement = TechGameElement<TableState, TableView>;

const FIXTURES = '/test/fixtures/cards-src';
const camel = (attribute: string) => attribute.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** Each game element, its rules file, and a good value of each attribute it takes (its own ones last). */
const ELEMENTS = [
  { tag: 'tech-grid-poker', rules: 'grid-poker', players: '3', own: [['bidding', '']] },
  { tag: 'tech-tricks', rules: 'tricks-of-the-trade', players: '4', own: [] },
  { tag: 'tech-chess', rules: 'tech-chess', players: '2', own: [] },
  { tag: 'tech-poker-squared', rules: 'poker-squared', players: '2', own: [['variant', 'tech']] },
  { tag: 'tech-poker', rules: 'poker', players: '3', own: [] },
  { tag: 'tech-bughouse', rules: 'bughouse', players: '4', own: [] },
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

describe('a game element on a page', () => {
  afterEach(() => localStorage.clear());

  describe('removing an attribute goes back to its default', () => {
    for (const e of ELEMENTS) {
      for (const [name, value] of attributes(e)) {
        it(`<${e.tag}>: ${name}`, async () => {
          const fresh = document.createElement(e.tag) as unknown as Record<string, unknown>;
          const prop = camel(name);
          const errors: TechErrorEvent[] = [];
          const others = Object.entries({ 'bot-pace': '0', seed: '3' })
            .filter(([other]) => other !== name)
            .map(([other, v]) => `${other}="${v}"`);
          const container = await fixture<HTMLDivElement>(
            `<div><${e.tag} ${others.join(' ')} ${name}="${value}"></${e.tag}></div>`,
          );
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

  it('takes cardsSrc and rulesSrc set to null by a script as no address', async () => {
    const container = await fixture<HTMLDivElement>(
      `<div><tech-grid-poker players="2" seed="3" bot-pace="0" cards-src="${FIXTURES}/one.card" rules-src="/rules/grid-poker.rules"></tech-grid-poker></div>`,
    );
    const el = container.firstElementChild as TechGridPoker;
    await waitUntil(() => el.deck !== null && el.rules !== null, 'the cards and rules are loaded', { timeout: 10_000 });
    const thrown = await uncaught(async () => {
      el.cardsSrc = null as unknown as string;
      el.rulesSrc = null as unknown as string;
      await el.updateComplete;
    });
    expect(thrown).to.deep.equal([]);
    expect(el.deck).to.equal(null);
    expect(el.rules).to.equal(null);
    expect(el.shadowRoot!.querySelector('[part="source"]')).to.equal(null);
    container.remove();
  });

  it('moved in the page while a bot is to move, goes on: the bot moves once it is back', async () => {
    const container = await fixture<HTMLDivElement>(
      '<div><tech-grid-poker players="2" seed="4" bot-pace="30"></tech-grid-poker></div>',
    );
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

  it("in a hot-seat game, keeps each person's private log out of the live region behind the hand-off screen", async function (this: Mocha.Context) {
    this.timeout(60_000); // a whole game: it takes longer than a click when the machine is busy
    const el = (
      await fixture<HTMLDivElement>(
        '<div><tech-tricks players="3" humans="3" seed="2" bot-pace="0"></tech-tricks></div>',
      )
    ).firstElementChild as TechTricks;
    await el.updateComplete;
    const root = el.shadowRoot!;
    const live = () => root.querySelector('.live')!.textContent ?? '';
    let handOffs = 0;
    let privateSeen = 0;
    for (let i = 0; i < 600 && tricks.game.actor(el.match!.state) !== null; i++) {
      const handOff = root.querySelector<HTMLElement>('.handoff');
      if (!handOff) {
        await tricks.answerByClicks(el);
        continue;
      }
      handOffs += 1;
      const to = tricks.game.actor(el.match!.state)!;
      const said = live();
      expect(said).to.include(`Pass the device to Player ${to + 1}`);
      for (const entry of el.match!.state.log) {
        if (!entry.to || entry.to.includes(to)) continue;
        privateSeen += 1;
        expect(said, `the live region behind the hand-off screen to Player ${to + 1}`).to.not.include(entry.text);
      }
      handOff.querySelector('button')!.click();
      await el.updateComplete;
    }
    expect(tricks.game.actor(el.match!.state), 'the game is over').to.equal(null);
    expect(handOffs, 'hand-offs checked').to.be.greaterThan(20);
    expect(privateSeen, 'private entries of others checked').to.be.greaterThan(0);
    el.parentElement!.remove();
  });
});
