// "An effect stops at a choice and goes on from exactly where it stopped. It does not replay from its
// start. The suspended run is plain JSON inside the state: a frame stack with the step path, counters and
// bindings." And every choice of an effect says what it is for, as data.
import { describe as suite, expect, it } from 'vitest';
import { compileEffectText, type Card } from '../../src/dsl/index.js';
import { createSandbox } from '../../src/engine/sandbox.js';
import { freshTable, type TableState } from '../../src/engine/state.js';
import { byName, DECK } from './harness.js';

const id = (name: string) => byName(name).id;
const [A, B, C, D, E, F] = [
  'Geometry',
  'Zero',
  'Algebra',
  'Heliocentrism',
  'Classical Mechanics',
  'Periodic Table',
].map(id);

/** A card made up for a test, compiled from its effect text like any card file. */
function testCard(cardId: string, text: string): Card {
  const { effect, problems } = compileEffectText(`Test – ${text}`);
  expect(problems).toEqual([]);
  return {
    id: cardId,
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

/** Three players; the test card in nobody's hand; each card once, its instance id its card id. */
function tableWith(text: string, hands: string[][], deck: string[]) {
  const card = testCard('test-card', text);
  const cards = [...DECK, card];
  const game = createSandbox(cards);
  const placed = new Set([...hands.flat(), ...deck]);
  const state: TableState = {
    players: 3,
    cards: Object.fromEntries(cards.map((c) => [c.id, c.id])),
    ...freshTable(7),
    zones: { deck: [...deck], discard: [], expelled: cards.map((c) => c.id).filter((i) => !placed.has(i)), market: [] },
  };
  hands.forEach((hand, seat) => {
    state.zones[`hand:${seat}`] = [...hand];
    state.zones[`company:${seat}`] = [];
  });
  return { game, state, use: (s: TableState) => game.apply(s, { type: 'use', card: 'test-card' }) };
}

const choose = (game: ReturnType<typeof createSandbox>, s: TableState, ...picks: number[]) =>
  game.apply(s, { type: 'choose', picks });

suite('a suspended effect', () => {
  it('goes on from the sentence that asked: what ran before it does not run again', () => {
    const { game, state, use } = tableWith('Draw two cards. Then, discard a card.', [[A], [], []], [B, C, D]);
    let s = use(state);
    expect(s.zones['hand:0']).toEqual([C, B, A]);
    expect(s.pending?.kind).toBe('effect/cards');
    // The table changes while the choice waits (as another engine part might): an effect replayed from
    // its start would draw again from the deck, or undo the change.
    s = structuredClone(s);
    s.zones['hand:0'] = [C, B];
    s.zones.discard = [A];
    s.pending!.options = s.pending!.options.slice(0, 2);
    s = choose(game, s, 0);
    expect(s.zones['hand:0']).toEqual([B]);
    expect(s.zones.deck).toEqual([D]);
    expect(s.zones.discard).toEqual([C, A]);
    expect(s.log.filter((e) => /draws/.test(e.text))).toHaveLength(1);
  });

  it('is plain JSON: the sentence in progress, whose turn it is, the answers and the bindings', () => {
    const { game, state, use } = tableWith(
      'Each player discards a card.',
      [
        [A, B],
        [C, D],
        [E, F],
      ],
      [],
    );
    let s = use(state);
    expect(JSON.parse(JSON.stringify(s.effect))).toEqual(s.effect);
    expect(s.effect!.frames).toEqual([
      { at: 0, actors: [0, 1, 2], turn: 0, answers: [], bindings: { last: [], group: [], chosen: [], player: null } },
    ]);
    s = choose(game, s, 1);
    expect(s.effect!.frames).toMatchObject([
      { at: 0, actors: [0, 1, 2], turn: 1, answers: [], bindings: { last: [B] } },
    ]);
    expect(s.pending!.seat).toBe(1);
    s = choose(game, s, 0);
    s = choose(game, s, 0);
    expect(s.effect).toBeNull();
    expect(s.zones.discard).toEqual([E, C, B]);
  });

  it('keeps each gift given before the next is chosen ("give each player a card")', () => {
    const { game, state, use } = tableWith('Give each player a card.', [[A, B, C], [], []], []);
    let s = use(state);
    expect(s.pending!.prompt).toMatch(/Player 2$/);
    s = choose(game, s, 2);
    expect(s.zones['hand:1']).toEqual([C]);
    expect(s.effect!.frames[0].progress).toEqual({ targets: [1, 2], given: 1 });
    expect(s.pending!.options.map((o) => o.instance)).toEqual([A, B]);
    s = choose(game, s, 0);
    expect(s.zones['hand:2']).toEqual([A]);
    expect(s.effect).toBeNull();
  });

  it('inside "you may …", "… or …" and a copied effect: one frame per list of sentences', () => {
    const { game, state, use } = tableWith(
      'You may draw a card. Then, discard a card or give a card to a player.',
      [[A, B], [], []],
      [C],
    );
    let s = use(state);
    expect(s.pending!.kind).toBe('effect/may');
    s = choose(game, s, 0);
    expect(s.zones['hand:0']).toEqual([C, A, B]);
    expect(s.pending!.kind).toBe('effect/branch');
    expect(s.effect!.frames.map((f) => f.at)).toEqual([1]);
    s = choose(game, s, 1);
    expect(s.effect!.frames.map((f) => [f.at, f.branch])).toEqual([
      [1, 1],
      [0, undefined],
    ]);
    expect(s.pending!.kind).toBe('effect/player');
  });
});

suite('an effect choice says what it is for', () => {
  it('"you may": Yes and No, with the sentence offered', () => {
    const { state, use } = tableWith('You may draw a card.', [[A], [], []], [B]);
    const p = use(state).pending!;
    expect(p.kind).toBe('effect/may');
    expect(p.options.map((o) => o.answer)).toEqual(['yes', 'no']);
    expect(p.effect).toMatchObject({ verb: 'may', steps: [{ kind: 'draw' }] });
  });

  it('"… or …": each option a sentence', () => {
    const { state, use } = tableWith('Draw a card or discard a card.', [[A], [], []], [B]);
    const p = use(state).pending!;
    expect(p.kind).toBe('effect/branch');
    expect(p.options.map((o) => [o.branch, o.steps?.[0].kind])).toEqual([
      [0, 'draw'],
      [1, 'discard'],
    ]);
  });

  it('a player, for the part they play', () => {
    const { state, use } = tableWith('Give a card to an opponent.', [[A], [B], [C]], []);
    const p = use(state).pending!;
    expect(p.kind).toBe('effect/player');
    expect(p.effect).toEqual({ verb: 'give', role: 'target' });
    expect(p.options.map((o) => o.seat)).toEqual([1, 2]);
  });

  it('cards for a verb: seen cards by instance, unseen ones by place', () => {
    const { game, state, use } = tableWith(
      "Exchange a card from your hand with a card in a player's hand.",
      [[A], [B, C], [D]],
      [],
    );
    let s = use(state);
    expect(s.pending!.effect).toEqual({ verb: 'exchange', role: 'hand' });
    expect(s.pending!.options.map((o) => o.seat)).toEqual([0, 1, 2]);
    s = choose(game, s, 1);
    expect(s.pending!.kind).toBe('effect/cards');
    expect(s.pending!.effect).toEqual({ verb: 'exchange', role: 'with' });
    expect(s.pending!.options.map((o) => [o.instance, o.place])).toEqual([
      [undefined, { zone: 'hand:1', index: 0 }],
      [undefined, { zone: 'hand:1', index: 1 }],
    ]);
  });

  it('the two parts of an exchange, and an order', () => {
    const ex = tableWith('Exchange a card in your hand with a card in the discard.', [[A, B], [], []], []);
    ex.state.zones.discard = [C, D];
    ex.state.zones.expelled = ex.state.zones.expelled.filter((i) => i !== C && i !== D);
    let s = ex.use(ex.state);
    expect(s.pending!.effect).toEqual({ verb: 'exchange', role: 'cards' });
    s = choose(ex.game, s, 0);
    expect(s.pending!.effect).toEqual({ verb: 'exchange', role: 'with' });
    const order = tableWith('Put two cards from your hand on top of the deck in any order.', [[A, B, C], [], []], []);
    s = order.use(order.state);
    s = choose(order.game, s, 0, 1);
    expect(s.pending!.kind).toBe('effect/order');
    expect(s.pending!.effect).toEqual({ verb: 'put', role: 'top' });
  });
});

suite('cards asked for one at a time', () => {
  it('say how many are chosen and how many the sentence takes', () => {
    // Thirteen cards in the discard, "any number of" them: too many answers to list, so one at a time.
    const discard = DECK.filter((c) => c.domain === 'knowledge').map((c) => c.id);
    const { game, state, use } = tableWith('Expel any number of cards in the discard.', [[], [], []], []);
    state.zones.discard = discard;
    state.zones.expelled = state.zones.expelled.filter((i) => i !== null && !discard.includes(i));
    let s = use(state);
    expect(s.pending!.effect).toEqual({
      verb: 'expel',
      role: 'cards',
      oneAtATime: { chosen: 0, min: 0, max: discard.length },
    });
    expect(s.pending!.options.at(-1)!.answer).toBe('done');
    s = choose(game, s, 0);
    expect(s.pending!.effect!.oneAtATime).toEqual({ chosen: 1, min: 0, max: discard.length });
    // The fields in the order they have always had: a save, a share link and a replay's comparison are
    // the state's JSON, whose text follows the order of the keys.
    expect(Object.keys(s.pending!)).toEqual(['seat', 'kind', 'prompt', 'options', 'effect', 'min', 'max']);
  });
});

suite('a card choice in the state', () => {
  it('keeps its fields in their order, how many to pick last', () => {
    const { state, use } = tableWith('Discard a card.', [[A, B], [], []], []);
    const s = use(state);
    expect(s.pending).toMatchObject({ kind: 'effect/cards', min: 1, max: 1 });
    expect(Object.keys(s.pending!)).toEqual(['seat', 'kind', 'prompt', 'options', 'effect', 'min', 'max']);
  });
});
