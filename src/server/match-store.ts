// Where a room keeps its match save: in this process's memory, or in Redis so that another process can
// restore the room when the one hosting it dies. A save is the config and the actions (nothing else is
// needed to rebuild the state: the engine replays them) and the seats, with each seat token's hash.
import { Redis } from 'ioredis';
import type { SavedMatch } from '../engine/match.js';

/** What a room writes after each action. */
export interface RoomRecord {
  save: SavedMatch; // config and actions: the match
  humans: number; // seats 0 … humans-1 are for people
  bot: string; // the game's bot that plays the other seats
  seats: { tokenHash: string | null; bot: boolean }[]; // per seat: the hash of its person's token; bot: a bot plays it now
}

export interface MatchStore {
  /** Writes the room's record (whole, replacing the last). */
  write(code: string, record: RoomRecord): Promise<void>;
  read(code: string): Promise<RoomRecord | null>;
  /** Claims the restoring of a room for `ms`: true for the first caller only, so one process restores it. */
  claim(code: string, ms: number): Promise<boolean>;
  close(): Promise<void>;
}

export const RECORD_TTL_SECONDS = 24 * 60 * 60; // a save outlives its room by a day, then it is forgotten

/** One process, no Redis: a game night's rooms in memory, each forgotten a day after its last write. */
export class MemoryStore implements MatchStore {
  private readonly records = new Map<string, { text: string; at: number }>(); // JSON, so a read never shares the room's object
  private readonly claims = new Map<string, number>(); // code → until (ms since the epoch)
  private swept = 0; // when the old records were last dropped (ms)

  constructor(private readonly now: () => number = Date.now) {}

  async write(code: string, record: RoomRecord): Promise<void> {
    const now = this.now();
    // Map order is first-write order: a record written again moves to the end, so the oldest come first.
    this.records.delete(code);
    this.records.set(code, { text: JSON.stringify(record), at: now });
    if (now - this.swept < 60_000) return;
    this.swept = now;
    for (const [key, { at }] of this.records) {
      if (now - at < RECORD_TTL_SECONDS * 1000) break;
      this.records.delete(key);
      this.claims.delete(key);
    }
  }
  async read(code: string): Promise<RoomRecord | null> {
    const entry = this.records.get(code);
    return entry === undefined || this.now() - entry.at >= RECORD_TTL_SECONDS * 1000
      ? null
      : (JSON.parse(entry.text) as RoomRecord);
  }
  async claim(code: string, ms: number): Promise<boolean> {
    const now = this.now();
    if ((this.claims.get(code) ?? 0) > now) return false;
    this.claims.set(code, now + ms);
    return true;
  }
  async close(): Promise<void> {}
}

/** Redis: `tech-deck:room:<code>` holds the record as JSON, kept RECORD_TTL_SECONDS after its last write. */
export class RedisStore implements MatchStore {
  private readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 3, lazyConnect: false });
  }
  async write(code: string, record: RoomRecord): Promise<void> {
    await this.redis.set(`tech-deck:room:${code}`, JSON.stringify(record), 'EX', RECORD_TTL_SECONDS);
  }
  async read(code: string): Promise<RoomRecord | null> {
    const text = await this.redis.get(`tech-deck:room:${code}`);
    return text === null ? null : (JSON.parse(text) as RoomRecord);
  }
  async claim(code: string, ms: number): Promise<boolean> {
    return (await this.redis.set(`tech-deck:restoring:${code}`, '1', 'PX', ms, 'NX')) === 'OK';
  }
  async close(): Promise<void> {
    await this.redis.quit();
  }
}
