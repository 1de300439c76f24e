// Every card of the deck, loaded by name from cards/ and used on a table set up by hand; each test
// checks that the table afterwards is what the card's text says.
import { describe as suite, expect, it } from 'vitest';
import { cardLabel } from '../../src/engine/cards.js';
import { RuleError } from '../../src/engine/errors.js';
import { byName, DECK, start, table, use, zone } from './harness.js';

const id = (name: string) => byName(name).id;
const ids = (...names: string[]) => names.map(id);
// Cards used as plain table filler: their own effects are not used in these tests.
const [K1, K2, K3, K4, K5, K6] = ids(
  'Writing',
  'Paper',
  'Printing Press',
  'Encyclopedia',
  'Telegraph',
  'Tabulating Machine',
);
const [S1, S2, S3, S4, S5, S6, S7, _S8, S9] = ids(
  'Geometry',
  'Zero',
  'Algebra',
  'Heliocentrism',
  'Classical Mechanics',
  'Periodic Table',
  'Earth Sciences',
  'Evolution',
  'Germ Theory',
);
const SOCIAL = id('Social Media'); // "All players draw a card." — the effect copies are checked with
const WILD = id('Open Source');
const WILD_CARD = byName('Open Source');

suite('Knowledge', () => {
  it('Writing: Draw a card. Then, discard a card.', () => {
    const { game, state } = table({ deck: [S2], hands: [[S1]] });
    const s = use(game, state, 'Writing', 'Geometry');
    expect(zone(s, 'hand:0')).toEqual([S2]);
    expect(zone(s, 'discard')[0]).toBe(S1);
  });

  it('Paper: Look at the top card of the deck. You may exchange a card from your hand with it.', () => {
    const { game, state } = table({ deck: [S5], hands: [[S1]] });
    const asking = game.apply(state, { type: 'use', card: id('Paper') });
    // Looking is private: seat 0 sees the top card while it decides, seat 1 does not.
    expect(game.view(asking, 0).zones.deck[0]).toEqual({ instance: S5, card: S5 });
    expect(game.view(asking, 1).zones.deck[0]).toEqual({ hidden: true });
    const s = use(game, state, 'Paper', 'Yes');
    expect(zone(s, 'hand:0')).toEqual([S5]);
    expect(zone(s, 'deck')[0]).toBe(S1);
    expect(game.view(s, 0).zones.deck[0]).toEqual({ hidden: true }); // the effect is over
  });

  it('Printing Press: Reveal the top two cards of the deck. Draw one of them. Then, put the other at the bottom of the deck.', () => {
    const { game, state } = table({ deck: [S1, S2, S3], hands: [[]] });
    const s = use(game, state, 'Printing Press', 'Geometry');
    expect(zone(s, 'hand:0')).toEqual([S1]);
    expect(zone(s, 'deck')[0]).toBe(S3);
    expect(zone(s, 'deck').at(-1)).toBe(S2);
  });

  it('Encyclopedia: Draw two cards. Then, put a card from your hand on top of the deck.', () => {
    const { game, state } = table({ deck: [S1, S2, S3] });
    const s = use(game, state, 'Encyclopedia', 'Zero');
    expect(zone(s, 'hand:0')).toEqual([S1]);
    expect(zone(s, 'deck').slice(0, 2)).toEqual([S2, S3]);
  });

  it('Telegraph: Each player reveals a card. Then, draw a card.', () => {
    const { game, state } = table({ deck: [S4], hands: [[S1], [S2], [S3]] });
    const s = use(game, state, 'Telegraph');
    const texts = s.log.map((l) => l.text);
    expect(texts).toContain('Player 1 reveals Geometry (1 Science).');
    expect(texts).toContain('Player 3 reveals Algebra (3 Science).');
    expect(zone(s, 'hand:0')).toEqual([S4, S1]);
    expect(s.revealed).toEqual([]); // revealed cards went back where they came from when the effect ended
  });

  it("Tabulating Machine: Look at a player's hand. Then, draw a card.", () => {
    const { game, state } = table({ deck: [S4], hands: [[], [S1, S2]] });
    const s = use(game, state, 'Tabulating Machine', 'Player 2');
    const seen = s.log.find((l) => l.text.startsWith('You look at'))!;
    expect(seen).toEqual({ seat: 0, text: 'You look at Geometry (1 Science) and Zero (2 Science).', to: [0] });
    expect(game.view(s, 1).log).not.toContainEqual(seen);
    expect(zone(s, 'hand:0')).toEqual([S4]);
  });

  it('Information Theory: Reveal the top card of the deck. If its value is 7 or more, draw it. Then, draw a card.', () => {
    let { game, state } = table({ deck: [S9, S1] });
    expect(zone(use(game, state, 'Information Theory'), 'hand:0')).toEqual([S1, S9]);
    ({ game, state } = table({ deck: [S3, S1] }));
    expect(zone(use(game, state, 'Information Theory'), 'hand:0')).toEqual([S3]); // 3: not drawn; the card drawn is the top card
  });

  it('Relational Database: Look at the top four cards of the deck. Draw one of them. Then, put the rest on top of the deck in any order.', () => {
    const { game, state } = table({ deck: [S1, S2, S3, S4, S5] });
    const s = use(game, state, 'Relational Database', 'Zero', 'Heliocentrism', 'Geometry');
    expect(zone(s, 'hand:0')).toEqual([S2]);
    expect(zone(s, 'deck').slice(0, 4)).toEqual([S4, S1, S3, S5]);
  });

  it('Hypertext: Draw two cards. Then, reveal the top card of the deck. If it is a Knowledge card, draw it.', () => {
    let { game, state } = table({ deck: [S1, S2, K1, S3] });
    expect(zone(use(game, state, 'Hypertext'), 'hand:0').sort()).toEqual([K1, S1, S2].sort());
    ({ game, state } = table({ deck: [S1, S2, S3] }));
    const s = use(game, state, 'Hypertext');
    expect(zone(s, 'hand:0').sort()).toEqual([S1, S2].sort());
    expect(zone(s, 'deck')[0]).toBe(S3);
  });

  it('World Wide Web: Draw four cards. Then, put two cards from your hand on top of the deck in any order.', () => {
    const { game, state } = table({ deck: [S1, S2, S3, S4, S5], hands: [[SOCIAL]] });
    const s = use(game, state, 'World Wide Web', ['Geometry', 'Zero'], 'Zero');
    expect(zone(s, 'deck').slice(0, 3)).toEqual([S2, S1, S5]);
    expect(zone(s, 'hand:0').sort()).toEqual([S3, S4, SOCIAL].sort());
  });

  it('Web Search: Reveal the top five cards of the deck. Draw two of them. Then, put the rest at the bottom of the deck in any order.', () => {
    const { game, state } = table({ deck: [S1, S2, S3, S4, S5, S6] });
    const s = use(game, state, 'Web Search', ['Geometry', 'Algebra'], 'Classical Mechanics', 'Zero');
    expect(zone(s, 'hand:0').sort()).toEqual([S1, S3].sort());
    expect(zone(s, 'deck')[0]).toBe(S6);
    expect(zone(s, 'deck').slice(-3)).toEqual([S5, S2, S4]);
  });

  it('Machine Learning: Look at the top six cards of the deck. Arrange them in any order. Then, draw two cards.', () => {
    const { game, state } = table({ deck: [S1, S2, S3, S4, S5, S6, S7] });
    const s = use(
      game,
      state,
      'Machine Learning',
      'Periodic Table',
      'Classical Mechanics',
      'Heliocentrism',
      'Algebra',
      'Zero',
    );
    expect(zone(s, 'hand:0').sort()).toEqual([S6, S5].sort());
    expect(zone(s, 'deck').slice(0, 5)).toEqual([S4, S3, S2, S1, S7]);
  });

  it('Artificial Intelligence: Reveal the top card of the deck. Draw it or replace a card you control with it.', () => {
    let { game, state } = table({ deck: [S9, S1], companies: [[K1, K2]] });
    expect(zone(use(game, state, 'Artificial Intelligence', 'Draw it.'), 'hand:0')).toEqual([S9]);
    ({ game, state } = table({ deck: [S9, S1], companies: [[K1, K2]] }));
    const s = use(game, state, 'Artificial Intelligence', 'Replace a card you control with it.', 'Writing');
    expect(zone(s, 'company:0')).toEqual([S9, K2]); // in the replaced card's place
    expect(zone(s, 'discard')[0]).toBe(K1);
  });
});

