// Every sentence shape that docs/dsl.md documents, run on the effect sandbox: a table laid out by hand,
// one made-up card with the shape as its effect, and the table after it, worked out by hand from the
// shape's meaning. Each test's name quotes the documented example it runs.
import { describe as suite, expect, it } from 'vitest';
import { compileEffectText } from '../../src/dsl/index.js';
import type { TableState } from '../../src/engine/state.js';
import { seedRng } from '../../src/engine/rng.js';
import { play, tableWithText, useText, useTextDone, zone } from './harness.js';

const K = (n: number) => `knowledge-${n}`;
const S = (n: number) => `science-${n}`;
const T = (n: number) => `technology-${n}`;
const V = (n: number) => `services-${n}`;
const WILD = 'wild-1';

const [after, done, withCard] = [useText, useTextDone, tableWithText];

const hand = (s: TableState, seat: number) => zone(s, `hand:${seat}`);
const company = (s: TableState, seat: number) => zone(s, `company:${seat}`);

suite('sentences', () => {
  it('"Draw a card." — an order to you, the player using the card', () => {
    const s = done('Draw a card.', { deck: [S(1), S(2)], hands: [[K(1)]] });
    expect(hand(s, 0)).toEqual([S(1), K(1)]);
    expect(zone(s, 'deck')[0]).toBe(S(2));
  });

  it('"All players draw a card." — a player phrase as the subject; the active player first, then to the left', () => {
    const s = done('All players draw a card.', { deck: [S(1), S(2), S(3)] });
    expect([hand(s, 0), hand(s, 1), hand(s, 2)]).toEqual([[S(1)], [S(2)], [S(3)]]);
  });

  it('"Each other player discards a card." — each other player chooses from their own hand', () => {
    const s = done('Each other player discards a card.', { hands: [[K(1)], [S(1), S(2)], [S(3)]] }, 'Zero');
    expect(hand(s, 0)).toEqual([K(1)]);
    expect(hand(s, 1)).toEqual([S(1)]);
    expect(hand(s, 2)).toEqual([]);
    expect(zone(s, 'discard')).toEqual([S(3), S(2)]);
  });

  it('"That player draws two cards." — after "Pick a player."', () => {
    const s = done('Pick a player. That player draws two cards.', { deck: [S(1), S(2), S(3)] }, 'Player 3');
    expect(hand(s, 2)).toEqual([S(2), S(1)]);
    expect(hand(s, 0)).toEqual([]);
  });

  it('"Then, …" — read in order, like a plain sentence', () => {
    const s = done('Draw a card. Then, discard a card.', { deck: [S(2)], hands: [[S(1)]] }, 'Geometry');
    expect(hand(s, 0)).toEqual([S(2)]);
    expect(zone(s, 'discard')).toEqual([S(1)]);
  });

  it('"You may …" — optional: yes does it, no does not', () => {
    expect(hand(done('You may draw a card.', { deck: [S(1)] }, 'Yes'), 0)).toEqual([S(1)]);
    const declined = done('You may draw a card.', { deck: [S(1)] }, 'No');
    expect(hand(declined, 0)).toEqual([]);
    expect(zone(declined, 'deck')[0]).toBe(S(1));
  });

  it('"Each player may …" — each player chooses for themselves', () => {
    const s = done('Each player may draw a card.', { deck: [S(1), S(2), S(3)] }, 'Yes', 'No', 'Yes');
    expect([hand(s, 0), hand(s, 1), hand(s, 2)]).toEqual([[S(1)], [], [S(2)]]);
  });

  it('"… or …" — the actor chooses one clause', () => {
    const drew = done('Draw a card or discard a card.', { deck: [S(2)], hands: [[S(1)]] }, 0);
    expect(hand(drew, 0)).toEqual([S(2), S(1)]);
    const discarded = done('Draw a card or discard a card.', { deck: [S(2)], hands: [[S(1)]] }, 1);
    expect(hand(discarded, 0)).toEqual([]);
    expect(zone(discarded, 'discard')).toEqual([S(1)]);
  });

  it('"… and …" — both clauses, in order', () => {
    const s = done('Draw a card and discard a card.', { deck: [S(2)], hands: [[S(1)]] }, 'Zero');
    expect(hand(s, 0)).toEqual([S(1)]);
    expect(zone(s, 'discard')).toEqual([S(2)]);
  });

  it('"If <condition>, <clause>." — the clause runs only when the condition holds', () => {
    const text = 'Reveal the top card of the deck. If it is a Science card, draw it.';
    expect(hand(done(text, { deck: [S(1)] }), 0)).toEqual([S(1)]);
    const not = done(text, { deck: [K(1)] });
    expect(hand(not, 0)).toEqual([]);
    expect(zone(not, 'deck')[0]).toBe(K(1));
  });

  it('"… until the end of the turn." — the duration of a lasting effect; without it, the game\'s default', () => {
    const turn = done('A card you control counts as a Knowledge card until the end of the turn.', {
      companies: [[S(1)]],
    });
    expect(turn.modifiers.map((m) => [m.instance, m.until])).toEqual([[S(1), 'turn']]);
    const round = done('A card you control counts as a Knowledge card.', { companies: [[S(1)]] });
    expect(round.modifiers.map((m) => [m.instance, m.until])).toEqual([[S(1), 'round']]);
  });
});

