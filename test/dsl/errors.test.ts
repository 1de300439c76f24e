import { describe as suite, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { compileCardFile, compileDeck, compileEffectText, formatProblem, type Problem } from '../../src/dsl/index.js';
import { NAMED } from '../../src/dsl/card/syntax-expected.js';

// A valid card file, field by field, one per line: value is line 1, domain 2, name 3, year 4,
// people 5, fact 6, source 7, effect 8. "effect: Shift – " is 16 characters, so the effect text's
// first word is at column 17 of line 8.
const FIELDS = {
  value: '7',
  domain: 'Science',
  name: 'Earth Sciences',
  year: '1795',
  people: 'James Hutton',
  fact: 'Hutton argued that the Earth is far older than anyone thought.',
  source: 'provisional',
  effect: 'Shift – Exchange two neutral cards in play.',
};
type Fields = Record<keyof typeof FIELDS, string | null>;
const cardFile = (changes: Partial<Fields> = {}) =>
  `${Object.entries({ ...FIELDS, ...changes })
    .filter(([, v]) => v !== null)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')}\n`;
const withEffect = (text: string) => cardFile({ effect: `Shift – ${text}` });

const problemsOf = (source: string, path = 'cards/science/07-earth-sciences.card') =>
  compileCardFile(source, path).problems;
const where = (p: Problem) => [p.code, p.line, p.column];

suite('located errors', () => {
  it('accepts the valid file these cases start from', () => {
    expect(problemsOf(cardFile())).toEqual([]);
  });

  it.each([
    [
      'an unknown word',
      withEffect('Exchnage two neutral cards in play.'),
      ['dsl/unknown-word', 8, 17],
      'did you mean "exchange"?',
    ],
    ['a known word out of place', withEffect('Draw card.'), ['dsl/unexpected', 8, 22], undefined],
    [
      'a missing full stop',
      withEffect('Draw a card'),
      ['dsl/unexpected-end', 8, 28],
      'every sentence ends with a full stop.',
    ],
    [
      'a sentence ending on "then"',
      withEffect('Draw two cards, then.'),
      ['dsl/unexpected-end', 8, 37],
      '"then" joins a second step: write the step, or end the sentence before "then".',
    ],
    [
      'cards put "into the deck"',
      withEffect('Put all cards in the discard into the deck.'),
      ['dsl/unexpected', 8, 51],
      'a card goes "on top of the deck" or "at the bottom of the deck"; "Shuffle … into the deck." mixes cards in.',
    ],
    [
      'a share of the cards',
      withEffect('Each opponent discards half of their hand.'),
      ['dsl/unknown-word', 8, 40],
      'write how many: "two cards", "up to three cards", "a card for each opponent".',
    ],
    ['a zero count', withEffect('Draw 0 cards.'), ['dsl/bad-count', 8, 22], undefined],
    ['a negative count', withEffect('Draw -2 cards.'), ['dsl/bad-count', 8, 22], undefined],
    ['"it" with nothing to refer to', withEffect('Draw it.'), ['dsl/dangling-reference', 8, 22], undefined],
    [
      '"that player" with nothing to refer to',
      withEffect('That player draws a card.'),
      ['dsl/dangling-reference', 8, 17],
      undefined,
    ],
    [
      '"their" in a sentence about you',
      withEffect('Discard a card from their hand.'),
      ['dsl/dangling-reference', 8, 37],
      undefined,
    ],
    ['a card with no place', withEffect('Expel a card.'), ['dsl/missing-place', 8, 23], undefined],
    [
      'a value filter out of range',
      withEffect('Expel a card of value 14 in the discard.'),
      ['dsl/value-out-of-range', 8, 39],
      undefined,
    ],
    [
      'an exchange of one card',
      withEffect('Exchange a neutral card in play.'),
      ['dsl/exchange-needs-two', 8, 26],
      undefined,
    ],
    ['a missing keyword', cardFile({ effect: 'Draw a card.' }), ['dsl/unexpected', 8, 20], undefined],
    [
      '"and" and "or" in one sentence',
      withEffect('Draw a card and discard a card or expel a card in the discard.'),
      ['dsl/mixed-and-or', 8, 48],
      undefined,
    ],
    [
      'a neutral card that is controlled',
      withEffect('Expel a neutral card you control.'),
      ['dsl/conflict', 8, 25],
      undefined,
    ],
    [
      'an unknown field',
      cardFile({ domain: null }).replace('value: 7\n', 'value: 7\ndomian: Science\n'),
      ['dsl/unknown-field', 2, 1],
      'did you mean "domain"?',
    ],
    ['an unknown domain', cardFile({ domain: 'Sciense' }), ['dsl/unknown-domain', 2, 9], 'did you mean "science"?'],
    ['a value out of range', cardFile({ value: '14' }), ['dsl/value-out-of-range', 1, 8], undefined],
    ['a value that is not a number', cardFile({ value: 'seven' }), ['dsl/bad-value', 1, 8], undefined],
    ['a year that is not a number', cardFile({ year: '18th century' }), ['dsl/bad-year', 4, 7], undefined],
    ['an unknown source', cardFile({ source: 'invented' }), ['dsl/bad-source', 7, 9], undefined],
    ['a field given twice', `${cardFile()}name: Geology\n`, ['dsl/duplicate-field', 9, 1], undefined],
    [
      'a line that is not a field',
      cardFile().replace('year: 1795\n', 'year: 1795\nthis is not a field\n'),
      ['dsl/bad-line', 5, 1],
      undefined,
    ],
    ['a wild card with a value', cardFile({ domain: 'wild', effect: null }), ['dsl/wild-value', 1, 8], undefined],
    ['a wild card with an effect', cardFile({ domain: 'wild', value: null }), ['dsl/wild-effect', 7, 1], undefined],
    ['a missing field', cardFile({ people: null }), ['dsl/missing-field', 7, 1], 'add a line `people: …`.'],
    [
      'an effect too long for a card',
      withEffect(`${'Draw a card. '.repeat(60)}`),
      ['dsl/too-long', 8, 609],
      'shorten it.',
    ],
    [
      'an error on a continuation line',
      cardFile({ effect: 'Shift – Exchange two neutral cards\n  in plya.' }),
      ['dsl/unknown-word', 9, 6],
      'did you mean "play"?',
    ],
  ])('%s', (_name, source, expected, hint) => {
    const problems = problemsOf(source as string);
    expect(problems.map(where)).toEqual([expected]);
    if (hint) expect(problems[0].hint).toBe(hint);
  });

  it('reports every problem of a file, not only the first', () => {
    const source = cardFile({
      value: '15',
      domain: 'Sciense',
      effect: 'Shift – Drwa a card. Expel it quickly. Draw 0 cards.',
    });
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
    expect(formatProblem(problem, source)).toBe(
      [
        'cards/science/07-earth-sciences.card:8:17: unknown word "Exchnage"',
        '8 | effect: Shift – Exchnage two neutral cards in play.',
        '  |                 ^^^^^^^^',
        '  = did you mean "exchange"?',
        '  = for example: "Exchange two neutral cards in play."',
      ].join('\n'),
    );
  });

  it('finds two files claiming the same value and domain', () => {
    const deck = compileDeck([
      { path: 'cards/science/07-earth-sciences.card', source: cardFile() },
      { path: 'cards/science/07-geology.card', source: cardFile({ name: 'Geology' }) },
    ]);
    expect(deck.problems.map((p) => [p.path, ...where(p)])).toEqual([
      ['cards/science/07-geology.card', 'dsl/duplicate-card', 1, 8],
    ]);
    expect(deck.problems[0].message).toBe(
      'the 7 of Science is already claimed by cards/science/07-earth-sciences.card',
    );
    expect(deck.cards).toHaveLength(1);
  });

  it('finds a file whose folder or number disagrees with the card', () => {
    const deck = compileDeck([{ path: 'cards/knowledge/08-earth-sciences.card', source: cardFile() }]);
    expect(deck.problems.map(where)).toEqual([
      ['dsl/wrong-number', 1, 8],
      ['dsl/wrong-folder', 2, 9],
    ]);
  });
});

// The measure of a message a designer can act on: it says in plain words what was expected, stays short
// before its example, gives one correct sentence close to what was written, and suggests only a word
// that fits where it is suggested.
const MESSAGE_ROOM = 160;
const problemOf = (text: string) => {
  const problems = compileEffectText(`Shift – ${text}`).problems;
  expect(problems).toHaveLength(1);
  return problems[0];
};
// An example may be a later sentence of its effect: "it" there refers to a card named before it.
const compiles = (sentence: string) =>
  compileEffectText(`Rally – ${sentence}`).problems.filter(
    (p) => p.code !== 'dsl/dangling-reference' || !/^(it|them)\b/i.test(p.message.slice(1)),
  );
const suggestion = (p: Problem) => /did you mean "([^"]+)"/.exec(p.hint ?? '')?.[1];

