// Telling moments of a Poker Squared match, as a seed and the list of moves that leads there. Both seats
// place their cards as the good bot would (so the grids build real lines); seat 1 bets as the good bot,
// seat 0 checks and calls. Played by the engine, so the stories show real states, not made-up ones.
import { botActions } from '../src/engine/bots.js';
import type { ChooseAction } from '../src/engine/choices.js';
import { Rng, seedRng } from '../src/engine/rng.js';
import { bots, games, type PokerSquaredState } from '../src/games/index.js';

const game = games['poker-squared'];
const { good, 'call-everything': callEverything } = bots['poker-squared'];

export interface Moment {
  humans: number;
  seed: number;
  variant: 'standard' | 'tech';
  moves: ChooseAction[];
}

/** The engine's options for a story's variant (as `variant="tech"` sets them on the element). */
export const optionsOf = (variant: Moment['variant']) =>
  variant === 'tech' ? { deck: 'tech' as const, cardEffects: true } : {};

/** The moves from `seed` until `stop` holds (checked before each move), or to the end of the match. */
export function momentOf(
  settings: Omit<Moment, 'moves'>,
  stop: (state: PokerSquaredState) => boolean = () => false,
): Moment {
  let state = game.setup({ players: 2, seed: settings.seed, options: optionsOf(settings.variant) });
  const moves: ChooseAction[] = [];
  for (let i = 0; i < 2000 && game.actor(state) !== null && !stop(state); i++) {
    const seat = game.actor(state)!;
    const bettor = seat === 0 && state.pending?.kind === 'poker-squared/bet' ? callEverything : good;
    const action = bettor(
      game.view(state, seat),
      botActions(game, state),
      new Rng({ rng: seedRng(settings.seed * 7919 + i) }),
    );
    state = game.apply(state, action);
    moves.push(action);
  }
  return { ...settings, moves };
}

/** Seat 0 is to decide a choice of this kind. */
export const seatZeroAt =
  (kind: string, from = 1) =>
  (state: PokerSquaredState) =>
    state.pending?.seat === 0 && state.pending.kind === kind && state.round >= from;

/** Seat 0 is to bet, facing a bet of seat 1's. */
export const facingABet =
  (from = 1) =>
  (state: PokerSquaredState) =>
    seatZeroAt('poker-squared/bet', from)(state) && state.stakes[1] > state.stakes[0];

/** Seat 0 is to place the first card of the hand after a showdown (both hands shown). */
export const afterShowdown =
  (from = 1) =>
  (state: PokerSquaredState) =>
    seatZeroAt('poker-squared/place-card', from)(state) && (state.hands.at(-2)?.shown.length ?? 0) > 0;

/** Seat 0 is to place the first card of the hand after a grid was scored. */
export const afterGridScored =
  (grids = 1) =>
  (state: PokerSquaredState) =>
    seatZeroAt('poker-squared/place-card')(state) &&
    state.grids.length === grids &&
    state.round === state.grids[grids - 1].hand + 1;
