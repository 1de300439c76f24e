// Online play for a game element given `server`: a room made on the server ("Play with friends") or
// joined from a join link (`#join=<room code>`), the seat's views followed as the element's game, the
// person's choices sent as actions, the seats and who is there, and a dropped connection taken back
// (Colyseus reconnection, then the seat token for a room restored on another process). Fetched only
// when `server` is set: this folder is a chunk of its own, with colyseus.js.
import { Client, type Room } from 'colyseus.js';
import type { ReactiveController, TemplateResult } from 'lit';
import type { ChooseAction } from '../../../engine/choices.js';
import type { GameConfig, Outcome } from '../../../engine/game.js';
import type { TableState } from '../../../engine/state.js';
import type { TableView } from '../../../engine/view.js';
import {
  type CreateOptions,
  type JoinErrorCode,
  type JoinOptions,
  joinErrorCode,
  ROOM_CODE,
  type SeatInfo,
  type ServerMessages,
} from '../../../server/protocol.js';
import type { GameController } from '../game-controller.js';
import type { GameSettings } from '../settings.js';
import { TechGameOverEvent, TechMoveEvent } from '../../events.js';
import { roomLinkOf, withRoomLink } from './join-link.js';
import { remoteMoveDetail } from './move.js';
import { RemoteTable } from './remote-table.js';
import { patchView } from '../../../server/view-patch.js';
import { renderOnline } from './render.js';

/** What the element gives its online play. */
export interface OnlineHost<S extends TableState, V extends TableView, T extends GameSettings> {
  element: HTMLElement & {
    addController(c: ReactiveController): void;
    requestUpdate(): void;
    readonly updateComplete: Promise<unknown>;
  };
  server: string; // the `server` attribute
  controller: GameController<S, V, T>;
  /** The engine's config of the element's attributes (players and options), or null while they have problems. */
  config(): GameConfig | null;
  /** Seats for people of a new room, or undefined for every seat (the `humans` attribute when set). */
  humans(): number | undefined;
  settings(config: GameConfig): T; // the element's settings for a room's game
  showSeat(seat: number): void; // the seat whose view is on screen
  announce(text: string): void; // the live region
  playHere(): void; // leave the room and play on this device
}

/** Where the online play stands. */
export type Phase =
  | 'idle' // no room: "Play with friends"
  | 'creating'
  | 'joining'
  | 'playing'
  | 'reconnecting' // the connection dropped: taking the seat back
  | 'refused' // a join was refused or the seat could not be taken back: `problem` says why
  | 'lost'; // the server can't be reached: `problem` says why

/** How long a dropped person has to come back (the server's reconnection window). */
const WINDOW_MS = 60_000;

