/// <reference types="mocha" />
// <tech-bughouse>'s hard bots think without freezing the page, as <tech-chess>'s does
// (chess-bot-thinking.browser.test.ts): their search, Tech Chess's on their own board, is cut into
// slices, each in a task of its own. Checked by structure, never by the clock: a spy on the searcher
// notes every call that ran the search, the task it ran in, and whether it stopped on its budget check.
// How long the tasks last is `npm run bench`'s figure, not this test's.
import { expect, fixture, waitUntil } from '@open-wc/testing';
import '../../src/elements/bughouse/define.js';
import type { TechBughouse } from '../../src/elements/bughouse/bughouse.js';
import { replay } from '../../src/engine/match.js';
import type { BughouseState } from '../../src/games/bughouse/index.js';
import { Searcher } from '../../src/games/tech-chess/search.js';
import { answerByClicks, game, pendingForPerson } from './bughouse-driver.js';

/** Tasks begun so far, counted where a script starts a task of its own: a port's message, a timer. */
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

/** A call that ran the search: `advance` (a slice, or all that was left), or `run` (a whole search). */
interface Stretch {
  searcher: Searcher;
  task: number; // tasksBegun when it started
  budgeted: boolean; // it was given a budget check (`enough`): a slice; a whole search has none
  asked: number; // how many times it asked its budget check whether to stop
  stopped: boolean; // its last budget check said to stop
  done: boolean; // it gave the search's result
}

const stretches: Stretch[] = [];
const spied = Searcher.prototype as unknown as Record<'run' | 'advance', (...args: unknown[]) => unknown>;
let within: Stretch | null = null; // `run` calls `advance`: one stretch for both
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
    try {
      const result = original.apply(this, args);
      stretch.done = result !== null;
      return result;
    } finally {
      within = null;
      stretches.push(stretch);
    }
  };
}

const state = (el: TechBughouse) => el.match!.state as BughouseState;
const over = (el: TechBughouse) => game.actor(state(el)) === null;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function newMatch(attrs: string): Promise<TechBughouse> {
  const container = await fixture<HTMLDivElement>('<div></div>');
  container.innerHTML = `<tech-bughouse ${attrs}></tech-bughouse>`;
  const el = container.querySelector('tech-bughouse') as TechBughouse;
  await el.updateComplete;
  await waitUntil(() => el.match, 'the match begins');
  return el;
}

/** Plays `turns` of the person (as the greedy bot would), waiting each time for the bots to come back to them. */
async function playTurns(el: TechBughouse, turns: number): Promise<void> {
  for (let i = 0; i < turns && !over(el); i++) {
    // Each move in a task of its own: the test's own code never shares a task with the bots'.
    await nextTask();
    await waitUntil(() => over(el) || pendingForPerson(el) !== null, 'the bots answer', {
      timeout: 60_000,
      interval: 20,
    });
    if (over(el)) break;
    await answerByClicks(el);
    await el.updateComplete;
  }
}

describe('<tech-bughouse> hard bots on the main thread', () => {
  afterEach(() => localStorage.clear());

  it('search in many slices, each in a task of its own and ended by its budget check', async function () {
    this.timeout(300_000);
    const el = await newMatch('seed="21" bot-level="hard" bot-pace="0"');
    const from = stretches.length;
    await playTurns(el, 10);
    const ran = stretches.slice(from);
    const searches = new Set(ran.map((s) => s.searcher)).size;
    expect(searches, 'the hard bots searched').to.be.greaterThan(2);
    // Sliced: every stretch of search is given a budget check (a whole search in one go has none), and
    // one that stops before the search is over stops because its check says so.
    expect(ran.filter((s) => !s.budgeted).length, 'stretches of search without a budget check').to.equal(0);
    expect(
      ran.filter((s) => !s.done && !(s.asked > 0 && s.stopped)).length,
      'slices that stopped without their budget check saying so',
    ).to.equal(0);
    expect(ran.filter((s) => s.done).length, 'searches that gave a move').to.equal(searches);
    // Never two slices in one task: between any two, a task began (the bot's message to itself, say).
    expect(
      ran.filter((s, i) => i > 0 && s.task === ran[i - 1].task).length,
      'slices run in the same task as the slice before',
    ).to.equal(0);
    // The match is the one its log replays: every move the sliced bots made was played on it.
    expect(
      replay(
        game,
        el.match!.config,
        el.match!.log.map((e) => e.action),
      ),
    ).to.deep.equal(el.match!.state);
  });
});
