// What the effect grammar expected where a text went wrong, in a designer's words. Peggy reports the
// expectations at the furthest place the parse reached: literals ("with", ".") and the display names of
// named rules ("a verb", "a count"), which hide the words inside them. Each is turned into a kind of
// phrase here: how to say it ("a card phrase such as "a card from your hand""), the words it may start
// with (so "did you mean" offers only words that fit there) and phrases to try in its place (so the
// message can show one correct sentence close to what was written).
import { eitherOf, type Expectation as PeggyExpectation } from '../shared/syntax-error.js';
import { DOMAIN_NAMES, DOMAINS as DOMAIN_ORDER } from '../domains.js';

export type Expectation = PeggyExpectation;

/** One kind of phrase the grammar can expect at a place. */
export interface Expected {
  key: string; // one name per kind: 'verb', 'card phrase', or a literal word ("with")
  says: string; // in plain words, with an example: 'a verb such as "draw" or "discard"'
  words: readonly string[]; // the words it may start with, for "did you mean"
  fillers: readonly string[]; // whole phrases to try in its place, the most likely first
  rank: number; // lower is told first when there are too many to tell
}

const VERBS = [
  'draw',
  'discard',
  'expel',
  'reveal',
  'look at',
  'exchange',
  'replace',
  'give',
  'take',
  'pick',
  'put',
  'arrange',
  'shuffle',
  'use the effect of',
  'choose',
];
const NUMBERS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const COUNTS = ['a', 'two', 'up to two', 'all', 'any number of', 'an', 'one', 'three'];
const PLAYERS = [
  'an opponent',
  'each player',
  'the player on your left',
  'a player',
  'each other player',
  'that player',
  'all players',
];
const CARD_PHRASES = [
  'a card from your hand',
  'a card in play',
  'a card you control',
  'the top card of the deck',
  'a card in the discard',
  'your hand',
  "an opponent's hand",
  "that player's hand",
  'the discard',
];
const PLACES = [
  'in play',
  'you control',
  'from your hand',
  'in the discard',
  'an opponent controls',
  "in a player's hand",
];
const POSSESSIVES = ['your', 'their', "a player's", "an opponent's", "that player's"];
const DOMAINS = DOMAIN_ORDER.map((d) => DOMAIN_NAMES[d]);

const words = (phrases: readonly string[]) => [...new Set(phrases.flatMap((p) => p.toLowerCase().split(/\s+/)))];

/** A kind of phrase that may start with any word of its example phrases, or with one of `more`. */
function phrase(key: string, says: string, fillers: readonly string[], rank: number, more: string[] = []): Expected {
  return { key, says, words: [...new Set([...words(fillers), ...more])], fillers, rank };
}