suite('verbs', () => {
  it('draw: "Draw two cards." "Draw it." "Draw a card from the discard."', () => {
    expect(hand(done('Draw two cards.', { deck: [S(1), S(2), S(3)] }), 0)).toEqual([S(2), S(1)]);
    expect(hand(done('Reveal the top card of the deck. Draw it.', { deck: [S(1)] }), 0)).toEqual([S(1)]);
    const fromDiscard = done('Draw a card from the discard.', { discard: [S(1), S(2)] }, 'Zero');
    expect(hand(fromDiscard, 0)).toEqual([S(2)]);
    expect(zone(fromDiscard, 'discard')).toEqual([S(1)]);
  });

  it('reveal: "Reveal the top three cards of the deck." — for all to see while the effect runs, then back in their order', () => {
    const text = 'Reveal the top three cards of the deck. You may draw a card.';
    const asking = after(text, { deck: [S(1), S(2), S(3), S(4)] });
    expect(asking.revealed).toEqual([S(1), S(2), S(3)]);
    const s = done(text, { deck: [S(1), S(2), S(3), S(4)] }, 'No');
    expect(s.revealed).toEqual([]);
    expect(zone(s, 'deck').slice(0, 4)).toEqual([S(1), S(2), S(3), S(4)]);
  });

  it('look: "Look at a player\'s hand." — only the one who looks sees it', () => {
    const asking = after(
      "Look at a player's hand. You may draw a card.",
      { hands: [[], [S(1), S(2)], [S(3)]] },
      'Player 2',
    );
    expect(asking.looked).toEqual({ [S(1)]: [0], [S(2)]: [0] });
    expect(asking.pending?.seat).toBe(0);
  });

  it('exchange: "Exchange two neutral cards in play." — they swap places', () => {
    const s = done('Exchange two neutral cards in play.', { market: [S(1), S(2), S(3)] }, ['Geometry', 'Algebra']);
    expect(zone(s, 'market')).toEqual([S(3), S(2), S(1)]);
  });

  it('exchange: "Exchange a card you control with a card in the discard."', () => {
    const s = done(
      'Exchange a card you control with a card in the discard.',
      { companies: [[S(1), S(2)]], discard: [K(1), K(2)] },
      'Zero',
      'Paper',
    );
    expect(company(s, 0)).toEqual([S(1), K(2)]);
    expect(zone(s, 'discard')).toEqual([K(1), S(2)]);
  });

  it('replace: "Replace a card you control with it." — the old card is discarded, the new one takes its place', () => {
    const s = done(
      'Reveal the top card of the deck. Replace a card you control with it.',
      { deck: [K(1)], companies: [[S(1), S(2)]] },
      'Geometry',
    );
    expect(company(s, 0)).toEqual([K(1), S(2)]);
    expect(zone(s, 'discard')).toEqual([S(1)]);
  });

  it('expel: "Expel a card in the discard." — removed from the game', () => {
    const s = done('Expel a card in the discard.', { discard: [S(1), S(2)] }, 'Zero');
    expect(zone(s, 'discard')).toEqual([S(1)]);
    expect(zone(s, 'expelled')).toContain(S(2));
  });

  it('discard: "Discard a card." "Discard them."', () => {
    const one = done('Discard a card.', { hands: [[S(1), S(2)]] }, 'Geometry');
    expect(hand(one, 0)).toEqual([S(2)]);
    expect(zone(one, 'discard')).toEqual([S(1)]);
    const them = done('Draw two cards. Discard them.', { deck: [S(1), S(2)], hands: [[K(1)]] });
    expect(hand(them, 0)).toEqual([K(1)]);
    expect(zone(them, 'discard').sort()).toEqual([S(1), S(2)]);
  });

  it('give: "Give each player a card from your hand." and "give CARDS to PLAYER"', () => {
    const each = done(
      'Give each other player a card from your hand.',
      { hands: [[S(1), S(2), S(3)], [], []] },
      'Geometry',
      'Algebra',
    );
    expect([hand(each, 0), hand(each, 1), hand(each, 2)]).toEqual([[S(2)], [S(1)], [S(3)]]);
    const left = done(
      'Give a card from your hand to the player on your left.',
      { hands: [[S(1), S(2)], [], []] },
      'Zero',
    );
    expect([hand(left, 0), hand(left, 1)]).toEqual([[S(1)], [S(2)]]);
  });

  it('take: "Take a Science card in the discard into your hand."', () => {
    const s = done('Take a Science card in the discard into your hand.', { discard: [K(1), S(1), S(2)] }, 'Zero');
    expect(hand(s, 0)).toEqual([S(2)]);
    expect(zone(s, 'discard')).toEqual([K(1), S(1)]);
  });

  it('pick: "Pick a player." "Pick a card in the discard." — named for the sentences after', () => {
    const player = done('Pick a player. That player discards a card.', { hands: [[], [S(1)], [S(2)]] }, 'Player 3');
    expect(zone(player, 'discard')).toEqual([S(2)]);
    const card = done('Pick a card in the discard. Draw it.', { discard: [S(1), S(2)] }, 'Zero');
    expect(hand(card, 0)).toEqual([S(2)]);
  });

  it('put: "Put the rest at the bottom of the deck." and "… on top of the deck in any order"', () => {
    const layout = { deck: [S(1), S(2), S(3), S(4)], rest: 'expelled' as const };
    const bottom = done(
      'Reveal the top three cards of the deck. Draw one of them. Put the rest at the bottom of the deck.',
      layout,
      'Zero',
    );
    expect(hand(bottom, 0)).toEqual([S(2)]);
    expect(zone(bottom, 'deck')).toEqual([S(4), S(1), S(3)]);
    const top = done(
      'Discard a card. Put two cards from your hand on top of the deck in any order.',
      { hands: [[K(1), S(1), S(2), S(3)]], deck: [S(4)], rest: 'expelled' },
      'Writing',
      ['Geometry', 'Zero'],
      'Zero',
    );
    expect(hand(top, 0)).toEqual([S(3)]);
    expect(zone(top, 'deck').slice(0, 3)).toEqual([S(2), S(1), S(4)]);
  });

  it('arrange: "Arrange them in any order." — the top cards of the deck, in the order chosen', () => {
    const s = done(
      'Look at the top three cards of the deck. Arrange them in any order.',
      { deck: [S(1), S(2), S(3), S(4)] },
      'Algebra',
      'Geometry',
    );
    expect(zone(s, 'deck').slice(0, 4)).toEqual([S(3), S(1), S(2), S(4)]);
  });

  it('shuffle: "Shuffle the discard into the deck."', () => {
    const s = done('Shuffle the discard into the deck.', { deck: [S(1)], discard: [S(2), S(3)], rest: 'expelled' });
    expect(zone(s, 'discard')).toEqual([]);
    expect(zone(s, 'deck').sort()).toEqual([S(1), S(2), S(3)]);
  });

  it('copy: "Use the effect of a card you control." — its effect runs for you', () => {
    // Social Media: "All players draw a card."
    const s = done('Use the effect of a card you control.', { companies: [['science-13']], deck: [S(1), S(2), S(3)] });
    expect([hand(s, 0), hand(s, 1), hand(s, 2)]).toEqual([[S(1)], [S(2)], [S(3)]]);
  });

  it('count-as: "It counts as a Science card until the end of the round." and "counts as value N"', () => {
    const domain = done(
      'Pick a card you control. It counts as a Knowledge card until the end of the round.',
      { companies: [[S(1), S(2)]] },
      'Zero',
    );
    expect(domain.modifiers).toEqual([{ instance: S(2), domain: 'knowledge', until: 'round' }]);
    const value = done('A card you control counts as value 13.', { companies: [[S(1)]] });
    expect(value.modifiers).toEqual([{ instance: S(1), value: 13, until: 'round' }]);
  });
});

