import fc from 'fast-check';
import { describe as suite, expect, it } from 'vitest';
import { compileRulesFile, formatProblem, type Problem } from '../../src/dsl/index.js';

// A valid rules file, one construct a line, so each case below changes one numbered line.
const LINES = [
  /*  1 */ 'game: Mini Market',
  /*  2 */ 'players: 2 to 4',
  /*  3 */ 'decks: one Tech Deck',
  /*  4 */ 'deal: 5 cards to each player',
  /*  5 */ 'hand limit: 4; 3 with 4 players',
  /*  6 */ 'rounds: 3',
  /*  7 */ 'effects last until the end of the round',
  /*  8 */ 'markers: dealer',
  /*  9 */ 'zones:',
  /* 10 */ '  deck: a pile, shared, face down',
  /* 11 */ '  discard: a pile, shared, face up',
  /* 12 */ '  expelled: a set, shared, face up',
  /* 13 */ '  hand: per player, private',
  /* 14 */ '  market: 4 slots, shared, face up',
  /* 15 */ '  company: 2 slots, per player, face up',
  /* 16 */ 'terms:',
  /* 17 */ '  in play: the market and each company',
  /* 18 */ '  controlled: your company',
  /* 19 */ '  neutral: the market',
  /* 20 */ 'protections:',
  /* 21 */ "  - cards of value 13 can't be exchanged or replaced",
  /* 22 */ 'setup:',
  /* 23 */ '  1. shuffle the deck',
  /* 24 */ '  2. deal 4 cards face up to the market',
  /* 25 */ '  3. deal the hands',
  /* 26 */ '  4. choose the first player at random',
  /* 27 */ 'phases:',
  /* 28 */ '  1. play: each player, clockwise from the first player, optional, procedure take-turn',
  /* 29 */ '  2. tidy: the game, if tidy-up',
  /* 30 */ '       - pass the dealer marker clockwise',
  /* 31 */ '       - each player discards down to the hand limit',
  /* 32 */ 'rulings:',
  /* 33 */ '  tidy-up: yes   # ruling: G8',
];
/** The file with some lines replaced (line number → new text; null removes the line). */
const withLines = (changes: Record<number, string | null>) =>
  `${LINES.map((line, i) => (i + 1 in changes ? changes[i + 1] : line))
    .filter((line) => line !== null)
    .join('\n')}\n`;

const PATH = 'rules/mini.rules';
const problemsOf = (source: string) => compileRulesFile(source, PATH).problems;
const where = (p: Problem) => [p.code, p.line, p.column];

