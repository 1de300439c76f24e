// Tech Grid Poker against its rules (shared/rules-source/grid-poker-rules-v5.txt, the 1-page summary
// and house rulings G1-G11): each test quotes the rule it checks, and plays the real game module from
// a seed, answering its choices.
import { describe as suite, expect, it } from 'vitest';
import { amountFor } from '../../../src/dsl/index.js';
import { createGridPoker, techDeck } from '../../../src/games/index.js';
import { cardsIn } from '../../../src/engine/zones.js';
import { cardId, game, names, option, pendingKind, playUntil, stack, zone } from './driver.js';
import type { GridPokerState } from '../../../src/games/index.js';
import { payPot } from '../../../src/games/grid-poker/betting.js';

const first = (s: GridPokerState) => s.markers['first-player'];
/** The name of the Tech Deck card of this value and domain. */
const named = (value: number, domain: string) => techDeck.find((c) => c.value === value && c.domain === domain)!.name;
/** Grid Poker on the built rules with another value of the ruling ties-broken-by (G4). */
const withTies = (value: string) =>
  createGridPoker(techDeck, {
    ...game.rules,
    rulings: { ...game.rules.rulings, 'ties-broken-by': { value, ruling: 'G4' } },
  });
const setup = (players: number, seed = 3, options = {}) => game.setup({ players, seed, options });
/** The first player's grid poker turn of round 1, everyone having passed on effects. */
const atGridPoker = (players: number, seed = 3, options = {}) => {
  const s = setup(players, seed, options);
  return playUntil(s, (x) => x.pending?.kind === 'grid/hand-cards');
};

suite('game setup', () => {
  it('"Deal 9 cards face up to the table into three rows of three cards, forming a 3x3 square." "Deal 7 cards to each player."', () => {
    const s = setup(4);
    expect(zone(s, 'market')).toHaveLength(9);
    expect(game.view(s, 1).zones.market.every((c) => c !== null && 'card' in c)).toBe(true); // face up
    for (let seat = 0; seat < 4; seat++) expect(zone(s, `hand:${seat}`)).toHaveLength(7);
    expect(zone(s, 'deck')).toHaveLength(54 - 9 - 28);
  });

  it('"Randomly determine a first player" — "Starting with the first player, each player creates a company by selecting two cards from their hand"', () => {
    const firsts = new Set(Array.from({ length: 12 }, (_, seed) => first(setup(4, seed))));
    expect(firsts.size).toBeGreaterThan(1);
    const s = setup(4, 5);
    expect(s.pending).toMatchObject({ seat: first(s), kind: 'grid/company', min: 2, max: 2 });
    const after = game.apply(s, { type: 'choose', picks: [0, 1] });
    expect(zone(after, `company:${first(s)}`)).toHaveLength(2);
    expect(after.pending!.seat).toBe((first(s) + 1) % 4);
  });

  it('"All players then discard 2 cards from their hand" — "with 4-players, the discard will start with 8 cards"', () => {
    const s = playUntil(setup(4), (x) => x.flow.stage === 'rounds');
    expect(zone(s, 'discard')).toHaveLength(8);
    for (let seat = 0; seat < 4; seat++) {
      expect(zone(s, `hand:${seat}`)).toHaveLength(3);
      expect(zone(s, `company:${seat}`)).toHaveLength(2);
    }
  });

  it('"If playing with 5 or 6 players, it is suggested to use two Tech Decks" (G13: "on by default")', () => {
    expect(Object.keys(setup(4).cards)).toHaveLength(54);
    expect(Object.keys(setup(5).cards)).toHaveLength(108);
    expect(Object.keys(setup(6).cards)).toHaveLength(108);
  });

  it('G13: "an option turns it off (one deck, 54 cards, for up to 6 players …)"', () => {
    for (const players of [5, 6]) {
      const s = setup(players, 3, { oneDeck: true });
      expect(Object.keys(s.cards)).toHaveLength(54);
      expect(zone(s, 'market')).toHaveLength(9);
      for (let seat = 0; seat < players; seat++) expect(zone(s, `hand:${seat}`)).toHaveLength(7);
      expect(zone(s, 'deck')).toHaveLength(54 - 9 - 7 * players);
      // The game plays to its end on one deck (reshuffling the discard as it runs out).
      const done = playUntil(s, (x) => game.actor(x) === null);
      expect(game.outcome(done)!.scores).toHaveLength(players);
    }
    expect(Object.keys(setup(6, 3, { oneDeck: false }).cards)).toHaveLength(108);
    expect(Object.keys(setup(4, 3, { oneDeck: true }).cards)).toHaveLength(54);
    expect(() => setup(5, 3, { oneDeck: 'yes' })).toThrow(
      'The option oneDeck is true (one Tech Deck) or false (two with 5 or 6 players, G13), not "yes".',
    );
  });

  it('refuses 0 or 7 players with a message', () => {
    expect(() => setup(0)).toThrow(/1 to 6 players/);
    expect(() => setup(7)).toThrow(/1 to 6 players/);
  });
});

