// Repetition, quantities, conditions on the table and chosen values (issue 17, constructs 1–4), run on
// the effect sandbox: a table laid out by hand, one made-up card with the sentence as its effect, and the
// table after it, worked out by hand from the sentence's meaning.
import { describe as suite, expect, it } from 'vitest';
import type { TableState } from '../../src/engine/state.js';
import { useText as after, useTextDone as done, zone } from './harness.js';

const K = (n: number) => `knowledge-${n}`;
const S = (n: number) => `science-${n}`;
const T = (n: number) => `technology-${n}`;
const V = (n: number) => `services-${n}`;
const WILD = 'wild-1';

const hand = (s: TableState, seat: number) => zone(s, `hand:${seat}`);

suite('repetition', () => {
  it('"Draw cards until your hand has six cards." — one at a time, until the hand has six', () => {
    const s = done('Draw cards until your hand has six cards.', {
      hands: [[K(1), K(2), K(3), K(4)]],
      deck: [S(1), S(2), S(3)],
    });
    expect(hand(s, 0)).toEqual([S(2), S(1), K(1), K(2), K(3), K(4)]);
    expect(zone(s, 'deck')[0]).toBe(S(3));
  });

  it('draws nothing when the hand already has six cards', () => {
    const s = done('Draw cards until your hand has six cards.', {
      hands: [[K(1), K(2), K(3), K(4), K(5), K(6), K(7)]],
      deck: [S(1)],
    });
    expect(hand(s, 0)).toHaveLength(7);
  });

  it('is bounded: it ends when the deck and the discard run out', () => {
    const s = done('Draw cards until your hand has six cards.', { deck: [S(1), S(2)], rest: 'expelled' });
    expect(hand(s, 0)).toEqual([S(2), S(1)]);
    expect(s.log.length).toBeLessThan(20);
  });

  it('"Discard cards until your hand has three cards." — at most three left, each discard chosen', () => {
    const s = done(
      'Discard cards until your hand has three cards.',
      { hands: [[S(1), S(2), S(3), S(4), S(5)]] },
      'Geometry',
      'Zero',
    );
    expect(hand(s, 0)).toEqual([S(3), S(4), S(5)]);
    expect(zone(s, 'discard')).toEqual([S(2), S(1)]);
  });

  it('"Reveal cards from the top of the deck until you reveal a Services card." — "it" is that card, "the rest" the others', () => {
    const text = 'Reveal cards from the top of the deck until you reveal a Services card. Draw it. Discard the rest.';
    const s = done(text, { deck: [S(1), K(1), V(1), S(2)] });
    expect(hand(s, 0)).toEqual([V(1)]);
    expect(zone(s, 'discard').sort()).toEqual([K(1), S(1)]);
    expect(zone(s, 'deck')[0]).toBe(S(2));
  });

  it('reveals until the deck runs out when no card meets the condition: "it" is nothing, "the rest" every card revealed', () => {
    const text = 'Reveal cards from the top of the deck until you reveal a Services card. Draw it. Discard the rest.';
    const s = done(text, { deck: [S(1), K(1)], discard: [], rest: 'expelled' });
    expect(hand(s, 0)).toEqual([]);
    expect(zone(s, 'discard').sort()).toEqual([K(1), S(1)]);
  });

  it('"Each player draws cards until their hand has two cards." — for each player, their own hand', () => {
    const s = done('Each player draws cards until their hand has two cards.', {
      hands: [[K(1)], [K(2), K(3)], []],
      deck: [S(1), S(2), S(3), S(4)],
    });
    expect([hand(s, 0), hand(s, 1), hand(s, 2)]).toEqual([
      [S(1), K(1)],
      [K(2), K(3)],
      [S(3), S(2)],
    ]);
  });
});

