// A simulation worker: plays the range of games the game-ranges harness gives it and sends each game's
// record back (src/tools/game-ranges.ts; a ToolError crosses the thread as such).
import { serveRange } from './game-ranges.js';
import { playSeeds } from './simulate.js';

serveRange(playSeeds);
