/// <reference types="mocha" />
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/elements/chess/define.js';
import type { TechChess } from '../../src/elements/chess/chess.js';
import { squareName } from '../../src/elements/chess/layout.js';
import { encodeShare } from '../../src/elements/chess/persistence.js';
import type { TechGameOverEvent, TechMoveEvent } from '../../src/elements/events.js';
import { botActions } from '../../src/engine/bots.js';
import type { ChooseAction } from '../../src/engine/choices.js';
import { replay } from '../../src/engine/match.js';
import { Rng, seedRng } from '../../src/engine/rng.js';
import { createTechChessBot } from '../../src/games/tech-chess/bots.js';
import type { ChessMove, ChessOption, TechChessState } from '../../src/games/tech-chess/index.js';
import {
  captures,
  momentOf,
  type Policy,
  seatZeroAt,
  seatZeroInCheck,
  seatZeroToPlay,
  type ChessMoment,
} from '../../stories/chess-moments.js';
import {
  $,
  $$,
  answerByClicks,
  answerByKeys,
  focused,
  game,
  greedyPerson,
  pendingForPerson,
  press,
  root,
  text,
  walkTo,
} from './chess-driver.js';
import { checkRefusedAttributes, checkResume } from './game-driver.js';

async function newGame(attrs: string, moment?: ChessMoment) {
  const container = await fixture<HTMLDivElement>('<div></div>');
  container.innerHTML = `<tech-chess ${attrs}></tech-chess>`;
  const el = container.querySelector('tech-chess') as TechChess;
  if (moment) el.moves = moment.moves;
  await el.updateComplete;
  return el;
}

const state = (el: TechChess) => el.match!.state as TechChessState;

/** The outcome the engine reports for the element's moves, replayed apart from the element. */
const engineOutcome = (el: TechChess) =>
  game.outcome(
    replay(
      game,
      el.match!.config,
      el.match!.log.map((e) => e.action),
    ),
  )!;

async function playToEnd(el: TechChess, answer: (el: TechChess) => Promise<void>, limit = 400) {
  for (let i = 0; i < limit && game.actor(state(el)) !== null; i++) {
    expect(pendingForPerson(el), 'with a bot pace of 0 the bot never keeps a person waiting').to.not.equal(null);
    await answer(el);
  }
  expect(game.actor(state(el)), 'the game is over').to.equal(null);
}

const cell = (el: TechChess, key: string) => $<HTMLButtonElement>(el, `[data-cell="${CSS.escape(key)}"]`)!;
const refusal = (el: TechChess) => text($(el, '[part="refusal"]'));

/** The first piece move of seat 0's pending action, and the squares around it. */
function firstMove(el: TechChess): ChessMove {
  const pending = state(el).pending!;
  return (pending.options as ChessOption[]).map((o) => o.move!).find((m) => m.type === 'move')!;
}

