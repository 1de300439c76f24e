// The general rules of the sources, written once in the engine; each test quotes its sentence.
import { describe as suite, expect, it } from 'vitest';
import { compileEffectText, type Card } from '../../src/dsl/index.js';
import { createSandbox, SANDBOX_TERMS } from '../../src/engine/sandbox.js';
import { expireModifiers } from '../../src/engine/modifiers.js';
import { byName, DECK, start, table, use, zone } from './harness.js';

const id = (name: string) => byName(name).id;
const [S1, S2, S3, S4, S5, S6, S7, S9] = [
  'Geometry',
  'Zero',
  'Algebra',
  'Heliocentrism',
  'Classical Mechanics',
  'Periodic Table',
  'Earth Sciences',
  'Germ Theory',
].map(id);
const SOCIAL = id('Social Media');

/** A card made up for a test, compiled from its effect text like any card file. */
function testCard(id: string, text: string): Card {
  const { effect, problems } = compileEffectText(text);
  expect(problems).toEqual([]);
  return {
    id,
    value: 5,
    domain: 'science',
    name: 'Test Card',
    year: 2000,
    people: 'Nobody',
    fact: 'A card for a test.',
    source: 'provisional',
    effect,
  };
}

suite('the deck running out', () => {
  it('"If a game effect requires you to draw … and there are not enough cards in the deck to do so, shuffle the discard pile with what is left of the deck to form a new deck."', () => {
    const { game, state } = table({ deck: [S1], discard: [S2, S3, S4, S5], rest: 'expelled' });
    const s = use(game, state, 'Social Media');
    expect(zone(s, 'hand:0')).toEqual([S1]); // resolved as much as possible first
    expect(zone(s, 'hand:1')).toHaveLength(1);
    expect(zone(s, 'hand:2')).toHaveLength(1);
    expect(zone(s, 'discard')).toEqual([]);
    expect(zone(s, 'deck')).toHaveLength(2);
    expect(s.log.map((l) => l.text)).toContain('The discard is shuffled to form a new deck.');
  });

  it('"to reveal 4 cards in a deck with only 2 cards, reveal the 2 cards. Shuffle the discard to create a new deck. Then, reveal an additional 2 cards."', () => {
    const { game, state } = table({ deck: [S1, S2], discard: [S3, S4, S5, S6, S7], rest: 'expelled' });
    const s = start(game, state, 'Web Search'); // "Reveal the top five cards of the deck."
    expect(s.revealed.slice(0, 2)).toEqual([S1, S2]); // the first two revealed are the old deck's
    expect(s.revealed).toHaveLength(5);
    expect(zone(s, 'deck').slice(0, 2)).toEqual([S1, S2]); // they stay on top, in their order
  });

  it('"If there are still not enough cards in the deck to reveal the requested number of cards reveal as many as possible."', () => {
    const { game, state } = table({ deck: [S1], discard: [S2], rest: 'expelled' });
    const s = start(game, state, 'Web Search');
    expect(s.log.map((l) => l.text)).toContain('Player 1 reveals Geometry (1 Science) and Zero (2 Science).');
  });
});

suite('corner cases', () => {
  it('"If a game effect has multiple effects, but any of them are unresolvable, do as much as possible."', () => {
    // Evolution: "Discard a card. Then, take up to two cards in the discard into your hand." — with an empty hand.
    const { game, state } = table({ hands: [[]], discard: [S1, S2] });
    const s = use(game, state, 'Evolution', ['Geometry', 'Zero']);
    expect(zone(s, 'hand:0').sort()).toEqual([S1, S2].sort());
  });

  it('"Whenever an effect causes \'all players\' to do something, the active player starts first. Then, the effect passes to the next player on their left."', () => {
    const { game, state } = table({ deck: [S1, S2, S3] });
    const s = use(game, { ...state, active: 1 }, 'Social Media');
    expect([zone(s, 'hand:1'), zone(s, 'hand:2'), zone(s, 'hand:0')]).toEqual([[S1], [S2], [S3]]);
  });

  it('"It is possible that a company card effect will be used again because of a copy effect" — but a copy of a copy does nothing more', () => {
    const { game, state } = table({ deck: [S1, S2, S3], discard: [id('Integrated Circuit')], companies: [[SOCIAL]] });
    const s = use(game, state, 'Transistor', 'a card in the discard'); // copies Integrated Circuit, which would copy again
    expect(s.log.map((l) => l.text)).toContain('A copied effect copies nothing more.');
    expect(zone(s, 'hand:0')).toEqual([]);
  });

  it('"Game effects last until the end of the round if not specified on the card."', () => {
    const { game, state } = table({ deck: [S1], hands: [[id('Writing')]] });
    const s = use(game, state, 'Algebra'); // "… counts as a Science card until the end of the round."
    expect(s.modifiers).toHaveLength(1);
    const turnOver = structuredClone(s);
    expireModifiers(turnOver, 'turn');
    expect(turnOver.modifiers).toHaveLength(1);
    expireModifiers(turnOver, 'round');
    expect(turnOver.modifiers).toEqual([]);
    // Without a duration on the card, the game's default applies: Tech Chess's is the turn.
    const chess = createSandbox([...DECK, testCard('test-1', 'T – A card you control counts as value 1.')], {
      ...SANDBOX_TERMS,
      duration: 'turn',
    });
    let t = chess.apply(chess.setup({ players: 2, seed: 1 }), { type: 'use', card: 'test-1' });
    t = chess.apply(t, { type: 'choose', picks: [0] });
    expect(t.modifiers.map((m) => m.until)).toEqual(['turn']);
  });
});

