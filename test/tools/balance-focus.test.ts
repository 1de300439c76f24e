// `balance --focus`: the verdict made from the figures, the stop rule (interval or cap), the forced deal
// into the focus player's hand and company, and the command's report. Runs are a few games: the rule is
// tested on made-up pairs, the games on the fewest that show it.
import { describe as suite, expect, it } from 'vitest';
import type { Card } from '../../src/dsl/index.js';
import { random, type Bot } from '../../src/engine/bots.js';
import { Rng, seedRng } from '../../src/engine/rng.js';
import type { TableState } from '../../src/engine/state.js';
import { games, techDeck } from '../../src/games/index.js';
import { estimate, plainDeck, runFocus, stopRule, type FocusPair, type FocusSpec } from '../../src/tools/focus.js';
import { focusLegend, verdictLine, verdictOf } from '../../src/tools/focus-report.js';
import { dealTo, keepInPlay, swapped } from '../../src/tools/forced-deal.js';
import { buildGame, gameBots, type AnyGame } from '../../src/tools/game-registry.js';
import { runIn } from './helpers.js';

const robotics = techDeck.find((c) => c.id === 'technology-13')! as Card;
const rules = games['grid-poker'].rules;

suite('the verdict', () => {
  it('is made from the interval by the ±3 points rule, and says so in words', () => {
    const plain = { kind: 'plain' } as const;
    expect(verdictLine(robotics, plain, { d: 0.09, low: 0.06, high: 0.12 })).toBe(
      'Robotics wins 9.0 points more often than a plain 13 of Technology [6.0, 12.0]: likely too strong',
    );
    expect(verdictLine(robotics, plain, { d: -0.07, low: -0.1, high: -0.04 })).toBe(
      'Robotics wins 7.0 points less often than a plain 13 of Technology [−10.0, −4.0]: likely too weak',
    );
    expect(verdictLine(robotics, plain, { d: 0.004, low: -0.02, high: 0.028 })).toBe(
      'Robotics wins 0.4 points more often than a plain 13 of Technology [−2.0, 2.8]: its effect changes little',
    );
    // [−3.2, 1.9] would read [−3, 2] in whole points: the tenths show why it is not "changes little".
    expect(verdictLine(robotics, plain, { d: -0.0065, low: -0.032, high: 0.019 })).toBe(
      'Robotics wins 0.7 points less often than a plain 13 of Technology [−3.2, 1.9]: not sure',
    );
    expect(
      verdictLine(robotics, { kind: 'earlier', folder: 'cards-before' }, { d: 0.05, low: 0.035, high: 0.065 }),
    ).toBe(
      'Robotics wins 5.0 points more often than with its text in cards-before [3.5, 6.5]: likely stronger than before',
    );
    expect(verdictOf({ d: 0.1, low: 0.029, high: 0.2 })).toBe('unsure');
    expect(focusLegend(plain, 0.03).join('\n')).toContain(
      '"likely too strong" when the whole interval is above +3 points',
    );
  });
});

const pairs = (diffs: number[]): FocusPair[] =>
  diffs.map((d, k) => ({ k, seat: 0, dealt: true, used: true, win: Math.max(d, 0), baseWin: d < 0 ? -d : 0 }));

suite('the stop rule', () => {
  const rule = { maxGames: 1000, target: 0.03, minPairs: 100 };
  it('stops when the interval is narrower than ±3 points, not before the least number of pairs', () => {
    expect(stopRule(rule, pairs(Array(99).fill(0)))).toBeNull();
    // No pair differs: the half-width is 3/n (the rule of three), under 3 points past 100 pairs.
    expect(estimate(pairs(Array(150).fill(0))).half).toBeCloseTo(0.02, 10);
    expect(stopRule(rule, pairs(Array(150).fill(0)))).toBe('interval');
  });
  it('stops at the cap on games when the interval stays wide', () => {
    const wide = Array.from({ length: 499 }, (_, k) => (k % 2 ? 1 : -1));
    expect(stopRule(rule, pairs(wide))).toBeNull();
    expect(stopRule(rule, pairs([...wide, 1]))).toBe('games'); // 500 pairs are the 1000 games of the cap
  });
  it('ends a real run by the cap, or by the interval, on the pairs it counted', async () => {
    const spec: FocusSpec = {
      game: 'grid-poker',
      players: 2,
      bots: ['random'],
      rules,
      card: robotics.id,
      deck: techDeck,
      baseline: plainDeck(techDeck, robotics.id),
      seed: 5,
      maxGames: 6,
      maxSeconds: 600,
      target: 0.03,
      checkEvery: 1,
      minPairs: 100,
      workers: 0,
    };
    const capped = await runFocus(spec);
    expect(capped.stop).toBe('games');
    expect(capped.pairs + capped.broken).toBe(3);
    const loose = await runFocus({ ...spec, maxGames: 100, target: 2, minPairs: 2, checkEvery: 2 });
    expect(loose.stop).toBe('interval');
    expect(loose.pairs + loose.broken).toBe(2);
    expect(loose.dealt).toBe(loose.pairs); // Grid Poker deals it to the focus player every time
  }, 60_000);
});

