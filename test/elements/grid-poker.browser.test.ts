/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../src/elements/grid-poker/define.js';
import type { TechGridPoker } from '../../src/elements/grid-poker/grid-poker.js';
import { encodeShare } from '../../src/elements/grid-poker/persistence.js';
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
  walkTo,
} from './grid-poker-driver.js';
import {
  checkRefusedAttributes,
  checkResume,
  engineOutcome,
  mountGame,
  playToEnd as playGame,
  tabIntoBoard,
} from './game-driver.js';

const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

const newGame = (attrs: string) => mountGame<TechGridPoker>('tech-grid-poker', attrs);
const playToEnd = (el: TechGridPoker, answer: (el: TechGridPoker) => Promise<void>) =>
  playGame(game, el, pendingForPerson, answer, 400);

describe('<tech-grid-poker>', () => {
  afterEach(() => {
    localStorage.clear();
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('is accessible: at setup, at a pending choice, at the reveal and at game over', async function (this: Mocha.Context) {
    this.timeout(60_000); // whole games: longer than a click when the machine is busy
    const el = await newGame('players="3" seed="11" bot-pace="0"');
    await expect(el).to.be.accessible();
    // Company chosen, an effect pending, the commitments …
    for (let i = 0; i < 3; i++) await answerByClicks(el);
    await expect(el).to.be.accessible();
    await answerUntil(el, () => !!$(el, '.reveal'));
    await expect(el).to.be.accessible();
    await playToEnd(el, (e) => answerByClicks(e));
    expect($(el, '.over')).to.exist;
    await expect(el).to.be.accessible();
  });

  it('goes on with the arrow keys from a cell the person clicked', async () => {
    const el = await newGame('players="2" seed="42" bot-pace="0"');
    // A cell in the middle of a row that answers nothing now: clicking it only focuses it.
    const rows = $$(el, '[role="grid"] [role="row"]')
      .map((r) => [...r.querySelectorAll<HTMLElement>('[data-cell]')])
      .filter((r) => r.length > 2);
    const row = rows.find((r) => !r[1].classList.contains('target'))!;
    const box = row[1].getBoundingClientRect();
    await sendMouse({
      type: 'click',
      position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)],
    });
    await el.updateComplete;
    expect(root(el).activeElement).to.equal(row[1]);
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect((root(el).activeElement as HTMLElement).dataset.cell).to.equal(row[2].dataset.cell);
    // One tab stop, on the cell the focus is on.
    expect(
      $$(el, '[data-cell]')
        .filter((c) => c.tabIndex === 0)
        .map((c) => c.dataset.cell),
    ).to.deep.equal([row[2].dataset.cell]);
  });

  it('names the seats in the move log as the table does: "Player 1 (you)", "Player 2 (bot)"', async () => {
    const el = await newGame('players="2" seed="42" bot-pace="0"');
    const log = () => $$(el, '.log-list li').map(text);
    await answerUntil(
      el,
      () => log().some((l) => l.startsWith('Player 1 (you) ')) && log().some((l) => l.startsWith('Player 2 (bot) ')),
    );
    // Every seat named so, and each sentence as the engine wrote it: only the names differ.
    const engine = el
      .match!.state.log.filter((e) => !e.to || e.to.includes(0))
      .map((e) => e.text.replace(/\s+/g, ' ').trim());
    expect(log()).to.deep.equal(
      engine.map((t) => t.replace(/\bPlayer 1\b/g, 'Player 1 (you)').replace(/\bPlayer 2\b/g, 'Player 2 (bot)')),
    );
    expect(log().some((l) => /Player [12](?! \()/.test(l))).to.equal(false);
  });

  it('plays a whole 2-player game by clicks, ending with the scores the engine reports', async function (this: Mocha.Context) {
    this.timeout(60_000); // whole games: longer than a click when the machine is busy
    const el = await newGame('players="2" seed="42" bot-pace="0"');
    const moves: TechMoveEvent[] = [];
    const over: TechGameOverEvent[] = [];
    document.addEventListener('tech-move', (e) => moves.push(e));
    document.addEventListener('tech-game-over', (e) => over.push(e));
    await playToEnd(el, (e) => answerByClicks(e));
    const outcome = engineOutcome(game, el);
    expect(over).to.have.length(1);
    expect(over[0].detail.scores).to.deep.equal(outcome.scores);
    expect(over[0].detail.winners).to.deep.equal(outcome.winners);
    expect(moves.length).to.equal(el.match!.log.length);
    expect(moves.some((m) => m.detail.bot) && moves.some((m) => !m.detail.bot)).to.be.true;
    const final = $$(el, '.final li').map(text);
    outcome.scores.forEach(
      (score, seat) =>
        expect(
          final.some(
            (line) => line.startsWith(seat === 0 ? 'You' : `Player ${seat + 1}`) && line.includes(`${score} point`),
          ),
        ).to.be.true,
    );
  });

  it('plays a whole game by keyboard only: one tab stop into the board, arrows, Enter', async function (this: Mocha.Context) {
    this.timeout(60_000); // whole games: longer than a click when the machine is busy
    const el = await newGame('players="2" seed="7" bot-pace="0"');
    // Tab from the last header button lands on the one focusable cell of the board.
    const first = await tabIntoBoard(el); // one tab stop into the board
    expect(first.classList.contains('target'), 'the focus starts on a legal target').to.be.true;
    await playToEnd(el, (e) => answerByKeys(e));
    expect($(el, '.over')).to.exist;
    expect(game.outcome(el.match!.state)!.scores).to.deep.equal(engineOutcome(game, el).scores);
  });

  it('highlights the legal targets and leaves everything else inert', async () => {
    const el = await newGame('players="2" seed="3" bot-pace="0"');
    const pending = pendingForPerson(el)!;
    expect(pending.kind).to.equal('grid/company');
    const targets = $$(el, '.card-cell.target');
    expect(targets.map((t) => t.dataset.instance).sort()).to.deep.equal(pending.options.map((o) => o.instance).sort());
    for (const cell of $$(el, '.card-cell:not(.target)')) expect(cell.getAttribute('aria-disabled')).to.equal('true');
    expect($$(el, '.gutter.target')).to.have.length(0);
  });

  it("refuses an illegal click with a visible reason, and the engine's own reason for a wrong answer", async () => {
    const el = await newGame('players="2" seed="3" bot-pace="0"');
    const before = el.match!.log.length;
    $<HTMLButtonElement>(el, '.market .card-cell')!.click();
    await el.updateComplete;
    expect(text($(el, '[part="refusal"]'))).to.include("can't be chosen now");
    $<HTMLButtonElement>(el, '[data-cell="line:row:0"]')!.click();
    await el.updateComplete;
    expect(text($(el, '[part="refusal"]'))).to.include('Rows and columns are not being chosen now');
    // One company card instead of two: the engine refuses and says why.
    $<HTMLButtonElement>(el, '.hand-row .card-cell.target')!.click();
    await el.updateComplete;
    $<HTMLButtonElement>(el, '[data-cell="confirm"]')!.click();
    await el.updateComplete;
    expect(text($(el, '[part="refusal"]'))).to.include('Pick exactly 2 options');
    expect(el.match!.log.length).to.equal(before);
  });

  it('resumes after a reload from its save key, and a damaged save offers a new game', async () => {
    await checkResume({
      mount: newGame,
      answer: (el) => answerByClicks(el),
      view: (el) => game.view(el.match!.state, 0),
      setup: 'players="3" seed="5"',
      moves: 6,
      key: 'test-resume',
      damaged: '{"v":1,"game":"grid-poker","config":{"players":3,"seed":5},"actions":[{"type":"choose","picks":[99]}]}',
    });
  });

  it('replays the same game from a share link (seed and moves in the URL fragment)', async () => {
    const el = await newGame('players="2" seed="99" bot-pace="0"');
    for (let i = 0; i < 5; i++) await answerByClicks(el);
    const actions = el.match!.log.map((e) => e.action);
    history.replaceState(null, '', `#${encodeShare(el.settings!, actions)}`);
    el.remove();
    const shared = await newGame('bot-pace="0"');
    expect(shared.settings!.seed).to.equal(99);
    expect(shared.match!.log.map((e) => e.action)).to.deep.equal(actions);
  });

  it("undoes to the person's last decision", async () => {
    const el = await newGame('players="2" seed="8" bot-pace="0"');
    await answerByClicks(el);
    const pending = JSON.stringify(el.match!.state.pending);
    const moves = el.match!.log.length;
    await answerByClicks(el);
    expect(el.match!.log.length).to.be.greaterThan(moves);
    [...$$<HTMLButtonElement>(el, '.tools button')].find((b) => b.textContent === 'Undo')!.click();
    await el.updateComplete;
    expect(el.match!.log.length).to.equal(moves);
    expect(JSON.stringify(el.match!.state.pending)).to.equal(pending);
  });

  it('shows committed cards of others as backs until the reveal, which names every hand and the points', async () => {
    const el = await newGame('players="3" seed="21" bot-pace="0"');
    // Play until the person places the company: the others have committed by then or will after.
    await answerUntil(el, () => pendingForPerson(el)?.kind === 'grid/company-line');
    const tokens = $$(el, '.gutter .token--hand');
    for (const t of tokens) expect(t.querySelector('.backs i')).to.exist;
    await answerUntil(el, () => !!$(el, '.reveal'));
    const result = el.match!.state.results.at(-1)!;
    const shown = text($(el, '.reveal'));
    for (const hand of result.hands) expect(shown).to.include(hand.name);
    if (result.rowWinners.length) expect(shown).to.include(`Best row · +${result.rowPoints} point`);
  });

  it('hides the hand behind a hand-off screen in a hot-seat game', async () => {
    const el = await newGame('players="2" humans="2" seed="4" bot-pace="0"');
    const first = game.actor(el.match!.state)!;
    if (first !== 0) {
      expect($(el, '.handoff')).to.exist;
      expect($(el, '.hand-row')).to.not.exist;
      $<HTMLButtonElement>(el, '.handoff button')!.click();
      await el.updateComplete;
    }
    await answerByClicks(el);
    expect($(el, '.handoff')).to.exist;
    expect($(el, '.hand-row')).to.not.exist;
    await expect(el).to.be.accessible();
    $<HTMLButtonElement>(el, '.handoff button')!.click();
    await el.updateComplete;
    expect($(el, '.hand-row')).to.exist;
  });

  it('says politely what is wrong with bad attributes, never blank', async () => {
    await checkRefusedAttributes(newGame, [
      ['players="9"', 'players should be a whole number from 1 to 6'],
      ['seed="abc"', 'seed should be a whole number'],
      ['players="2" humans="3"', "can't be more than players"],
      ['bot-level="hard"', 'bot-level should be'],
    ]);
  });

  it('G13: "Two decks with 5-6 players … on by default, an option turns it off": the one-deck attribute', async () => {
    const two = await newGame('players="6" seed="2" bot-pace="0"');
    expect(Object.keys(two.match!.state.cards)).to.have.length(108);
    const one = await newGame('players="6" seed="2" bot-pace="0" one-deck');
    expect(one.oneDeck).to.equal(true);
    expect(Object.keys(one.match!.state.cards)).to.have.length(54);
  });

  it('plays a solo game against the artificial player, and a 6-player game with bidding', async function (this: Mocha.Context) {
    this.timeout(60_000); // whole games: longer than a click when the machine is busy
    const solo = await newGame('players="1" seed="2" bot-pace="0"');
    await playToEnd(solo, (e) => answerByClicks(e));
    expect(text($(solo, '.final'))).to.include('The artificial player');
    const six = await newGame('players="6" seed="2" bot-pace="0" bidding');
    await playToEnd(six, (e) => answerByClicks(e));
    expect($(six, '.over')).to.exist;
  });

  it("keeps the page's CSS out and its own in", async () => {
    const style = document.createElement('style');
    style.textContent =
      'body { font: 30px serif; letter-spacing: 4px; color: red; text-transform: uppercase } button { background: red !important }';
    document.head.append(style);
    const el = await newGame('players="2" seed="1" bot-pace="0"');
    const title = $(el, '.title')!;
    expect(getComputedStyle(title).fontFamily, "the page's font family comes in, and nothing else").to.equal('serif');
    expect(getComputedStyle(title).fontSize).to.not.equal('30px');
    expect(getComputedStyle(title).color).to.not.equal('rgb(255, 0, 0)');
    expect(getComputedStyle(title).letterSpacing).to.not.equal('4px');
    expect(getComputedStyle(title).textTransform).to.equal('none');
    expect(getComputedStyle($(el, '.tools button')!).backgroundColor).to.not.equal('rgb(255, 0, 0)');
    const outside = document.createElement('button');
    document.body.append(outside);
    expect(getComputedStyle(outside).backgroundColor).to.equal('rgb(255, 0, 0)');
    style.remove();
    outside.remove();
  });

  it("folds the opponents to a line of every seat's points, opened by a click or the keyboard", async () => {
    const el = await newGame('players="3" seed="11" bot-pace="0"');
    const toggle = $<HTMLButtonElement>(el, '[data-cell="fold:opponents"]')!;
    expect(text(toggle).replace(/▶to act: /g, '')).to.match(
      /^You 0 P2 0 P3 0 2 companies: show the other players' companies$/,
    );
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(
      $$(el, '.opponents [data-cell]').every((c) => c.getClientRects().length === 0),
      'closed, its cards are not drawn',
    ).to.be.true;
    // The keyboard walks up to the line from the first target and opens it with Enter.
    const first = await tabIntoBoard(el);
    first.focus();
    await walkTo(el, 'fold:opponents');
    await press(el, 'Enter');
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect($$(el, '.opponents .card-cell').length).to.be.greaterThan(0);
    expect($$(el, '.opponents .card-cell').every((c) => c.getClientRects().length > 0)).to.be.true;
    await expect(el).to.be.accessible();
    toggle.click();
    await el.updateComplete;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
  });

  it("keeps the opponents' line inside the table with six seats on a phone and a blog's larger root font", async () => {
    // A blog may set `html { font-size: 19px }`: the line of six seats' points is then wider than a
    // phone's table, and the line gives way (how many companies it holds is cut short), not the table.
    await setViewport({ width: 390, height: 844 });
    document.documentElement.style.fontSize = '19px';
    try {
      const el = await newGame('players="6" seed="11" bot-pace="0"');
      const board = $(el, '[part="board"]')!.getBoundingClientRect();
      const toggle = $(el, '[data-cell="fold:opponents"]')!.getBoundingClientRect();
      expect(toggle.right, "the line's right edge").to.be.at.most(board.right + 0.5);
      expect(toggle.left, "the line's left edge").to.be.at.least(board.left - 0.5);
      const mark = $(el, '[data-cell="fold:opponents"] .fold-mark')!.getBoundingClientRect();
      expect(mark.right, 'the mark that says it opens is in sight').to.be.at.most(board.right + 0.5);
    } finally {
      document.documentElement.style.fontSize = '';
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('lets bots play at a visible pace', async () => {
    const el = await newGame('players="2" seed="42" bot-pace="20"');
    // Play until it is a bot's turn, then watch it move by itself.
    await answerUntil(el, () => game.actor(el.match!.state) !== 0);
    const before = el.match!.log.length;
    await new Promise<void>((resolve) => el.addEventListener('tech-move', () => resolve(), { once: true }));
    expect(el.match!.log.length).to.be.greaterThan(before);
  });

  it('announces moves in a live region', async () => {
    const el = await newGame('players="2" seed="42" bot-pace="0"');
    await answerByClicks(el);
    await el.updateComplete;
    const live = $(el, '[role="status"][aria-live="polite"]')!;
    expect(text(live)).to.include('founds a company');
  });
});
