import { describe as suite, expect, it } from 'vitest';
import { compileCardFile, compileDeck, formatProblem, type Problem } from '../../src/dsl/index.js';

// A valid card file, field by field, one per line: value is line 1, domain 2, name 3, year 4,
// people 5, fact 6, source 7, effect 8. "effect: Shift – " is 16 characters, so the effect text's
// first word is at column 17 of line 8.
const FIELDS = {
  value: '7', domain: 'Science', name: 'Earth Sciences', year: '1795', people: 'James Hutton',
  fact: 'Hutton argued that the Earth is far older than anyone thought.', source: 'provisional',
  effect: 'Shift – Exchange two neutral cards in play.',
};
type Fields = Record<keyof typeof FIELDS, string | null>;
const cardFile = (changes: Partial<Fields> = {}) =>
  Object.entries({ ...FIELDS, ...changes }).filter(([, v]) => v !== null).map(([k, v]) => `${k}: ${v}`).join('\n') + '\n';
const withEffect = (text: string) => cardFile({ effect: `Shift – ${text}` });

const problemsOf = (source: string, path = 'cards/science/07-earth-sciences.card') => compileCardFile(source, path).problems;
const where = (p: Problem) => [p.code, p.line, p.column];

suite('located errors', () => {
  it('accepts the valid file these cases start from', () => {
    expect(problemsOf(cardFile())).toEqual([]);
  });

  it.each([
    ['an unknown word', withEffect('Exchnage two neutral cards in play.'), ['dsl/unknown-word', 8, 17], 'did you mean "exchange"?'],
    ['a known word out of place', withEffect('Draw card.'), ['dsl/unexpected', 8, 22], undefined],
    ['a missing full stop', withEffect('Draw a card'), ['dsl/unexpected-end', 8, 28], 'every sentence ends with a full stop.'],
    ['a zero count', withEffect('Draw 0 cards.'), ['dsl/bad-count', 8, 22], undefined],
    ['a negative count', withEffect('Draw -2 cards.'), ['dsl/bad-count', 8, 22], undefined],
    ['"it" with nothing to refer to', withEffect('Draw it.'), ['dsl/dangling-reference', 8, 22], undefined],
    ['"that player" with nothing to refer to', withEffect('That player draws a card.'), ['dsl/dangling-reference', 8, 17], undefined],
    ['"their" in a sentence about you', withEffect('Discard a card from their hand.'), ['dsl/dangling-reference', 8, 37], undefined],
    ['a card with no place', withEffect('Expel a card.'), ['dsl/missing-place', 8, 23], undefined],
    ['a value filter out of range', withEffect('Expel a card of value 14 in the discard.'), ['dsl/value-out-of-range', 8, 39], undefined],
    ['an exchange of one card', withEffect('Exchange a neutral card in play.'), ['dsl/exchange-needs-two', 8, 26], undefined],
    ['a missing keyword', cardFile({ effect: 'Draw a card.' }), ['dsl/unexpected', 8, 20], undefined],
    ['"and" and "or" in one sentence', withEffect('Draw a card and discard a card or expel a card in the discard.'), ['dsl/mixed-and-or', 8, 48], undefined],
    ['a neutral card that is controlled', withEffect('Expel a neutral card you control.'), ['dsl/conflict', 8, 25], undefined],
    ['an unknown field', cardFile({ domain: null }).replace('value: 7\n', 'value: 7\ndomian: Science\n'), ['dsl/unknown-field', 2, 1], 'did you mean "domain"?'],
    ['an unknown domain', cardFile({ domain: 'Sciense' }), ['dsl/unknown-domain', 2, 9], 'did you mean "science"?'],
    ['a value out of range', cardFile({ value: '14' }), ['dsl/value-out-of-range', 1, 8], undefined],
    ['a value that is not a number', cardFile({ value: 'seven' }), ['dsl/bad-value', 1, 8], undefined],
    ['a year that is not a number', cardFile({ year: '18th century' }), ['dsl/bad-year', 4, 7], undefined],
    ['an unknown source', cardFile({ source: 'invented' }), ['dsl/bad-source', 7, 9], undefined],
    ['a field given twice', cardFile() + 'name: Geology\n', ['dsl/duplicate-field', 9, 1], undefined],
    ['a line that is not a field', cardFile().replace('year: 1795\n', 'year: 1795\nthis is not a field\n'), ['dsl/bad-line', 5, 1], undefined],
    ['a wild card with a value', cardFile({ domain: 'wild', effect: null }), ['dsl/wild-value', 1, 8], undefined],
    ['a wild card with an effect', cardFile({ domain: 'wild', value: null }), ['dsl/wild-effect', 7, 1], undefined],
    ['a missing field', cardFile({ people: null }), ['dsl/missing-field', 7, 1], 'add a line `people: …`.'],
    ['an effect too long for a card', withEffect(`${'Draw a card. '.repeat(60)}`), ['dsl/too-long', 8, 609], 'shorten it.'],
    ['an error on a continuation line', cardFile({ effect: 'Shift – Exchange two neutral cards\n  in plya.' }), ['dsl/unknown-word', 9, 6], 'did you mean "play"?'],
  ])('%s', (_name, source, expected, hint) => {
    const problems = problemsOf(source as string);
    expect(problems.map(where)).toEqual([expected]);
    if (hint) expect(problems[0].hint).toBe(hint);
  });

  it('reports every problem of a file, not only the first', () => {
    const source = cardFile({ value: '15', domain: 'Sciense', effect: 'Shift – Drwa a card. Expel it quickly. Draw 0 cards.' });
    expect(problemsOf(source).map(where)).toEqual([
      ['dsl/value-out-of-range', 1, 8],
      ['dsl/unknown-domain', 2, 9],
      ['dsl/unknown-word', 8, 17],
      ['dsl/unknown-word', 8, 39],
    ]);
  });

  it('prints path:line:col, the source line and a caret under the span', () => {
    const source = withEffect('Exchnage two neutral cards in play.');
    const [problem] = problemsOf(source);
    expect(formatProblem(problem, source)).toBe([
      'cards/science/07-earth-sciences.card:8:17: unknown word "Exchnage"',
      '8 | effect: Shift – Exchnage two neutral cards in play.',
      '  |                 ^^^^^^^^',
      '  = did you mean "exchange"?',
    ].join('\n'));
  });

  it('finds two files claiming the same value and domain', () => {
    const deck = compileDeck([
      { path: 'cards/science/07-earth-sciences.card', source: cardFile() },
      { path: 'cards/science/07-geology.card', source: cardFile({ name: 'Geology' }) },
    ]);
    expect(deck.problems.map((p) => [p.path, ...where(p)])).toEqual([['cards/science/07-geology.card', 'dsl/duplicate-card', 1, 8]]);
    expect(deck.problems[0].message).toBe('the 7 of Science is already claimed by cards/science/07-earth-sciences.card');
    expect(deck.cards).toHaveLength(1);
  });

  it('finds a file whose folder or number disagrees with the card', () => {
    const deck = compileDeck([{ path: 'cards/knowledge/08-earth-sciences.card', source: cardFile() }]);
    expect(deck.problems.map(where)).toEqual([['dsl/wrong-number', 1, 8], ['dsl/wrong-folder', 2, 9]]);
  });
});
