// Grid Poker played out by bots: whole games for 1-6 players, with and without bidding, every invariant
// checked after every action (conservation, chips, legality of the bots' answers, nothing secret in the
// view a bot is given), the end after round 4 and an outcome that agrees with the score log; and the
// greedy bot beating random ones (the 1000-game figure is `npm run figures -- grid-poker`).
import { describe as suite, expect, it } from 'vitest';
import {
  ACTION_LIST_LIMIT,
  botActions,
  countChoiceActions,
  isLegalChoice,
  playOut,
  random,
  type Bot,
} from '../../../src/engine/bots.js';
import { choiceActions } from '../../../src/engine/choices.js';
import { Rng, seedRng } from '../../../src/engine/rng.js';
import type { PendingChoice } from '../../../src/engine/state.js';
import { checkConservation } from '../../../src/engine/zones.js';
import {
  bots,
  games,
  type GridPokerAction,
  type GridPokerOptions,
  type GridPokerState,
  type GridPokerView,
} from '../../../src/games/index.js';

const game = games['grid-poker'];
type GridBot = Bot<GridPokerView, GridPokerAction>;
const gridPokerBots = bots['grid-poker'];
const { greedy } = gridPokerBots;

/** Instances `seat` may not see now: the deck, and other players' hands and face-down cards, unless revealed or looked at. */
function secretFrom(state: GridPokerState, seat: number): string[] {
  const secret: string[] = [];
  for (const [zone, items] of Object.entries(state.zones)) {
    const [prefix, owner] = zone.split(':');
    const closed = zone === 'deck' || ((prefix === 'hand' || prefix === 'committed') && Number(owner) !== seat);
    if (!closed) continue;
    for (const i of items) if (i && !state.revealed.includes(i) && !state.looked[i]?.includes(seat)) secret.push(i);
  }
  return secret;
}

interface Played {
  final: GridPokerState;
  actions: number;
  botCalls: Record<string, number>;
}

/** Plays a whole game with `seats`, checking every invariant after every action; throws with the seed and action number. */
function playChecked(players: number, seed: number, options: GridPokerOptions, seats: GridBot[]): Played {
  const state = game.setup({ players, seed, options: { ...options } });
  let chips = -1; // the chips in the game, once they are given (setup step 8, after the companies)
  let n = 0;
  const botCalls: Record<string, number> = {};
  const fail = (what: string) => {
    throw new Error(`${players} players, seed ${seed}, ${JSON.stringify(options)}, action ${n}: ${what}`);
  };
  const final = playOut(game, state, seats, {
    applyInPlace: game.applyInPlace,
    botSeed: seed,
    onAction(s, seat, view, actions, action) {
      const pending = s.pending as PendingChoice;
      botCalls[pending.kind ?? '?'] = (botCalls[pending.kind ?? '?'] ?? 0) + 1;
      if (!isLegalChoice(action, actions, pending))
        fail(`the bot answered ${JSON.stringify(action)} to "${pending.prompt}", which is not among the legal actions`);
      if (actions.length === 0 && countChoiceActions(pending) <= ACTION_LIST_LIMIT)
        fail('a listable choice came with no legal actions');
      if (!view) return fail('a bot was given no view');
      if (view.seat !== seat || (view.pending && 'waiting' in view.pending))
        fail('the bot was not given its own view of its own choice');
      // Nothing secret in the view: no instance id of the deck or of another player's hidden cards.
      const named = new Set(
        JSON.stringify({ ...view, log: [] })
          .match(/"c\d+"/g)
          ?.map((q) => q.slice(1, -1)),
      );
      const leak = secretFrom(s, seat).find((i) => named.has(i));
      if (leak) fail(`the view of seat ${seat} names ${leak}, which it may not see`);
      if (view.log.some((e) => e.to && !e.to.includes(seat))) fail('the view holds a log entry for other players');
    },
    afterAction(s) {
      n++;
      const problems = checkConservation(s);
      if (problems.length > 0) fail(problems.join('; '));
      if (options.bidding && players > 1 && s.chips.length > 0) {
        const now = s.chips.reduce((a, b) => a + b, 0) + (s.bets?.pot ?? 0);
        if (chips < 0) chips = now;
        if (now !== chips)
          fail(
            `chips are not conserved: ${now} (chips ${JSON.stringify(s.chips)}, pot ${s.bets?.pot}) instead of ${chips}`,
          );
      }
    },
  });
  return { final, actions: n, botCalls };
}

/** The game ended after round 4, and its outcome agrees with the scores in `results` (G10 for winners). */
function checkEnd(final: GridPokerState, players: number) {
  expect(game.actor(final)).toBeNull();
  expect(game.legalActions(final)).toEqual([]);
  expect(final.round).toBe(4);
  expect(final.results.map((r) => r.round)).toEqual([1, 2, 3, 4]);
  expect(final.log.some((e) => e.text === 'The game ends after round 4.')).toBe(true);
  const outcome = game.outcome(final)!;
  const seats = players === 1 ? 2 : players; // solo: the artificial player is seat 1
  const points = Array(seats).fill(0);
  for (const r of final.results) {
    for (const s of r.rowWinners) points[s] += r.rowPoints;
    for (const s of r.columnWinners) points[s] += r.columnPoints;
  }
  expect(outcome.scores).toEqual(points);
  expect(outcome.scores.slice(0, players)).toEqual(final.scores);
  const top = Math.max(...outcome.scores);
  expect(outcome.winners).toEqual(outcome.scores.flatMap((s, seat) => (s === top ? [seat] : [])));
}