suite('revealing, looking, exchanging, replacing, expelling', () => {
  it('"To reveal card(s), expose the card(s) for all to see. Then, the cards are returned from where they came, preserving the order that they had."', () => {
    const { game, state } = table({ deck: [S9, S1] });
    const s = start(game, state, 'Artificial Intelligence');
    for (const seat of [0, 1, 2]) expect(game.view(s, seat).zones.deck[0]).toEqual({ instance: S9, card: S9 });
    const after = use(game, state, 'Telegraph');
    expect(zone(after, 'hand:1')).toEqual(zone(state, 'hand:1'));
  });

  it('"A player who looks at a card is the only person to see it"', () => {
    const { game, state } = table({ deck: [S5], hands: [[S1]] });
    const s = start(game, state, 'Paper');
    expect(game.view(s, 0).zones.deck[0]).toEqual({ instance: S5, card: S5 });
    expect(game.view(s, 1).zones.deck[0]).toEqual({ hidden: true });
    expect(game.view(s, 2).zones.deck[0]).toEqual({ hidden: true });
  });

  it('"Exchanging two cards causes them to swap places with each other. For example, exchanging from the top of the deck with a card in hand causes the top card of the deck to change places with a card from hand."', () => {
    const { game, state } = table({ deck: [S5, S6], hands: [[S1]] });
    const s = use(game, state, 'Paper', 'Yes');
    expect(zone(s, 'deck').slice(0, 2)).toEqual([S1, S6]);
    expect(zone(s, 'hand:0')).toEqual([S5]);
  });

  it('replace: the old card is discarded and the new one is put in its place', () => {
    const { game, state } = table({ deck: [S5], companies: [[S1, S2]] });
    const s = use(game, state, 'Artificial Intelligence', 'Replace a card you control with it.', 'Zero');
    expect(zone(s, 'company:0')).toEqual([S1, S5]);
    expect(zone(s, 'discard')).toEqual([S2]);
  });

  it('replace a card that has left its place: "Expel a neutral card in play. Then, replace it with the top card of the deck." puts the top card where the expelled one was', () => {
    const extra = testCard(
      'test-replace',
      'T – Expel a neutral card in play. Then, replace it with the top card of the deck.',
    );
    const { state } = table({ deck: [S5, S6], market: [S1, S2, S3] });
    const game = createSandbox([...DECK, extra]);
    state.cards[extra.id] = extra.id;
    let s = game.apply(state, { type: 'use', card: extra.id });
    s = game.apply(s, { type: 'choose', picks: [1] }); // Zero, the middle market card
    expect(s.zones.market).toEqual([S1, S5, S3]);
    expect(zone(s, 'expelled')).toContain(S2);
    expect(zone(s, 'discard')).toEqual([]);
    expect(zone(s, 'deck')[0]).toBe(S6);
  });

  it('"A card that is expelled is permanently removed from the game."', () => {
    const { game, state } = table({ deck: [S3], discard: [S1, S2] });
    const s = use(game, state, 'Zero', ['Geometry']);
    expect(zone(s, 'expelled')).toEqual([S1]);
    expect(zone(s, 'discard')).toEqual([S2]);
  });
});

suite('protections', () => {
  const terms = {
    ...SANDBOX_TERMS,
    protections: [
      { verbs: ['exchange', 'replace'] as ('exchange' | 'replace')[], filter: { value: { min: 13, max: 13 } } },
    ],
  };
  const extra = testCard('test-2', 'T – Exchange a card you control with a card in the discard. Then, draw a card.');

  it('"13-value cards (Kings) may not be exchanged or replaced by a game effect" — the step is refused, not the whole effect', () => {
    const game = createSandbox([...DECK, extra], terms);
    const state = table({ deck: [S4], companies: [[SOCIAL]], discard: [S1] }, terms).state;
    state.cards['test-2'] = 'test-2';
    state.zones.expelled.push('test-2');
    const s = game.apply(state, { type: 'use', card: 'test-2' });
    expect(s.pending).toBeNull();
    expect(zone(s, 'company:0')).toEqual([SOCIAL]); // not exchanged
    expect(zone(s, 'hand:0')).toEqual([S4]); // the rest of the effect still ran
  });

  it('protects the card on either side of an exchange', () => {
    const game = createSandbox(DECK, terms);
    const state = table({ deck: [S4], market: [S1], discard: [SOCIAL] }, terms).state;
    const s = use(game, state, 'Robotics'); // the only card in the discard is a 13: only the deck's top card remains
    expect(zone(s, 'market')).toEqual([S4]);
  });
});

suite('choices stay short', () => {
  it('asks "any number of" twenty cards one card at a time, with Done, so the legal answers stay few', () => {
    const discard = DECK.filter((c) => c.domain === 'knowledge' || c.domain === 'services')
      .slice(0, 20)
      .map((c) => c.id);
    const { game, state } = table({ discard });
    let s = game.apply(state, { type: 'use', card: id('Germ Theory') }); // "Expel any number of cards in the discard."
    expect(s.pending!.options).toHaveLength(21); // twenty cards and Done
    expect(game.legalActions(s)).toHaveLength(21);
    s = game.apply(s, { type: 'choose', picks: [0] });
    s = game.apply(s, { type: 'choose', picks: [0] });
    s = game.apply(s, { type: 'choose', picks: [s.pending!.options.length - 1] }); // Done
    expect(zone(s, 'expelled')).toEqual([discard[1], discard[0]]);
  });
});
