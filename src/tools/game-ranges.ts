// The one harness that shares bot games out among worker threads, for `tech-deck simulate`, the bench
// and the figures scripts: game k is the same game in whichever thread plays it (its seed comes from k),
// so the results do not depend on the thread count. Each thread plays a contiguous range of games and
// sends each result as it is made (for progress), then says it is done; a mistake of the user's (a
// ToolError) crosses the thread as such. The soak (test/campaigns) hands out one game at a time instead,
// since its games differ in length by orders of magnitude.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { ToolError } from './tool-error.js';

/** What a run plays: its configuration (plain JSON: it crosses to the threads) and how it plays games `from` up to `to`. */
export interface GameRanges<C extends { games: number; workers: number }, R> {
  config: C;
  /** Plays games `from` ≤ k < `to` in order; `onResult` hears each as it ends. */
  playRange(config: C, from: number, to: number, onResult?: (result: R) => void): R[];
}

/** What a thread sends back: one result, the end of its range, or why it failed. */
type RangeMessage<R> = { result: R } | { done: true } | { failed: string; mistake: boolean };

/**
 * Plays a range, `hear`ing every result once: as it ends when `playRange` tells them, else (a
 * playRange that only returns its results) all at the end.
 */
function playHeard<C, R>(
  playRange: (config: C, from: number, to: number, onResult?: (result: R) => void) => R[],
  config: C,
  from: number,
  to: number,
  hear?: (result: R) => void,
): R[] {
  let heard = 0;
  const results = playRange(config, from, to, (result) => {
    heard++;
    hear?.(result);
  });
  for (const result of results.slice(heard)) hear?.(result);
  return results;
}

/** The threads a run uses: as asked, but no more than there are games. */
export const threadCount = (config: { games: number; workers: number }) =>
  Math.max(1, Math.min(config.workers, config.games));

/**
 * Plays every game, in threadCount(config) threads of the module `self` (one: here, in this thread), and
 * gives the results in game order. `onResult` hears each result as it arrives, in no set order.
 */
export async function playInRanges<C extends { games: number; workers: number }, R>(
  { config, playRange }: GameRanges<C, R>,
  self: string | URL,
  onResult?: (result: R) => void,
): Promise<R[]> {
  const workers = threadCount(config);
  const chunk = Math.ceil(config.games / workers);
  const parts = await Promise.all(
    Array.from({ length: workers }, (_, w) => {
      const from = w * chunk;
      const to = Math.min(config.games, from + chunk);
      if (workers === 1) return Promise.resolve(playHeard(playRange, config, from, to, onResult));
      return new Promise<R[]>((resolve, reject) => {
        const results: R[] = [];
        const worker = new Worker(self, { workerData: { gameRange: true, config, from, to } });
        worker.on('message', (message: RangeMessage<R>) => {
          if ('result' in message) {
            results.push(message.result);
            onResult?.(message.result);
          } else if ('done' in message) {
            resolve(results);
            void worker.terminate();
          } else {
            reject(message.mistake ? new ToolError(message.failed) : new Error(message.failed));
            void worker.terminate();
          }
        });
        worker.once('error', reject);
      });
    }),
  );
  return parts.flat();
}

/** In a worker thread started by playInRanges: plays its range, sending each result back, then says it is done. */
export function serveRange<C, R>(
  playRange: (config: C, from: number, to: number, onResult?: (result: R) => void) => R[],
): void {
  if (isMainThread || !workerData?.gameRange) return;
  const { config, from, to } = workerData as { config: C; from: number; to: number };
  const send = (message: RangeMessage<R>) => parentPort!.postMessage(message);
  try {
    playHeard(playRange, config, from, to, (result) => send({ result }));
    send({ done: true });
  } catch (error) {
    send({ failed: error instanceof Error ? error.message : String(error), mistake: error instanceof ToolError });
  }
}
