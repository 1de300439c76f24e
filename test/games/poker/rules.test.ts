// Regular poker with the Tech Deck against the rule books' one sentence ("each turn, a player may reveal
// a card from their hand and perform the effect specified on the card. Then, discard and redraw that
// card.") and the house rulings R1-R4 (shared/rules-source/README.md): each test quotes the ruling it
// checks and plays the real game module from a seed, answering its choices.
import { describe as suite, expect, it } from 'vitest';
import { betOptions, largestBet } from '../../../src/engine/betting.js';
import type { PokerState } from '../../../src/games/index.js';
import { readSettings } from '../../../src/games/poker/settings.js';
import { splitPot } from '../../../src/games/poker/showdown.js';
import { fromDealersLeft } from '../../../src/games/poker/state.js';
import {
  answer,
  betKind,
  expectConserved,
  game,
  ids,
  optionWhere,
  over,
  passEffect,
  pendingKind,
  playUntil,
  setup,
  stack,
} from './driver.js';

/** '9k' → 'knowledge-9', '13v' → 'services-13', 'w1' → 'wild-1'. */
const c = (text: string) =>
  text.startsWith('w')
    ? `wild-${text.slice(1)}`
    : `${{ k: 'knowledge', s: 'science', t: 'technology', v: 'services' }[text.slice(-1)]}-${text.slice(0, -1)}`;
const cs = (text: string) => text.split(' ').map(c);
const showdownDone = (n: number) => (s: PokerState) => (s.hands[n - 1]?.winners.length ?? 0) > 0;
/** Hands stacked in turn order from the dealer's left: `hands[0]` for the first to act. */
function dealt(players: number, seed: number, ...hands: string[]): { s: PokerState; order: number[] } {
  const start = setup(players, seed);
  const order = fromDealersLeft(start);
  return { s: stack(start, Object.fromEntries(hands.map((h, k) => [order[k], cs(h)]))), order };
}
/** Everyone checks (or calls), stands pat and passes on card effects until hand `n`'s showdown. */
const toShowdown = (s: PokerState, n = 1) => playUntil(s, showdownDone(n));

suite('R1: five-card draw, 2-6 players, one Tech Deck including both wilds', () => {
  it('"2-6 players, one Tech Deck including both wilds": 54 cards, five to each player', () => {
    for (const players of [2, 6]) {
      const s = setup(players, 3);
      expect(Object.keys(s.cards)).toHaveLength(54);
      expect(
        Object.values(s.cards)
          .filter((id) => id.startsWith('wild-'))
          .sort(),
      ).toEqual(['wild-1', 'wild-2']);
      for (let seat = 0; seat < players; seat++) expect(ids(s, `hand:${seat}`)).toHaveLength(5);
      expect(s.zones.deck).toHaveLength(54 - 5 * players);
    }
    expect(() => setup(1)).toThrow(/2 to 6 players/);
    expect(() => setup(7)).toThrow(/2 to 6 players/);
  });

  it('"G7\'s wild rule": a wild becomes the card that makes its owner\'s hand best', () => {
    const { s, order } = dealt(2, 1, 'w1 9k 9s 3t 5v', '13k 13s 2t 4v 6k');
    const end = toShowdown(s);
    const shown = end.hands[0].shown;
    expect(shown.find((h) => h.seat === order[0])).toMatchObject({
      category: 'three-of-a-kind',
      name: 'Three of a kind, 9s',
    });
    expect(shown.find((h) => h.seat === order[1])).toMatchObject({ category: 'pair', name: 'Pair of 13s' });
    expect(end.hands[0].winners).toEqual([order[0]]);
  });

  it('"G6": five of a kind ranks above a royal flush', () => {
    const { s, order } = dealt(2, 2, 'w1 8k 8s 8t 8v', '9t 10t 11t 12t 13t');
    const end = toShowdown(s);
    expect(end.hands[0].shown.map((h) => h.category).sort()).toEqual(['five-of-a-kind', 'royal-flush']);
    expect(end.hands[0].winners).toEqual([order[0]]);
  });

  it('"G3": the Ace is 1 and low only; straights do not wrap (10-11-12-13-1 is no straight)', () => {
    const { s, order } = dealt(2, 4, '10k 11s 12t 13v 1k', '2k 2s 4t 6v 8k');
    const end = toShowdown(s);
    expect(end.hands[0].shown.find((h) => h.seat === order[0])!.category).toBe('high-card');
    expect(end.hands[0].winners).toEqual([order[1]]);
  });

  it('a showdown names each hand in the log', () => {
    const { s } = dealt(2, 1, 'w1 9k 9s 3t 5v', '13k 13s 2t 4v 6k');
    const end = toShowdown(s);
    expect(end.log.some((e) => e.text.endsWith('shows Three of a kind, 9s.'))).toBe(true);
  });
});