suite('Science', () => {
  it('Geometry: Exchange a card from your hand with a card in the discard.', () => {
    const { game, state } = table({ hands: [[K1]], discard: [S5, S6] });
    const s = use(game, state, 'Geometry', 'Periodic Table');
    expect(zone(s, 'hand:0')).toEqual([S6]);
    expect(zone(s, 'discard')).toEqual([S5, K1]); // swapped places
  });

  it('Zero: Expel up to two cards in the discard. Then, draw a card.', () => {
    const { game, state } = table({ deck: [K1], discard: [S5, S6, S7] });
    const s = use(game, state, 'Zero', ['Classical Mechanics', 'Earth Sciences']);
    expect(zone(s, 'expelled')).toEqual(expect.arrayContaining([S5, S7]));
    expect(zone(s, 'discard')).toEqual([S6]);
    expect(zone(s, 'hand:0')).toEqual([K1]);
  });

  it('Algebra: A card in your hand counts as a Science card until the end of the round. Then, draw a card.', () => {
    const { game, state } = table({ deck: [S1], hands: [[K1]] });
    const s = use(game, state, 'Algebra');
    expect(s.modifiers).toEqual([{ instance: K1, domain: 'science', until: 'round' }]);
    expect(zone(s, 'hand:0')).toEqual([S1, K1]);
    // The public log does not name the hidden card; its owner's does.
    expect(
      game
        .view(s, 1)
        .log.map((l) => l.text)
        .join(' '),
    ).not.toContain('Writing');
    expect(
      game
        .view(s, 0)
        .log.map((l) => l.text)
        .join(' '),
    ).toContain('Writing (1 Knowledge) counts as a Science card');
  });

  it('Heliocentrism: Shuffle the discard into the deck. Then, draw a card.', () => {
    const { game, state } = table({ deck: [K1], discard: [S5, S6], rest: 'expelled' });
    const s = use(game, state, 'Heliocentrism');
    expect(zone(s, 'discard')).toEqual([]);
    expect(zone(s, 'hand:0').length + zone(s, 'deck').length).toBe(3);
    expect([...zone(s, 'hand:0'), ...zone(s, 'deck')].sort()).toEqual([K1, S5, S6].sort());
  });

  it('Classical Mechanics: Take a card of value 5 or less in the discard into your hand.', () => {
    const { game, state } = table({ discard: [S9, S3, S5] });
    const asking = game.apply(state, { type: 'use', card: id('Classical Mechanics') });
    expect(asking.pending!.options.map((o) => o.card)).toEqual([S3, S5]); // the 9 is not a candidate
    const s = use(game, state, 'Classical Mechanics', 'Classical Mechanics');
    expect(zone(s, 'hand:0')).toEqual([S5]);
  });

  it('Periodic Table: Take a card in the discard into your hand. If it is a Science card, draw a card.', () => {
    let { game, state } = table({ deck: [K5], discard: [K3, S3] });
    expect(zone(use(game, state, 'Periodic Table', 'Algebra'), 'hand:0')).toEqual([K5, S3]);
    ({ game, state } = table({ deck: [K5], discard: [K3, S3] }));
    expect(zone(use(game, state, 'Periodic Table', 'Printing Press'), 'hand:0')).toEqual([K3]);
  });

  it('Earth Sciences: Exchange two neutral cards in play or two cards you control.', () => {
    const { game, state } = table({ market: [K1, K2, K3, K4, K5, K6, S1, S2, S3], companies: [[S4, S5]] });
    const s = use(game, state, 'Earth Sciences', 'two neutral cards in play', ['Writing', 'Telegraph']);
    expect(zone(s, 'market').slice(0, 5)).toEqual([K5, K2, K3, K4, K1]);
    const t = use(game, state, 'Earth Sciences', 'two cards you control');
    expect(zone(t, 'company:0')).toEqual([S5, S4]);
  });

  it('Evolution: Discard a card. Then, take up to two cards in the discard into your hand.', () => {
    const { game, state } = table({ hands: [[K1, K2]], discard: [S5, S6] });
    const s = use(game, state, 'Evolution', 'Writing', ['Classical Mechanics', 'Periodic Table']);
    expect(zone(s, 'hand:0').sort()).toEqual([K2, S5, S6].sort());
    expect(zone(s, 'discard')).toEqual([K1]);
  });

  it('Germ Theory: Expel any number of cards in the discard. Then, take a card in the discard into your hand.', () => {
    const { game, state } = table({ discard: [S1, S2, S3] });
    const s = use(game, state, 'Germ Theory', ['Geometry', 'Zero']);
    expect(zone(s, 'expelled').sort()).toEqual([S1, S2].sort());
    expect(zone(s, 'hand:0')).toEqual([S3]);
  });

  it('Quantum Theory: Shuffle all cards in your hand into the deck. Then, draw four cards.', () => {
    const { game, state } = table({ deck: [S1, S2], hands: [[K1, K2]], rest: 'expelled' });
    const s = use(game, state, 'Quantum Theory');
    expect(zone(s, 'hand:0').sort()).toEqual([K1, K2, S1, S2].sort());
    expect(zone(s, 'deck')).toEqual([]);
  });

  it('Relativity: A card an opponent controls counts as value 2 until the end of the round. Then, draw a card.', () => {
    const { game, state } = table({ deck: [S1], companies: [[K1], [K6, SOCIAL]] });
    const s = use(game, state, 'Relativity', 'Social Media');
    expect(s.modifiers).toEqual([{ instance: SOCIAL, value: 2, until: 'round' }]);
    expect(zone(s, 'hand:0')).toEqual([S1]);
  });

  it('DNA Double Helix: Take two cards in the discard into your hand. Then, shuffle the discard into the deck.', () => {
    const { game, state } = table({ discard: [S1, S2, S3] });
    const s = use(game, state, 'DNA Double Helix', ['Geometry', 'Algebra']);
    expect(zone(s, 'hand:0').sort()).toEqual([S1, S3].sort());
    expect(zone(s, 'discard')).toEqual([]);
    expect(zone(s, 'deck')).toContain(S2);
  });

  it('Social Media: All players draw a card. ("the active player starts first")', () => {
    const { game, state } = table({ deck: [K1, K2, K3] });
    const s = use(game, state, 'Social Media');
    expect([zone(s, 'hand:0'), zone(s, 'hand:1'), zone(s, 'hand:2')]).toEqual([[K1], [K2], [K3]]);
  });
});

