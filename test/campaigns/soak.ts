// Game soak: seeded bot games of every game and player count, checking after every action that every
// card is in one zone, someone who must act has a legal action, views leak nothing and the state is
// JSON; at the end, that the game ended within a bound and replaying its log gives the same state.
// `npm run soak -- --games 100000` is the long run; test/games/soak.test.ts a short one.
import { isDeepStrictEqual } from 'node:util';
import { randomChoice } from '../../src/engine/choices.js';
import type { Game } from '../../src/engine/game.js';
import { replay } from '../../src/engine/match.js';
import { Rng, seedRng } from '../../src/engine/rng.js';
import type { RulesState } from '../../src/engine/rules-state.js';
import { checkConservation } from '../../src/engine/zones.js';
import { games } from '../../src/games/index.js';
import { leaks } from './leaks.js';

export interface SoakFailure { game: string; players: number; seed: number; actions: unknown[]; problem: string }

const MAX_ACTIONS = 20_000;

/** Each game's options, varied with the seed so the soak covers them. */
const OPTIONS: Partial<Record<keyof typeof games, (seed: number, players: number) => Record<string, unknown>>> = {
  'grid-poker': (seed, players) => ({ bidding: players > 1 && seed % 3 === 0, wildChoice: seed % 5 === 0 ? 'owner' : 'best' }),
};

/** The chips in the middle: Grid Poker's bets (G11) or Poker Squared's pot. */
function potOf(state: RulesState): number {
  const s = state as { bets?: { pot: number } | null; pot?: unknown };
  return (s.bets?.pot ?? 0) + (typeof s.pot === 'number' ? s.pot : 0);
}

/** Plays one seeded game with random bots; returns what went wrong, or null. */
export function soakOne(id: keyof typeof games, players: number, seed: number): SoakFailure | null {
  const game = games[id];
  const config = { players, seed, options: OPTIONS[id]?.(seed, players) ?? {} };
  const actions: unknown[] = [];
  const fail = (problem: string): SoakFailure => ({ game: id, players, seed, actions, problem });
  try {
    let state = game.setup(config) as RulesState;
    const rng = new Rng({ rng: seedRng(seed) });
    // Chips only move: those of the players plus whatever pot the game keeps.
    const chipsOnTable = (s: RulesState) => s.chips.reduce((a, b) => a + b, 0) + potOf(s);
    const chips = chipsOnTable(state);
    for (;;) {
      const conservation = checkConservation(state);
      if (conservation.length > 0) return fail(`cards not conserved: ${conservation.join('; ')}`);
      if (chipsOnTable(state) !== chips) return fail(`chips appeared or vanished: ${chips} became ${chipsOnTable(state)}`);
      if (!isDeepStrictEqual(JSON.parse(JSON.stringify(state)), state)) return fail('the state is not plain JSON');
      for (let seat = 0; seat < players; seat++) {
        const leaked = leaks(state, game.env.terms, game.view(state as never, seat), seat);
        if (leaked.length > 0) return fail(`the view of seat ${seat} shows ${leaked.join(', ')}`);
      }
      if (game.actor(state as never) === null) break;
      if (!state.pending || state.pending.options.length < state.pending.min) return fail('someone must act but has no legal action');
      if (actions.length > MAX_ACTIONS) return fail(`no end after ${MAX_ACTIONS} actions`);
      const action = randomChoice(state.pending, (a, b) => rng.int(a, b));
      actions.push(action);
      state = game.apply(state as never, action) as RulesState;
    }
    if (!isDeepStrictEqual(replay(game as unknown as Game<RulesState, unknown>, config, actions), state)) return fail('replaying the log gives another state');
    return null;
  } catch (error) {
    return fail(`threw ${error instanceof Error ? `${error.message}\n${error.stack}` : String(error)}`);
  }
}

/** `gamesPerCount` games for each game and player count, seeds from `seed` on. */
export function soak(gamesPerCount: number, seed = 1, only?: string): SoakFailure[] {
  const failures: SoakFailure[] = [];
  for (const id of Object.keys(games) as (keyof typeof games)[]) {
    if (only && id !== only) continue;
    const { min, max } = games[id].rules.players;
    for (let players = min; players <= max; players++) {
      for (let k = 0; k < gamesPerCount; k++) {
        const failure = soakOne(id, players, seed + k);
        if (failure) failures.push(failure);
      }
    }
  }
  return failures;
}
