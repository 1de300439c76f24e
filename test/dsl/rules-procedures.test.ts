// A rules file compiled for a game names only procedures the game's module defines (its descriptor's
// `procedures`): `procedure draft-market` in Grid Poker's rules is refused at the name, with the names the
// game has, instead of passing the check and breaking every game that reaches the phase.
import { readFileSync } from 'node:fs';
import { describe as suite, expect, it } from 'vitest';
import { compileRulesFile, formatProblem } from '../../src/dsl/index.js';
import { loadRules } from '../../src/dsl/rules/load-rules.js';
import { gridPoker } from '../../src/games/grid-poker/descriptor.js';
import { pokerSquared } from '../../src/games/poker-squared/descriptor.js';
import { techChess } from '../../src/games/tech-chess/descriptor.js';
import { tricksOfTheTrade } from '../../src/games/tricks-of-the-trade/descriptor.js';

const PATH = 'rules/grid-poker.rules';
const source = readFileSync(PATH, 'utf8');
const lineOf = (text: string, start: string) => text.split('\n').findIndex((l) => l.includes(start)) + 1;
const compileFor = (text: string) => compileRulesFile(text, PATH, gridPoker);

suite("the procedures a rules file names are its game's", () => {
  it("every game's own rules file calls only procedures the game defines", () => {
    for (const game of [gridPoker, pokerSquared, techChess, tricksOfTheTrade]) {
      const path = `rules/${game.id}.rules`;
      expect(compileRulesFile(readFileSync(path, 'utf8'), path, game).problems).toEqual([]);
    }
  });

  it("the names are data on the descriptor: the module's own and the steps' check-game-end", () => {
    expect(gridPoker.procedures).toEqual([
      'choose-company',
      'create-solo-company',
      'use-company-effect',
      'use-hand-effect',
      'grid-poker',
      'improve-company',
      'check-game-end',
    ]);
    expect(techChess.procedures).toEqual(['set-up-board', 'chess-turn', 'check-game-end']);
    // The same names on the game as built (what a game element has in hand).
    expect(gridPoker.create([], JSON.parse(JSON.stringify(compileFor(source).rules))).procedures).toBe(
      gridPoker.procedures,
    );
  });

  it("refuses a phase's `procedure draft-market`: where, the name written, and the names the game has", () => {
    const text = source.replace('procedure grid-poker', 'procedure draft-market');
    const { rules, problems } = compileFor(text);
    expect(rules).toBeNull();
    const line = lineOf(text, 'procedure draft-market');
    expect(problems).toHaveLength(1);
    expect(formatProblem(problems[0], text)).toBe(
      [
        `${PATH}:${line}:49: Grid Poker has no procedure "draft-market"`,
        `${line} |   3. grid poker: all players at once, procedure draft-market`,
        `${' '.repeat(String(line).length)} |                                                 ^^^^^^^^^^^^`,
        `${' '.repeat(String(line).length)} = a rules file calls the procedures of the game's code; Grid Poker's are choose-company, create-solo-company, use-company-effect, use-hand-effect, grid-poker, improve-company and check-game-end.`,
      ].join('\n'),
    );
    expect(problems[0].code).toBe('rules/unknown-procedure');
  });

  it('refuses a setup step\'s `call`, with "did you mean" when a name is close; the caret leaves out the arguments', () => {
    const text = source.replace('call choose-company with 2 cards', 'call chose-company with 2 cards');
    const [problem, ...rest] = compileFor(text).problems;
    expect(rest).toEqual([]);
    expect([problem.line, problem.column, problem.endColumn - problem.column]).toEqual([
      lineOf(text, 'call chose-company'),
      11,
      'chose-company'.length,
    ]);
    expect(problem.message).toBe('Grid Poker has no procedure "chose-company"');
    expect(problem.hint).toMatch(
      /^did you mean "choose-company"\? A rules file calls the procedures of the game's code; Grid Poker's are choose-company, /,
    );
  });

  it("refuses a phase step's `call` too", () => {
    const text = source.replace(
      '       - pass the first player marker clockwise',
      '       - call refill-market\n       - pass the first player marker clockwise',
    );
    expect(compileFor(text).problems.map((p) => [p.line, p.message])).toEqual([
      [lineOf(text, 'call refill-market'), 'Grid Poker has no procedure "refill-market"'],
    ]);
  });

  it("a procedure of another game is not this game's", () => {
    const text = source.replace('procedure grid-poker', 'procedure chess-turn');
    expect(compileFor(text).problems.map((p) => p.message)).toEqual(['Grid Poker has no procedure "chess-turn"']);
  });

  it('a file compiled for no game (a game of no module yet) keeps its names unchecked', () => {
    expect(
      compileRulesFile(source.replace('procedure grid-poker', 'procedure draft-market'), 'rules/my-game.rules')
        .problems,
    ).toEqual([]);
  });

  it("a game element's `rules-src` is refused at the name, in words", () => {
    const text = source.replace('procedure grid-poker', 'procedure draft-market');
    const url = 'https://blog.example/variants/market.rules';
    const result = loadRules(text, url, {
      id: 'grid-poker',
      game: 'Tech Grid Poker',
      procedures: gridPoker.procedures,
    });
    expect(result.rules).toBeNull();
    expect(result.problems.map((p) => [p.at, p.message])).toEqual([
      [`${url}:${lineOf(text, 'procedure draft-market')}:49`, 'Tech Grid Poker has no procedure "draft-market"'],
    ]);
    expect(result.problems[0].hint).toMatch(
      /^a rules file calls the procedures of the game's code; Tech Grid Poker's are choose-company, /,
    );
  });
});
