// The player phrases, the designers' words for existing verbs and the phrases of docs/dsl.md: each parses
// to the steps it means, passes the schema, and reads back (`describe`) as text that compiles to the same
// steps; a designer's word is kept, so the card reads back as written.
import { describe as suite, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkCardZones, compileEffectText, compileRulesFile } from '../../src/dsl/index.js';
import type { Step } from '../../src/dsl/index.js';
import { compile, problemsOf, roundTrip } from './round-trip.js';
import { run } from '../../src/tools/cli.js';
import { compilePlayed, findFolders } from '../../src/tools/played-files.js';

const one = { mode: 'exactly', n: 1 } as const;
const TOP = { place: 'deck', end: 'top' } as const;

// What a designer writes in plain English for a phrase of the language means that phrase: the same steps.
suite("a designer's other ways to say a phrase", () => {
  it.each([
    ['Reveal the top card of the deck. Put it on the bottom of the deck.', 'at the bottom of the deck'],
    ['Reveal the top card of the deck. Put it at the top of the deck.', 'on top of the deck'],
    ['Reveal the top card of the deck. Put it on the top of the deck.', 'on top of the deck'],
  ])('"%s" says "%s"', (said, phrase) => {
    const meant = said.replace(/(on|at) (the )?(top|bottom) of the deck/, phrase);
    expect(meant).not.toBe(said);
    expect(problemsOf(said)).toEqual([]);
    expect(compile(said).steps).toEqual(compile(meant).steps);
  });

  it('"Put one of them into your hand." takes it, as "Take one of them into your hand." does, and reads back as written', () => {
    const take = compile('Reveal the top two cards of the deck. Take one of them into your hand.').steps;
    const put = take.map((step: Step) => (step.kind === 'take' ? { ...step, word: 'put' } : step)) as Step[];
    expect(put).not.toEqual(take);
    roundTrip('Reveal the top two cards of the deck. Put one of them into your hand.', put);
  });

  it('"Draw two cards, then discard a card." does both, in order, as "… and …" does', () => {
    const steps = compile('Draw two cards, then discard a card.').steps;
    expect(steps).toEqual(compile('Draw two cards and discard a card.').steps);
    expect(steps.map((s: Step) => s.kind)).toEqual(['draw', 'discard']);
  });

  it('"… then …" without the comma, and "… and then …", say the same', () => {
    const steps = compile('Draw two cards, then discard a card.').steps;
    for (const text of [
      'Draw two cards then discard a card.',
      'Draw two cards and then discard a card.',
      'Draw two cards, and then discard a card.',
    ])
      expect(compile(text).steps, text).toEqual(steps);
  });

  it('"They …" after one player is named says "That player …"; after several, or none, it is refused', () => {
    for (const [they, that] of [
      ['Choose an opponent. They discard a card.', 'Choose an opponent. That player discards a card.'],
      ['For each opponent, they draw a card.', 'For each opponent, that player draws a card.'],
      ["Look at an opponent's hand. They discard a card.", "Look at an opponent's hand. That player discards a card."],
    ])
      expect(compile(they).steps, they).toEqual(compile(that).steps);
    expect(problemsOf('Each opponent discards a card. They draw a card.')).toEqual([
      '"they" as a subject stands for one player named before, not several',
    ]);
    expect(problemsOf('They draw a card.')).toEqual(['"they" as a subject has no player to refer to']);
  });

  it('"If they do" and "If that player does" ask of the one player named before what "If you do" asks of you', () => {
    const you = compile('You may discard a card. If you do, draw a card.').steps;
    const they = compile('Choose an opponent. They may discard a card. If they do, draw a card.').steps;
    expect(they.at(-1)).toMatchObject({ kind: 'if', condition: { did: true, by: 'they' } });
    expect(you.at(-1)).toMatchObject({ kind: 'if', condition: { did: true } });
    roundTrip(
      'Choose an opponent. They may discard a card. If they do, draw a card.',
      they,
      'Choose an opponent. That player may discard a card. If they do, draw a card.',
    );
    roundTrip(
      "An opponent may discard a card. If that player doesn't, draw a card.",
      compile('An opponent may discard a card. If that player does not, draw a card.').steps,
      'An opponent may discard a card. If that player does not, draw a card.',
    );
    // After your own sentence, or several players', there is no one other player whose act to ask about.
    expect(problemsOf('You may discard a card. If they do, draw a card.')).toEqual([
      '"If they do" follows a sentence of yours: no other player acted in it',
    ]);
    expect(problemsOf('Each opponent may discard a card. If they do, draw a card.')).toEqual([
      '"If they do" follows a sentence of several players: the card language can\'t tell which of them did',
    ]);
    expect(problemsOf('For each opponent, they may discard a card. If that player does, draw a card.')).toEqual([
      '"If that player does" follows a sentence of several players: the card language can\'t tell which of them did',
    ]);
  });

  it('"the top card of the discard" is the card discarded last: the discard with its top end, no choice', () => {
    const take = compile('Take the top card of the discard into your hand.').steps;
    expect(take).toMatchObject([
      { kind: 'take', cards: { count: { mode: 'exactly', n: 1 }, zone: { place: 'discard', end: 'top' } } },
    ]);
    roundTrip('Take the top card of the discard into your hand.', take);
    roundTrip(
      'Draw the top two cards of the discard pile.',
      compile('Draw the top two cards of the discard.').steps,
      'Draw the top two cards of the discard.',
    );
    // A card from the discard is still one the actor chooses.
    expect(compile('Take a card from the discard into your hand.').steps[0]).toMatchObject({
      cards: { zone: { place: 'discard' } },
    });
    expect(compile('Take a card from the discard into your hand.').steps[0]).not.toMatchObject({
      cards: { zone: { end: 'top' } },
    });
  });

  it('"If it is Science", "… of that domain", "… of value 5 or more" say what "a … card" says', () => {
    const reveal = 'Reveal the top card of the deck.';
    for (const [said, meant] of [
      [`${reveal} If it is Science, draw it.`, `${reveal} If it is a Science card, draw it.`],
      [
        `${reveal} If it is not Science or Technology, draw it.`,
        `${reveal} If it is not a Science or Technology card, draw it.`,
      ],
      [`${reveal} If it is of value 5 or more, draw it.`, `${reveal} If it is a card of value 5 or more, draw it.`],
      [
        `${reveal} If it is Science of value 5 or more, draw it.`,
        `${reveal} If it is a Science card of value 5 or more, draw it.`,
      ],
      [
        `Choose a domain. ${reveal} If it is of that domain, draw it.`,
        `Choose a domain. ${reveal} If it is a card of that domain, draw it.`,
      ],
      [
        'Reveal the top two cards of the deck. If both are Science, draw them.',
        'Reveal the top two cards of the deck. If both are Science cards, draw them.',
      ],
    ]) {
      expect(problemsOf(said), said).toEqual([]);
      expect(compile(said).steps, said).toEqual(compile(meant).steps);
    }
    roundTrip(
      `Choose a domain. ${reveal} If it is of that domain, draw it.`,
      compile(`Choose a domain. ${reveal} If it is a card of that domain, draw it.`).steps,
      `Choose a domain. ${reveal} If it is a card of that domain, draw it.`,
    );
  });

  it('"Every opponent", "every player", "all opponents", "all other players" say "each …"', () => {
    for (const [said, meant] of [
      ['Every opponent discards a card.', 'Each opponent discards a card.'],
      ['Every player draws a card.', 'Each player draws a card.'],
      ['Every other player draws a card.', 'Each other player draws a card.'],
      ['All opponents discard a card.', 'Each opponent discards a card.'],
      ['All other players draw a card.', 'Each other player draws a card.'],
    ])
      expect(compile(said).steps, said).toEqual(compile(meant).steps);
  });

  it('"the discard pile" is the discard, wherever "the discard" is written', () => {
    for (const [said, meant] of [
      ['Take a card from the discard pile into your hand.', 'Take a card from the discard into your hand.'],
      ['Shuffle the discard pile into the deck.', 'Shuffle the discard into the deck.'],
      [
        'If the discard pile has three or more cards, draw a card.',
        'If the discard has three or more cards, draw a card.',
      ],
      ['Look at the discard pile. Expel two cards from it.', 'Look at the discard. Expel two cards from it.'],
    ])
      expect(compile(said).steps, said).toEqual(compile(meant).steps);
  });

  it('"Swap hands with an opponent." exchanges your hand with theirs, and reads back as a swap', () => {
    roundTrip(
      'Swap hands with an opponent.',
      compile("Swap your hand with an opponent's hand.").steps,
      "Swap your hand with an opponent's hand.",
    );
    expect(compile('Exchange hands with the player on your left.').steps).toEqual(
      compile("Exchange your hand with the player on your left's hand.").steps,
    );
    const [problem] = compileEffectText('Test – Swap hands with each opponent.').problems;
    expect(problem.message).toBe(
      'after "Swap hands with", expected one player such as "an opponent" or "the player on your left", but found "each"',
    );
    expect(problem.example).toBe('Swap hands with an opponent.');
  });

  it('"is empty", "for every", and a comma before "or"/"and" say what the language says otherwise', () => {
    for (const [said, meant] of [
      ['If your hand is empty, draw two cards.', 'If your hand has no cards, draw two cards.'],
      ['If the deck is empty, draw a card.', 'If the deck has no cards, draw a card.'],
      ['If the discard pile is empty, draw a card.', 'If the discard has no cards, draw a card.'],
      ['Draw a card for every opponent.', 'Draw a card for each opponent.'],
      ['For every opponent, draw a card.', 'For each opponent, draw a card.'],
      // Not "…, then discard a card.", the example this was given: "or" is a choice.
      ['Draw a card, or discard a card.', 'Draw a card or discard a card.'],
      ['Draw a card, and discard a card.', 'Draw a card and discard a card.'],
    ])
      expect(compile(said).steps, said).toEqual(compile(meant).steps);
  });

  it('"that player" in a condition needs a player named before, as everywhere else', () => {
    expect(problemsOf("If that player's hand has no cards, draw a card.")).toEqual([
      '"that player" has nothing to refer to: no player is named before it',
    ]);
    expect(problemsOf('If that player controls two cards, draw a card.')).toHaveLength(1);
    expect(problemsOf("Pick a player. If that player's hand is empty, that player draws two cards.")).toEqual([]);
  });

  it('a comma between two sentences of one is told to take "then", not "Then,"', () => {
    const [problem] = compileEffectText('Test – Draw a card, discard a card.').problems;
    expect(problem.message).toBe('after "Draw a card", expected "then", but found "discard"');
    expect(problem.example).toBe('Draw a card, then discard a card.');
  });
});