suite('the forced deal', () => {
  it("puts the card in the focus player's starting hand by swapping two cards' places in the deck", () => {
    for (const seed of [1, 2, 3, 4]) {
      for (const seat of [0, 1, 2]) {
        const deal = dealTo('grid-poker', techDeck, rules, { players: 3, seed }, robotics.id, seat)!;
        expect(deal.dealt).toBe(true);
        expect(deal.seat).toBe(seat);
        const game = buildGame('grid-poker', swapped(techDeck, deal.swap), rules);
        const state = game.setup({ players: 3, seed }) as TableState;
        expect(state.zones[`hand:${seat}`].map((i) => state.cards[i!])).toContain(robotics.id);
      }
    }
  });

  it('has the focus player put it in their Grid Poker company', () => {
    const seat = 1;
    const deal = dealTo('grid-poker', techDeck, rules, { players: 2, seed: 9 }, robotics.id, seat)!;
    const game = buildGame('grid-poker', swapped(techDeck, deal.swap), rules) as AnyGame;
    const greedy = gameBots('grid-poker', game)('greedy');
    let state = game.setup({ players: 2, seed: 9 }) as TableState;
    const bots: Bot[] = [random, keepInPlay('grid-poker', robotics.id, greedy)];
    const rng = new Rng({ rng: seedRng(9) });
    for (let n = 0; n < 4 && state.zones[`company:${seat}`].every((i) => i === null); n++) {
      const actor = game.actor(state)!;
      state = game.apply(state, bots[actor](game.view(state, actor), game.legalActions(state), rng)) as TableState;
    }
    expect(state.zones[`company:${seat}`].map((i) => (i === null ? null : state.cards[i]))).toContain(robotics.id);
  });
});

suite('tech-deck balance --focus', () => {
  it('prints the verdict, how the run ended and the legend', async () => {
    const result = runIn(
      new URL('../..', import.meta.url).pathname,
      'balance',
      'grid-poker',
      '--focus',
      'technology-13',
      '--games',
      '4',
      '--players',
      '2',
      '--bots',
      'random',
      '--workers',
      '0',
    );
    expect(await result.code).toBe(0);
    expect(result.out).toContain('Robotics (technology-13) in grid-poker, 2 players, bots random: 4 games (2 pairs)');
    expect(result.out).toContain('stopped at the cap of 4 games (--games)');
    expect(result.out).toMatch(
      /^Robotics wins .* than a plain 13 of Technology \[.*\]: (not sure|likely too strong|likely too weak|its effect changes little)$/m,
    );
    expect(result.out).toContain('Verdict: "likely too strong" when the whole interval is above +3 points');
  }, 60_000);

  it('refuses a card that is not in the deck, and a card with no effect', async () => {
    const dir = new URL('../..', import.meta.url).pathname;
    const missing = runIn(dir, 'balance', 'grid-poker', '--focus', 'technology-14', '--workers', '0');
    expect(await missing.code).toBe(2);
    expect(missing.err).toContain('--focus technology-14: no card of that id');
    const wild = runIn(dir, 'balance', 'grid-poker', '--focus', 'wild-1', '--workers', '0');
    expect(await wild.code).toBe(2);
    expect(wild.err).toContain('has no effect, so it is a plain card already');
  });
});
