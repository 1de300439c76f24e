// The online server under load: rooms of 4 clients on loopback, each client answering its view after a
// bot's pause, against one `tech-deck serve` process (memory presence), then against two sharing a
// redis-server (rooms created on each in turn). The clients take their views as patches (docs/online.md).
// Figures: actions a second the server held, the time from sending an action to receiving the view it
// made (p50/p95/p99), and the server's memory per room (its resident size with the rooms, less before
// them, over the rooms). 500 rooms on one process, the goal's size; `--rooms N` sizes it.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { globalAgent } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, type Room } from 'colyseus.js';
import { random } from '../src/engine/bots.js';
import { Rng, seedRng } from '../src/engine/rng.js';
import { BOT_DELAY_MS, type ServerMessages } from '../src/server/protocol.js';
import { patchView } from '../src/server/view-patch.js';
import type { Row } from './measure.js';

const SECTION = 'online load';

// Matchmaking requests each on a connection of their own: with hundreds of rooms made at once, a kept
// connection can sit idle past the server's keep-alive while it is busy, and be closed as it is reused.
Object.assign(globalAgent, { keepAlive: false }); // read at each request (not in its type)
// A client's pause before it answers: the server's bots' pace (the goal is for bot-paced games), not a
// person's, who takes seconds.
const PAUSE_MS = BOT_DELAY_MS;

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(condition: () => boolean, what: string, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`load: not within ${ms} ms: ${what}`);
    await wait(10);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** A child process, resolved once its output shows `ready`; `stop` kills it. */
