// The elements take the players their game's rules file allows, with the descriptor's default count:
// no element keeps a copy of a game's player range (a copy drifts when a designer edits the range).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS as chessLevels, readSettings as chess } from '../../../src/elements/chess/settings.js';
import { BOT_LEVELS as gridPokerLevels, readSettings as gridPoker } from '../../../src/elements/grid-poker/settings.js';
import {
  BOT_LEVELS as pokerSquaredLevels,
  readPokerSquaredSettings as pokerSquared,
} from '../../../src/elements/poker-squared/settings.js';
import { BOT_LEVELS as tricksLevels, readSettings as tricks } from '../../../src/elements/tricks/settings.js';
import { builtInRules } from '../../../src/games/built-in.js';
import { descriptors, games } from '../../../src/games/index.js';

const attrs = { humans: null, seed: '1', botLevel: null, bidding: false, variant: null };
const readers = {
  'grid-poker': gridPoker,
  'poker-squared': pokerSquared,
  'tricks-of-the-trade': tricks,
  'tech-chess': chess,
} as const;

describe("the elements' players", () => {
  for (const [id, read] of Object.entries(readers)) {
    it(`${id}: the rules file's range, the descriptor's default and bot`, () => {
      const { min, max } = builtInRules(id).players;
      const settings = (players: string | null) => read({ ...attrs, players });
      expect(settings(String(max))).toMatchObject({ settings: { players: max } });
      expect(settings(String(min))).toMatchObject({ settings: { players: min } });
      const refused = settings(String(max + 1));
      expect('problems' in refused && refused.problems).toEqual([
        expect.stringMatching(new RegExp(`^players .*; it is "${max + 1}"\\.$`)),
      ]);
      const descriptor = descriptors[id as keyof typeof descriptors];
      expect(settings(null)).toMatchObject({
        settings: { players: descriptor.defaultPlayers },
        level: descriptor.defaultBot,
      });
    });
  }

  it('no element settings or spec writes a player range of its own', () => {
    for (const dir of ['chess', 'grid-poker', 'poker-squared', 'tricks']) {
      const source = readFileSync(`src/elements/${dir}/settings.ts`, 'utf8');
      expect(source, dir).not.toMatch(/(min|max|default)Players: \d/);
    }
  });
});

describe("the elements' bot levels", () => {
  const levels = {
    'grid-poker': gridPokerLevels,
    'poker-squared': pokerSquaredLevels,
    'tricks-of-the-trade': tricksLevels,
    'tech-chess': chessLevels,
  } as const;
  for (const [id, names] of Object.entries(levels)) {
    it(`${id}: each bot-level is the name of one of the descriptor's bots, as --bots names it`, () => {
      const key = id as keyof typeof descriptors;
      const bots = (descriptors[key].bots as (game: unknown) => Record<string, unknown>)(games[key]);
      for (const name of names) expect(Object.keys(bots), `bot-level="${name}"`).toContain(name);
    });
  }
});