suite('Technology', () => {
  it('Wheel: Put a card from your hand at the bottom of the deck. Then, draw one card.', () => {
    const { game, state } = table({ deck: [S1], hands: [[K1]] });
    const s = use(game, state, 'Wheel');
    expect(zone(s, 'deck').at(-1)).toBe(K1);
    expect(zone(s, 'hand:0')).toEqual([S1]);
  });

  it("Archimedes' Screw: Look at the bottom card of the deck. Draw it or put it on top of the deck.", () => {
    const { game, state } = table({ deck: [S1, S2], rest: 'expelled' });
    expect(zone(use(game, state, "Archimedes' Screw", 'Draw it.'), 'hand:0')).toEqual([S2]);
    expect(zone(use(game, state, "Archimedes' Screw", 'Put it on top of the deck.'), 'deck')).toEqual([S2, S1]);
  });

  it('Magnetic Compass: Use the effect of a Knowledge card in the discard.', () => {
    const { game, state } = table({ deck: [S2], hands: [[S1]], discard: [K1, S5] });
    const s = use(game, state, 'Magnetic Compass', 'Geometry'); // Writing: draw a card, then discard one
    expect(zone(s, 'hand:0')).toEqual([S2]);
    expect(zone(s, 'discard')).toEqual([S1, K1, S5]);
  });

  it('Steam Engine: Discard a card. Then, use the effect of a card you control.', () => {
    const { game, state } = table({ deck: [S1, S2, S3], hands: [[K1]], companies: [[SOCIAL, K2]] });
    const s = use(game, state, 'Steam Engine', 'Social Media');
    expect(zone(s, 'discard')).toEqual([K1]);
    expect([zone(s, 'hand:0'), zone(s, 'hand:1'), zone(s, 'hand:2')]).toEqual([[S1], [S2], [S3]]);
  });

  it('Electric Battery: Use the effect of a card of value 8 or more in the discard. Then, expel that card.', () => {
    const { game, state } = table({ deck: [S1, S2, S3], discard: [SOCIAL, K1] });
    const s = use(game, state, 'Electric Battery');
    expect([zone(s, 'hand:0'), zone(s, 'hand:1'), zone(s, 'hand:2')]).toEqual([[S1], [S2], [S3]]);
    expect(zone(s, 'expelled')).toEqual([SOCIAL]);
  });

  it('Electric Light: Reveal the top card of the deck. Use the effect of that card. If it is wild, draw it.', () => {
    let { game, state } = table({ deck: [SOCIAL, S1, S2] });
    let s = use(game, state, 'Electric Light');
    expect([zone(s, 'hand:0'), zone(s, 'hand:1'), zone(s, 'hand:2')]).toEqual([[SOCIAL], [S1], [S2]]);
    ({ game, state } = table({ deck: [WILD, S1] }));
    s = use(game, state, 'Electric Light');
    expect(zone(s, 'hand:0')).toEqual([WILD]);
  });

  it('Automobile: Use the effect of a card an opponent controls.', () => {
    const { game, state } = table({ deck: [S1, S2, S3], companies: [[K1], [SOCIAL]] });
    const s = use(game, state, 'Automobile');
    expect([zone(s, 'hand:0'), zone(s, 'hand:1'), zone(s, 'hand:2')]).toEqual([[S1], [S2], [S3]]);
  });

  it("Airplane: Pick a player. Look at that player's hand. Then, use the effect of a card in that player's hand.", () => {
    const { game, state } = table({ deck: [S1, S2, S3], hands: [[], [SOCIAL, K1]] });
    expect(start(game, state, 'Airplane').pending!.prompt).toBe('Choose a player to pick');
    const s = use(game, state, 'Airplane', 'Player 2', 'Social Media');
    expect(zone(s, 'hand:0')).toEqual([S1]);
    expect(zone(s, 'hand:1')).toContain(S2);
  });

  it('Transistor: Use the effect of a card of value 13 you control or card in the discard.', () => {
    const { game, state } = table({ deck: [S1, S2, S3], companies: [[SOCIAL]], discard: [K1] });
    const s = use(game, state, 'Transistor', 'a card of value 13 you control');
    expect([zone(s, 'hand:0'), zone(s, 'hand:1'), zone(s, 'hand:2')]).toEqual([[S1], [S2], [S3]]);
  });

  it('Integrated Circuit: Use the effect of up to two cards you control.', () => {
    const { game, state } = table({ deck: [S1, S2, S3, S4], companies: [[SOCIAL, K1]] });
    const s = use(game, state, 'Integrated Circuit', ['Social Media', 'Writing'], 'Geometry');
    // Social Media: each player draws one; then Writing: draw a card (S4), discard a card (S1).
    expect(zone(s, 'hand:0')).toEqual([S4]);
    expect(zone(s, 'discard')).toEqual([S1]);
  });

  it('Microprocessor: Pick a card in the discard. Use the effect of that card. Then, take it into your hand.', () => {
    const { game, state } = table({ deck: [S1, S2, S3], discard: [SOCIAL, K1] });
    const s = use(game, state, 'Microprocessor', 'Social Media');
    expect(zone(s, 'hand:0').sort()).toEqual([S1, SOCIAL].sort());
  });

  it('3D Printing: Use the effect of a card in play. Then, use the effect of that card.', () => {
    const { game, state } = table({ deck: [S1, S2, S3, S4, S5, S6], market: [SOCIAL] });
    const s = use(game, state, '3D Printing');
    expect([zone(s, 'hand:0'), zone(s, 'hand:1'), zone(s, 'hand:2')]).toEqual([
      [S4, S1],
      [S5, S2],
      [S6, S3],
    ]);
  });

  it('Robotics: Exchange a neutral card in play or a card you control with the top card of the deck or card in the discard.', () => {
    const { game, state } = table({ deck: [S1], market: [K1], discard: [S2] });
    const s = use(game, state, 'Robotics', 'the top card of the deck');
    expect(zone(s, 'market')).toEqual([S1]);
    expect(zone(s, 'deck')[0]).toBe(K1);
    const t = use(game, state, 'Robotics', 'a card in the discard');
    expect(zone(t, 'market')).toEqual([S2]);
    expect(zone(t, 'discard')).toEqual([K1]);
  });
});

