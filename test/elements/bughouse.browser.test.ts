/// <reference types="mocha" />
// <tech-bughouse>: a whole match against three bots by clicks (accessible at the start, with a gift
// in hand and at the end, tech-game-over matching the engine), a gift marked in the hand as it arrives,
// the tabs of a narrow screen, keyboard play, bad attributes and resuming from a save key.
import { expect } from '@open-wc/testing';
import '../../src/elements/bughouse/define.js';
import type { TechBughouse } from '../../src/elements/bughouse/bughouse.js';
import type { TechGameOverEvent, TechMoveEvent } from '../../src/elements/events.js';
import type { BughouseState } from '../../src/games/bughouse/index.js';
import { spec } from '../../src/elements/bughouse/game.js';
import { $, $$, answerByClicks, answerByKeys, answerUntil, game, pendingForPerson, text } from './bughouse-driver.js';
import { checkRefusedAttributes, checkResume, engineOutcome, mountGame, playToEnd } from './game-driver.js';
import { sendKeys } from '@web/test-runner-commands';

const newMatch = (attrs: string, width = '1200px') => mountGame<TechBughouse>('tech-bughouse', attrs, width);
const state = (el: TechBughouse) => el.match!.state as BughouseState;
/** Seat 0's gifts in hand (B3: its partner's captures), as its view says. */
const gifts = (el: TechBughouse) => game.view(state(el), 0).gifts;