suite('quantities', () => {
  it('"Draw a card for each Knowledge card you control."', () => {
    const s = done('Draw a card for each Knowledge card you control.', {
      companies: [[K(1), K(2), S(9)]],
      deck: [S(1), S(2), S(3)],
    });
    expect(hand(s, 0)).toEqual([S(2), S(1)]);
    const none = done('Draw a card for each Knowledge card you control.', { companies: [[S(9)]], deck: [S(1)] });
    expect(hand(none, 0)).toEqual([]);
  });

  it('"For each opponent, discard a card." — once for each opponent; "that player" is the opponent meanwhile', () => {
    const s = done('For each opponent, discard a card.', { hands: [[S(1), S(2), S(3)]] }, 'Geometry', 'Zero');
    expect(hand(s, 0)).toEqual([S(3)]);
    const theirs = done('For each opponent, that player draws a card.', { deck: [S(1), S(2)] });
    expect([hand(theirs, 0), hand(theirs, 1), hand(theirs, 2)]).toEqual([[], [S(1)], [S(2)]]);
  });

  it('"For each opponent, …" going on from a choice keeps the player a sentence inside named since', () => {
    // Each round the tie for the fewest cards is yours to break; the player chosen is "that player".
    const s = done(
      'For each opponent, the player with the fewest cards in their hand discards a card that player controls.',
      { hands: [[K(1), K(2), K(3)], [K(4)], [K(5)]], companies: [[], [S(1), S(2)], [S(3), S(4)]] },
      'Player 3',
      'Algebra',
      'Player 2',
      'Geometry',
    );
    expect([zone(s, 'company:1'), zone(s, 'company:2')]).toEqual([[S(2)], [S(4)]]);
  });

  it('"Discard up to three cards. Then, draw that many cards."', () => {
    const text = 'Discard up to three cards. Then, draw that many cards.';
    const two = done(text, { hands: [[K(1), K(2), K(3)]], deck: [S(1), S(2), S(3)] }, ['Writing', 'Paper']);
    expect(hand(two, 0)).toEqual([S(2), S(1), K(3)]);
    const none = done(text, { hands: [[K(1)]], deck: [S(1)] }, []);
    expect(hand(none, 0)).toEqual([K(1)]);
  });

  it('"the number of cards in your hand": "Draw cards equal to the number of cards in your hand."', () => {
    const s = done('Draw cards equal to the number of cards in your hand.', {
      hands: [[K(1), K(2)]],
      deck: [S(1), S(2), S(3)],
    });
    expect(hand(s, 0)).toEqual([S(2), S(1), K(1), K(2)]);
  });
});

suite('conditions on the table', () => {
  const drawsIf = (condition: string, layout: Parameters<typeof done>[1]) =>
    hand(done(`If ${condition}, draw a card.`, { ...layout, deck: [S(13)] }), 0).includes(S(13));

  it('counts: "If you control three or more Technology cards, …"', () => {
    expect(drawsIf('you control three or more Technology cards', { companies: [[T(1), T(2), T(3)]] })).toBe(true);
    expect(drawsIf('you control three or more Technology cards', { companies: [[T(1), T(2), S(3)]] })).toBe(false);
  });

  it('counts: "If the deck has fewer than ten cards, …"', () => {
    expect(drawsIf('the deck has fewer than ten cards', { rest: 'expelled' })).toBe(true);
    expect(drawsIf('the deck has fewer than ten cards', {})).toBe(false);
  });

  it('counts: "If your hand has no cards, …", "If the number of cards in your hand is 2 or less, …"', () => {
    expect(drawsIf('your hand has no cards', { hands: [[]] })).toBe(true);
    expect(drawsIf('your hand has no cards', { hands: [[K(1)]] })).toBe(false);
    expect(drawsIf('the number of cards in your hand is 2 or less', { hands: [[K(1), K(2)]] })).toBe(true);
    expect(drawsIf('the number of cards in your hand is 2 or less', { hands: [[K(1), K(2), K(3)]] })).toBe(false);
  });

  it('comparisons between players: "If you have more cards in your hand than each opponent, …"', () => {
    expect(drawsIf('you have more cards in your hand than each opponent', { hands: [[K(1), K(2)], [K(3)], []] })).toBe(
      true,
    );
    expect(
      drawsIf('you have more cards in your hand than each opponent', { hands: [[K(1), K(2)], [K(3), K(4)], []] }),
    ).toBe(false);
    expect(
      drawsIf('you have more cards in your hand than an opponent', { hands: [[K(1), K(2)], [K(3), K(4)], []] }),
    ).toBe(true);
    expect(drawsIf('you control fewer cards than each opponent', { companies: [[], [K(1)], [K(2)]] })).toBe(true);
  });

  it('"If you do, …" after an optional step: only when it was done', () => {
    const text = 'You may discard a card. If you do, draw two cards.';
    expect(hand(done(text, { hands: [[K(1)]], deck: [S(1), S(2)] }, 'Yes'), 0)).toEqual([S(2), S(1)]);
    expect(hand(done(text, { hands: [[K(1)]], deck: [S(1), S(2)] }, 'No'), 0)).toEqual([K(1)]);
  });

  it('"If they do, …" after one other player\'s optional step: only when that player did it', () => {
    const text = 'Choose an opponent. They may discard a card. If they do, draw a card.';
    const layout = () => ({ players: 2, hands: [[], [K(1)]], deck: [S(1)] });
    // The opponent is asked, and their answer decides whether you draw.
    const yes = done(text, layout(), 'Player 2', 'Yes');
    expect([hand(yes, 0), hand(yes, 1), zone(yes, 'discard')]).toEqual([[S(1)], [], [K(1)]]);
    const no = done(text, layout(), 'Player 2', 'No');
    expect([hand(no, 0), hand(no, 1)]).toEqual([[], [K(1)]]);
    const not = done(
      'Choose an opponent. That player may discard a card. If that player does not, draw a card.',
      layout(),
      'Player 2',
      'No',
    );
    expect(hand(not, 0)).toEqual([S(1)]);
  });

  it('"the top card of the discard": the card discarded last, taken with no choice', () => {
    const one = done('Take the top card of the discard into your hand.', { discard: [K(1), K(2), K(3)] });
    expect([hand(one, 0), zone(one, 'discard')]).toEqual([[K(1)], [K(2), K(3)]]);
    const two = done('Draw the top two cards of the discard.', { discard: [K(1), K(2), K(3)] });
    expect(zone(two, 'discard')).toEqual([K(3)]);
    expect(hand(two, 0).sort()).toEqual([K(1), K(2)]);
    // The card a sentence before discarded is the top one.
    const after = done('Discard a card. Then, take the top card of the discard into your hand.', {
      hands: [[S(1)]],
      discard: [K(1)],
    });
    expect([hand(after, 0), zone(after, 'discard')]).toEqual([[S(1)], [K(1)]]);
    const none = done('Take the top card of the discard into your hand.', { discard: [] });
    expect(hand(none, 0)).toEqual([]);
  });

  it('"If you do, …" after a possibly impossible step: not when there was nothing to do', () => {
    const text = "Discard a Science card. If you do, draw a card. If you don't, expel a card in the discard.";
    const did = done(text, { hands: [[S(1)]], deck: [K(1)], discard: [K(2)] });
    expect([hand(did, 0), zone(did, 'discard')]).toEqual([[K(1)], [S(1), K(2)]]);
    const didNot = done(text, { hands: [[K(3)]], deck: [K(1)], discard: [K(2)] });
    expect([hand(didNot, 0), zone(didNot, 'discard')]).toEqual([[K(3)], []]);
  });

  it('"Otherwise, …": the other sentences when the condition does not hold', () => {
    const text = 'Reveal the top card of the deck. If it is a Science card, draw it. Otherwise, discard it.';
    expect(hand(done(text, { deck: [S(1)] }), 0)).toEqual([S(1)]);
    const not = done(text, { deck: [K(1)] });
    expect([hand(not, 0), zone(not, 'discard')]).toEqual([[], [K(1)]]);
  });

  it('negation: "If it is not a wild card, …"', () => {
    const text = 'Reveal the top card of the deck. If it is not a wild card, draw it.';
    expect(hand(done(text, { deck: [S(1)] }), 0)).toEqual([S(1)]);
    expect(hand(done(text, { deck: [WILD] }), 0)).toEqual([]);
  });

  it('several cards: "If both are …", "If all of them are …", "If any of them is …"', () => {
    const both = 'Reveal the top two cards of the deck. If both are Science cards, draw them.';
    expect(hand(done(both, { deck: [S(1), S(2)] }), 0).sort()).toEqual([S(1), S(2)]);
    expect(hand(done(both, { deck: [S(1), K(2)] }), 0)).toEqual([]);
    const all = 'Reveal the top three cards of the deck. If all of them are cards of value 5 or less, draw them.';
    expect(hand(done(all, { deck: [S(1), S(2), S(5)] }), 0)).toHaveLength(3);
    expect(hand(done(all, { deck: [S(1), S(2), S(6)] }), 0)).toHaveLength(0);
    const any = 'Reveal the top three cards of the deck. If any of them is a Knowledge card, draw a card.';
    expect(hand(done(any, { deck: [S(1), K(2), S(3), S(4)] }), 0)).toEqual([S(1)]);
    expect(hand(done(any, { deck: [S(1), S(2), S(3), S(4)] }), 0)).toEqual([]);
  });
});

