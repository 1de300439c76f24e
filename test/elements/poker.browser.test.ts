/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import '../../src/elements/poker/define.js';
import type { TechPoker } from '../../src/elements/poker/poker.js';
import type { TechGameOverEvent, TechMoveEvent } from '../../src/elements/events.js';
import { $, $$, answerByClicks, answerByKeys, answerUntil, game, pendingForPerson, text } from './poker-driver.js';
import {
  checkRefusedAttributes,
  checkResume,
  engineOutcome,
  mountGame,
  playToEnd,
  tabIntoBoard,
} from './game-driver.js';

const newMatch = (attrs: string, width = '900px') => mountGame<TechPoker>('tech-poker', attrs, width);
const kind = (el: TechPoker) => pendingForPerson(el)?.kind ?? null;

describe('<tech-poker>', () => {
  afterEach(() => {
    localStorage.clear();
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('plays a whole match of four against the bots by clicks, accessible at every kind of decision and at the end', async function () {
    this.timeout(60000); // a whole match: seconds on a loaded machine
    const el = await newMatch('players="4" seed="3" bot-pace="0"');
    const moves: TechMoveEvent[] = [];
    const overs: TechGameOverEvent[] = [];
    el.addEventListener('tech-move', (e) => moves.push(e));
    el.addEventListener('tech-game-over', (e) => overs.push(e));
    const start = el.match!.log.length; // the bots' moves before the person's first decision came before the listener
    expect($$(el, '[part~="seat"]')).to.have.length(4);
    const seen = new Set<string>();
    await answerUntil(el, () => {
      const k = kind(el);
      if (k && !seen.has(k)) seen.add(k);
      return (
        ['poker/effect-card', 'poker/bet', 'poker/draw'].every((x) => seen.has(x)) ||
        game.actor(el.match!.state) === null
      );
    });
    expect([...seen].sort()).to.deep.equal(['poker/bet', 'poker/draw', 'poker/effect-card']);
    await expect(el).to.be.accessible();
    await playToEnd(game, el, pendingForPerson, (e) => answerByClicks(e), 600);
    expect($(el, '[part~="over"]')).to.exist;
    expect(overs.map((e) => e.detail)).to.deep.equal([{ game: 'poker', ...engineOutcome(game, el) }]);
    expect(moves.length).to.equal(el.match!.log.length - start);
    await expect(el).to.be.accessible();
  });

  it('shows the bet controls, the draw with its confirm button, and the showdown naming the hands', async function () {
    this.timeout(30000);
    const el = await newMatch('players="2" seed="5" bot-pace="0" bot-level="random"');
    await answerUntil(el, () => kind(el) === 'poker/bet');
    const checkOrCall = $(el, '[data-cell="bet:check"], [data-cell="bet:call"]');
    expect(checkOrCall).to.exist;
    await answerUntil(
      el,
      () => kind(el) === 'poker/draw' || game.actor(el.match!.state) === null || el.match!.state.hands.length > 1,
    );
    if (kind(el) === 'poker/draw') {
      await expect(el).to.be.accessible();
      // Nothing chosen: the confirm button stands pat.
      expect(text($(el, '[data-cell="confirm"]'))).to.equal('Stand pat');
    }
    await answerUntil(
      el,
      () => el.match!.state.hands.some((h) => h.shown.length > 0) || game.actor(el.match!.state) === null,
    );
    const shown = el.match!.state.hands.find((h) => h.shown.length > 0);
    if (shown) {
      const panel = text($(el, '[part~="showdown"]'));
      for (const hand of shown.shown) expect(panel).to.include(hand.name);
    }
  });

  it('plays by keyboard alone: a card effect, a bet and the draw', async function () {
    this.timeout(30000);
    const el = await newMatch('players="3" seed="7" bot-pace="0"');
    await tabIntoBoard(el);
    const before = el.match!.log.length;
    for (let i = 0; i < 6 && game.actor(el.match!.state) !== null; i++) await answerByKeys(el);
    expect(el.match!.log.length).to.be.greaterThan(before);
  });

  it('refuses bad attributes politely', async () => {
    await checkRefusedAttributes(
      (attrs) => newMatch(attrs),
      [
        ['players="7"', 'players'],
        ['players="1"', 'players'],
        ['bot-level="genius"', 'bot-level'],
      ],
    );
  });

  it('resumes after a reload from its save key', async function () {
    this.timeout(30000);
    await checkResume({
      mount: (attrs) => newMatch(attrs),
      answer: (el) => answerByClicks(el as TechPoker),
      view: (el) => game.view((el as TechPoker).match!.state, 0),
      setup: 'players="3" seed="11"',
      moves: 5,
      key: 'poker-resume',
      damaged:
        '{"v":1,"game":"poker","config":{"players":3,"seed":11,"options":{}},"actions":[{"type":"choose","picks":[99]}]}',
    });
  });
});