describe('<tech-bughouse>', () => {
  afterEach(() => {
    localStorage.clear();
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('plays a whole match against three bots by clicks, accessible with a gift in hand and at the end', async function () {
    this.timeout(120000); // a whole match of two boards on a loaded machine
    const el = await newMatch('seed="3" bot-pace="0"');
    const moves: TechMoveEvent[] = [];
    const overs: TechGameOverEvent[] = [];
    el.addEventListener('tech-move', (e) => moves.push(e));
    el.addEventListener('tech-game-over', (e) => overs.push(e));
    const start = el.match!.log.length;
    // Both boards are drawn, yours first, each naming whose it is.
    const panels = $$(el, '[part~="board-panel"]');
    expect(panels).to.have.length(2);
    expect(text(panels[0].querySelector('.panel-title')))
      .to.include('Board A')
      .and.include('your board');
    expect(text(panels[1].querySelector('.panel-title')))
      .to.include('Board B')
      .and.include("your partner's board");
    await expect(el).to.be.accessible();
    await answerUntil(el, () => gifts(el).length > 0 && pendingForPerson(el)?.kind === 'chess/action');
    await el.updateComplete;
    // A gift in hand: marked on its card, said in its name, counted under the board.
    const gift = gifts(el)[0];
    const cell = $(el, `[part~="hand"] [data-instance="${gift}"]`)!;
    expect(cell.classList.contains('noted')).to.equal(true);
    expect(cell.getAttribute('aria-label')).to.include('a gift from Player 3');
    expect(text($(el, '[part="gifts"]'))).to.match(/\d+ gifts? from Player 3/);
    await expect(el).to.be.accessible();
    await playToEnd(game, el, pendingForPerson, (e) => answerByClicks(e as TechBughouse), 600);
    expect($(el, '[part~="over"]')).to.exist;
    expect(overs.map((e) => e.detail)).to.deep.equal([{ game: 'bughouse', ...engineOutcome(game, el) }]);
    expect(moves.length).to.equal(el.match!.log.length - start);
    const { winners } = state(el).result!;
    expect(text($(el, '[part~="prompt"]'))).to.include(
      winners.length === 0
        ? 'a draw'
        : winners.includes(0)
          ? 'your team wins'
          : 'Player 2 (bot) and Player 4 (bot) win',
    );
    // The board that did not decide the match stopped with it: no one is to play there.
    const other = 1 - state(el).result!.board!;
    if (state(el).boards[other].flow.stage !== 'over') {
      const panel = $(el, `#panel-${other}`)!;
      expect(text(panel.querySelector('.panel-state'))).to.include('stopped');
      expect(panel.querySelector('.player.turn')).to.equal(null);
    }
    await expect(el).to.be.accessible();
  });

  it('marks a gift New as it arrives, and no longer once you have moved', async function () {
    this.timeout(60000);
    const el = await newMatch('seed="3" bot-pace="0"');
    let before = 0;
    await answerUntil(el, () => {
      const arrived = gifts(el).length > before;
      before = gifts(el).length;
      return arrived && pendingForPerson(el)?.kind === 'chess/action';
    });
    await el.updateComplete;
    const fresh = $$(el, '[part~="hand"] .card-cell.fresh');
    expect(fresh.length).to.be.greaterThan(0);
    expect(fresh[0].getAttribute('aria-label')).to.include('just arrived');
    expect(text($(el, '[part="gifts"] .gift-new'))).to.include('Just arrived');
    const played = fresh.map((c) => c.dataset.instance);
    await answerByClicks(el);
    await answerUntil(el, () => pendingForPerson(el)?.kind === 'chess/action');
    for (const instance of played) {
      const still = $(el, `[part~="hand"] [data-instance="${instance}"]`);
      if (still) expect(still.classList.contains('fresh')).to.equal(false);
    }
  });

  it('shows one board at a time on a phone, the tabs saying whose board and whose turn', async function () {
    this.timeout(30000);
    const el = await newMatch('seed="4" bot-pace="0"', '380px');
    await answerUntil(el, () => pendingForPerson(el)?.kind === 'chess/action');
    const shown = () => $$(el, '[part~="board-panel"]').filter((p) => getComputedStyle(p).display !== 'none');
    expect(shown().map((p) => p.id)).to.deep.equal(['panel-0']);
    const tabs = $$(el, '[role="tab"]');
    expect(tabs.map(text)).to.deep.equal([
      '▶Board A · yours You to play, now',
      "Board B · partner's Player 4 (bot) to play",
    ]);
    expect(tabs[0].getAttribute('aria-selected')).to.equal('true');
    tabs[1].click();
    await el.updateComplete;
    expect(shown().map((p) => p.id)).to.deep.equal(['panel-1']);
    expect($$(el, '[role="tab"]')[1].getAttribute('aria-selected')).to.equal('true');
    // Your decision waits: a button brings your board back.
    $<HTMLButtonElement>(el, '.back-to-yours')!.click();
    await el.updateComplete;
    expect(shown().map((p) => p.id)).to.deep.equal(['panel-0']);
    await expect(el).to.be.accessible();
  });

  it('marks the board being set up as the one to play, in its panel and its tab, not as waiting', async function () {
    this.timeout(30000);
    const el = await newMatch('seed="5" bot-pace="0"', '380px');
    await answerUntil(el, () => pendingForPerson(el) !== null);
    expect(state(el).flow.stage, 'a setup choice').to.equal('setup');
    expect(text($(el, '#panel-0 .panel-state'))).to.equal('You to play now');
    expect(text($(el, '#panel-1 .panel-state'))).to.match(/^waits for board A/);
    expect($$(el, '[role="tab"]').map(text)[0]).to.equal('▶Board A · yours You to play, now');
  });

  it('watches the other board: a click there plays nothing, shows the piece and says where you play', async function () {
    this.timeout(30000);
    const el = await newMatch('seed="4" bot-pace="0"');
    await answerUntil(el, () => pendingForPerson(el)?.kind === 'chess/action');
    await el.updateComplete;
    const before = el.match!.log.length;
    const watched = $$(el, '.board-panel.other .sq');
    expect(watched).to.have.length(36);
    // The watched board's squares are no drop targets for a drag from your board.
    expect(watched.some((sq) => sq.hasAttribute('data-square'))).to.equal(false);
    const piece = watched.find((sq) => sq.querySelector('.piece'))!;
    piece.click();
    await el.updateComplete;
    expect(el.match!.log.length).to.equal(before);
    expect(text($(el, '[part="refusal"]'))).to.equal("Board B is your partner's game, to watch: you play on Board A.");
    expect($(el, '[part~="inspector"] tech-card')).to.exist;
  });

  it('plays by keyboard alone on your board', async function () {
    this.timeout(30000);
    const el = await newMatch('seed="7" bot-pace="0"');
    await answerUntil(el, () => pendingForPerson(el)?.kind === 'chess/action');
    // From the header's last button, one Tab lands in your board (the tabs are hidden on a wide screen).
    const header = $$(el, '.tools button');
    header[header.length - 1].focus();
    await sendKeys({ press: 'Tab' });
    expect((el.shadowRoot!.activeElement as HTMLElement).closest('[role="grid"]')?.getAttribute('aria-label')).to.equal(
      'Board A, your board',
    );
    const before = el.match!.log.length;
    for (let i = 0; i < 4 && game.actor(state(el)) !== null; i++) await answerByKeys(el);
    expect(el.match!.log.length).to.be.greaterThan(before);
  });

  it('replays a match from its share link', async function () {
    this.timeout(30000);
    const el = await newMatch('seed="6" bot-pace="0"');
    for (let i = 0; i < 6; i++) await answerByClicks(el);
    const link = spec.share.encode(
      el.settings!,
      el.match!.log.map((e) => e.action),
    );
    expect(link).to.match(/^bughouse=6\.4\.1\./);
    const view = JSON.stringify(game.view(state(el), 0));
    el.remove();
    history.replaceState(null, '', `#${link}`);
    const again = await newMatch('bot-pace="0"');
    expect(again.settings!.seed).to.equal(6);
    expect(JSON.stringify(game.view(state(again), 0))).to.equal(view);
  });

  it('refuses bad attributes politely', async () => {
    await checkRefusedAttributes(
      (attrs) => newMatch(attrs),
      [
        ['players="2"', 'players'],
        ['bot-level="genius"', 'bot-level'],
      ],
    );
  });

  it('resumes after a reload from its save key', async function () {
    this.timeout(30000);
    await checkResume({
      mount: (attrs) => newMatch(attrs),
      answer: (el) => answerByClicks(el as TechBughouse),
      view: (el) => game.view((el as TechBughouse).match!.state, 0),
      setup: 'seed="11"',
      moves: 6,
      key: 'bughouse-resume',
      damaged:
        '{"v":1,"game":"bughouse","config":{"players":4,"seed":11,"options":{}},"actions":[{"type":"choose","picks":[99]}]}',
    });
  });
});
