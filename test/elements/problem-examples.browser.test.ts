/// <reference types="mocha" />
// A problem's example (`= for example: "…"` on the command line: one correct sentence close to what was
// written) shown where a designer reads problems in the page: the card editor's status line and list, and
// a game element's notice of `cards-src`. And a `rules-src` naming a procedure the game does not define,
// refused at the name before any game is tried.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { TechCardEditor } from '../../src/elements/card-editor/card-editor.js';
import '../../src/elements/card-editor/define.js';
import type { TechErrorEvent } from '../../src/elements/events.js';
import '../../src/elements/grid-poker/define.js';
import type { TechGridPoker } from '../../src/elements/grid-poker/grid-poker.js';

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const ROBOTICS = '/cards/technology/13-robotics.card';
const BROKEN = 'Automate – Exchange a card in play with.';
const EXAMPLE = 'Exchange a card in play with a card from your hand.';
const withEffect = async (effect: string) =>
  (await (await fetch(ROBOTICS)).text()).replace(/^effect: .*$/m, `effect: ${effect}`);

describe("a problem's example in the page", () => {
  it('<tech-card-editor>: the status line and the problem list say it, even when the hint is left out', async () => {
    const el = await fixture<TechCardEditor>(
      html`<tech-card-editor style="width: 960px" path="cards/technology/13-robotics.card" .delay=${0} .value=${await withEffect(BROKEN)}></tech-card-editor>`,
    );
    await waitUntil(() => el.problems.length > 0, 'the text is checked');
    await el.updateComplete;
    await expect(el).to.be.accessible();
    const [problem] = el.problems;
    expect(problem.example).to.equal(EXAMPLE);
    const status = text(el.shadowRoot!.querySelector('#status'));
    expect(status).to.include(`For example: "${EXAMPLE}"`);
    expect(status).to.match(/^1 problem: line 9, column \d+: the sentence ends too early: .*\. For example: /);
    expect(text(el.shadowRoot!.querySelector('.problems li .example'))).to.equal(`For example: ${EXAMPLE}`);
  });

  it("a game element's cards-src notice says it under the hint", async () => {
    const card = await withEffect(BROKEN);
    const realFetch = window.fetch;
    window.fetch = async () => new Response(card);
    try {
      const errors: TechErrorEvent[] = [];
      const container = document.createElement('div');
      container.addEventListener('tech-error', (e) => errors.push(e as TechErrorEvent));
      const el = document.createElement('tech-grid-poker') as TechGridPoker;
      for (const [name, value] of Object.entries({
        players: '2',
        seed: '3',
        'bot-pace': '0',
        'cards-src': '/robotics.card',
      }))
        el.setAttribute(name, value);
      container.append(el);
      await fixture(container);
      await waitUntil(
        () => el.match !== null && el.shadowRoot!.querySelector('.source.failed') !== null,
        'the game is dealt with the built-in cards',
      );
      await el.updateComplete;
      expect(text(el.shadowRoot!.querySelector('.source.failed li .example'))).to.equal(`For example: ${EXAMPLE}`);
      expect(errors[0].detail.messages[0]).to.include(`= for example: "${EXAMPLE}"`);
      container.remove();
    } finally {
      window.fetch = realFetch;
    }
  });

  it('a rules-src that names a procedure the game does not define is refused at the name', async () => {
    const rules = (await (await fetch('/rules/grid-poker.rules')).text()).replace(
      'procedure grid-poker',
      'procedure draft-market',
    );
    const line = rules.split('\n').findIndex((l) => l.includes('procedure draft-market')) + 1;
    const realFetch = window.fetch;
    window.fetch = async () => new Response(rules);
    try {
      const container = document.createElement('div');
      const el = document.createElement('tech-grid-poker') as TechGridPoker;
      for (const [name, value] of Object.entries({
        players: '2',
        seed: '3',
        'bot-pace': '0',
        'rules-src': '/market.rules',
      }))
        el.setAttribute(name, value);
      container.append(el);
      await fixture(container);
      await waitUntil(
        () => el.match !== null && el.shadowRoot!.querySelector('.source.failed') !== null,
        'the game is dealt with the built-in rules',
      );
      await el.updateComplete;
      const notice = text(el.shadowRoot!.querySelector('.source.failed'));
      expect(notice).to.include(
        `${location.origin}/market.rules:${line}:49: Tech Grid Poker has no procedure "draft-market"`,
      );
      expect(notice).to.include("Tech Grid Poker's are choose-company, create-solo-company");
      expect(notice).to.not.include("can't be played"); // refused by the check, not by a game that broke
      container.remove();
    } finally {
      window.fetch = realFetch;
    }
  });
});
