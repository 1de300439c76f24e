// Poker Squared against its rules (shared/rules-source/poker-squared.txt) and the house rulings P1-P8:
// each test quotes the rule it checks and plays the real game module from a seed, answering its choices.
import { readFileSync } from 'node:fs';
import { describe as suite, expect, it } from 'vitest';
import { compileRulesFile } from '../../../src/dsl/index.js';
import { RuleError } from '../../../src/engine/errors.js';
import { standardDeck } from '../../../src/engine/standard-deck.js';
import { cardsIn } from '../../../src/engine/zones.js';
import { createPokerSquared, techDeck } from '../../../src/games/index.js';
import type { PokerSquaredState } from '../../../src/games/index.js';
import type { PokerSquaredOption } from '../../../src/games/poker-squared/state.js';
import { evaluateHand3 } from '../../../src/poker/index.js';
import {
  atHand,
  expectConserved,
  game,
  ids,
  over,
  pendingKind,
  pick,
  place,
  playUntil,
  setup,
  stack,
} from './driver.js';

/** 'As' → 'spades-14', '10h' → 'hearts-10', 'Kd' → 'diamonds-13'. */
const c = (text: string) => {
  const rank = { J: 11, Q: 12, K: 13, A: 14 }[text.slice(0, -1)] ?? Number(text.slice(0, -1));
  const suit = { c: 'clubs', d: 'diamonds', h: 'hearts', s: 'spades' }[text.slice(-1)]!;
  return `${suit}-${rank}`;
};
const cs = (text: string) => text.split(' ').map(c);
const betting = pendingKind('poker-squared/bet');
/** The pending choice's own options: every decision also carries the concede option (P8), last. */
const own = (s: PokerSquaredState) => (s.pending!.options as PokerSquaredOption[]).filter((o) => !o.concede);
const labels = (s: PokerSquaredState) => own(s).map((o) => o.label);
/** Each player's chips counting what they put in this hand: after a hand, the chips before the next ante. */
const bank = (s: PokerSquaredState) => s.chips.map((x, seat) => x + s.stakes[seat]);

/** Hand 1 with the given hands: seat 0 and seat 1 each get 4 cards. */
const dealt = (a: string, b: string, seed = 1, options = {}) =>
  stack(setup(seed, options), { 'hand:0': cs(a), 'hand:1': cs(b) });

suite('setup and the ante', () => {
  it('"both players will draw 4 cards from a standard 52-card deck of playing cards, beginning with 40 chips"', () => {
    const s = setup(7);
    expect(Object.values(s.cards).sort()).toEqual(standardDeck.map((card) => card.id).sort());
    expect(s.deckKind).toBe('standard');
    expect(ids(s, 'hand:0')).toHaveLength(4);
    expect(ids(s, 'hand:1')).toHaveLength(4);
    expect(s.zones.deck).toHaveLength(52 - 8);
    // "In rounds 1-9 players will "ante" 1 chip each … prior to cards being dealt"
    expect([s.chips, s.pot]).toEqual([[39, 39], 2]);
    expect(s.log.findIndex((e) => e.text.startsWith('Hand 1: each player antes 1 chip'))).toBeLessThan(
      s.log.findIndex((e) => e.text.includes('draws 4 cards')),
    );
  });

  it('"In rounds 1-9 … ante 1 chip each. In rounds 10-18 … 2 chips each. In rounds 19-27 … 3 chips each."', () => {
    const s = playUntil(setup(3), over);
    expect(s.round).toBe(27);
    expect(s.hands.map((h) => h.ante)).toEqual([...Array(9).fill(1), ...Array(9).fill(2), ...Array(9).fill(3)]);
  });

  it('PX2 "short-ante: both ante what the poorer player has" — a player with fewer chips than the ante: both ante that, and no bet is possible', () => {
    // Antes of 2 from the first hand: seat 0 bets all but one chip and loses it.
    let s = dealt('2c 3d 5h 8s', 'Ac Ad Ah 4s', 1, { 'ante-by-grid': ['2', '2', '2'] });
    expect(s.chips).toEqual([38, 38]);
    s = place(s, c('2c'), 0, c('4s'), 0);
    s = pick(s, 'Bet 37');
    s = pick(s, 'Call');
    s = playUntil(s, atHand(2));
    expect(s.chips).toEqual([0 + 0, 80 - 2]); // seat 0 had 1 chip: both antes are 1
    expect(s.hands[1].ante).toBe(1);
    expect(s.pot).toBe(2);
    s = playUntil(s, (x) => (x.hands[1]?.shown.length ?? 0) > 0);
    expect(s.log.some((e) => e.text.startsWith('No bet is possible'))).toBe(true);
  });

  it('refuses a third player, an unknown option and card effects without the Tech Deck', () => {
    expect(() => game.setup({ players: 3, seed: 1 })).toThrow(/2 to 2 players/);
    expect(() => setup(1, { deck: 'tarot' })).toThrow(/'standard' deck or the 'tech' deck/);
    expect(() => setup(1, { chips: 50 })).toThrow(/no option "chips"/);
    expect(() => setup(1, { cardEffects: true })).toThrow(/need the Tech Deck variant/);
  });
});

