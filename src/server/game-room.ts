// One Colyseus room type per game: a generic room over the game's descriptor. The engine runs here only;
// each client is sent its own seat's view (a spectator the public one) as a message after every action,
// never the state. An action is checked by the game (`legalActions`, then `apply`, which is pure: a
// refused action changes nothing); the seats nobody took, and the seats of people who did not come back
// in time, are played by the game's bots here. After each action the room appends it to its save in the
// store before anyone sees the action, so every action a client saw survives the process. A client that
// asks for patches gets, after its first view, each view as the change from the one before (view-patch.ts).
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { type Client, matchMaker, Room, ServerError } from '@colyseus/core';
import { botActions, type Bot } from '../engine/bots.js';
import { playersOf } from '../engine/descriptor.js';
import type { Game } from '../engine/game.js';
import { createMatch, restoreMatch, SAVE_VERSION, type Match } from '../engine/match.js';
import { Rng, seedRng } from '../engine/rng.js';
import { bots as gameBots, descriptors, games } from '../games/index.js';
import type { MatchStore, RoomHead } from './match-store.js';
import {
  type ActionMessage,
  type CreateOptions,
  type ErrorCode,
  JOIN_ERRORS,
  type JoinErrorCode,
  type JoinOptions,
  MAX_ACTION_CHARS,
  MAX_SPECTATORS,
  ROOM_CODE,
  type SeatInfo,
  type ServerMessages,
} from './protocol.js';
import { RateLimit } from './rate-limit.js';
import { diffViewKeeping } from './view-patch.js';

export type GameId = keyof typeof games;

/** How a server runs its rooms (the same for every room of a server). */
export interface RoomSettings {
  store: MatchStore;
  reconnectSeconds: number; // how long a dropped person's seat waits before a bot takes it (60)
  botDelayMs: number; // a bot's pause before it acts, so people can follow (0 in tests)
  rate: { perSecond: number; burst: number }; // each client's messages
  seeds: () => number; // a new room's seed, secret until its game is over
}

/** The room's numbers for a refused join, with the message the client reads. */
function refuse(code: JoinErrorCode, message: string): ServerError {
  return new ServerError(JOIN_ERRORS[code], message);
}

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

interface Seat {
  tokenHash: string | null; // null until a person takes the seat
  bot: boolean; // a bot plays it now
  client: Client | null; // the person's connection, when connected
  timer: { clear(): void } | null; // the reconnection window of a dropped person
}

/** The room of one game, made for a server's settings by `gameRoom`. */
export class GameRoom extends Room {
  gameId!: GameId; // set by `gameRoom`
  settings!: RoomSettings; // set by `gameRoom`
  private game!: Game<unknown, unknown, unknown>;
  private match!: Match<unknown, unknown>;
  private humans = 0;
  private botName = '';
  private seats: Seat[] = [];
  private spectators = new Set<Client>();
  private limits = new WeakMap<Client, RateLimit>();
  private rng = new Rng({ rng: seedRng(randomInt(2 ** 47)) }); // the bots' dice, never the game's
  private queue: Promise<void> = Promise.resolve(); // actions are applied and saved one at a time, in order
  private botTimer: { clear(): void } | null = null;
  private legalAt: { n: number; actions: unknown[] } | null = null; // the legal actions at n actions, made once
  private patching = new WeakSet<Client>(); // the clients that asked for views as patches
  private shown = new WeakMap<Client, { n: number; view: unknown }>(); // the last view sent to each of them

  override async onCreate(options: CreateOptions & Record<string, unknown>): Promise<void> {
    this.game = games[this.gameId] as unknown as Game<unknown, unknown, unknown>;
    this.autoDispose = true;
    if (typeof options.restore === 'string') await this.restore(options.restore);
    else this.start(options);
    this.maxClients = this.humans + MAX_SPECTATORS;
    this.onMessage('action', (client, message) =>
      this.expected(client, message)
        ? this.onAction(client, message)
        : this.limited(client, () => this.onAction(client, message)),
    );
    this.onMessage('*', (client, type) =>
      this.limited(client, () => this.fail(client, 'message/unknown-type', `There is no message "${String(type)}".`)),
    );
    await this.saveHead();
    this.playBots();
  }