suite('the effect phases', () => {
  it('"each player may choose to use a game effect from one of the cards that comprise their company … once per turn"', () => {
    const s = playUntil(setup(2, 8), pendingKind('grid/company-effect'));
    const seat = s.pending!.seat;
    expect(seat).toBe(first(s));
    expect(s.pending!.options.at(-1)!.label).toBe('Pass'); // "Company effects are optional."
    const company = cardsIn(s, `company:${seat}`).filter((i) => techDeck.find((c) => c.id === s.cards[i])!.effect);
    expect(s.pending!.options.slice(0, -1).map((o) => o.instance)).toEqual(company);
  });

  it('"each player may use the game effect from one card in their hand … After resolution, discard the card and draw a new card."', () => {
    let s = playUntil(setup(2, 8), (x) => x.flow.stage === 'rounds');
    const seat = first(s);
    s = stack(s, { [`hand:${seat}`]: ['Social Media'] });
    s = playUntil(s, pendingKind('grid/hand-effect', seat));
    const handBefore = zone(s, `hand:${seat}`).length;
    const used = s.pending!.options.findIndex((o) => o.card === cardId('Social Media'));
    expect(used).toBeGreaterThanOrEqual(0);
    s = game.apply(s, { type: 'choose', picks: [used] });
    expect(zone(s, 'discard')[0]).toBe(Object.keys(s.cards).find((i) => s.cards[i] === cardId('Social Media')));
    // Social Media: all players draw a card; then the used card is replaced by a new one.
    expect(zone(s, `hand:${seat}`)).toHaveLength(handBefore + 1);
  });
});

