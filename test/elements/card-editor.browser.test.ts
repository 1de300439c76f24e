/// <reference types="mocha" />
// <tech-card-editor> in Chromium, used as a designer uses it: type into the text, read the problems
// where they are, see the card change, try it in a game. The card texts are the real files of cards/.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TechCard } from '../../src/elements/card/card.js';
import type { TechCardEditor } from '../../src/elements/card-editor/card-editor.js';
import '../../src/elements/card-editor/define.js';
import type { TechCardChangeEvent } from '../../src/elements/card-editor/events.js';
import { TRY_GAMES } from '../../src/elements/card-editor/try-games.js';
import type { TechGridPoker } from '../../src/elements/grid-poker/grid-poker.js';

const ROBOTICS = '/cards/technology/13-robotics.card';
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const $ = <T extends Element = HTMLElement>(el: TechCardEditor, selector: string) =>
  el.shadowRoot!.querySelector<T>(selector);
const $$ = <T extends Element = HTMLElement>(el: TechCardEditor, selector: string) => [
  ...el.shadowRoot!.querySelectorAll<T>(selector),
];
const source = async (path: string) => (await fetch(path)).text();

async function editor(value: string, delay = 0): Promise<TechCardEditor> {
  const el = await fixture<TechCardEditor>(
    html`<tech-card-editor style="width: 960px" path="cards/technology/13-robotics.card" .delay=${delay} bot-pace="0" .value=${value}></tech-card-editor>`,
  );
  await el.updateComplete;
  return el;
}

/** Selects `word` (its first occurrence) in the text box and types `replacement` over it, key by key. */
async function typeOver(el: TechCardEditor, word: string, replacement: string): Promise<void> {
  const textarea = $<HTMLTextAreaElement>(el, 'textarea')!;
  const at = textarea.value.indexOf(word);
  expect(at, `"${word}" is in the text`).to.be.greaterThanOrEqual(0);
  textarea.focus();
  textarea.setSelectionRange(at, at + word.length);
  await sendKeys({ type: replacement });
  await el.updateComplete;
}

/**
 * The `tech-card-change` that says the text became `value`. Typing pauses wherever the keys come slowly
 * (a busy machine): the text may be compiled, and the event fire, halfway through a word first.
 */
function changeTo(el: TechCardEditor, value: (text: string) => boolean): Promise<TechCardChangeEvent> {
  return new Promise((resolve) => {
    const listen = (event: TechCardChangeEvent) => {
      if (!value(event.detail.value)) return;
      el.removeEventListener('tech-card-change', listen);
      resolve(event);
    };
    el.addEventListener('tech-card-change', listen);
  });
}

