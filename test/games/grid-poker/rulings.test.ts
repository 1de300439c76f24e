// Grid Poker's word rulings (rules/grid-poker.rules, `rulings:`) are data: each test quotes the house
// ruling of shared/rules-source/README.md that a line states, plays the file as written, then edits that
// line and shows the game follows the edit (or refuses it, saying what to write).
import { readFileSync } from 'node:fs';
import { describe as suite, expect, it } from 'vitest';
import { compileRulesFile } from '../../../src/dsl/index.js';
import { payPot } from '../../../src/games/grid-poker/betting.js';
import { createGridPoker, techDeck } from '../../../src/games/index.js';
import type { GridPokerState } from '../../../src/games/index.js';
import { game, option, pendingKind, playUntil, stack } from './driver.js';

const source = readFileSync('rules/grid-poker.rules', 'utf8');
/** Grid Poker on the rules file with the ruling line that starts `name:` given `value` instead. */
const edited = (name: string, value: string) => {
  const line = new RegExp(`^(  ${name}:)[^#\\n]*?(\\s+#|$)`, 'm');
  expect(source, `rules/grid-poker.rules has the ruling ${name}`).toMatch(line);
  const { rules, problems } = compileRulesFile(source.replace(line, `$1 ${value}$2`), 'rules/grid-poker.rules');
  expect(problems).toEqual([]);
  return createGridPoker(techDeck, rules!);
};
const first = (s: GridPokerState) => s.markers['first-player'];
/** The name of the Tech Deck card of this value and domain. */
const named = (value: number, domain: string) => techDeck.find((c) => c.value === value && c.domain === domain)!.name;
const labels = (s: GridPokerState) => s.pending!.options.map((o) => o.label);

/**
 * Three players; the first (a) and the next (b) commit the two named hand cards beside the top row,
 * whose market cards are `market`; played on to the row winner's market choice.
 */
function topRow(g: typeof game, market: string[], handA: string[], handB: string[]) {
  let s = playUntil(g.setup({ players: 3, seed: 4 }), pendingKind('grid/hand-cards'), undefined, 2000, g);
  const [a, b] = [first(s), (first(s) + 1) % 3];
  s = stack(s, {
    market: [...market, null, null, null, null, null, null],
    [`hand:${a}`]: handA,
    [`hand:${b}`]: handB,
  });
  for (let i = 0; i < 2; i++) {
    s = g.apply(s, { type: 'choose', picks: [0, 1] });
    s = g.apply(s, { type: 'choose', picks: [option(s, 'Top row')] });
  }
  return { s: playUntil(s, pendingKind('grid/market'), undefined, 2000, g), a, b };
}

/** The rows of "a 13 of Services with low cards" against "a 13 of Knowledge with a 12" (G4's high card). */
const highCards = (g: typeof game) =>
  topRow(
    g,
    [named(2, 'knowledge'), named(4, 'science'), named(6, 'technology')],
    [named(13, 'services'), named(3, 'knowledge')],
    [named(13, 'knowledge'), named(12, 'science')],
  );

/** Two rows the rule book's tie-break leaves equal: the 13 of Services in the market is both hands' top card. */
const tiedRows = (g: typeof game) =>
  topRow(
    g,
    [named(13, 'services'), named(2, 'knowledge'), named(4, 'science')],
    [named(5, 'knowledge'), named(7, 'science')],
    [named(6, 'technology'), named(8, 'technology')],
  );

suite('G4: ties, as the rules file words them', () => {
  it('G4 "High card: the highest card\'s value, then that card\'s domain (Services highest, then Technology, Science, Knowledge)" — `domain-order: knowledge, science, technology, services`', () => {
    expect(game.rules.rulings['domain-order']).toEqual({
      value: ['knowledge', 'science', 'technology', 'services'],
      ruling: 'G4',
    });
    const book = highCards(game);
    expect(book.s.results[0].rowWinners).toEqual([book.a]); // the 13 of Services
    // A designer who orders the domains the other way round: the 13 of Knowledge is the higher card.
    const reversed = highCards(edited('domain-order', 'services, technology, science, knowledge'));
    expect(reversed.s.results[0].rowWinners).toEqual([reversed.b]);
    expect(() => edited('domain-order', 'knowledge, science').setup({ players: 2, seed: 1 })).toThrow(
      'Grid Poker: the ruling "domain-order" is "knowledge, science"; name the four domains once each, lowest first',
    );
  });

  it('G4 "Where the named tie-break leaves players equal, they are tied: all of them score" — `tied-winners-all-score: yes`', () => {
    expect(game.rules.rulings['tied-winners-all-score']).toEqual({ value: true, ruling: 'G4' });
    const book = tiedRows(game);
    expect(book.s.results[0].rowWinners).toEqual([book.a, book.b]);
    expect([book.s.scores[book.a], book.s.scores[book.b]]).toEqual([1, 1]);
    // `no`: only the tied player who picks the market card scores the line.
    const one = tiedRows(edited('tied-winners-all-score', 'no'));
    expect(one.s.results[0].rowWinners).toEqual([one.a]);
    expect([one.s.scores[one.a], one.s.scores[one.b]]).toEqual([1, 0]);
    expect(one.s.log.map((l) => l.text)).toContain(`Best row: Player ${one.a + 1} with High card, 13 — 1 point each.`);
    expect(() => edited('tied-winners-all-score', 'sometimes').setup({ players: 2, seed: 1 })).toThrow(
      'the ruling "tied-winners-all-score" is "sometimes"; write yes or no',
    );
  });

  it('G4 "… and the first of them in turn order picks the market card" — `tied-market-pick: first in turn order`', () => {
    expect(game.rules.rulings['tied-market-pick']).toEqual({ value: 'first-in-turn-order', ruling: 'G4' });
    const book = tiedRows(game);
    expect(book.s.pending!.seat).toBe(book.a);
    const last = tiedRows(edited('tied-market-pick', 'last in turn order'));
    expect(last.s.results[0].rowWinners).toEqual([last.a, last.b]);
    expect(last.s.pending!.seat).toBe(last.b);
    // With `tied-winners-all-score: no` too, the one who picks is the one who scores.
    expect(() => edited('tied-market-pick', 'the youngest').setup({ players: 2, seed: 1 })).toThrow(
      'the ruling "tied-market-pick" is "the youngest"; write one of "first in turn order", "last in turn order"',
    );
  });
});

