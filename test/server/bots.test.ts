// The server's bots take turns with every other room: a bot's move is a task of its own on the event
// loop, never a microtask chained to the move before it, so a room of bots with no pause between moves
// (--bot-delay 0) cannot hold the process until its people are to act again.
import { matchMaker } from '@colyseus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { random } from '../../src/engine/bots.js';
import { type RunningServer, startServer } from '../../src/server/server.js';
import { clientOf, Player, until } from './helpers.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ host: '127.0.0.1', botDelayMs: 0, seeds: () => 7 });
});
afterAll(() => server.close());

describe('bots on the event loop', () => {
  it('a bot moves at most once a turn of the event loop', async () => {
    const person = new Player(await clientOf(server.port).create('poker', { players: 4, humans: 1 }));
    await until(() => person.welcome !== null, 'the welcome');
    const room = matchMaker.getLocalRoomById(person.welcome!.code) as unknown as { match: { log: unknown[] } };
    // Each turn of the loop (a setImmediate, as a bot's move is), how many actions the game took since the last.
    let last = 0;
    let most = 0;
    let turns = 0;
    let sampling = true;
    const sample = () => {
      const n = room.match.log.length;
      most = Math.max(most, n - last);
      last = n;
      turns++;
      if (sampling) setImmediate(sample);
    };
    setImmediate(sample);
    person.autoplay(random, 3);
    await until(() => person.over !== null, 'the end of the game', 60_000);
    sampling = false;
    // Three bots act in a row after each of the person's actions: all at once if chained, one a turn if not
    // (the person's action, read from its socket, and a bot's move can fall in one turn).
    expect(person.over!.save.actions.length).toBeGreaterThan(8);
    expect(most).toBeLessThanOrEqual(2);
    expect(turns).toBeGreaterThan(last / 2);
  });
});
