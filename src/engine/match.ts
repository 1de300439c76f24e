// A match: a game with its action log. It can undo back to a player's previous decision, save itself as
// versioned JSON and be restored from it, and replay any seed and actions to the same state exactly.
// Undo and restore both replay from the seed, so nothing but the config and the actions is ever stored.
import { RuleError } from './errors.js';
import type { Game, GameConfig } from './game.js';

export const SAVE_VERSION = 1;

/** What a save holds: `{ v, game, config, actions }`. */
export interface SavedMatch<A = unknown> {
  v: number;
  game: string;
  config: GameConfig;
  actions: A[];
}

/** A save that can't be restored; the message says why, for the player. */
export class SaveError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'SaveError';
  }
}

export interface Match<S, A> {
  readonly game: Game<S, A>;
  readonly config: GameConfig;
  /** The current state. */
  readonly state: S;
  /** Every action taken, with the seat that took it. */
  readonly log: readonly { seat: number; action: A }[];
  /** Applies an action of the seat to act; throws RuleError (state unchanged) when illegal. */
  apply(action: A): S;
  /** Takes back `seat`'s last decision and everything after it. Returns false when there is none. */
  undo(seat: number): boolean;
  save(): SavedMatch<A>;
}

/** A game that can also change a state it is given in place (every game played from a rules file). */
type InPlace<S, A> = Game<S, A> & { applyInPlace?: (state: S, action: A) => void };

/**
 * Plays `actions` from the game's first state. Throws RuleError at the first illegal one. Nobody else
 * holds the states in between, so a game that can apply an action in place does: no copy per action.
 */
export function replay<S, A>(game: Game<S, A>, config: GameConfig, actions: readonly A[]): S {
  let state = game.setup(config);
  const inPlace = (game as InPlace<S, A>).applyInPlace;
  for (const action of actions) {
    if (inPlace) inPlace.call(game, state, action);
    else state = game.apply(state, action);
  }
  return state;
}

export function createMatch<S, A>(game: Game<S, A>, config: GameConfig, actions: readonly A[] = []): Match<S, A> {
  let state = game.setup(config);
  let log: { seat: number; action: A }[] = [];
  // In place while the match replays the actions it is made with (no state has been handed out yet);
  // through `apply` from then on, so every state the match has shown stays as it was.
  let owned = true;
  const inPlace = (game as InPlace<S, A>).applyInPlace;
  const take = (action: A) => {
    const seat = game.actor(state);
    if (seat === null) throw new RuleError('action/game-over', 'The game is over.');
    if (owned && inPlace) inPlace.call(game, state, action);
    else state = game.apply(state, action);
    log.push({ seat, action });
  };
  for (const action of actions) take(action);
  owned = false;
  return {
    game,
    config,
    get state() {
      return state;
    },
    get log() {
      return log;
    },
    apply(action) {
      take(action);
      return state;
    },
    undo(seat) {
      let last = -1;
      for (let i = log.length - 1; i >= 0; i--)
        if (log[i]!.seat === seat) {
          last = i;
          break;
        }
      if (last < 0) return false;
      log = log.slice(0, last);
      state = replay(
        game,
        config,
        log.map((e) => e.action),
      );
      return true;
    },
    save: () => ({
      v: SAVE_VERSION,
      game: game.id,
      config: structuredClone(config),
      actions: log.map((e) => structuredClone(e.action)),
    }),
  };
}

/**
 * Restores a saved match, from its JSON text or its parsed object. A save from another version, for
 * another game, broken or truncated, or whose moves no longer replay is refused with a SaveError.
 */
export function restoreMatch<S, A>(game: Game<S, A>, saved: unknown): Match<S, A> {
  let data = saved;
  if (typeof saved === 'string') {
    try {
      data = JSON.parse(saved);
    } catch {
      throw new SaveError('save/corrupt', "The saved game is damaged (it is not valid JSON) and can't be resumed.");
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new SaveError('save/corrupt', "The saved game is damaged and can't be resumed.");
  const { v, game: id, config, actions } = data as Partial<SavedMatch<A>>;
  if (v !== SAVE_VERSION)
    throw new SaveError(
      'save/version',
      `The saved game is from another version (${JSON.stringify(v ?? null)}; this one reads version ${SAVE_VERSION}) and can't be resumed.`,
    );
  if (id !== game.id)
    throw new SaveError(
      'save/wrong-game',
      `The saved game is a game of ${JSON.stringify(id ?? null)}, not of ${game.id}.`,
    );
  if (
    typeof config !== 'object' ||
    config === null ||
    !Number.isInteger(config.players) ||
    !Number.isSafeInteger(config.seed)
  ) {
    throw new SaveError('save/corrupt', "The saved game's settings are damaged and it can't be resumed.");
  }
  if (!Array.isArray(actions))
    throw new SaveError('save/corrupt', "The saved game's moves are missing and it can't be resumed.");
  try {
    return createMatch(game, config, actions);
  } catch (error) {
    // The game refused the settings themselves (an unknown option, too many players): no move is at fault.
    if (error instanceof RuleError && error.code.startsWith('config/'))
      throw new SaveError(
        'save/corrupt',
        `The saved game's settings are refused (${error.message}) and it can't be resumed.`,
      );
    if (error instanceof RuleError)
      throw new SaveError(
        'save/illegal-move',
        `The saved game's moves no longer replay (${error.message}) and it can't be resumed.`,
      );
    throw new SaveError('save/corrupt', "The saved game is damaged and can't be resumed.");
  }
}