suite('R2: chips, the ante, two betting rounds around one draw, the split', () => {
  it('"each player starts with 20; ante 1 each hand"', () => {
    const s = setup(4, 5);
    expect(s.chips).toEqual([19, 19, 19, 19]);
    expect(s.pot).toBe(4);
    expect(s.hands[0].ante).toBe(1);
    const next = playUntil(s, (x) => x.round === 2 && x.pending?.kind !== undefined);
    expect(next.hands[1].ante).toBe(1);
    expectConserved(next);
  });

  it('"a betting round before and after one draw (each player in turn discards 0-3 cards and draws as many)"', () => {
    let { s, order } = dealt(2, 6, '2k 7s 9t 11v 13k', '3k 3s 5t 8v 10k');
    s = playUntil(s, pendingKind('poker/draw'));
    expect(s.hands[0].bets.map((b) => b.round)).toEqual([1, 1]);
    expect(s.pending).toMatchObject({ seat: order[0], min: 0, max: 3 });
    expect(s.pending!.options.map((o) => o.card)).toEqual(cs('2k 7s 9t 11v 13k'));
    const muck = ids(s, 'muck').length;
    s = answer(s, 0, 1, 2); // change three cards
    expect(ids(s, `hand:${order[0]}`)).toHaveLength(5);
    expect(ids(s, `hand:${order[0]}`)).toEqual(expect.arrayContaining(cs('11v 13k')));
    expect(ids(s, `hand:${order[0]}`)).not.toContain(c('2k'));
    expect(ids(s, 'muck')).toHaveLength(muck + 3); // discards go face down
    expect(s.pending).toMatchObject({ kind: 'poker/draw', seat: order[1] });
    expect(() => game.apply(s, { type: 'choose', picks: [0, 1, 2, 3] })).toThrow(/from 0 to 3 options/);
    s = answer(s); // stands pat
    expect(s.hands[0].draws).toEqual([
      { seat: order[0], count: 3 },
      { seat: order[1], count: 0 },
    ]);
    s = passEffect(s);
    expect(s.pending!.kind).toBe('poker/bet');
    s = playUntil(s, showdownDone(1));
    expect(s.hands[0].bets.filter((b) => b.round === 2)).toHaveLength(2);
  });

  it('"check, bet, call, raise, fold, with a bet or raise of 1 chip up to the smallest stack of the players still in the hand"', () => {
    let { s, order } = dealt(3, 7, '2k 7s 9t 11v 13k', '3k 3s 5t 8v 10k', '4k 4s 6t 8k 10s');
    s = passEffect(s);
    const first = s.pending!.options.map((o) => (o as { bet?: { kind: string; by?: number } }).bet!);
    expect(first[0]).toEqual({ kind: 'check', amount: 0 });
    expect(first.filter((o) => o.kind === 'bet').map((o) => o.by)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    expect(first.some((o) => o.kind === 'fold')).toBe(false); // a player who may check does not fold
    s = betKind(s, 'bet', 5);
    s = passEffect(s);
    expect(s.pending!.options.map((o) => (o as { bet?: { kind: string } }).bet!.kind).slice(0, 2)).toEqual([
      'fold',
      'call',
    ]);
    // After matching 5, every player still in has 14 behind: the largest raise.
    expect(Math.max(...s.pending!.options.map((o) => (o as { bet?: { by?: number } }).bet!.by ?? 0))).toBe(14);
    s = betKind(s, 'fold');
    expect(s.live[order[1]]).toBe(false);
    expect(ids(s, `hand:${order[1]}`)).toEqual([]);
    // The shared arithmetic: a folded player's small stack does not limit the bet; a live one's does.
    const table = { chips: [3, 10, 8], stakes: [0, 0, 0], live: [false, true, true] };
    expect(largestBet(table)).toBe(8);
    expect(betOptions(table, 1, readSettings(s.settings)).filter((o) => o.kind === 'bet')).toHaveLength(8);
  });

  it('"showdown splits equal hands, odd chip to the first in turn order after the dealer"', () => {
    // Two equal straights 5-9: the second player's cards count as the first's domains (as "counts as"
    // effects make them), so the hands are equal in any tie order. The dealer folds to a bet of 1.
    let { s, order } = dealt(3, 8, '5k 6s 7t 8v 9k', '5s 6t 7v 8k 9s', '2t 4v 11k 12s 13t');
    s = structuredClone(s);
    const instanceOf = (id: string) => Object.keys(s.cards).find((i) => s.cards[i] === c(id))!;
    (['knowledge', 'science', 'technology', 'services', 'knowledge'] as const).forEach((domain, k) => {
      s.modifiers.push({ instance: instanceOf(['5s', '6t', '7v', '8k', '9s'][k]), domain, until: 'round' });
    });
    s = passEffect(s);
    s = betKind(s, 'bet', 1);
    s = passEffect(s);
    s = betKind(s, 'call');
    s = passEffect(s);
    s = betKind(s, 'fold');
    s = playUntil(s, showdownDone(1));
    const hand = s.hands[0];
    expect(hand.pot).toBe(5);
    expect(hand.winners).toEqual([order[0], order[1]]);
    expect(hand.won[order[0]]).toBe(3); // the odd chip: first in turn order after the dealer
    expect(hand.won[order[1]]).toBe(2);
    expect(splitPot(7, [2, 0, 1], 3)).toEqual([2, 2, 3]);
  });
});

suite("R3: a hand card's effect before each betting action", () => {
  it('"before each of their betting actions, the acting player may once reveal a hand card, resolve its effect, discard it and draw a replacement"', () => {
    let { s, order } = dealt(2, 9, '3s 7k 9t 11v 13k', '3k 4s 5t 8v 10k');
    expect(s.pending).toMatchObject({ seat: order[0], kind: 'poker/effect-card' });
    expect(s.pending!.options.at(-1)).toMatchObject({ answer: 'pass' });
    // Substitute (3 Science): "A card in your hand counts as a Science card until the end of the round. Then, draw a card."
    s = answer(
      s,
      optionWhere(s, (o) => o.card === c('3s')),
    );
    s = playUntil(s, pendingKind('poker/bet'), (x) => (x.pending!.kind.startsWith('effect/') ? [0] : undefined));
    expect(s.pending!.seat).toBe(order[0]); // the same player now bets: one effect before a betting action
    expect(ids(s, 'discard')).toContain(c('3s'));
    expect(s.hands[0].effects).toEqual([{ seat: order[0], card: c('3s') }]);
    expect(ids(s, `hand:${order[0]}`)).toHaveLength(6); // the effect's own draw, and the replacement
    expect(s.log.some((e) => e.seat === order[0] && e.text.endsWith('draws a card.'))).toBe(true);
    expect(s.modifiers.length).toBeGreaterThan(0);
    s = betKind(s, 'check');
    expect(s.pending).toMatchObject({ seat: order[1], kind: 'poker/effect-card' }); // before the next player's action too
    // "Effects last until the end of the hand."
    s = playUntil(s, (x) => x.round === 2);
    expect(s.modifiers).toEqual([]);
  });

  it('a card an effect gives a player out of the hand plays no part: it goes face down to the muck at the showdown', () => {
    let { s, order } = dealt(3, 15, '2k 7s 9t 11v 13k', '3k 3s 5t 8v 10k', '4k 4s 6t 8k 10s');
    s = passEffect(s);
    s = betKind(s, 'bet', 1);
    s = passEffect(s);
    s = betKind(s, 'fold');
    // As "Give each player a card from your hand" would: the folded player receives a card of the deck.
    // The hand is made the match's last, so no new deal gathers the cards before we look.
    s = structuredClone(s);
    const given = s.zones.deck.shift()!;
    s.zones[`hand:${order[1]}`].push(given);
    s.round = 20;
    s = playUntil(s, over);
    expect(ids(s, `hand:${order[1]}`)).toEqual([]);
    expect(s.zones.muck).toContain(given);
    expect(s.hands[0].shown.map((h) => h.seat)).not.toContain(order[1]);
  });

  it('"Neutral cards are none; controlled cards are none unless the rules file says otherwise"', () => {
    expect(game.env.terms.neutral).toEqual([]);
    expect(game.env.terms.controlled).toEqual([]);
    expect(game.rules.duration).toBe('round');
  });

  it("a match may turn card effects off by the ruling's name", () => {
    const s = setup(2, 1, { 'card-effects': false });
    expect(s.pending!.kind).toBe('poker/bet');
    expect(() => setup(2, 1, { 'odd-chip': 'last' })).toThrow(
      /the ruling "odd-chip" is "last"; this module plays only/,
    );
  });
});

suite("RX1-RX5: the project's own rulings, read from the rules file", () => {
  it('RX1 "a player who may check has no reason to fold": with fold-only-facing-a-bet: no, the fold is offered', () => {
    const offered = (options = {}) =>
      passEffect(setup(2, 1, options)).pending!.options.map((o) => (o as { bet?: { kind: string } }).bet?.kind);
    expect(offered()).not.toContain('fold');
    expect(offered({ 'fold-only-facing-a-bet': false })).toContain('fold');
  });

  it('RX2, RX3, RX5 play one value each: another is refused at setup, naming the one played', () => {
    expect(() => setup(2, 1, { 'short-ante': 'side pots' })).toThrow(
      /"short-ante" is "side pots"; this module plays only "everyone-antes-what-the-shortest-stack-has"/,
    );
    expect(() => setup(2, 1, { 'draw-discards': 'face up' })).toThrow(/"draw-discards"/);
    expect(() => setup(2, 1, { 'cards-out-of-the-hand': 'kept' })).toThrow(/"cards-out-of-the-hand"/);
  });
});

suite('R4: the button, players out, the end of the match', () => {
  it('"The dealer button passes left each hand"', () => {
    const s = playUntil(setup(4, 11), (x) => x.round === 4 && x.hands.length === 4);
    const dealers = s.hands.map((h) => h.dealer);
    for (let k = 1; k < dealers.length; k++) expect(dealers[k]).toBe((dealers[k - 1] + 1) % 4);
  });

  it('"A player with no chips is out": no longer dealt in, skipped by the button', () => {
    // The first player bets everything, the second calls and loses it all, the dealer folds.
    let { s, order } = dealt(3, 12, '9k 9s 9t 2v 4k', '3k 5s 7t 11v 13k', '2k 4s 6t 8v 10k');
    s = passEffect(s);
    s = betKind(s, 'bet', 19);
    s = passEffect(s);
    s = betKind(s, 'call');
    s = passEffect(s);
    s = betKind(s, 'fold');
    s = playUntil(s, (x) => x.round === 2 && x.hands.length === 2);
    expect(s.out[order[1]]).toBe(true);
    expect(s.log.some((e) => e.text.endsWith('has no chips left and is out.'))).toBe(true);
    expect(s.hands[1].seats).not.toContain(order[1]);
    expect(ids(s, `hand:${order[1]}`)).toEqual([]);
    expect(s.hands[1].dealer).toBe(order[0]); // the button passed left from the dealer (order[2]) to order[0]
  });

  it('"The match ends when one player holds every chip"', () => {
    let { s, order } = dealt(2, 13, '9k 9s 9t 2v 4k', '3k 5s 7t 11v 13k');
    s = passEffect(s);
    s = betKind(s, 'bet', 19);
    s = passEffect(s);
    s = betKind(s, 'call');
    s = playUntil(s, over);
    expect(s.endedBy).toBe('chips');
    expect(game.outcome(s)).toEqual({ scores: order[0] === 0 ? [40, 0] : [0, 40], winners: [order[0]] });
    expect(game.actor(s)).toBeNull();
  });

  it('"or after 20 hands (most chips wins; equal stacks share)"', () => {
    const s = playUntil(setup(3, 14), over);
    expect(s.endedBy).toBe('hands');
    expect(s.hands).toHaveLength(20);
    const top = Math.max(...s.chips);
    expect(game.outcome(s)).toEqual({
      scores: s.chips,
      winners: s.chips.map((x, seat) => (x === top ? seat : -1)).filter((x) => x >= 0),
    });
    expect(() => game.apply(s, { type: 'choose', picks: [0] })).toThrow(/The match is over/);
  });
});