describe('<tech-chess>', () => {
  afterEach(() => {
    localStorage.clear();
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('is accessible: at setup, with a piece picked and its destinations shown, at the capture prompt, in check and at game over', async function () {
    this.timeout(30000);
    const setup = await newGame('seed="21" bot-pace="0"');
    await expect(setup).to.be.accessible();
    setup.remove();

    const el = await newGame('seed="21" bot-pace="0"', momentOf(21, seatZeroToPlay(7)));
    const move = firstMove(el);
    cell(el, `sq:${squareName(move.from!)}`).click();
    await el.updateComplete;
    expect($$(el, '.sq.dest').length).to.be.greaterThan(0);
    await expect(el).to.be.accessible();
    el.remove();

    const capture = await newGame('seed="21" bot-pace="0"', momentOf(21, seatZeroAt('chess/capture-effect'), captures));
    expect($(capture, '[part="capture"]')).to.exist;
    await expect(capture).to.be.accessible();
    capture.remove();

    const check = await newGame('seed="10" bot-pace="0"', momentOf(10, seatZeroInCheck));
    expect($$(check, '.square.in-check').length).to.be.greaterThan(0);
    await expect(check).to.be.accessible();
    check.remove();

    const over = await newGame('seed="21" bot-pace="0" theme="dark"', momentOf(21));
    expect($(over, '[part="over"]')).to.exist;
    await expect(over).to.be.accessible();
  });

  it('plays a whole game by clicks (a piece, then its square) against the random bot, to the result the engine reports', async function () {
    this.timeout(60000);
    const el = await newGame('seed="1" bot-level="random" bot-pace="0"');
    const moves: TechMoveEvent[] = [];
    const over: TechGameOverEvent[] = [];
    const onMove = (e: TechMoveEvent) => moves.push(e);
    const onOver = (e: TechGameOverEvent) => over.push(e);
    document.addEventListener('tech-move', onMove);
    document.addEventListener('tech-game-over', onOver);
    try {
      await playToEnd(el, (e) => answerByClicks(e, greedyPerson));
    } finally {
      document.removeEventListener('tech-move', onMove);
      document.removeEventListener('tech-game-over', onOver);
    }
    const outcome = engineOutcome(el);
    expect(over).to.have.length(1);
    expect(over[0].detail).to.deep.include({ game: 'tech-chess', scores: outcome.scores, winners: outcome.winners });
    expect(moves.length).to.equal(el.match!.log.length);
    expect(moves.some((m) => m.detail.bot) && moves.some((m) => !m.detail.bot)).to.be.true;
    expect(outcome.winners).to.deep.equal([0]);
    expect(text($(el, '[part="over"]'))).to.include('You win!');
    // The move sheet holds every turn in notation, and the result.
    const sheet = text($(el, '[part="moves"]'));
    for (const m of state(el).moves.slice(-4)) expect(sheet).to.include(m.notation);
    expect(sheet).to.include(state(el).markers['first-player'] === 0 ? '1-0' : '0-1');
  });

  it('plays a whole game by keyboard only: one tab stop into the board, arrows, Enter', async function () {
    this.timeout(60000);
    const el = await newGame('seed="21" bot-level="greedy" bot-pace="0"');
    // Tab from the last button of the header above the board lands on the one focusable cell of the
    // board (the board's own tools, flip and discard, are under it).
    const header = $$<HTMLButtonElement>(el, '[part="header"] button');
    header[header.length - 1].focus();
    await sendKeys({ press: 'Tab' });
    const first = root(el).activeElement as HTMLElement;
    expect(first.closest('[role="grid"]')).to.exist;
    expect($$(el, '[role="grid"] [tabindex="0"]')).to.have.length(1);
    expect(first.classList.contains('target'), 'the focus starts on a legal target').to.be.true;
    await playToEnd(el, (e) => answerByKeys(e));
    expect($(el, '[part="over"]')).to.exist;
    expect(game.outcome(state(el))).to.deep.equal(engineOutcome(el));
  });

  it('refuses an illegal click with a visible reason, and leaves the game as it was', async () => {
    const el = await newGame('seed="21" bot-pace="0"', momentOf(21, seatZeroToPlay(7)));
    const before = el.match!.log.length;
    const view = game.view(state(el), 0);
    const empty = view.board.findIndex((p, sq) => p === null && sq >= 12 && sq < 24);
    cell(el, `sq:${squareName(empty)}`).click();
    await el.updateComplete;
    expect(refusal(el)).to.include('is empty: pick one of your highlighted pieces');
    const enemy = view.board.find((p) => p && p.owner === 1)!;
    cell(el, `sq:${enemy.square}`).click();
    await el.updateComplete;
    expect(refusal(el)).to.match(/is Player 2 \(bot\)'s: pick one of your own pieces/);
    // A piece of yours, then a square it can't reach.
    const move = firstMove(el);
    cell(el, `sq:${squareName(move.from!)}`).click();
    await el.updateComplete;
    expect(refusal(el)).to.equal('');
    // An empty square or an enemy piece it can't reach (one of your pieces would be picked instead).
    const unreachable = Array.from({ length: 36 }, (_, i) => i).find(
      (sq) => view.board[sq]?.owner !== 0 && !$(el, `[data-square="${sq}"]`)!.classList.contains('dest'),
    )!;
    cell(el, `sq:${squareName(unreachable)}`).click();
    await el.updateComplete;
    expect(refusal(el)).to.match(/can't go to [a-f]\d: choose one of the marked squares/);
    expect($(el, '[part="refusal"]')!.getAttribute('role')).to.equal('alert');
    expect(el.match!.log.length).to.equal(before);
  });

  it('drags a piece with Pointer Events: a drop on a marked square plays, a drop elsewhere is refused', async () => {
    const el = await newGame('seed="21" bot-pace="0"', momentOf(21, seatZeroToPlay(7)));
    const move = firstMove(el);
    const from = cell(el, `sq:${squareName(move.from!)}`);
    const centre = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { clientX: r.left + r.width / 2, clientY: r.top + r.height / 2 };
    };
    const pointer = (type: string, at: { clientX: number; clientY: number }) =>
      new PointerEvent(type, {
        ...at,
        pointerId: 7,
        isPrimary: true,
        button: 0,
        bubbles: true,
        composed: true,
        pointerType: 'touch',
      });
    const drag = async (to: Element) => {
      from.dispatchEvent(pointer('pointerdown', centre(from)));
      from.dispatchEvent(pointer('pointermove', { clientX: centre(from).clientX + 12, clientY: centre(from).clientY }));
      await el.updateComplete;
      expect($(el, '.drag-ghost'), 'a copy follows the pointer').to.exist;
      expect($$(el, '.sq.dest').length, 'the destinations are shown while dragging').to.be.greaterThan(0);
      from.dispatchEvent(pointer('pointermove', centre(to)));
      from.dispatchEvent(pointer('pointerup', centre(to)));
      from.click(); // the click that follows a pointerup belongs to the drag
      await el.updateComplete;
    };
    const before = el.match!.log.length;
    const wrong = Array.from({ length: 36 }, (_, i) => i).find(
      (sq) =>
        sq !== move.from &&
        !(state(el).pending!.options as ChessOption[]).some((o) => o.move?.from === move.from && o.move?.to === sq),
    )!;
    await drag(cell(el, `sq:${squareName(wrong)}`));
    expect(refusal(el)).to.match(/can't go to .*: drop it on one of the marked squares/);
    expect(el.match!.log.length).to.equal(before);
    expect($(el, '.drag-ghost')).to.not.exist;
    await drag(cell(el, `sq:${squareName(move.to!)}`));
    expect(el.match!.log.length).to.be.greaterThan(before);
    expect(
      state(el)
        .moves.filter((m) => m.seat === 0)
        .at(-1)!
        .notation.startsWith(move.notation),
    ).to.be.true;
  });

  it('shows the last move, check, the kings left and the counts, in words as well as marks', async () => {
    const el = await newGame('seed="10" bot-pace="0"', momentOf(10, seatZeroInCheck));
    const view = game.view(state(el), 0);
    const king = $(el, '.square.in-check [data-square]')!;
    expect(king.getAttribute('aria-label')).to.include('in check');
    expect($(el, '.square.in-check .check-badge')).to.exist;
    expect(text($(el, '[part="header"]'))).to.include('+ Check');
    // Check read from the view, not from the engine's prompt.
    expect(text($(el, '[part="prompt"] .prompt-text'))).to.equal(
      'Your turn: your king is in check. Move a piece, use a hand card, upgrade or build.',
    );
    const me = $(el, '.player.me')!;
    expect(text(me)).to.include('+ Check');
    expect(text(me)).to.include(`${view.kings[0]} king`);
    expect(text(me)).to.include(`${view.upgradesLeft[0]} upgrade`);
    expect(text(me)).to.include(`${view.buildsLeft[0]} build`);
    const last = view.last!.move;
    if (last.type === 'move') {
      expect(cell(el, `sq:${squareName(last.from!)}`).getAttribute('aria-label')).to.include('the last move left here');
      expect(cell(el, `sq:${squareName(last.to!)}`).getAttribute('aria-label')).to.include(
        'the last move arrived here',
      );
    }
    // Announced: the live region says check.
    expect(text($(el, '.live'))).to.match(/Check!/);
  });

  it('takes typed moves and commands: help, moves, a move in notation, a refusal with the reason', async () => {
    const el = await newGame('seed="21" bot-pace="0"', momentOf(21, seatZeroToPlay(7)));
    const input = $<HTMLInputElement>(el, '#move-entry')!;
    const type = async (line: string) => {
      input.value = line;
      $<HTMLFormElement>(el, '[part="entry"]')!.requestSubmit();
      await el.updateComplete;
      return text($(el, '[part="entry-output"]'));
    };
    expect(await type('help')).to.include('use 7S');
    const move = firstMove(el);
    expect(await type(`moves ${squareName(move.from!)}`)).to.include(move.notation);
    expect(await type('z9-a1')).to.include('is not a legal action now');
    expect(text($(el, '.live'))).to.include('is not a legal action now');
    const before = el.match!.log.length;
    const squares = move.notation.split(' ')[1];
    expect(await type(squares)).to.include(`Played: ${move.notation}`);
    expect(el.match!.log.length).to.be.greaterThan(before);
    expect(await type('status')).to.match(/Turn \d+\./);
    expect(await type('flip')).to.include('turned around');
    expect($(el, '.flip')!.getAttribute('aria-pressed')).to.equal('true');
  });

  it("asks about the capturing card's effect, and marks the move with * when it is used", async () => {
    const el = await newGame('seed="21" bot-pace="0"', momentOf(21, seatZeroAt('chess/capture-effect'), captures));
    const pending = state(el).pending!;
    const card = game.env.catalogue[pending.options[0].card!];
    expect(text($(el, '[part="capture"]'))).to.include(card.effect!.keyword);
    const yes = cell(el, 'option:0');
    expect(text(yes)).to.equal(`Yes, use ${card.effect!.keyword}`);
    const turn = state(el).turn;
    yes.click();
    await el.updateComplete;
    expect(state(el).moves.find((m) => m.turn === turn)!.notation).to.match(/\*/);
  });

  it('fans a long hand on a phone in rows of at most twelve: every card keeps its size, and its whole value stays in sight and under the finger', async () => {
    // Greedy bots in both seats until your hand holds sixteen cards at your turn (the hand only grows:
    // "no limit", and the cards drawn by effects stay).
    const greedy = createTechChessBot(game, 'greedy');
    const rng = new Rng({ rng: seedRng(11) });
    const byGreedyBots: Policy = (s) =>
      (greedy(game.view(s, game.actor(s)!), botActions(game, s), rng) as ChooseAction).picks;
    const moment = momentOf(11, (s) => seatZeroAt('chess/action')(s) && s.zones['hand:0'].length >= 16, byGreedyBots);
    await setViewport({ width: 390, height: 844 });
    try {
      const el = await newGame('seed="11" bot-pace="0"', moment);
      const cells = $$(el, '[part="hand"] .card-cell');
      expect(cells.length).to.be.at.least(16);
      const rows = $$(el, '[part="hand"] .hand-row');
      expect(rows, 'two rows of at most twelve').to.have.length(2);
      const boxes = cells.map((cell) => cell.querySelector('tech-card')!.getBoundingClientRect());
      const last = boxes.at(-1)!;
      expect(last.width, 'a card of your hand keeps a readable size').to.be.at.least(50);
      for (const [k, box] of boxes.entries())
        expect(box.width, `card ${k + 1} keeps the size of the others`).to.be.closeTo(last.width, 0.5);
      // Every value, every digit of it, is in sight: the card itself is what is drawn at the value's
      // corners, and a tap there is on it.
      const valuesInSight = (when: string) => {
        for (const [k, cell] of cells.entries()) {
          const value = cell.querySelector('tech-card')!.shadowRoot!.querySelector('.value')!;
          const digits = value.getBoundingClientRect();
          for (const [x, y] of [
            [digits.left + 1, digits.top + 2],
            [digits.right - 1, digits.top + 2],
            [digits.right - 1, digits.bottom - 2],
          ]) {
            const hit = root(el).elementFromPoint(x!, y!);
            expect(
              hit?.closest('.card-cell'),
              `${when}: the value ${value.textContent} of card ${k + 1} is in sight`,
            ).to.equal(cell);
          }
        }
      };
      valuesInSight('at the turn');
      // A card picked in the row above comes on top of its row, not over the corners of the row below.
      const above = rows[0]!.querySelector<HTMLElement>('.card-cell.target')!;
      above.click();
      await el.updateComplete;
      expect(above.classList.contains('picked'), 'the card is picked').to.equal(true);
      valuesInSight('a card of the first row picked');
      for (const row of rows) {
        const { right } = row.getBoundingClientRect();
        const ends = row.querySelector('.slot--hand:last-child tech-card')!.getBoundingClientRect();
        expect(ends.right, 'the last card of a row shows whole, inside the row').to.be.at.most(right + 0.5);
      }
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('sets up by hand: picks the 11 and 12 from the offered cards, then places each pair on the square asked', async () => {
    const el = await newGame('seed="21" bot-pace="0"');
    expect(state(el).pending!.kind).to.equal('chess/pick');
    expect($$(el, '.tray .card-cell.target')).to.have.length(2);
    await answerByClicks(el); // the 11
    await answerByClicks(el); // the 12
    expect(state(el).pending!.kind).to.equal('chess/arrange');
    // The 1s, 2s, 3s, 4s and 13s (two of each) are arranged; the 11 and the 12 have one square each.
    expect($$(el, '.piece.ghost').length, 'the default order is previewed on the board').to.equal(10);
    await answerByClicks(el, () => [1]); // Choose the order yourself
    const pending = state(el).pending!;
    expect(pending.kind).to.equal('chess/arrange-pair');
    const asked = squareName((pending.options as ChessOption[])[0].square!);
    expect(pending.prompt).to.match(new RegExp(`on ${asked}\\?$`));
    expect($(el, `.square.asked [data-cell="sq:${asked}"]`)).to.exist;
    // The second card of the pair goes on the square asked.
    const second = pending.options[1].instance!;
    await answerByClicks(el, () => [1]);
    while (pendingForPerson(el)?.kind === 'chess/arrange-pair') await answerByClicks(el);
    expect(
      state(el).zones.board[['a', 'b', 'c', 'd', 'e', 'f'].indexOf(asked[0]) + 6 * (Number(asked[1]) - 1)],
    ).to.equal(second);
  });

  it("previews the default arrangement's pieces by the played rules file's values", async () => {
    // "The 1, 11, and 12 move like a rook, knight, and queen": a rules file that swaps the 1 and the 11
    // makes the 1s knights, and the board's preview says so.
    const source = await (await fetch('/rules/tech-chess.rules')).text();
    const swapped = source.replace(/^( *rook: )1\b/m, '$111').replace(/^( *knight: )11\b/m, '$11');
    expect(swapped)
      .to.match(/rook: 11/)
      .and.to.match(/knight: 1\b/);
    const url = URL.createObjectURL(new Blob([swapped], { type: 'text/plain' }));
    try {
      const el = await newGame(`seed="21" bot-pace="0" rules-src="${url}"`);
      await waitUntil(() => el.match !== null, 'the game is dealt', { timeout: 10_000 });
      await el.updateComplete;
      expect(el.rules?.id, 'the rules from the address are played').to.equal('tech-chess');
      while (state(el).pending!.kind === 'chess/pick') await answerByClicks(el);
      expect(state(el).pending!.kind).to.equal('chess/arrange');
      const kinds = (value: number) =>
        $$(el, '.piece.ghost')
          .filter((g) => g.closest('button')!.getAttribute('aria-label')!.includes(` ${value} (`))
          .map((g) => g.querySelector('.piece-kind')!.getAttribute('data-text'));
      expect(kinds(1), 'the 1s are knights').to.deep.equal(['knight', 'knight']);
      expect(kinds(13), 'the 13s are kings').to.deep.equal(['king', 'king']);
    } finally {
      URL.revokeObjectURL(url);
    }
  });

  it('resumes after a reload from its save key, and a damaged save offers a new game', async () => {
    await checkResume({
      mount: newGame,
      answer: (el) => answerByClicks(el),
      view: (el) => game.view(state(el), 0),
      setup: 'seed="5"',
      moves: 6,
      key: 'test-chess-resume',
      damaged: '{"v":1,"game":"tech-chess","config":{"players":2,"seed":5},"actions":[{"type":"choose","picks":[99]}]}',
    });
  });

  it("replays the same game from a share link, and undoes to the person's last decision", async () => {
    const el = await newGame('seed="99" bot-pace="0"');
    for (let i = 0; i < 5; i++) await answerByClicks(el);
    const actions = el.match!.log.map((e) => e.action);
    history.replaceState(null, '', `#${encodeShare(el.settings!, actions)}`);
    el.remove();
    const shared = await newGame('bot-pace="0"');
    expect(shared.settings!.seed).to.equal(99);
    expect(shared.match!.log.map((e) => e.action)).to.deep.equal(actions);
    history.replaceState(null, '', location.pathname + location.search);

    const pending = JSON.stringify(state(shared).pending);
    const moves = shared.match!.log.length;
    await answerByClicks(shared);
    expect(shared.match!.log.length).to.be.greaterThan(moves);
    $$<HTMLButtonElement>(shared, '[part="header"] button')
      .find((b) => b.textContent === 'Undo')!
      .click();
    await shared.updateComplete;
    expect(shared.match!.log.length).to.equal(moves);
    expect(JSON.stringify(state(shared).pending)).to.equal(pending);
  });

  it('turns the board around: the seat on screen at the bottom by default, Flip board to see it the other way', async () => {
    const el = await newGame('seed="10" bot-pace="0"', momentOf(10, seatZeroToPlay(3)));
    const ranks = () => $$(el, '.rank .rank-coord').map(text);
    // Seat 0 plays second here (ranks 5-6): rank 6 is drawn at the bottom.
    expect(state(el).markers['first-player']).to.equal(1);
    expect(ranks()).to.deep.equal(['1', '2', '3', '4', '5', '6']);
    $<HTMLButtonElement>(el, '.flip')!.click();
    await el.updateComplete;
    expect(ranks()).to.deep.equal(['6', '5', '4', '3', '2', '1']);
    // Arrow keys follow the board as drawn: Down from the top rank goes to the next rank down.
    const top = $$(el, '.rank')[0].querySelector<HTMLElement>('[data-cell]')!;
    top.focus();
    top.tabIndex = 0;
    await press(el, 'ArrowDown');
    expect(focused(el)!.dataset.cell).to.equal('sq:a5');
    await walkTo(el, 'sq:c5');
    expect(focused(el)!.dataset.cell).to.equal('sq:c5');
  });

  it('hides the hand behind a hand-off screen in a hot-seat game', async () => {
    const el = await newGame('humans="2" seed="4" bot-pace="0"');
    const first = game.actor(state(el))!;
    if (first !== 0) {
      expect($(el, '.handoff')).to.exist;
      $<HTMLButtonElement>(el, '.handoff button')!.click();
      await el.updateComplete;
    }
    // The first person sets up (their picks and their arrangement), then the other person's turn comes.
    while (game.actor(state(el)) === first) await answerByClicks(el);
    expect($(el, '.handoff')).to.exist;
    expect($(el, '.hand-row')).to.not.exist;
    expect($(el, '[part="entry"]'), 'no typed commands behind the hand-off screen').to.not.exist;
    await expect(el).to.be.accessible();
    $<HTMLButtonElement>(el, '.handoff button')!.click();
    await el.updateComplete;
    expect($(el, '[role="grid"]')).to.exist;
  });

  it('plays the hard bot (alpha-beta on a time budget, in slices: test/elements/chess-bot-thinking.browser.test.ts) when asked', async function () {
    this.timeout(60000);
    const el = await newGame('seed="21" bot-level="hard" bot-pace="0"', momentOf(21, seatZeroToPlay(3)));
    const before = el.match!.log.length;
    await answerByClicks(el);
    await waitUntil(
      () => el.match!.log.length - before > 1 && pendingForPerson(el) !== null,
      'the person moved and the bot answered',
      { timeout: 30000 },
    );
  });

  it('says politely what is wrong with bad attributes, never blank', async () => {
    await checkRefusedAttributes(newGame, [
      ['players="3"', 'players can only be 2'],
      ['seed="abc"', 'seed should be a whole number'],
      ['humans="3"', "can't be more than players"],
      ['bot-level="expert"', 'bot-level should be "random" or "greedy" or "hard"'],
    ]);
  });

  it("keeps the page's styles out and takes --tech-* tokens and parts", async () => {
    const container = await fixture<HTMLDivElement>(
      '<div style="font: italic 30px serif; color: red; --tech-accent: rgb(1, 2, 3)"></div>',
    );
    container.innerHTML = '<tech-chess seed="3" bot-pace="0"></tech-chess>';
    const el = container.querySelector('tech-chess') as TechChess;
    await el.updateComplete;
    const base = $(el, '[part="base"]')!;
    expect(getComputedStyle(base).fontStyle).to.equal('normal');
    expect(getComputedStyle(root(el).host).getPropertyValue('--tech-accent').trim()).to.equal('rgb(1, 2, 3)');
    expect($(el, '[part="chessboard"]')).to.exist;
  });
});
