// Finding and moving card instances: `locate` keeps a map of where each instance was last seen, and must
// stay right however a zone was changed (by the moves of zones.ts, or directly, as a shuffle does), while
// reading one zone, not every zone, for each card it finds.
import { describe as suite, expect, it } from 'vitest';
import { freshTable, type TableState } from '../../src/engine/state.js';
import { SANDBOX_TERMS } from '../../src/engine/sandbox.js';
import type { Terms } from '../../src/engine/terms.js';
import { checkConservation, ensureDeck, locate, move, replace, swap } from '../../src/engine/zones.js';
import { Rng } from '../../src/engine/rng.js';

// Grid Poker's card words, as the sandbox has them: a market of slots, companies that are controlled.
const terms: Terms = SANDBOX_TERMS;

/** A table of `cards` instances c0, c1 … all in the deck, with the zones named besides. */
function table(cards: number, zones: string[] = []): TableState {
  const ids = Array.from({ length: cards }, (_, i) => `c${i}`);
  return {
    players: 2,
    cards: Object.fromEntries(ids.map((id) => [id, 'knowledge-1'])),
    zones: { deck: ids, discard: [], market: [null, null, null], ...Object.fromEntries(zones.map((z) => [z, []])) },
    ...freshTable(1),
  };
}

/** Where every instance is, found by reading every zone: what `locate` must agree with. */
function scan(state: TableState, instance: string) {
  for (const [zone, items] of Object.entries(state.zones))
    if (items.includes(instance)) return { zone, index: items.indexOf(instance) };
  return null;
}

suite('locate', () => {
  it('follows the moves of zones.ts: move, swap, replace, a reshuffled discard', () => {
    const state = table(10, ['hand:0', 'hand:1']);
    for (const i of ['c0', 'c1', 'c2']) move(state, terms, i, 'hand:0', 'bottom');
    move(state, terms, 'c3', 'market', 1);
    swap(state, 'c1', 'c3');
    replace(state, terms, 'c1', 'c4');
    for (const i of ['c5', 'c6', 'c7', 'c8', 'c9']) move(state, terms, i, 'discard');
    ensureDeck(state, terms, 3);
    expect(checkConservation(state)).toEqual([]);
    for (const id of Object.keys(state.cards)) expect(locate(state, id), id).toEqual(scan(state, id));
  });

  it('stays right when zones are changed directly: shuffled, emptied, replaced, or a card carried by hand', () => {
    const state = table(12, ['hand:0']);
    for (const id of Object.keys(state.cards)) locate(state, id); // every instance now has a place on record
    new Rng(state).shuffle(state.zones.deck);
    state.zones['hand:0'].push(...state.zones.deck.splice(0, 4));
    state.zones.discard = state.zones.deck.splice(0, 3);
    state.zones.market[2] = state.zones.deck.pop()!;
    for (const id of Object.keys(state.cards)) expect(locate(state, id), id).toEqual(scan(state, id));
    expect(locate(state, 'c99')).toBeNull();
  });

  it('answers for a copy of the state from the copy, not from where the original saw the card', () => {
    const state = table(4, ['hand:0']);
    locate(state, 'c0');
    const copy = structuredClone(state);
    move(copy, terms, 'c0', 'hand:0');
    expect(locate(state, 'c0')).toEqual({ zone: 'deck', index: 0 });
    expect(locate(copy, 'c0')).toEqual({ zone: 'hand:0', index: 0 });
  });

  it('reads one zone per card found, not every zone', () => {
    // 400 zones of one card each; counting the zones read shows a scan of every zone at once.
    const state = table(400);
    const names = Array.from({ length: 400 }, (_, i) => `pile${i}`);
    for (const name of names) state.zones[name] = [state.zones.deck.pop()!];
    let reads = 0;
    state.zones = new Proxy(state.zones, {
      get: (target, key, receiver) => (reads++, Reflect.get(target, key, receiver)),
    });
    for (const id of Object.keys(state.cards)) expect(locate(state, id)?.zone).toMatch(/^pile/);
    reads = 0;
    for (let round = 0; round < 5; round++) for (const id of Object.keys(state.cards)) locate(state, id);
    // A scan of every zone for each of these 2,000 lookups reads 200 zones on average, 400,000 in all.
    expect(reads).toBeLessThanOrEqual(2 * 2000);
  });
});

suite('checkConservation', () => {
  it('finds a card in two zones, a card in none, and an instance that is no card', () => {
    const state = table(5, ['hand:0']);
    expect(checkConservation(state)).toEqual([]);
    state.zones['hand:0'].push('c1');
    expect(checkConservation(state)).toEqual(['c1 is in both deck and hand:0']);
    state.zones['hand:0'] = ['c9'];
    state.zones.deck.pop();
    expect(checkConservation(state)).toEqual(['hand:0 holds c9, which is no card instance', 'c4 is in no zone']);
  });

  it('sees cards added to or taken from the card record after an earlier check', () => {
    const state = table(3);
    expect(checkConservation(state)).toEqual([]);
    state.cards.c3 = 'knowledge-2';
    expect(checkConservation(state)).toEqual(['c3 is in no zone']);
    state.zones.deck.push('c3');
    expect(checkConservation(state)).toEqual([]);
    delete state.cards.c0;
    expect(checkConservation(state)).toEqual(['deck holds c0, which is no card instance']);
  });
});
