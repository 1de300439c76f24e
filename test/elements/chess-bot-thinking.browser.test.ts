/// <reference types="mocha" />
// <tech-chess>'s hard bot thinks without freezing the page, and a thought nobody wants any more stops.
//
// The page stays responsive because the search is cut into slices, each in a task of its own: the page's
// input, drawing and other scripts run between two of them. That is checked by structure, not by the
// clock: a spy on the searcher notes every call that ran the search (a slice, or a whole search in one
// go as the bot searched before it was sliced), the task it ran in, and whether it stopped on its budget
// check; a task is told from the next by the callbacks the page's scheduling runs at a task's start (a
// message, a timer). How long the tasks last is `npm run bench`'s figure (bench/browser.ts: the page's
// longest task while the bot thinks, goal 50 ms), never this test's. The bot's moves are waited for as a
// condition, never a delay.
import { expect, fixture, waitUntil } from '@open-wc/testing';
import '../../src/elements/chess/define.js';
import type { TechChess } from '../../src/elements/chess/chess.js';
import { replay } from '../../src/engine/match.js';
import { techDeck } from '../../src/games/index.js';
import type { TechChessState } from '../../src/games/tech-chess/index.js';
import { Searcher } from '../../src/games/tech-chess/search.js';
import { momentOf, seatZeroToPlay } from '../../stories/chess-moments.js';
import { answerByClicks, game, greedyPerson, pendingForPerson } from './chess-driver.js';

/**
 * The tasks begun so far, counted at the start of each callback by which a script starts a task of its
 * own: a message to a port (MessageChannel) and a timer (setTimeout). Two stretches of code with a
 * different count between them ran in different tasks; a promise's continuation counts nothing, as it
 * runs in the task that resolved it.
 */
let tasksBegun = 0;
const portHandler = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage')!;
Object.defineProperty(MessagePort.prototype, 'onmessage', {
  ...portHandler,
  set(this: MessagePort, handler: unknown) {
    portHandler.set!.call(
      this,
      typeof handler !== 'function'
        ? handler
        : function (this: MessagePort, event: MessageEvent) {
            tasksBegun++;
            return handler.call(this, event);
          },
    );
  },
});
const pageTimeout = window.setTimeout;
window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
  pageTimeout(
    typeof handler !== 'function'
      ? handler
      : (...a: unknown[]) => {
          tasksBegun++;
          handler(...a);
        },
    delay,
    ...args,
  )) as typeof window.setTimeout;

/** A call that ran the search: `advance` (a slice, or all that was left), or `run` (a whole search at once). */
interface Stretch {
  searcher: Searcher;
  task: number; // tasksBegun when it started
  budgeted: boolean; // it was given a budget check (`enough`), a slice's end; a whole search has none
  asked: number; // how many times it asked its budget check (`enough`) whether to stop
  stopped: boolean; // its last budget check said to stop
  done: boolean; // it gave the search's result
  ms: number; // how long it ran: reported, never asserted
}

/** Every stretch of search, in the order they ran. An index in it is a moment: "after the nth stretch". */
const stretches: Stretch[] = [];
const spied = Searcher.prototype as unknown as Record<'run' | 'advance', (...args: unknown[]) => unknown>;
let within: Stretch | null = null; // the stretch under way: `run` calls `advance`, one stretch for both
for (const name of ['run', 'advance'] as const) {
  const original = spied[name];
  if (!original) continue;
  spied[name] = function (this: Searcher, ...args: unknown[]) {
    if (within) return original.apply(this, args);
    const stretch: Stretch = {
      searcher: this,
      task: tasksBegun,
      budgeted: false,
      asked: 0,
      stopped: false,
      done: false,
      ms: 0,
    };
    const enough = args[0];
    if (name === 'advance' && typeof enough === 'function') {
      stretch.budgeted = true;
      args[0] = () => {
        stretch.asked++;
        return (stretch.stopped = (enough as () => boolean)());
      };
    }
    within = stretch;
    const start = performance.now();
    try {
      const result = original.apply(this, args);
      stretch.done = result !== null;
      return result;
    } finally {
      stretch.ms = performance.now() - start;
      within = null;
      stretches.push(stretch);
    }
  };
}
const searchers = () => new Set(stretches.map((s) => s.searcher));

