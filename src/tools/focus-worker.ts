// A worker of `balance --focus`: plays the pairs first, first + step, … up to last, posting each as it
// ends. The main thread ends the worker as soon as the run has its answer.
import { parentPort, workerData } from 'node:worker_threads';
import { playPair, type FocusSpec } from './focus.js';

const { spec, first, step, last } = workerData as { spec: FocusSpec; first: number; step: number; last: number };
try {
  for (let k = first; k <= last; k += step) parentPort!.postMessage({ pair: playPair(spec, k) });
} catch (error) {
  parentPort!.postMessage({ failed: error instanceof Error ? error.message : String(error) });
}
