/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import '../../src/elements/tricks/define.js';
import type { TechTricks } from '../../src/elements/tricks/tricks.js';
import { share } from '../../src/elements/tricks/spec.js';
import type { TechGameOverEvent, TechMoveEvent } from '../../src/elements/events.js';
import { $, $$, answerByClicks, answerByKeys, answerUntil, game, pendingForPerson, root } from './tricks-driver.js';
import {
  checkRefusedAttributes,
  checkResume,
  engineOutcome,
  mountGame,
  playToEnd as playGame,
  tabIntoBoard,
} from './game-driver.js';

const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

const newGame = (attrs: string) => mountGame<TechTricks>('tech-tricks', attrs);
const playToEnd = (el: TechTricks, answer: (el: TechTricks) => Promise<void>) =>
  playGame(game, el, pendingForPerson, answer, 300);

const kind = (el: TechTricks) => pendingForPerson(el)?.kind;

/** The bids the rules file allows, as their buttons say them (T2: "each bids 0-6 tricks"). */
const BIDS = ['0 tricks', '1 trick', '2 tricks', '3 tricks', '4 tricks', '5 tricks', '6 tricks'];

/** The final scores as the element shows them, by seat. */
function shownScores(el: TechTricks): Map<string, number> {
  return new Map(
    $$(el, '.final li').map((li) => [text(li.querySelector('span')), Number(li.querySelector('strong')!.textContent)]),
  );
}

