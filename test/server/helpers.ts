// What the server tests share: a redis-server of their own on the loopback address, a seat's client that
// keeps every message it was sent, and waiting for a condition within a bound (never a sleep).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { globalAgent } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, type Room } from 'colyseus.js';
import type { Bot } from '../../src/engine/bots.js';
import { Rng, seedRng } from '../../src/engine/rng.js';
import type { ServerMessages } from '../../src/server/protocol.js';
import { patchView } from '../../src/server/view-patch.js';

/** Resolves when `condition()` holds, checked every `every` ms; rejects after `ms` with `what`. */
export async function until(condition: () => boolean, what: string, ms = 20_000, every = 5): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, every));
  }
}

/** A free TCP port on 127.0.0.1 (the system's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** A redis-server on 127.0.0.1 with nothing saved to disk, in a folder of its own; `stop` ends it. */
export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'tech-deck-redis-'));
  const redis: ChildProcess = spawn(
    '/usr/bin/redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  redis.stdout?.on('data', (d) => (out += d));
  await until(() => out.includes('Ready to accept connections') || redis.exitCode !== null, 'redis-server ready');
  if (redis.exitCode !== null) throw new Error(`redis-server did not start:\n${out}`);
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      const ended = new Promise((r) => redis.once('exit', r));
      redis.kill('SIGKILL');
      await ended;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type Received = { [K in keyof ServerMessages]: { type: K; message: ServerMessages[K] } }[keyof ServerMessages];

/** A client in a room that records everything the server sent it (a patch as the view it makes). */
export class Player {
  received: Received[] = [];
  welcome: ServerMessages['welcome'] | null = null;
  view: ServerMessages['view'] | null = null;
  over: ServerMessages['over'] | null = null;
  errors: ServerMessages['error'][] = [];
  sent: { n: number; action: unknown }[] = []; // the actions autoplay sent, with the view they answered
  left: number | null = null; // the close code, once the connection is gone
  patches = 0; // the views that came as patches
  private onView: () => void = () => {};
  pauseAt = Number.POSITIVE_INFINITY; // autoplay answers no view from this many actions on
  private answered = -1; // the view autoplay last answered

  constructor(public room: Room) {
    this.listen(room);
  }

  listen(room: Room): void {
    this.room = room;
    this.left = null;
    this.answered = -1; // an action sent to a process that died unsaved is sent again
    room.onMessage('*', (type, message) => {
      let entry = { type, message } as Received;
      if (entry.type === 'patch') {
        // Rebuilt on the view it was made from (it must be the last one), then kept as the view it makes.
        const { from, view, ...rest } = entry.message;
        if (this.view?.n !== from) throw new Error(`a patch from view ${from} came after view ${this.view?.n}`);
        entry = { type: 'view', message: { ...rest, view: patchView(this.view.view, view) } };
        this.patches++;
      }
      this.received.push(entry);
      if (entry.type === 'welcome') this.welcome = entry.message;
      if (entry.type === 'view') this.view = entry.message;
      if (entry.type === 'over') this.over = entry.message;
      if (entry.type === 'error') this.errors.push(entry.message);
      if (entry.type === 'view' || entry.type === 'welcome') this.onView();
    });
    room.onLeave((code) => {
      this.left = code;
    });
  }

  get seat(): number | null {
    return this.welcome?.seat ?? null;
  }

  /** Plays `bot` for its seat whenever a view says it is to act, until the game is over. */
  autoplay(bot: Bot, seed: number): void {
    const rng = new Rng({ rng: seedRng(seed) });
    const tick = () => {
      const v = this.view;
      if (!v || this.over || this.left !== null || v.actor !== this.seat) return;
      if (v.n === this.answered || v.n >= this.pauseAt) return;
      this.answered = v.n;
      const action = bot(v.view, v.legal ?? [], rng);
      this.sent.push({ n: v.n, action });
      this.room.send('action', { n: v.n, action });
    };
    // One handler a type: colyseus.js hands a message to its type's handler or else to '*', never both.
    this.onView = tick;
    tick();
  }

  /** Answers the latest view now (after `pauseAt` is raised, or after coming back). */
  resume(): void {
    this.onView();
  }
}

// Matchmaking requests each on a connection of their own. The global agent keeps a connection for the
// next request; where the server runs in the test's own process, a long check after a game holds up both,
// and the server's close of the idle connection and the next request's reuse of it then meet (ECONNRESET).
Object.assign(globalAgent, { keepAlive: false }); // read at each request (not in its type)

/** A client of the server on 127.0.0.1:`port`. */
export const clientOf = (port: number) => new Client(`ws://127.0.0.1:${port}`);