/** Greedy and random bots alternating round the table (which starts depends on the seed). */
const mixed = (players: number, seed: number): GridBot[] =>
  Array.from({ length: players }, (_, s) => ((s + seed) % 2 === 0 ? greedy : (random as GridBot)));

suite('Grid Poker played by bots', () => {
  const cases = [1, 2, 3, 4, 5, 6].flatMap((players) => [
    { players, seed: 11, options: {} },
    { players, seed: 12, options: { wildChoice: 'owner' as const } },
    // Bidding needs two or more players.
    ...(players > 1
      ? [
          { players, seed: 13, options: { bidding: true } },
          { players, seed: 14, options: { bidding: true, wildChoice: 'owner' as const } },
        ]
      : []),
  ]);

  it.each(cases)(
    '$players players, seed $seed, $options: legal answers, no secrets, conservation, chips, four rounds, an outcome matching the score log',
    ({ players, seed, options }) => {
      const { final } = playChecked(players, seed, options, mixed(players, seed));
      checkEnd(final, players);
    },
    30_000,
  );

  it('every kind of decision comes up and the greedy bot answers it', () => {
    const calls: Record<string, number> = {};
    for (const seed of [21, 22, 23]) {
      const { botCalls } = playChecked(4, seed, { bidding: true, wildChoice: 'owner' }, [
        greedy,
        greedy,
        greedy,
        greedy,
      ]);
      for (const [k, v] of Object.entries(botCalls)) calls[k] = (calls[k] ?? 0) + v;
    }
    for (const kind of [
      'grid/company',
      'discard',
      'grid/company-effect',
      'grid/hand-effect',
      'grid/hand-cards',
      'grid/hand-line',
      'grid/company-line',
      'grid/bet',
      'grid/market',
      'grid/improve',
      'effect/may',
      'effect/player',
      'effect/cards',
    ]) {
      expect(calls[kind], kind).toBeGreaterThan(0);
    }
  }, 30_000);

  it('is the same game for the same seeds: bots are deterministic given their generator', () => {
    const a = playChecked(3, 31, {}, [greedy, random as GridBot, greedy]).final;
    const b = playChecked(3, 31, {}, [greedy, random as GridBot, greedy]).final;
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  }, 30_000);

  it('the greedy bot beats three random bots: over 60 four-player games its win share is well above 25%', () => {
    let share = 0;
    let greedyScore = 0;
    let randomScore = 0;
    const games60 = 60;
    for (let i = 0; i < games60; i++) {
      const seat = i % 4;
      const seats = [0, 1, 2, 3].map((s) => (s === seat ? greedy : (random as GridBot)));
      const final = playOut(game, game.setup({ players: 4, seed: 1000 + i }), seats, {
        applyInPlace: game.applyInPlace,
        views: 'needed',
        botSeed: i,
      });
      const outcome = game.outcome(final)!;
      if (outcome.winners.includes(seat)) share += 1 / outcome.winners.length;
      greedyScore += outcome.scores[seat];
      randomScore += (outcome.scores.reduce((x, y) => x + y, 0) - outcome.scores[seat]) / 3;
    }
    expect(share / games60).toBeGreaterThan(0.35);
    expect(greedyScore).toBeGreaterThan(randomScore);
  }, 60_000); // about 5 s on an idle machine
});

suite("the engine's bot helpers", () => {
  const choice = (n: number, min: number, max: number): PendingChoice => ({
    seat: 0,
    kind: 'discard',
    prompt: 'Pick',
    min,
    max,
    options: Array.from({ length: n }, (_, i) => ({ label: String(i) })),
  });

  it('counts the answers of a choice without listing them', () => {
    for (const [n, min, max] of [
      [5, 1, 1],
      [7, 2, 2],
      [6, 0, 3],
      [10, 0, 10],
      [4, 4, 4],
      [3, 0, 0],
    ]) {
      expect(countChoiceActions(choice(n, min, max))).toBe(choiceActions(choice(n, min, max)).length);
    }
    expect(countChoiceActions(choice(21, 0, 21))).toBe(2 ** 21);
  });

  it('gives a bot no list for a choice too large to list, and the random bot then answers the choice itself', () => {
    const state = { pending: choice(30, 0, 30) };
    const fake = {
      legalActions: () => {
        throw new Error('listed 2^30 actions');
      },
    } as never;
    expect(botActions(fake, state)).toEqual([]);
    const rng = new Rng({ rng: seedRng(3) });
    for (let i = 0; i < 20; i++) {
      const action = random({ pending: state.pending }, [], rng) as GridPokerAction;
      expect(isLegalChoice(action, [], state.pending)).toBe(true);
    }
  });

  it('random picks uniformly from the list it is given', () => {
    const rng = new Rng({ rng: seedRng(5) });
    const actions = choiceActions(choice(4, 1, 1));
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i++) counts[(random({}, actions, rng) as GridPokerAction).picks[0]]++;
    for (const c of counts) expect(c).toBeGreaterThan(900);
  });

  it('are exported for the public API: bots.random, bots.greedy and the per-game table', () => {
    expect(bots.random).toBe(random);
    expect(bots.greedy).toBe(greedy);
    expect(bots['grid-poker']).toBe(gridPokerBots);
  });
});
