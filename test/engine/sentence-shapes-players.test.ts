// The player phrases, the designers' words for existing verbs and the phrases of docs/dsl.md, run on the
// effect sandbox: a table laid out by hand, one made-up card with the sentence as its effect, and the table
// after it, worked out by hand from the sentence's meaning.
import { describe as suite, expect, it } from 'vitest';
import { compileEffectText, type Card } from '../../src/dsl/index.js';
import { createSandbox, SANDBOX_TERMS } from '../../src/engine/sandbox.js';
import type { TableState } from '../../src/engine/state.js';
import { DECK, play, table, zone, type Layout } from './harness.js';

const K = (n: number) => `knowledge-${n}`;
const S = (n: number) => `science-${n}`;

type Answer = Parameters<typeof play>[3];

/**
 * Uses a made-up card whose effect is `text` on the table of `layout` and answers the choices in order.
 * The card lies in `at` (the expelled cards unless said), so "another card" can tell it apart.
 */
function after(text: string, layout: Layout, answers: Answer[] = [], at = 'expelled'): TableState {
  const { effect, problems } = compileEffectText(`Test – ${text}`);
  expect(problems).toEqual([]);
  const card: Card = {
    id: 'test',
    value: 5,
    domain: 'science',
    name: 'Test Card',
    year: 2000,
    people: 'Nobody',
    fact: 'A card for a test.',
    source: 'provisional',
    effect,
  };
  const game = createSandbox([...DECK, card], SANDBOX_TERMS);
  const { state } = table(layout);
  state.cards.test = 'test';
  state.zones[at].push('test');
  return play(game, state, { type: 'use', card: 'test', source: 'test' }, ...answers);
}

/** As `after`, and the effect must be over: no choice left. */
function done(text: string, layout: Layout, answers: Answer[] = [], at?: string): TableState {
  const s = after(text, layout, answers, at);
  expect(s.pending, s.pending ? `still asks: ${s.pending.prompt}` : '').toBeNull();
  return s;
}

const hand = (s: TableState, seat: number) => zone(s, `hand:${seat}`);
const hands = (s: TableState) => Array.from({ length: s.players }, (_, seat) => hand(s, seat));
const company = (s: TableState, seat: number) => zone(s, `company:${seat}`);

