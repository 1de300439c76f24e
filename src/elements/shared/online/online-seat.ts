// A seat at an online game (docs/online.md), without the DOM: creates or joins a room on a server, hands
// each view the server sends to `onView`, sends actions for the view they answer, and takes the seat back
// after a drop: within the same process by Colyseus's reconnection, or, when the process that hosted the
// room died, through another one that restores the room from its save. The element side loads this
// module (and colyseus.js) only for a game element given a `server`.
import { Client, type Room } from 'colyseus.js';
import { type CreateOptions, joinErrorCode, type ServerMessages } from '../../../server/protocol.js';

export type SeatEvents = {
  [K in keyof ServerMessages]: (message: ServerMessages[K]) => void;
};

export class OnlineSeat {
  welcome: ServerMessages['welcome'] | null = null; // who this seat is, once the server said
  view: ServerMessages['view'] | null = null; // the latest view
  private handlers: Partial<SeatEvents> = {};

  private constructor(
    private room: Room,
    readonly game: string,
  ) {
    this.listen(room);
  }

  /** Creates a room of `game` on `server` (ws:// or wss://) and takes its first seat. */
  static async create(server: string, game: string, options: CreateOptions = {}): Promise<OnlineSeat> {
    return new OnlineSeat(await new Client(server).create(game, options), game);
  }

  /** Joins room `code` (from a join link) on `server`: the next free seat, or watching. */
  static async join(server: string, game: string, code: string, spectate = false): Promise<OnlineSeat> {
    return new OnlineSeat(await new Client(server).joinById(code, spectate ? { spectate } : {}), game);
  }

  /** Sets what to do with each message of a type (one handler a type). */
  on<K extends keyof ServerMessages>(type: K, handler: SeatEvents[K]): void {
    (this.handlers as Record<string, unknown>)[type] = handler;
  }

  /** Sends `action` for the latest view (the server refuses it for any other: `action/stale`). */
  act(action: unknown): void {
    if (!this.view) throw new Error('No view yet: wait for the first one.');
    this.room.send('action', { n: this.view.n, action });
  }

  /** Leaves the room for good: a bot takes the seat. */
  async leave(): Promise<void> {
    this.leaving = true;
    await this.room.leave(true);
  }

  /** Takes the seat back after a drop, through `server` (see `rejoin`). */
  async comeBack(server: string): Promise<void> {
    this.listen(await rejoin(server, this.game, this.welcome, this.room.reconnectionToken));
  }

  /** Runs `handler` when the connection ends (not after `leave`): the time to call `comeBack`. */
  onDrop(handler: (code: number) => void): void {
    this.dropped = handler;
  }

  private dropped: (code: number) => void = () => {};
  private leaving = false; // left on purpose: no drop to come back from

  private listen(room: Room): void {
    this.room = room;
    room.onMessage('*', (type, message) => {
      if (type === 'welcome') this.welcome = message as ServerMessages['welcome'];
      if (type === 'view') this.view = message as ServerMessages['view'];
      (this.handlers as Record<string, ((m: unknown) => void) | undefined>)[type as string]?.(message);
    });
    room.onLeave((code) => {
      if (this.room === room && !this.leaving) this.dropped(code);
    });
  }
}

/**
 * The room of a seat that dropped, through `server` (the same one, or another process of the same Redis):
 * Colyseus's reconnection first; then joining with the seat's token; then, when no process hosts the room
 * any more, restoring it from its save (one client restores, the others are told `room/alive` and join it).
 */
export async function rejoin(
  server: string,
  game: string,
  welcome: Pick<ServerMessages['welcome'], 'code' | 'token'> | null,
  reconnectionToken: string,
  attempts = 10,
): Promise<Room> {
  const client = new Client(server);
  try {
    return await client.reconnect(reconnectionToken);
  } catch {}
  const { code, token } = welcome ?? {};
  if (!code || !token) throw new Error('Only a seat with a token can come back.');
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return await client.joinById(code, { token });
    } catch {}
    try {
      return await client.create(game, { restore: code, token });
    } catch (error) {
      if (joinErrorCode((error as { code?: number }).code ?? 0) !== 'room/alive') throw error;
    }
  }
  throw new Error(`Could not come back to room ${code}.`);
}
