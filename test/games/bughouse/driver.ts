// Plays Bughouse from a seed with random answers until a condition holds: the scenes the rules tests
// look at (a capture, a gift on its receiver's turn, a finished board) come from real games.
import type { ChooseAction } from '../../../src/engine/choices.js';
import { Rng, seedRng } from '../../../src/engine/rng.js';
import { games } from '../../../src/games/index.js';
import type { BughouseState } from '../../../src/games/bughouse/index.js';
import type { ChessOption } from '../../../src/games/tech-chess/index.js';

export const game = games.bughouse;

/** A state after setup: every board set up, board A's first player to move. */
export function started(seed = 1): BughouseState {
  let s = game.setup({ players: 4, seed });
  while (s.flow.stage === 'setup') s = game.apply(s, { type: 'choose', picks: [0] });
  return s;
}

/**
 * Random play from `seed` until `stop(state, option)` holds for the option about to be played (checked
 * before each action; `option` is the pending option picked when the answer is a single pick). Returns
 * the state before that action and the action, or null when the match ends first.
 */
export function playUntil(
  seed: number,
  stop: (s: BughouseState, option: ChessOption | undefined) => boolean,
  prefer?: (o: ChessOption) => boolean,
): { state: BughouseState; action: ChooseAction } | null {
  let s = started(seed);
  const rng = new Rng({ rng: seedRng(seed) });
  while (game.actor(s) !== null) {
    const actions = game.legalActions(s);
    const options = s.pending!.options as ChessOption[];
    const preferred = prefer ? actions.filter((a) => a.picks.length === 1 && prefer(options[a.picks[0]])) : [];
    const action =
      preferred.length > 0 ? preferred[rng.int(0, preferred.length - 1)] : actions[rng.int(0, actions.length - 1)];
    const option = action.picks.length === 1 ? options[action.picks[0]] : undefined;
    if (stop(s, option)) return { state: s, action };
    s = game.apply(s, action);
  }
  return null;
}

/** Plays one match with random answers to its end. */
export function playOut(seed: number): BughouseState {
  let s = started(seed);
  const rng = new Rng({ rng: seedRng(seed) });
  while (game.actor(s) !== null) {
    const actions = game.legalActions(s);
    s = game.apply(s, actions[rng.int(0, actions.length - 1)]);
  }
  return s;
}

/** The zone holding `instance`. */
export const zoneOf = (s: BughouseState, instance: string) =>
  Object.entries(s.zones).find(([, items]) => items.includes(instance))?.[0];
