// `tech-deck serve [--port P] [--host H] [--redis URL]`: the online game server (src/server), one room
// type per game. Alone it keeps everything in memory; with --redis several processes share rooms and
// saves, and a room whose process died comes back on another.
import type { Io } from './cli.js';
import { BOT_DELAY_MS } from '../server/protocol.js';
import { ToolError } from './tool-error.js';

const OPTIONS = ['port', 'host', 'redis', 'reconnect-seconds', 'bot-delay'];

function parse(args: string[]): Record<string, string> {
  const options: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const name = a.startsWith('--') ? a.slice(2) : null;
    if (name === null || !OPTIONS.includes(name))
      throw new ToolError(
        `serve takes no ${JSON.stringify(a)}; its options are ${OPTIONS.map((o) => `--${o}`).join(', ')}`,
      );
    const value = args[++i];
    if (value === undefined || value.startsWith('--')) throw new ToolError(`--${name} needs a value`);
    options[name] = value;
  }
  return options;
}

function whole(name: string, text: string | undefined, fallback: number, max: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n > max) throw new ToolError(`--${name} is a whole number from 0 to ${max}, not ${text}`);
  return n;
}

/** Starts the server and keeps running until the process is stopped (SIGINT or SIGTERM close it cleanly). */
export async function serveCommand(args: string[], io: Io): Promise<number> {
  const options = parse(args);
  const env = process.env;
  const port = whole('port', options.port ?? env.PORT, 2567, 65_535);
  const redis = options.redis ?? env.REDIS_URL;
  if (redis !== undefined && !/^rediss?:\/\//.test(redis))
    throw new ToolError(`--redis is a redis:// or rediss:// URL, not ${JSON.stringify(redis)}`);
  const reconnectSeconds = whole('reconnect-seconds', options['reconnect-seconds'], 60, 3_600);
  const botDelayMs = whole('bot-delay', options['bot-delay'], BOT_DELAY_MS, 60_000);
  const { startServer } = await import('../server/server.js');
  const server = await startServer({ port, host: options.host ?? env.HOST, redis, reconnectSeconds, botDelayMs });
  io.out(
    `tech-deck serve: listening on port ${server.port}${redis ? ` (rooms shared through ${redis})` : ' (one process, in memory)'}\n`,
  );
  return new Promise<number>((resolve) => {
    const stop = () => {
      server.close().then(
        () => resolve(0),
        () => resolve(1),
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