suite('at random', () => {
  it('"Each opponent discards a card at random.", "Discard a random card.": picked by nobody', () => {
    roundTrip('Each opponent discards a card at random.', [
      {
        kind: 'discard',
        actor: 'each-opponent',
        cards: { count: one, zone: { place: 'hand', player: 'they' }, random: true },
      },
    ]);
    roundTrip(
      'Discard a random card.',
      [{ kind: 'discard', actor: 'you', cards: { count: one, zone: { place: 'hand', player: 'you' }, random: true } }],
      'Discard a card at random.',
    );
    expect(compile('Steal a card at random from an opponent.').steps).toEqual([
      {
        kind: 'take',
        actor: 'you',
        cards: { count: one, zone: { place: 'hand', player: 'an-opponent' }, random: true },
        into: 'you',
        word: 'steal',
      },
    ]);
  });

  it('refuses "at random" for the deck, and for all or up to a number of cards', () => {
    expect(problemsOf('Draw a card at random.')).toEqual(["the deck's cards are taken from its top, never at random"]);
    expect(problemsOf('Discard up to two cards at random.')).toEqual([
      'cards picked at random are a number of cards, not all or up to a number',
    ]);
  });
});

suite('players', () => {
  it('"each opponent" as the subject and as the target', () => {
    roundTrip('Each opponent draws a card.', [
      { kind: 'draw', actor: 'each-opponent', cards: { count: one, zone: TOP } },
    ]);
    roundTrip('Give a card to each opponent.', [
      {
        kind: 'give',
        actor: 'you',
        cards: { count: one, zone: { place: 'hand', player: 'you' } },
        to: 'each-opponent',
      },
    ]);
    expect(compile('Give each opponent a card.').steps).toEqual(compile('Give a card to each opponent.').steps);
  });

  it('"the player on your right", "the player on their right", and their hands', () => {
    roundTrip('The player on your right draws a card.', [
      { kind: 'draw', actor: 'right-of-you', cards: { count: one, zone: TOP } },
    ]);
    roundTrip('Each player gives a card to the player on their right.', [
      {
        kind: 'give',
        actor: 'each-player',
        cards: { count: one, zone: { place: 'hand', player: 'they' } },
        to: 'right-of-them',
      },
    ]);
    roundTrip("Look at the player on your right's hand.", [
      {
        kind: 'look',
        actor: 'you',
        cards: { count: { mode: 'all' }, zone: { place: 'hand', player: 'right-of-you' } },
      },
    ]);
    expect(problemsOf('The player on their right draws a card.')).toEqual([
      '"they" has no player to refer to: the sentence\'s subject is you',
    ]);
  });

  it('"the player with the most/fewest cards in their hand", with natural variants', () => {
    roundTrip('The player with the most cards in their hand discards a card.', [
      { kind: 'discard', actor: 'most-cards', cards: { count: one, zone: { place: 'hand', player: 'they' } } },
    ]);
    roundTrip('Give a card to the player with the fewest cards in their hand.', [
      { kind: 'give', actor: 'you', cards: { count: one, zone: { place: 'hand', player: 'you' } }, to: 'fewest-cards' },
    ]);
    for (const variant of [
      'the player with the fewest cards',
      'the player with the least cards in hand',
      'the player with the fewest cards in their hand',
    ]) {
      expect(compile(`Give a card to ${variant}.`).steps, variant).toEqual(
        compile('Give a card to the player with the fewest cards in their hand.').steps,
      );
    }
  });

  it('"another card", "two other cards": not the card whose effect runs', () => {
    roundTrip('Expel another card you control.', [
      { kind: 'expel', actor: 'you', cards: { count: one, zone: { place: 'in-play', control: 'you' }, other: true } },
    ]);
    roundTrip('Expel two other cards in play.', [
      {
        kind: 'expel',
        actor: 'you',
        cards: { count: { mode: 'exactly', n: 2 }, zone: { place: 'in-play', control: 'any' }, other: true },
      },
    ]);
    roundTrip('Use the effect of another Science card you control.', [
      {
        kind: 'copy',
        actor: 'you',
        cards: {
          count: one,
          filter: { domains: ['science'] },
          zone: { place: 'in-play', control: 'you' },
          other: true,
        },
      },
    ]);
  });

  it('"the other player", and "the other" still the other card', () => {
    roundTrip('The other player discards a card.', [
      { kind: 'discard', actor: 'other-player', cards: { count: one, zone: { place: 'hand', player: 'they' } } },
    ]);
    roundTrip("Look at the other player's hand.", [
      {
        kind: 'look',
        actor: 'you',
        cards: { count: { mode: 'all' }, zone: { place: 'hand', player: 'other-player' } },
      },
    ]);
    expect(
      compile('Reveal the top two cards of the deck. Draw one of them. Discard the other.').steps[2],
    ).toMatchObject({ cards: { ref: 'the-other' } });
  });

  it('"an opponent picks/chooses …": the opponent is the one who acts, and chooses', () => {
    roundTrip('An opponent chooses a card from your hand. Discard it.', [
      {
        kind: 'pick',
        actor: 'an-opponent',
        cards: { count: one, zone: { place: 'hand', player: 'you' } },
        word: 'choose',
      },
      { kind: 'discard', actor: 'you', cards: { ref: 'it' } },
    ]);
    roundTrip('An opponent picks a card you control. Expel it.', [
      { kind: 'pick', actor: 'an-opponent', cards: { count: one, zone: { place: 'in-play', control: 'you' } } },
      { kind: 'expel', actor: 'you', cards: { ref: 'it' } },
    ]);
    roundTrip('Choose a player. That player draws a card.', [
      { kind: 'pick-player', actor: 'you', player: 'a-player', word: 'choose' },
      { kind: 'draw', actor: 'that-player', cards: { count: one, zone: TOP } },
    ]);
    expect(compile('Another player draws a card.').steps).toEqual(compile('An opponent draws a card.').steps);
  });
});

