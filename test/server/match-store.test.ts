// The in-memory store keeps a game night's saves and forgets each a day after its last write, so a
// server that runs for weeks does not grow with every room it ever had.
import { describe, expect, it } from 'vitest';
import { MemoryStore, RECORD_TTL_SECONDS, type RoomRecord } from '../../src/server/match-store.js';

const record = (actions: number): RoomRecord => ({
  save: { v: 1, game: 'poker', config: { players: 2, seed: 1 }, actions: Array(actions).fill(0) },
  humans: 2,
  bot: 'random',
  seats: [],
});

describe('MemoryStore', () => {
  it('reads back a copy of what was written', async () => {
    const store = new MemoryStore();
    const r = record(2);
    await store.write('a', r);
    r.save.actions.push(1);
    expect((await store.read('a'))!.save.actions).toHaveLength(2);
    expect(await store.read('b')).toBe(null);
  });

  it('forgets a record a day after its last write, and drops it from memory', async () => {
    let now = 1_000_000;
    const store = new MemoryStore(() => now);
    await store.write('old', record(1));
    now += 1000;
    await store.write('kept', record(1));
    now += RECORD_TTL_SECONDS * 1000 - 500;
    await store.write('kept', record(2)); // written again: a day from now
    expect(await store.read('old')).toBe(null);
    expect((await store.read('kept'))!.save.actions).toHaveLength(2);
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
