// Repetition, quantities, conditions on the table and chosen values: each parses to the steps it means,
// passes the schema, and reads back (`describe`) as text that compiles to the same steps. Natural
// variants compile to the same steps as the form `describe` writes.
import { describe as suite, expect, it } from 'vitest';
import type { Selection, Step } from '../../src/dsl/index.js';
import { compile, problemsOf, roundTrip } from './round-trip.js';

const one = { mode: 'exactly', n: 1 } as const;
const TOP = { place: 'deck', end: 'top' } as const;
const MY_HAND = { place: 'hand', player: 'you' } as const;
const all = { mode: 'all' } as const;

const sameAs = (variant: string, text: string) => expect(compile(variant).steps).toEqual(compile(text).steps);

suite('repetition', () => {
  it('"Draw cards until your hand has six cards."', () => {
    roundTrip('Draw cards until your hand has six cards.', [
      {
        kind: 'repeat',
        actor: 'you',
        check: 'before',
        until: { count: { cardsIn: { count: all, zone: MY_HAND } }, atLeast: 6 },
        steps: [{ kind: 'draw', actor: 'you', cards: { count: { ...one, bare: true }, zone: TOP } }],
      },
    ]);
    sameAs('Draw cards until you have six cards in your hand.', 'Draw cards until your hand has six cards.');
  });

  it('"Discard cards until your hand has three cards." — at most three, while cards go away', () => {
    roundTrip('Discard cards until your hand has three cards.', [
      {
        kind: 'repeat',
        actor: 'you',
        check: 'before',
        until: { count: { cardsIn: { count: all, zone: MY_HAND } }, atMost: 3 },
        steps: [{ kind: 'discard', actor: 'you', cards: { count: { ...one, bare: true }, zone: MY_HAND } }],
      },
    ]);
  });

  it('"Reveal cards from the top of the deck until you reveal a Services card."', () => {
    roundTrip('Reveal cards from the top of the deck until you reveal a Services card.', [
      {
        kind: 'repeat',
        actor: 'you',
        check: 'after',
        until: { subject: 'it', test: { domains: ['services'] } },
        steps: [
          { kind: 'reveal', actor: 'you', cards: { count: { ...one, bare: true }, zone: { ...TOP, next: true } } },
        ],
      },
    ]);
  });

  it('a player phrase as the subject: "Each player draws cards until their hand has five cards."', () => {
    roundTrip('Each player draws cards until their hand has five cards.', [
      {
        kind: 'repeat',
        actor: 'each-player',
        check: 'before',
        until: { count: { cardsIn: { count: all, zone: { place: 'hand', player: 'they' } } }, atLeast: 5 },
        steps: [{ kind: 'draw', actor: 'each-player', cards: { count: { ...one, bare: true }, zone: TOP } }],
      },
    ]);
  });

  it('says what is wrong when the two verbs differ', () => {
    expect(problemsOf('Reveal cards from the top of the deck until you draw a Services card.')).toEqual([
      'the cards are revealed, so say "until you reveal …"',
    ]);
  });
});

suite('quantities', () => {
  const KNOWLEDGE_YOU_CONTROL: Selection = {
    count: all,
    filter: { domains: ['knowledge'] },
    zone: { place: 'in-play', control: 'you' },
  };

  it('"Draw a card for each Knowledge card you control."', () => {
    roundTrip('Draw a card for each Knowledge card you control.', [
      { kind: 'draw', actor: 'you', cards: { count: { ...one, per: { cardsIn: KNOWLEDGE_YOU_CONTROL } }, zone: TOP } },
    ]);
    roundTrip('Draw two cards for each opponent.', [
      {
        kind: 'draw',
        actor: 'you',
        cards: { count: { mode: 'exactly', n: 2, per: { players: 'each-other-player' } }, zone: TOP },
      },
    ]);
  });

  it('"For each opponent, discard a card." and "For each Knowledge card you control, draw a card."', () => {
    roundTrip('For each opponent, discard a card.', [
      {
        kind: 'for-each',
        actor: 'you',
        over: { players: 'each-other-player' },
        steps: [{ kind: 'discard', actor: 'you', cards: { count: one, zone: MY_HAND } }],
      },
    ]);
    sameAs('For each other player, discard a card.', 'For each opponent, discard a card.');
    roundTrip('For each Knowledge card you control, draw a card.', [
      {
        kind: 'for-each',
        actor: 'you',
        over: { cardsIn: KNOWLEDGE_YOU_CONTROL },
        steps: [{ kind: 'draw', actor: 'you', cards: { count: one, zone: TOP } }],
      },
    ]);
  });

  it('"Discard up to three cards. Then, draw that many cards."', () => {
    roundTrip('Discard up to three cards. Then, draw that many cards.', [
      { kind: 'discard', actor: 'you', cards: { count: { mode: 'up-to', n: 3 }, zone: MY_HAND } },
      { kind: 'draw', actor: 'you', then: true, cards: { count: { ...one, per: { thatMany: true } }, zone: TOP } },
    ]);
  });

  it('"the number of cards in your hand"', () => {
    roundTrip(
      'Draw cards equal to the number of cards in your hand.',
      [
        {
          kind: 'draw',
          actor: 'you',
          cards: { count: { ...one, per: { cardsIn: { count: all, zone: MY_HAND } } }, zone: TOP },
        },
      ],
      'Draw a card for each card in your hand.',
    );
    sameAs(
      'If the number of cards in your hand is 3 or less, draw a card.',
      'If your hand has three or fewer cards, draw a card.',
    );
  });
});

