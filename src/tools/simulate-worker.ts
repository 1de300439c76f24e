// A simulation worker: plays the batch it is given and posts each game's record back.
import { parentPort, workerData } from 'node:worker_threads';
import { runBatch, type BatchSpec } from './simulate-core.js';
import { ToolError } from './tool-error.js';

const spec = workerData as BatchSpec;
try {
  runBatch(spec, (record) => parentPort!.postMessage({ record }));
  parentPort!.postMessage({ done: true });
} catch (error) {
  // A mistake of the user's (a ToolError) crosses the thread as such, to be told in one line like any other.
  parentPort!.postMessage({
    failed: error instanceof Error ? error.message : String(error),
    mistake: error instanceof ToolError,
  });
}
