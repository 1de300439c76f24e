// The same game with changed cards or rules: a game's seed and moves replayed with a new game module
// (built from an edited deck or rules file), one move at a time, against the old one. It says how many
// moves still fit, which move the new game refuses first (the first RuleError), and from which move the
// two games differ at all. Live reload in the elements and the card editor use it; it is pure.
import { RuleError } from './errors.js';
import type { Game, GameConfig } from './game.js';
import type { TableState } from './state.js';

/** What replaying a game's moves with a changed game module found. */
export interface ReplayDiff<S, A> {
  state: S; // the new game's state after every move that fits
  actions: A[]; // the moves that fit: the first `actions.length` of the moves given
  refused: { move: number; action: A; message: string } | null; // the first move (1-based) the new game refuses, and why
  differsFrom: number | null; // the first move (1-based; 0 for the deal) after which the two games are not the same, or null
}

/**
 * Replays `actions` from `config` with `before` (the game as it was) and `after` (the changed game).
 * The games differ after a move when their tables, turn, pending decision or scores differ; the words
 * (log lines, prompts, option labels) are left out, so a renamed card or a reworded prompt alone is not
 * a different game. A move the old game refuses ends the comparison there too (the moves were not of
 * this game).
 */
export function replayDiff<S extends TableState, A>(
  before: Game<S, A>,
  after: Game<S, A>,
  config: GameConfig,
  actions: readonly A[],
): ReplayDiff<S, A> {
  let old: S | null = before.setup(config);
  let state = after.setup(config);
  let differsFrom: number | null = fingerprint(old) === fingerprint(state) ? null : 0;
  for (const [i, action] of actions.entries()) {
    try {
      state = after.apply(state, action);
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      return {
        state,
        actions: actions.slice(0, i),
        refused: { move: i + 1, action, message: error.message },
        differsFrom: differsFrom ?? i + 1,
      };
    }
    if (old && differsFrom === null) {
      try {
        old = before.apply(old, action);
      } catch (error) {
        if (!(error instanceof RuleError)) throw error;
        old = null;
      }
      if (!old || fingerprint(old) !== fingerprint(state)) differsFrom = i + 1;
    }
  }
  return { state, actions: [...actions], refused: null, differsFrom };
}

/** A state without its words: what makes two states the same game. */
export function fingerprint(state: TableState): string {
  return JSON.stringify(state, (key, value) => {
    if (key === 'log' || key === 'prompt' || key === 'label' || key === 'text') return undefined;
    return value;
  });
}
