// A view sent as the change from the one before: every seat's views of a whole game of each game, each
// rebuilt from the last by its patch, equal the views themselves; the patches of a game weigh a small part
// of its views (what made sending views whole cost the server most of its time); nothing is changed in place.
import { describe, expect, it } from 'vitest';
import { botActions, random } from '../../src/engine/bots.js';
import { createMatch } from '../../src/engine/match.js';
import { Rng, seedRng } from '../../src/engine/rng.js';
import type { GameId } from '../../src/server/game-room.js';
import { diffView, diffViewKeeping, patchView } from '../../src/server/view-patch.js';
import { gameOf } from './play.js';

const json = (x: unknown) => JSON.parse(JSON.stringify(x)) as unknown;

/** `x` and everything in it frozen: a patch that changed a view it was handed would throw. */
function frozen<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) frozen(v);
  }
  return x;
}

describe('diffView and patchView', () => {
  it('an unchanged value has no patch; a changed one is rebuilt', () => {
    expect(diffView({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(null);
    const cases: [unknown, unknown][] = [
      [
        { a: 1, b: 2 },
        { a: 1, c: 3 },
      ], // a key gone, a key new
      [
        [1, 2, 3],
        [1, 2],
      ], // shorter
      [[1], [1, { x: [2] }]], // longer
      [{ a: [1, 2] }, { a: { 0: 1 } }], // an array became an object
      [{ a: null }, { a: { b: null } }],
      [{ a: { b: 'x' } }, { a: null }],
      ['text', 7],
    ];
    for (const [before, after] of cases) {
      const patch = diffView(frozen(before), frozen(after));
      expect(patch).not.toBe(null);
      expect(patchView(frozen(json(before)), json(patch) as never)).toEqual(after);
    }
  });

  // The patches' weight at most, as a share of the views': a few per cent in long games, where the log
  // and the board carry over from view to view; a third in Poker Squared, whose short views are mostly
  // the new choice's options.
  it('keeps what did not change from the view before, and takes only what changed from the new one', () => {
    const before = { log: [{ t: 'a' }], zones: { deck: [{ hidden: true }], hand: [{ c: 1 }] }, gone: 1 };
    const after = { log: [{ t: 'a' }, { t: 'b' }], zones: { deck: [{ hidden: true }], hand: [{ c: 2 }] } };
    const { patch, kept } = diffViewKeeping(frozen(before), frozen(after));
    expect(kept).toEqual(after);
    const k = kept as typeof after;
    expect(k.log[0]).toBe(before.log[0]);
    expect(k.log[1]).toBe(after.log[1]);
    expect(k.zones.deck).toBe(before.zones.deck);
    expect(k.zones.hand[0]).not.toBe(before.zones.hand[0]);
    expect(patchView(json(before), json(patch) as never)).toEqual(after);
    expect(diffViewKeeping(before, json(before))).toEqual({ patch: null, kept: before });
  });

  const GAMES: [GameId, number, number][] = [
    ['poker', 4, 0.15],
    ['grid-poker', 4, 0.15],
    ['tricks-of-the-trade', 4, 0.15],
    ['poker-squared', 2, 0.5],
    ['tech-chess', 2, 0.15],
  ];
  for (const [id, players, share] of GAMES)
    it(`${id}: each seat's views, rebuilt from patches over JSON, equal the views`, () => {
      const game = gameOf(id);
      const match = createMatch(game, { players, seed: 5, options: {} });
      const rng = new Rng({ rng: seedRng(9) });
      const seats = Array.from({ length: players + 1 }, (_, seat) => seat); // and a spectator's
      const sent = seats.map((seat) => game.view(match.state, seat)); // what the server sent last
      const held = sent.map((v) => frozen(json(v))); // what each client holds, from JSON as a message carries it
      let whole = 0;
      let patches = 0;
      for (let steps = 0; steps < 300 && game.actor(match.state) !== null; steps++) {
        const actor = game.actor(match.state)!;
        match.apply(random(game.view(match.state, actor), botActions(game, match.state), rng));
        for (const seat of seats) {
          const view = game.view(match.state, seat);
          const { patch: made, kept } = diffViewKeeping(sent[seat], view);
          const patch = made ?? { o: {} };
          expect(kept).toEqual(view);
          held[seat] = frozen(patchView(held[seat], json(patch) as never));
          expect(held[seat]).toEqual(json(view));
          sent[seat] = frozen(kept); // as the server keeps it
          whole += JSON.stringify(view).length;
          patches += JSON.stringify(patch).length;
        }
      }
      expect(patches).toBeLessThan(whole * share);
    });
});
