// One simulated game as the simulation and balance report record it: the record must be what the game
// played says (who held and used which cards), and the work around the game must stay small: no view is
// made for a bot that does not read it.
import { describe as suite, expect, it } from 'vitest';
import { playOut } from '../../src/engine/bots.js';
import type { TableState } from '../../src/engine/state.js';
import { controllerOf } from '../../src/engine/terms.js';
import { games, techDeck } from '../../src/games/index.js';
import { gameBots, type AnyGame } from '../../src/tools/game-registry.js';
import { playRecord, type BatchSpec } from '../../src/tools/simulate-core.js';

const grid = games['grid-poker'] as unknown as AnyGame;
const spec = (bots: string[]): BatchSpec => ({
  game: 'grid-poker',
  players: 4,
  bots,
  rotate: true,
  seeds: [],
  deck: techDeck,
  rules: grid.rules,
});

/** The cards `seat` holds, read the plain way: every zone, and whether it is the seat's. */
function heldBy(state: TableState, seat: number): string[] {
  const { terms } = grid.env;
  const out: string[] = [];
  for (const [zone, items] of Object.entries(state.zones)) {
    const owned = terms.ownedZones.includes(zone);
    if (!(owned || zone === `${terms.hand}:${seat}` || terms.controlled.some((p) => zone === `${p}:${seat}`))) continue;
    for (const i of items)
      if (i !== null && (!owned || controllerOf(terms, zone, i, state.owners) === seat)) out.push(state.cards[i]);
  }
  return out;
}

suite('a simulated game', () => {
  it('records the cards each seat held and used, as the game played them', () => {
    for (const seed of [3, 4]) {
      const record = playRecord(grid, gameBots('grid-poker', grid), spec(['random', 'greedy']), seed, seed);
      const bots = record.bots.map(gameBots('grid-poker', grid));
      const held = record.bots.map(() => new Set<string>());
      const final = playOut(grid, grid.setup({ players: 4, seed }), bots as never, {
        botSeed: seed,
        onAction: (s, seat) => heldBy(s as TableState, seat).forEach((c) => held[seat].add(c)),
      }) as TableState;
      expect(record.error).toBeUndefined();
      expect(record.held.map((h) => [...h].sort())).toEqual(held.map((h) => [...h].sort()));
      expect(record.scores).toEqual(grid.outcome(final)!.scores);
      const used = record.bots.map(() => new Set<string>());
      for (const e of final.log)
        if ((e.event === 'use' || e.event === 'copy') && e.seat !== null && e.card) used[e.seat].add(e.card);
      expect(record.used).toEqual(used.map((u) => [...u]));
    }
  });

  it('makes no view for the random bot, which answers from the list of actions', () => {
    let views = 0;
    const counted = Object.assign(Object.create(grid) as AnyGame, {
      view: (s: unknown, seat: number) => (views++, grid.view(s, seat)),
    });
    const record = playRecord(counted, gameBots('grid-poker', grid), spec(['random']), 7, 7);
    expect(record.error).toBeUndefined();
    expect(record.length).toBeGreaterThan(20);
    expect(views).toBe(0);
  });
});