describe('<tech-tricks>', () => {
  afterEach(() => {
    localStorage.clear();
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('is accessible: bidding, a trade offer, a card effect, a trick in play, the score sheet and game over', async function (this: Mocha.Context) {
    this.timeout(60_000); // a whole game: it takes longer than a click when the machine is busy
    const el = await newGame('players="3" seed="3" bot-pace="0"');
    expect(kind(el)).to.equal('tricks/bid');
    await expect(el).to.be.accessible();
    await answerUntil(el, () => kind(el) === 'tricks/offer-answer' || kind(el) === 'tricks/offer');
    await expect(el).to.be.accessible();
    await answerUntil(el, () => kind(el)?.startsWith('effect/') || kind(el) === 'tricks/play');
    if (kind(el)?.startsWith('effect/')) await expect(el).to.be.accessible(); // a card effect's choice
    await answerUntil(el, () => kind(el) === 'tricks/play' && el.match!.state.tricks.length > 0);
    await expect(el).to.be.accessible();
    await answerUntil(el, () => el.match!.state.round === 2 && kind(el) === 'tricks/bid');
    expect($$(el, '.sheet-table caption').map(text)).to.deep.equal(['Round 2 so far', 'Round 1']);
    await expect(el).to.be.accessible();
    await playToEnd(el, (e) => answerByClicks(e));
    expect($(el, '.over')).to.exist;
    await expect(el).to.be.accessible();
  });

  it("shows a bot's bid as the scale of bids it may make, inert, where your bid buttons go", async () => {
    const el = await newGame('players="3" seed="7" bot-pace="600000"');
    const bidder = el.match!.state.pending!.seat;
    expect(bidder, 'a bot bids first at this seed').to.not.equal(0);
    const buttons = $$(el, '[part="bid-scale"] button');
    expect(buttons.map(text)).to.deep.equal(BIDS);
    expect(buttons.every((b) => (b as HTMLButtonElement).disabled)).to.equal(true);
    expect($(el, '[part="bid-scale"] [role="row"]')!.getAttribute('aria-label')).to.equal(
      `The bids Player ${bidder + 1} (bot) may make: Player ${bidder + 1} (bot) is bidding`,
    );
    expect($$(el, '[part="option"]'), 'no button of yours').to.have.length(0);
    await expect(el).to.be.accessible();
  });

  it('plays a whole 2-player game by clicks, ending with the scores the engine reports', async function (this: Mocha.Context) {
    this.timeout(60_000); // a whole game: it takes longer than a click when the machine is busy
    const el = await newGame('players="2" seed="42" bot-pace="0"');
    const moves: TechMoveEvent[] = [];
    const over: TechGameOverEvent[] = [];
    const onMove = (e: TechMoveEvent) => moves.push(e);
    const onOver = (e: TechGameOverEvent) => over.push(e);
    document.addEventListener('tech-move', onMove);
    document.addEventListener('tech-game-over', onOver);
    await playToEnd(el, (e) => answerByClicks(e));
    document.removeEventListener('tech-move', onMove);
    document.removeEventListener('tech-game-over', onOver);
    const outcome = engineOutcome(game, el);
    expect(over).to.have.length(1);
    expect(over[0].detail).to.deep.include({
      game: 'tricks-of-the-trade',
      scores: outcome.scores,
      winners: outcome.winners,
    });
    expect(moves.length).to.equal(el.match!.log.length);
    expect(moves.some((m) => m.detail.bot) && moves.some((m) => !m.detail.bot)).to.be.true;
    const shown = shownScores(el);
    expect(shown.get('You')).to.equal(outcome.scores[0]);
    expect(shown.get('Player 2 (bot)')).to.equal(outcome.scores[1]);
    // The score sheet: every round, every line, and the totals.
    expect($$(el, '.sheet-table')).to.have.length(3);
    const sheet = text($(el, '.sheet'));
    for (const row of el.match!.state.sheet)
      for (const line of row.lines) expect(sheet).to.include(`${line.label} +${line.points}`);
    expect(text($(el, '.totals'))).to.include(`You ${outcome.scores[0]}`);
  });

  it('plays a whole 4-player game by keyboard only: one tab stop into the board, arrows, Enter', async function (this: Mocha.Context) {
    this.timeout(60_000); // a whole game: it takes longer than a click when the machine is busy
    const el = await newGame('players="4" seed="7" bot-pace="0"');
    const first = await tabIntoBoard(el); // one tab stop into the board
    expect(first.matches('.option'), 'the focus starts on the first bid').to.be.true;
    await playToEnd(el, (e) => answerByKeys(e));
    expect($(el, '.over')).to.exist;
    const outcome = engineOutcome(game, el);
    expect(game.outcome(el.match!.state)).to.deep.equal(outcome);
    expect(shownScores(el).get('You')).to.equal(outcome.scores[0]);
  });

  it("shows your hand by domain and value, the trump card and your goal card, and no one else's", async () => {
    const el = await newGame('players="3" seed="5" bot-pace="0"');
    const view = game.view(el.match!.state, 0);
    const shown = $$(el, '.hand-row .card-cell').map((c) => c.dataset.instance);
    expect(shown).to.deep.equal(view.hand.map((c) => c.instance));
    const order = ['knowledge', 'science', 'technology', 'services'];
    const keys = view.hand.map((c) => order.indexOf(c.domain) * 100 + c.value);
    expect(keys).to.deep.equal([...keys].sort((a, b) => a - b));
    expect(text($(el, '[part~="trump"]'))).to.include(view.trump.domain!.replace(/^./, (c) => c.toUpperCase()));
    expect($(el, `[part~="trump"] [data-cell="card:${el.match!.state.zones['trump-card'][0]}"]`)).to.exist;
    const goal = el.match!.state.zones['goal:0'][0]!;
    expect($(el, `[part~="goal"] [data-instance="${goal}"]`)).to.exist;
    for (const seat of [1, 2])
      expect(root(el).innerHTML).to.not.include(`data-instance="${el.match!.state.zones[`goal:${seat}`][0]}"`);
  });

  it('takes a bid, and a trade offer from a bot is answered by giving a card', async function (this: Mocha.Context) {
    this.timeout(60_000); // many moves: it takes longer than a click when the machine is busy
    const el = await newGame('players="3" seed="3" bot-pace="0"');
    expect(text($(el, '[part="prompt"]'))).to.include('Bid how many tricks');
    expect($$(el, '.option').map(text)).to.deep.equal(BIDS);
    await answerByClicks(el, [3]);
    expect(el.match!.state.bids[0]).to.equal(3);
    expect(text($(el, '[part="scores"]'))).to.include('bid 3');
    await answerUntil(el, () => kind(el) === 'tricks/offer-answer');
    const offer = game.view(el.match!.state, 0).offer!;
    expect($(el, '[part="offer"] [data-cell="offer"]')!.getAttribute('aria-label')).to.include(
      `offered to you by Player ${offer.from + 1}`,
    );
    expect(offer.offered).to.equal(el.match!.state.cards[el.match!.state.trades.at(-1)!.offered]);
    expect(text($(el, '[part="offer"]'))).to.include(`offers you this card`);
    await answerByClicks(el, [0]);
    const trade = el.match!.state.trades.find((t) => t.to === 0)!;
    expect(trade.accepted).to.equal(true);
    expect(text($(el, '[part="trades"]'))).to.match(/offered you a card \(.+ for .+\) for .+: ✓? ?accepted/);
  });

  it('shows the trick with who played what, and keeps the last trick and its winner in view', async function (this: Mocha.Context) {
    this.timeout(60_000); // many moves: it takes longer than a click when the machine is busy
    const el = await newGame('players="4" seed="11" bot-pace="0"');
    await answerUntil(el, () => kind(el) === 'tricks/play');
    const trick = el.match!.state.trick;
    for (const play of trick?.plays ?? []) {
      expect($(el, `[part="trick"] [data-instance="${play.instance}"]`)!.getAttribute('aria-label')).to.include(
        `played by Player ${play.seat + 1}`,
      );
    }
    await answerUntil(el, () => el.match!.state.tricks.length >= 1 && kind(el) === 'tricks/play');
    const last = el.match!.state.tricks.at(-1)!;
    // Folded to the line that says who won it; its cards open on tap.
    const shown = text($(el, '[data-fold="last-trick"]'));
    expect(shown).to.include(`Trick ${last.number}`);
    expect(shown).to.include(last.winner === 0 ? 'You win' : `Player ${last.winner + 1} (bot) wins`);
    expect($$(el, '[part="last-trick"] .seen')).to.have.length(last.plays.length);
  });

  it('refuses an illegal click with a visible reason', async function (this: Mocha.Context) {
    this.timeout(60_000); // many moves: it takes longer than a click when the machine is busy
    const el = await newGame('players="3" seed="9" bot-pace="0"');
    const before = el.match!.log.length;
    $<HTMLButtonElement>(el, '.hand-row .card-cell')!.click();
    await el.updateComplete;
    expect(text($(el, '[part="refusal"]'))).to.include("can't be chosen now");
    expect(el.match!.log.length).to.equal(before);
    await answerUntil(
      el,
      () =>
        kind(el) === 'tricks/play' &&
        el.match!.state.trick!.plays.length > 0 &&
        $$(el, '.hand-row .card-cell:not(.target)').length > 0,
    );
    const moves = el.match!.log.length;
    $<HTMLButtonElement>(el, '.hand-row .card-cell:not(.target)')!.click();
    await el.updateComplete;
    expect(text($(el, '[part="refusal"]'))).to.include("can't be chosen now");
    expect(el.match!.log.length).to.equal(moves);
    // The engine's own refusal, for an answer the element would not send: its reason comes back.
    expect(
      (el as unknown as { game: { play(a: unknown): string | null } }).game.play({ type: 'choose', picks: [99] }),
    ).to.be.a('string');
    expect(el.match!.log.length).to.equal(moves);
  });

  it('resumes after a reload from its save key, and a damaged save offers a new game', async () => {
    await checkResume({
      mount: newGame,
      answer: (el) => answerByClicks(el),
      view: (el) => game.view(el.match!.state, 0),
      setup: 'players="3" seed="5"',
      moves: 8,
      key: 'tricks-resume',
      damaged:
        '{"v":1,"game":"tricks-of-the-trade","config":{"players":3,"seed":5},"actions":[{"type":"choose","picks":[99]}]}',
    });
  });

  it('replays the same game from a share link (seed and moves in the URL fragment)', async () => {
    const el = await newGame('players="4" seed="99" bot-pace="0"');
    for (let i = 0; i < 5; i++) await answerByClicks(el);
    const actions = el.match!.log.map((e) => e.action);
    history.replaceState(null, '', `#${share.encode(el.settings!, actions)}`);
    el.remove();
    const shared = await newGame('bot-pace="0"');
    expect(shared.settings).to.deep.equal({ players: 4, humans: 1, seed: 99 });
    expect(shared.match!.log.map((e) => e.action)).to.deep.equal(actions);
  });

  it("undoes to the person's last decision", async () => {
    const el = await newGame('players="3" seed="8" bot-pace="0"');
    await answerByClicks(el);
    const pending = JSON.stringify(el.match!.state.pending);
    const moves = el.match!.log.length;
    await answerByClicks(el);
    expect(el.match!.log.length).to.be.greaterThan(moves);
    $$<HTMLButtonElement>(el, '.tools button')
      .find((b) => b.textContent === 'Undo')!
      .click();
    await el.updateComplete;
    expect(el.match!.log.length).to.equal(moves);
    expect(JSON.stringify(el.match!.state.pending)).to.equal(pending);
  });

  it('hides the hand, the goal, the inspector and private log lines behind a hand-off screen in a hot-seat game', async () => {
    const el = await newGame('players="2" humans="2" seed="4" bot-pace="0"');
    if (game.actor(el.match!.state) !== 0) {
      $<HTMLButtonElement>(el, '.handoff button')!.click();
      await el.updateComplete;
    }
    const seat = game.actor(el.match!.state)!;
    await answerByClicks(el);
    expect($(el, '.handoff')).to.exist;
    expect($(el, '.hand-row')).to.not.exist;
    expect($(el, '[part="goal"]')).to.not.exist;
    expect($(el, '.inspector tech-card')).to.not.exist;
    const goal = el.match!.state.zones[`goal:${seat}`][0]!;
    expect(root(el).innerHTML).to.not.include(`"${goal}"`);
    await expect(el).to.be.accessible();
    $<HTMLButtonElement>(el, '.handoff button')!.click();
    await el.updateComplete;
    expect($(el, '.hand-row')).to.exist;
    expect(text($(el, '[part="prompt"]'))).to.include(`Player ${game.actor(el.match!.state)! + 1}, your turn`);
  });

  it('says politely what is wrong with bad attributes, never blank', async () => {
    await checkRefusedAttributes(newGame, [
      ['players="5"', 'players should be a whole number from 2 to 4'],
      ['players="1"', 'players should be a whole number from 2 to 4'],
      ['seed="abc"', 'seed should be a whole number'],
      ['players="2" humans="3"', "can't be more than players"],
      ['bot-level="hard"', 'bot-level should be'],
    ]);
  });

  it('announces moves and the decision waiting in a live region', async () => {
    const el = await newGame('players="3" seed="42" bot-pace="0"');
    await answerByClicks(el);
    await el.updateComplete;
    const live = $(el, '[role="status"][aria-live="polite"]')!;
    expect(text(live)).to.include('Player 1 (you) bids 2 tricks'); // named as the table names the seats
    expect(text(live)).to.include('Your turn:');
  });

  it('lets bots play at a visible pace', async () => {
    const el = await newGame('players="3" seed="42" bot-pace="20"');
    await answerUntil(el, () => game.actor(el.match!.state) !== 0);
    const before = el.match!.log.length;
    await new Promise<void>((resolve) => el.addEventListener('tech-move', () => resolve(), { once: true }));
    expect(el.match!.log.length).to.be.greaterThan(before);
  });

  it("keeps the page's CSS out, and follows a forced dark theme", async () => {
    const style = document.createElement('style');
    style.textContent =
      'body { font: 30px serif; color: red; text-transform: uppercase } button { background: red !important }';
    document.head.append(style);
    const el = await newGame('players="3" seed="1" bot-pace="0" theme="dark"');
    const title = $(el, '.title')!;
    expect(getComputedStyle(title).fontFamily, "the page's font family comes in, and nothing else").to.equal('serif');
    expect(getComputedStyle(title).color).to.not.equal('rgb(255, 0, 0)');
    expect(getComputedStyle(title).textTransform).to.equal('none');
    expect(getComputedStyle($(el, '.tools button')!).backgroundColor).to.not.equal('rgb(255, 0, 0)');
    expect(getComputedStyle(el).colorScheme).to.equal('dark');
    style.remove();
  });
});
