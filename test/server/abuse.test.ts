// Abuse: an oversized message, a flood over the per-client rate, actions for another seat, malformed and
// illegal ones, joining a full room, a wrong room code. Each is refused with a typed error, the game
// is unchanged, and the server goes on serving: the game is played to its end afterwards.
import { ErrorCode } from '@colyseus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { random } from '../../src/engine/bots.js';
import { JOIN_ERRORS } from '../../src/server/protocol.js';
import { type RunningServer, startServer } from '../../src/server/server.js';
import { clientOf, Player, until } from './helpers.js';

let server: RunningServer;
const RATE = { perSecond: 20, burst: 20 };
beforeAll(async () => {
  server = await startServer({ host: '127.0.0.1', botDelayMs: 0, rate: RATE });
});
afterAll(() => server.close());

/** A room of two people at poker, both welcomed: `a` is to act, `b` waits. */
async function table() {
  const first = new Player(await clientOf(server.port).create('poker', { players: 2 }));
  await until(() => first.view !== null, 'the first view');
  const second = new Player(await clientOf(server.port).joinById(first.welcome!.code));
  await until(() => second.view !== null && first.view!.seats[1].connected, 'the second seat');
  const [a, b] = first.view!.actor === first.seat ? [first, second] : [second, first];
  return { a, b, code: first.welcome!.code };
}

/** Sends `message` from `p` and waits for the refusal it gets. */
async function refused(p: Player, message: unknown, type = 'action') {
  const before = p.errors.length;
  p.room.send(type, message);
  await until(() => p.errors.length > before, `a refusal of ${JSON.stringify(message).slice(0, 80)}`);
  return p.errors[before].code;
}

/** Both people play on to the end: the room still works. */
async function playsOn(a: Player, b: Player) {
  a.autoplay(random, 1);
  b.autoplay(random, 2);
  await until(() => a.over !== null && b.over !== null, 'the end of the game', 60_000);
}

describe('refused messages change nothing', () => {
  it('actions for another seat, out of turn, stale, malformed, illegal, from a spectator', async () => {
    const { a, b, code } = await table();
    const n = a.view!.n;
    const legal = a.view!.legal![0];
    expect(await refused(b, { n, action: legal })).toBe('action/not-your-turn');
    expect(await refused(b, { n, action: legal, seat: a.seat })).toBe('action/not-your-seat');
    expect(await refused(a, { n: n + 5, action: legal })).toBe('action/stale');
    expect(await refused(a, { action: legal })).toBe('message/malformed');
    expect(await refused(a, 'e2e4')).toBe('message/malformed');
    expect(await refused(a, { n, action: { kind: 'teleport', to: 'h9' } })).toBe('action/illegal');
    expect(await refused(a, { n }, 'chat')).toBe('message/unknown-type');
    const watcher = new Player(await clientOf(server.port).joinById(code, { spectate: true }));
    await until(() => watcher.view !== null, "the spectator's view");
    expect(await refused(watcher, { n, action: legal })).toBe('action/spectator');
    expect(a.view!.n).toBe(n);
    expect(b.view!.n).toBe(n);
    await playsOn(a, b);
  });

  it('an action too long is refused; a frame over the limit closes that connection only', async () => {
    const { a, b } = await table();
    const n = a.view!.n;
    expect(await refused(a, { n, action: 'x'.repeat(3_000) })).toBe('message/too-large');
    b.room.send('action', { n, action: 'x'.repeat(100_000) });
    await until(() => b.left !== null, 'the oversized frame closes the connection');
    expect(b.left).toBe(1009); // WebSocket: message too big
    expect(a.left).toBe(null);
    // The seat waits for its person, who comes back with their token.
    const back = new Player(await clientOf(server.port).joinById(a.welcome!.code, { token: b.welcome!.token }));
    await until(() => back.welcome !== null, 'the welcome back');
    expect(back.seat).toBe(b.seat);
    expect(a.view!.n).toBe(n);
    await playsOn(a, back);
  });

  it('a flood over the rate limit gets one refusal and is dropped; the client plays on', async () => {
    // Play is never throttled (the action the game waits for is free): the client plays on at full speed.
    const { a, b } = await table();
    const n = a.view!.n;
    for (let i = 0; i < 200; i++) b.room.send('action', { n, action: a.view!.legal![0] });
    await until(() => b.errors.some((e) => e.code === 'message/rate-limited'), 'the rate refusal');
    // The burst passes to the game (each refused: not b's turn); the rest is dropped with one refusal.
    await until(() => b.errors.length >= RATE.burst + 1, 'the refusals of the burst');
    expect(b.errors.filter((e) => e.code === 'message/rate-limited')).toHaveLength(1);
    expect(b.errors.filter((e) => e.code === 'action/not-your-turn').length).toBeLessThanOrEqual(RATE.burst + 2);
    expect(a.view!.n).toBe(n);
    // The bucket fills again: a probe sent now and then (slower than the rate) is answered again.
    const answered = b.errors.length;
    await until(
      () => {
        if (b.errors.length > answered) return true;
        b.room.send('action', { n: -1, action: null });
        return false;
      },
      'the server to take b again',
      20_000,
      100,
    );
    expect(b.errors.at(-1)!.code).toBe('action/stale');
    await playsOn(a, b);
  });
});

describe('refused joins', () => {
  it('joining a full room', async () => {
    const { a, b, code } = await table();
    await expect(clientOf(server.port).joinById(code)).rejects.toMatchObject({ code: JOIN_ERRORS['room/full'] });
    await expect(clientOf(server.port).joinById(code, { token: 'not-a-token' })).rejects.toMatchObject({
      code: JOIN_ERRORS['room/bad-token'],
    });
    await playsOn(a, b);
  });

  it('a wrong room code', async () => {
    await expect(clientOf(server.port).joinById('AAAAAAAAAAAAAAAA')).rejects.toMatchObject({
      code: ErrorCode.MATCHMAKE_INVALID_ROOM_ID,
    });
    await expect(clientOf(server.port).create('grid-poker', { restore: 'AAAAAAAAAAAAAAAA' })).rejects.toMatchObject({
      code: JOIN_ERRORS['room/not-found'],
    });
    await expect(clientOf(server.port).create('grid-poker', { players: 99 })).rejects.toMatchObject({
      code: JOIN_ERRORS['room/bad-options'],
    });
    const { a, b } = await table();
    await playsOn(a, b);
  });

  it('restoring a room that is running', async () => {
    const { a, b, code } = await table();
    await expect(clientOf(server.port).create('poker', { restore: code })).rejects.toMatchObject({
      code: JOIN_ERRORS['room/alive'],
    });
    await playsOn(a, b);
  });

  it('room codes carry at least 64 random bits', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const p = new Player(await clientOf(server.port).create('poker', { players: 2, humans: 1 }));
      await until(() => p.welcome !== null, 'the welcome');
      codes.add(p.welcome!.code);
      await p.room.leave();
    }
    expect(codes.size).toBe(4);
    // base64url: 6 bits a character.
    for (const code of codes) expect(code.length * 6).toBeGreaterThanOrEqual(64);
  });
});