suite('placing on the grid', () => {
  it('"Each player will place one of their four cards in hand face up on your 3x3 grid … A B C / D E F / G H I"', () => {
    let s = setup(2);
    expect(s.pending).toMatchObject({ seat: 0, kind: 'poker-squared/place-card', min: 1, max: 1 });
    expect(own(s).map((o) => o.instance)).toEqual(cardsIn(s, 'hand:0'));
    const card = s.pending!.options[2].card!;
    s = game.apply(s, { type: 'choose', picks: [2] });
    expect(s.pending!.kind).toBe('poker-squared/place-square');
    expect(labels(s)).toEqual([
      'A (top left)',
      'B (top)',
      'C (top right)',
      'D (left)',
      'E (centre)',
      'F (right)',
      'G (bottom left)',
      'H (bottom)',
      'I (bottom right)',
    ]);
    s = pick(s, 'E');
    s = pick(playUntil(s, pendingKind('poker-squared/place-square', 1)), 'A');
    expect(s.cards[s.zones['grid:0'][4]!]).toBe(card);
    expect(ids(s, 'hand:0')).toHaveLength(3); // "You and your opponent will have 3 cards in hand"
    // A square can't be used twice: the next hand offers only the 8 free ones.
    s = playUntil(s, atHand(2));
    s = game.apply(s, { type: 'choose', picks: [0] });
    expect(labels(s)).not.toContain('E (centre)');
    expect(labels(s)).toHaveLength(8);
  });

  it('"What card is where will always be public to both players" — once both have placed; a choice stays secret until then', () => {
    let s = setup(4);
    s = game.apply(s, { type: 'choose', picks: [1] });
    s = pick(s, 'C');
    const secret = s.cards[cardsIn(s, 'placing:0')[0]];
    const theirs = game.view(s, 1);
    expect(theirs.chosen).toEqual([true, false]);
    expect(JSON.stringify(theirs)).not.toContain(secret);
    expect(theirs.placing).toBeNull();
    expect(game.view(s, 0).placing).toMatchObject({ card: secret, square: 2 });
    s = pick(game.apply(s, { type: 'choose', picks: [0] }), 'A');
    for (const seat of [0, 1]) {
      const view = game.view(s, seat);
      expect(view.zones['grid:0'][2]).toMatchObject({ card: secret });
      expect(view.zones['grid:1'][0]).toMatchObject({ card: expect.any(String) });
    }
  });

  it('"The player who put down the lower card on their grid will bet first" (P3: Ace high)', () => {
    let s = place(dealt('As 3d 5h 8s', '2c 9d 9h 4s'), c('As'), 0, c('2c'), 0);
    expect([s.pending!.kind, s.pending!.seat, s.markers['first-bettor']]).toEqual(['poker-squared/bet', 1, 1]);
    s = place(dealt('Ks 3d 5h 8s', 'Ac 9d 9h 4s'), c('Ks'), 0, c('Ac'), 0);
    expect(s.pending!.seat).toBe(0);
  });

  it('P3 first-bettor-ace: low makes the Ace the lowest card', () => {
    const s = place(dealt('As 3d 5h 8s', '2c 9d 9h 4s', 1, { 'first-bettor-ace': 'low' }), c('As'), 0, c('2c'), 0);
    expect(s.pending!.seat).toBe(0);
  });

  it('P3: "equal ranks: the player who acted second last hand acts first"', () => {
    let s = place(dealt('7s 3d 5h 8s', '9c 9d Qh 4s'), c('7s'), 0, c('9c'), 0);
    expect(s.pending!.seat).toBe(0); // seat 0 bets first in hand 1, seat 1 second
    s = playUntil(s, atHand(2));
    s = stack(s, { 'hand:0': cs('Jc 2d 3h 4d'), 'hand:1': cs('Jd 5c 6c 7c') });
    s = place(s, c('Jc'), 1, c('Jd'), 1);
    expect(s.pending!.seat).toBe(1);
    expect(s.log.at(-1)!.text).toBe('Player 2 bets first (equal cards; they bet second last hand).');
  });
});

