/// <reference types="mocha" />
// Reading never plays (issue 18): on a phone a finger's tap on a card shows it large in the card sheet
// and plays nothing; a card of a single choice is selected, and only the sheet's "Choose …" button, the
// confirm button or a second tap plays it; a long press only reads. Real touch input (screen-commands.mjs).
import { expect } from '@open-wc/testing';
import { sendMouse, setViewport } from '@web/test-runner-commands';
import '../../src/elements/tricks/define.js';
import '../../src/elements/bughouse/define.js';
import type { TechBughouse } from '../../src/elements/bughouse/bughouse.js';
import '../../src/elements/grid-poker/define.js';
import type { TechTricks } from '../../src/elements/tricks/tricks.js';
import type { TechGridPoker } from '../../src/elements/grid-poker/grid-poker.js';
import { $, answerUntil, pendingForPerson } from './tricks-driver.js';
import * as grid from './grid-poker-driver.js';
import * as bughouse from './bughouse-driver.js';
import { mountOnScreen, saveScreenshot, SCREENS, touchTap, until } from './screen-driver.js';

const phone = SCREENS[0];
const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const sheet = (el: HTMLElement & { shadowRoot: ShadowRoot | null }) =>
  el.shadowRoot!.querySelector<HTMLElement>('.side.sheet-open');