suite('the other word rulings are read, or refused with what to write', () => {
  it('G5 "\\"Better than three of a kind\\" scores 2: straight and above" — `strong-hand-from: straight`', () => {
    // Three of a kind 13s in the top row: 1 point by the file; 2 when the file says trips are strong.
    const trips = (g: typeof game) =>
      topRow(
        g,
        [named(13, 'services'), named(2, 'knowledge'), named(4, 'science')],
        [named(13, 'knowledge'), named(13, 'science')],
        [named(6, 'technology'), named(8, 'technology')],
      );
    const book = trips(game);
    expect(book.s.results[0].rowPoints).toBe(1);
    expect(trips(edited('strong-hand-from', 'three of a kind')).s.results[0].rowPoints).toBe(2);
    expect(() => edited('strong-hand-from', 'a good hand').setup({ players: 2, seed: 1 })).toThrow(
      'the ruling "strong-hand-from" is "a good hand"; write one of "high card", "pair"',
    );
  });

  it('G9 "when it wins it discards a random market card of that line" — `solo-opponent-discards-random-market-card: yes`', () => {
    // The player keeps out of every line: the artificial player wins them.
    const roundOne = (g: typeof game) =>
      playUntil(
        g.setup({ players: 1, seed: 4 }),
        (x) => x.results.length === 1 && x.flow.index > 2,
        undefined,
        2000,
        g,
      ).log.map((l) => l.text);
    expect(roundOne(game).some((t) => t.startsWith('The artificial player discards'))).toBe(true);
    const keeps = roundOne(edited('solo-opponent-discards-random-market-card', 'no'));
    expect(keeps.some((t) => t.startsWith('The artificial player discards'))).toBe(false);
    expect(keeps).toContain('The artificial player leaves the market as it is.');
  });

  it('G11 "one betting round (check, bet, call, raise, fold)" — `betting-actions: check, bet, call, raise, fold`', () => {
    const at = (g: typeof game) => {
      const s = playUntil(
        g.setup({ players: 3, seed: 4, options: { bidding: true } }),
        pendingKind('grid/bet'),
        undefined,
        2000,
        g,
      );
      return { opening: labels(s), facing: labels(g.apply(s, { type: 'choose', picks: [option(s, 'Bet 2')] })) };
    };
    expect(at(game)).toEqual({
      opening: ['Check', 'Bet 1', 'Bet 2', 'Bet 3', 'Bet 5', 'Bet 10'],
      facing: ['Fold', 'Call 2', 'Raise by 1', 'Raise by 2', 'Raise by 3', 'Raise by 5', 'Raise by 10'],
    });
    // No raise and no fold: a bet can only be called.
    expect(at(edited('betting-actions', 'check, bet, call'))).toEqual({
      opening: ['Check', 'Bet 1', 'Bet 2', 'Bet 3', 'Bet 5', 'Bet 10'],
      facing: ['Call 2'],
    });
    expect(() => edited('betting-actions', 'bet, raise').setup({ players: 2, seed: 1 })).toThrow(
      'the ruling "betting-actions" is "bet, raise"; name check and call, and any of bet, raise, fold',
    );
  });

  it('G11 "the pot goes to the best-row winner and best-column winner in equal parts, odd chip to the row" — `odd-chip-to: best row`', () => {
    const split = (g: typeof game) => {
      const s = {
        ...g.setup({ players: 2, seed: 4, options: { bidding: true } }),
        chips: [10, 10],
        bets: { pot: 7, folded: [false, false], stakes: [0, 0] },
      } as GridPokerState;
      payPot(s, [0], [1]);
      return s.chips;
    };
    expect(split(game)).toEqual([14, 13]);
    expect(split(edited('odd-chip-to', 'best column'))).toEqual([13, 14]);
  });

  it('a ruling that states how the module reads the rule book is refused when edited, with the reason', () => {
    const refusals: [string, string, string][] = [
      ['four-card-hands-make-straights-and-flushes', 'yes', 'the hand evaluator has no 4-card straight or flush (G2)'],
      ['ace', 'high', 'this module plays only "low": the Tech Deck ace is value 1 (G3)'],
      ['straights-wrap', 'yes', 'the hand evaluator has no wrapping straight (G3)'],
      ['five-of-a-kind', 'below royal flush', 'this module plays only "above royal flush"'],
      ['wild-company-card-has-effect', 'yes', 'the wild cards have no effect text (G7)'],
      ['wild-card-choice', 'at random', 'write one of "best for its owner", "owner picks"'],
      ['equal-scores-share-win', 'no', 'the rule book names no tie-break for final scores (G10)'],
      ['refill-market-before-hand-cards', 'first', 'write yes or no'],
      // Counts too, before anything is dealt (they were refused only when the artificial player first played).
      ['solo-opponent-draws', 'several', 'the artificial player plays a whole number from 0 to 10'],
      ['bidding-ante', 'some chips', 'write a whole number of chips'],
    ];
    for (const [name, value, why] of refusals)
      expect(() => edited(name, value).setup({ players: 2, seed: 1 }), name).toThrow(why);
  });
});