suite('betting (P2)', () => {
  it('P2: the first bettor may check or bet 1 chip or more, up to what the poorer player has left — PX1 "fold-only-facing-a-bet": no fold when nothing is owed', () => {
    const s = place(dealt('2s 3d 5h 8s', '9c 9d Qh 4s'), c('2s'), 0, c('9c'), 0);
    expect(labels(s)).toEqual(['Check', ...Array.from({ length: 39 }, (_, i) => `Bet ${i + 1}`)]);
  });

  it('facing a bet: fold, call, or raise by 1 chip or more, at most what the poorer player has left once the stake is matched', () => {
    let s = place(dealt('2s 3d 5h 8s', '9c 9d Qh 4s'), c('2s'), 0, c('9c'), 0);
    s = pick(s, 'Bet 10');
    expect(s.pending!.seat).toBe(1);
    expect(labels(s)).toEqual(['Fold', 'Call 10', ...Array.from({ length: 29 }, (_, i) => `Raise by ${i + 1}`)]);
    s = pick(s, 'Raise by 5');
    expect([s.chips, s.stakes, s.pot]).toEqual([[29, 24], [11, 16], 27]);
    // "Players will then bet as in conventional poker": a raise reopens the betting.
    expect(s.pending!.seat).toBe(0);
    expect(labels(s).slice(0, 2)).toEqual(['Fold', 'Call 5']);
    expect(labels(s).at(-1)).toBe('Raise by 24');
    s = pick(s, 'Call');
    expect(s.pending!.kind).toBe('poker-squared/place-card'); // called: showdown, next hand
    expect(s.hands[0].bets.map((b) => [b.seat, b.kind, b.amount])).toEqual([
      [0, 'bet', 10],
      [1, 'raise', 15],
      [0, 'call', 5],
    ]);
  });

  it('the largest bet is what the poorer player has left', () => {
    let s = place(dealt('2s 3d 5h 8s', 'Ac Ad Ah 4s'), c('2s'), 0, c('4s'), 0);
    s = pick(pick(s, 'Bet 30'), 'Call');
    s = playUntil(s, betting);
    expect(s.chips).toEqual([8, 70]);
    expect(labels(s).at(-1)).toBe('Bet 8');
  });

  it('"If both players match, we will move on to showdown": check, check', () => {
    let s = place(dealt('2s 3d 5h 8s', '9c 9d Qh 4s'), c('8s'), 0, c('4s'), 0);
    s = pick(pick(s, 'Check'), 'Check');
    expect(s.hands[0].shown.map((h) => h.name)).toEqual(['High card, 5', 'Pair of 9s']);
    expect(bank(s)).toEqual([39, 41]);
  });

  it('P2: "a fold gives the pot to the other player and ends the hand (grid cards stay)"; neither hand is shown', () => {
    let s = place(dealt('2s 3d 5h 8s', '9c 9d Qh 4s'), c('2s'), 0, c('9c'), 0);
    s = pick(pick(s, 'Bet 5'), 'Fold');
    expect(bank(s)).toEqual([41, 39]);
    expect(s.hands[0]).toMatchObject({ folded: 1, winners: [0], shown: [], pot: 7 });
    expect(ids(s, 'grid:0')).toEqual([c('2s')]);
    expect(ids(s, 'grid:1')).toEqual([c('9c')]);
    // "You do not need to show a card to your opponent": the hands go face down to the muck.
    expect(ids(s, 'muck').sort()).toEqual(cs('3d 5h 8s 9d Qh 4s').sort());
    for (const seat of [0, 1]) {
      const view = JSON.stringify(game.view(s, seat));
      for (const card of cs(seat === 0 ? '9d Qh 4s' : '3d 5h 8s')) expect(view).not.toContain(card);
    }
  });

  it('refuses an illegal answer with a message, the state unchanged', () => {
    const s = place(dealt('2s 3d 5h 8s', '9c 9d Qh 4s'), c('2s'), 0, c('9c'), 0);
    const before = structuredClone(s);
    expect(() => game.apply(s, { type: 'choose', picks: [99] })).toThrow(RuleError);
    expect(() => game.apply(s, { type: 'choose', picks: [0, 1] })).toThrow(/exactly 1 option/);
    expect(s).toEqual(before);
  });
});

