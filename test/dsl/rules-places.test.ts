// A step that puts more cards into a zone of slots or a grid than it has places is refused where the file
// says how many: a deal or a move of a number of cards, and the setup's steps added up zone by zone. The
// 3 by 3 market that grew to 16 cards is told at the step, with how many fit.
import { describe as suite, expect, it } from 'vitest';
import { compileRulesFile, formatProblem, type Problem } from '../../src/dsl/index.js';

const PATH = 'rules/market.rules';

/** A small game whose setup is `setup` and whose one phase has the steps `phase`. */
function file(setup: string[], phase: string[] = ['- pass the first player marker clockwise']): string {
  return [
    'game: Market Test',
    'players: 2 to 4',
    'decks: one Tech Deck',
    'deal: 5 cards to each player',
    'rounds: 3',
    'effects last until the end of the round',
    'zones:',
    '  deck: a pile, shared, face down',
    '  discard: a pile, shared, face up',
    '  expelled: a set, shared, face up',
    '  hand: per player, private',
    '  market: a 3 by 3 grid, shared, face up',
    '  company: 2 slots, per player, face up',
    '  trump card: 1 slot, shared, face up',
    'terms:',
    '  in play: the market, each company and the trump card',
    '  controlled: your company',
    '  neutral: the market and the trump card',
    'setup:',
    ...setup.map((s, i) => `  ${i + 1}. ${s}`),
    'phases:',
    '  1. play: the game, procedure take-turn',
    ...phase.map((s) => `       ${s}`),
    'rulings:',
    '  quick-start: no   # ruling: Q1',
    '',
  ].join('\n');
}

const problemsOf = (text: string) => compileRulesFile(text, PATH).problems;
const SETUP_LINE = 20; // the first setup step's line in `file`
const told = (p: Problem) => [p.code, p.line, p.column, p.message, p.hint];

suite('a step never overfills a zone of slots', () => {
  it('accepts a setup that fills the market exactly', () => {
    expect(
      problemsOf(
        file(['shuffle the deck', 'deal 9 cards face up to the market', 'deal 2 cards face up to each company']),
      ),
    ).toEqual([]);
  });

  it('refuses "deal 16 cards" into a 3 by 3 market, at the step, with how many fit', () => {
    const text = file(['shuffle the deck', 'deal 16 cards face up to the market']);
    const problems = problemsOf(text);
    expect(problems.map(told)).toEqual([
      [
        'rules/too-many-cards',
        SETUP_LINE + 1,
        6,
        'the market has 9 places (a 3 by 3 grid), not room for 16 cards',
        'deal at most 9 cards to the market.',
      ],
    ]);
    expect(formatProblem(problems[0], text).split('\n').slice(1, 3)).toEqual([
      '21 |   2. deal 16 cards face up to the market',
      '   |      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^',
    ]);
  });

  it("adds up the setup's deals into a zone: the step that overfills it is told, with the room left", () => {
    expect(
      problemsOf(file(['deal 9 cards face up to the market', 'deal 7 cards face up to the market'])).map(told),
    ).toEqual([
      [
        'rules/too-many-cards',
        SETUP_LINE + 1,
        6,
        'the setup has put 9 cards into the market before this step: it has 9 places (a 3 by 3 grid), not room for 7 more',
        'the market is full by then: leave this step out, or put fewer cards there before it.',
      ],
    ]);
    expect(
      problemsOf(
        file(['deal 5 cards face up to the market', 'shuffle the deck', 'deal 7 cards face up to the market']),
      ).map((p) => [p.line, p.hint]),
    ).toEqual([[SETUP_LINE + 2, 'deal at most 4 cards here, or put fewer there before it.']]);
  });

  it("counts a move of a number of cards, and each player's zone on its own", () => {
    expect(
      problemsOf(file(['deal 1 card face up to each company', 'move 2 cards from the deck to each company'])).map(told),
    ).toEqual([
      [
        'rules/too-many-cards',
        SETUP_LINE + 1,
        6,
        'the setup has put 1 card into each company before this step: each has 2 places (2 slots), not room for 2 more',
        'move at most 1 card here, or put fewer there before it.',
      ],
    ]);
    expect(problemsOf(file(['deal 3 cards face up to each company'])).map((p) => [p.message, p.hint])).toEqual([
      ['each company has 2 places (2 slots), not room for 3 cards', 'deal at most 2 cards to each company.'],
    ]);
  });

  it("refuses a phase's step that overfills a zone by itself", () => {
    const text = file(
      ['deal 9 cards face up to the market'],
      ['- move 2 cards from the deck to the trump card face up'],
    );
    expect(problemsOf(text).map(told)).toEqual([
      [
        'rules/too-many-cards',
        23,
        10,
        'the trump card has 1 place (1 slot), not room for 2 cards',
        'move at most 1 card to the trump card.',
      ],
    ]);
  });

  it('lets cards taken out make room again', () => {
    expect(
      problemsOf(
        file([
          'deal 9 cards face up to the market',
          'move all cards from the market to the discard',
          'deal 9 cards face up to the market',
        ]),
      ),
    ).toEqual([]);
    expect(
      problemsOf(
        file([
          'deal 9 cards face up to the market',
          'shuffle the market into the deck',
          'deal 9 cards face up to the market',
        ]),
      ),
    ).toEqual([]);
    expect(
      problemsOf(
        file([
          'deal 9 cards face up to the market',
          'expel 3 cards from the market',
          'deal 3 cards face up to the market',
        ]),
      ),
    ).toEqual([]);
    expect(
      problemsOf(
        file([
          'deal 9 cards face up to the market',
          'deal 2 cards from the market to each company',
          'deal 2 cards face up to the market',
        ]),
      ),
    ).toEqual([]);
  });

  it("does not guess what it can't know: a step that may not run, what a procedure does, cards of a kind", () => {
    // Steps for either value of a ruling: one of the two runs.
    expect(
      problemsOf(
        file([
          'deal 9 cards face up to the market, if quick-start',
          'deal 9 cards face up to the market, unless quick-start',
        ]),
      ),
    ).toEqual([]);
    expect(
      problemsOf(
        file(['deal 9 cards face up to the market', 'call clear-market', 'deal 9 cards face up to the market']),
      ),
    ).toEqual([]);
    expect(problemsOf(file(['move the Science cards from the deck to the market']))).toEqual([]);
    // …but a step that may run is checked against what the others surely put there.
    expect(
      problemsOf(file(['deal 9 cards face up to the market', 'deal 1 card face up to the market, if quick-start'])).map(
        (p) => p.line,
      ),
    ).toEqual([SETUP_LINE + 1]);
  });
});
