// Telling moments of a Tech Poker match, as a seed and the list of moves that leads there. Every seat
// plays as the good bot would, so the stories show real states, not made-up ones.
import { botActions } from '../src/engine/bots.js';
import type { ChooseAction } from '../src/engine/choices.js';
import { Rng, seedRng } from '../src/engine/rng.js';
import { bots, games, type PokerState } from '../src/games/index.js';

const game = games.poker;
const { good } = bots.poker;

export interface Moment {
  players: number;
  humans: number;
  seed: number;
  moves: ChooseAction[];
}

/** The moves from `seed` until `stop` holds (checked before each move), or to the end of the match. */
export function momentOf(settings: Omit<Moment, 'moves'>, stop: (state: PokerState) => boolean = () => false): Moment {
  let state = game.setup({ players: settings.players, seed: settings.seed });
  const moves: ChooseAction[] = [];
  for (let i = 0; i < 5000 && game.actor(state) !== null && !stop(state); i++) {
    const seat = game.actor(state)!;
    const action = good(
      game.view(state, seat),
      botActions(game, state),
      new Rng({ rng: seedRng(settings.seed * 7919 + i) }),
    );
    state = game.apply(state, action);
    moves.push(action);
  }
  return { ...settings, moves };
}

/** Seat 0 is to decide a choice of this kind, from hand `from` on. */
export const seatZeroAt =
  (kind: string, from = 1) =>
  (state: PokerState) =>
    state.pending?.seat === 0 && state.pending.kind === kind && state.round >= from;

/** Seat 0 is to bet, facing a bet. */
export const facingABet =
  (from = 1) =>
  (state: PokerState) =>
    seatZeroAt('poker/bet', from)(state) && Math.max(...state.stakes) > state.stakes[0];

/** Seat 0 is to decide, and the last hand that ended was shown down (the showdown panel names the hands). */
export const afterShowdown =
  (from = 2) =>
  (state: PokerState) => {
    const ended = state.hands.filter((h) => h.winners.length > 0).at(-1);
    return state.pending?.seat === 0 && state.round >= from && (ended?.shown.length ?? 0) > 1;
  };