suite('the showdown', () => {
  const showdown = (a: string, b: string) => {
    let s = dealt(`2s ${a}`, `2c ${b}`);
    s = place(s, c('2s'), 0, c('2c'), 0);
    s = pick(pick(s, 'Check'), 'Check');
    return s;
  };

  it('"Straight Flush … Three of A Kind … Straight … Flush … One Pair … High Card"', () => {
    const order = ['5h 6h 7h', '9c 9d 9s', '5d 6h 7c', '2h 9h Jh', 'Kc Kd 3s', 'Ac Qd 9s'];
    for (let i = 0; i < order.length - 1; i++) {
      const s = showdown(order[i], order[i + 1]);
      expect(s.hands[0].winners).toEqual([0]);
      expect(s.hands[0].shown[0].category).toBe(['straight-flush', 'three-of-a-kind', 'straight', 'flush', 'pair'][i]);
      expect(bank(s)).toEqual([41, 39]);
    }
  });

  it('"Ties are broken within each category based on who has the highest ranking card(s)"', () => {
    expect(showdown('Kc Kd 3s', 'Kh Ks 2h').hands[0].winners).toEqual([0]);
    expect(showdown('Ac 9d 3s', 'Ah 9s 4h').hands[0].winners).toEqual([1]);
  });

  it('"same value hand containing all identical ranks, the showdown is a tie and both players take back their chips"', () => {
    let s = dealt('2s Kc Qd 3s', '2c Kh Qs 3h');
    s = place(s, c('2s'), 0, c('2c'), 0);
    s = pick(pick(s, 'Bet 6'), 'Call');
    expect(s.hands[0].winners).toEqual([0, 1]);
    expect(bank(s)).toEqual([40, 40]);
  });

  it('P6: "Ace is high or low, not both: A-2-3 is the lowest straight, Q-K-A the highest, K-A-2 is none"', () => {
    const low = showdown('Ac 2d 3s', '2h 3c 4d').hands[0];
    expect(low.shown.map((h) => h.name)).toEqual(['Straight, 3 high', 'Straight, 4 high']);
    expect(low.winners).toEqual([1]);
    expect(showdown('Qc Kd As', 'Jh Qs Kh').hands[0].shown.map((h) => h.name)).toEqual([
      'Straight, Ace high',
      'Straight, King high',
    ]);
    expect(showdown('Kc Ad 2s', '5h 5c 3d').hands[0].shown[0].category).toBe('high-card');
  });

  it('P1: the 3 cards of each hand are discarded after the showdown, and each hand both players draw 4 new cards', () => {
    let s = showdown('Kc Kd 3s', 'Kh Ks 2h');
    expect(ids(s, 'discard').sort()).toEqual(cs('Kc Kd 3s Kh Ks 2h').sort());
    expect(ids(s, 'hand:0')).toHaveLength(4);
    expect(ids(s, 'hand:0').some((id) => cs('Kc Kd 3s').includes(id))).toBe(false);
    s = playUntil(s, atHand(3));
    expect(ids(s, 'discard')).toHaveLength(12);
  });

  it('"The deck will only be shuffled when there are no cards left in it (remaining cards will be distributed first)"', () => {
    // 52 cards, 8 a hand: after hand 6 the deck holds 4.
    let s = playUntil(setup(5), (x) => x.round === 6 && x.pending?.kind === 'poker-squared/bet');
    expect(s.zones.deck).toHaveLength(4);
    const remaining = s.zones.deck.map((i) => s.cards[i!]);
    s = pick(pick(s, 'Check'), 'Check'); // the end of hand 6; hand 7 starts with its draw
    expect(s.log.some((e) => e.text === 'The discard is shuffled to form a new deck.')).toBe(true);
    // Dealt one at a time: the 4 left go first, 2 to each player.
    expect([...ids(s, 'hand:0').slice(-2), ...ids(s, 'hand:1').slice(-2)].sort()).toEqual(remaining.sort());
    expect(ids(s, 'discard')).toHaveLength(0);
  });
});