suite('players', () => {
  it('"They …" after one player is named is that player: the opponent chosen, the one of each round', () => {
    // Player 3 is chosen, and discards: the others keep their cards.
    const chosen = done('Choose an opponent. They discard a card.', { hands: [[K(1)], [S(1)], [S(2)]] }, ['Player 3']);
    expect(hands(chosen)).toEqual([[K(1)], [S(1)], []]);
    const drawn = done(
      'An opponent discards a card. Then, they draw a card.',
      {
        hands: [[], [S(1)], [S(2)]],
        deck: [K(1)],
      },
      ['Player 2'],
    );
    expect(hands(drawn)).toEqual([[], [K(1)], [S(2)]]);
    const each = done('For each opponent, they draw a card.', { deck: [S(1), S(2)] });
    expect(hands(each)).toEqual([[], [S(1)], [S(2)]]);
  });

  it('"Exchange your hand with an opponent\'s hand.": every card of each, however many each holds', () => {
    // One card for one was swapped before: Player 3 got Algebra only, and you kept Geometry.
    const layout = { hands: [[K(1), K(2)], [S(1)], [S(2)]] };
    const s = done("Exchange your hand with an opponent's hand.", layout, ['Player 3']);
    expect(hands(s)).toEqual([[S(2)], [S(1)], [K(1), K(2)]]);
    expect(hands(done('Swap hands with an opponent.', layout, ['Player 3']))).toEqual(hands(s));
    const discard = done('Exchange your hand with the discard.', { hands: [[K(1)], [], []], discard: [S(1), S(2)] });
    expect([hand(discard, 0), zone(discard, 'discard')]).toEqual([[S(1), S(2)], [K(1)]]);
  });

  it('"Every …" and "All opponents" say "each …"', () => {
    const layout = { deck: [S(1), S(2), S(3)] };
    for (const text of [
      'Every opponent draws a card.',
      'All opponents draw a card.',
      'Every other player draws a card.',
    ])
      expect(hands(done(text, layout)), text).toEqual([[], [S(1)], [S(2)]]);
    expect(hands(done('Every player draws a card.', layout))).toEqual([[S(1)], [S(2)], [S(3)]]);
  });

  it('"each opponent" as the subject: every player but you, in turn order', () => {
    const s = done('Each opponent draws a card.', { deck: [S(1), S(2), S(3)] });
    expect(hands(s)).toEqual([[], [S(1)], [S(2)]]);
  });

  it('"each opponent" as the target: "Give each opponent a card." gives one to each', () => {
    // Player 2 is given the card chosen; Player 3 the one left, without a choice.
    const s = done('Give each opponent a card.', { hands: [[S(1), S(2)], [], []] }, ['Geometry']);
    expect(hands(s)).toEqual([[], [S(1)], [S(2)]]);
  });

  it('"the player on your right": the seat before yours', () => {
    expect(hands(done('The player on your right draws a card.', { deck: [S(1)] }))).toEqual([[], [], [S(1)]]);
    const given = done('Give a card from your hand to the player on your right.', { hands: [[S(1)], [], []] });
    expect(hands(given)).toEqual([[], [], [S(1)]]);
  });

  it('"the player on their right": the seat before the acting player\'s', () => {
    // Player 1 gives to Player 3, Player 2 to Player 1, Player 3 (now holding Geometry and Algebra) to Player 2.
    const text = 'Each player passes a card from their hand to the player on their right.';
    const s = done(text, { hands: [[S(1)], [S(2)], [S(3)]] }, ['Algebra']);
    expect(hands(s)).toEqual([[S(2)], [S(3)], [S(1)]]);
  });

  it('"the player with the most cards in their hand": that player, without a choice when one has most', () => {
    const s = done(
      'The player with the most cards in their hand discards a card.',
      { hands: [[S(1)], [S(2), S(3)], [K(1)]] },
      ['Zero'],
    );
    expect(hands(s)).toEqual([[S(1)], [S(3)], [K(1)]]);
    expect(zone(s, 'discard')).toEqual([S(2)]);
  });

  it("a tie for the most cards is the user's choice, a typed player choice", () => {
    const text = 'The player with the most cards in their hand discards a card.';
    const asking = after(text, { hands: [[S(1)], [S(2), S(3)], [K(1), K(2)]] });
    expect(asking.pending).toMatchObject({ seat: 0, kind: 'effect/player', min: 1, max: 1 });
    expect(asking.pending?.options.map((o) => o.seat)).toEqual([1, 2]);
    const s = done(text, { hands: [[S(1)], [S(2), S(3)], [K(1), K(2)]] }, ['Player 3', 'Paper']);
    expect(hands(s)).toEqual([[S(1)], [S(2), S(3)], [K(1)]]);
  });

  it('"the player with the fewest cards in their hand" as a target, and "that player" after it', () => {
    const s = done(
      'Give a card to the player with the fewest cards in their hand. That player draws a card.',
      { hands: [[S(1), S(2)], [K(1)], []], deck: [K(3)] },
      ['Geometry'],
    );
    expect(hands(s)).toEqual([[S(2)], [K(1)], [K(3), S(1)]]);
  });

  it('"another card you control": never the card whose effect runs', () => {
    const s = done('Expel another card you control.', { companies: [[S(1)]] }, [], 'company:0');
    expect(company(s, 0)).toEqual(['test']);
    expect(zone(s, 'expelled')).toContain(S(1));
    // Without "another", the card itself is one of the candidates.
    const any = after('Expel a card you control.', { companies: [[S(1)]] }, [], 'company:0');
    expect(any.pending?.options.map((o) => o.instance)).toEqual([S(1), 'test']);
  });

  it('"the other player": the opponent of a two-player game; of three, the actor chooses', () => {
    expect(hands(done('The other player draws a card.', { players: 2, deck: [S(1)] }))).toEqual([[], [S(1)]]);
    const three = after('The other player draws a card.', { deck: [S(1)] });
    expect(three.pending).toMatchObject({ seat: 0, kind: 'effect/player' });
    expect(three.pending?.options.map((o) => o.seat)).toEqual([1, 2]);
  });

  it('"An opponent chooses a card from your hand.": the opponent makes the choice, blind', () => {
    const text = 'An opponent chooses a card from your hand. Discard it.';
    const layout = { hands: [[S(1), S(2)], [], []] };
    const asking = after(text, layout, ['Player 3']);
    // The choice waits on Player 3, who may not see your hand: the options name places, not cards.
    expect(asking.pending).toMatchObject({ seat: 2, kind: 'effect/cards' });
    // The prompt speaks to Player 3: the hand is Player 1's, not "your hand".
    expect(asking.pending?.prompt).toBe("Choose a card from Player 1's hand to pick");
    expect(
      after('An opponent chooses a card you control. Expel it.', { companies: [[S(1), S(2)]] }, ['Player 2']).pending
        ?.prompt,
    ).toBe('Choose a card Player 1 controls to pick');
    expect(asking.pending?.options.map((o) => [o.instance, o.place])).toEqual([
      [undefined, { zone: 'hand:0', index: 0 }],
      [undefined, { zone: 'hand:0', index: 1 }],
    ]);
    const s = done(text, layout, ['Player 3', 1]);
    expect(hand(s, 0)).toEqual([S(1)]);
    expect(zone(s, 'discard')).toEqual([S(2)]);
  });
});