async function start(command: string, args: string[], ready: RegExp, root: string) {
  const child: ChildProcess = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  await until(() => ready.test(out) || child.exitCode !== null, `${command} to start`, 30_000);
  if (child.exitCode !== null) throw new Error(`load: ${command} stopped:\n${out}`);
  return {
    child,
    out: () => out,
    async stop() {
      if (child.exitCode !== null) return;
      const ended = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([ended, wait(5_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** A server process's resident memory in bytes (Linux). */
function rss(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) * 1024 : 0;
}

/**
 * Takes `n` of at most `size` places at once: rooms are set up a few at a time, as they would be over
 * a night; hundreds of rooms made in the same second outlast Colyseus's seat reservation (15 s).
 */
function gate(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (free > 0) free--;
    else await new Promise<void>((r) => waiting.push(r));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}

/**
 * One room of four clients playing poker to its end; pushes each action-to-view latency in ms, and
 * returns the room's actions and the seconds it played them in. The room is set up through `setUp`,
 * then waits for `go` (every room set up), so all the rooms play at once.
 */
async function playRoom(
  port: number,
  seed: number,
  latencies: number[],
  setUp: <T>(work: () => Promise<T>) => Promise<T>,
  go: Promise<void>,
  together: number,
): Promise<{ actions: number; seconds: number }> {
  let code = '';
  let over = 0;
  let startedAt = 0;
  let endedAt = 0;
  let actions = 0;
  let playing = false;
  let progress = Date.now(); // when the room last sent a view
  const starts: (() => void)[] = [];
  // Each client's handlers are set as soon as it is in the room: its welcome and first view come at once.
  const attach = (room: Room, n: number) => {
    const rng = new Rng({ rng: seedRng(seed * 4 + n) });
    let seat = -1;
    let sentAt = 0;
    let sentN = -1;
    room.onMessage('welcome', (m: ServerMessages['welcome']) => {
      seat = m.seat ?? -1;
      code = m.code;
    });
    room.onMessage('over', () => {
      if (++over === 4) endedAt = performance.now();
    });
    room.onMessage('error', () => {});
    let last: ServerMessages['view'] | null = null;
    // After the first view, each comes as a patch on the one before (what a client that asks for patches gets).
    room.onMessage('patch', ({ from, view, ...rest }: ServerMessages['patch']) => {
      if (last?.n !== from) throw new Error(`load: a patch from view ${from} came after view ${last?.n}`);
      onView({ ...rest, view: patchView(last.view, view) });
    });
    room.onMessage('view', (v: ServerMessages['view']) => onView(v));
    const onView = (v: ServerMessages['view']) => {
      last = v;
      progress = Date.now();
      if (!playing) return;
      if (sentN >= 0 && v.n > sentN) {
        latencies.push(performance.now() - sentAt);
        sentN = -1;
      }
      if (v.actor === null || v.actor !== seat) return;
      setTimeout(() => {
        sentAt = performance.now();
        sentN = v.n;
        actions++;
        room.send('action', { n: v.n, action: random(v.view, v.legal ?? [], rng) });
      }, PAUSE_MS);
    };
    starts.push(() => {
      if (last) onView(last);
    });
    return room;
  };
  const client = () => new Client(`ws://127.0.0.1:${port}`);
  const rooms = await setUp(async () => {
    const made = [attach(await client().create('poker', { players: 4, patches: true }), 0)];
    await until(() => code !== '', 'the welcome', 30_000);
    for (let i = 1; i < 4; i++) made.push(attach(await client().joinById(code, { patches: true }), i));
    await until(() => starts.length === 4 && code !== '', 'the room set up', 30_000);
    return made;
  });
  await go;
  // The rooms start spread over one pause, not all on the same tick.
  await wait(((seed * 37) % 100) * (PAUSE_MS / 100));
  playing = true;
  progress = Date.now();
  startedAt = performance.now();
  for (const start of starts) start();
  // A game's length varies (a hundred actions or several hundred, at the pace of PAUSE_MS each): what is
  // bounded is the wait for the next view, and the whole game only loosely. A server past what it holds
  // serves every room slower: both bounds grow with the rooms.
  const stall = Math.max(30_000, together * 100);
  const end = Date.now() + Math.max(30 * 60_000, together * 5_000);
  while (over < 4) {
    if (Date.now() - progress > stall) throw new Error(`load: room ${seed}: no view for ${stall} ms`);
    if (Date.now() > end) throw new Error(`load: room ${seed}: the game went on past its bound`);
    await wait(50);
  }
  for (const room of rooms) await room.leave();
  return { actions, seconds: (endedAt - startedAt) / 1000 };
}

/** What the figures of a run are held to: one process to its latency, more to the actions one process held. */
type Goal = { p95Under: number } | { heldOfOne: number };

/** `rooms` rooms at once on the servers (in turn); the figures of the run and the actions per second held. */
async function measure(
  ports: number[],
  pids: number[],
  rooms: number,
  label: string,
  goal: Goal,
): Promise<{ rows: Row[]; held: number }> {
  const before = pids.reduce((sum, pid) => sum + rss(pid), 0);
  const latencies: number[] = [];
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(
      peak,
      pids.reduce((sum, pid) => sum + rss(pid), 0),
    );
  }, 200);
  const setUp = gate(8);
  let ready = 0;
  let goNow = () => {};
  const go = new Promise<void>((r) => (goNow = r));
  const playing = Array.from({ length: rooms }, (_, r) =>
    playRoom(
      ports[r % ports.length],
      r + 1,
      latencies,
      async (work) => {
        const done = await setUp(work);
        ready++;
        return done;
      },
      go,
      rooms,
    ),
  );
  await until(() => ready === rooms, 'every room set up', Math.max(60_000, rooms * 500));
  goNow();
  const played = await Promise.all(playing);
  clearInterval(sampler);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const name = `${label}, ${rooms} rooms of 4`;
  // What the servers held: each room's pace, summed over the rooms playing at once. (All the actions over
  // the time to the last game's end would count the longest game's length: more rooms make a longer
  // longest game, so twice the rooms would hold less than twice as much on servers that keep up.)
  const held = played.reduce((sum, room) => sum + room.actions / room.seconds, 0);
  const met = (yes: boolean) => (yes ? 'met' : 'not met');
  const ratio = 'heldOfOne' in goal ? held / goal.heldOfOne : 0;
  const rows: Row[] = [
    {
      section: SECTION,
      name: `${name}: actions held`,
      value: held,
      unit: 'actions/s',
      ...('heldOfOne' in goal && {
        goal: `close to twice one process (≥ 1.8×): ${ratio.toFixed(2)}×, ${met(ratio >= 1.8)}`,
      }),
    },
    { section: SECTION, name: `${name}: action to view p50`, value: at(0.5), unit: 'ms' },
    {
      section: SECTION,
      name: `${name}: action to view p95`,
      value: at(0.95),
      unit: 'ms',
      ...('p95Under' in goal && { goal: `p95 < ${goal.p95Under} ms: ${met(at(0.95) < goal.p95Under)}` }),
    },
    { section: SECTION, name: `${name}: action to view p99`, value: at(0.99), unit: 'ms' },
    { section: SECTION, name: `${name}: memory per room`, value: (peak - before) / rooms / 1024, unit: 'KiB' },
  ];
  return { rows, held };
}

/** `--rooms N` on the bench's command line: the rooms on one process (twice as many on two), for a larger machine. */
function roomsAsked(): number | null {
  const at = process.argv.indexOf('--rooms');
  const n = at >= 0 ? Number(process.argv[at + 1]) : Number.NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
}

export async function benchLoad(root: string, quick: boolean): Promise<Row[]> {
  const rooms = roomsAsked() ?? (quick ? 10 : 500);
  const serve = (extra: string[]) =>
    start(
      process.execPath,
      [`${root}bin/tech-deck.js`, 'serve', '--host', '127.0.0.1', '--port', '0', ...extra],
      /listening on port \d+/,
      root,
    );
  const portOf = (s: { out(): string }) => Number(/listening on port (\d+)/.exec(s.out())![1]);
  const rows: Row[] = [];

  const one = await serve([]);
  let oneHeld = 0;
  try {
    const run = await measure([portOf(one)], [one.child.pid!], rooms, 'one process', { p95Under: 50 });
    rows.push(...run.rows);
    oneHeld = run.held;
  } finally {
    await one.stop();
  }

  const dir = mkdtempSync(join(tmpdir(), 'tech-deck-load-redis-'));
  const redisPort = await freePort();
  const redis = await start(
    '/usr/bin/redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    /Ready to accept connections/,
    root,
  );
  const url = `redis://127.0.0.1:${redisPort}`;
  const servers = [await serve(['--redis', url]), await serve(['--redis', url])];
  try {
    // The goal for two processes: they hold close to twice what one does (twice the rooms, played at
    // the same pace). Their latency is reported beside it: on a 2-core machine the two servers share
    // the cores with the clients and Redis, so it measures the machine as much as the servers.
    const two = await measure(
      servers.map(portOf),
      servers.map((s) => s.child.pid!),
      rooms * 2,
      'two processes and Redis',
      { heldOfOne: oneHeld },
    );
    rows.push(...two.rows);
  } finally {
    for (const s of servers) await s.stop();
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
