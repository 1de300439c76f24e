// Grid Poker's own rulings where the rule book and the house rulings are silent (rules/grid-poker.rules,
// pointers GX1-GX3): each test quotes the ruling it checks, and shows the module plays what the file says.
import { readFileSync } from 'node:fs';
import { describe as suite, expect, it } from 'vitest';
import { compileRulesFile } from '../../../src/dsl/index.js';
import { createGridPoker, techDeck } from '../../../src/games/index.js';
import type { GridPokerState } from '../../../src/games/index.js';
import { game, pendingKind, playUntil } from './driver.js';

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
});