suite('the grid poker phase', () => {
  it('the worked example: four 9s in the middle column score 2; a pair of 5s with the 12-science kicker in the top row', () => {
    let s = atGridPoker(2, 3);
    const p1 = first(s);
    // "Player 1 reveals a 9-science & 9-info in his hand forming a 4-of-a-kind in the middle column."
    // "Player 1 uses the two cards of his company with the three market cards in the top row to make a
    // poker hand of one pair: a pair of 5s with the 12-science kicker."
    s = stack(s, {
      market: [
        'Classical Mechanics',
        'Transistor',
        'DNA Double Helix',
        null,
        'Professional Services',
        null,
        null,
        'Encyclopedia',
        null,
      ],
      [`hand:${p1}`]: ['Germ Theory', 'Hypertext'],
      [`company:${p1}`]: ['Telegraph', 'Double-Entry Bookkeeping'],
    });
    s = game.apply(s, { type: 'choose', picks: [0, 1] });
    s = game.apply(s, { type: 'choose', picks: [option(s, 'Middle column')] });
    s = playUntil(s, pendingKind('grid/company-line', p1));
    // "If company cards are used for a poker hand with a row, then hand cards must be used in columns and vice versa."
    expect(s.pending!.options.map((o) => o.label)).toEqual([
      'Top row',
      'Middle row',
      'Bottom row',
      'Keep your company out',
    ]);
    s = game.apply(s, { type: 'choose', picks: [option(s, 'Top row')] });
    s = playUntil(s, pendingKind('grid/market'));
    const result = s.results[0];
    expect(result.hands.map((h) => [h.seat, h.source, h.name])).toEqual([
      [p1, 'hand', 'Four of a kind, 9s'],
      [p1, 'company', 'Pair of 5s'],
    ]);
    // "He scores 2 points because it is better than a 3-of-a-kind."
    expect([result.columnWinners, result.columnPoints, result.rowWinners, result.rowPoints]).toEqual([
      [p1],
      2,
      [p1],
      1,
    ]);
    expect(s.scores[p1]).toBe(3);
    // "The player who won from among the rows discards a market card from among the three market row cards"
    expect(s.pending!.options.map((o) => o.label)).toEqual([
      'Classical Mechanics (5 Science)',
      'Transistor (9 Technology)',
      'DNA Double Helix (12 Science)',
    ]);
    s = game.apply(s, { type: 'choose', picks: [2] });
    // "Then … he discards a market card from among the market cards used in their winning hand."
    expect(s.pending!.options.map((o) => o.label)).toEqual([
      'Transistor (9 Technology)',
      'Professional Services (9 Services)',
      'Encyclopedia (4 Knowledge)',
    ]);
    const handBefore = zone(s, `hand:${p1}`).length;
    s = game.apply(s, { type: 'choose', picks: [0] });
    // "replace the discarded market cards with cards from the top of the deck"
    expect(zone(s, 'market')).toHaveLength(9);
    expect(names(s, 'market')).not.toContain('DNA Double Helix');
    expect(names(s, 'market')).not.toContain('Transistor');
    // "Winning hand cards are discarded and redrawn." "Company cards are not discarded if they win a poker hand."
    expect(names(s, 'discard').slice(0, 4)).toEqual(
      expect.arrayContaining(['Germ Theory', 'Hypertext', 'DNA Double Helix', 'Transistor']),
    );
    expect(zone(s, `hand:${p1}`)).toHaveLength(handBefore + 2);
    expect(names(s, `company:${p1}`)).toEqual(['Telegraph', 'Double-Entry Bookkeeping']);
  });

  it('"Poker hands better than a three-of-a-kind score 2 points" (G5: three of a kind scores 1, a straight 2)', () => {
    for (const [cards, points, name] of [
      [['Germ Theory', 'Hypertext'], 1, 'Three of a kind, 9s'],
      [['Information Theory', 'Telegraph'], 2, 'Straight, 9 high'],
    ] as const) {
      let s = atGridPoker(2, 3);
      const p1 = first(s);
      // Top row 9 Technology, 8 Services, 6 Science: with two more 9s, three of a kind; with 7 and 5, a straight.
      s = stack(s, {
        market: ['Transistor', 'Credit Card', 'Periodic Table', null, null, null, null, null, null],
        [`hand:${p1}`]: [...cards],
      });
      s = game.apply(s, { type: 'choose', picks: [0, 1] });
      s = game.apply(s, { type: 'choose', picks: [option(s, 'Top row')] });
      s = playUntil(s, pendingKind('grid/market'));
      expect(s.results[0].hands.find((h) => h.seat === p1 && h.source === 'hand')!.name).toBe(name);
      expect(s.results[0].rowPoints).toBe(points);
    }
  });

  it('G2: "A hand may be 4 cards (one hand card committed …): it can make pairs, two pair, trips and quads, never a straight or flush."', () => {
    let s = atGridPoker(2, 3);
    const p1 = first(s);
    s = stack(s, {
      market: ['Transistor', 'Credit Card', 'Periodic Table', null, null, null, null, null, null],
      [`hand:${p1}`]: ['Information Theory'],
    });
    s = game.apply(s, { type: 'choose', picks: [0] });
    s = game.apply(s, { type: 'choose', picks: [option(s, 'Top row')] });
    s = playUntil(s, pendingKind('grid/market'));
    const hand = s.results[0].hands.find((h) => h.seat === p1)!;
    expect(hand.cards).toHaveLength(4);
    expect(hand.category).toBe('high-card');
  });

  it('G4: "High card: the highest card\'s value, then that card\'s domain … lower cards are never compared." — a 13 of Services with low cards beats a 13 of Knowledge with a 12', () => {
    const play = (g: typeof game) => {
      let s = playUntil(g.setup({ players: 3, seed: 4 }), (x) => x.pending?.kind === 'grid/hand-cards');
      const [a, b] = [first(s), (first(s) + 1) % 3];
      s = stack(s, {
        market: [
          named(2, 'knowledge'),
          named(4, 'science'),
          named(6, 'technology'),
          null,
          null,
          null,
          null,
          null,
          null,
        ],
        [`hand:${a}`]: [named(13, 'services'), named(3, 'knowledge')],
        [`hand:${b}`]: [named(13, 'knowledge'), named(12, 'science')],
      });
      for (let i = 0; i < 2; i++) {
        s = g.apply(s, { type: 'choose', picks: [0, 1] });
        s = g.apply(s, { type: 'choose', picks: [option(s, 'Top row')] });
      }
      return { s: playUntil(s, pendingKind('grid/market'), undefined, 2000, g), a, b };
    };
    const book = play(game);
    expect(book.s.results[0].hands.map((h) => h.name)).toEqual(['High card, 13', 'High card, 13']);
    expect(book.s.results[0].rowWinners).toEqual([book.a]);
    // The full order a designer may switch on (`ties-broken-by: every card`): values first, so the 12 wins.
    const every = play(withTies('every-card'));
    expect(every.s.results[0].rowWinners).toEqual([every.b]);
  });

  it('G4: "Where the named tie-break leaves players equal, they are tied: all of them score, and the first of them in turn order picks the market card." (one deck: the same top card)', () => {
    const play = (g: typeof game) => {
      let s = playUntil(g.setup({ players: 3, seed: 4 }), (x) => x.pending?.kind === 'grid/hand-cards');
      const [a, b] = [first(s), (first(s) + 1) % 3];
      s = stack(s, {
        market: [named(13, 'services'), named(2, 'knowledge'), named(4, 'science'), null, null, null, null, null, null],
        [`hand:${a}`]: [named(5, 'knowledge'), named(7, 'science')],
        [`hand:${b}`]: [named(6, 'technology'), named(8, 'technology')],
      });
      for (let i = 0; i < 2; i++) {
        s = g.apply(s, { type: 'choose', picks: [0, 1] });
        s = g.apply(s, { type: 'choose', picks: [option(s, 'Top row')] });
      }
      return { s: playUntil(s, pendingKind('grid/market'), undefined, 2000, g), a, b };
    };
    const book = play(game);
    expect(book.s.results[0].rowWinners).toEqual([book.a, book.b]);
    expect([book.s.scores[book.a], book.s.scores[book.b]]).toEqual([1, 1]);
    expect(book.s.pending!.seat).toBe(book.a);
    // Both winners' hand cards won: both discard them and draw two.
    const after = playUntil(book.s, (x) => x.results.length === 1 && x.flow.index > 2);
    for (const seat of [book.a, book.b])
      expect(after.log.map((l) => l.text)).toContain(`Player ${seat + 1} discards their hand cards and draws 2.`);
    // Every card: the 8 below the 13 decides.
    const every = play(withTies('every-card'));
    expect(every.s.results[0].rowWinners).toEqual([every.b]);
  });

  it('G4: a rules file whose ties-broken-by names no tie order is refused with the two it has', () => {
    expect(() => withTies('domains-from-the-highest-card').setup({ players: 2, seed: 1 })).toThrow(
      'Grid Poker: the ruling "ties-broken-by" is "domains-from-the-highest-card"; write "the rule book" or "every card".',
    );
  });

  it('G4: "Players still tied all score; the first of them in turn order picks the market card." (two decks: an exact tie)', () => {
    let s = atGridPoker(5, 4);
    const [a, b] = [first(s), (first(s) + 1) % 5];
    s = stack(s, {
      market: ['Transistor', 'Credit Card', 'Periodic Table', null, null, null, null, null, null],
      [`hand:${a}`]: ['Germ Theory'],
      [`hand:${b}`]: ['Germ Theory#2'],
    });
    s = game.apply(s, { type: 'choose', picks: [0] });
    s = game.apply(s, { type: 'choose', picks: [option(s, 'Top row')] });
    s = game.apply(s, { type: 'choose', picks: [0] });
    s = game.apply(s, { type: 'choose', picks: [option(s, 'Top row')] });
    s = playUntil(s, pendingKind('grid/market'));
    expect(s.results[0].rowWinners).toEqual([a, b]);
    expect([s.scores[a], s.scores[b]]).toEqual([1, 1]);
    expect(s.pending!.seat).toBe(a);
  });

  it('1a: "all players may commit up to two cards from their hand (face-down)": `committed hand cards`, each with a slot of the committed zone', () => {
    const withNumber = (n: number) =>
      createGridPoker(techDeck, { ...game.rules, numbers: { ...game.rules.numbers, 'committed-hand-cards': n } });
    expect(() => withNumber(3).setup({ players: 2, seed: 1 })).toThrow(
      'Grid Poker: "committed hand cards" is 3, but the committed zone has 2 slots; give it a slot for each card.',
    );
    const one = playUntil(
      withNumber(1).setup({ players: 2, seed: 3 }),
      (x) => x.pending?.kind === 'grid/hand-cards',
      undefined,
      2000,
      withNumber(1),
    );
    expect(one.pending).toMatchObject({ min: 0, max: 1 });
  });

  it('1e: "All the players who did not win in grid poker with their hand cards may either return them back to their hand or discard and redraw two new cards."', () => {
    let s = atGridPoker(2, 3);
    const [a, b] = [first(s), (first(s) + 1) % 2];
    s = stack(s, {
      market: ['Transistor', 'Credit Card', 'Periodic Table', 'Writing', 'Paper', 'Zero', null, null, null],
      [`hand:${a}`]: ['Germ Theory', 'Hypertext'],
      [`hand:${b}`]: ['Geometry', 'Algebra'],
    });
    s = game.apply(s, { type: 'choose', picks: [0, 1] });
    s = game.apply(s, { type: 'choose', picks: [option(s, 'Top row')] });
    s = game.apply(s, { type: 'choose', picks: [0, 1] });
    s = game.apply(s, { type: 'choose', picks: [option(s, 'Middle row')] });
    s = playUntil(s, pendingKind('grid/return', b));
    expect(s.pending!.options.map((o) => o.label)).toEqual(['Take them back', 'Discard them and draw 2']);
    const back = game.apply(s, { type: 'choose', picks: [0] });
    expect(names(back, `hand:${b}`)).toEqual(expect.arrayContaining(['Geometry', 'Algebra']));
    const redrawn = game.apply(s, { type: 'choose', picks: [1] });
    expect(names(redrawn, `hand:${b}`)).not.toContain('Geometry');
    expect(names(redrawn, 'discard')).toEqual(expect.arrayContaining(['Geometry', 'Algebra']));
  });

  it('1e: "The player(s) who won in grid poker with hand cards … must discard their two hand cards … Then, they draw two new cards" — `winner redraw: 2 cards`, a one-card winner too', () => {
    const oneCardWinner = (g: typeof game) => {
      let s = playUntil(
        g.setup({ players: 2, seed: 3 }),
        (x) => x.pending?.kind === 'grid/hand-cards',
        undefined,
        2000,
        g,
      );
      const p1 = first(s);
      s = stack(s, {
        market: ['Transistor', 'Credit Card', 'Periodic Table', null, null, null, null, null, null],
        [`hand:${p1}`]: ['Information Theory'],
      });
      const before = zone(s, `hand:${p1}`).length;
      s = g.apply(s, { type: 'choose', picks: [0] });
      s = g.apply(s, { type: 'choose', picks: [option(s, 'Top row')] });
      s = playUntil(s, (x) => x.results.length === 1 && x.flow.index > 2, undefined, 2000, g);
      expect(s.results[0].rowWinners).toEqual([p1]);
      return { drawn: zone(s, `hand:${p1}`).length - (before - 1), log: s.log.map((l) => l.text), p1 };
    };
    const rule = oneCardWinner(game);
    expect(rule.drawn).toBe(2);
    expect(rule.log).toContain(`Player ${rule.p1 + 1} discards their hand cards and draws 2.`);
    // The number is the rules file's: one card with `winner redraw: 1 card`.
    const one = oneCardWinner(
      createGridPoker(techDeck, { ...game.rules, numbers: { ...game.rules.numbers, 'winner-redraw': 1 } }),
    );
    expect(one.drawn).toBe(1);
  });

  it('G7: "A wild card takes the value and domain that make its owner\'s hand best … it is expelled after the grid poker phase"', () => {
    let s = atGridPoker(2, 3);
    const p1 = first(s);
    s = stack(s, {
      market: ['Transistor', 'Professional Services', 'Credit Card', null, null, null, null, null, null],
      [`hand:${p1}`]: ['Open Source', 'Germ Theory'],
    });
    s = game.apply(s, { type: 'choose', picks: [0, 1] });
    s = game.apply(s, { type: 'choose', picks: [option(s, 'Top row')] });
    s = playUntil(
      s,
      (x) =>
        x.pending?.kind !== 'grid/company-line' &&
        x.pending?.kind !== 'grid/hand-cards' &&
        x.pending?.kind !== 'grid/market' &&
        x.results.length > 0,
    );
    expect(s.results[0].hands[0].name).toBe('Four of a kind, 9s');
    expect(names(s, 'expelled')).toContain('Open Source');
  });
  it('G7: "(the element lets the owner pick instead)" — with the option, the owner picks the value and domain of a wild', () => {
    let s = atGridPoker(2, 3, { wildChoice: 'owner' });
    const p1 = first(s);
    s = stack(s, {
      market: ['Transistor', 'Professional Services', 'Credit Card', null, null, null, null, null, null],
      [`hand:${p1}`]: ['Open Source', 'Germ Theory'],
    });
    s = game.apply(s, { type: 'choose', picks: [0, 1] });
    s = game.apply(s, { type: 'choose', picks: [option(s, 'Top row')] });
    s = playUntil(s, pendingKind('grid/wild-value', p1));
    s = game.apply(s, { type: 'choose', picks: [option(s, '2')] });
    expect(s.pending!.kind).toBe('grid/wild-domain');
    s = game.apply(s, { type: 'choose', picks: [option(s, 'Knowledge')] });
    expect(s.results[0].hands[0].name).toBe('Three of a kind, 9s'); // the owner's pick, not the best
    expect(names(s, 'expelled')).toEqual([]); // the wild is expelled only after the phase
  });
});