describe('<tech-card-editor>', () => {
  it('is accessible: a card that compiles, one with problems, and a game dealt to try it', async () => {
    const robotics = await source(ROBOTICS);
    const el = await editor(robotics);
    await expect(el).to.be.accessible();
    const textarea = $<HTMLTextAreaElement>(el, 'textarea')!;
    expect(textarea.labels?.[0]?.textContent).to.include('Card file');
    expect($(el, '[role="status"]')!.getAttribute('aria-live')).to.equal('polite');
    el.value = robotics.replace('Exchange', 'Exchnage').replace('year: 1920', 'year: soon');
    await el.updateComplete;
    expect(textarea.getAttribute('aria-invalid')).to.equal('true');
    await expect(el).to.be.accessible();
    el.value = robotics;
    await el.updateComplete;
    $<HTMLButtonElement>(el, '.try button')!.click();
    await waitUntil(() => $(el, 'tech-grid-poker'), 'the game is dealt', { timeout: 8000 });
    await $<TechGridPoker>(el, 'tech-grid-poker')!.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('typing a bad word shows the error at its place: line and column, the underline under the word, the message and the hint', async () => {
    const el = await editor(await source(ROBOTICS));
    expect(el.problems).to.deep.equal([]);
    await typeOver(el, 'Exchange', 'Exchnage');

    // The problem, as the compiler and `tech-deck check` locate it.
    expect(el.problems).to.have.length(1);
    const [problem] = el.problems;
    expect(problem).to.include({
      line: 9,
      column: 20,
      endLine: 9,
      endColumn: 28,
      code: 'dsl/unknown-word',
      message: 'unknown word "Exchnage"',
      hint: 'did you mean "exchange"?',
    });
    // Listed with its line:column, message and hint; the status says it politely.
    const item = $(el, '.problems li')!;
    expect(text(item.querySelector('.where'))).to.equal('9:20');
    expect(text(item.querySelector('.message'))).to.equal('unknown word "Exchnage"');
    expect(text(item.querySelector('.hint-text'))).to.equal('did you mean "exchange"?');
    // The hint, then the example: one correct sentence close to what was written.
    expect(text($(el, '#status'))).to.equal(
      '1 problem: line 9, column 20: unknown word "Exchnage"; did you mean "exchange"? For example: "Exchange a neutral card in play or a card you control with the top card of the deck or card in the discard."',
    );

    // The underline: exactly the bad word, on line 9 at column 20 of the painted text …
    const underlined = $$(el, '.paint .problem');
    expect(underlined.map((s) => s.textContent).join('')).to.equal('Exchnage');
    expect(getComputedStyle(underlined[0]).textDecorationLine).to.equal('underline');
    expect(getComputedStyle(underlined[0]).textDecorationStyle).to.equal('wavy');
    const line9 = $(el, '.line[data-n="9"]')!;
    expect(underlined[0].parentElement).to.equal(line9);
    // … where the text box has it: the painted layer lies exactly under the text area.
    const textarea = $<HTMLTextAreaElement>(el, 'textarea')!;
    const paint = $(el, '.paint')!;
    const box = textarea.getBoundingClientRect();
    const painted = paint.getBoundingClientRect();
    expect([painted.left, painted.top, painted.width, painted.height]).to.deep.equal([
      box.left,
      box.top,
      box.width,
      box.height,
    ]);
    const style = getComputedStyle(textarea);
    expect(getComputedStyle(paint).font).to.equal(style.font);
    expect(getComputedStyle(paint).paddingLeft).to.equal(style.paddingLeft);
    const lineHeight = parseFloat(style.lineHeight);
    const rect = underlined[0].getBoundingClientRect();
    const row = line9.getBoundingClientRect();
    expect(row.top - box.top - parseFloat(style.paddingTop)).to.be.closeTo(8 * lineHeight, 0.5); // line 9: eight lines above it
    expect(rect.top).to.be.within(row.top, row.top + lineHeight);
    expect(rect.bottom).to.be.within(row.top, row.top + lineHeight); // on the first row of line 9 (it wraps later)
    const effectKey = line9.querySelector('.t-key')!.getBoundingClientRect(); // "effect", six characters
    const charWidth = effectKey.width / 6;
    expect(rect.left - box.left - parseFloat(style.paddingLeft)).to.be.closeTo(19 * charWidth, 1); // column 20
    expect(rect.width).to.be.closeTo(8 * charWidth, 1);
    expect(textarea.value.split('\n')[8].slice(19, 27)).to.equal('Exchnage');

    // The problem's button puts the caret on the word, selected, in the text box.
    textarea.blur();
    ($(el, '.problems .where') as HTMLButtonElement).focus();
    await sendKeys({ press: 'Enter' });
    expect(el.shadowRoot!.activeElement).to.equal(textarea);
    expect(textarea.value.slice(textarea.selectionStart, textarea.selectionEnd)).to.equal('Exchnage');
  });

  it('colours the words by what the grammar read them as', async () => {
    const el = await editor(await source(ROBOTICS));
    const kinds = (kind: string) => $$(el, `.paint .t-${kind}`).map((s) => s.textContent);
    expect(kinds('keyword')).to.deep.equal(['Automate']);
    expect(kinds('verb')).to.deep.equal(['Exchange', 'with']);
    expect(kinds('place')).to.include.members(['in play', 'you control', 'in the discard']);
    expect(kinds('key')).to.include.members(['value', 'domain', 'effect']);
    expect(kinds('comment')[0]).to.match(/^# 13/);
  });

  // A delay of 0 compiles at every key: a pause after each, as when a busy machine types slowly.
  for (const delay of [200, 0])
    it(`fixing it updates the preview, after the pause in typing (${delay} ms)`, async () => {
      const robotics = await source(ROBOTICS);
      const el = await editor(robotics.replace('Exchange', 'Exchnage'), delay);
      const preview = () => $<TechCard>(el, '.preview tech-card')!;
      expect(preview().card, 'nothing compiled yet').to.equal(null);
      expect(text($(el, '.try .caption'))).to.include('Fix the problems');
      expect($<HTMLButtonElement>(el, '.try button')!.disabled).to.be.true;

      const changed = changeTo(el, (text) => text.includes('Exchange a neutral'));
      await typeOver(el, 'Exchnage', 'Exchange');
      // Debounced: the text is compiled once the typing pauses, then the event says what it became.
      const { detail } = await changed;
      await el.updateComplete;
      expect(detail.problems).to.deep.equal([]);
      expect(detail.card?.name).to.equal('Robotics');
      expect(el.card?.effect?.text).to.match(/^Exchange a neutral card/);
      expect(preview().card).to.equal(el.card);
      expect(text(preview().shadowRoot!.querySelector('.effect'))).to.include('Exchange a neutral card');
      expect($$(el, '.paint .problem')).to.have.length(0);
      expect(text($(el, '#status'))).to.equal('No problems: this is Robotics, technology-13.');

      // The card's words on the preview follow the text.
      const renamed = changeTo(el, (text) => text.includes('name: Robots\n'));
      await typeOver(el, 'name: Robotics', 'name: Robots');
      await renamed;
      await el.updateComplete;
      await preview().updateComplete;
      expect(text(preview().shadowRoot!.querySelector('[part~="name"]'))).to.equal('Robots');
      expect($<HTMLButtonElement>(el, '.try button')!.disabled).to.be.false;
    });

  it('waits for an input method to finish a character before compiling', async () => {
    const robotics = await source(ROBOTICS);
    const el = await editor(robotics, 0);
    const events: TechCardChangeEvent[] = [];
    el.addEventListener('tech-card-change', (e) => events.push(e));
    const textarea = $<HTMLTextAreaElement>(el, 'textarea')!;
    // Composing: the box holds a half-made character (a delay of 0 compiles at every key otherwise).
    textarea.value = robotics.replace('name: Robotics', 'name: Robotics ｒ');
    textarea.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, isComposing: true, data: 'ｒ' }));
    expect(events, 'nothing compiled while composing').to.have.length(0);
    textarea.value = robotics.replace('name: Robotics', 'name: Robotics ロ');
    textarea.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, isComposing: true, data: 'ロ' }));
    textarea.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, composed: true, data: 'ロ' }));
    expect(events.map((e) => e.detail.card?.name)).to.deep.equal(['Robotics ロ']);
  });

  it('"try it" deals Grid Poker against bots with the edited card in your hand, and replays it as the card is edited again', async () => {
    const robotics = (await source(ROBOTICS)).replace(/^effect:.*(\n[ \t]+.*)*/m, 'effect: Hoard – Draw two cards.');
    const el = await editor(robotics);
    expect(el.card?.effect?.text).to.equal('Draw two cards.');
    const button = $<HTMLButtonElement>(el, '.try button')!;
    expect(text(button)).to.equal('Try it in Grid Poker');
    button.click();
    await waitUntil(() => $(el, 'tech-grid-poker'), 'the game is dealt', { timeout: 8000 });
    const game = $<TechGridPoker>(el, 'tech-grid-poker')!;
    await game.updateComplete;
    expect(text($(el, '.play h3'))).to.equal('Grid Poker: Robotics is in your hand');

    // The game is the headless game on the edited deck: your hand holds the card, with its new text.
    const { state } = game.match!;
    const mine = state.zones['hand:0'].filter((i): i is string => i !== null).map((i) => state.cards[i]);
    expect(mine).to.include('technology-13');
    expect(game.deck!.find((c) => c.id === 'technology-13')!.effect!.text).to.equal('Draw two cards.');
    expect(game.match!.config.players).to.equal(3);
    expect(game.settings!.humans).to.equal(1);
    // On the table, your copy shows the edited text.
    const cell = [...game.shadowRoot!.querySelectorAll<HTMLElement>('[data-cell]')].find((c) =>
      (c.getAttribute('aria-label') ?? '').includes('Robotics'),
    );
    expect(cell, 'Robotics is on the table, in your hand').to.exist;

    // Edited again while the game is open: the same deal, with the new text.
    const { seed: dealt } = game.match!.config;
    el.value = el.value.replace('Draw two cards.', 'Draw three cards.');
    await el.updateComplete;
    await game.updateComplete;
    expect(game.deck!.find((c) => c.id === 'technology-13')!.effect!.text).to.equal('Draw three cards.');
    expect(game.match!.config.seed).to.equal(dealt);
    expect(game.match!.state.zones['hand:0']).to.deep.equal(state.zones['hand:0']);

    // Another deal, and closing the game.
    const seed = game.match!.config.seed;
    $$<HTMLButtonElement>(el, '.play-bar button')
      .find((b) => text(b) === 'Deal another game')!
      .click();
    await waitUntil(() => $<TechGridPoker>(el, 'tech-grid-poker')?.match?.config.seed !== seed, 'a new deal', {
      timeout: 8000,
    });
    $$<HTMLButtonElement>(el, '.play-bar button')
      .find((b) => text(b) === 'Close the game')!
      .click();
    await el.updateComplete;
    expect($(el, 'tech-grid-poker')).to.equal(null);
  });

  it('"try it" in Tech Chess deals a game with the card in your hand, after the setup of the board', async () => {
    // Robotics moved to value 8: a card that is dealt into a hand in Tech Chess (1-3 and 11-13 are pieces).
    const el = await editor((await source(ROBOTICS)).replace('value: 13', 'value: 8'));
    expect(el.card?.id).to.equal('technology-8');
    const button = $$<HTMLButtonElement>(el, '.try button').find((b) => text(b) === 'Try it in Tech Chess')!;
    button.click();
    await waitUntil(() => $(el, 'tech-chess'), 'the game is dealt', { timeout: 8000 });
    const game = $<TechGridPoker>(el, 'tech-chess')!;
    await game.updateComplete;
    const { state } = game.match!;
    const mine = state.zones['hand:0'].filter((i): i is string => i !== null).map((i) => state.cards[i]);
    expect(mine).to.include('technology-8');
    expect(game.deck!.find((c) => c.id === 'technology-8')!.name).to.equal('Robotics');
    expect(text($(el, '.play h3'))).to.equal('Tech Chess: Robotics is in your hand');
  });

  it('lists a zone no game has ("the markt") as a problem at the zone, with the zone meant; no game is offered', async () => {
    const text = (await source(ROBOTICS)).replace(
      /^effect: .*$/m,
      'effect: Automate – Take a card from the markt into your hand.',
    );
    const el = await editor(text);
    const line = text.split('\n').findIndex((l) => l.startsWith('effect:')) + 1;
    expect(el.problems.map((p) => [p.code, p.line, p.column, p.message, p.hint])).to.deep.equal([
      [
        'dsl/unknown-zone',
        line,
        text.split('\n')[line - 1].indexOf('markt') + 1,
        '"the markt" is not a zone of any of the 6 games',
        'did you mean "the market" (a zone of Tech Grid Poker)?',
      ],
    ]);
    expect(el.card).to.equal(null);
    expect($$<HTMLButtonElement>(el, '.try button').every((b) => b.disabled)).to.equal(true);
    // A zone of one game is no slip: the card may be meant for that game.
    el.value = text.replace('the markt', 'the market');
    await el.updateComplete;
    expect(el.problems).to.deep.equal([]);
    expect(el.card?.name).to.equal('Robotics');
  });

  it('"try it" in a game without a zone the card names says so, and deals nothing', async () => {
    const el = await editor(
      (await source(ROBOTICS))
        .replace('value: 13', 'value: 8')
        .replace(/^effect: .*$/m, 'effect: Automate – Take a card from the market into your hand.'),
    );
    const tryIn = (title: string) => $$<HTMLButtonElement>(el, '.try button').find((b) => text(b) === title)!;
    tryIn('Try it in Tech Chess').click();
    await waitUntil(() => $(el, '.try [role="alert"]'), 'the trial is refused', { timeout: 8000 });
    expect(text($(el, '.try [role="alert"]'))).to.equal(
      'Tech Chess can\'t play this card. Robotics (8 Technology): "the market" is not a zone of Tech Chess (tech-chess.rules); its own zones are "the board" and "the resolving".',
    );
    expect($(el, 'tech-chess')).to.equal(null);
    // Grid Poker has a market: there the card is dealt.
    tryIn('Try it in Grid Poker').click();
    await waitUntil(() => $(el, 'tech-grid-poker'), 'the game is dealt', { timeout: 8000 });
    expect($(el, '.try [role="alert"]')).to.equal(null);
  });

  it('"try it" plays each game as its descriptor builds it, and its button names the game as the descriptor does', async () => {
    for (const entry of TRY_GAMES) {
      const { descriptor, baseDeck, create } = await entry.load();
      expect(descriptor.id).to.equal(entry.id);
      expect(descriptor.name).to.equal(entry.title);
      expect(create(baseDeck).id).to.equal(entry.id);
    }
  });

  it('is used by keyboard alone: Tab into the text, type, Tab out to the problems and the buttons', async () => {
    const el = await editor(await source(ROBOTICS));
    const textarea = $<HTMLTextAreaElement>(el, 'textarea')!;
    textarea.focus();
    textarea.setSelectionRange(textarea.value.length, textarea.value.length);
    await sendKeys({ type: 'bogus line' });
    await el.updateComplete;
    expect(el.problems.map((p) => p.code)).to.deep.equal(['dsl/bad-line']);
    expect(el.problems[0]).to.include({ line: 10, column: 1 });
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal($(el, '.problems .where'));
  });
});
