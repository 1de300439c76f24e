// What a page with one game fetches through the embed loader before that game's first frame
// (dist/cdn/lazy/, made by `npm run build`): the tag's module and its static imports, as bench/size.ts
// counts them. The bots' code is not among them (the element imports it after its first frame), nor
// the other games' rules, and the files are few (each is gzipped on its own, and each costs a request);
// the loader knows them, and fetches them beside the tag's module rather than after it.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAME_TAGS, loadedFor } from '../../bench/size.js';

const cdn = fileURLToPath(new URL('../../dist/cdn/', import.meta.url));

/** Each game's rules title (its compiled rules' `game`), by tag. */
const TITLES: Record<string, string> = {
  'tech-grid-poker': 'Tech Grid Poker',
  'tech-poker-squared': 'Poker Squared',
  'tech-poker': 'Tech Poker',
  'tech-tricks': 'Tricks of the Trade',
  'tech-chess': 'Tech Chess',
  'tech-bughouse': 'Bughouse Tech Chess',
};

describe('the files before a card’s first frame', () => {
  // A post that shows cards and plays no game fetches the card's chunk (Lit, the card, the deck) and not
  // what the games share (the engine, the game elements' parts), which would more than double it.
  it('<tech-card>: the card alone, no engine', () => {
    const files = loadedFor(cdn, 'tech-card');
    const text = files.map((file) => readFileSync(cdn + file, 'utf8')).join('\n');
    expect(text, 'the deck').toContain('Cuneiform');
    // The engine's own words: a procedure the rules lack, a save that can't be read.
    for (const engineWords of ['the rules call a procedure', "The saved game is damaged and can't be resumed."])
      expect(text.includes(engineWords), engineWords).toBe(false);
    const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(cdn + file)).length, 0);
    expect(bytes, files.join(' ')).toBeLessThan(25_000);
  });
});

describe('the files before a game’s first frame', () => {
  for (const tag of GAME_TAGS) {
    it(`<${tag}>: no bots' code, in a handful of files`, () => {
      const files = loadedFor(cdn, tag);
      expect(
        files.filter((file) => /(^|\/)chunk-bots-/.test(file)),
        'the bots are fetched after the first frame',
      ).toEqual([]);
      // The bots' chunk is imported by the element, dynamically, from one of those files.
      const texts = files.map((file) => readFileSync(cdn + file, 'utf8'));
      expect(
        texts.some((text) => /import\(`?["'`]?\.\/chunk-bots-[\w-]+\.js/.test(text)),
        'a dynamic import of the bots',
      ).toBe(true);
      // A handful: the game's own, the card's, what every game shares, and what two poker games share
      // (betting, hands).
      expect(files.length, files.join(' ')).toBeLessThanOrEqual(8);
    });

    it(`<${tag}>: the loader names every file its module imports, to fetch them beside it`, () => {
      const loader = readFileSync(`${cdn}tech-deck.js`, 'utf8');
      const [, entry, ...imported] = loadedFor(cdn, tag);
      expect(loader, entry).toContain(`./${entry}`);
      expect(imported.filter((file) => !loader.includes(`"./${file}"`))).toEqual([]);
    });

    it(`<${tag}>: its own rules and no other game's`, () => {
      const text = loadedFor(cdn, tag)
        .map((file) => readFileSync(cdn + file, 'utf8'))
        .join('\n');
      // The compiled rules as the bundler writes them: `game:"Tech Chess"` (or quoted as in JSON).
      const rulesOf = (title: string) => new RegExp(`["']?game["']?:\\s*["'\`]${title}["'\`]`).test(text);
      expect(rulesOf(TITLES[tag]), 'its own').toBe(true);
      expect(
        Object.entries(TITLES)
          .filter(([other, title]) => other !== tag && rulesOf(title))
          .map(([other]) => other),
      ).toEqual([]);
    });
  }
});