suite('counts', () => {
  it('"a", "an", "one" … "six" and digits: that many cards', () => {
    const deck = [S(1), S(2), S(3), S(4), S(5), S(6), S(7)];
    for (const [text, n] of [
      ['Draw a card.', 1],
      ['Draw one card.', 1],
      ['Draw three cards.', 3],
      ['Draw six cards.', 6],
      ['Draw 4 cards.', 4],
    ] as const) {
      expect(hand(done(text, { deck }), 0), text).toHaveLength(n);
    }
    expect(hand(done('Discard a Science card.', { hands: [[S(1), K(1)]] }), 0)).toEqual([K(1)]);
  });

  it('"up to two cards": none, one or two, as the actor chooses', () => {
    const layout = { hands: [[S(1), S(2), S(3)]] };
    expect(hand(done('Discard up to two cards.', layout, []), 0)).toEqual([S(1), S(2), S(3)]);
    expect(hand(done('Discard up to two cards.', layout, ['Zero']), 0)).toEqual([S(1), S(3)]);
    expect(hand(done('Discard up to two cards.', layout, ['Geometry', 'Algebra']), 0)).toEqual([S(2)]);
  });

  it('"any number of cards": as many as the actor chooses, even all', () => {
    const s = done('Discard any number of cards.', { hands: [[S(1), S(2), S(3)]] }, ['Geometry', 'Zero', 'Algebra']);
    expect(hand(s, 0)).toEqual([]);
    expect(zone(s, 'discard')).toHaveLength(3);
  });

  it('"all cards in your hand": every one, without a choice', () => {
    const s = done('Discard all cards in your hand.', { hands: [[S(1), S(2)], [S(3)]] });
    expect(hand(s, 0)).toEqual([]);
    expect(hand(s, 1)).toEqual([S(3)]);
  });
});

