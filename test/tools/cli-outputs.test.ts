// What the commands write goes to one output folder (tech-deck-output/ unless --out-dir names another),
// which each command names; a bug report that cannot be written is said in one line; replay shows where an
// engine broke in one line and its stack only when asked. Broken games are made here on purpose: the
// simulation is replaced by one whose every game breaks, and the played game by one whose second action
// throws as a fault of the engine would.
import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe as suite, expect, it, vi } from 'vitest';
import type { GameRecord } from '../../src/tools/simulate-core.js';
import { project, runIn } from './helpers.js';

const repo = new URL('../..', import.meta.url).pathname;

const faults = vi.hoisted(() => ({
  breakGames: false, // every simulated game breaks
  beforeReports: undefined as undefined | (() => void), // runs after the games, before the bug reports are written
  throwAt: 0, // the action (from 1) at which the played game throws a TypeError, 0 for none
}));

vi.mock('../../src/tools/simulate.js', async (original) => {
  const real = await original<typeof import('../../src/tools/simulate.js')>();
  return {
    ...real,
    simulate: async (
      spec: Parameters<typeof real.simulate>[0],
      onProgress?: (done: number) => void,
    ): Promise<GameRecord[]> => {
      if (!faults.breakGames) return real.simulate(spec, onProgress);
      const records = Array.from(
        { length: spec.games },
        (_, k): GameRecord => ({
          seed: spec.seed + k,
          bots: [],
          scores: [],
          winners: [],
          length: 1,
          used: [],
          held: [],
          error: 'cards not conserved: a test',
          actions: [{ type: 'choose', picks: [0, 1] }],
        }),
      );
      onProgress?.(spec.games);
      faults.beforeReports?.();
      return records;
    },
  };
});

vi.mock('../../src/tools/played-files.js', async (original) => {
  const real = await original<typeof import('../../src/tools/played-files.js')>();
  return {
    ...real,
    compilePlayed: (...args: Parameters<typeof real.compilePlayed>) => {
      const played = real.compilePlayed(...args);
      if (!faults.throwAt) return played;
      let applied = 0;
      const apply = played.game.apply.bind(played.game);
      return {
        ...played,
        game: {
          ...played.game,
          apply: (state: unknown, action: unknown) =>
            ++applied === faults.throwAt ? (null as unknown as { x: () => void }).x() : apply(state, action),
        },
      };
    },
  };
});

afterEach(() => {
  faults.breakGames = false;
  faults.beforeReports = undefined;
  faults.throwAt = 0;
});