suite('the grid (P4)', () => {
  it('"After both players fill their grid … each row, column, and diagonal … If your hand in a position is better … you take … the current ante"', () => {
    let s = playUntil(setup(11), (x) => x.round === 9 && x.pending?.kind === 'poker-squared/bet');
    const grids = [0, 1].map((seat) => s.zones[`grid:${seat}`].map((i) => s.cards[i!]));
    const chips = [...s.chips];
    s = pick(pick(s, 'Check'), 'Check');
    const showdown = s.hands[8];
    const card = (id: string) => standardDeck.find((x) => x.id === id)!;
    const lines = [
      [0, 1, 2],
      [3, 4, 5],
      [6, 7, 8],
      [0, 3, 6],
      [1, 4, 7],
      [2, 5, 8],
      [0, 4, 8],
      [2, 4, 6],
    ];
    const expected = [0, 0];
    let lineCount = 0;
    for (const line of lines) {
      const [a, b] = grids.map((g) => evaluateHand3(line.map((sq) => card(g[sq]))).score);
      if (a !== b) {
        expected[a > b ? 0 : 1] += 1;
        expected[a > b ? 1 : 0] -= 1;
        lineCount++;
      }
    }
    const pot =
      showdown.winners.length === 1
        ? showdown.winners.map((w) => [0, 1].map((seat) => (seat === w ? showdown.pot : 0)))[0]
        : [1, 1];
    expect(bank(s)).toEqual([0, 1].map((seat) => chips[seat] + pot[seat] + expected[seat]));
    expect(s.grids[0]).toMatchObject({ grid: 1, hand: 9, ante: 1, net: expected });
    expect(s.grids[0].lines.map((l) => l.hands[0].name)).toHaveLength(8);
    expect(s.linesWon[0] + s.linesWon[1]).toBe(lineCount);
  });

  it('equal lines move nothing; hands 10-18 fill the second grid, at 2 chips a line', () => {
    // Both grids hold the same ranks square by square (suits differ): every line ties.
    let s = playUntil(setup(12), atHand(9));
    const g0 = cs('2c 5c 8d Jc Kd 3h 6h 9s Qs');
    const g1 = cs('2d 5d 8c Jd Kc 3s 6s 9h Qh');
    expect([s.zones['grid:0'][8], s.zones['grid:1'][8]]).toEqual([null, null]); // the plain player fills A to H first
    s = stack(s, { 'grid:0': g0.slice(0, 8), 'grid:1': g1.slice(0, 8) });
    s = stack(s, { 'hand:0': [g0[8]], 'hand:1': [g1[8]] });
    s = place(s, g0[8], 8, g1[8], 8);
    s = playUntil(s, atHand(10));
    expect(s.grids[0].lines.every((l) => l.winner === null && l.paid === 0)).toBe(true);
    expect(s.grids[0].net).toEqual([0, 0]);
    expect(s.zones['grid:0'].every((i) => i === null)).toBe(true); // a scored grid is discarded
    s = playUntil(s, (x) => x.grids.length === 2);
    expect(s.grids[1]).toMatchObject({ grid: 2, hand: 18, ante: 2 });
    expect(s.grids[1].lines.every((l) => l.paid === (l.winner === null ? 0 : 2))).toBe(true);
  });

  it('PX3 "line-payment-capped": a player pays at most the chips they have for a lost line', () => {
    let s = playUntil(setup(13), (x) => x.round === 9 && x.pending?.kind === 'poker-squared/bet');
    s = structuredClone(s);
    const rich = s.chips[0] + s.chips[1] - 1;
    s.chips = [1, rich];
    expectConserved(s);
    s = pick(pick(s, 'Check'), 'Check');
    const grid = s.grids[0];
    for (const line of grid.lines) expect(line.paid).toBeLessThanOrEqual(1);
    expect(s.chips.every((x) => x >= 0)).toBe(true);
  });
});

