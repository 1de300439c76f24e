// Where a room keeps its match save: in this process's memory, or in Redis so that another process can
// restore the room when the one hosting it dies. A save is the config and the actions (nothing else is
// needed to rebuild the state: the engine replays them) and the seats, with each seat token's hash.
// The config and seats (the head) are written whole when a room starts or a seat changes; each action
// is appended on its own, so an action costs its own few bytes, never a rewrite of the whole game.
import { Redis } from 'ioredis';
import type { SavedMatch } from '../engine/match.js';

/** What a room restores from: its head and the actions, as one record. */
export interface RoomRecord {
  save: SavedMatch; // config and actions: the match
  humans: number; // seats 0 … humans-1 are for people
  bot: string; // the game's bot that plays the other seats
  seats: { tokenHash: string | null; bot: boolean }[]; // per seat: the hash of its person's token; bot: a bot plays it now
}

/** A record without its actions: what a room writes when it starts and when a seat changes. */
export type RoomHead = Omit<RoomRecord, 'save'> & { save: Omit<SavedMatch, 'actions'> };

export interface MatchStore {
  /** Writes the room's head (whole, replacing the last); its actions are kept. */
  writeHead(code: string, head: RoomHead): Promise<void>;
  /** Appends the room's action number `n` (counted from 0): the store then holds `n + 1` actions. */
  append(code: string, n: number, action: unknown): Promise<void>;
  read(code: string): Promise<RoomRecord | null>;
  /** Claims the restoring of a room for `ms`: true for the first caller only, so one process restores it. */
  claim(code: string, ms: number): Promise<boolean>;
  close(): Promise<void>;
}

export const RECORD_TTL_SECONDS = 24 * 60 * 60; // a save outlives its room by a day, then it is forgotten

/** A record from its head and its actions, each as the JSON text the store keeps. */
function recordOf(head: string, actions: readonly string[]): RoomRecord {
  const parsed = JSON.parse(head) as RoomHead;
  return { ...parsed, save: { ...parsed.save, actions: actions.map((a) => JSON.parse(a) as unknown) } };
}

/** A store refuses an action out of place rather than keep a save that no longer replays. */
function outOfPlace(code: string, n: number, held: number): Error {
  return new Error(`room ${code}: action ${n} appended to a save of ${held} actions`);
}

/** One process, no Redis: a game night's rooms in memory, each forgotten a day after its last write. */
export class MemoryStore implements MatchStore {
  // JSON text, so a read never shares the room's objects; `at` is the last write (ms since the epoch)
  private readonly records = new Map<string, { head: string; actions: string[]; at: number }>();
  private readonly claims = new Map<string, number>(); // code → until (ms since the epoch)
  private swept = 0; // when the old records were last dropped (ms)

  constructor(private readonly now: () => number = Date.now) {}

  async writeHead(code: string, head: RoomHead): Promise<void> {
    this.touch(code, (entry) => {
      entry.head = JSON.stringify(head);
    });
  }
  async append(code: string, n: number, action: unknown): Promise<void> {
    this.touch(code, (entry) => {
      if (entry.actions.length !== n) throw outOfPlace(code, n, entry.actions.length);
      entry.actions.push(JSON.stringify(action));
    });
  }
  async read(code: string): Promise<RoomRecord | null> {
    const entry = this.records.get(code);
    return entry === undefined || entry.head === '' || this.now() - entry.at >= RECORD_TTL_SECONDS * 1000
      ? null
      : recordOf(entry.head, entry.actions);
  }
  async claim(code: string, ms: number): Promise<boolean> {
    const now = this.now();
    if ((this.claims.get(code) ?? 0) > now) return false;
    this.claims.set(code, now + ms);
    return true;
  }
  async close(): Promise<void> {}

  /** Changes a room's entry and marks it written now; drops the records past their day, once a minute. */
  private touch(code: string, change: (entry: { head: string; actions: string[]; at: number }) => void): void {
    const now = this.now();
    const entry = this.records.get(code) ?? { head: '', actions: [], at: now };
    change(entry);
    entry.at = now;
    // Map order is first-write order: a record written again moves to the end, so the oldest come first.
    this.records.delete(code);
    this.records.set(code, entry);
    if (now - this.swept < 60_000) return;
    this.swept = now;
    for (const [key, { at }] of this.records) {
      if (now - at < RECORD_TTL_SECONDS * 1000) break;
      this.records.delete(key);
      this.claims.delete(key);
    }
  }
}

/**
 * Redis: `tech-deck:room:<code>` holds the head as JSON, `tech-deck:room:<code>:actions` a list of the
 * actions as JSON, both kept RECORD_TTL_SECONDS after the room's last write. An action is appended only
 * at its place (a script checks the list's length), so a save always replays.
 */
export class RedisStore implements MatchStore {
  private readonly redis: Redis & {
    appendAt(actions: string, head: string, n: number, action: string, ttl: number): Promise<number>;
  };

  constructor(url: string) {
    const redis = new Redis(url, { maxRetriesPerRequest: 3, lazyConnect: false });
    // Appends at place `n` only, and keeps both keys another day; answers the list's length before.
    redis.defineCommand('appendAt', {
      numberOfKeys: 2,
      lua: `local held = redis.call('LLEN', KEYS[1])
if held == tonumber(ARGV[1]) then
  redis.call('RPUSH', KEYS[1], ARGV[2])
  redis.call('EXPIRE', KEYS[1], ARGV[3])
  redis.call('EXPIRE', KEYS[2], ARGV[3])
end
return held`,
    });
    this.redis = redis as RedisStore['redis'];
  }
  async writeHead(code: string, head: RoomHead): Promise<void> {
    const key = `tech-deck:room:${code}`;
    await this.redis
      .multi()
      .set(key, JSON.stringify(head), 'EX', RECORD_TTL_SECONDS)
      .expire(`${key}:actions`, RECORD_TTL_SECONDS)
      .exec();
  }
  async append(code: string, n: number, action: unknown): Promise<void> {
    const key = `tech-deck:room:${code}`;
    const held = await this.redis.appendAt(`${key}:actions`, key, n, JSON.stringify(action), RECORD_TTL_SECONDS);
    if (held !== n) throw outOfPlace(code, n, held);
  }
  async read(code: string): Promise<RoomRecord | null> {
    const key = `tech-deck:room:${code}`;
    const [head, actions] = await Promise.all([this.redis.get(key), this.redis.lrange(`${key}:actions`, 0, -1)]);
    return head === null ? null : recordOf(head, actions);
  }
  async claim(code: string, ms: number): Promise<boolean> {
    return (await this.redis.set(`tech-deck:restoring:${code}`, '1', 'PX', ms, 'NX')) === 'OK';
  }
  async close(): Promise<void> {
    await this.redis.quit();
  }
}