suite("designers' words for existing verbs", () => {
  it('steal: "Steal a card from an opponent." takes it from their hand into yours', () => {
    const s = done('Steal a card from an opponent.', { hands: [[K(1)], [S(1)], [S(2)]] }, ['Player 2']);
    expect(hands(s)).toEqual([[S(1), K(1)], [], [S(2)]]);
  });

  it('steal: "Each player steals a card from the player on their left." into each thief\'s own hand', () => {
    // Player 1 takes Zero from Player 2; Player 2 takes Algebra from Player 3; Player 3 then picks blind
    // from Player 1's two cards (Zero on top, Geometry under it) and takes the second.
    const asking = after('Each player steals a card from the player on their left.', {
      hands: [[S(1)], [S(2)], [S(3)]],
    });
    expect([asking.pending?.seat, asking.pending?.prompt]).toEqual([
      2,
      "Choose a card from the player on your left's hand to take",
    ]);
    const s = done(
      'Each player steals a card from the player on their left.',
      { hands: [[S(1)], [S(2)], [S(3)]] },
      [1],
    );
    expect(hands(s)).toEqual([[S(2)], [S(3)], [S(1)]]);
  });

  it('swap: "Swap two neutral cards in play." exchanges them', () => {
    const s = done('Swap two neutral cards in play.', { market: [S(1), S(2), S(3)] }, [['Geometry', 'Algebra']]);
    expect(zone(s, 'market')).toEqual([S(3), S(2), S(1)]);
  });

  it('peek: "Peek at the top card of the deck." only you see it', () => {
    const s = after('Peek at the top card of the deck. You may draw a card.', { deck: [S(1), S(2)] });
    expect(s.looked).toEqual({ [S(1)]: [0] });
    expect(zone(s, 'deck').slice(0, 2)).toEqual([S(1), S(2)]);
  });

  it('return: "Return a card you control to your hand."', () => {
    const s = done('Return a card you control to your hand.', { companies: [[S(1)]], hands: [[K(1)]] });
    expect(company(s, 0)).toEqual([]);
    expect(hand(s, 0)).toEqual([S(1), K(1)]);
  });

  it('pass: "Pass a card to the player on your left." gives it from your hand', () => {
    const s = done('Pass a card to the player on your left.', { hands: [[S(1), S(2)], [], []] }, ['Zero']);
    expect(hands(s)).toEqual([[S(1)], [S(2)], []]);
  });

  it('"That player reveals their hand." — the subject reveals their own hand to all', () => {
    const s = after(
      'Pick an opponent. That player reveals their hand. You may draw a card.',
      { hands: [[], [S(1), S(2)], [S(3)]] },
      ['Player 2'],
    );
    expect(s.revealed).toEqual([S(1), S(2)]);
    expect(s.pending?.kind).toBe('effect/may');
  });
});