export class OnlineSession<S extends TableState, V extends TableView, T extends GameSettings>
  implements ReactiveController
{
  phase: Phase = 'idle';
  problem: string | null = null; // why the last join, action or connection failed, in words
  problemCode: JoinErrorCode | null = null; // its typed code, when the server gave one
  code: string | null = null; // the room code
  seat: number | null = null; // this person's seat, null for a spectator
  seats: SeatInfo[] = [];
  seen: boolean[] = []; // whether each seat's person was here at some point (away, or not come yet)
  copied: 'join' | 'watch' | null = null; // the link just copied
  copyFailed: 'join' | 'watch' | null = null; // the link the clipboard refused: shown in a box to copy by hand
  asking = false; // "Leave this online game?" is asked (New game during a game)
  private client: Client | null; // null when `server` is not a WebSocket address
  private room: Room | null = null;
  private token: string | null = null; // the seat's secret (takes the seat back on a restored room)
  private table: RemoteTable<S, V> | null = null;
  private sentFor = -1; // the view an action was last sent for
  private sent: ChooseAction | null = null; // the action sent for that view (its tech-move names its picks)
  private last: ServerMessages['view'] | null = null; // the view before the latest: a move is told from the two
  private created = false; // this page made the room: its address takes the join link
  private leaving = false; // this side closed the connection: no reconnection
  private retry: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly host: OnlineHost<S, V, T>) {
    const problem = serverProblem(host.server);
    this.client = problem ? null : new Client(host.server);
    if (problem) this.fail(problem);
    host.element.addController(this);
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.close();
  }

  /** The join link of the room: this page's address with `#join=<room code>`. */
  get link(): string | null {
    return this.linkTo('join');
  }

  /** The watch link of the room: this page's address with `#watch=<room code>`; a page opened at it watches. */
  get watchLink(): string | null {
    return this.linkTo('watch');
  }

  private linkTo(field: 'join' | 'watch'): string | null {
    if (!this.code) return null;
    const url = new URL(globalThis.location.href);
    url.hash = `${field}=${this.code}`;
    return url.href;
  }

  /** "Play with friends": a room with the element's players and options, this person in its first seat. */
  async create(): Promise<void> {
    const config = this.host.config();
    if (!config) return;
    const options: CreateOptions = {
      players: config.players,
      options: config.options as Record<string, unknown>,
      patches: true,
    };
    const humans = this.host.humans();
    if (humans !== undefined) options.humans = humans;
    const client = this.client;
    if (!client) return this.fail(serverProblem(this.host.server)!);
    this.begin('creating');
    this.created = true;
    try {
      this.attach(await client.create(this.host.controller.game.id, options));
    } catch (error) {
      this.refused(error);
    }
  }

  /** Joins the room of a join link (a seat back with the token kept for it, or watches with `spectate`). */
  async join(code: string, spectate = false): Promise<void> {
    this.code = code;
    if (!ROOM_CODE.test(code)) {
      this.phase = 'refused';
      this.problemCode = 'room/not-found';
      this.problem = `The join link's room code "${code}" is not a room code: ask for the link again.`;
      return this.update();
    }
    const client = this.client;
    if (!client) return this.fail(serverProblem(this.host.server)!);
    this.begin('joining');
    this.created = false;
    const token = spectate ? null : readToken(code);
    const options: JoinOptions = spectate
      ? { spectate: true, patches: true }
      : token
        ? { token, patches: true }
        : { patches: true };
    try {
      this.attach(await client.joinById(code, options));
    } catch (error) {
      // A token of an earlier visit no longer holds the seat: join as a newcomer.
      const typed = refusalOf(error);
      if (token && (typed === 'room/bad-token' || typed === 'room/seat-taken')) {
        forgetToken(code);
        return this.join(code);
      }
      this.refused(error);
    }
  }

  /** Leaves the room (the server's bot takes the seat); the element plays on this device again. */
  leave(): void {
    this.close();
    // A reload must not take back a seat left on purpose (a bot plays it now).
    if (this.code && roomLinkOf(globalThis.location?.hash ?? '')?.code === this.code) setAddress(null, '');
    this.asking = false;
    this.created = false;
    this.last = null;
    this.phase = 'idle';
    this.problem = null;
    this.problemCode = null;
    this.code = null;
    this.seat = null;
    this.seats = [];
    this.seen = [];
    this.table = null;
    this.host.playHere();
  }

  /**
   * "New game" during an online game: asks first ("Leave this online game?"), as leaving hands the seat
   * to a bot for good; `answer` leaves or stays. So while the connection is being restored: the seat is
   * still the person's. A game over, one only watched, or a room lost or refused is left at once.
   */
  ask(): void {
    const seated = this.phase === 'playing' || this.phase === 'reconnecting';
    if (this.seat === null || this.table?.over || !seated) return this.leave();
    this.asking = true;
    this.update();
    // The question replaces the button pressed: the focus goes to its first answer.
    this.host.element.updateComplete.then(() =>
      this.host.element.shadowRoot?.querySelector<HTMLElement>('[part~="online"] .asking .primary')?.focus(),
    );
  }

  /** The answer to `ask`: leave the room, or stay in it. */
  answer(leave: boolean): void {
    this.asking = false;
    if (leave) return this.leave();
    this.update();
  }

  /** The panel above the table. */
  render(): TemplateResult {
    return renderOnline(this);
  }

  /** Copies the join link, or the watch link. */
  async copy(which: 'join' | 'watch' = 'join'): Promise<void> {
    const link = this.linkTo(which);
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      this.copied = which;
      this.copyFailed = null;
    } catch {
      this.copied = null;
      this.copyFailed = which; // the link is shown in its box, to copy by hand
    }
    this.update();
  }

  /** Closes the connection (the room keeps the seat for the reconnection window) and stops following it. */
  close(): void {
    this.leaving = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const room = this.room;
    this.room = null;
    if (room) room.leave(true).catch(() => {});
    if (this.host.controller.remote) this.host.controller.follow(null);
  }

  private begin(phase: Phase): void {
    this.phase = phase;
    this.problem = null;
    this.problemCode = null;
    this.leaving = false;
    this.update();
  }

  private update(): void {
    this.host.element.requestUpdate();
  }

  /** Listens to a room just joined (or taken back). */
  private attach(room: Room): void {
    this.room = room;
    this.code = room.roomId;
    this.phase = 'playing';
    this.problem = null;
    this.sentFor = -1;
    room.onMessage('welcome', (m: ServerMessages['welcome']) => this.onWelcome(m));
    room.onMessage('view', (m: ServerMessages['view']) => this.onView(m));
    room.onMessage('patch', (m: ServerMessages['patch']) => this.onPatch(m));
    room.onMessage('over', (m: ServerMessages['over']) => this.onOver(m.outcome as Outcome));
    room.onMessage('error', (m: ServerMessages['error']) => {
      this.problem = m.message;
      this.sentFor = -1; // the action was refused: the person may choose again
      this.update();
    });
    room.onLeave(() => {
      if (this.room === room && !this.leaving) this.dropped(Date.now() + WINDOW_MS);
    });
    this.update();
  }

  private onWelcome(m: ServerMessages['welcome']): void {
    this.code = m.code;
    this.seat = m.seat;
    if (m.token) {
      this.token = m.token;
      keepToken(m.code, m.token);
    }
    // The room's maker: a reload of this page takes the seat back, as a reload of the join link does.
    if (this.created && m.seat !== null) setAddress('join', m.code);
    const config = { players: m.players, seed: 0, options: {} };
    this.table = new RemoteTable(this.host.controller.spec.game, config);
    this.host.showSeat(m.seat ?? m.players); // a spectator sees as a seat past the last, which owns nothing
    this.host.announce(m.seat === null ? 'You are watching the game.' : `You play seat ${m.seat + 1} of ${m.players}.`);
  }

  /**
   * A view sent as the change from the last one this page got (the server's first view after each join
   * or reconnection is whole). A change from any other view can't be applied: the connection is dropped
   * on purpose, and the reconnection brings a whole view.
   */
  private onPatch(m: ServerMessages['patch']): void {
    const { from, view, ...rest } = m;
    const last = this.last;
    if (!last || last.n !== from) return void this.room?.connection.close();
    this.onView({ ...rest, view: patchView(last.view, view) });
  }

  private onView(m: ServerMessages['view']): void {
    const table = this.table;
    if (!table) return;
    const first = !table.shown;
    const last = this.last;
    this.last = m;
    table.show(m.view as V, m.n, m.actor, m.legal);
    this.seats = m.seats;
    this.seen = m.seats.map((s, seat) => !!this.seen[seat] || (s.kind === 'person' && s.connected));
    if (m.n !== this.sentFor) this.problem = null;
    const controller = this.host.controller;
    if (first || controller.remote === null) {
      const config = table.match.config;
      controller.follow(
        {
          game: table.game,
          match: table.match,
          you: this.seat,
          send: (action) => this.send(action),
          isBot: (seat) => this.seats[seat]?.kind === 'bot',
        },
        this.host.settings(config),
      );
    } else this.update();
    // A view one action after the last tells a move: tech-move, as a game on this device fires it.
    if (last && m.n === last.n + 1) {
      const own = last.actor !== null && last.actor === this.seat && this.sentFor === last.n ? this.sent : null;
      const detail = remoteMoveDetail(controller.game, last, m, own);
      if (detail) this.host.element.dispatchEvent(new TechMoveEvent(detail));
    }
  }

  private onOver(outcome: Outcome): void {
    if (!this.table || this.table.over) return;
    this.table.end(outcome);
    this.host.controller.justEnded = true;
    const game = this.host.controller.game.id;
    this.host.element.dispatchEvent(
      new TechGameOverEvent({ game, scores: [...outcome.scores], winners: [...outcome.winners] }),
    );
    this.update();
  }

  /** A person's choice, sent for the view on screen (once: the next view answers it). */
  private send(action: ChooseAction): string | null {
    const match = this.table?.match;
    if (this.seat === null) return 'You are watching: spectators do not play.';
    if (!this.room || this.phase !== 'playing' || !match) return 'The connection is being restored: wait a moment.';
    const n = match.log.length;
    if (n === this.sentFor) return null;
    this.sentFor = n;
    this.sent = action;
    this.room.send('action', { n, action });
    return null;
  }

  /** The connection dropped: the seat is taken back until `deadline`, then the person is told. */
  private dropped(deadline: number): void {
    this.phase = 'reconnecting';
    this.update();
    const room = this.room;
    const code = this.code;
    const client = this.client!;
    const attempt = async (delay: number) => {
      if (this.leaving) return;
      try {
        // The room still runs: Colyseus gives the connection back.
        if (room?.reconnectionToken) return this.attach(await client.reconnect(room.reconnectionToken));
      } catch {}
      try {
        // The room came back on another process: the seat's token takes the seat again.
        if (code && this.token) return this.attach(await client.joinById(code, { token: this.token, patches: true }));
      } catch (error) {
        const typed = refusalOf(error);
        if (typed && typed !== 'room/not-found') return this.refused(error);
      }
      if (this.leaving) return;
      if (Date.now() > deadline) {
        this.phase = 'lost';
        this.problem = `The connection to ${this.host.server} was lost and could not be restored.`;
        return this.update();
      }
      this.retry = setTimeout(() => attempt(Math.min(delay * 2, 5_000)), delay);
    };
    attempt(250);
  }

  /** The server can't be used: `problem` says why. */
  private fail(problem: string): void {
    this.phase = 'lost';
    this.problem = problem;
    this.problemCode = null;
    this.update();
  }

  /** A join or creation that failed, in words. */
  private refused(error: unknown): void {
    const typed = refusalOf(error);
    this.problemCode = typed;
    this.phase = typed ? 'refused' : 'lost';
    this.problem = typed
      ? REFUSALS[typed]
      : `The game server at ${this.host.server} can't be reached: ${reason(error)}`;
    if (typed) this.host.announce(this.problem);
    this.update();
  }
}

