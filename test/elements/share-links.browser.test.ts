/// <reference types="mocha" />
// A share link never costs the game saved under save-key: a shared game opens beside the saved one, the
// player chooses which to play, and the save stays as it was until a person moves in another game. A
// link that can't be opened says why and offers the saved game.
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/grid-poker/define.js';
import type { TechErrorEvent } from '../../src/elements/events.js';
import type { TechGridPoker } from '../../src/elements/grid-poker/grid-poker.js';
import { encodeShare } from '../../src/elements/grid-poker/persistence.js';
import { $, $$, answerByClicks, answerUntil, game, pendingForPerson } from './grid-poker-driver.js';
import { mountGame } from './game-driver.js';

const KEY = 'share-links-save';
const text = (el: Element | null) => (el?.shadowRoot?.textContent ?? el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const mount = (attrs = '') => mountGame<TechGridPoker>('tech-grid-poker', `save-key="${KEY}" bot-pace="0" ${attrs}`);
const actions = (el: TechGridPoker) => el.match!.log.map((e) => e.action);
const button = (el: TechGridPoker, words: string) =>
  $$<HTMLButtonElement>(el, 'button').find((b) => b.textContent!.trim() === words) ?? null;
const setLink = (fragment: string) => history.replaceState(null, '', `#${fragment}`);

/** The link of a game of three whose person has made the first move: the bots are to play on. */
async function linkWhereBotsPlay(): Promise<string> {
  history.replaceState(null, '', location.pathname + location.search);
  const probe = await mountGame<TechGridPoker>('tech-grid-poker', 'players="3" seed="8" bot-pace="0"');
  await answerByClicks(probe);
  const link = encodeShare(probe.settings!, actions(probe).slice(0, 1));
  probe.remove();
  return link;
}

async function click(el: TechGridPoker, words: string) {
  const b = button(el, words);
  expect(b, `a button "${words}"`).to.exist;
  b!.click();
  await el.updateComplete;
}

/** A game of 13 moves or more saved under the key (the element that played it has left the page). */
async function savedGame(): Promise<{ text: string; moves: number }> {
  const el = await mount('players="2" seed="5"');
  await answerUntil(el, () => el.match!.log.length >= 13);
  el.remove();
  const saved = localStorage.getItem(KEY)!;
  return { text: saved, moves: JSON.parse(saved).actions.length };
}

describe('share links and the saved game', () => {
  afterEach(() => {
    localStorage.clear();
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('opens a shared game beside the saved one: the player chooses, and the save is kept until a person moves in the shared game', async () => {
    const saved = await savedGame();
    setLink('grid-poker=1.2.1.0.'); // the link of the report: a new game of seed 1
    const el = await mount();
    // Nothing is played over the save: the two games are described, and the player chooses.
    expect(el.match).to.equal(null);
    const offer = text($(el, '[part="notice"]'));
    expect(offer).to.include(`Your saved game: ${saved.moves} moves played; 2 players: you and 1 bot.`);
    expect(offer).to.include('The shared game: not started; 2 players: you and 1 bot.');
    await expect(el).to.be.accessible();
    expect(localStorage.getItem(KEY)).to.equal(saved.text);

    await click(el, 'Resume my game');
    expect(actions(el)).to.deep.equal(JSON.parse(saved.text).actions);
    expect(localStorage.getItem(KEY)).to.equal(saved.text);
    el.remove();

    // The other answer, by the keyboard, on a link where the bots are to play: they play, and the
    // save stays as it was ...
    setLink(await linkWhereBotsPlay());
    const again = await mount();
    expect(text($(again, '[part="notice"]'))).to.include('The shared game: 1 move played; 3 players: you and 2 bots.');
    button(again, 'Play the shared game')!.focus();
    await sendKeys({ press: 'Enter' });
    await again.updateComplete;
    expect(again.match!.config.seed).to.equal(8);
    await waitUntil(() => pendingForPerson(again) !== null, 'the bots play on');
    expect(again.match!.log.length).to.be.greaterThan(1);
    expect(localStorage.getItem(KEY), 'watching a shared game keeps the save').to.equal(saved.text);
    // ... until a person moves in it: then it is the saved game.
    await answerByClicks(again);
    const after = JSON.parse(localStorage.getItem(KEY)!);
    expect(after.config.seed).to.equal(8);
    expect(after.actions).to.deep.equal(actions(again));
  });

  it('keeps the save while a shared game is only watched, and resumes it on the next load', async () => {
    const saved = await savedGame();
    setLink(await linkWhereBotsPlay());
    const el = await mount();
    await click(el, 'Play the shared game');
    await waitUntil(() => pendingForPerson(el) !== null, 'the bots play on');
    el.remove();
    expect(localStorage.getItem(KEY)).to.equal(saved.text);
    history.replaceState(null, '', location.pathname + location.search);
    const next = await mount();
    expect(actions(next)).to.deep.equal(JSON.parse(saved.text).actions);
  });

  it('resumes without asking when the saved game is the shared one played on', async () => {
    const saved = await savedGame();
    const first = JSON.parse(saved.text);
    setLink(encodeShare({ seed: 5, players: 2, humans: 1, bidding: false }, first.actions.slice(0, 4)));
    const el = await mount();
    expect($(el, '[part="notice"]')).to.equal(null);
    expect(actions(el)).to.deep.equal(first.actions);
  });

  it("says why a link can't be opened and offers the saved game, or a new game that leaves the save until a person moves", async () => {
    const saved = await savedGame();
    const errors: TechErrorEvent[] = [];
    const listen = (e: Event) => errors.push(e as TechErrorEvent);
    document.addEventListener('tech-error', listen);
    try {
      setLink('grid-poker=garbage');
      const el = await mount();
      const offer = text($(el, '[part="notice"]'));
      expect(offer).to.include('The shared link is damaged: it does not hold a game.');
      expect(offer).to.include(`Your saved game: ${saved.moves} moves played`);
      await expect(el).to.be.accessible();
      await click(el, 'Resume my game');
      expect(actions(el)).to.deep.equal(JSON.parse(saved.text).actions);
      el.remove();

      const fresh = await mount('players="2" seed="77"');
      await click(fresh, 'Start a new game');
      expect(fresh.match!.config.seed).to.equal(77);
      expect(localStorage.getItem(KEY)).to.equal(saved.text);
      await answerByClicks(fresh);
      expect(JSON.parse(localStorage.getItem(KEY)!).config.seed).to.equal(77);
      expect(errors, 'a link is not a save: no tech-error').to.deep.equal([]);
    } finally {
      document.removeEventListener('tech-error', listen);
    }
  });

  it('refuses a link whose seed is no safe whole number, as the seed attribute is refused', async () => {
    setLink(`grid-poker=${'9'.repeat(400)}.2.1.0.`);
    const el = await mount('players="2" seed="3"');
    expect(text($(el, '[part="notice"]'))).to.include(
      `seed should be a whole number, such as 42; it is "${'9'.repeat(40)}…".`,
    );
    expect(localStorage.getItem(KEY)).to.equal(null); // no game of seed 0 saved as "seed": null
    $<HTMLButtonElement>(el, '[part="notice"] button')!.click();
    await el.updateComplete;
    expect(JSON.parse(localStorage.getItem(KEY)!).config.seed).to.equal(3);
  });

  it('refuses a fragment of a megabyte at once, without reading it, and keeps the save', async () => {
    const saved = await savedGame();
    setLink(`grid-poker=1.2.1.0.${'0_'.repeat(500_000)}0`);
    const el = await mount();
    expect(text($(el, '[part="notice"]'))).to.include('The shared link is too long (1,000,');
    expect(el.match).to.equal(null);
    expect(localStorage.getItem(KEY)).to.equal(saved.text);
  });

  it("opens a shared game at once when nothing is saved, and saves it from a person's first move", async () => {
    setLink('grid-poker=4.2.1.0.');
    const el = await mount();
    expect(el.match!.config.seed).to.equal(4);
    expect(localStorage.getItem(KEY)).to.equal(null);
    await answerByClicks(el);
    expect(JSON.parse(localStorage.getItem(KEY)!).config.seed).to.equal(4);
    expect(game.id).to.equal('grid-poker');
  });
});