suite('phrases', () => {
  it('value ranges: "of value 4 to 8", "between 4 and 8" — both ends included', () => {
    const s = done('Discard a card of value 4 to 8.', { hands: [[S(3), S(5), S(9)]] });
    expect(hand(s, 0)).toEqual([S(3), S(9)]);
    const between = done('Take a card of value between 4 and 8 in the discard into your hand.', {
      discard: [S(3), S(8), S(9)],
    });
    expect(hand(between, 0)).toEqual([S(8)]);
    const asking = after('Expel a card of value 4 to 8 in the discard.', { discard: [S(3), S(4), S(8), S(9)] });
    expect(asking.pending?.options.map((o) => o.instance)).toEqual([S(4), S(8)]);
  });

  it('a value range in a condition: "If its value is between 4 and 8, …"', () => {
    const text = 'Reveal the top card of the deck. If its value is between 4 and 8, draw it.';
    expect(hand(done(text, { deck: [S(4)] }), 0)).toEqual([S(4)]);
    expect(hand(done(text, { deck: [S(9)] }), 0)).toEqual([]);
  });

  it('plural subjects: "Knowledge cards you control count as Science cards." — every one of them', () => {
    const s = done('Knowledge cards you control count as Science cards.', { companies: [[K(1), S(2), K(3)], [K(4)]] });
    expect(s.modifiers).toEqual([
      { instance: K(1), domain: 'science', until: 'round' },
      { instance: K(3), domain: 'science', until: 'round' },
    ]);
    const all = done('Cards you control count as value 1 until the end of the turn.', { companies: [[K(1), S(2)]] });
    expect(all.modifiers).toEqual([
      { instance: K(1), value: 1, until: 'turn' },
      { instance: S(2), value: 1, until: 'turn' },
    ]);
  });

  it('"it" as a place: "Look at an opponent\'s hand. Take a card from it into your hand."', () => {
    // Player 2's hand is looked at, so the cards are named in the choice; the card taken goes on top of your hand.
    const s = done(
      "Look at an opponent's hand. Take a card from it into your hand.",
      { hands: [[K(1)], [S(1), S(2)], [S(3)]] },
      ['Player 2', 'Zero'],
    );
    expect(hands(s)).toEqual([[S(2), K(1)], [S(1)], [S(3)]]);
  });

  it('"it" as a place: the discard named before', () => {
    const s = done('Look at the discard. Take two cards from it into your hand.', { discard: [S(1), S(2), S(3)] }, [
      ['Geometry', 'Algebra'],
    ]);
    expect(hand(s, 0)).toEqual([S(3), S(1)]);
    expect(zone(s, 'discard')).toEqual([S(2)]);
  });
});

suite("the game's own zones", () => {
  it('"Expel a card in the market.": the cards of the zone the rules file names', () => {
    const s = done('Expel a card in the market.', { market: [S(1), S(2)], companies: [[S(3)]] }, ['Geometry']);
    // The market keeps its slots: the card's place is left empty.
    expect(s.zones.market).toEqual([null, S(2)]);
    expect(company(s, 0)).toEqual([S(3)]);
    expect(zone(s, 'expelled')).toContain(S(1));
  });

  it('"Take a card from the market into your hand." and "Look at the market. Take a card from it …"', () => {
    const s = done('Take a card from the market into your hand.', { market: [S(1)], hands: [[K(1)]] });
    expect(hand(s, 0)).toEqual([S(1), K(1)]);
    const it = done('Look at the market. Take a card from it into your hand.', { market: [S(1), S(2)] }, ['Zero']);
    expect(hand(it, 0)).toEqual([S(2)]);
    expect(it.zones.market).toEqual([S(1), null]);
  });
});
