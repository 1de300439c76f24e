// The figures scripts' games, shared out among worker threads: game k of `games` is the same game in
// whichever thread plays it (its seed comes from k), so the figures do not depend on the thread count.
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

/** What a figures script runs: its configuration and how it plays games `from` up to `to`. */
export interface GameRanges<C extends { games: number; workers: number }, R> {
  config: C;
  playRange(config: C, from: number, to: number): R[];
}

/** The threads a run uses: as asked, but no more than there are games. */
export const threadCount = (config: { games: number; workers: number }) =>
  Math.max(1, Math.min(config.workers, config.games));

/** Plays every game, in threadCount(config) threads of the module `self` (one: here), and gives the results in game order. */
export async function playInRanges<C extends { games: number; workers: number }, R>(
  { config, playRange }: GameRanges<C, R>,
  self: string | URL,
): Promise<R[]> {
  const workers = threadCount(config);
  const chunk = Math.ceil(config.games / workers);
  const parts = await Promise.all(
    Array.from({ length: workers }, (_, w) => {
      const from = w * chunk;
      const to = Math.min(config.games, from + chunk);
      if (workers === 1) return Promise.resolve(playRange(config, from, to));
      return new Promise<R[]>((resolve, reject) => {
        const worker = new Worker(self, { workerData: { config, from, to } });
        worker.once('message', resolve);
        worker.once('error', reject);
      });
    }),
  );
  return parts.flat();
}

/** In a worker thread started by playInRanges: plays its range and sends the results back. */
export function serveRange<C, R>(playRange: (config: C, from: number, to: number) => R[]): void {
  if (isMainThread || !workerData) return;
  const { config, from, to } = workerData as { config: C; from: number; to: number };
  parentPort!.postMessage(playRange(config, from, to));
}