suite('company improvement and the end of the round', () => {
  it('"each player may replace a card in their company with a card in their hand. Discard the old company card that was replaced."', () => {
    let s = playUntil(setup(2, 6), pendingKind('grid/improve'));
    const seat = s.pending!.seat;
    const [card] = zone(s, `hand:${seat}`);
    const [old] = zone(s, `company:${seat}`);
    s = game.apply(s, { type: 'choose', picks: [0] });
    expect(s.pending!.kind).toBe('grid/improve-slot');
    s = game.apply(s, { type: 'choose', picks: [0] });
    expect(zone(s, `company:${seat}`)[0]).toBe(card);
    expect(zone(s, 'discard')[0]).toBe(old);
    // "You do NOT replace your hand card that was used to upgrade your company."
    expect(zone(s, `hand:${seat}`)).not.toContain(card);
  });

  it('"If your company has only one card in it, you add a second company card without replacing a company card."', () => {
    let s = playUntil(setup(2, 6), pendingKind('grid/improve'));
    const seat = s.pending!.seat;
    s.zones[`company:${seat}`][1] = null;
    // The card taken out of the company goes onto the discard, so every card is still somewhere.
    const out = Object.keys(s.cards).find((i) => !Object.values(s.zones).some((z) => z.includes(i)))!;
    s.zones.discard.unshift(out);
    const [card] = zone(s, `hand:${seat}`);
    s = game.apply(s, { type: 'choose', picks: [0] });
    expect(zone(s, `company:${seat}`)).toEqual([expect.any(String), card]);
  });

  it('"All players discard down to 4 cards (or 3 cards in a 5-6 player game). If any player has fewer than 3 cards in hand, they draw a card." (G8: one card)', () => {
    const rules = game.rules;
    expect(amountFor(rules.handLimit!, 4)).toBe(4);
    expect(amountFor(rules.handLimit!, 5)).toBe(3);
    // Play to the end of round 1 with everyone holding on to their cards.
    let s = playUntil(setup(5, 2), (x) => x.round === 2 || x.pending?.kind === 'discard');
    if (s.pending?.kind === 'discard') {
      expect(s.pending.min).toBe(zone(s, `hand:${s.pending.seat}`).length - 3);
      s = playUntil(s, (x) => x.round === 2);
    }
    for (let seat = 0; seat < 5; seat++) expect(zone(s, `hand:${seat}`).length).toBeLessThanOrEqual(3);
  });

  it('"The first player marker is passed to the player on the left (clockwise)."', () => {
    const s = setup(3, 9);
    const round2 = playUntil(s, (x) => x.round === 2);
    expect(first(round2)).toBe((first(s) + 1) % 3);
  });

  it('"After four rounds, the game ends." G10: "Equal final scores share the win."', () => {
    const s = playUntil(setup(3, 9), (x) => game.actor(x) === null);
    expect(s.round).toBe(4);
    expect(game.legalActions(s)).toEqual([]);
    const outcome = game.outcome({ ...s, scores: [3, 3, 1] })!;
    expect(outcome.winners).toEqual([0, 1]);
  });

  it('changing a number in the rules file changes the game: two rounds instead of four', () => {
    const short = createGridPoker(techDeck, { ...game.rules, rounds: { value: 2, cases: [] } });
    let s = short.setup({ players: 2, seed: 1 });
    for (let i = 0; short.actor(s) !== null && i < 2000; i++)
      s = short.apply(s, { type: 'choose', picks: playPicks(s) });
    expect(short.outcome(s)).not.toBeNull();
    expect(s.round).toBe(2);
  });
});

