// Grid Poker's own rulings where the rule book and the house rulings are silent (rules/grid-poker.rules,
// pointers GX1-GX10): each test quotes the ruling it checks, and shows the module plays what the file says.
import { readFileSync } from 'node:fs';
import { describe as suite, expect, it } from 'vitest';
import { compileRulesFile } from '../../../src/dsl/index.js';
import { createGridPoker, techDeck } from '../../../src/games/index.js';
import type { GridPokerState } from '../../../src/games/index.js';
import { payPot } from '../../../src/games/grid-poker/betting.js';
import { turnOrder } from '../../../src/engine/steps.js';
import { game, option, pendingKind, playUntil, stack } from './driver.js';

const source = readFileSync('rules/grid-poker.rules', 'utf8');
const withRules = (from: string, to: string) => {
  expect(source).toContain(from);
  const { rules, problems } = compileRulesFile(source.replace(from, to), 'rules/grid-poker.rules');
  expect(problems).toEqual([]);
  return createGridPoker(techDeck, rules!);
};
const labels = (s: GridPokerState) => s.pending!.options.map((o) => o.label);

suite("this project's Grid Poker rulings (GX)", () => {
  it('GX2 "bet-sizes: 1, 2, 3, 5, 10" — G11 names no sizes: the sizes offered are the file\'s', () => {
    expect(game.rules.rulings['bet-sizes']).toEqual({ value: ['1', '2', '3', '5', '10'], ruling: 'GX2' });
    const at = (g: typeof game) =>
      playUntil(
        g.setup({ players: 3, seed: 4, options: { bidding: true } }),
        pendingKind('grid/bet'),
        undefined,
        2000,
        g,
      );
    expect(labels(at(game))).toEqual(['Check', 'Bet 1', 'Bet 2', 'Bet 3', 'Bet 5', 'Bet 10']);
    const other = withRules('bet-sizes: 1, 2, 3, 5, 10', 'bet-sizes: 4, 1');
    expect(labels(at(other))).toEqual(['Check', 'Bet 1', 'Bet 4']);
    const bad = withRules('bet-sizes: 1, 2, 3, 5, 10', 'bet-sizes: some');
    expect(() => bad.setup({ players: 3, seed: 4, options: { bidding: true } })).toThrow(
      /"bet-sizes" is "some"; it is a list of whole numbers from 1/,
    );
  });

  it('GX3 "unwon-pot: stays in the middle" — a share no player wins joins the next grid poker phase\'s pot', () => {
    expect(game.rules.rulings['unwon-pot']).toEqual({ value: 'stays-in-the-middle', ruling: 'GX3' });
    let s = playUntil(game.setup({ players: 3, seed: 4, options: { bidding: true } }), (x) => x.results.length === 1);
    const left = 6;
    s = { ...s, bets: { ...s.bets!, pot: left } };
    const chips = [...s.chips];
    s = playUntil(s, pendingKind('grid/bet'));
    const antes = chips.reduce((sum, c) => sum + Math.min(1, c), 0);
    expect(s.bets!.pot).toBe(left + antes);
    expect(() =>
      withRules('unwon-pot: stays in the middle', 'unwon-pot: goes back').setup({ players: 2, seed: 1 }),
    ).toThrow(/"unwon-pot" is "goes back"; this module plays only "stays in the middle"/);
  });

  it('GX1 "solo-win: more points than the artificial player" — equal scores share the win (G10)', () => {
    expect(game.rules.rulings['solo-win']).toEqual({ value: 'more-points-than-the-artificial-player', ruling: 'GX1' });
    const done = playUntil(game.setup({ players: 1, seed: 4 }), (x) => game.actor(x) === null);
    const { scores, winners } = game.outcome(done)!;
    expect(scores).toEqual([done.scores[0], done.solo!.score]);
    const top = Math.max(...scores);
    expect(winners).toEqual([0, 1].filter((seat) => scores[seat] === top));
    expect(() =>
      withRules('solo-win: more points than the artificial player', 'solo-win: a score of 10').setup({
        players: 1,
        seed: 1,
      }),
    ).toThrow(/"solo-win" is "a score of 10"; this module plays only/);
  });

  /** `players` with 10 chips each and a pot of `pot`, paid to these row and column winners on `g`. */
  const paid = (g: typeof game, pot: number, rows: number[], columns: number[], players = 2) => {
    const s = {
      ...g.setup({ players, seed: 4, options: { bidding: true } }),
      chips: Array(players).fill(10),
      bets: { pot, folded: Array(players).fill(false), stakes: Array(players).fill(0) },
    } as GridPokerState;
    payPot(s, rows, columns);
    return s;
  };

  it('GX4 "lone-line-takes: the whole pot" — G11 splits the pot between the best row and the best column, not what happens when only one is won', () => {
    expect(game.rules.rulings['lone-line-takes']).toEqual({ value: 'the-whole-pot', ruling: 'GX4' });
    expect(paid(game, 7, [0], []).chips).toEqual([17, 10]);
    const share = paid(withRules('lone-line-takes: the whole pot', 'lone-line-takes: its share'), 7, [0], []);
    expect(share.chips).toEqual([14, 10]); // the row's part, odd chip included; the column's 3 stay (GX3)
    expect(share.bets!.pot).toBe(3);
  });

  it('GX5 "tied-winners-odd-chip: first in turn order" — tied winners share a line\'s part, the odd chip to the first of them', () => {
    expect(game.rules.rulings['tied-winners-odd-chip']).toEqual({ value: 'first-in-turn-order', ruling: 'GX5' });
    // 5 chips: 3 to the row, shared by seats 0 and 1; 2 to the column's seat 2.
    const first = paid(game, 5, [0, 1], [2], 3);
    const [a, b] = turnOrder(first).filter((seat) => seat < 2);
    expect([first.chips[a], first.chips[b], first.chips[2]]).toEqual([12, 11, 12]);
    const last = paid(
      withRules('tied-winners-odd-chip: first in turn order', 'tied-winners-odd-chip: last in turn order'),
      5,
      [0, 1],
      [2],
      3,
    );
    expect([last.chips[a], last.chips[b], last.chips[2]]).toEqual([11, 12, 12]);
  });

  it('GX6 "short-stack: pays what it has and stays in" — the ante is what a player has; with none left they bet no more', () => {
    expect(game.rules.rulings['short-stack']).toEqual({ value: 'pays-what-it-has-and-stays-in', ruling: 'GX6' });
    let s = playUntil(
      game.setup({ players: 3, seed: 4, options: { bidding: true } }),
      (x) => x.flow.stage === 'rounds',
    );
    s = { ...s, chips: [0, 20, 20] };
    s = playUntil(s, pendingKind('grid/bet'));
    expect(s.chips[0]).toBe(0);
    expect(s.bets!.pot).toBe(2);
    expect(s.bets!.folded[0]).toBe(false); // still in
    expect(() =>
      withRules('short-stack: pays what it has and stays in', 'short-stack: side pots').setup({ players: 2, seed: 1 }),
    ).toThrow('the ruling "short-stack" is "side pots"; this module plays only "pays what it has and stays in"');
  });

  it('GX7 "fold-forfeits-the-lines: yes" — a player who folds forms no hand this grid poker phase', () => {
    expect(game.rules.rulings['fold-forfeits-the-lines']).toEqual({ value: true, ruling: 'GX7' });
    let s = playUntil(game.setup({ players: 2, seed: 4, options: { bidding: true } }), pendingKind('grid/hand-cards'));
    const a = s.pending!.seat;
    // Both commit a hand card beside the top row; the first bets, the other folds.
    for (let i = 0; i < 2; i++) {
      s = game.apply(s, { type: 'choose', picks: [0] });
      s = game.apply(s, { type: 'choose', picks: [option(s, 'Top row')] });
    }
    s = playUntil(s, pendingKind('grid/bet'));
    s = game.apply(s, { type: 'choose', picks: [option(s, 'Bet 1')] });
    s = game.apply(s, { type: 'choose', picks: [option(s, 'Fold')] });
    s = playUntil(s, (x) => x.results.length === 1);
    expect(s.results[0].hands.map((h) => h.seat)).toEqual([a]);
    expect(() =>
      withRules('fold-forfeits-the-lines: yes', 'fold-forfeits-the-lines: no').setup({ players: 2, seed: 1 }),
    ).toThrow('the ruling "fold-forfeits-the-lines" is "no"; this module plays only "yes"');
  });

  it('GX8 "betting-order: turn order from the first player" — the first player bets first', () => {
    expect(game.rules.rulings['betting-order']).toEqual({ value: 'turn-order-from-the-first-player', ruling: 'GX8' });
    const s = playUntil(game.setup({ players: 3, seed: 4, options: { bidding: true } }), pendingKind('grid/bet'));
    expect(s.pending!.seat).toBe(s.markers['first-player']);
    expect(() =>
      withRules('betting-order: turn order from the first player', 'betting-order: youngest first').setup({
        players: 2,
        seed: 1,
      }),
    ).toThrow(
      'the ruling "betting-order" is "youngest first"; this module plays only "turn order from the first player"',
    );
  });

  it('GX9 "loser-redraw: as many as they discard" — 1e\'s "discard and redraw two new cards" is of two cards: one card committed, one drawn', () => {
    expect(game.rules.rulings['loser-redraw']).toEqual({ value: 'as-many-as-they-discard', ruling: 'GX9' });
    // Two players each commit one card beside the top row; the one who did not win is asked.
    const asked = (g: typeof game) => {
      let s = playUntil(g.setup({ players: 2, seed: 3 }), pendingKind('grid/hand-cards'), undefined, 2000, g);
      const [a, b] = [s.markers['first-player'], (s.markers['first-player'] + 1) % 2];
      s = stack(s, {
        market: ['Transistor', 'Credit Card', 'Periodic Table', null, null, null, null, null, null],
        [`hand:${a}`]: ['Germ Theory'],
        [`hand:${b}`]: ['Geometry'],
      });
      for (let i = 0; i < 2; i++) {
        s = g.apply(s, { type: 'choose', picks: [0] });
        s = g.apply(s, { type: 'choose', picks: [option(s, 'Top row')] });
      }
      return playUntil(s, pendingKind('grid/return'), undefined, 2000, g);
    };
    expect(labels(asked(game))).toEqual(['Take them back', 'Discard them and draw 1']);
    const asWinner = withRules('loser-redraw: as many as they discard', 'loser-redraw: as many as a winner');
    const s = asked(asWinner);
    expect(labels(s)).toEqual(['Take them back', 'Discard them and draw 2']);
    const seat = s.pending!.seat;
    const before = s.zones[`hand:${seat}`].length;
    const after = asWinner.apply(s, { type: 'choose', picks: [1] });
    expect(after.zones[`hand:${seat}`].length).toBe(before + 2);
  });

  it('GX10 "solo-opponent-company: never used or improved" — G9 says how the artificial player plays grid poker, nothing more', () => {
    expect(game.rules.rulings['solo-opponent-company']).toEqual({ value: 'never-used-or-improved', ruling: 'GX10' });
    let s = playUntil(game.setup({ players: 1, seed: 4 }), (x) => x.flow.stage === 'rounds');
    const company = [...s.zones['solo-company']];
    s = playUntil(s, (x) => game.actor(x) === null);
    expect(s.zones['solo-company']).toEqual(company);
    expect(() =>
      withRules('solo-opponent-company: never used or improved', 'solo-opponent-company: used').setup({
        players: 1,
        seed: 1,
      }),
    ).toThrow('the ruling "solo-opponent-company" is "used"; this module plays only "never used or improved"');
  });
});
