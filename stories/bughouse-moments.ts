// Telling moments of a Bughouse match, as a seed and the list of moves that leads there. Every seat
// plays as the greedy bot would, so the stories show real states, not made-up ones.
import { botActions } from '../src/engine/bots.js';
import type { ChooseAction } from '../src/engine/choices.js';
import { Rng, seedRng } from '../src/engine/rng.js';
import { bots, games, type BughouseState } from '../src/games/index.js';

const game = games.bughouse;
const { greedy } = bots.bughouse;

export interface Moment {
  humans: number;
  seed: number;
  moves: ChooseAction[];
}

/** The moves from `seed` until `stop` holds (checked before each move), or to the end of the match. */
export function momentOf(
  settings: Omit<Moment, 'moves'>,
  stop: (state: BughouseState) => boolean = () => false,
): Moment {
  let state = game.setup({ players: 4, seed: settings.seed });
  const moves: ChooseAction[] = [];
  for (let i = 0; i < 5000 && game.actor(state) !== null && !stop(state); i++) {
    const seat = game.actor(state)!;
    const action = greedy(
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
export const seatZeroAt = (kind: string) => (state: BughouseState) =>
  state.pending?.seat === 0 && state.pending.kind === kind;

/** Seat 0 is to act with a gift from its partner in hand (B3), which it may build free (B4). */
export const withAGift = (state: BughouseState) =>
  seatZeroAt('chess/action')(state) && state.boards[0].gifts.length > 0;

/** Seat 0 is to act with one of its kings attacked. */
export const inCheck = (state: BughouseState) => seatZeroAt('chess/action')(state) && state.boards[0].check.includes(0);
