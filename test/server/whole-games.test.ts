// Two and four clients play a whole game of each game through the server (the seats nobody took played
// by the server's bots): the end equals replaying the save locally, and no message on the wire shows a
// seat, or a spectator, a card it may not see (test/campaigns/leaks.ts, the soak's oracle).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/server/server.js';
import type { GameId } from '../../src/server/game-room.js';
import { checkPlayed, playThrough } from './play.js';

let server: RunningServer;
beforeAll(async () => {
  // Each room's seed in turn, so each case plays the same game every run (the clients' bots are seeded).
  let seed = 0;
  server = await startServer({ host: '127.0.0.1', botDelayMs: 0, seeds: () => ++seed });
});
afterAll(() => server.close());

const CASES: [GameId, number, number][] = [
  ['grid-poker', 2, 2],
  ['grid-poker', 4, 4],
  ['grid-poker', 4, 2], // two bots on the server
  ['poker-squared', 2, 2],
  ['tricks-of-the-trade', 2, 2],
  ['tricks-of-the-trade', 4, 4],
  ['tech-chess', 2, 2],
  ['bughouse', 4, 4],
  ['poker', 2, 2],
  ['poker', 4, 4],
];

describe('whole games through the server', () => {
  for (const [id, players, humans] of CASES)
    it(`${id}: ${humans} clients of ${players} seats`, { timeout: 180_000 }, async () => {
      const { people, spectator } = await playThrough(server.port, id, players, humans, players * 7 + humans);
      checkPlayed(id, people, spectator);
      for (const p of people) expect(p.patches).toBeGreaterThan(0); // after the first, each view a patch
    });
});