suite('located errors in rules files', () => {
  it('accepts the valid file these cases start from', () => {
    expect(problemsOf(withLines({}))).toEqual([]);
  });

  it('an item without its colon, words after its name, is no item: the colon of its comment does not count', () => {
    const line = problemsOf(withLines({ 33: '  tidy-up yes   # ruling: G8' })).find((p) => p.line === 33);
    expect(where(line!)).toEqual(['rules/bad-line', 33, 3]);
    expect(line!.hint).toBe('each item of this section is `name: value`; comments start with "#".');
  });

  it('reads "players: 2-4" (or "2–4") as "2 to 4", and "every player" as "each player"', () => {
    const as = (changes: Record<number, string>) => compileRulesFile(withLines(changes), PATH);
    const base = as({});
    for (const changes of [
      { 2: 'players: 2-4' } as Record<number, string>,
      { 2: 'players: 2–4' },
      { 28: '  1. play: every player, clockwise from the first player, optional, procedure take-turn' },
    ]) {
      const changed = as(changes);
      expect(changed.problems, JSON.stringify(changes)).toEqual([]);
      expect(changed.rules, JSON.stringify(changes)).toEqual(base.rules);
    }
  });

  it.each([
    ['an unknown section', { 27: 'phasse:' }, ['rules/unknown-section', 27, 1], 'did you mean "phases"?'],
    [
      'a misspelt setting',
      { 5: 'hand limt: 4; 3 with 4 players' },
      ['rules/unknown-section', 5, 1],
      'did you mean "hand limit"?',
    ],
    [
      'a section given twice',
      { 33: '  tidy-up: yes   # ruling: G8\nrounds: 4' },
      ['rules/duplicate-section', 34, 1],
      'keep one of them.',
    ],
    ['a missing section', { 2: null }, ['rules/missing-section', 32, 1], 'add a line `players: 2 to 4`.'],
    [
      'a line that is no setting',
      { 7: 'effects lst until the end of the round' },
      ['rules/bad-line', 7, 1],
      'did you mean "effects last until the end of …"?',
    ],
    [
      'a misspelt word',
      { 10: '  deck: a pile, shared, face donw' },
      ['rules/unknown-word', 10, 30],
      'did you mean "down"?',
    ],
    ['a misspelt step', { 23: '  1. shufle the deck' }, ['rules/unknown-word', 23, 6], 'did you mean "shuffle"?'],
    [
      'a misspelt phase clause',
      { 28: '  1. play: each player, clockwise from the first player, optinal, procedure take-turn' },
      ['rules/unknown-word', 28, 58],
      'did you mean "optional"?',
    ],
    ['a word out of place', { 25: '  3. deal the hands now' }, ['rules/unexpected', 25, 21], undefined],
    [
      'a word that only starts like a known one',
      { 14: '  market: 4 slots, shared, face upp' },
      ['rules/unknown-word', 14, 33],
      'did you mean "up"?',
    ],
    ['a line that ends too early', { 1: 'game:' }, ['rules/unexpected-end', 1, 6], undefined],
    [
      'an item without its colon, a number after its name',
      { 5: 'hand limit: 4; 3 with 4 players\nnumbers:\n  trade offers 1 offer   # the colon: missing' },
      ['rules/unexpected', 7, 16],
      'a name, a colon, then its value: "trade offers: 1 offer".',
    ],

    [
      'a step indented like a phase',
      { 30: '  - pass the dealer marker clockwise' },
      ['rules/bad-indent', 30, 3],
      'indent the `- …` line further than the phase line above it.',
    ],
    [
      'an unknown term',
      { 18: '  controled: your company' },
      ['rules/unknown-term', 18, 3],
      'did you mean "controlled"?',
    ],
    [
      'an unknown zone',
      { 18: '  controlled: your compnay' },
      ['rules/unknown-zone', 18, 20],
      'did you mean "company"?',
    ],
    [
      'a per-player zone named as shared',
      { 17: '  in play: the market and the company' },
      ['rules/zone-not-shared', 17, 27],
      'write "your company" or "each company".',
    ],
    [
      'a shared zone named as per player',
      { 19: '  neutral: each market' },
      ['rules/zone-not-per-player', 19, 12],
      'write "the market".',
    ],
    [
      'a neutral zone that is not in play',
      { 17: '  in play: each company' },
      ['rules/term-not-in-play', 19, 12],
      'add the market to "in play".',
    ],
    [
      'a zone both neutral and controlled',
      { 19: '  neutral: the market, each company' },
      ['rules/term-conflict', 19, 24],
      undefined,
    ],
    ['a missing term', { 19: null }, ['rules/missing-term', 16, 1], 'add `neutral: …` (zones, or "nothing").'],
    [
      'a missing standard zone',
      { 12: null },
      ['rules/missing-zone', 9, 1],
      'card effects name it: add `expelled: shared, face up`.',
    ],
    [
      'a zone without its owner',
      { 14: '  market: 4 slots, face up' },
      ['rules/missing-zone-property', 14, 3],
      'add ", shared" or ", per player".',
    ],
    [
      'a zone property given twice',
      { 14: '  market: 4 slots, shared, face up, per player' },
      ['rules/zone-property-twice', 14, 37],
      'keep one of them.',
    ],
    [
      'a deck that is not a pile',
      { 10: '  deck: a set, shared, face down' },
      ['rules/bad-standard-zone', 10, 3],
      'write `deck: a pile, shared, face down`.',
    ],
    [
      'a player count outside the game',
      { 5: 'hand limit: 4; 3 with 5 or more players' },
      ['rules/players-out-of-range', 5, 23],
      'the game is for 2 to 4 players (see "players:").',
    ],
    [
      'overlapping player counts',
      { 5: 'hand limit: 4; 3 with 3 or more players; 2 with 4 players' },
      ['rules/overlapping-cases', 5, 49],
      undefined,
    ],
    ['two numbers for the same players', { 5: 'hand limit: 4; 3' }, ['rules/two-defaults', 5, 16], undefined],
    ['player counts left out', { 5: 'hand limit: 3 with 4 players' }, ['rules/players-not-covered', 5, 1], undefined],
    ['backwards players', { 2: 'players: 4 to 2' }, ['rules/bad-players', 2, 10], undefined],
    ['no decks', { 3: 'decks: 0 Tech Decks' }, ['rules/bad-number', 3, 8], undefined],
    [
      'two kinds of deck',
      { 3: 'decks: one Tech Deck; one standard deck with 4 players' },
      ['rules/mixed-decks', 3, 23],
      undefined,
    ],
    [
      'a card value out of range',
      { 21: "  - cards of value 14 can't be exchanged or replaced" },
      ['rules/value-out-of-range', 21, 20],
      undefined,
    ],
    [
      'a wild card with a domain',
      { 21: "  - wild Science cards can't be exchanged" },
      ['rules/conflict', 21, 5],
      undefined,
    ],
    [
      'a step numbered out of order',
      { 25: '  4. deal the hands' },
      ['rules/step-number', 25, 3],
      'number it 3., or leave the numbers out.',
    ],
    [
      'a phase numbered out of order',
      { 29: '  3. tidy: the game, if tidy-up' },
      ['rules/phase-number', 29, 3],
      'number it 2., or leave the numbers out.',
    ],
    [
      'an unknown marker',
      { 28: '  1. play: each player, clockwise from the frist player, optional, procedure take-turn' },
      ['rules/unknown-marker', 28, 44],
      'did you mean "first player"?',
    ],
    ['an undeclared marker', { 8: null }, ['rules/unknown-marker', 29, 19], undefined],
    [
      'an unknown ruling',
      { 29: '  2. tidy: the game, if tidyup' },
      ['rules/unknown-ruling', 29, 25],
      'did you mean "tidy-up"?',
    ],
    [
      'a condition on a ruling that is not yes/no',
      { 33: '  tidy-up: 3   # ruling: G8' },
      ['rules/not-yes-no', 29, 25],
      undefined,
    ],
    [
      'a ruling without its pointer',
      { 33: '  tidy-up: yes' },
      ['rules/missing-ruling-ref', 33, 3],
      'end the line with a comment naming it, like `# ruling: G7` (see shared/rules-source/README.md).',
    ],
    [
      'an order for a phase that is not turns',
      { 29: '  2. tidy: the game, clockwise from the first player, if tidy-up' },
      ['rules/order-needs-each-player', 29, 22],
      undefined,
    ],
    ['a phase without an actor', { 29: '  2. tidy: if tidy-up' }, ['rules/missing-actor', 29, 6], undefined],
    [
      'a phase that says who acts twice',
      { 29: '  2. tidy: the game, the first player, if tidy-up' },
      ['rules/clause-twice', 29, 22],
      'keep one of them.',
    ],
    [
      'a phase that does nothing',
      { 28: '  1. play: each player, optional' },
      ['rules/phase-does-nothing', 28, 6],
      undefined,
    ],
    ['two phases of one name', { 29: '  2. play: the game, if tidy-up' }, ['rules/duplicate-name', 29, 6], undefined],
    [
      'the hand limit without a hand limit',
      { 5: null },
      ['rules/missing-setting', 30, 39],
      'add a line `hand limit: 4`, or say "down to 4 cards".',
    ],
    [
      'dealing hands without a deal',
      { 4: null },
      ['rules/missing-setting', 24, 6],
      'add a line `deal: 7 cards to each player`.',
    ],
    // "Phases may use card sentences": each sentence's problem is located in the rules file.
    [
      'a misspelt word in card sentences',
      { 31: '       - each player: look at the top two cards of the deck. Put them bakc in any order.' },
      ['dsl/unknown-word', 31, 71],
      undefined,
    ],
    [
      'a card sentence with nothing to refer to',
      { 31: '       - each player: discard it.' },
      ['dsl/dangling-reference', 31, 31],
      undefined,
    ],
  ] as [string, Record<number, string | null>, [string, number, number], string | undefined][])(
    '%s',
    (_name, changes, expected, hint) => {
      const problems = problemsOf(withLines(changes));
      expect(problems.map(where)).toEqual([expected]);
      if (hint) expect(problems[0].hint).toBe(hint);
    },
  );

  it('reports every problem of a file, not only the first', () => {
    const source = withLines({
      3: 'decks: one Tech Dekc',
      10: '  deck: a pile, shared, face donw',
      18: '  controlled: your compnay',
      23: '  1. shufle the deck',
      28: '  1. play: each player, clockwise from the frist player, optional, procedure take-turn',
      33: '  tidy-up: yes',
    });
    expect(problemsOf(source).map(where)).toEqual([
      ['rules/unknown-word', 3, 17],
      ['rules/unknown-word', 10, 30],
      ['rules/unknown-zone', 18, 20],
      ['rules/unknown-word', 23, 6],
      ['rules/unknown-marker', 28, 44],
      ['rules/missing-ruling-ref', 33, 3],
    ]);
  });

  it('does not report what a broken line declares as missing too', () => {
    // The market's line does not parse: its uses are not "unknown zone", the phases not "missing".
    const source = withLines({ 14: '  market: 4 slots, shared, face upp', 27: 'phases: all of them' });
    const problems = problemsOf(source);
    expect(problems.map(where)).toEqual([
      ['rules/unknown-word', 14, 33],
      ['rules/unexpected', 27, 9],
    ]);
    expect(problems.map((p) => p.hint)).toEqual([
      'did you mean "up"?',
      'the items of "phases:" go on the lines below it, indented.',
    ]);
  });

  it('prints path:line:col, the source line and a caret under the span', () => {
    const source = withLines({ 18: '  controlled: your compnay' });
    const [problem] = problemsOf(source);
    expect(formatProblem(problem, source)).toBe(
      [
        'rules/mini.rules:18:20: unknown zone "compnay"',
        '18 |   controlled: your compnay',
        '   |                    ^^^^^^^',
        '   = did you mean "company"?',
      ].join('\n'),
    );
  });

  it('never throws, and locates every problem inside the file, whatever the text', () => {
    const line = fc.oneof(
      fc.constantFrom(...LINES),
      fc.string({ maxLength: 30 }),
      fc.constantFrom(...LINES).map((l) => l.replace(/[a-z]+/, (w) => w.split('').reverse().join(''))),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (lines) => {
        const source = lines.join('\n');
        const { rules, problems } = compileRulesFile(source, PATH);
        expect(rules === null).toBe(problems.length > 0);
        const count = source.split('\n').length;
        for (const p of problems) expect(p.line >= 1 && p.line <= count && p.column >= 1).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('reports an empty file as missing its required settings and sections', () => {
    expect(new Set(problemsOf('').map((p) => p.code))).toEqual(new Set(['rules/missing-section']));
    expect(problemsOf('# only a comment\n')).toHaveLength(9);
  });
});