  /** A new game: a seed nobody knows until the game is over, and a room code of 96 random bits. */
  private start(options: CreateOptions): void {
    const descriptor = descriptors[this.gameId];
    const range = playersOf(descriptor, games[this.gameId].rules);
    const players = options.players ?? range.default;
    if (!Number.isInteger(players) || players < range.min || players > range.max)
      throw refuse('room/bad-options', `This game is for ${range.min} to ${range.max} players, not ${players}.`);
    const humans = options.humans ?? players;
    if (!Number.isInteger(humans) || humans < 1 || humans > players)
      throw refuse('room/bad-options', `The seats for people are 1 to ${players}, not ${humans}.`);
    const table = gameBots[this.gameId] as Record<string, Bot>;
    const bot = options.bot ?? descriptor.defaultBot;
    if (typeof bot !== 'string' || !Object.hasOwn(table, bot))
      throw refuse('room/bad-options', `The bots of this game are ${Object.keys(table).join(', ')}.`);
    const config = { players, seed: this.settings.seeds(), options: options.options ?? {} };
    try {
      this.match = createMatch(this.game, config);
    } catch (error) {
      throw refuse('room/bad-options', error instanceof Error ? error.message : String(error));
    }
    this.humans = humans;
    this.botName = bot;
    this.seats = Array.from({ length: players }, (_, seat) => ({
      tokenHash: null,
      bot: seat >= humans,
      client: null,
      timer: null,
    }));
    this.roomId = randomBytes(12).toString('base64url');
  }

  /** The room of `code`, rebuilt from its save by replay after the process hosting it died. */
  private async restore(code: string): Promise<void> {
    if (!ROOM_CODE.test(code)) throw refuse('room/not-found', 'That is not a room code.');
    // One process restores a room: the others are told to join it.
    if (!(await this.settings.store.claim(code, 10_000)))
      throw refuse('room/alive', 'The room is being restored; join it.');
    // A room still running (here, or on a process that answers) is joined, never restored beside itself.
    const listed = await matchMaker.driver.findOne({ roomId: code });
    if (
      listed &&
      (listed.processId === matchMaker.processId || (await matchMaker.healthCheckProcessId(listed.processId)))
    )
      throw refuse('room/alive', 'The room is running; join it.');
    const record = await this.settings.store.read(code);
    if (!record || record.save.game !== this.gameId) throw refuse('room/not-found', 'There is no such room.');
    this.match = restoreMatch(this.game, record.save);
    this.humans = record.humans;
    this.botName = record.bot;
    this.seats = record.seats.map((s) => ({ tokenHash: s.tokenHash, bot: s.bot, client: null, timer: null }));
    this.roomId = code;
    // Everyone was dropped with the process: each person has the reconnection window to come back.
    this.seats.forEach((seat, n) => {
      if (!seat.bot && seat.tokenHash) this.waitFor(n);
    });
  }

  /** A person's seat, taken back by its token or the next free one; or a spectator's place. */
  override onJoin(client: Client, options: JoinOptions = {}): void {
    if (options.patches === true) this.patching.add(client);
    if (options.spectate) {
      this.spectators.add(client);
      this.welcome(client, null, null);
      return;
    }
    let seat: number;
    let token: string;
    if (typeof options.token === 'string') {
      token = options.token;
      seat = this.seats.findIndex((s) => s.tokenHash === hash(token));
      if (seat < 0) throw refuse('room/bad-token', 'No seat of this room has that token.');
      if (this.seats[seat].client) throw refuse('room/seat-taken', 'That seat is connected elsewhere.');
      if (this.seats[seat].bot && !this.seats[seat].timer)
        throw refuse('room/seat-taken', 'A bot took that seat when its player did not come back in time.');
    } else {
      seat = this.seats.findIndex((s, n) => n < this.humans && s.tokenHash === null);
      if (seat < 0) throw refuse('room/full', 'Every seat of this room is taken; you can watch it instead.');
      token = randomBytes(16).toString('base64url');
      this.seats[seat].tokenHash = hash(token);
    }
    this.sit(seat, client);
    this.welcome(client, seat, token);
    this.enqueue(() => this.saveHead());
  }

  private sit(seat: number, client: Client): void {
    const s = this.seats[seat];
    s.timer?.clear();
    s.timer = null;
    s.bot = false;
    s.client = client;
    client.userData = { seat };
    this.sendViews();
  }

  /** A dropped person has the reconnection window to come back; the game waits for them meanwhile. */
  override async onLeave(client: Client, consented: boolean): Promise<void> {
    if (this.spectators.delete(client)) return;
    const seat = (client.userData as { seat: number } | undefined)?.seat;
    if (seat === undefined || this.seats[seat].client !== client) return;
    this.seats[seat].client = null;
    this.sendViews();
    if (consented) return this.botTakes(seat);
    try {
      const back = await this.allowReconnection(client, this.settings.reconnectSeconds);
      if (this.patching.has(client)) this.patching.add(back); // its first view is whole: nothing was sent to `back`
      if (this.seats[seat].client === null) this.sit(seat, back);
      else back.leave();
    } catch {
      if (this.seats[seat].client === null) this.botTakes(seat);
    }
  }