suite('chaining abilities (G12)', () => {
  // Rule book: "CHAINING ABILITIES – … a replaced company card could be used the turn it comes into play.
  // If multiple effects need to be resolved, the active player chooses the order. Effects cannot interrupt
  // another effect in progress." Ruling G12: "a card that comes into a player's company during the company
  // effects phase, by any effect, may be used by its controller in that phase once, after the effect in
  // progress ends (effects never interrupt one another); when several players gain such an opportunity at
  // once, the active player orders them."

  /** Three players whose companies are stacked, at the first player's company effect choice. */
  const companies = (cards: [string, string][]) => {
    let s = setup(3, 8);
    const a = s.pending!.seat;
    s = stack(s, Object.fromEntries(cards.map((pair, k) => [`hand:${(a + k) % 3}`, pair])));
    for (let k = 0; k < 3; k++) s = game.apply(s, { type: 'choose', picks: [0, 1] });
    s = playUntil(s, pendingKind('grid/company-effect', a));
    return { s, a, b: (a + 1) % 3, c: (a + 2) % 3 };
  };
  /** Answers an effect's choices by the start of an option's label. */
  const answer = (state: GridPokerState, ...labels: string[]) =>
    labels.reduce((s, label) => game.apply(s, { type: 'choose', picks: [option(s, label)] }), state);
  const texts = (s: GridPokerState) => s.log.map((l) => l.text);

  it('G12: "a card that comes into a player\'s company during the company effects phase … may be used by its controller in that phase once, after the effect in progress ends"', () => {
    let { s, a, b } = companies([
      ['Robotics', 'Germ Theory'],
      ['Hypertext', 'Algebra'],
      ['Geometry', 'Paper'],
    ]);
    s = answer(s, 'Robotics');
    s = stack(s, { deck: ['Social Media'] });
    s = answer(s, 'a card you control', 'Germ Theory', 'the top card of the deck');
    expect(names(s, `company:${a}`)).toEqual(['Robotics', 'Social Media']);
    // Robotics has ended; now, and only now, its controller may use the card that came in.
    expect(s.pending).toMatchObject({ seat: a, kind: 'grid/company-effect' });
    expect(s.pending!.options.map((o) => o.label)).toEqual(['Social Media (13 Science)', 'Pass']);
    const log = texts(s);
    expect(log.findIndex((t) => t.startsWith(`Player ${a + 1} exchanges Germ Theory`))).toBeLessThan(
      log.indexOf(`Player ${a + 1} may use Social Media (13 Science), which came into their company (chaining).`),
    );
    const hands = [0, 1, 2].map((seat) => zone(s, `hand:${seat}`).length);
    s = answer(s, 'Social Media');
    expect([0, 1, 2].map((seat) => zone(s, `hand:${seat}`).length)).toEqual(hands.map((n) => n + 1)); // Rally – All players draw a card.
    // Once: the next player's turn comes, and Social Media is tilted for the round.
    expect(s.pending).toMatchObject({
      seat: b,
      kind: 'grid/company-effect',
      prompt: 'Use the effect of a company card?',
    });
    expect(s.used[zone(s, `company:${a}`)[1]!]).toBe(1);
  });

  it('G12: "when several players gain such an opportunity at once, the active player orders them"', () => {
    let { s, a, b, c } = companies([
      ['Cloud Computing', 'Germ Theory'],
      ['Artificial Intelligence', 'Hypertext'],
      ['Professional Services', 'Transistor'],
    ]);
    s = answer(s, 'Cloud Computing'); // Host – Each player may use the effect of a card they control. Then, draw two cards.
    s = stack(s, { deck: ['Social Media'] });
    s = answer(s, 'No'); // the active player uses none
    s = answer(s, 'Yes', 'Artificial Intelligence', 'Replace', 'Hypertext'); // Social Media comes into B's company
    s = answer(
      s,
      'Yes',
      'Professional Services',
      'a card you control',
      'Transistor',
      `Player ${a + 1}`,
      'the 1st card',
    ); // a card of A's hand comes into C's
    // "Effects cannot interrupt another effect in progress": Cloud Computing ends (A draws two) first.
    const log = texts(s);
    expect(log.indexOf(`Player ${a + 1} draws 2 cards.`)).toBeLessThan(
      log.findIndex((t) => t.endsWith('which came into their company (chaining).')),
    );
    expect(s.pending).toMatchObject({ seat: a, kind: 'grid/chain-order' });
    expect(s.pending!.options.map((o) => o.seat)).toEqual([b, c]);
    // The active player puts C's first: C is offered their new card and passes; then B is offered theirs.
    s = game.apply(s, { type: 'choose', picks: [1] });
    expect(s.pending).toMatchObject({ seat: c, kind: 'grid/company-effect' });
    expect(s.pending!.options).toHaveLength(2);
    s = answer(s, 'Pass');
    expect(s.pending).toMatchObject({ seat: b, kind: 'grid/company-effect' });
    expect(s.pending!.options.map((o) => o.label)).toEqual(['Social Media (13 Science)', 'Pass']);
    s = answer(s, 'Pass');
    // The active player's turn is over: B's own turn, with the cards B controls.
    expect(s.pending).toMatchObject({
      seat: b,
      kind: 'grid/company-effect',
      prompt: 'Use the effect of a company card?',
    });
  });

  it('G12: "The same holds for a hand card given during the hand effects phase only if that player has not yet taken their hand-effect turn." (the hand effect turn is one card, chosen when it comes)', () => {
    // A player's hand-effect turn offers every hand card they hold at that moment, a card given earlier
    // in the phase too; once it has passed, a card given later waits for the next round.
    let s = setup(3, 8);
    s = playUntil(s, pendingKind('grid/hand-effect'));
    const a = s.pending!.seat;
    s = answer(s, 'Pass');
    const b = s.pending!.seat;
    expect(b).toBe((a + 1) % 3);
    expect(s.pending!.options.map((o) => o.instance)).toEqual([...zone(s, `hand:${b}`), undefined]);
  });
});

