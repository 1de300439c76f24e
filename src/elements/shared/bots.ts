/**
 * The bots an element plays against, by `bot-level`: the game's own (`(view, legalActions, rng) =>
 * action`, from src/games/<game>/bots.ts). A bot's random numbers come from the seed, the number of
 * moves so far and the seat, so a game (and its replay after an undo) goes the same way each time.
 */
import { botActions } from '../../engine/bots.js';
import type { ChooseAction } from '../../engine/choices.js';
import type { Game } from '../../engine/game.js';
import { Rng, seedRng } from '../../engine/rng.js';

/** The generator of one bot move: from the seed, the move number and the seat. */
export function moveRng(seed: number, move: number, seat: number): Rng {
  return new Rng({ rng: seedRng((seed ^ Math.imul(move + 1, 0x9e3779b1) ^ Math.imul(seat + 1, 0x85ebca6b)) | 0) });
}

/**
 * A bot that thinks over several tasks, so the page stays responsive, and answers with a promise;
 * `signal` aborts when its answer is no longer wanted (the game changed, the element left the page).
 */
export type AsyncBot<V> = (view: V, actions: ChooseAction[], rng: Rng, signal: AbortSignal) => Promise<ChooseAction>;

/** The move `bot` makes for the seat to act (or, for an async bot, its promise). */
export function botMove<S, V, R = ChooseAction>(
  game: Game<S, ChooseAction, V>,
  state: S,
  bot: (view: V, actions: ChooseAction[], rng: Rng) => R,
  seed: number,
  moves: number,
): R {
  const seat = game.actor(state)!;
  return bot(game.view(state, seat), botActions(game, state), moveRng(seed, moves, seat));
}

/**
 * A spec's bots made by `make`, the game's bots factory: for the built-in game, and once for each other
 * game module it plays (an edited deck or rules), so the bots of an edited deck know its cards.
 */
export function specBots<G extends object, B>(game: G, make: (game: G) => B): { bots: B; botsFor(other: G): B } {
  const made = new WeakMap<G, B>();
  const botsFor = (other: G): B => {
    let bots = made.get(other);
    if (!bots) made.set(other, (bots = make(other)));
    return bots;
  };
  return { bots: botsFor(game), botsFor };
}
