// A rules file fetched from an address (`rules-src`): compiled for the element's game, whose name its
// `game:` line must say; problems located in the file as the command line prints them.
import { readFileSync } from 'node:fs';
import { describe as suite, expect, it } from 'vitest';
import { compileRulesFile } from '../../src/dsl/index.js';
import { loadRules } from '../../src/dsl/rules/load-rules.js';
import { SOURCE_LIMIT } from '../../src/dsl/shared/limits.js';

const gridPoker = readFileSync('rules/grid-poker.rules', 'utf8');
const GRID_POKER = { id: 'grid-poker', game: 'Tech Grid Poker' };
const URL = 'https://blog.example/variants/short-game.rules';
const lineOf = (text: string, start: string) => text.split('\n').findIndex((l) => l.startsWith(start)) + 1;

suite('loadRules', () => {
  it("compiles a game's rules from any address, with the game's id", () => {
    const result = loadRules(gridPoker.replace(/^rounds: 4$/m, 'rounds: 2'), URL, GRID_POKER);
    expect(result.problems).toEqual([]);
    const builtIn = compileRulesFile(gridPoker, 'rules/grid-poker.rules').rules!;
    expect(result.rules).toEqual({ ...builtIn, rounds: { value: 2, cases: [] } });
    expect(result.rules!.id).toBe('grid-poker');
  });

  it("says which game a rules file is for when it is not the element's, at its game line", () => {
    const chess = readFileSync('rules/tech-chess.rules', 'utf8');
    const line = lineOf(chess, 'game:');
    const result = loadRules(chess, URL, GRID_POKER);
    expect(result.rules).toBeNull();
    expect(result.problems.map((p) => p.text)).toEqual([
      [
        `${URL}:${line}:7: this rules file is for Tech Chess, not Tech Grid Poker`,
        `${line} | game: Tech Chess`,
        '  |       ^^^^^^^^^^',
        '  = load it in the element of Tech Chess, or make this line `game: Tech Grid Poker`.',
      ].join('\n'),
    ]);
    // The name is read as players write it: case and spaces aside.
    expect(
      loadRules(gridPoker.replace('game: Tech Grid Poker', 'game:  tech grid  POKER'), URL, GRID_POKER).problems,
    ).toEqual([]);
  });

  it('locates a typo at its line and column', () => {
    const text = gridPoker.replace('hand limit:', 'hnad limit:');
    const result = loadRules(text, URL, GRID_POKER);
    expect(result.rules).toBeNull();
    expect(result.problems.map((p) => `${p.at}: ${p.message}`)).toEqual([
      `${URL}:${lineOf(text, 'hnad')}:1: unknown setting or section "hnad limit"`,
    ]);
    expect(result.problems[0].hint).toBe('did you mean "hand limit"?');
  });

  it('refuses an empty file, a web page and a huge file politely', () => {
    expect(loadRules('\n', URL, GRID_POKER).problems.map((p) => `${p.at}: ${p.message}`)).toEqual([
      `${URL}:1:1: the file is empty`,
    ]);
    expect(
      loadRules('<html><body>Sign in</body></html>', URL, GRID_POKER).problems.map((p) => `${p.at}: ${p.message}`),
    ).toEqual([`${URL}:1:1: the address gave a web page, not a rules file`]);
    const text = `${gridPoker}#${'x'.repeat(SOURCE_LIMIT)}\n`;
    const huge = loadRules(text, URL, GRID_POKER);
    expect(huge.rules).toBeNull();
    expect(huge.problems.map((p) => `${p.at}: ${p.message}`)).toEqual([
      `${URL}: the file is ${Math.round(text.length / 1000)} kB long; a rules file given to an element may be at most 200 kB (the whole deck is about 17 kB)`,
    ]);
  });
});