describe('reading a card on a phone never plays it', () => {
  afterEach(async () => {
    localStorage.clear();
    await setViewport({ width: 800, height: 600 });
  });

  it("a tap on a card of a single choice shows it large and selects it; the sheet's button plays it", async function (this: Mocha.Context) {
    this.timeout(60_000);
    const el = await mountOnScreen<TechTricks>('tech-tricks', 'players="3" seed="3" bot-pace="0"', phone);
    await answerUntil(el, () => pendingForPerson(el)?.kind === 'tricks/play');
    const pending = pendingForPerson(el)!;
    const option = pending.options[0];
    const moves = el.match!.log.length;
    await touchTap(el, $(el, `[data-cell="card:${option.instance}"]`)!);
    expect(el.match!.log.length, 'the tap played nothing').to.equal(moves);
    expect(sheet(el), 'the card sheet is open').to.exist;
    const card = sheet(el)!.querySelector('tech-card')!;
    expect(card.getBoundingClientRect().width).to.be.greaterThan(phone.width * 0.6);
    expect((card as HTMLElement & { card: { id: string } }).card.id).to.equal(option.card);
    const button = sheet(el)!.querySelector<HTMLButtonElement>('.reader-act')!;
    expect(text(button)).to.match(/^Choose /);
    expect($(el, `[data-cell="card:${option.instance}"]`)!.classList.contains('selected'), 'the card is selected').to.be
      .true;
    expect(text($(el, '[data-cell="confirm"]'))).to.equal(`Choose ${option.label}`);
    await expect(el).to.be.accessible();
    await saveScreenshot('screens/tricks-phone-card-sheet');
    await touchTap(el, button);
    expect(el.match!.log.length, "the sheet's button played it").to.be.greaterThan(moves);
    expect(sheet(el), 'and closed the sheet').to.not.exist;
    el.remove();
  });

  it('a second tap on the selected card plays it; a tap on another option only moves the selection', async function (this: Mocha.Context) {
    this.timeout(60_000);
    const el = await mountOnScreen<TechTricks>('tech-tricks', 'players="3" seed="3" bot-pace="0"', phone);
    await answerUntil(
      el,
      () => pendingForPerson(el)?.kind === 'tricks/play' && pendingForPerson(el)!.options.length > 1,
    );
    const [first, second] = pendingForPerson(el)!.options;
    const moves = el.match!.log.length;
    const cell = (o: typeof first) => $(el, `[data-cell="card:${o.instance}"]`)!;
    await touchTap(el, cell(first));
    // The sheet covers the hand: the reader closes it (Escape, or a tap beside it) and taps another card.
    el.shadowRoot!.querySelector<HTMLElement>('.sheet-close')!.click();
    await el.updateComplete;
    expect(sheet(el)).to.not.exist;
    await touchTap(el, cell(second));
    expect(el.match!.log.length).to.equal(moves);
    expect(cell(first).classList.contains('selected')).to.be.false;
    expect(cell(second).classList.contains('selected')).to.be.true;
    el.shadowRoot!.querySelector<HTMLElement>('.sheet-close')!.click();
    await el.updateComplete;
    await touchTap(el, cell(second));
    expect(el.match!.log.length, 'the second tap played it').to.be.greaterThan(moves);
    expect(el.match!.log[moves].action).to.deep.equal({ type: 'choose', picks: [1] });
    el.remove();
  });

  it('a tap on a card that is not an option reads it, with no refusal; a long press reads an option without selecting it', async function (this: Mocha.Context) {
    this.timeout(60_000);
    const el = await mountOnScreen<TechGridPoker>('tech-grid-poker', 'players="2" seed="3" bot-pace="0"', phone);
    const moves = el.match!.log.length;
    const market = grid.$$(el, '.market .card-cell')[0];
    await touchTap(el, market);
    expect(el.match!.log.length).to.equal(moves);
    expect(sheet(el)).to.exist;
    expect(sheet(el)!.querySelector('.reader-act'), 'nothing to choose: no button').to.not.exist;
    expect(grid.$(el, '[part="refusal"]')).to.not.exist;
    sheet(el)!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await el.updateComplete;
    expect(sheet(el), 'Escape closes the sheet').to.not.exist;
    // A long press: Chromium fires contextmenu for it, as a PointerEvent from a finger.
    const target = grid.$$(el, '.hand-row .card-cell.target')[0];
    target.dispatchEvent(
      new PointerEvent('contextmenu', { pointerType: 'touch', bubbles: true, composed: true, cancelable: true }),
    );
    await el.updateComplete;
    expect(sheet(el)).to.exist;
    expect(target.classList.contains('selected')).to.be.false;
    expect(el.match!.log.length).to.equal(moves);
    el.remove();
  });

  it('a tap in a choice of several selects, and the confirm button plays; mouse clicks still play at once', async function (this: Mocha.Context) {
    this.timeout(60_000);
    const el = await mountOnScreen<TechGridPoker>('tech-grid-poker', 'players="2" seed="3" bot-pace="0"', phone);
    const pending = grid.pendingForPerson(el)!;
    expect(pending.kind).to.equal('grid/company');
    const moves = el.match!.log.length;
    for (const o of pending.options.slice(0, 2)) await touchTap(el, grid.$(el, `[data-cell="card:${o.instance}"]`)!);
    expect(el.match!.log.length).to.equal(moves);
    expect(sheet(el), 'selecting opens no sheet').to.not.exist;
    await touchTap(el, grid.$(el, '[data-cell="confirm"]')!);
    expect(el.match!.log.length).to.be.greaterThan(moves);
    // A mouse's click on a card of a single choice plays it, as before.
    await grid.answerUntil(
      el,
      () =>
        !!grid.pendingForPerson(el) &&
        !grid.pendingForPerson(el)!.kind?.startsWith('grid/company') &&
        grid.pendingForPerson(el)!.max === 1 &&
        grid.pendingForPerson(el)!.min === 1 &&
        grid.pendingForPerson(el)!.options.some((o) => o.instance),
    );
    const single = grid.pendingForPerson(el)!;
    const before = el.match!.log.length;
    const option = single.options.find((o) => o.instance)!;
    const box = grid.$(el, `[data-cell="card:${option.instance}"]`)!.getBoundingClientRect();
    await sendMouse({
      type: 'click',
      position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)],
    });
    await until(() => el.match!.log.length > before, 'the move of a mouse click');
    el.remove();
  });

  it('<tech-bughouse>: a tap on a card offered at the setup shows it large and plays nothing; the sheet plays it', async function (this: Mocha.Context) {
    this.timeout(60_000);
    const el = await mountOnScreen<TechBughouse>('tech-bughouse', 'seed="3" bot-pace="0"', phone);
    await until(() => bughouse.pendingForPerson(el) !== null, 'your setup choice');
    const option = bughouse.pendingForPerson(el)!.options[0];
    const moves = el.match!.log.length;
    await touchTap(el, bughouse.$(el, `[data-cell="card:${option.instance}"]`)!);
    expect(el.match!.log.length, 'the tap played nothing').to.equal(moves);
    expect(sheet(el), 'the card sheet is open').to.exist;
    const button = sheet(el)!.querySelector<HTMLButtonElement>('.reader-act')!;
    expect(text(button)).to.match(/^Choose /);
    await touchTap(el, button);
    expect(el.match!.log.length, "the sheet's button played it").to.be.greaterThan(moves);
    el.remove();
  });
});
