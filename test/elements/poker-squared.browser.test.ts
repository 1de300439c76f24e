/// <reference types="mocha" />
import { expect, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../src/elements/poker-squared/define.js';
import { spec } from '../../src/elements/poker-squared/game.js';
import type { TechPokerSquared } from '../../src/elements/poker-squared/poker-squared.js';
import type { TechGameOverEvent, TechMoveEvent } from '../../src/elements/events.js';
import {
  $,
  $$,
  answerByClicks,
  answerByKeys,
  answerUntil,
  game,
  pendingForPerson,
  press,
  root,
  text,
  walkTo,
} from './poker-squared-driver.js';
import {
  checkRefusedAttributes,
  checkResume,
  engineOutcome,
  mountGame,
  playToEnd as playGame,
  tabIntoBoard,
} from './game-driver.js';

const newMatch = (attrs: string, width = '900px') => mountGame<TechPokerSquared>('tech-poker-squared', attrs, width);
const playToEnd = (el: TechPokerSquared, answer: (el: TechPokerSquared) => Promise<void>) =>
  playGame(game, el, pendingForPerson, answer, 600);

const kind = (el: TechPokerSquared) => pendingForPerson(el)?.kind ?? null;
const button = (el: TechPokerSquared, words: string) =>
  $$<HTMLButtonElement>(el, 'button').find((b) => text(b) === words)!;

describe('<tech-poker-squared>', () => {
  afterEach(async () => {
    localStorage.clear();
    history.replaceState(null, '', location.pathname + location.search);
    await emulateMedia({ reducedMotion: 'no-preference', colorScheme: 'light' });
  });

  it('is accessible: placing, choosing a square, betting, after a showdown and a scored grid, at the end', async function () {
    this.timeout(40000); // a whole match, or most of one: seconds on a loaded machine
    const el = await newMatch('seed="1" bot-pace="0" bot-level="call-everything"');
    expect(kind(el)).to.equal('poker-squared/place-card');
    await expect(el).to.be.accessible();
    await answerByClicks(el);
    expect(kind(el)).to.equal('poker-squared/place-square');
    await expect(el).to.be.accessible();
    await answerUntil(el, () => kind(el) === 'poker-squared/bet' && $$(el, '[data-cell="bet:go"]').length > 0);
    await expect(el).to.be.accessible();
    await answerUntil(el, () => el.match!.state.grids.length === 1);
    expect($(el, '[part~="showdown"]')).to.exist;
    expect($(el, '[part~="scoring"]')).to.exist;
    await expect(el).to.be.accessible();
    await playToEnd(el, (e) => answerByClicks(e));
    expect($(el, '[part~="over"]')).to.exist;
    await expect(el).to.be.accessible();
  });

  it('P8: concedes by keyboard at a decision — "Either player may concede at any decision; the other wins the match and the chips stay as they are."', async () => {
    const el = await newMatch('seed="1" bot-pace="0" bot-level="call-everything"');
    const overs: TechGameOverEvent[] = [];
    el.addEventListener('tech-game-over', (e) => overs.push(e));
    expect(kind(el)).to.equal('poker-squared/place-card');
    // The Concede button follows the table in the tab order.
    await tabIntoBoard(el);
    await press(el, 'Tab');
    const concede = root(el).activeElement as HTMLButtonElement;
    expect(text(concede)).to.equal('Concede…');
    expect(concede.closest('[part~="concede"]')).to.exist;
    // It asks first; "Keep playing" goes back, with the focus on Concede… again.
    await press(el, 'Enter');
    expect(text(root(el).activeElement as HTMLElement)).to.equal('Concede the match');
    await expect(el).to.be.accessible();
    await press(el, 'Tab');
    await press(el, 'Enter');
    expect(text(root(el).activeElement as HTMLElement)).to.equal('Concede…');
    expect(el.match!.state.flow.stage).to.not.equal('over');
    await press(el, 'Enter');
    const chips = [...el.match!.state.chips];
    await press(el, 'Enter');
    const state = el.match!.state;
    expect([state.endedBy, state.conceded]).to.deep.equal(['concede', 0]);
    expect(overs.map((e) => e.detail)).to.deep.equal([{ game: 'poker-squared', scores: chips, winners: [1] }]);
    expect(text($(el, '[part~="over"] p')!)).to.equal('You conceded during hand 1; the chips stay as they are.');
    expect($(el, '[part~="concede"]')).to.not.exist;
    await expect(el).to.be.accessible();
  });

  it('P8: the Concede button stands under the table at every decision of yours, the bet controls included', async () => {
    const el = await newMatch('seed="1" bot-pace="0" bot-level="call-everything"');
    const seen = new Set<string>();
    await answerUntil(el, () => {
      const k = kind(el);
      if (k) {
        seen.add(k);
        expect($(el, '[part~="concede"] button'), k).to.exist;
      }
      return el.match!.state.round === 3;
    });
    expect([...seen].sort()).to.deep.equal([
      'poker-squared/bet',
      'poker-squared/place-card',
      'poker-squared/place-square',
    ]);
  });

  it("the Rules dialog lists the house rulings of the rules in play, from their data, the project's own marked", async () => {
    const el = await newMatch('seed="1" bot-pace="0"');
    const listed = () => $$(el, 'dialog.help [part~="house-rulings"] li');
    const { rulings } = spec.game.rules;
    expect($(el, 'dialog.help #house-rulings-title')!.textContent).to.equal('House rulings');
    expect(listed().map((li) => li.dataset.ruling)).to.deep.equal(Object.keys(rulings));
    const fold = listed().find((li) => li.dataset.ruling === 'fold-only-facing-a-bet')!;
    expect(text(fold)).to.equal(
      "fold only facing a bet: yes (PX1, this project's) — a player who may check loses nothing by it; a fold there would only give the pot away",
    );
    expect(text(listed().find((li) => li.dataset.ruling === 'may-concede')!)).to.equal(
      'may concede: at any decision (P8) — the other wins the match (or: never)',
    );
    // Other rules, other rulings: a ruling changed and one added show up as the rules say.
    const edited = structuredClone(spec.game.rules);
    edited.rulings['may-concede'] = { value: 'never', ruling: 'P8' };
    edited.rulings['an-extra-ruling'] = { value: ['one', 'two'], ruling: 'PX9' };
    el.rules = edited;
    await el.updateComplete;
    await waitUntil(() => listed().some((li) => li.dataset.ruling === 'an-extra-ruling'), 'the new rules are shown');
    expect(text(listed().find((li) => li.dataset.ruling === 'an-extra-ruling')!)).to.equal(
      "an extra ruling: one, two (PX9, this project's)",
    );
    expect(text(listed().find((li) => li.dataset.ruling === 'may-concede')!)).to.equal(
      'may concede: never (P8) — the other wins the match (or: never)',
    );
    await expect(el).to.be.accessible();
  });

  it('is accessible in dark mode and on a 360 px phone, with both grids side by side', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const el = await newMatch('seed="6" bot-pace="0"', '360px');
    await answerUntil(el, () => kind(el) === 'poker-squared/bet');
    await expect(el).to.be.accessible();
    // Square A of both grids on one line, nothing wider than the element.
    const mine = $(el, '[data-cell="square:0:0"]')!.getBoundingClientRect();
    const theirs = $(el, '[data-cell="square:1:0"]')!.getBoundingClientRect();
    expect(Math.abs(mine.top - theirs.top)).to.be.lessThan(2);
    expect(theirs.left).to.be.greaterThan(mine.right);
    expect(root(el).querySelector('.base')!.scrollWidth).to.be.at.most(el.getBoundingClientRect().width + 1);
    for (const b of $$(el, '[role="grid"] button'))
      expect(b.getBoundingClientRect().height, b.dataset.cell).to.be.at.least(24);
  });

  it('plays a whole match by clicks, ending with the chips the engine reports', async function () {
    this.timeout(40000); // a whole match, or most of one: seconds on a loaded machine
    const el = await newMatch('seed="42" bot-pace="0"');
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
    expect(outcome.scores[0] + outcome.scores[1]).to.equal(80); // chips only move
    expect(over).to.have.length(1);
    expect(over[0].detail).to.deep.include({ game: 'poker-squared', scores: outcome.scores, winners: outcome.winners });
    expect(moves.length).to.equal(el.match!.log.length);
    expect(moves.some((m) => m.detail.bot) && moves.some((m) => !m.detail.bot)).to.be.true;
    expect(
      moves.some(
        (m) => m.detail.kind === 'poker-squared/bet' && !m.detail.bot && m.detail.labels[0]?.startsWith('Bet'),
      ),
    ).to.be.true;
    const final = $$(el, '.final li').map(text);
    expect(final.some((l) => l.startsWith('You') && l.includes(`${outcome.scores[0]} chip`))).to.be.true;
    expect(final.some((l) => l.startsWith('Player 2 (bot)') && l.includes(`${outcome.scores[1]} chip`))).to.be.true;
    expect(text($(el, '.purse:first-child .chips-n'))).to.equal(String(outcome.scores[0]));
  });

  it('plays a whole match by keyboard only: one tab stop into the board, arrows, Enter', async function () {
    this.timeout(40000); // a whole match, or most of one: seconds on a loaded machine
    const el = await newMatch('seed="7" bot-pace="0" bot-level="call-everything"');
    const first = await tabIntoBoard(el); // one tab stop into the board
    expect(first.classList.contains('target'), 'the focus starts on a legal target').to.be.true;
    await playToEnd(el, (e) => answerByKeys(e));
    expect($(el, '[part~="over"]')).to.exist;
    expect(el.match!.state.grids.length, 'the match went through grid scorings').to.be.greaterThan(0);
    const outcome = engineOutcome(game, el);
    expect(game.outcome(el.match!.state)!.scores).to.deep.equal(outcome.scores);
    expect(
      $$(el, '.final li')
        .map(text)
        .some((l) => l.startsWith('You') && l.includes(`${outcome.scores[0]} chip`)),
    ).to.be.true;
  });

  it('bets with the amount control: − and +, the + and − keys, the presets; Bet plays that size', async () => {
    const el = await newMatch('seed="3" bot-pace="0" bot-level="call-everything"');
    await answerUntil(
      el,
      () => kind(el) === 'poker-squared/bet' && !!$(el, '[data-cell="bet:go"]') && el.match!.state.chips[0] > 6,
    );
    const amount = () => Number(text($(el, '[data-cell="bet:go"] .amount')));
    $<HTMLButtonElement>(el, '[data-cell="bet:preset:Min"]')!.click();
    await el.updateComplete;
    expect(amount()).to.equal(1);
    $<HTMLButtonElement>(el, '[data-cell="bet:more"]')!.click();
    await el.updateComplete;
    expect(amount()).to.equal(2);
    // The keyboard: walk to +, press Enter, then the + and − keys anywhere in the row.
    $<HTMLElement>(el, '[data-cell="bet:check"]')!.focus();
    await walkTo(el, 'bet:more');
    await press(el, 'Enter');
    expect(amount()).to.equal(3);
    await press(el, '+');
    expect(amount()).to.equal(4);
    await press(el, 'PageDown');
    await press(el, '-');
    expect(amount()).to.equal(2);
    expect($(el, '[data-cell="bet:go"]')!.getAttribute('aria-label')).to.include('Bet 2');
    const hand = el.match!.state.round;
    await walkTo(el, 'bet:go');
    await press(el, 'Enter');
    const record = el.match!.state.hands.find((h) => h.hand === hand)!;
    expect(record.bets.find((b) => b.seat === 0)).to.deep.include({ kind: 'bet', by: 2, amount: 2 });
  });

  it('shows the showdown with both hands named, and a fold without them', async function () {
    this.timeout(40000); // a whole match, or most of one: seconds on a loaded machine
    const el = await newMatch('seed="11" bot-pace="0"');
    await answerUntil(
      el,
      () => el.match!.state.hands.some((h) => h.shown.length === 2) && kind(el) === 'poker-squared/place-card',
    );
    const record = [...el.match!.state.hands].reverse().find((h) => h.winners.length > 0)!;
    const shown = text($(el, '[part~="showdown"]'));
    expect(shown).to.include(`Hand ${record.hand}`);
    for (const hand of record.shown) expect(shown).to.include(hand.name);
    if (record.winners.length === 1) expect($(el, '[part~="showdown"] [part~="win"]')).to.exist;
    // Fold when facing a bet: the pot goes over and no hand is shown.
    await answerUntil(el, () => !!$(el, '[data-cell="bet:fold"]'), 300);
    $<HTMLButtonElement>(el, '[data-cell="bet:fold"]')!.click();
    await el.updateComplete;
    await answerUntil(el, () => kind(el) === 'poker-squared/place-card' || game.actor(el.match!.state) === null, 5);
    expect(text($(el, '[part~="showdown"]'))).to.include('Neither hand is shown');
  });

  it('shows a scored grid one line at a time, never holding up the game, and can show them all', async function () {
    this.timeout(40000); // a whole match, or most of one: seconds on a loaded machine
    const el = await newMatch('seed="1" bot-pace="1" bot-level="call-everything"');
    // A bot pace above 0 reveals lines on a timer; the bot moves are waited for here.
    const settle = async () => {
      for (let i = 0; i < 50 && pendingForPerson(el) === null && game.actor(el.match!.state) !== null; i++) {
        await new Promise((r) => setTimeout(r, 5));
        await el.updateComplete;
      }
    };
    for (let i = 0; i < 300; i++) {
      await settle();
      if (el.match!.state.grids.length > 0) break;
      await answerByClicks(el);
    }
    expect(el.match!.state.grids.length).to.equal(1);
    const lines = () => $$(el, '.scored-line').length;
    expect(lines(), 'one line at first').to.equal(1);
    expect($$(el, '.mini-card.in-line')).to.have.length(6); // the line outlined on both grids
    // The game goes on meanwhile: the next hand's card can be chosen at once.
    expect(kind(el)).to.equal('poker-squared/place-card');
    await new Promise((r) => setTimeout(r, 900));
    await el.updateComplete;
    expect(lines()).to.be.greaterThan(1);
    $<HTMLButtonElement>(el, '[part~="skip"]')!.click();
    await el.updateComplete;
    expect(lines()).to.equal(8);
    const grid = el.match!.state.grids[0];
    expect(text($(el, '.scored-total'))).to.include(`You win ${grid.won[0]} line`);
    expect($$(el, '.mini-card.in-line')).to.have.length(0);
  });

  it('honours reduced motion: the lines come without animation', async function () {
    this.timeout(40000); // a whole match, or most of one: seconds on a loaded machine
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await newMatch('seed="1" bot-pace="0" bot-level="call-everything"');
    await answerUntil(el, () => el.match!.state.grids.length === 1);
    const line = $(el, '.scored-line')!;
    expect(getComputedStyle(line).animationName).to.equal('none');
  });

  it('refuses an illegal click with a visible reason, the match unchanged', async () => {
    const el = await newMatch('seed="3" bot-pace="0"');
    const before = el.match!.log.length;
    const reason = () => text($(el, '[part="refusal"]'));
    // Placing a card: a square is not what is chosen now.
    $<HTMLButtonElement>(el, '[data-cell="square:0:4"]')!.click();
    await el.updateComplete;
    expect(reason()).to.include("can't be chosen now");
    await answerByClicks(el); // the card
    $<HTMLButtonElement>(el, '[data-cell="square:1:4"]')!.click();
    await el.updateComplete;
    expect(reason()).to.include("on Player 2 (bot)'s grid");
    expect(el.match!.log.length).to.equal(before + 1);
    await answerByClicks(el); // the square
    await answerUntil(el, () => kind(el) === 'poker-squared/bet');
    const moves = el.match!.log.length;
    const filled = $<HTMLButtonElement>(el, '.square.filled')!;
    filled.click();
    await el.updateComplete;
    expect(reason()).to.include("can't be chosen now");
    $<HTMLButtonElement>(el, '.hand-row .card-cell')!.click();
    await el.updateComplete;
    expect(reason()).to.include("can't be chosen now");
    expect(el.match!.log.length).to.equal(moves);
    expect(el.match!.state.pending!.kind).to.equal('poker-squared/bet');
  });

  it('resumes after a reload from its save key, and a damaged save offers a new match', async () => {
    await checkResume({
      mount: newMatch,
      answer: (el) => answerByClicks(el),
      view: (el) => game.view(el.match!.state, 0),
      setup: 'seed="5"',
      moves: 9,
      key: 'ps-resume',
      damaged:
        '{"v":1,"game":"poker-squared","config":{"players":2,"seed":5,"options":{}},"actions":[{"type":"choose","picks":[99]}]}',
    });
  });

  it('replays the same match from a share link, the Tech Deck variant too', async () => {
    const el = await newMatch('seed="99" bot-pace="0" variant="tech"');
    for (let i = 0; i < 7; i++) await answerByClicks(el);
    const actions = el.match!.log.map((e) => e.action);
    history.replaceState(null, '', `#${spec.share.encode(el.settings!, actions)}`);
    el.remove();
    const shared = await newMatch('bot-pace="0"');
    expect(shared.settings).to.deep.include({ seed: 99, variant: 'tech' });
    expect(shared.match!.log.map((e) => e.action)).to.deep.equal(actions);
  });

  it("undoes to the person's last decision", async () => {
    const el = await newMatch('seed="8" bot-pace="0"');
    await answerByClicks(el);
    const pending = JSON.stringify(el.match!.state.pending);
    const moves = el.match!.log.length;
    await answerByClicks(el);
    expect(el.match!.log.length).to.be.greaterThan(moves);
    button(el, 'Undo').click();
    await el.updateComplete;
    expect(el.match!.log.length).to.equal(moves);
    expect(JSON.stringify(el.match!.state.pending)).to.equal(pending);
  });

  it('plays the Tech Deck variant with card effects, its cards drawn as Tech Deck cards', async function () {
    this.timeout(40000); // a whole match, or most of one: seconds on a loaded machine
    const el = await newMatch('seed="4" bot-pace="0" variant="tech" bot-level="random"');
    expect($$(el, '.hand-row tech-card').length).to.equal(4);
    expect($(el, 'tech-playing-card')).to.not.exist;
    await answerUntil(el, () => kind(el) === 'poker-squared/effect-card');
    expect($(el, '.hand-row .card-cell.target')).to.exist;
    expect(button(el, 'Pass')).to.exist;
    await expect(el).to.be.accessible();
    await playToEnd(el, (e) => answerByClicks(e));
    expect(game.outcome(el.match!.state)!.scores).to.deep.equal(engineOutcome(game, el).scores);
  });

  it("hides each person's hand behind a hand-off screen in a hot-seat match", async () => {
    const el = await newMatch('seed="4" humans="2" bot-pace="0"');
    expect(kind(el)).to.equal('poker-squared/place-card');
    await answerByClicks(el);
    await answerByClicks(el); // seat 0 placed in secret; seat 1 chooses next
    expect($(el, '[part="handoff"]')).to.exist;
    expect($(el, '.hand-row')).to.not.exist;
    await expect(el).to.be.accessible();
    $<HTMLButtonElement>(el, '[part="handoff"] button')!.click();
    await el.updateComplete;
    expect(text($(el, '.owner'))).to.include('Player 2');
    expect($$(el, '.hand-row .card-cell')).to.have.length(4);
    // Seat 0's secret card is nowhere on seat 1's screen.
    const secret = el.match!.state.zones['placing:0'][0]!;
    expect($(el, `[data-instance="${secret}"]`)).to.not.exist;
  });

  it('says politely what is wrong with bad attributes, never blank', async () => {
    await checkRefusedAttributes(newMatch, [
      ['players="3"', 'players should be a whole number from 2 to 2'],
      ['seed="abc"', 'seed should be a whole number'],
      ['humans="3"', "can't be more than players"],
      ['bot-level="hard"', 'bot-level should be "good" or "random" or "call-everything"'],
      ['variant="poker"', 'variant should be "standard" or "tech"'],
    ]);
  });

  it("opens the rules help, with the Tech Deck variant's rules when it is played", async () => {
    const el = await newMatch('seed="2" bot-pace="0" variant="tech"');
    button(el, 'Rules').click();
    await el.updateComplete;
    const help = $<HTMLDialogElement>(el, 'dialog.help')!;
    expect(help.open).to.be.true;
    expect(text(help)).to.include('How to play Poker Squared');
    expect(text(help)).to.include('Tech Deck variant');
    await expect(el).to.be.accessible();
    help.close();
  });

  it('takes its looks from --tech-* custom properties and ::part', async () => {
    const style = document.createElement('style');
    style.textContent =
      'tech-poker-squared { --tech-poker-squared-card: 50px; --tech-accent: rgb(0, 128, 255) } tech-poker-squared::part(pot) { outline: 3px solid rgb(1, 2, 3) }';
    document.head.append(style);
    const el = await newMatch('seed="2" bot-pace="0"');
    expect($(el, '[data-cell="square:0:0"]')!.getBoundingClientRect().width).to.equal(50);
    expect(getComputedStyle($(el, '.card-cell.target')!).boxShadow).to.include('rgb(0, 128, 255)');
    expect(getComputedStyle($(el, '[part="pot"]')!).outlineColor).to.equal('rgb(1, 2, 3)');
    style.remove();
  });

  it("keeps the page's CSS out and its own in", async () => {
    const style = document.createElement('style');
    style.textContent =
      'body { font: 30px serif; letter-spacing: 4px; color: red; text-transform: uppercase } button { background: red !important }';
    document.head.append(style);
    const el = await newMatch('seed="1" bot-pace="0"');
    const title = $(el, '.title')!;
    expect(getComputedStyle(title).fontFamily, "the page's font family comes in, and nothing else").to.equal('serif');
    expect(getComputedStyle(title).fontSize).to.not.equal('30px');
    expect(getComputedStyle(title).color).to.not.equal('rgb(255, 0, 0)');
    expect(getComputedStyle(title).textTransform).to.equal('none');
    expect(getComputedStyle($(el, '.tools button')!).backgroundColor).to.not.equal('rgb(255, 0, 0)');
    style.remove();
  });

  it('lets the bot play at a visible pace, and announces moves in one live region', async () => {
    const el = await newMatch('seed="42" bot-pace="20"');
    await answerByClicks(el);
    await answerByClicks(el);
    const before = el.match!.log.length;
    // The bot chooses its card, then its square: two moves, each after the pace.
    await new Promise<void>((resolve) => {
      const onMove = () =>
        el.match!.log.length >= before + 2 && (el.removeEventListener('tech-move', onMove), resolve());
      el.addEventListener('tech-move', onMove);
    });
    expect(el.match!.log.length).to.equal(before + 2);
    await el.updateComplete;
    const live = $$(el, '[aria-live]');
    expect(live).to.have.length(1);
    expect(text(live[0])).to.include('Player 2');
  });
});