suite('Services', () => {
  it('Coinage: Each player gives a card to the player on their left.', () => {
    const { game, state } = table({ hands: [[K1], [K2], [K3]] });
    const s = use(game, state, 'Coinage', 'Paper', 'Printing Press');
    expect([zone(s, 'hand:0'), zone(s, 'hand:1'), zone(s, 'hand:2')]).toEqual([[K3], [K1], [K2]]);
  });

  it('Double-Entry Bookkeeping: Each player discards a card. Then, each player draws a card.', () => {
    const { game, state } = table({ deck: [S1, S2, S3], hands: [[K1], [K2], [K3]] });
    const s = use(game, state, 'Double-Entry Bookkeeping');
    expect([zone(s, 'hand:0'), zone(s, 'hand:1'), zone(s, 'hand:2')]).toEqual([[S1], [S2], [S3]]);
    expect(zone(s, 'discard')).toEqual([K3, K2, K1]);
  });

  it('Insurance: Take a card in the discard into your hand. Then, each other player may take a card in the discard into their hand.', () => {
    const { game, state } = table({ discard: [S1, S2, S3] });
    const s = use(game, state, 'Insurance', 'Geometry', 'Yes', 'Zero', 'No');
    expect([zone(s, 'hand:0'), zone(s, 'hand:1'), zone(s, 'hand:2')]).toEqual([[S1], [S2], []]);
  });

  it('Postage Stamp: Give a card from your hand to the player on your left. Then, draw two cards.', () => {
    const { game, state } = table({ deck: [S1, S2], hands: [[K1]] });
    const s = use(game, state, 'Postage Stamp');
    expect(zone(s, 'hand:1')).toEqual([K1]);
    expect(zone(s, 'hand:0').sort()).toEqual([S1, S2].sort());
  });

  it("Telephone: Pick a player. Look at that player's hand. You may exchange a card from your hand with a card in that player's hand.", () => {
    const { game, state } = table({ hands: [[K1, K2], [], [K3, K4]] });
    const s = use(game, state, 'Telephone', 'Player 3', 'Yes', 'Writing', 'Printing Press');
    expect(zone(s, 'hand:0')).toEqual([K3, K2]);
    expect(zone(s, 'hand:2')).toEqual([K1, K4]);
  });

  it('Radio Broadcasting: Each player may replace a card in their hand with the top card of the deck. Then, draw a card.', () => {
    const { game, state } = table({ deck: [S1, S2, S3], hands: [[K1], [K2], [K3]] });
    const s = use(game, state, 'Radio Broadcasting', 'Yes', 'No', 'Yes');
    expect([zone(s, 'hand:0'), zone(s, 'hand:1'), zone(s, 'hand:2')]).toEqual([[S3, S1], [K2], [S2]]);
    expect(zone(s, 'discard')).toEqual([K3, K1]);
  });

  it('Television: Each other player reveals a card. Then, draw two cards.', () => {
    const { game, state } = table({ deck: [S1, S2], hands: [[K1], [K2], [K3]] });
    const s = use(game, state, 'Television');
    expect(s.log.map((l) => l.text)).toEqual(
      expect.arrayContaining([
        'Player 2 reveals Paper (2 Knowledge).',
        'Player 3 reveals Printing Press (3 Knowledge).',
      ]),
    );
    expect(s.log.map((l) => l.text)).not.toContain('Player 1 reveals Writing (1 Knowledge).');
    expect(zone(s, 'hand:0').sort()).toEqual([K1, S1, S2].sort());
  });

  it('Credit Card: Draw three cards. Then, the player on your left draws a card.', () => {
    const { game, state } = table({ deck: [S1, S2, S3, S4] });
    const s = use(game, state, 'Credit Card');
    expect(zone(s, 'hand:0').sort()).toEqual([S1, S2, S3].sort());
    expect(zone(s, 'hand:1')).toEqual([S4]);
  });

  it("Professional Services: Exchange a neutral card in play or a card you control with a card in a player's hand.", () => {
    const { game, state } = table({ market: [K1], companies: [[S5]], hands: [[], [K2, K3]] });
    const asking = start(game, state, 'Professional Services', 'a neutral card in play', 'Player 2');
    // Player 2's hand is hidden: the options name places, not cards.
    expect(asking.pending!.options.map((o) => o.label)).toEqual([
      "the 1st card in Player 2's hand",
      "the 2nd card in Player 2's hand",
    ]);
    expect(asking.pending!.options.every((o) => o.card === undefined && o.instance === undefined)).toBe(true);
    const s = use(game, state, 'Professional Services', 'a neutral card in play', 'Player 2', 1);
    expect(zone(s, 'market')).toEqual([K3]);
    expect(zone(s, 'hand:1')).toEqual([K2, K1]);
  });

  it('Internet: All players draw 2 cards. Then, each other player discards 2 cards.', () => {
    const { game, state } = table({ deck: [S1, S2, S3, S4, S5, S6] });
    const s = use(game, state, 'Internet');
    expect(zone(s, 'hand:0').sort()).toEqual([S1, S2].sort());
    expect(zone(s, 'hand:1')).toEqual([]);
    expect(zone(s, 'hand:2')).toEqual([]);
    expect(zone(s, 'discard')).toHaveLength(4);
  });

  it('E-Commerce: Reveal the top three cards of the deck. Take two of them into your hand. Then, the player on your left takes the other into their hand.', () => {
    const { game, state } = table({ deck: [S1, S2, S3] });
    const s = use(game, state, 'E-Commerce', ['Geometry', 'Algebra']);
    expect(zone(s, 'hand:0').sort()).toEqual([S1, S3].sort());
    expect(zone(s, 'hand:1')).toEqual([S2]);
  });

  it('Cloud Computing: Each player may use the effect of a card they control. Then, draw two cards.', () => {
    const { game, state } = table({ deck: [S1, S2, S3, S4, S5], companies: [[SOCIAL], [K1]] });
    const s = use(game, state, 'Cloud Computing', 'Yes', 'No', 'No');
    expect(zone(s, 'hand:0').sort()).toEqual([S1, S4, S5].sort());
    expect([zone(s, 'hand:1'), zone(s, 'hand:2')]).toEqual([[S2], [S3]]);
  });

  it('Peer-to-Peer Services: You may draw a card. All players give you a card. Then, give each player a card from your hand.', () => {
    const { game, state } = table({ deck: [S1], hands: [[], [K2], [K3]] });
    const s = use(game, state, 'Peer-to-Peer Services', 'Yes', 'Geometry', 'Printing Press');
    expect([zone(s, 'hand:0'), zone(s, 'hand:1'), zone(s, 'hand:2')]).toEqual([[K2], [S1], [K3]]);
  });
});

suite('Wild', () => {
  it.each(DECK.filter((c) => c.domain === 'wild').map((c) => c.name))('%s has no effect to use', (name) => {
    const { game, state } = table({});
    expect(() => game.apply(state, { type: 'use', card: id(name) })).toThrow(RuleError);
  });
});

it('runs every card of the deck here', () => {
  // 52 cards with effects and 2 wilds: the suites above name each card once.
  expect(DECK).toHaveLength(54);
});

it('labels a card by its name and value, and an edited card (a new object) by its new text', () => {
  const card = byName('Writing');
  expect(cardLabel(card)).toBe('Writing (1 Knowledge)');
  expect(cardLabel(card)).toBe('Writing (1 Knowledge)');
  const edited = { ...card, name: 'Scribing', value: 2 };
  expect(cardLabel(edited)).toBe('Scribing (2 Knowledge)');
  expect(cardLabel(WILD_CARD)).toBe('Open Source (wild)');
});