/** The named rules of effect.peggy, by display name (test/dsl/errors.test.ts checks every name has a row). */
export const NAMED: Record<string, Expected> = {
  'a verb': phrase(
    'verb',
    'a verb such as "draw" or "discard"',
    VERBS,
    1,
    VERBS.map((v) => `${v.split(' ')[0]}s`),
  ),
  'a player': phrase('player', 'a player such as "an opponent" or "each player"', PLAYERS, 2, ['you', 'they']),
  'one player': phrase(
    'one player',
    'one player such as "an opponent" or "the player on your left"',
    ['an opponent', 'the player on your left', 'a player'],
    2,
  ),
  'a count': phrase('count', 'a count such as "a", "two" or "up to three"', COUNTS, 5, [...NUMBERS, 'number', 'of']),
  'a reference': phrase('reference', 'a reference such as "it" or "them"', ['it', 'them', 'the rest'], 9, [
    'that',
    'those',
    'other',
    'others',
    'card',
    'cards',
    'of',
  ]),
  'whose hand': phrase('whose hand', 'a hand such as "your hand" or "that player\'s hand"', POSSESSIVES, 5),
  'a domain': phrase('domain', 'a domain (Knowledge, Science, Technology or Services)', DOMAINS, 6, ['information']),
  card: phrase('card', 'the word "card" or "cards"', ['card', 'cards'], 5),
  'a number': {
    key: 'number',
    says: 'a number such as 3 or "three"',
    words: NUMBERS,
    fillers: ['two', 'three', '7'],
    rank: 5,
  },
  'a place in the deck': phrase(
    'deck place',
    'a place in the deck such as "on top of the deck"',
    ['on top of the deck', 'at the bottom of the deck'],
    4,
  ),
  'in any order': phrase('any order', '"in any order"', ['in any order'], 4),
  'a duration': phrase(
    'duration',
    'a duration such as "until the end of the round"',
    ['until the end of the round', 'until the end of the turn'],
    9,
    ['game'],
  ),
  'a number of cards': {
    key: 'number of cards',
    says: 'a number of cards such as "three or more", "fewer than ten" or "no"',
    words: [...NUMBERS, 'no', 'exactly', 'at', 'least', 'most', 'more', 'fewer', 'less', 'than', 'or'],
    fillers: ['three or more', 'fewer than ten', 'no'],
    rank: 5,
  },
  'a keyword': phrase('keyword', 'the keyword, as in "Rally – …"', [], 1),
  'a dash after the keyword': phrase('dash', 'a dash "–" after the keyword, as in "Rally – Draw a card."', [], 1),
};

/** Kinds made of several expectations: Peggy reports the first words of a card phrase one by one. */
const CARD_PHRASE: Expected = {
  key: 'card phrase',
  says: 'a card phrase such as "a card from your hand" or "the top card of the deck"',
  words: [
    ...NAMED['a count']!.words,
    ...NAMED['a reference']!.words,
    ...NAMED['whose hand']!.words,
    'the',
    'top',
    'bottom',
    'discard',
  ],
  fillers: [...CARD_PHRASES, ...COUNTS],
  rank: 3,
};
export const PLACE: Expected = {
  key: 'place',
  says: 'a place such as "in play" or "from your hand"',
  words: [...words(PLACES), 'that', 'player', 'controls', 'they'],
  fillers: PLACES,
  rank: 6,
};
export const VALUE: Expected = {
  key: 'value',
  says: 'a value such as "of value 7"',
  words: ['of', 'value'],
  fillers: ['of value 7 or more'],
  rank: 7,
};
const FULL_STOP: Expected = { key: '.', says: 'a full stop', words: [], fillers: [''], rank: 12 };
const END: Expected = { key: 'end', says: 'the end of the text', words: [], fillers: [''], rank: 12 };

/** Literals told in words of their own, and those that only ever appear inside a bigger kind. */
const LITERALS: Record<string, Partial<Expected>> = {
  if: { says: '"If"', fillers: [], rank: 10 },
  then: { says: '"Then,"', fillers: [], rank: 11 },
  may: { says: '"may"', rank: 8 },
  or: { says: '"or"', fillers: [], rank: 13 },
  and: { says: '"and"', fillers: [], rank: 13 },
  with: { fillers: ['with a card from your hand', 'with the top card of the deck', 'with'], rank: 4 },
  to: { fillers: ['to an opponent', 'to the player on your left', 'to'], rank: 4 },
  into: { fillers: ['into your hand', 'into the deck'], rank: 4 },
  hand: { says: '"hand"', fillers: ['hand'], rank: 4 },
};

const PLACE_WORDS = new Set(['in', 'from', 'on', 'you', 'they', 'an', 'that']);
const CARD_PHRASE_PARTS = new Set(['a count', 'a reference', 'whose hand']);

/**
 * The kinds of phrase the grammar expected, told first first. Spaces say nothing (the caller looks one
 * space further when they are all there is); "in", "from", "on", "you" … after a card are one kind, a place.
 */