suite("designers' words for existing verbs", () => {
  it("steal: take from a player's hand into yours, the word kept", () => {
    const stolen = (player: Step['actor'], into: Step['actor'] = 'you', actor: Step['actor'] = 'you'): Step => ({
      kind: 'take',
      actor,
      cards: { count: one, zone: { place: 'hand', player } },
      into,
      word: 'steal',
    });
    roundTrip('Steal a card from an opponent.', [stolen('an-opponent')]);
    roundTrip("Steal a card from an opponent's hand.", [stolen('an-opponent')], 'Steal a card from an opponent.');
    roundTrip('Pick a player. Steal a card from that player.', [
      { kind: 'pick-player', actor: 'you', player: 'a-player' },
      stolen('that-player'),
    ]);
    roundTrip('Each player steals a card from the player on their left.', [
      stolen('left-of-them', 'they', 'each-player'),
    ]);
    roundTrip('Steal two Science cards from the player with the most cards in their hand.', [
      {
        kind: 'take',
        actor: 'you',
        cards: {
          count: { mode: 'exactly', n: 2 },
          filter: { domains: ['science'] },
          zone: { place: 'hand', player: 'most-cards' },
        },
        into: 'you',
        word: 'steal',
      },
    ]);
    roundTrip('Steal a card an opponent controls.', [
      {
        kind: 'take',
        actor: 'you',
        cards: { count: one, zone: { place: 'in-play', control: 'opponent' } },
        into: 'you',
        word: 'steal',
      },
    ]);
  });

  it('steal refuses what it cannot mean, saying what to write', () => {
    expect(problemsOf('Steal a card.')).toEqual(['say whom the cards are stolen from']);
    expect(problemsOf('Steal a card from each opponent.')).toEqual(["a steal takes cards from one player's hand"]);
  });

  it('swap: exchange, the word kept', () => {
    roundTrip('Swap two neutral cards in play.', [
      {
        kind: 'exchange',
        actor: 'you',
        cards: { count: { mode: 'exactly', n: 2 }, zone: { place: 'in-play', control: 'neutral' } },
        word: 'swap',
      },
    ]);
    roundTrip('Swap a card you control with a card in the discard.', [
      {
        kind: 'exchange',
        actor: 'you',
        cards: { count: one, zone: { place: 'in-play', control: 'you' } },
        with: { count: one, zone: { place: 'discard' } },
        word: 'swap',
      },
    ]);
  });

  it('peek at: look at, the word kept', () => {
    roundTrip('Peek at the top three cards of the deck.', [
      { kind: 'look', actor: 'you', cards: { count: { mode: 'exactly', n: 3 }, zone: TOP }, word: 'peek' },
    ]);
    roundTrip('Each player peeks at the top card of the deck.', [
      { kind: 'look', actor: 'each-player', cards: { count: one, zone: TOP }, word: 'peek' },
    ]);
  });

  it('return … to your hand: take into your hand, the word kept', () => {
    roundTrip('Return a card you control to your hand.', [
      {
        kind: 'take',
        actor: 'you',
        cards: { count: one, zone: { place: 'in-play', control: 'you' } },
        into: 'you',
        word: 'return',
      },
    ]);
    roundTrip('Each player returns a card they control to their hand.', [
      {
        kind: 'take',
        actor: 'each-player',
        cards: { count: one, zone: { place: 'in-play', control: 'they' } },
        into: 'they',
        word: 'return',
      },
    ]);
  });

  it('pass … to the player on your left: give, the word kept', () => {
    roundTrip('Pass a card to the player on your left.', [
      {
        kind: 'give',
        actor: 'you',
        cards: { count: one, zone: { place: 'hand', player: 'you' } },
        to: 'left-of-you',
        word: 'pass',
      },
    ]);
    roundTrip('Each player passes two cards to the player on their left.', [
      {
        kind: 'give',
        actor: 'each-player',
        cards: { count: { mode: 'exactly', n: 2 }, zone: { place: 'hand', player: 'they' } },
        to: 'left-of-them',
        word: 'pass',
      },
    ]);
  });

  it('"That player reveals their hand." — the subject\'s own hand', () => {
    roundTrip('Pick an opponent. That player reveals their hand.', [
      { kind: 'pick-player', actor: 'you', player: 'an-opponent' },
      {
        kind: 'reveal',
        actor: 'that-player',
        cards: { count: { mode: 'all' }, zone: { place: 'hand', player: 'they' } },
      },
    ]);
  });
});