suite('the end of the match', () => {
  it('"You win … 1) Your opponent runs out of chips"', () => {
    let s = place(dealt('2s 3d 5h 8s', 'Ac Ad Ah 4s'), c('2s'), 0, c('4s'), 0);
    s = pick(pick(s, 'Bet 39'), 'Call');
    expect(s.flow.stage).toBe('over');
    expect(game.actor(s)).toBeNull();
    expect(game.legalActions(s)).toEqual([]);
    expect(game.outcome(s)).toEqual({ scores: [0, 80], winners: [1] });
    expect(s.endedBy).toBe('chips');
    expect(s.log.at(-1)!.text).toBe('Player 2 wins the match: Player 1 has no chips left.');
    expect(() => game.apply(s, { type: 'choose', picks: [0] })).toThrow(/over/);
  });

  it('"2) You have more chips total than your opponent after hand 27"', () => {
    const s = playUntil(setup(3), over);
    expect(s.round).toBe(27);
    expect(s.endedBy).toBe('hands');
    const o = game.outcome(s)!;
    expect(o.scores).toEqual(s.chips);
    expect(o.winners).toEqual([s.chips[0] > s.chips[1] ? 0 : 1]);
  });

  it('P5: "The show\'s "garnets" tie-break becomes: more grid lines won over the match; then a draw"', () => {
    const s = structuredClone(playUntil(setup(3), over));
    s.chips = [40, 40];
    s.linesWon = [10, 9];
    expect(game.outcome(s)!.winners).toEqual([0]);
    s.linesWon = [9, 9];
    expect(game.outcome(s)!.winners).toEqual([0, 1]);
    const draw = structuredClone(s);
    draw.settings['tie-break'] = ['a-draw'];
    draw.linesWon = [10, 9];
    expect(game.outcome(draw)!.winners).toEqual([0, 1]);
  });

  it('PX4 "match-ends-out-of-chips: at the end of the hand" scores a full grid first; "at once" does not', () => {
    const bust = (options: Record<string, unknown>) => {
      let s = playUntil(setup(14, options), (x) => x.round === 9 && x.pending?.kind === 'poker-squared/bet');
      s = structuredClone(s);
      s = stack(s, { [`hand:${s.pending!.seat}`]: cs('2c 3d 5h'), [`hand:${1 - s.pending!.seat}`]: cs('Ac Ad Ah') });
      const loser = s.pending!.seat;
      s.chips = [loser === 0 ? 1 : 77, loser === 0 ? 77 : 1];
      s = pick(s, 'Bet 1');
      return pick(s, 'Call');
    };
    expect(bust({}).grids).toHaveLength(1);
    const atOnce = bust({ 'match-ends-out-of-chips': 'at-once' });
    expect(atOnce.grids).toHaveLength(0);
    expect(atOnce.flow.stage).toBe('over');
  });
});

suite('the Tech Deck variant (P7)', () => {
  it('"the same game with the Tech Deck (values 1-13, wilds removed, Ace low only)"', () => {
    const s = setup(3, { deck: 'tech' });
    expect(s.deckKind).toBe('tech');
    expect(ids(s, 'expelled').sort()).toEqual(['wild-1', 'wild-2']);
    expect(cardsIn(s, 'deck').length + 8).toBe(52);
    expect(game.view(s, 0).deck).toBe('tech');
    // Ace low only: a 1 is lower than a 2, whatever first-bettor-ace says.
    let t = stack(s, {
      'hand:0': ['knowledge-1', 'science-5', 'technology-6', 'services-7'],
      'hand:1': ['services-2', 'technology-9', 'knowledge-9', 'services-12'],
    });
    t = place(t, 'knowledge-1', 0, 'services-2', 0);
    expect(t.pending!.seat).toBe(0);
    t = pick(pick(t, 'Check'), 'Check');
    expect(t.hands[0].shown.map((h) => h.name)).toEqual(['Straight, 7 high', 'Pair of 9s']);
  });

  it('"and, if chosen, one card effect per hand before betting": each player from the first bettor may use one hand card\'s effect — PX5 "used-effect-card-redrawn", PX6 "showdown-hand-size: best 3 cards"', () => {
    let s = setup(3, { deck: 'tech', cardEffects: true });
    s = stack(s, {
      'hand:0': ['science-13', 'science-5', 'science-6', 'science-7'],
      'hand:1': ['services-2', 'technology-9', 'knowledge-9', 'services-12'],
    });
    s = place(s, 'science-5', 0, 'services-2', 0);
    expect(s.pending).toMatchObject({ seat: 1, kind: 'poker-squared/effect-card' }); // the lower card bets first, and uses an effect first
    expect(labels(s).at(-1)).toBe('Pass');
    s = pick(s, 'Pass');
    expect(s.pending!.seat).toBe(0);
    const i = s.pending!.options.findIndex((o) => o.card === 'science-13');
    s = game.apply(s, { type: 'choose', picks: [i] });
    expectConserved(s);
    // Social Media: "All players draw a card." Then the used card is discarded and a new one drawn (PX5).
    expect(ids(s, 'discard')).toEqual(['science-13']);
    expect(ids(s, 'hand:0')).toHaveLength(4);
    expect(ids(s, 'hand:1')).toHaveLength(4);
    expect(s.hands[0].effects).toEqual([{ seat: 0, card: 'science-13' }]);
    expect(s.pending!.kind).toBe('poker-squared/bet');
    s = pick(pick(s, 'Check'), 'Check');
    // A hand of 4 plays its best 3 (PX6 showdown-hand-size).
    expect(s.hands[0].shown.every((h) => h.cards.length === 3)).toBe(true);
  });

  it('without the option there is no effect phase; the standard game runs no card effect at all', () => {
    let s = setup(3, { deck: 'tech' });
    for (let k = 0; k < 4; k++) s = game.apply(s, { type: 'choose', picks: [0] });
    expect(s.pending!.kind).toBe('poker-squared/bet');
    expect(s.settings['card-effects']).toBe(false);
  });
});