suite('the output folder', () => {
  it('is git-ignored', () => {
    expect(readFileSync(join(repo, '.gitignore'), 'utf8').split('\n')).toContain('tech-deck-output/');
  });

  it('holds the bug reports, named in the output', async () => {
    const dir = project({});
    faults.breakGames = true;
    const result = runIn(
      dir,
      'simulate',
      'grid-poker',
      '--games',
      '2',
      '--workers',
      '0',
      '--cards',
      join(repo, 'cards'),
    );
    expect(await result.code).toBe(1);
    expect(result.err).toContain(
      'game with seed 1 broke: cards not conserved: a test\n  reproduce it: npx tech-deck replay tech-deck-output/tech-deck-bug-grid-poker-seed-1.json\n',
    );
    expect(readdirSync(join(dir, 'tech-deck-output')).sort()).toEqual([
      'tech-deck-bug-grid-poker-seed-1.json',
      'tech-deck-bug-grid-poker-seed-2.json',
    ]);
    expect(readdirSync(dir)).toEqual(['tech-deck-output']);
  });

  it('records the folders played relative to the report, so replay finds them', async () => {
    const dir = project({});
    cpSync(join(repo, 'cards'), join(dir, 'cards'), { recursive: true });
    faults.breakGames = true;
    expect(
      await runIn(dir, 'simulate', 'grid-poker', '--games', '1', '--workers', '0', '--out-dir', 'out/bugs').code,
    ).toBe(1);
    const report = JSON.parse(readFileSync(join(dir, 'out/bugs/tech-deck-bug-grid-poker-seed-1.json'), 'utf8'));
    expect(report.cardsDir).toBe('../../cards');
    faults.breakGames = false;
    const replayed = runIn(dir, 'replay', 'out/bugs/tech-deck-bug-grid-poker-seed-1.json');
    expect(await replayed.code).toBe(0);
    expect(replayed.out).toMatch(/^Replaying with cards\/ \(54 files/);
  });

  it('says in one line that a bug report could not be written, and goes on', async () => {
    const dir = project({});
    faults.breakGames = true;
    // The folder is fine when the run starts, and a file by the time the games are over.
    faults.beforeReports = () => writeFileSync(join(dir, 'tech-deck-output'), 'in the way\n');
    const result = runIn(dir, 'simulate', 'grid-poker', '--games', '2', '--workers', '0');
    expect(await result.code).toBe(1);
    expect(result.err).toContain(
      'game with seed 1 broke: cards not conserved: a test\ntech-deck: the bug report tech-deck-output/tech-deck-bug-grid-poker-seed-1.json: could not be written (',
    );
    expect(result.err).toContain('game with seed 2 broke');
    expect(result.err).not.toMatch(/\n\s+at /);
  });

  it('holds the balance page, named in the output', async () => {
    const dir = project({});
    const result = runIn(dir, 'balance', 'grid-poker', '--games', '1', '--workers', '0', '--bots', 'random');
    expect(await result.code).toBe(0);
    expect(result.err).toContain('the report with charts: tech-deck-output/balance-grid-poker.html\n');
    expect(readFileSync(join(dir, 'tech-deck-output/balance-grid-poker.html'), 'utf8')).toContain('<!doctype html>');
    expect(readdirSync(dir)).toEqual(['tech-deck-output']);
  });
});

suite('replay', () => {
  const report = () =>
    project({
      'bug.json': JSON.stringify({
        game: 'grid-poker',
        players: 2,
        seed: 3,
        actions: [
          { type: 'choose', picks: [0, 1] },
          { type: 'choose', picks: [0] },
          { type: 'choose', picks: [0] },
        ],
      }),
    });

  it('says where the engine broke in one line, and prints its stack only with --stack', async () => {
    faults.throwAt = 2;
    const dir = report();
    const plain = runIn(dir, 'replay', 'bug.json');
    expect(await plain.code).toBe(1);
    expect(plain.out).toMatch(
      /\naction 2 of 3, \{"type":"choose","picks":\[0\]\}: threw: Cannot read properties of null \(reading 'x'\)\nthis is a fault of the engine, not of your cards: send bug.json to whoever fixes it \(`tech-deck replay bug.json --stack` shows where in the engine it broke\)\n$/,
    );
    expect(plain.out).not.toMatch(/\n\s+at /);
    const stacked = runIn(dir, 'replay', 'bug.json', '--stack');
    expect(await stacked.code).toBe(1);
    expect(stacked.out).toMatch(
      /threw: Cannot read properties of null \(reading 'x'\)\nTypeError: Cannot read properties of null[^\n]*\n\s+at /,
    );
  });

  it('prints the replay as JSON with --json', async () => {
    const dir = report();
    const done = runIn(dir, 'replay', 'bug.json', '--json');
    expect(await done.code).toBe(1); // the third action is refused: not this player's choice
    const json = JSON.parse(done.out);
    expect(json).toMatchObject({
      game: 'grid-poker',
      players: 2,
      seed: 3,
      actions: 3,
      played: expect.stringMatching(/^Replaying with tech-deck's own cards\//),
    });
    expect(json.log.length).toBeGreaterThan(0);
    expect(json.log[0]).toEqual({ text: expect.any(String), private: expect.any(Boolean) });
    expect(json.end.failed).toMatchObject({ refused: true });

    faults.throwAt = 1;
    const threw = runIn(dir, 'replay', 'bug.json', '--json');
    expect(await threw.code).toBe(1);
    const thrown = JSON.parse(threw.out);
    expect(thrown.end.failed).toEqual({
      at: 1,
      action: { type: 'choose', picks: [0, 1] },
      refused: false,
      message: "Cannot read properties of null (reading 'x')",
    });
    const stacked = runIn(dir, 'replay', 'bug.json', '--json', '--stack');
    expect(await stacked.code).toBe(1);
    const withStack = JSON.parse(stacked.out);
    expect(withStack.end.failed.stack).toMatch(/^TypeError/);
  });
});
