/// <reference types="mocha" />
// Issue 20: "Every behaviour that the rule books and the house rulings don't state, and that the code
// decides, appears as a named ruling in its rules file with its reason. The element's Rules dialog shows
// these rulings under 'House rulings'": each ruling with its value, its pointer and its reason, the words
// the rules file gives after the pointer.
import { expect, waitUntil } from '@open-wc/testing';
import '../../src/elements/grid-poker/define.js';
import type { TechGridPoker } from '../../src/elements/grid-poker/grid-poker.js';
import { $, $$, game } from './grid-poker-driver.js';
import { mountGame } from './game-driver.js';

const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('the Rules dialog: house rulings with their reasons', () => {
  afterEach(() => localStorage.clear());

  it("shows each ruling with its reason, this project's own marked", async () => {
    const el = await mountGame<TechGridPoker>('tech-grid-poker', 'seed="1" bot-pace="0"');
    const listed = () => $$<HTMLElement>(el, 'dialog.help [part~="house-rulings"] li');
    const ruling = (name: string) => text(listed().find((li) => li.dataset.ruling === name) ?? null);
    expect($(el, 'dialog.help #house-rulings-title')!.textContent).to.equal('House rulings');
    expect(ruling('bet-sizes')).to.equal(
      "bet sizes: 1, 2, 3, 5, 10 (GX2, this project's) — G11 names no sizes: a few small ones, each at most what the poorest player still in can match",
    );
    expect(ruling('tied-market-pick')).to.equal(
      'tied market pick: first in turn order (G4) — … and the first of them in turn order picks the market card (or: last in turn order)',
    );
    // A ruling whose line gives no reason shows its pointer alone.
    expect(ruling('equal-scores-share-win')).to.equal('equal scores share win: yes (G10)');
    // Every ruling of this project's own gives its reason.
    const invented = listed().filter((li) => /X\d+, this project's\)/.test(text(li)));
    expect(invented.length).to.be.greaterThan(2);
    for (const li of invented)
      expect(li.querySelector('.reason')?.textContent ?? '', li.dataset.ruling).to.have.length.above(20);
    // Other rules, other reasons.
    const edited = structuredClone(game.rules);
    edited.rulings['an-extra-ruling'] = { value: 'yes', ruling: 'GX9' };
    edited.reasons = { ...edited.reasons, 'an-extra-ruling': 'because a designer says so' };
    el.rules = edited;
    await el.updateComplete;
    await waitUntil(() => ruling('an-extra-ruling') !== '', 'the new rules are shown');
    expect(ruling('an-extra-ruling')).to.equal(
      "an extra ruling: yes (GX9, this project's) — because a designer says so",
    );
    await expect(el).to.be.accessible();
  });
});
