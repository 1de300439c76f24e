// The game server: Colyseus with one room type per game (game-room.ts), over WebSocket. Alone, it keeps
// presence, matchmaking and saves in its memory; given a Redis URL, several processes share them, and a
// room whose process died is restored by another from its save.
import { randomInt } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { LocalDriver, LocalPresence, matchMaker, Server } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { games } from '../games/index.js';
import { type GameId, gameRoom, type RoomSettings } from './game-room.js';
import { MemoryStore, RedisStore } from './match-store.js';
import { BOT_DELAY_MS, MAX_MESSAGE_BYTES } from './protocol.js';

export interface ServeOptions {
  port?: number; // 0 (the default): any free port
  host?: string; // default 0.0.0.0
  redis?: string; // redis://host:port: share rooms with the other processes on it
  reconnectSeconds?: number; // default 60
  botDelayMs?: number; // default BOT_DELAY_MS
  rate?: { perSecond: number; burst: number }; // default 10 a second, 20 at once
  seeds?: () => number; // each new room's seed; default 47 random bits (tests give their own to replay a game)
}

export interface RunningServer {
  port: number;
  /** Stops accepting, disconnects the clients and closes the store. */
  close(): Promise<void>;
}

export async function startServer(options: ServeOptions = {}): Promise<RunningServer> {
  const settings: RoomSettings = {
    store: options.redis ? new RedisStore(options.redis) : new MemoryStore(),
    reconnectSeconds: options.reconnectSeconds ?? 60,
    botDelayMs: options.botDelayMs ?? BOT_DELAY_MS,
    rate: options.rate ?? { perSecond: 10, burst: 20 },
    seeds: options.seeds ?? (() => randomInt(2 ** 47)),
  };
  const transport = new WebSocketTransport({ maxPayload: MAX_MESSAGE_BYTES });
  const server = new Server({
    transport,
    presence: options.redis ? new RedisPresence(options.redis) : new LocalPresence(),
    driver: options.redis ? new RedisDriver(options.redis) : new LocalDriver(),
    greet: false,
    gracefullyShutdown: false,
    // The process a client asked creates the room (a load balancer spreads the clients); a restore must
    // happen here, where the save was just claimed.
    selectProcessIdToCreateRoom: async () => matchMaker.processId,
  });
  for (const id of Object.keys(games) as GameId[]) server.define(id, gameRoom(id, settings));
  await server.listen(options.port ?? 0, options.host ?? '0.0.0.0');
  const address = (transport as unknown as { server: { address(): AddressInfo } }).server.address();
  return {
    port: address.port,
    async close() {
      await server.gracefullyShutdown(false);
      await settings.store.close();
    },
  };
}