suite('conceding (P8)', () => {
  const concedeAt = (s: PokerSquaredState) => (s.pending!.options as PokerSquaredOption[]).findIndex((o) => o.concede);

  it('P8: "Either player may concede at any decision; the other wins the match and the chips stay as they are."', () => {
    // Every kind of decision carries the concede option: the card to place, its square, a bet.
    let s = dealt('2s 3d 5h 8s', '9c 9d Qh 4s');
    const kinds = new Set<string>();
    s = playUntil(
      s,
      (x) => {
        if (concedeAt(x) >= 0) kinds.add(x.pending!.kind);
        return x.pending?.kind === 'poker-squared/bet' && x.pending.seat === 1;
      },
      (x) => (x.pending!.kind === 'poker-squared/bet' ? [own(x).findIndex((o) => o.bet?.kind === 'bet')] : undefined),
    );
    expect([...kinds].sort()).toEqual(['poker-squared/bet', 'poker-squared/place-card', 'poker-squared/place-square']);
    expect(game.view(s, 1).mayConcede).toBe(true);
    expect(game.view(s, 0).mayConcede).toBe(false);
    const chips = [...s.chips];
    const pot = s.pot;
    // Player 2, facing a bet, concedes: Player 1 wins the match; no chip moves, the pot's included.
    s = game.apply(s, { type: 'choose', picks: [concedeAt(s)] });
    expect(game.outcome(s)).toEqual({ scores: chips, winners: [0] });
    expect([s.chips, s.pot, s.endedBy, s.conceded]).toEqual([chips, pot, 'concede', 1]);
    expect(game.actor(s)).toBeNull();
    expect(game.view(s, 0)).toMatchObject({ over: true, endedBy: 'concede', conceded: 1, mayConcede: false });
    expect(s.log.at(-1)).toMatchObject({
      seat: 1,
      text: `Player 2 concedes: Player 1 wins the match (${chips.join(' to ')} chips).`,
    });
    expect(() => game.apply(s, { type: 'choose', picks: [0] })).toThrow(/The match is over/);
  });

  it('P8 concedes even when behind on chips and ahead on grid lines: the other wins, whatever the count', () => {
    let s = setup(3);
    s.chips = [70, 10];
    s = game.apply(s, { type: 'choose', picks: [concedeAt(s)] }); // the player with 70 chips concedes
    expect(game.outcome(s)!.winners).toEqual([1]);
  });

  it('conceding is its own answer, and not listed among the legal actions a random bot draws from', () => {
    const s = setup(3);
    const i = concedeAt(s);
    expect(i).toBe(s.pending!.options.length - 1);
    expect(game.legalActions(s).some((a) => a.picks.includes(i))).toBe(false);
    expect(game.legalActions(s)).toHaveLength(own(s).length);
  });

  it('"may-concede: never" takes the option away', () => {
    const s = setup(3, { 'may-concede': 'never' });
    expect(concedeAt(s)).toBe(-1);
    expect(game.view(s, s.pending!.seat).mayConcede).toBe(false);
  });
});

