// Playing a game's rules file, as written or edited, the same way every time: the games and the configs
// their rulings need, one game's trace (log and outcome) from a seed and a policy, and whether an edited
// file plays any of those traces differently. Shared by rules-numbers.test.ts and rules-rulings.test.ts.
import type { Rules } from '../../src/dsl/index.js';
import { randomChoice, type ChooseAction } from '../../src/engine/choices.js';
import { RuleError } from '../../src/engine/errors.js';
import type { RulesState } from '../../src/engine/rules-state.js';
import type { GameDescriptor } from '../../src/engine/descriptor.js';
import { techDeck } from '../../src/games/built-in.js';
import { gridPoker } from '../../src/games/grid-poker/descriptor.js';
import { pokerSquared } from '../../src/games/poker-squared/descriptor.js';
import { poker } from '../../src/games/poker/descriptor.js';
import { techChess } from '../../src/games/tech-chess/descriptor.js';
import { tricksOfTheTrade } from '../../src/games/tricks-of-the-trade/descriptor.js';
import { seeded } from '../poker/reference.js';

export interface Config {
  players: number;
  options: Record<string, unknown>;
}
export type Policy = 'random' | 'first';

/** The games, each with the configs its numbers need: every player count, and the options that switch parts on. */
export const GAMES: { descriptor: GameDescriptor; configs: Config[] }[] = [
  {
    descriptor: gridPoker,
    configs: [1, 2, 3, 4, 5, 6].flatMap((players) => [
      { players, options: {} },
      ...(players > 1 ? [{ players, options: { bidding: true } }] : []),
    ]),
  },
  {
    descriptor: pokerSquared,
    configs: [
      { players: 2, options: {} },
      { players: 2, options: { deck: 'tech', cardEffects: true } },
    ],
  },
  { descriptor: tricksOfTheTrade, configs: [2, 3, 4].map((players) => ({ players, options: {} })) },
  { descriptor: techChess, configs: [{ players: 2, options: {} }] },
  { descriptor: poker, configs: [2, 3, 4, 5, 6].map((players) => ({ players, options: {} })) },
];
export const SEEDS = [1, 2];
export const POLICIES: Policy[] = ['random', 'first'];
const MOST_ACTIONS = 6000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = any;

/** What a game played from a config, a seed and a policy comes to: its log and outcome, or the refusal of its setup. */
export function trace(game: AnyGame, config: Config, seed: number, policy: Policy): string {
  let state: RulesState;
  try {
    state = game.setup({ ...config, seed });
  } catch (error) {
    if (error instanceof RuleError) return `refused: ${error.message}`;
    throw error;
  }
  const next = seeded(seed * 31 + config.players);
  const int = (from: number, to: number) => from + next(to - from + 1);
  let n = 0;
  for (; n < MOST_ACTIONS && game.actor(state) !== null; n++) {
    // Never concede (Poker Squared, P8): a match given up at once reads few of its numbers.
    const pending = state.pending!;
    const kept: number[] = pending.options.flatMap((o, i) => ((o as { concede?: boolean }).concede ? [] : [i]));
    const picks =
      policy === 'first'
        ? kept.slice(0, pending.min)
        : randomChoice({ ...pending, options: kept.map((i) => pending.options[i]) }, int).picks.map((p) => kept[p]);
    const action: ChooseAction = { type: 'choose', picks };
    if (game.applyInPlace) game.applyInPlace(state, action);
    else state = game.apply(state, action);
  }
  return JSON.stringify([state.log.map((e: { text: string }) => e.text), game.outcome(state), n]);
}

/** Every trace of a game on `rules`, lazily: the first that differs from `baseline` ends the comparison. */
export function differs(
  descriptor: GameDescriptor,
  rules: Rules,
  configs: Config[],
  baseline: (i: number) => string,
): string | null {
  const game = descriptor.create(techDeck, rules);
  let i = 0;
  for (const policy of POLICIES) {
    for (const config of configs) {
      for (const seed of SEEDS) {
        if (trace(game, config, seed, policy) !== baseline(i++))
          return `${policy} answers, ${config.players} players ${JSON.stringify(config.options)}, seed ${seed}`;
      }
    }
  }
  return null;
}