suite('cards', () => {
  it('adjectives: "neutral", a domain, "wild"', () => {
    const neutral = done('Expel a neutral card in play.', { market: [S(1)], companies: [[S(2)]] });
    expect(zone(neutral, 'market')).toEqual([]);
    expect(company(neutral, 0)).toEqual([S(2)]);
    const domain = done('Discard a Knowledge card.', { hands: [[S(1), K(1)]] });
    expect(hand(domain, 0)).toEqual([S(1)]);
    const wild = done('Discard a wild card.', { hands: [[S(1), WILD]] });
    expect(hand(wild, 0)).toEqual([S(1)]);
  });

  it('where: "in play" is every company and the market; "you control" is your company', () => {
    const inPlay = after('Expel a card in play.', { market: [S(1)], companies: [[S(2)], [S(3)]] });
    expect(new Set(inPlay.pending?.options.map((o) => o.instance))).toEqual(new Set([S(1), S(2), S(3)]));
    const mine = done('Expel a card you control.', { market: [S(1)], companies: [[S(2)], [S(3)]] });
    expect(company(mine, 0)).toEqual([]);
    expect(company(mine, 1)).toEqual([S(3)]);
  });

  it('where: "they control" and "an opponent controls"', () => {
    const they = done('Each other player discards a card they control.', { companies: [[S(1)], [S(2)], [S(3)]] });
    expect([company(they, 0), company(they, 1), company(they, 2)]).toEqual([[S(1)], [], []]);
    const opponent = after('Expel a card an opponent controls.', { companies: [[S(1)], [S(2)], [S(3)]] });
    expect(new Set(opponent.pending?.options.map((o) => o.instance))).toEqual(new Set([S(2), S(3)]));
  });

  it('where: "from your hand", "in your hand", "their hand", "that player\'s hand", "in a player\'s hand"', () => {
    expect(hand(done('Discard a card from your hand.', { hands: [[S(1)], [S(2)]] }), 0)).toEqual([]);
    expect(hand(done('Expel a card in your hand.', { hands: [[S(1)], [S(2)]] }), 0)).toEqual([]);
    const theirs = done('Each other player discards a card from their hand.', { hands: [[S(1)], [S(2)], [S(3)]] });
    expect([hand(theirs, 0), hand(theirs, 1), hand(theirs, 2)]).toEqual([[S(1)], [], []]);
    const that = done(
      "Pick a player. Expel a card in that player's hand.",
      { hands: [[S(1)], [S(2)], [S(3)]] },
      'Player 3',
    );
    expect([hand(that, 0), hand(that, 1), hand(that, 2)]).toEqual([[S(1)], [S(2)], []]);
    const any = done("Take a card in a player's hand into your hand.", { hands: [[S(1)], [S(2)], [S(3)]] }, 'Player 2');
    expect([hand(any, 0), hand(any, 1)]).toEqual([[S(2), S(1)], []]);
  });

  it('where: "in the discard" / "from the discard"', () => {
    expect(hand(done('Take a card in the discard into your hand.', { discard: [S(1)] }), 0)).toEqual([S(1)]);
    expect(hand(done('Draw a card from the discard.', { discard: [S(1)] }), 0)).toEqual([S(1)]);
  });

  it('the deck: "the top card", "the top three cards", "the bottom card of the deck"', () => {
    const deck = [S(1), S(2), S(3), S(4)];
    expect(hand(done('Take the top card of the deck into your hand.', { deck }), 0)).toEqual([S(1)]);
    expect(hand(done('Take the top three cards of the deck into your hand.', { deck }), 0).sort()).toEqual([
      S(1),
      S(2),
      S(3),
    ]);
    const bottom = done('Take the bottom card of the deck into your hand.', { deck, rest: 'expelled' });
    expect(hand(bottom, 0)).toEqual([S(4)]);
    expect(zone(bottom, 'deck')).toEqual([S(1), S(2), S(3)]);
  });

  it('value: "of value 7", "of value 7 or more", "of value 3 or less"', () => {
    const layout = { hands: [[S(3), S(7), S(9)]] };
    expect(hand(done('Discard a card of value 7.', layout), 0)).toEqual([S(3), S(9)]);
    expect(after('Discard a card of value 7 or more.', layout).pending?.options.map((o) => o.instance)).toEqual([
      S(7),
      S(9),
    ]);
    expect(hand(done('Discard a card of value 3 or less.', layout), 0)).toEqual([S(7), S(9)]);
  });

  it('a whole zone: "your hand", "a player\'s hand", "that player\'s hand", "the discard"', () => {
    const yours = done('Discard your hand.', { hands: [[S(1), S(2)], [S(3)]] });
    expect([hand(yours, 0), hand(yours, 1)]).toEqual([[], [S(3)]]);
    const a = done("Discard a player's hand.", { hands: [[S(1)], [S(2), S(3)], []] }, 'Player 2');
    expect([hand(a, 0), hand(a, 1)]).toEqual([[S(1)], []]);
    const that = done(
      "Pick a player. Shuffle that player's hand into the deck.",
      { hands: [[S(1)], [], [S(3)]], rest: 'expelled' },
      'Player 3',
    );
    expect(hand(that, 2)).toEqual([]);
    expect(zone(that, 'deck')).toEqual([S(3)]);
    const discard = done('Shuffle the discard into the deck.', { discard: [S(1), S(2)], rest: 'expelled' });
    expect(zone(discard, 'deck').sort()).toEqual([S(1), S(2)]);
  });

  it('alternatives: "a neutral card in play or a card you control", the second without its count', () => {
    const s = after('Expel a neutral card in play or a card you control.', { market: [S(1)], companies: [[S(2)]] });
    expect(s.pending?.kind).toBe('effect/which-cards');
    const fromMarket = done(
      'Expel a neutral card in play or a card you control.',
      { market: [S(1)], companies: [[S(2)]] },
      0,
    );
    expect([zone(fromMarket, 'market'), company(fromMarket, 0)]).toEqual([[], [S(2)]]);
    const fromCompany = done(
      'Expel a neutral card in play or card you control.',
      { market: [S(1)], companies: [[S(2)]] },
      1,
    );
    expect([zone(fromCompany, 'market'), company(fromCompany, 0)]).toEqual([[S(1)], []]);
  });

  it('where the phrase says nothing, the verb decides: draw from the deck, discard from your hand', () => {
    const s = done('Draw a card. Discard a card.', { deck: [S(1)], hands: [[]], discard: [] });
    expect(hand(s, 0)).toEqual([]);
    expect(zone(s, 'discard')).toEqual([S(1)]);
  });
});