/** The typed code of a refused join or creation: the room's own, or Colyseus's for a room that is not there. */
function refusalOf(error: unknown): JoinErrorCode | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'number') return null;
  return joinErrorCode(code) ?? (code === COLYSEUS_NO_ROOM ? 'room/not-found' : null);
}

/** Colyseus's MATCHMAKE_INVALID_ROOM_ID: no room has that id (on any process). */
const COLYSEUS_NO_ROOM = 4212;

/** What a typed join refusal means for the person. */
const REFUSALS: Record<JoinErrorCode, string> = {
  'room/full': 'Every seat of this room is taken. You can watch the game instead.',
  'room/not-found': 'There is no room of that link on this server: the game may be over. Ask for a new link.',
  'room/bad-token': 'That seat belongs to someone else in this room.',
  'room/seat-taken': 'Your seat is in play on another page or device, or a bot took it when you did not come back.',
  'room/bad-options': "The server can't make a room of this game with these settings.",
  'room/alive': 'The room is being restored: try the link again in a moment.',
};

/** Why `server` is not the address of a game server, or null. */
function serverProblem(server: string): string | null {
  let url: URL | null = null;
  try {
    url = new URL(server);
  } catch {}
  if (url && (url.protocol === 'wss:' || url.protocol === 'ws:')) return null;
  return `server should be the address of a game server, wss://… (or ws://…), not "${server}".`;
}

function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return message && !/^\[object/.test(message) ? message : 'check the address and that the server is running.';
}

// The seat's token, kept for the tab's session so a reload of the join link takes the seat back.
const tokenKey = (code: string) => `tech-deck-seat:${code}`;

function readToken(code: string): string | null {
  try {
    return sessionStorage.getItem(tokenKey(code));
  } catch {
    return null;
  }
}

function keepToken(code: string, token: string): void {
  try {
    sessionStorage.setItem(tokenKey(code), token);
  } catch {}
}

/** Puts the room link `field=<code>` first in this page's address (none: takes it out), its other fields kept. */
function setAddress(field: 'join' | 'watch' | null, code: string): void {
  try {
    const hash = withRoomLink(globalThis.location.hash, field, code);
    if (hash === globalThis.location.hash) return;
    history.replaceState(history.state, '', `${location.pathname}${location.search}${hash}`);
  } catch {}
}

function forgetToken(code: string): void {
  try {
    sessionStorage.removeItem(tokenKey(code));
  } catch {}
}