suite('the rulings are data', () => {
  const source = readFileSync('rules/poker-squared.rules', 'utf8');
  const withRules = (text: string) => {
    const { rules, problems } = compileRulesFile(text, 'rules/poker-squared.rules');
    expect(problems).toEqual([]);
    return createPokerSquared(techDeck, rules!);
  };

  it('every house ruling P1-P8 is a named setting with its pointer', () => {
    const { rules } = compileRulesFile(source, 'rules/poker-squared.rules');
    const pointers = new Set(Object.values(rules!.rulings).map((r) => r.ruling));
    expect([...pointers].filter((p) => !p.startsWith('PX')).sort()).toEqual([
      'P1',
      'P2',
      'P3',
      'P4',
      'P5',
      'P6',
      'P7',
      'P8',
    ]);
  });

  it('changing the antes or the starting chips in the file changes the game, without a TypeScript change', () => {
    const g = withRules(
      source
        .replace('ante-by-grid: 1, 2, 3', 'ante-by-grid: 2, 4, 6')
        .replace('give each player 40 chips', 'give each player 60 chips'),
    );
    const s = g.setup({ players: 2, seed: 1 });
    expect([s.chips, s.pot]).toEqual([[58, 58], 4]);
  });

  it('a ruling value the module does not play is refused when the game is made, saying what it plays', () => {
    expect(() => withRules(source.replace('ace: high or low', 'ace: low'))).toThrow(
      /"ace" is "low"; this module plays only "high-or-low"/,
    );
    expect(() =>
      withRules(source.replace('betting-actions: check, bet, call, raise, fold', 'betting-actions: check, bet')),
    ).toThrow(/check, bet and call at least/);
  });

  it('betting-actions without raise: a bet can only be called or folded', () => {
    const g = withRules(
      source.replace('betting-actions: check, bet, call, raise, fold', 'betting-actions: check, bet, call, fold'),
    );
    let s = g.setup({ players: 2, seed: 1 });
    s = stack(s, {});
    for (let k = 0; k < 4; k++) s = g.apply(s, { type: 'choose', picks: [0] });
    s = g.apply(s, { type: 'choose', picks: [1] }); // Bet 1
    expect(labels(s)).toEqual(['Fold', 'Call 1']);
  });

  it('reshuffle-only-when-empty: no puts the discard back and shuffles before every deal', () => {
    let s = setup(5, { 'reshuffle-only-when-empty': false });
    s = playUntil(s, atHand(2));
    expect(ids(s, 'discard')).toHaveLength(0);
    expect(s.zones.deck).toHaveLength(52 - 8 - 2);
  });
});

suite('views', () => {
  it('a view never shows the other hand, the deck order or the muck, and carries what a player needs to decide', () => {
    let s = place(dealt('2s 3d 5h 8s', '9c 9d Qh 4s'), c('2s'), 0, c('9c'), 0);
    s = pick(s, 'Bet 3');
    const view = game.view(s, 1);
    expect(view.zones['hand:0'].every((x) => x !== null && 'hidden' in x)).toBe(true);
    expect(view.zones.deck.every((x) => x !== null && 'hidden' in x)).toBe(true);
    expect(JSON.stringify(view)).not.toMatch(/"(diamonds-3|hearts-5|spades-8)"/);
    expect(view).toMatchObject({
      hand: 1,
      hands: 27,
      grid: 1,
      handsPerGrid: 9,
      ante: 1,
      phase: 'betting',
      chips: [36, 39],
      pot: 5,
      stakes: [4, 1],
      firstBettor: 0,
      betting: { seat: 1, owe: 3 },
      record: { hand: 1, bets: [{ seat: 0, kind: 'bet', amount: 3, by: 3 }] },
      over: false,
      outcome: null,
    });
    expect(view.betting!.options.map((o) => o.kind).slice(0, 3)).toEqual(['fold', 'call', 'raise']);
    expect(view.pending).toMatchObject({ seat: 1, kind: 'poker-squared/bet' });
    expect(game.view(s, 0).pending).toEqual({ seat: 1, waiting: true });
    expect(view.lines).toHaveLength(8);
    expect(view.lines[0]).toMatchObject({ name: 'Top row', squares: [0, 1, 2], hands: [null, null], leader: null });
  });

  it('line standings: a full line shows its hand and who leads', () => {
    const s = playUntil(setup(11), (x) => x.round === 9 && x.pending?.kind === 'poker-squared/bet');
    const view = game.view(s, 0);
    for (const line of view.lines) {
      expect(line.hands.every((h) => h !== null)).toBe(true);
      const [a, b] = line.hands.map((h) => h!.score);
      expect(line.leader).toBe(a === b ? null : a > b ? 0 : 1);
    }
  });
});