async function newGame(attrs: string, turn: number): Promise<TechChess> {
  const container = await fixture<HTMLDivElement>('<div></div>');
  container.innerHTML = `<tech-chess ${attrs}></tech-chess>`;
  const el = container.querySelector('tech-chess') as TechChess;
  el.moves = momentOf(21, seatZeroToPlay(turn)).moves;
  await el.updateComplete;
  return el;
}

const state = (el: TechChess) => el.match!.state as TechChessState;
const over = (el: TechChess) => game.actor(state(el)) === null;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const personToPlay = (el: TechChess) => over(el) || pendingForPerson(el) !== null;
const waitForPerson = (el: TechChess, message = 'the bot answers') =>
  waitUntil(() => personToPlay(el), message, { timeout: 60_000, interval: 20 });

/** Plays `turns` of the person (as the greedy bot would) against the bot, waiting each time for its answer. */
async function playTurns(el: TechChess, turns: number): Promise<void> {
  // Mounting the element (and replaying its first moves) is done in a task before the first turn's.
  await nextTask();
  for (let i = 0; i < turns && !over(el); i++) {
    // Each move in a task of its own: the test's own code never shares a task with the bot's.
    await nextTask();
    await answerByClicks(el, greedyPerson);
    await waitForPerson(el);
    await el.updateComplete;
  }
}

/** A person's move after which the bot thinks: the element is left with the search under way. */
async function leaveThinking(el: TechChess): Promise<Searcher> {
  await nextTask();
  const before = searchers();
  await answerByClicks(el, greedyPerson);
  // What to do with a capture is the person's to decide first.
  while (pendingForPerson(el) !== null && state(el).pending!.kind !== 'chess/action')
    await answerByClicks(el, greedyPerson);
  expect(game.actor(state(el)), 'the bot to move').to.equal(1);
  expect(state(el).pending!.kind).to.equal('chess/action');
  const started = () => [...searchers()].find((s) => !before.has(s));
  await waitUntil(started, 'the bot starts thinking', { timeout: 60_000, interval: 1 });
  expect(pendingForPerson(el), 'the bot is still thinking').to.equal(null);
  expect(game.actor(state(el)), 'the bot is still thinking').to.equal(1);
  return started()!;
}

/** The searcher never ran again after the moment `mark` (the number of stretches there were then). */
function stoppedAt(searcher: Searcher, mark: number): void {
  const after = stretches.slice(mark).filter((s) => s.searcher === searcher);
  expect(after.length, 'slices of an abandoned search').to.equal(0);
}

/** The element's game replays to its state: every move in its log was played on it. */
function consistent(el: TechChess): void {
  expect(
    replay(
      game,
      el.match!.config,
      el.match!.log.map((e) => e.action),
    ),
  ).to.deep.equal(el.match!.state);
}