export function expectedKinds(expectations: readonly Expectation[], atSentenceStart: boolean): Expected[] {
  const kinds = new Map<string, Expected>();
  const add = (kind: Expected) => kinds.has(kind.key) || kinds.set(kind.key, kind);
  const literals = new Set(expectations.filter((e) => e.type === 'literal').map((e) => e.text!.toLowerCase()));
  const named = new Set(expectations.filter((e) => e.type === 'other').map((e) => e.description!));
  const cardPhrase =
    named.has('a count') && (named.has('a reference') || literals.has('the') || named.has('whose hand'));
  const place = literals.has('in') && literals.has('from');
  for (const e of expectations) {
    if (e.type === 'end') add(END);
    if (e.type === 'other' && e.description !== 'space') {
      if (cardPhrase && CARD_PHRASE_PARTS.has(e.description!)) add(CARD_PHRASE);
      else if (NAMED[e.description!]) add(NAMED[e.description!]!);
    }
    if (e.type !== 'literal') continue;
    const text = e.text!.toLowerCase();
    if (text === '.') add(FULL_STOP);
    else if (cardPhrase && text === 'the') add(CARD_PHRASE);
    else if (place && PLACE_WORDS.has(text)) add(PLACE);
    else if (place && text === 'of') add(VALUE);
    // "Then," starts a sentence; inside one it joins two ("Draw a card, then discard a card.").
    else if (text === 'then' && !atSentenceStart)
      add({ key: text, says: '"then"', words: [text], fillers: [text], rank: 11 });
    else if (/^[a-z]/.test(text))
      add({ key: text, says: `"${text}"`, words: [text], fillers: [text], rank: 4, ...LITERALS[text] });
  }
  const order = (k: Expected) => (atSentenceStart ? START_ORDER.indexOf(k.key) + 1 || 99 : k.rank);
  return [...kinds.values()].sort((a, b) => order(a) - order(b));
}

/** What a sentence starts with, told in this order: the card phrase of "It counts as …" comes last. */
const START_ORDER = ['verb', 'player', 'if', 'then', 'card phrase', 'may'];

/** The kinds in plain words, the first few that fit in about a hundred characters: "a, b or c". */
export function sayExpected(kinds: readonly Expected[], room = 110): string {
  const told: string[] = [];
  let length = 0;
  // "and" and "or" fit after almost any phrase: told only when nothing else is.
  const main = kinds.filter((k) => k.key !== 'and' && k.key !== 'or');
  for (const kind of main.length > 0 ? main : kinds) {
    if (told.length >= 3 || (told.length > 0 && length + kind.says.length > room)) break;
    told.push(kind.says);
    length += kind.says.length + 2;
  }
  if (told.length === 0) return 'another word';
  return eitherOf(told);
}

/**
 * Words designers write for a move the card language names otherwise, each with the word that has that
 * meaning here. Tried first in place of an unknown word: "Steal a card …" is offered "take", never the
 * nearest spelling ("steel" → "steal" is a typo; "choose" → "those" is not what the designer meant).
 */
export const DESIGNER_WORDS: Readonly<Record<string, string>> = {
  choose: 'pick',
  select: 'pick',
  steal: 'take',
  swap: 'exchange',
  trade: 'exchange',
  switch: 'exchange',
  peek: 'look',
  view: 'look',
  see: 'look',
  destroy: 'expel',
  remove: 'expel',
  banish: 'expel',
  exile: 'expel',
  trash: 'expel',
  sacrifice: 'discard',
  toss: 'discard',
  gain: 'draw',
  pass: 'give',
  show: 'reveal',
  place: 'put',
  copy: 'use',
  activate: 'use',
  trigger: 'use',
  every: 'each',
  "it's": 'it is',
  'it’s': 'it is',
  there: 'their',
};

/** Words that mean no cards at all: a count is one or more. */
export const ZERO_WORDS = new Set(['zero', 'no', 'none']);