suite('references', () => {
  it('"it", "that card": the card the last sentence named', () => {
    expect(hand(done('Reveal the top card of the deck. Draw it.', { deck: [S(1)] }), 0)).toEqual([S(1)]);
    expect(hand(done('Reveal the top card of the deck. Draw that card.', { deck: [S(1)] }), 0)).toEqual([S(1)]);
  });

  it('"them", "those cards": the cards the last sentence named', () => {
    const layout = { deck: [S(1), S(2), S(3)], hands: [[K(1)]] };
    expect(hand(done('Draw two cards. Discard them.', layout), 0)).toEqual([K(1)]);
    expect(hand(done('Draw two cards. Discard those cards.', layout), 0)).toEqual([K(1)]);
  });

  it('"one of them", "two of them": some of those, chosen; "the rest", "the others": those not chosen since', () => {
    const layout = { deck: [S(1), S(2), S(3), S(4)], rest: 'expelled' as const };
    const one = done('Reveal the top three cards of the deck. Draw one of them. Discard the rest.', layout, 'Zero');
    expect(hand(one, 0)).toEqual([S(2)]);
    expect(zone(one, 'discard').sort()).toEqual([S(1), S(3)]);
    const two = done('Reveal the top three cards of the deck. Draw two of them. Discard the others.', layout, [
      'Geometry',
      'Algebra',
    ]);
    expect(hand(two, 0).sort()).toEqual([S(1), S(3)]);
    expect(zone(two, 'discard')).toEqual([S(2)]);
  });

  it('"the other": the one not chosen of two', () => {
    const s = done(
      'Reveal the top two cards of the deck. Draw one of them. Discard the other.',
      { deck: [S(1), S(2), S(3)] },
      'Geometry',
    );
    expect(hand(s, 0)).toEqual([S(1)]);
    expect(zone(s, 'discard')).toEqual([S(2)]);
  });

  it('"that player": the last player picked or named', () => {
    const s = done('Pick a player. That player draws a card.', { deck: [S(1)] }, 'Player 2');
    expect(hand(s, 1)).toEqual([S(1)]);
  });

  it('a reference with nothing before it to refer to is an error', () => {
    expect(compileEffectText('Test – Discard it.').problems.length).toBeGreaterThan(0);
    expect(compileEffectText('Test – That player draws a card.').problems.length).toBeGreaterThan(0);
  });
});

