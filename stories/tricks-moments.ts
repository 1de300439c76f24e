// Telling moments of a Tricks of the Trade game, as a seed and the list of moves that leads there: every
// seat plays as the good bot would (with the same random numbers the element gives its bots) until the
// moment comes. Played by the engine, so the stories show real states, not made-up ones.
import { botActions } from '../src/engine/bots.js';
import type { ChooseAction } from '../src/engine/choices.js';
import { tricksBots } from '../src/games/tricks-of-the-trade/bots.js';
import type { TricksState } from '../src/games/tricks-of-the-trade/index.js';
import { moveRng } from '../src/elements/shared/bots.js';
import { game } from '../src/elements/tricks/spec.js';

export interface TricksMoment {
  players: number;
  humans: number;
  seed: number;
  moves: ChooseAction[];
}

/** The moves from `seed` until `stop` holds (checked before each move), or to the end of the game. */
export function tricksMomentOf(
  settings: Omit<TricksMoment, 'moves'>,
  stop: (state: TricksState) => boolean = () => false,
): TricksMoment {
  let state = game.setup({ players: settings.players, seed: settings.seed, options: {} });
  const moves: ChooseAction[] = [];
  for (let i = 0; i < 2000 && game.actor(state) !== null && !stop(state); i++) {
    const seat = game.actor(state)!;
    const action = tricksBots.greedy(
      game.view(state, seat),
      botActions(game, state),
      moveRng(settings.seed, moves.length, seat),
    );
    state = game.apply(state, action);
    moves.push(action);
  }
  return { ...settings, moves };
}

/** Seat 0 is to decide a choice of this kind. */
export const seatZeroAt =
  (kind: string, when: (state: TricksState) => boolean = () => true) =>
  (state: TricksState) =>
    state.pending?.seat === 0 && state.pending.kind === kind && when(state);