/** `before`: the sentences of the card before the broken one, which the example (one sentence) follows. */
function expectHelpful(problem: Problem, before = '') {
  expect(problem.message.length, problem.message).toBeLessThanOrEqual(MESSAGE_ROOM);
  expect(problem.message).not.toMatch(/something else/);
  expect(problem.example, problem.message).toBeDefined();
  expect(compiles(`${before}${problem.example!}`), problem.example).toEqual([]);
  // A suggested word is in the example, which compiles: it fits where it was suggested.
  const near = suggestion(problem);
  if (near) expect(problem.example!.toLowerCase()).toContain(near.toLowerCase());
}

suite('messages a designer can act on (issue cases)', () => {
  it.each([
    // [text, code, words the message must say (plain words of what was expected), the example]
    [
      'Exchange a card in play with.',
      'dsl/unexpected-end',
      'a card phrase such as "a card from your hand"',
      'Exchange a card in play with a card from your hand.',
    ],
    [
      'Give a card from your hand to.',
      'dsl/unexpected-end',
      'a player such as "an opponent"',
      'Give a card from your hand to an opponent.',
    ],
    ['Sacrifice a card.', 'dsl/unknown-word', 'unknown word "Sacrifice"', 'Discard a card.'],
    ['Draw a card fro each player.', 'dsl/unknown-word', 'unknown word "fro"', 'Draw a card for each player.'],
    [
      'Otherwise, draw a card.',
      'dsl/otherwise-without-if',
      '"Otherwise" needs an "If …" sentence just before it',
      'Reveal the top card of the deck. If it is a Science card, draw it. Otherwise, draw a card.',
    ],
    ['Give the opponent a card.', 'dsl/unexpected', 'a player such as "an opponent"', 'Give an opponent a card.'],
    ['Look at the opponent hand.', 'dsl/unexpected', 'a card phrase such as', "Look at an opponent's hand."],
    ['Draw zero cards.', 'dsl/bad-count', 'a count must be 1 or more, not "zero"', 'Draw two cards.'],
  ])('%s', (text, code, says, example) => {
    const problem = problemOf(text);
    expect(problem.code).toBe(code);
    expect(problem.message).toContain(says);
    expect(problem.example).toBe(example);
    expectHelpful(problem);
  });

  it('never offers a word that only looks like the one written', () => {
    for (const [text, misleading] of [
      ['Draw a card for evry player.', 'or'],
      ['Otherwise, draw a card.', 'others'],
    ]) {
      const problem = problemOf(text);
      expect(suggestion(problem), text).not.toBe(misleading);
      expect(`${problem.message} ${problem.hint ?? ''}`).not.toContain(`"${misleading}"?`);
    }
  });

  it('lists the words a sentence may start with in a short message, not every alternative', () => {
    const problem = problemOf('Sacrifice a card and draw a card.');
    expect(problem.message.length + (problem.hint ?? '').length).toBeLessThanOrEqual(MESSAGE_ROOM);
    const unknown = problemOf('Frobnicate a card.');
    expect(unknown.message).toBe(
      'unknown word "Frobnicate": a sentence starts with a verb such as "draw" or "discard", a player such as "an opponent" or "each player" or "If"',
    );
    expectHelpful(unknown);
  });

  it('says that a line going on with the field above must start with spaces', () => {
    const problems = problemsOf(cardFile({ effect: 'Shift – Exchange two neutral cards\nin play.' }));
    expect(problems.map(where)).toEqual([
      ['dsl/unexpected-end', 8, 43],
      ['dsl/bad-line', 9, 1],
    ]);
    const problem = problems[1];
    expect(problem.message).toBe(
      'this line is not a field; to go on with the "effect" text of the line above, start it with spaces',
    );
    expect(problem.example).toBe('  in play.');
  });

  it('gives an example for each problem of meaning', () => {
    for (const text of [
      'Expel a card.',
      'Draw 0 cards.',
      'Exchange a neutral card in play.',
      'Expel a card of value 14 in the discard.',
      'Expel a neutral card you control.',
      'Draw a card and discard a card or expel a card in the discard.',
      'Draw it.',
      'That player draws a card.',
      'Discard a card from their hand.',
      'They draw a card.',
    ]) {
      const problem = problemOf(text);
      expectHelpful(problem);
    }
  });

  it('knows every display name of the effect grammar', () => {
    const grammar = readFileSync(new URL('../../src/dsl/card/effect.peggy', import.meta.url), 'utf8');
    const names = [...grammar.matchAll(/^[A-Za-z_]+\s+"((?:[^"\\]|\\.)*)"\s*$/gm)]
      .map((m) => m[1])
      .filter((n) => n !== 'space');
    expect(names.length).toBeGreaterThan(10);
    for (const name of new Set(names)) expect(NAMED, name).toHaveProperty([name]);
  });
});

