// The client side of online play without the DOM (src/elements/shared/online): the join link, two seats
// meeting through it and playing a game to its end, and a seat that drops coming back to its place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { random } from '../../src/engine/bots.js';
import { Rng, seedRng } from '../../src/engine/rng.js';
import { joinCodeOf, joinFragment } from '../../src/elements/shared/online/join-link.js';
import { OnlineSeat } from '../../src/elements/shared/online/online-seat.js';
import { type RunningServer, startServer } from '../../src/server/server.js';
import { until } from './helpers.js';

describe('the join link', () => {
  it('carries a room code and nothing else is taken for one', () => {
    const code = 'abcDEF012_-xyz89';
    expect(joinCodeOf(joinFragment(code))).toBe(code);
    expect(joinCodeOf(`#grid-poker=1.2.1.&join=${code}`)).toBe(code);
    expect(joinCodeOf('#join=short')).toBe(null);
    expect(joinCodeOf(`#rejoin=${code}`)).toBe(null);
    expect(joinCodeOf('')).toBe(null);
  });
});

describe('two seats through the join link', () => {
  let server: RunningServer;
  let url = '';
  beforeAll(async () => {
    server = await startServer({ host: '127.0.0.1', botDelayMs: 0, reconnectSeconds: 60 });
    url = `ws://127.0.0.1:${server.port}`;
  });
  afterAll(() => server.close());

  /** Plays the random bot for the seat whenever it is to act. */
  function play(seat: OnlineSeat, seed: number, overs: unknown[]) {
    const rng = new Rng({ rng: seedRng(seed) });
    seat.on('view', (v) => {
      if (v.actor !== null && v.actor === seat.welcome?.seat) seat.act(random(v.view, v.legal ?? [], rng));
    });
    seat.on('over', (o) => overs.push(o));
  }

  it('play a game to its end, one of them dropping and coming back on the way', async () => {
    const a = await OnlineSeat.create(url, 'poker', { players: 2 });
    await until(() => a.welcome !== null, 'the welcome');
    const link = joinFragment(a.welcome!.code);
    const b = await OnlineSeat.join(url, 'poker', joinCodeOf(link)!);
    await until(() => b.welcome !== null && a.view!.seats.every((s) => s.connected), 'both seated');
    expect(b.welcome!.seat).toBe(1);
    const overs: unknown[] = [];
    const drops: number[] = [];
    b.onDrop((code) => drops.push(code));
    // b drops before anyone plays: the connection just ends.
    await (b as unknown as { room: { leave(consented: boolean): Promise<number> } }).room.leave(false);
    await until(() => drops.length === 1 && a.view!.seats[1].connected === false, 'the drop');
    await b.comeBack(url);
    await until(() => a.view!.seats[1].connected, 'b back in its seat');
    play(a, 1, overs);
    play(b, 2, overs);
    // Whoever is to act answers the view they have now.
    for (const seat of [a, b])
      if (seat.view!.actor === seat.welcome!.seat)
        seat.act(random(seat.view!.view, seat.view!.legal ?? [], new Rng({ rng: seedRng(3) })));
    await until(() => overs.length === 2, 'the end of the game', 60_000);
    expect(overs[0]).toEqual(overs[1]);
  });
});