suite('conditions on the table', () => {
  const DRAW: Step = { kind: 'draw', actor: 'you', cards: { count: one, zone: TOP } };
  const iff = (condition: unknown, steps: Step[] = [DRAW]): Step[] => [
    { kind: 'if', actor: 'you', condition, steps } as Step,
  ];

  it('counts: "If you control three or more Technology cards, …", "If the deck has fewer than ten cards, …"', () => {
    roundTrip(
      'If you control three or more Technology cards, draw a card.',
      iff({
        count: {
          cardsIn: { count: all, filter: { domains: ['technology'] }, zone: { place: 'in-play', control: 'you' } },
        },
        atLeast: 3,
      }),
    );
    roundTrip(
      'If the deck has fewer than ten cards, draw a card.',
      iff({ count: { cardsIn: { count: all, zone: TOP } }, atMost: 9 }),
      'If the deck has nine or fewer cards, draw a card.',
    );
    roundTrip(
      'If your hand has no cards, draw a card.',
      iff({ count: { cardsIn: { count: all, zone: MY_HAND } }, atMost: 0 }),
    );
    roundTrip(
      'If there are exactly two neutral cards in play, draw a card.',
      iff({
        count: { cardsIn: { count: all, zone: { place: 'in-play', control: 'neutral' } } },
        atLeast: 2,
        atMost: 2,
      }),
    );
    sameAs(
      'If you control at least three Technology cards, draw a card.',
      'If you control three or more Technology cards, draw a card.',
    );
    sameAs(
      'If you control more than two Technology cards, draw a card.',
      'If you control three or more Technology cards, draw a card.',
    );
    sameAs(
      'If you have two or more cards in your hand, draw a card.',
      'If your hand has two or more cards, draw a card.',
    );
  });

  it('comparisons between players: "If you have more cards in your hand than each opponent, …"', () => {
    roundTrip(
      'If you have more cards in your hand than each opponent, draw a card.',
      iff({ compare: 'more', cards: { count: all, zone: MY_HAND }, than: 'each-opponent' }),
    );
    roundTrip(
      'If you control fewer Science cards than an opponent, draw a card.',
      iff({
        compare: 'fewer',
        cards: { count: all, filter: { domains: ['science'] }, zone: { place: 'in-play', control: 'you' } },
        than: 'an-opponent',
      }),
    );
  });

  it('"If you do, …" and "If you don\'t, …"', () => {
    roundTrip('You may discard a card. If you do, draw a card.', [
      { kind: 'may', actor: 'you', steps: [{ kind: 'discard', actor: 'you', cards: { count: one, zone: MY_HAND } }] },
      ...iff({ did: true }),
    ]);
    roundTrip('Discard a Science card. If you do not, draw a card.', [
      { kind: 'discard', actor: 'you', cards: { count: one, filter: { domains: ['science'] }, zone: MY_HAND } },
      ...iff({ not: { did: true } }),
    ]);
    sameAs("Discard a Science card. If you don't, draw a card.", 'Discard a Science card. If you do not, draw a card.');
  });

  it('"Otherwise, …" and negation: "If it is not a wild card, …"', () => {
    const reveal: Step = { kind: 'reveal', actor: 'you', cards: { count: one, zone: TOP } };
    const it: Step = { kind: 'draw', actor: 'you', cards: { ref: 'it' } };
    roundTrip('Reveal the top card of the deck. If it is a Science card, draw it. Otherwise, discard it.', [
      reveal,
      {
        kind: 'if',
        actor: 'you',
        condition: { subject: 'it', test: { domains: ['science'] } },
        steps: [it],
        else: [{ kind: 'discard', actor: 'you', cards: { ref: 'it' } }],
      },
    ]);
    roundTrip('Reveal the top card of the deck. If it is not wild, draw it.', [
      reveal,
      { kind: 'if', actor: 'you', condition: { not: { subject: 'it', test: { wild: true } } }, steps: [it] },
    ]);
    sameAs(
      'Reveal the top card of the deck. If it is not a wild card, draw it.',
      'Reveal the top card of the deck. If it is not wild, draw it.',
    );
    roundTrip('Reveal the top card of the deck. If its value is not 7 or more, draw it.', [
      reveal,
      { kind: 'if', actor: 'you', condition: { not: { subject: 'it', test: { value: { min: 7 } } } }, steps: [it] },
    ]);
    expect(problemsOf('Otherwise, draw a card.')).toEqual(['"Otherwise" needs an "If …" sentence just before it']);
  });

  it('several cards: "If both are …", "If all of them are …", "If any of them is …"', () => {
    const reveal = (n: number): Step => ({
      kind: 'reveal',
      actor: 'you',
      cards: { count: { mode: 'exactly', n }, zone: TOP },
    });
    const them: Step = { kind: 'draw', actor: 'you', cards: { ref: 'them' } };
    roundTrip('Reveal the top two cards of the deck. If both are Science cards, draw them.', [
      reveal(2),
      { kind: 'if', actor: 'you', condition: { subject: 'both', test: { domains: ['science'] } }, steps: [them] },
    ]);
    roundTrip('Reveal the top three cards of the deck. If all of them are cards of value 5 or less, draw them.', [
      reveal(3),
      { kind: 'if', actor: 'you', condition: { subject: 'all-of-them', test: { value: { max: 5 } } }, steps: [them] },
    ]);
    roundTrip('Reveal the top three cards of the deck. If any of them is a Knowledge card, draw them.', [
      reveal(3),
      {
        kind: 'if',
        actor: 'you',
        condition: { subject: 'any-of-them', test: { domains: ['knowledge'] } },
        steps: [them],
      },
    ]);
    sameAs(
      'Reveal the top two cards of the deck. If both of them are Science cards, draw them.',
      'Reveal the top two cards of the deck. If both are Science cards, draw them.',
    );
  });

  it('a condition about cards needs cards named before it', () => {
    expect(problemsOf('If both are Science cards, draw a card.')).toEqual([
      '"them" in the condition has nothing to refer to: no card is named before it',
    ]);
  });
});