suite('chosen values', () => {
  it('"Choose a domain." — a typed choice; "that domain" later in the effect', () => {
    const text = 'Choose a domain. Each player discards all cards of that domain from their hand.';
    const asking = after(text, { hands: [[K(1), S(1)], [K(2)], [T(1)]] });
    expect(asking.pending?.kind).toBe('effect/domain');
    expect(asking.pending?.options.map((o) => o.domain)).toEqual(['knowledge', 'science', 'technology', 'services']);
    const s = done(text, { hands: [[K(1), S(1)], [K(2)], [T(1)]] }, 'Knowledge');
    expect([hand(s, 0), hand(s, 1), hand(s, 2)]).toEqual([[S(1)], [], [T(1)]]);
  });

  it('"Choose a number from 1 to 13." — a typed choice; "the chosen number" later in the effect', () => {
    const text =
      'Choose a number from 1 to 13. Reveal the top card of the deck. If its value is the chosen number, draw it.';
    const asking = after(text, { deck: [S(7)] });
    expect(asking.pending?.kind).toBe('effect/number');
    expect(asking.pending?.options.map((o) => o.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(hand(done(text, { deck: [S(7)] }, '7'), 0)).toEqual([S(7)]);
    expect(hand(done(text, { deck: [S(7)] }, '8'), 0)).toEqual([]);
  });

  it('a smaller range: "Choose a number from 3 to 5."', () => {
    const s = after('Choose a number from 3 to 5. Draw a card.', { deck: [S(1)] });
    expect(s.pending?.options.map((o) => o.number)).toEqual([3, 4, 5]);
  });
});
