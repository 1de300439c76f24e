/// <reference types="mocha" />
// <tech-chess>'s hard bot thinks without freezing the page, and a thought nobody wants any more stops.
//
// The page stays responsive: no task in which the search runs lasts over 50 ms, the limit past which
// Chromium reports a 'longtask' (a task during which the page can't answer input). The tasks are the
// ones the browser reports; which of them ran the search is known from a spy on the searcher. The tasks
// without search are what drawing a move costs, reported beside. The bot's moves are waited for as a
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

const LONG_TASK_MS = 50;

/**
 * Every stretch of time the search ran, by searcher, on the page's clock: a call of `advance` (a slice),
 * or of `run` (a whole search in one go, as the bot searched before it could be sliced).
 */
const searching = new Map<Searcher, { start: number; end: number }[]>();
const spied = Searcher.prototype as unknown as Record<'run' | 'advance', (...args: unknown[]) => unknown>;
for (const name of ['run', 'advance'] as const) {
  const original = spied[name];
  if (!original) continue;
  spied[name] = function (this: Searcher, ...args: unknown[]) {
    const start = performance.now();
    try {
      return original.apply(this, args);
    } finally {
      searching.set(this, [...(searching.get(this) ?? []), { start, end: performance.now() }]);
    }
  };
}
const searchStretches = () => [...searching.values()].flat();

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
const waitForPerson = (el: TechChess, message = 'the bot answers') => waitUntil(() => personToPlay(el), message, { timeout: 60_000, interval: 20 });

/**
 * Plays `turns` of the person (as the greedy bot would) against the bot, waiting each time for its
 * answer; returns the long tasks, and how long each of the person's moves took to click and draw.
 */
async function playTurns(el: TechChess, turns: number): Promise<{ tasks: PerformanceEntry[]; clicks: number[] }> {
  const clicks: number[] = [];
  // Mounting the element (and replaying its first moves) is done in a task before the first turn's.
  await nextTask();
  const entries: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
  observer.observe({ type: 'longtask' });
  try {
    for (let i = 0; i < turns && !over(el); i++) {
      // Each move in a task of its own: the test's own code never shares a task with the bot's.
      await nextTask();
      const start = performance.now();
      await answerByClicks(el, greedyPerson);
      clicks.push(performance.now() - start);
      await waitForPerson(el);
      await el.updateComplete;
    }
    // A task's entry is queued once it ends: one more task, and every one is in.
    await nextTask();
    entries.push(...observer.takeRecords());
  } finally {
    observer.disconnect();
  }
  return { tasks: entries, clicks };
}

/** A person's move after which the bot thinks: the element is left with the search under way. */
async function leaveThinking(el: TechChess): Promise<Searcher> {
  await nextTask();
  const before = new Set(searching.keys());
  await answerByClicks(el, greedyPerson);
  // What to do with a capture is the person's to decide first.
  while (pendingForPerson(el) !== null && state(el).pending!.kind !== 'chess/action') await answerByClicks(el, greedyPerson);
  expect(game.actor(state(el)), 'the bot to move').to.equal(1);
  expect(state(el).pending!.kind).to.equal('chess/action');
  await waitUntil(() => [...searching.keys()].some((s) => !before.has(s)), 'the bot starts thinking', { timeout: 60_000, interval: 1 });
  expect(pendingForPerson(el), 'the bot is still thinking').to.equal(null);
  expect(game.actor(state(el)), 'the bot is still thinking').to.equal(1);
  return [...searching.keys()].find((s) => !before.has(s))!;
}

/** The searcher was never run again after `time`. */
function stoppedAt(searcher: Searcher, time: number): void {
  const after = searching.get(searcher)!.filter((s) => s.start >= time);
  expect(after, 'slices of an abandoned search').to.deep.equal([]);
}

/** The element's game replays to its state: every move in its log was played on it. */
function consistent(el: TechChess): void {
  expect(replay(game, el.match!.config, el.match!.log.map((e) => e.action))).to.deep.equal(el.match!.state);
}

describe('<tech-chess> hard bot on the main thread', () => {
  afterEach(() => localStorage.clear());

  it('searches in tasks of at most 50 ms, whatever drawing a move costs', async function () {
    this.timeout(300_000);
    const el = await newGame('seed="21" bot-level="hard" bot-pace="0"', 3);
    searching.clear();
    const { tasks, clicks } = await playTurns(el, 8);
    const stretches = searchStretches();
    expect(stretches.length, 'the hard bot searched').to.be.greaterThan(0);
    const ran = (task: PerformanceEntry) => stretches.some((s) => s.start < task.startTime + task.duration && s.end > task.startTime);
    const search = tasks.filter(ran).map((t) => Math.round(t.duration));
    const drawing = tasks.filter((t) => !ran(t)).map((t) => Math.round(t.duration));
    const longestSlice = Math.max(...stretches.map((s) => s.end - s.start));
    console.log(`<tech-chess> against the hard bot, 8 turns: ${stretches.length} stretches of search, the longest ${longestSlice.toFixed(1)} ms; a person's move clicked and drawn in ${Math.round(Math.max(...clicks))} ms at most; long tasks with search ${JSON.stringify(search)}, without ${JSON.stringify(drawing)}`);
    expect(search, `tasks over ${LONG_TASK_MS} ms in which the search ran (ms)`).to.deep.equal([]);
  });

  it('with a bot pace, thinks after the pause and answers', async function () {
    this.timeout(120_000);
    const el = await newGame('seed="21" bot-level="hard" bot-pace="30"', 3);
    let bot = 0;
    el.addEventListener('tech-move', (event) => (bot += event.detail.bot ? 1 : 0));
    const before = searching.size;
    await playTurns(el, 4);
    expect(searching.size, 'the hard bot searched').to.be.greaterThan(before);
    expect(bot, 'the bot answered').to.be.greaterThan(1);
    consistent(el);
  });

  it('undo while the bot thinks: the search stops and its move is never played', async function () {
    this.timeout(120_000);
    const el = await newGame('seed="21" bot-level="hard" bot-pace="0"', 3);
    const searcher = await leaveThinking(el);
    const moves = el.match!.log.length;
    const undone = performance.now();
    $undo(el);
    await el.updateComplete;
    expect(el.match!.log.length, 'the person\'s last decision taken back').to.equal(moves - 1);
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
    const started = performance.now();
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
    const left = performance.now();
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
    const changed = performance.now();
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