describe('<tech-chess> hard bot on the main thread', () => {
  afterEach(() => localStorage.clear());

  it('searches in many slices, each in a task of its own and ended by its budget check', async function () {
    this.timeout(300_000);
    const el = await newGame('seed="21" bot-level="hard" bot-pace="0"', 3);
    const from = stretches.length;
    await playTurns(el, 8);
    const ran = stretches.slice(from);
    const searches = new Set(ran.map((s) => s.searcher)).size;
    const longest = Math.max(...ran.map((s) => s.ms));
    console.log(
      `<tech-chess> against the hard bot, 8 turns: ${searches} searches in ${ran.length} slices, the longest ${longest.toFixed(1)} ms (the tasks' length is npm run bench's figure)`,
    );
    expect(searches, 'the hard bot searched').to.be.greaterThan(1);
    // Sliced: each stretch of search is given a budget check (a whole search in one go, as before the
    // slicing, has none), and one that stops before the search is over stops because its check says so.
    expect(ran.filter((s) => !s.budgeted).length, 'stretches of search without a budget check').to.equal(0);
    expect(
      ran.filter((s) => !s.done && !(s.asked > 0 && s.stopped)).length,
      'slices that stopped without their budget check saying so',
    ).to.equal(0);
    // Cut up: a search (up to 200,000 nodes or 450 ms) takes some 15 slices of 10 ms here; every one of
    // them fitting in a single slice would take a machine fifty times as fast.
    expect(ran.length, 'slices of search').to.be.greaterThan(searches);
    expect(ran.filter((s) => s.done).length, 'searches that gave a move').to.equal(searches);
    // Never two slices in one task: between any two, a task began (the bot's message to itself, say).
    expect(
      ran.filter((s, i) => i > 0 && s.task === ran[i - 1].task).length,
      'slices run in the same task as the slice before',
    ).to.equal(0);
  });

  it('with a bot pace, thinks after the pause and answers', async function () {
    this.timeout(120_000);
    const el = await newGame('seed="21" bot-level="hard" bot-pace="30"', 3);
    let bot = 0;
    el.addEventListener('tech-move', (event) => (bot += event.detail.bot ? 1 : 0));
    const before = searchers().size;
    await playTurns(el, 4);
    expect(searchers().size, 'the hard bot searched').to.be.greaterThan(before);
    expect(bot, 'the bot answered').to.be.greaterThan(1);
    consistent(el);
  });

  it('undo while the bot thinks: the search stops and its move is never played', async function () {
    this.timeout(120_000);
    const el = await newGame('seed="21" bot-level="hard" bot-pace="0"', 3);
    const searcher = await leaveThinking(el);
    const moves = el.match!.log.length;
    const undone = stretches.length;
    $undo(el);
    await el.updateComplete;
    expect(el.match!.log.length, "the person's last decision taken back").to.equal(moves - 1);
    // The person plays again and the bot answers that move: the abandoned search never went on.
    await answerByClicks(el, greedyPerson);
    await waitForPerson(el);
    stoppedAt(searcher, undone);
    consistent(el);
  });

  it('a new game while the bot thinks: the search stops, nothing is played on the new game', async function () {
    this.timeout(120_000);
    const el = await newGame('seed="21" bot-level="hard" bot-pace="0"', 3);
    const searcher = await leaveThinking(el);
    const started = stretches.length;
    el.newGame();
    await el.updateComplete;
    // The new game's setup, on to the bot's first search and its answer.
    while (!over(el) && el.match!.log.length < 12) {
      if (pendingForPerson(el)) await answerByClicks(el, greedyPerson);
      else await waitForPerson(el);
    }
    stoppedAt(searcher, started);
    consistent(el);
  });

  it('leaving the page while the bot thinks stops the search; back on the page, the bot thinks again and moves', async function () {
    this.timeout(120_000);
    const el = await newGame('seed="21" bot-level="hard" bot-pace="0"', 3);
    const moves = el.match!.log.length;
    const searcher = await leaveThinking(el);
    const parent = el.parentElement!;
    const left = stretches.length;
    el.remove();
    await nextTask();
    stoppedAt(searcher, left);
    parent.append(el);
    await waitForPerson(el, 'the bot answers once back on the page');
    expect(el.match!.log.length).to.be.greaterThan(moves + 1);
    stoppedAt(searcher, left);
    consistent(el);
  });

  it('new cards while the bot thinks: the search of the old game stops, the bot thinks again on the new one', async function () {
    this.timeout(120_000);
    const el = await newGame('seed="21" bot-level="hard" bot-pace="0"', 3);
    const searcher = await leaveThinking(el);
    const changed = stretches.length;
    el.deck = techDeck.map((card) => ({ ...card }));
    await el.updateComplete;
    await waitForPerson(el);
    stoppedAt(searcher, changed);
    consistent(el);
  });
});

/** Takes back the person's last decision, as the Undo button does. */
function $undo(el: TechChess): void {
  (el as unknown as { undo(): void }).undo();
}