  /** A restored room's seat waits for its person the reconnection window (they join again with their token). */
  private waitFor(seat: number): void {
    const timer = this.clock.setTimeout(() => {
      this.seats[seat].timer = null;
      if (this.seats[seat].client === null) this.botTakes(seat);
    }, this.settings.reconnectSeconds * 1000);
    this.seats[seat].timer = timer;
  }

  private botTakes(seat: number): void {
    this.seats[seat].bot = true;
    this.seats[seat].client = null;
    this.enqueue(() => this.saveHead());
    this.sendViews();
    this.playBots();
  }

  override onDispose(): void {
    this.botTimer?.clear();
  }

  private welcome(client: Client, seat: number | null, token: string | null): void {
    const message: ServerMessages['welcome'] = {
      code: this.roomId,
      game: this.gameId,
      players: this.seats.length,
      seat,
      token,
    };
    client.send('welcome', message);
    this.sendView(client, seat);
  }

  /**
   * The one message the game waits for: an action from the seat to act, for the latest view, the first
   * for that view. It never counts against the rate, so play is paced by the game and a fast player is
   * never throttled; a flood is everything else (out of turn, stale, repeated, malformed).
   */
  private expected(client: Client, message: unknown): boolean {
    const data = client.userData as { seat?: number; free?: number } | undefined;
    const n = (message as { n?: unknown } | null)?.n;
    if (data?.seat === undefined || n !== this.match.log.length || data.free === n) return false;
    if (this.game.actor(this.match.state) !== data.seat) return false;
    data.free = n;
    return true;
  }

  /** Runs `work` unless the client is over its message rate (then one refusal a burst). */
  private limited(client: Client, work: () => void): void {
    let limit = this.limits.get(client);
    if (!limit)
      this.limits.set(client, (limit = new RateLimit(this.settings.rate.perSecond, this.settings.rate.burst)));
    const verdict = limit.take(Date.now());
    if (verdict === 'ok') work();
    else if (verdict === 'first-refusal')
      this.fail(client, 'message/rate-limited', `At most ${this.settings.rate.perSecond} messages a second.`);
  }

  private fail(client: Client, code: ErrorCode, message: string): void {
    const error: ServerMessages['error'] = { code, message };
    client.send('error', error);
  }

  private onAction(client: Client, message: unknown): void {
    const seat = (client.userData as { seat?: number } | undefined)?.seat;
    if (this.spectators.has(client) || seat === undefined)
      return this.fail(client, 'action/spectator', 'Spectators watch; they do not act.');
    const m = message as Partial<ActionMessage> | null;
    if (!m || typeof m !== 'object' || !Number.isInteger(m.n) || !('action' in m))
      return this.fail(client, 'message/malformed', 'An action message is { n, action } (n: the view it answers).');
    let text: string | undefined;
    try {
      text = JSON.stringify(m.action);
    } catch {}
    if (text === undefined) return this.fail(client, 'message/malformed', 'The action is not plain data.');
    if (text.length > MAX_ACTION_CHARS)
      return this.fail(client, 'message/too-large', `An action is at most ${MAX_ACTION_CHARS} characters of JSON.`);
    if (m.seat !== undefined && m.seat !== seat)
      return this.fail(client, 'action/not-your-seat', `You play seat ${seat}, not seat ${m.seat}.`);
    const action = JSON.parse(text) as unknown;
    this.enqueue(async () => {
      const actor = this.game.actor(this.match.state);
      if (actor === null) return this.fail(client, 'action/game-over', 'The game is over.');
      if (m.n !== this.match.log.length)
        return this.fail(
          client,
          'action/stale',
          `That action answers view ${m.n}; the game is at ${this.match.log.length}.`,
        );
      if (actor !== seat) return this.fail(client, 'action/not-your-turn', `It is seat ${actor}'s turn.`);
      const problem = this.applyOrRefuse(action);
      if (problem) return this.fail(client, 'action/illegal', problem);
      await this.taken(action);
    });
  }

