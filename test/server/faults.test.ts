// Faults. With redis-server and two server processes, the process hosting a room is killed mid-game: the
// clients come back through the other process, which restores the room from its save in Redis by replay,
// and the game ends with every action kept. In one process: a dropped player has the reconnection window
// to come back (the game waits for them), after which a bot takes the seat.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { random } from '../../src/engine/bots.js';
import { RedisStore } from '../../src/server/match-store.js';
import { JOIN_ERRORS } from '../../src/server/protocol.js';
import { rejoin } from '../../src/elements/shared/online/online-seat.js';
import { type RunningServer, startServer } from '../../src/server/server.js';
import { clientOf, Player, startRedis, until } from './helpers.js';
import { checkPlayed } from './play.js';
import { type ServeProcess, serveProcess } from './serve-process.js';

describe('a server process dies mid-game', () => {
  let redis: { url: string; stop(): Promise<void> };
  const processes: ServeProcess[] = [];
  beforeAll(async () => {
    redis = await startRedis();
    for (let i = 0; i < 2; i++) processes.push(await serveProcess(['--redis', redis.url, '--bot-delay', '0']));
  }, 60_000);
  afterAll(async () => {
    for (const p of processes) await p.kill();
    await redis?.stop();
  });

  it('the other process restores the room from Redis and the game ends with every action kept', async () => {
    const [first, second] = processes;
    const game = 'grid-poker';
    // Three seats: two people and a bot, all played on the process that hosts the room.
    const a = new Player(await clientOf(first.port).create(game, { players: 3, humans: 2, bot: 'random' }));
    await until(() => a.welcome !== null, 'the welcome');
    const code = a.welcome!.code;
    const b = new Player(await clientOf(first.port).joinById(code));
    const people = [a, b];
    const spectator = new Player(await clientOf(first.port).joinById(code, { spectate: true }));
    for (const p of people) p.pauseAt = 12;
    people.forEach((p, n) => p.autoplay(random, 40 + n));
    // Mid-game: the people stop answering from 12 actions on; the room waits for one of them.
    await until(
      () => people.every((p) => p.view !== null && p.view.n >= 12 && p.view.actor !== null && p.view.actor < 2),
      'the game to reach 12 actions and wait for a person',
    );
    const waitingAt = a.view!.n;
    const store = new RedisStore(redis.url);
    const saved = (await store.read(code))!;
    await store.close();
    expect(saved.save.actions).toHaveLength(waitingAt);

    await first.kill();
    await until(() => [...people, spectator].every((p) => p.left !== null), 'the clients to see the drop');
    const url = `ws://127.0.0.1:${second.port}`;
    for (const p of people) p.listen(await rejoin(url, game, p.welcome, p.room.reconnectionToken));
    spectator.listen(await clientOf(second.port).joinById(code, { spectate: true }));
    await until(() => people.every((p) => p.view?.n === waitingAt), 'the restored room to show where it was');
    for (const p of people) {
      p.pauseAt = Number.POSITIVE_INFINITY;
      p.resume();
    }
    await until(() => [...people, spectator].every((p) => p.over !== null), 'the end of the game', 60_000);
    // Every action before the kill is kept, in order, and the game replays to its end.
    expect(a.over!.save.actions.slice(0, waitingAt)).toEqual(saved.save.actions);
    checkPlayed(game, people, spectator);
  });
});

describe('the reconnection window', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ host: '127.0.0.1', botDelayMs: 0, reconnectSeconds: 1 });
  });
  afterAll(() => server.close());

  it('the game waits for a dropped player; after the window a bot takes the seat and the game ends', async () => {
    const first = new Player(await clientOf(server.port).create('poker', { players: 2 }));
    await until(() => first.welcome !== null, 'the welcome');
    const second = new Player(await clientOf(server.port).joinById(first.welcome!.code));
    await until(() => second.view !== null && first.view!.seats.every((s) => s.connected), 'both seated');
    // The one to act drops (no leave message: the connection just ends).
    const [gone, stays] = first.view!.actor === first.seat ? [first, second] : [second, first];
    const n = stays.view!.n;
    stays.autoplay(random, 7);
    await gone.room.leave(false);
    await until(() => stays.view!.seats[gone.seat!].connected === false, 'the drop to be shown');
    expect(stays.view!.seats[gone.seat!].kind).toBe('person');
    expect(stays.view!.n).toBe(n); // the game waits
    await until(() => stays.view!.seats[gone.seat!].kind === 'bot', 'a bot to take the seat');
    await until(() => stays.over !== null, 'the end of the game, the bot playing the seat');
    // Too late to come back: the seat is the bot's.
    await expect(
      clientOf(server.port).joinById(first.welcome!.code, { token: gone.welcome!.token }),
    ).rejects.toMatchObject({ code: JOIN_ERRORS['room/seat-taken'] });
  });
});

describe('coming back within the window', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ host: '127.0.0.1', botDelayMs: 0, reconnectSeconds: 60 });
  });
  afterAll(() => server.close());

  it('a dropped player reconnects to their seat and the game goes on', async () => {
    const a = new Player(await clientOf(server.port).create('poker', { players: 2 }));
    await until(() => a.welcome !== null, 'the welcome');
    const b = new Player(await clientOf(server.port).joinById(a.welcome!.code));
    await until(() => b.view !== null && a.view!.seats.every((s) => s.connected), 'both seated');
    const token = b.room.reconnectionToken;
    await b.room.leave(false);
    await until(() => a.view!.seats[b.seat!].connected === false, 'the drop to be shown');
    b.listen(await clientOf(server.port).reconnect(token));
    await until(() => a.view!.seats[b.seat!].connected, 'the seat connected again');
    expect(a.view!.seats[b.seat!].kind).toBe('person');
    a.autoplay(random, 1);
    b.autoplay(random, 2);
    b.resume();
    await until(() => a.over !== null && b.over !== null, 'the end of the game', 60_000);
  });
});
