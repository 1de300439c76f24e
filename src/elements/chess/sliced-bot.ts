/**
 * The hard bot on a page: its search runs in slices of a few milliseconds, with the page's own work
 * (input, drawing, other scripts) between them, so none of its tasks holds the main thread long enough
 * to be felt (Chromium reports a task over 50 ms as a long task; a whole search took up to 400 ms).
 *
 * Why slices and not a Web Worker: the elements ship as one script, often from a CDN, and must run
 * under a strict CSP (`script-src 'self'`). A worker can't be started from another origin's script,
 * and a blob: worker needs the page to allow `worker-src blob:`. Slices need nothing of the page.
 */
import type { ChooseAction } from '../../engine/choices.js';
import type { Rng } from '../../engine/rng.js';
import type { Thinking } from '../../games/tech-chess/index.js';
import type { AsyncBot } from '../shared/bots.js';

/** The longest a slice of thinking runs before the page gets the main thread back, in ms. */
export const SLICE_MS = 10;

/**
 * Resolves in a later task, once the page has had its turn. A message to itself: a task like any other,
 * so input, drawing and the page's own timers all come first or in between (`scheduler.yield()` would
 * put the thinking ahead of them, and setTimeout is held back 4 ms after a few rounds).
 */
export function yieldToPage(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * A bot that thinks in slices of at most SLICE_MS (read on `clock`), each in a task of its own, and
 * answers the move the thinking bot decides: the one it makes in one go from the same view, rng and
 * node budget. When `signal` aborts it stops before its next slice (and its promise rejects). Any game
 * whose bot thinks as Tech Chess's does (Bughouse's, on its own board) is sliced by it.
 */
export function slicedBot<V>(
  think: (view: V, actions: ChooseAction[], rng: Rng) => Thinking,
  clock: () => number = () => performance.now(),
): AsyncBot<V> {
  return async (view, actions, rng, signal) => {
    const thinking = think(view, actions, rng);
    for (;;) {
      // The task that asked (a person's move, say) is drawn first; then a slice a task.
      await yieldToPage();
      signal.throwIfAborted();
      const end = clock() + SLICE_MS;
      const action = thinking.advance(() => clock() >= end);
      if (action) {
        // The move is played and drawn in a task of its own, not on top of the last slice.
        await yieldToPage();
        return action;
      }
    }
  };
}
