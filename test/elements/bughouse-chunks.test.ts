// Tech Chess's search is the bots' code: no game fetches it before its first frame through the embed
// loader (dist/cdn/lazy/, made by `npm run build`). Bughouse's bots, the hard one sliced on the page,
// reach it from a chunk of their own; a second way in (a dynamic import of another module that reaches
// it) made it shared widely enough for the bundler to put it in the chunk common to every game.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAME_TAGS, loadedFor } from '../../bench/size.js';

const cdn = fileURLToPath(new URL('../../dist/cdn/', import.meta.url));

/** Words of the searcher's own (src/games/tech-chess/search.ts), kept by the minifier as a string. */
const SEARCH = 'no search was started';

describe("the search before a game's first frame", () => {
  for (const tag of GAME_TAGS) {
    it(`<${tag}>: none of Tech Chess's search among the files fetched before it`, () => {
      const files = loadedFor(cdn, tag).filter((file) => readFileSync(cdn + file, 'utf8').includes(SEARCH));
      expect(files).toEqual([]);
    });
  }
});
