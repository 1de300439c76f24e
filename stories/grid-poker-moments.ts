// Telling moments of a Tech Grid Poker game, as a seed and the list of moves that leads there: every
// seat answers with a plain policy (the first options; hand cards committed, the company placed) until
// the moment comes for seat 0. Played by the engine, so the stories show real states, not made-up ones.
import type { ChooseAction } from '../src/engine/choices.js';
import { games, type GridPokerState } from '../src/games/index.js';

const game = games['grid-poker'];

export interface Moment {
  players: number;
  humans: number;
  seed: number;
  bidding: boolean;
  moves: ChooseAction[];
}

function plainPicks(state: GridPokerState): number[] {
  const p = state.pending!;
  switch (p.kind) {
    case 'grid/hand-cards':
      return p.options.slice(0, p.max).map((_, i) => i);
    case 'grid/company-effect':
    case 'grid/hand-effect':
    case 'grid/improve':
      return [p.options.length - 1];
    default:
      return Array.from({ length: Math.max(p.min, p.max > 0 ? 1 : 0) }, (_, i) => i).slice(0, p.max);
  }
}

/** The moves from `seed` until `stop` holds (checked before each move), or to the end of the game. */
export function momentOf(
  settings: Omit<Moment, 'moves'>,
  stop: (state: GridPokerState) => boolean = () => false,
): Moment {
  let state = game.setup({ players: settings.players, seed: settings.seed, options: { bidding: settings.bidding } });
  const moves: ChooseAction[] = [];
  for (let i = 0; i < 2000 && game.actor(state) !== null && !stop(state); i++) {
    const action: ChooseAction = { type: 'choose', picks: plainPicks(state) };
    state = game.apply(state, action);
    moves.push(action);
  }
  return { ...settings, moves };
}

/** Seat 0 is to decide a choice of this kind. */
export const seatZeroAt = (kind: string) => (state: GridPokerState) =>
  state.pending?.seat === 0 && state.pending.kind === kind;