suite('chosen values', () => {
  it('"Choose a domain." and "that domain"', () => {
    roundTrip('Choose a domain. Each player discards all cards of that domain.', [
      { kind: 'choose', actor: 'you', value: 'domain' },
      {
        kind: 'discard',
        actor: 'each-player',
        cards: { count: all, filter: { chosenDomain: true }, zone: { place: 'hand', player: 'they' } },
      },
    ]);
    sameAs(
      'Choose a domain. Each player discards all cards of the chosen domain.',
      'Choose a domain. Each player discards all cards of that domain.',
    );
  });

  it('"Choose a number from 1 to 13." and "the chosen number"', () => {
    const steps: Step[] = [
      { kind: 'choose', actor: 'you', value: 'number', min: 1, max: 13 },
      { kind: 'reveal', actor: 'you', cards: { count: one, zone: TOP } },
      {
        kind: 'if',
        actor: 'you',
        condition: { subject: 'it', test: { chosenValue: true } },
        steps: [{ kind: 'draw', actor: 'you', cards: { ref: 'it' } }],
      },
    ];
    roundTrip(
      'Choose a number from 1 to 13. Reveal the top card of the deck. If its value is the chosen number, draw it.',
      steps,
    );
    sameAs(
      'Choose a number. Reveal the top card of the deck. If its value is that number, draw it.',
      'Choose a number from 1 to 13. Reveal the top card of the deck. If its value is the chosen number, draw it.',
    );
    roundTrip('Choose a domain. Reveal the top card of the deck. If it is a card of that domain, draw it.', [
      { kind: 'choose', actor: 'you', value: 'domain' },
      { kind: 'reveal', actor: 'you', cards: { count: one, zone: TOP } },
      {
        kind: 'if',
        actor: 'you',
        condition: { subject: 'it', test: { chosenDomain: true } },
        steps: [{ kind: 'draw', actor: 'you', cards: { ref: 'it' } }],
      },
    ]);
  });

  it('refuses a range that is no card value', () => {
    expect(problemsOf('Choose a number from 14 to 3.')).toEqual([
      "a card's value is from 1 to 13, not 14",
      'a number from 14 to 3 has no numbers',
    ]);
  });
});
