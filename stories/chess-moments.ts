// Telling moments of a game of Tech Chess, as a seed and the list of moves that leads there: every seat
// answers with a plain policy (the first options of each choice; with `captures`, a capture whenever
// there is one) until the moment comes. Played by the engine (the element's own game module), so the
// stories and the browser tests show real states, not made-up ones.
import type { ChooseAction } from '../src/engine/choices.js';
import { game } from '../src/elements/chess/spec.js';
import type { ChessMove, TechChessState } from '../src/games/tech-chess/index.js';

export interface ChessMoment {
  seed: number;
  humans: number;
  moves: ChooseAction[];
}

export type Policy = (state: TechChessState) => number[];

/** The first option (or the first few of a choice of several). */
export const plain: Policy = (state) => {
  const p = state.pending!;
  return Array.from({ length: Math.min(Math.max(p.min, 1), p.max) }, (_, i) => i);
};

/** A capture whenever there is one (and its effect used), else the first option. */
export const captures: Policy = (state) => {
  const p = state.pending!;
  if (p.kind === 'chess/action') {
    const i = p.options.findIndex((o) => (o as { move?: ChessMove }).move?.captures);
    return [Math.max(0, i)];
  }
  return plain(state);
};

/** The moves from `seed` until `stop` holds (checked before each move), or to the end of the game. */
export function momentOf(
  seed: number,
  stop: (state: TechChessState) => boolean = () => false,
  policy: Policy = plain,
  humans = 1,
): ChessMoment {
  let state = game.setup({ players: 2, seed, options: {} });
  const moves: ChooseAction[] = [];
  for (let i = 0; i < 3000 && game.actor(state) !== null && !stop(state); i++) {
    const action: ChooseAction = { type: 'choose', picks: policy(state) };
    state = game.apply(state, action);
    moves.push(action);
  }
  return { seed, humans, moves };
}

/** Seat 0 is to decide a choice of this kind. */
export const seatZeroAt = (kind: string) => (state: TechChessState) =>
  state.pending?.seat === 0 && state.pending.kind === kind;

/** Seat 0 is to play a turn's action while its king is attacked. */
export const seatZeroInCheck = (state: TechChessState) => seatZeroAt('chess/action')(state) && state.check.includes(0);

/** Seat 0 is to play its action, at least `turn` turns in. */
export const seatZeroToPlay = (turn: number) => (state: TechChessState) =>
  seatZeroAt('chess/action')(state) && state.turn >= turn;