suite('phrases', () => {
  const inDiscard = (value: { min?: number; max?: number }): Step => ({
    kind: 'expel',
    actor: 'you',
    cards: { count: one, filter: { value }, zone: { place: 'discard' } },
  });

  it('value ranges: "of value 4 to 8", "between 4 and 8", "from 4 to 8"', () => {
    roundTrip('Expel a card of value 4 to 8 in the discard.', [inDiscard({ min: 4, max: 8 })]);
    roundTrip(
      'Expel a card of value between 4 and 8 in the discard.',
      [inDiscard({ min: 4, max: 8 })],
      'Expel a card of value 4 to 8 in the discard.',
    );
    roundTrip(
      'Expel a card of value from 4 to 8 in the discard.',
      [inDiscard({ min: 4, max: 8 })],
      'Expel a card of value 4 to 8 in the discard.',
    );
    // "to" after a single value still starts the target of "give".
    expect(compile('Give a card of value 4 to the player on your left.').steps[0]).toMatchObject({
      cards: { filter: { value: { min: 4, max: 4 } } },
      to: 'left-of-you',
    });
  });

  it('value ranges in conditions', () => {
    roundTrip('Reveal the top card of the deck. If its value is 4 to 8, draw it.', [
      { kind: 'reveal', actor: 'you', cards: { count: one, zone: TOP } },
      {
        kind: 'if',
        actor: 'you',
        condition: { subject: 'it', test: { value: { min: 4, max: 8 } } },
        steps: [{ kind: 'draw', actor: 'you', cards: { ref: 'it' } }],
      },
    ]);
    expect(compile('Reveal the top card of the deck. If its value is between 4 and 8, draw it.').steps).toEqual(
      compile('Reveal the top card of the deck. If its value is 4 to 8, draw it.').steps,
    );
  });

  it("a range that goes down, or off the cards' values, is refused", () => {
    expect(problemsOf('Expel a card of value 8 to 4 in the discard.')).toEqual([
      'a range of values goes up: 8 is more than 4',
    ]);
    expect(problemsOf('Expel a card of value 4 to 14 in the discard.')).toEqual([
      "a card's value is from 1 to 13, not 14",
    ]);
  });

  it('plural subjects with "count as": every such card', () => {
    roundTrip('Knowledge cards you control count as Science cards until the end of the round.', [
      {
        kind: 'count-as',
        actor: 'you',
        cards: {
          count: { mode: 'all' },
          filter: { domains: ['knowledge'] },
          zone: { place: 'in-play', control: 'you' },
        },
        as: { domain: 'science' },
        duration: 'round',
      },
    ]);
    roundTrip('Cards you control count as value 1.', [
      {
        kind: 'count-as',
        actor: 'you',
        cards: { count: { mode: 'all' }, zone: { place: 'in-play', control: 'you' } },
        as: { value: 1 },
      },
    ]);
    expect(compile('All cards you control count as a Science card.').steps).toEqual(
      compile('Cards you control count as Science cards.').steps,
    );
  });

  it('"it"/"them" as a place: the hand or zone named whole before', () => {
    const fromHand = (player: Step['actor']): Step => ({
      kind: 'take',
      actor: 'you',
      cards: { count: one, zone: { place: 'hand', player } },
      into: 'you',
    });
    const look = (player: Step['actor']): Step => ({
      kind: 'look',
      actor: 'you',
      cards: { count: { mode: 'all' }, zone: { place: 'hand', player } },
    });
    // The hand of a player chosen is "that player's" by the next sentence.
    roundTrip(
      "Look at an opponent's hand. Take a card from it into your hand.",
      [look('an-opponent'), fromHand('that-player')],
      "Look at an opponent's hand. Take a card from that player's hand into your hand.",
    );
    roundTrip(
      "Look at the player on your left's hand. Take a card from it into your hand.",
      [look('left-of-you'), fromHand('left-of-you')],
      "Look at the player on your left's hand. Take a card from the player on your left's hand into your hand.",
    );
    roundTrip(
      'Look at the discard. Expel two cards from them.',
      [
        { kind: 'look', actor: 'you', cards: { count: { mode: 'all' }, zone: { place: 'discard' } } },
        { kind: 'expel', actor: 'you', cards: { count: { mode: 'exactly', n: 2 }, zone: { place: 'discard' } } },
      ],
      'Look at the discard. Expel two cards in the discard.',
    );
    expect(problemsOf('Take a card from it into your hand.')).toEqual([
      '"it" as a place has nothing to refer to: no hand or zone is named whole before it',
    ]);
  });
});