  /**
   * Applies `action` if the game takes it; else says why it does not. The match applies it once: a
   * refused action throws before the match changes (`apply` is pure), so no trial run is needed.
   */
  private applyOrRefuse(action: unknown): string | null {
    const legal = this.legal();
    if (legal.length > 0 && !legal.some((a) => isDeepStrictEqual(a, action)))
      return 'That is not one of your legal actions now.';
    try {
      this.match.apply(action);
      return null;
    } catch (error) {
      return error instanceof Error ? error.message : 'The game refused that action.';
    }
  }

  /** The legal actions now (see `botActions`), made once for the checks, the bots and the actor's view. */
  private legal(): unknown[] {
    const n = this.match.log.length;
    if (this.legalAt?.n !== n) this.legalAt = { n, actions: botActions(this.game, this.match.state) };
    return this.legalAt.actions;
  }

  /** An action just applied: appended to the save, and only then shown. */
  private async taken(action: unknown): Promise<void> {
    const n = this.match.log.length - 1;
    await this.settings.store.append(this.roomId, n, action);
    this.sendViews();
    const outcome = this.game.outcome(this.match.state);
    if (outcome) {
      const over: ServerMessages['over'] = { outcome, save: this.match.save() };
      this.broadcast('over', over);
    }
    this.playBots();
  }

  /** Work on the match, one item at a time in arrival order (each may wait for the store). */
  private enqueue(work: () => void | Promise<void>): void {
    this.queue = this.queue.then(work).catch((error: unknown) => {
      console.error(`room ${this.roomId}:`, error);
    });
  }

  /** When a bot's seat is to act, it acts (after the bots' pause). */
  private playBots(): void {
    if (this.botTimer) return;
    const actor = this.game.actor(this.match.state);
    if (actor === null || !this.seats[actor].bot) return;
    const act = () => {
      this.botTimer = null;
      this.enqueue(async () => {
        const seat = this.game.actor(this.match.state);
        if (seat === null || !this.seats[seat].bot) return;
        const bot = (gameBots[this.gameId] as Record<string, Bot>)[this.botName];
        this.match.apply(bot(this.game.view(this.match.state, seat), this.legal(), this.rng));
        await this.taken(this.match.log[this.match.log.length - 1].action);
      });
    };
    if (this.settings.botDelayMs > 0) this.botTimer = this.clock.setTimeout(act, this.settings.botDelayMs);
    else {
      // A task of its own, not a microtask: a room of bots without a pause would otherwise play on, move
      // after move, before any other room or socket had a turn.
      const next = setImmediate(act);
      this.botTimer = { clear: () => clearImmediate(next) };
    }
  }

  private seatInfo(): SeatInfo[] {
    return this.seats.map((s) => ({ kind: s.bot ? 'bot' : 'person', connected: s.client !== null }));
  }

  private sendViews(): void {
    for (const [seat, s] of this.seats.entries()) if (s.client) this.sendView(s.client, seat);
    for (const client of this.spectators) this.sendView(client, null);
  }

  /**
   * A seat's view; a spectator's is the view of a seat past the last, which owns no hand (public only).
   * To a client that takes patches, after the first, as the change from the last view it was sent.
   */
  private sendView(client: Client, seat: number | null): void {
    const state = this.match.state;
    const actor = this.game.actor(state);
    const message: ServerMessages['view'] = {
      n: this.match.log.length,
      view: this.game.view(state, seat ?? this.seats.length),
      actor,
      legal: seat !== null && actor === seat ? this.legal() : null,
      seats: this.seatInfo(),
    };
    if (!this.patching.has(client)) return client.send('view', message);
    const last = this.shown.get(client);
    if (!last) {
      this.shown.set(client, { n: message.n, view: message.view });
      return client.send('view', message);
    }
    const { patch, kept } = diffViewKeeping(last.view, message.view);
    this.shown.set(client, { n: message.n, view: kept });
    const sent: ServerMessages['patch'] = { ...message, from: last.n, view: patch ?? { o: {} } };
    client.send('patch', sent);
  }

  /** The save without its actions (they are appended one by one): written at the start and when a seat changes. */
  private saveHead(): Promise<void> {
    const head: RoomHead = {
      save: { v: SAVE_VERSION, game: this.game.id, config: this.match.config },
      humans: this.humans,
      bot: this.botName,
      seats: this.seats.map((s) => ({ tokenHash: s.tokenHash, bot: s.bot })),
    };
    return this.settings.store.writeHead(this.roomId, head);
  }
}

/** The room class of `gameId` for a server's settings. */
export function gameRoom(gameId: GameId, settings: RoomSettings): typeof GameRoom {
  return class extends GameRoom {
    override gameId = gameId;
    override settings = settings;
  };
}