suite('players', () => {
  it('"you": the player using the card, whoever is active', () => {
    const { game, state } = withCard('Draw a card.', { deck: [S(1)] });
    const s = play(game, { ...state, active: 2 }, { type: 'use', card: 'test' });
    expect(hand(s, 2)).toEqual([S(1)]);
  });

  it('"a player": you pick one, yourself included; "an opponent": another player', () => {
    const aPlayer = after('Pick a player. That player draws a card.', { deck: [S(1)] });
    expect(aPlayer.pending?.options.map((o) => o.seat)).toEqual([0, 1, 2]);
    const opponent = after('Pick an opponent. That player draws a card.', { deck: [S(1)] });
    expect(opponent.pending?.options.map((o) => o.seat)).toEqual([1, 2]);
  });

  it('"each player", "all players": everyone from you; "each other player": everyone but you', () => {
    const deck = [S(1), S(2), S(3)];
    const each = done('Each player draws a card.', { deck });
    expect([hand(each, 0), hand(each, 1), hand(each, 2)]).toEqual([[S(1)], [S(2)], [S(3)]]);
    const others = done('Each other player draws a card.', { deck });
    expect([hand(others, 0), hand(others, 1), hand(others, 2)]).toEqual([[], [S(1)], [S(2)]]);
  });

  it('"they": the acting player of a sentence about other players', () => {
    const s = done('Each player discards a card from their hand.', { hands: [[S(1)], [S(2)], [S(3)]] });
    expect(zone(s, 'discard')).toEqual([S(3), S(2), S(1)]);
  });

  it('"the player on your left", "the player on their left"', () => {
    const yours = done('The player on your left draws a card.', { deck: [S(1)] });
    expect(hand(yours, 1)).toEqual([S(1)]);
    // Player 2 gives first, so Player 3 then chooses between the card given and their own.
    const text = 'Each other player gives a card from their hand to the player on their left.';
    const asking = after(text, { hands: [[], [S(2)], [S(3)]] });
    expect([asking.pending?.seat, asking.pending?.prompt]).toEqual([2, 'Choose a card to give to Player 1']);
    const theirs = done(text, { hands: [[], [S(2)], [S(3)]] }, 'Algebra');
    expect([hand(theirs, 0), hand(theirs, 1), hand(theirs, 2)]).toEqual([[S(3)], [], [S(2)]]);
  });
});

