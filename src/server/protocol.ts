// What travels between a game room and its clients (docs/online.md). The server sends each client its
// own seat's view and nothing else of the state; a client sends actions. Every refusal is a typed error:
// a `code` to decide by and a `message` for people.
import type { ViewPatch } from './view-patch.js';

/** Messages the server sends, by type. */
export interface ServerMessages {
  /** Once, on joining: who this client is in the room. */
  welcome: {
    code: string; // the room code (the join link's `#join=<code>`)
    game: string; // the game's id: 'grid-poker'
    players: number;
    seat: number | null; // null for a spectator
    token: string | null; // the seat's secret, to take the seat back after a drop or a restore; null for a spectator
  };
  /** After every action (and on joining): what this client may see now. */
  view: {
    n: number; // how many actions the game has taken: the `n` an action for this view must carry
    view: unknown; // the game's view for this seat (`game.view(state, seat)`), or a spectator's public one
    actor: number | null; // the seat to act, null when the game is over
    legal: unknown[] | null; // this seat's legal actions when it is to act (empty: answer `view.pending`), else null
    seats: SeatInfo[];
  };
  /**
   * Instead of `view`, to a client that joined with `patches`, after its first view: the same message
   * with `view` as the change from the view of `from` actions, the last one sent to it (`patchView`).
   */
  patch: Omit<ServerMessages['view'], 'view'> & { from: number; view: ViewPatch };
  /** When the game is over: its outcome and the save, now that nothing in it is secret any more. */
  over: { outcome: unknown; save: { v: number; game: string; config: unknown; actions: unknown[] } };
  /** A refusal; nothing changed. */
  error: { code: ErrorCode; message: string };
}

/** A seat as every client sees it. */
export interface SeatInfo {
  kind: 'person' | 'bot'; // who plays it now: a bot for seats nobody took and for players who did not come back
  connected: boolean; // a person's seat: is the person here now
}

/** What a client sends: an action for the game at `n` actions. */
export interface ActionMessage {
  n: number; // the view's `n`: an action sent for an older view is refused (`action/stale`), never applied twice
  action: unknown;
  seat?: number; // optional; when given it must be the sender's own
}

/** Every refusal a client can get, in messages (`error`) and when joining (the numbers below). */
export type ErrorCode =
  | 'message/malformed' // not an action message
  | 'message/too-large' // an action longer than MAX_ACTION_CHARS
  | 'message/rate-limited' // more messages than the per-client limit
  | 'message/unknown-type'
  | 'action/spectator' // a spectator sent an action
  | 'action/not-your-seat' // the action names another seat
  | 'action/not-your-turn'
  | 'action/stale' // the action was for an older view
  | 'action/illegal' // the game refused it (the message says why)
  | 'action/game-over'
  | 'room/full'
  | 'room/not-found'
  | 'room/bad-token' // no seat of this room has that token
  | 'room/seat-taken' // the seat's person is connected elsewhere
  | 'room/bad-options'
  | 'room/alive'; // a restore was asked for a room that is still running

/** The refusals that end a join, as the numbers Colyseus carries to the client (Colyseus keeps 4000–4299 for its own). */
export const JOIN_ERRORS = {
  'room/full': 4310,
  'room/not-found': 4311,
  'room/bad-token': 4312,
  'room/seat-taken': 4313,
  'room/bad-options': 4314,
  'room/alive': 4315,
} as const satisfies Partial<Record<ErrorCode, number>>;

export type JoinErrorCode = keyof typeof JOIN_ERRORS;

/** The typed code of a join refusal's number, or null for Colyseus's own. */
export function joinErrorCode(number: number): JoinErrorCode | null {
  for (const [code, n] of Object.entries(JOIN_ERRORS)) if (n === number) return code as JoinErrorCode;
  return null;
}

/** Options a client gives when it creates a room. */
export interface CreateOptions {
  players?: number; // default: the game's
  humans?: number; // seats for people, from seat 0; the others are the game's bots (default: all seats)
  options?: Record<string, unknown>; // the game's setup options
  bot?: string; // which of the game's bots plays the bot seats (default: the game's default bot)
  restore?: string; // a room code whose save this process restores (after the process that hosted it died)
  patches?: boolean; // the maker's views as patches after the first (see JoinOptions)
}

/** Options a client gives when it joins. */
export interface JoinOptions {
  token?: string; // take back the seat of this token
  spectate?: boolean; // watch: public information only
  patches?: boolean; // after the first view, each as a `patch` message: the change from the last one sent
}

/** A server bot's pause before it acts (`tech-deck serve --bot-delay`), so people can follow its moves. */
export const BOT_DELAY_MS = 600;

export const MAX_ACTION_CHARS = 2_048; // an action as JSON; the games' largest is a few hundred characters
export const MAX_MESSAGE_BYTES = 16 * 1024; // a WebSocket frame; a larger one closes the connection (1009)
export const MAX_SPECTATORS = 16;
/** A room code: 16 characters of base64url, 96 random bits (the join link's `#join=`). */
export const ROOM_CODE = /^[A-Za-z0-9_-]{16}$/;
