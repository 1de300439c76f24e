// A seat's view of the table: its copy of the pending choice is its own, but the compiled card text an
// option carries (the sentence "you may …" offers, the alternatives of "… or …") is the card's, shared:
// a bot reads a view at every decision, and copying those trees each time was most of the view's work.
import { describe as suite, expect, it } from 'vitest';
import { tableView } from '../../src/engine/view.js';
import { SANDBOX_TERMS } from '../../src/engine/sandbox.js';
import type { LogEntry, PendingChoice } from '../../src/engine/state.js';
import { byName, DECK, table } from './harness.js';

suite('tableView', () => {
  it('copies the pending choice for the seat choosing, sharing only the card text it carries', () => {
    const { game, state } = table({ deck: ['science-5'], hands: [['science-1']] });
    const asking = game.apply(state, { type: 'use', card: byName('Paper').id });
    const pending = asking.pending!;
    expect(pending.kind).toBe('effect/may');
    const view = tableView(
      asking,
      { catalogue: Object.fromEntries(DECK.map((c) => [c.id, c])), terms: SANDBOX_TERMS },
      0,
    );
    const mine = view.pending as PendingChoice;
    expect(mine).toEqual(pending);
    expect(JSON.stringify(mine)).toBe(JSON.stringify(pending));
    // The seat's own copy: changing it changes nothing in the state …
    expect(mine).not.toBe(pending);
    expect(mine.options).not.toBe(pending.options);
    expect(mine.options[0]).not.toBe(pending.options[0]);
    mine.options[0].label = 'changed';
    expect(pending.options[0].label).toBe('Yes');
    // … but the sentence offered is the compiled card's own.
    expect(mine.effect!.steps).toBe(pending.effect!.steps);
    // Another seat sees only who is choosing.
    expect(tableView(asking, { catalogue: {}, terms: SANDBOX_TERMS }, 1).pending).toEqual({ seat: 0, waiting: true });
  });

  it('gives each seat the log entries it may read, reading only the entries added since its last view', () => {
    const { state } = table({});
    const env = { catalogue: {}, terms: SANDBOX_TERMS };
    let reads = 0;
    /** A log entry that counts how often its `to` is read. */
    const entry = (text: string, to?: number[]): LogEntry => {
      const plain: LogEntry = { seat: null, text, ...(to ? { to } : {}) };
      return new Proxy(plain, {
        get: (target, key, receiver) => (key === 'to' && reads++, Reflect.get(target, key, receiver)),
      });
    };
    for (let i = 0; i < 100; i++) state.log.push(entry(`public ${i}`), entry(`for seat 1: ${i}`, [1]));
    const first = tableView(state, env, 0).log;
    expect(first.map((e) => e.text)).toEqual(Array.from({ length: 100 }, (_, i) => `public ${i}`));
    expect(tableView(state, env, 1).log).toHaveLength(200);
    reads = 0;
    state.log.push(entry('one more'), entry('for seat 0', [0]));
    const second = tableView(state, env, 0).log;
    expect(second.slice(-2).map((e) => e.text)).toEqual(['one more', 'for seat 0']);
    expect(second).toHaveLength(102);
    expect(reads).toBeLessThanOrEqual(4); // the two new entries, not the 202 there are
    expect(first).toHaveLength(100); // an earlier view's log is its own
    // A log rewritten from some point on (a state built by hand) is read again.
    state.log.length = 150;
    state.log.push(entry('rewritten', [0]));
    expect(
      tableView(state, env, 0)
        .log.map((e) => e.text)
        .slice(-2),
    ).toEqual(['public 74', 'rewritten']);
    expect(tableView(state, env, 0).log).toHaveLength(76);
  });
});