suite('conditions', () => {
  const draws = (condition: string, top: string) =>
    hand(done(`Reveal the top card of the deck. If ${condition}, draw it.`, { deck: [top] }), 0).length === 1;

  it('"If it is a Science card, …", "If it is a Knowledge or Science card, …", "If it is wild, …"', () => {
    expect([draws('it is a Science card', S(1)), draws('it is a Science card', K(1))]).toEqual([true, false]);
    expect([
      draws('it is a Knowledge or Science card', K(1)),
      draws('it is a Knowledge or Science card', T(1)),
    ]).toEqual([true, false]);
    expect([draws('it is wild', WILD), draws('it is wild', V(1))]).toEqual([true, false]);
  });

  it('"If its value is 7 or more, …", "… 3 or less, …", "… is 10, …"', () => {
    expect([draws('its value is 7 or more', S(7)), draws('its value is 7 or more', S(6))]).toEqual([true, false]);
    expect([draws('its value is 3 or less', S(3)), draws('its value is 3 or less', S(4))]).toEqual([true, false]);
    expect([draws('its value is 10', S(10)), draws('its value is 10', S(11))]).toEqual([true, false]);
  });

  it('the subject is "it" or "that card"', () => {
    expect([draws('that card is a Science card', S(1)), draws('that card is a Science card', K(1))]).toEqual([
      true,
      false,
    ]);
  });
});

suite('at random', () => {
  // "Each opponent discards a card at random.": nobody chooses; the table's own random numbers do, so the
  // same table and seed discard the same card, and over many seeds every card of the hand is discarded.
  const discarded = (seed: number) => {
    const { game, state } = withCard('Each opponent discards a card at random.', {
      hands: [[K(1)], [S(1), S(2), S(3)]],
    });
    state.rng = seedRng(seed);
    const s = play(game, state, { type: 'use', card: 'test' });
    expect(s.pending, 'nobody is asked').toBeNull();
    expect(hand(s, 1)).toHaveLength(2);
    expect(hand(s, 0), 'your hand is not touched').toEqual([K(1)]);
    return zone(s, 'discard')[0]!;
  };

  it('"Each opponent discards a card at random." — no choice; one of their cards, the same for the same seed', () => {
    expect(discarded(7)).toBe(discarded(7));
    const seen = new Set(Array.from({ length: 60 }, (_, k) => discarded(k + 1)));
    expect([...seen].sort()).toEqual([S(1), S(2), S(3)]);
  });

  it('"Steal a card at random from an opponent." — the opponent chosen, then a card of their hand at random', () => {
    const s = done('Steal a card at random from an opponent.', { hands: [[], [S(1), S(2)], [S(3)]] }, 'Player 3');
    expect(hand(s, 0)).toEqual([S(3)]);
    expect(hand(s, 2)).toEqual([]);
    expect(hand(s, 1)).toEqual([S(1), S(2)]);
  });
});
