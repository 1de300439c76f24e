// A whole game through the server, as the tests play it: `humans` clients (and a spectator) in one room,
// each playing the random bot for its seat, the people taking their views as patches, the spectator whole;
// then the checks that hold for every game: the server's save replays locally to the same end, every
// action a client sent is in it at the place it was sent for, every view a client got (rebuilt from its
// patch) is the game's view of its seat at that point, and no message sent to a seat shows a card that
// seat may not see (the soak's visibility oracle).
import { isDeepStrictEqual } from 'node:util';
import { expect } from 'vitest';
import { random } from '../../src/engine/bots.js';
import type { Game } from '../../src/engine/game.js';
import { createMatch, replay } from '../../src/engine/match.js';
import type { TableState } from '../../src/engine/state.js';
import type { Terms } from '../../src/engine/terms.js';
import { games } from '../../src/games/index.js';
import type { GameId } from '../../src/server/game-room.js';
import type { ServerMessages } from '../../src/server/protocol.js';
import { leaks } from '../campaigns/leaks.js';
import { clientOf, Player, until } from './helpers.js';

const json = (x: unknown) => JSON.parse(JSON.stringify(x)) as unknown;

export type AnyGame = Game<unknown, unknown, unknown> & { env: { terms: Terms } };
export const gameOf = (id: GameId) => games[id] as unknown as AnyGame;

/** Plays a game of `players` seats, `humans` of them clients, with a spectator watching; returns them. */
export async function playThrough(port: number, id: GameId, players: number, humans: number, seed: number) {
  const client = clientOf(port);
  const first = new Player(await client.create(id, { players, humans, bot: 'random', patches: true }));
  await until(() => first.welcome !== null, 'the welcome');
  const code = first.welcome!.code;
  const people = [first];
  for (let n = 1; n < humans; n++) people.push(new Player(await clientOf(port).joinById(code, { patches: true })));
  const spectator = new Player(await clientOf(port).joinById(code, { spectate: true }));
  people.forEach((p, n) => p.autoplay(random, seed * 10 + n));
  // Bughouse's random games run to hundreds of moves, each shown to five clients: a wide bound.
  await until(() => [...people, spectator].every((p) => p.over !== null), `${id}: the end of the game`, 150_000);
  return { people, spectator };
}

/** The checks every played game passes (see the file's header). */
export function checkPlayed(id: GameId, people: Player[], spectator: Player): void {
  const game = gameOf(id);
  const { save, outcome } = people[0].over!;
  for (const p of [...people, spectator]) expect(p.over).toEqual(people[0].over);
  // No view message shows a seat what it may not see, judged at the state it was sent in.
  const players = (save.config as { players: number }).players;
  const byN = new Map<number, { seat: number; message: unknown }[]>();
  const shown = new Map<number, Set<string>>();
  for (const p of [...people, spectator])
    for (const r of p.received)
      if (r.type === 'view') {
        const seat = p.seat ?? players; // a spectator sees as a seat past the last, which owns nothing
        const list = byN.get(r.message.n) ?? [];
        list.push({ seat, message: r.message });
        byN.set(r.message.n, list);
      }
  const match = createMatch(game, save.config as never);
  const end = replay(game, save.config as never, save.actions);
  for (let n = 0; n <= save.actions.length; n++) {
    for (const { seat, message } of byN.get(n) ?? []) {
      // Log entries already shown to the seat told what was visible when they were written: read once.
      const seen = shown.get(seat) ?? new Set<string>();
      shown.set(seat, seen);
      const m = structuredClone(message) as { view: { log?: unknown[] } };
      if (Array.isArray(m.view?.log)) {
        m.view.log = m.view.log.filter((e) => !seen.has(JSON.stringify(e)));
        for (const e of m.view.log) seen.add(JSON.stringify(e));
      }
      const leaked = leaks(match.state as TableState, game.env.terms, m, seat);
      expect(leaked, `${id}: the message to seat ${seat} at action ${n}`).toEqual([]);
      // (isDeepStrictEqual first: vitest's deep equality is slow, and this runs for every message of a game.)
      const view = (message as ServerMessages['view']).view;
      const expected = json(game.view(match.state, seat));
      if (!isDeepStrictEqual(view, expected))
        expect(view, `${id}: the view of seat ${seat} at action ${n}`).toEqual(expected);
    }
    if (n < save.actions.length) match.apply(save.actions[n]);
  }
  // Replaying the save locally ends the same: the same outcome, and each seat's last view is its view.
  expect(json(game.outcome(end))).toEqual(outcome);
  for (const p of people) expect(p.view!.view).toEqual(json(game.view(end, p.seat!)));
  // Each action a client sent is the save's action at the place it answered (the last one sent for a
  // view: an action sent to a process that died before saving it is sent again, and may differ).
  for (const p of people) {
    const sent = new Map(p.sent.map(({ n, action }) => [n, action]));
    expect(sent.size).toBeGreaterThan(0);
    for (const [n, action] of sent) expect(save.actions[n]).toEqual(action);
  }
  expect(isDeepStrictEqual(match.state, end)).toBe(true);
  expect(spectator.patches).toBe(0); // a client that did not ask for patches gets every view whole
}