suite('solo and bidding', () => {
  it('G9: "Solo: the artificial player has a company; each grid poker phase it draws 3, keeps the best 2 as its hand cards, forms its best legal hands, and discards the other"', () => {
    let s = setup(1, 4);
    s = playUntil(s, (x) => x.flow.stage === 'rounds');
    expect(zone(s, 'solo-company')).toHaveLength(2);
    s = playUntil(s, (x) => x.results.length === 1);
    const solo = s.results[0].hands.filter((h) => h.seat === 1);
    expect(solo.length).toBeGreaterThan(0);
    expect(solo.find((h) => h.source === 'hand')!.cards.length).toBe(5); // 2 kept + 3 market
    const done = playUntil(s, (x) => game.actor(x) === null);
    expect(game.outcome(done)!.scores).toHaveLength(2);
  });

  it('G11: "each player starts with 20 chips and antes 1; one betting round … before hand cards are revealed"', () => {
    let s = setup(3, 4, { bidding: true });
    s = playUntil(s, (x) => x.flow.stage === 'rounds');
    expect(s.chips).toEqual([20, 20, 20]);
    s = playUntil(s, pendingKind('grid/bet'));
    expect(s.bets!.pot).toBe(3);
    expect(s.chips).toEqual([19, 19, 19]);
    expect(s.pending!.options.map((o) => o.label)).toEqual(['Check', 'Bet 1', 'Bet 2', 'Bet 3', 'Bet 5', 'Bet 10']);
    expect(() => setup(1, 4, { bidding: true })).toThrow('Bidding needs at least two players.');
    const off = setup(3, 4);
    expect(playUntil(off, (x) => x.results.length === 1 || x.pending?.kind === 'grid/bet').pending?.kind).not.toBe(
      'grid/bet',
    );
  });

  it('G11: "the pot goes to the best-row winner and best-column winner in equal parts, odd chip to the row"; a share nobody wins stays in the middle', () => {
    const withPot = (pot: number, players = 2) =>
      ({
        ...setup(players, 4, players > 1 ? { bidding: true } : {}),
        chips: Array(players).fill(10),
        bets: { pot, folded: Array(players).fill(false), stakes: Array(players).fill(0) },
      }) as GridPokerState;
    let s = withPot(7);
    payPot(s, [0], [1]);
    expect(s.chips).toEqual([14, 13]); // 4 to the row, odd chip included; 3 to the column
    expect(s.bets!.pot).toBe(0);
    s = withPot(7);
    payPot(s, [], [1]);
    expect(s.chips).toEqual([10, 17]);
    // The only player still in kept out of grid poker after the other folded: nobody wins a line, and the
    // 22 chips stay in the middle (found by the soak: they used to vanish).
    s = withPot(22);
    payPot(s, [], []);
    expect(s.chips).toEqual([10, 10]);
    expect(s.bets!.pot).toBe(22);
    expect(s.log[s.log.length - 1].text).toBe('Nobody wins the pot: 22 chips stay in the middle.');
    // A solo game's artificial player (the seat past the players) takes no chips: its share stays.
    s = withPot(9, 1);
    payPot(s, [1], [0]);
    expect(s.chips).toEqual([14]);
    expect(s.bets!.pot).toBe(5);
  });
});

/** Plain answers (see driver), for a game made from edited rules. */
function playPicks(s: GridPokerState): number[] {
  const p = s.pending!;
  if (['grid/hand-effect', 'grid/company-effect', 'grid/improve', 'grid/company-line'].includes(p.kind ?? ''))
    return [p.options.length - 1];
  if (p.kind === 'grid/hand-cards') return [];
  return Array.from({ length: p.min }, (_, i) => i);
}
