// A seat's view of the table: its copy of the pending choice is its own, but the compiled card text an
// option carries (the sentence "you may …" offers, the alternatives of "… or …") is the card's, shared:
// a bot reads a view at every decision, and copying those trees each time was most of the view's work.
import { describe as suite, expect, it } from 'vitest';
import { tableView } from '../../src/engine/view.js';
import { SANDBOX_TERMS } from '../../src/engine/sandbox.js';
import type { PendingChoice } from '../../src/engine/state.js';
import { byName, DECK, table } from './harness.js';

suite('tableView', () => {
  it('copies the pending choice for the seat choosing, sharing only the card text it carries', () => {
    const { game, state } = table({ deck: ['science-5'], hands: [['science-1']] });
    const asking = game.apply(state, { type: 'use', card: byName('Paper').id });
    const pending = asking.pending!;
    expect(pending.kind).toBe('effect/may');
    const view = tableView(asking, { catalogue: Object.fromEntries(DECK.map((c) => [c.id, c])), terms: SANDBOX_TERMS }, 0);
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
});