suite("the game's own zones", () => {
  const rulesOf = (id: string) => {
    const path = `rules/${id}.rules`;
    const rules = compileRulesFile(readFileSync(path, 'utf8'), path).rules;
    if (!rules) throw new Error(`${path} does not compile`);
    return rules;
  };
  const market = { place: 'zone', name: 'market' } as const;

  it('"in the market", "from the market", "on the board", "the market": a zone by its rules-file name', () => {
    roundTrip('Expel a card in the market.', [{ kind: 'expel', actor: 'you', cards: { count: one, zone: market } }]);
    roundTrip(
      'Take a card from the market into your hand.',
      [{ kind: 'take', actor: 'you', cards: { count: one, zone: market }, into: 'you' }],
      'Take a card in the market into your hand.',
    );
    roundTrip(
      'Expel a card on the board.',
      [{ kind: 'expel', actor: 'you', cards: { count: one, zone: { place: 'zone', name: 'board' } } }],
      'Expel a card in the board.',
    );
    roundTrip('Shuffle the market into the deck.', [
      { kind: 'shuffle', actor: 'you', cards: { count: { mode: 'all' }, zone: market } },
    ]);
    roundTrip(
      'Look at the market. Expel a card from it.',
      [
        { kind: 'look', actor: 'you', cards: { count: { mode: 'all' }, zone: market } },
        { kind: 'expel', actor: 'you', cards: { count: one, zone: market } },
      ],
      'Look at the market. Expel a card in the market.',
    );
  });

  it('a word that only looks like the discard or the deck is still a typo, not a zone', () => {
    expect(compileEffectText('Test – Expel a card in the dicard.').problems.map((p) => p.hint)).toEqual([
      'did you mean "discard"?',
    ]);
  });

  it('is usable where the rules file defines it, and refused with a clear message where it does not', () => {
    const card = { effect: compile('Expel a card in the market.') };
    expect(checkCardZones(card, rulesOf('grid-poker'))).toEqual([]);
    expect(checkCardZones(card, rulesOf('tech-chess'))).toEqual([
      {
        zone: 'market',
        message: '"the market" is not a zone of Tech Chess (tech-chess.rules)',
        hint: 'its own zones are "the board" and "the resolving".',
      },
    ]);
    expect(checkCardZones({ effect: compile('Expel a card in the company.') }, rulesOf('grid-poker'))[0].message).toBe(
      '"the company" is a zone of each player in Tech Grid Poker, not one zone',
    );
  });

  it("tech-deck check refuses a card naming a zone that a rules file it checks does not have, at the zone's name", () => {
    const dir = mkdtempSync(join(tmpdir(), 'tech-deck-zones-'));
    mkdirSync(join(dir, 'cards', 'science'), { recursive: true });
    mkdirSync(join(dir, 'rules'));
    writeFileSync(
      join(dir, 'cards', 'science', '07-test.card'),
      'value: 7\ndomain: Science\nname: Test\nyear: 2000\npeople: Nobody\nfact: A test.\nsource: provisional\neffect: Clear – Expel a card in the market.\n',
    );
    writeFileSync(join(dir, 'rules', 'tech-chess.rules'), readFileSync('rules/tech-chess.rules', 'utf8'));
    let err = '';
    expect(run(['check'], { out: () => {}, err: (t) => (err += t), cwd: dir })).toBe(1);
    expect(err).toContain(
      'cards/science/07-test.card:8:37: "the market" is not a zone of Tech Chess (tech-chess.rules)',
    );
    expect(err).toContain('its own zones are "the board" and "the resolving".');
    // Simulating the game refuses the cards before anything is played.
    expect(() =>
      compilePlayed('tech-chess', findFolders('tech-chess', { cards: 'cards', rules: 'rules' }, dir), dir),
    ).toThrow('a card names a zone that tech-chess does not have; nothing was played');
    // With Grid Poker's rules, which have a market, the same card passes.
    rmSync(join(dir, 'rules', 'tech-chess.rules'));
    writeFileSync(join(dir, 'rules', 'grid-poker.rules'), readFileSync('rules/grid-poker.rules', 'utf8'));
    err = '';
    expect(run(['check'], { out: () => {}, err: (t) => (err += t), cwd: dir }), err).toBe(0);
  });
});