// A dozen mistakes a designer makes while writing a card, each message measured.
suite('no example where every one would be another card', () => {
  it.each([
    // A verb the language lacks: "draw" in its place would be a card that draws.
    ['Draw a card. You may play it.', 'dsl/unexpected'],
    // A share of the cards: "their hand" would be all of it.
    ['Each opponent discards half of their hand.', 'dsl/unknown-word'],
  ])('%s', (text, code) => {
    const problem = problemOf(text);
    expect(problem.code).toBe(code);
    expect(problem.example).toBeUndefined();
  });
});

suite("a designer's typos", () => {
  it.each([
    ['Drwa a card.', 'dsl/unknown-word', 'draw', 'Draw a card.'],
    ['Discard a crad.', 'dsl/unknown-word', 'card', 'Discard a card.'],
    ["Look at an oponent's hand.", 'dsl/unknown-word', "opponent's", "Look at an opponent's hand."],
    ['Expel a card in the dicard.', 'dsl/unknown-word', 'discard', 'Expel a card in the discard.'],
    // The typo inside a phrase of several words, which the parser sees fail at the phrase's first word.
    ['Discard a card you controll.', 'dsl/unknown-word', 'control', 'Discard a card you control.'],
    ['Give a card to the player on your lefft.', 'dsl/unknown-word', 'left', 'Give a card to the player on your left.'],
    [
      'Exchange a Sciense card you control with a card in play.',
      'dsl/unknown-word',
      'science',
      'Exchange a science card you control with a card in play.',
    ],
    [
      "Reveal the top card of the deck. If it's a Science card, draw it.",
      'dsl/unknown-word',
      'it is',
      'If it is a Science card, draw it.',
    ],
    ['Put it in top of the deck.', 'dsl/unexpected', undefined, 'Put it on top of the deck.'],
    // The example keeps both halves: "then" joins two sentences of one, with or without a comma.
    ['Draw two cards; then discard a card.', 'dsl/unexpected', undefined, 'Draw two cards then discard a card.'],
    ['Shuffle your hand in the deck.', 'dsl/unexpected', undefined, 'Shuffle your hand into the deck.'],
    ['Take a card from the discard.', 'dsl/unexpected-end', undefined, 'Take a card from the discard into your hand.'],
    // The example is one sentence: its "it" names what the sentence before it names.
    [
      "Look at an opponent's hand. Take a card from it.",
      'dsl/unexpected-end',
      undefined,
      'Take a card from it into your hand.',
    ],
    // Not "… a card on the safe.": "on the" names a zone only as a place, as "in the" and "from the" do.
    ['Discard a card to be safe.', 'dsl/unexpected', undefined, 'Discard a card.'],
    // After "Each player", each one's own: "their left", "their hand", never the user's.
    [
      'Each player passes a card to the left.',
      'dsl/unexpected',
      undefined,
      'Each player passes a card to the player on their left.',
    ],
    [
      'All players discard a card from hand.',
      'dsl/unexpected',
      undefined,
      'All players discard a card from their hand.',
    ],
    // Not "… a card in the secret.": the example names no zone the designer did not name before the mistake.
    [
      'Each opponent discards a card in secret.',
      'dsl/unknown-word',
      undefined,
      'Each opponent discards a card in play.',
    ],
    // A designer's word for a move the language names otherwise: the word it names it by.
    ['Copy the effect of a card you control.', 'dsl/unknown-word', 'use', 'Use the effect of a card you control.'],
    // … with its verb's -s ("tosses" is "discards"), and never another verb when that meaning does not fit
    // as written: the example was "Each opponent give you their hand.", a card that gives hands away.
    ['Each player tosses a card.', 'dsl/unknown-word', 'discards', 'Each player discards a card.'],
    ['Each opponent shows you their hand.', 'dsl/unknown-word', undefined, 'Each opponent reveals their hand.'],
    ['Draw card.', 'dsl/unexpected', undefined, 'Draw a card.'],
    ['Draw a card', 'dsl/unexpected-end', undefined, 'Draw a card.'],
    // A sentence that ends on the word joining a second step: without it (the hint says why).
    ['Draw two cards, then.', 'dsl/unexpected-end', undefined, 'Draw two cards.'],
    ['Discard a card and then.', 'dsl/unexpected-end', undefined, 'Discard a card.'],
    // "into the deck": the language says which end; the example puts the cards on top.
    [
      'Put all cards in the discard into the deck.',
      'dsl/unexpected',
      undefined,
      'Put all cards in the discard on top of the deck.',
    ],
    // An example never says twice what the card says once ("… into your hand and put it into your hand.").
    [
      'Take a card from the discard pile and put it into your hand.',
      'dsl/unexpected',
      undefined,
      'Take a card from the discard pile into your hand.',
    ],
    // "If they do" after a sentence of yours: the one who acted is you.
    [
      'You may discard a card. If they do, draw a card.',
      'dsl/dangling-reference',
      undefined,
      'If you do, draw a card.',
    ],
  ])('%s', (text, code, near, example) => {
    const problem = problemOf(text);
    expect(problem.code).toBe(code);
    expect(suggestion(problem)).toBe(near);
    expect(problem.example).toBe(example);
    expectHelpful(problem, text.includes('. ') ? text.slice(0, text.lastIndexOf('. ') + 2) : '');
  });
});
