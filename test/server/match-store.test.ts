// The stores keep a room's head (config and seats) written whole and its actions appended one by one,
// each only at its place, so a save always replays. The in-memory store keeps a game night's saves and
// forgets each a day after its last write, so a server that runs for weeks does not grow with every room
// it ever had. The Redis store is the same against a redis-server of the test's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type MatchStore,
  MemoryStore,
  RECORD_TTL_SECONDS,
  RedisStore,
  type RoomHead,
} from '../../src/server/match-store.js';
import { startRedis } from './helpers.js';

const head = (tokenHash: string | null = null): RoomHead => ({
  save: { v: 1, game: 'poker', config: { players: 2, seed: 1 } },
  humans: 2,
  bot: 'random',
  seats: [
    { tokenHash, bot: false },
    { tokenHash: null, bot: false },
  ],
});

/** The cases both stores pass. */
function storeCases(make: () => MatchStore) {
  it('reads back the head and the actions appended, as copies', async () => {
    const store = make();
    const h = head();
    await store.writeHead('a', h);
    const action = { picks: [1] };
    await store.append('a', 0, action);
    await store.append('a', 1, { picks: [0, 2] });
    action.picks.push(5);
    h.seats[0].tokenHash = 'changed';
    expect(await store.read('a')).toEqual({
      ...head(),
      save: { ...head().save, actions: [{ picks: [1] }, { picks: [0, 2] }] },
    });
    expect(await store.read('b')).toBe(null);
  });

  it('a head written again keeps the actions', async () => {
    const store = make();
    await store.writeHead('c', head());
    await store.append('c', 0, 'x');
    await store.writeHead('c', head('hash'));
    const record = await store.read('c');
    expect(record!.seats[0].tokenHash).toBe('hash');
    expect(record!.save.actions).toEqual(['x']);
  });

  it('refuses an action out of its place and keeps the save as it was', async () => {
    const store = make();
    await store.writeHead('d', head());
    await store.append('d', 0, 'x');
    await expect(store.append('d', 0, 'again')).rejects.toThrow(/action 0 appended to a save of 1 actions/);
    await expect(store.append('d', 2, 'skips')).rejects.toThrow(/action 2 appended to a save of 1 actions/);
    expect((await store.read('d'))!.save.actions).toEqual(['x']);
  });
}

describe('MemoryStore', () => {
  storeCases(() => new MemoryStore());

  it('forgets a record a day after its last write, and drops it from memory', async () => {
    let now = 1_000_000;
    const store = new MemoryStore(() => now);
    await store.writeHead('old', head());
    now += 1000;
    await store.writeHead('kept', head());
    now += RECORD_TTL_SECONDS * 1000 - 500;
    await store.append('kept', 0, 'x'); // written again: a day from now
    expect(await store.read('old')).toBe(null);
    expect((await store.read('kept'))!.save.actions).toEqual(['x']);
    expect((store as unknown as { records: Map<string, unknown> }).records.size).toBe(1);
  });

  it('one claim of a restore at a time', async () => {
    let now = 0;
    const store = new MemoryStore(() => now);
    expect(await store.claim('c', 10_000)).toBe(true);
    expect(await store.claim('c', 10_000)).toBe(false);
    now += 10_000;
    expect(await store.claim('c', 10_000)).toBe(true);
  });
});

describe('RedisStore', () => {
  let redis: { url: string; stop(): Promise<void> };
  const stores: RedisStore[] = [];
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    for (const s of stores) await s.close();
    await redis?.stop();
  });
  storeCases(() => {
    const store = new RedisStore(redis.url);
    stores.push(store);
    return store;
  });
});
