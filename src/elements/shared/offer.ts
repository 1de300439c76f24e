/**
 * A shared game opens beside the saved one, never over it. When the page's link holds a game (or a
 * link that can't be opened) and a game is saved under `save-key`, the element waits for the player to
 * choose: "Resume my game" or "Play the shared game" (or, for a refused link, a new game). Whatever is
 * chosen, the save stays as it was until a person makes a move in another game: only then is that game
 * saved under the key. Watching a shared game, its bots playing on, costs the saved game nothing.
 */
import type { ChooseAction } from '../../engine/choices.js';
import type { Game } from '../../engine/game.js';
import type { Match } from '../../engine/match.js';

/** One of the games on offer, as the choice describes it. */
export interface GameSummary {
  moves: number; // moves played so far
  players: number; // seats
  humans: number; // seats that are people
  over: boolean; // whether the game has ended
}

/** The choice the element shows before a game: the saved game, and the shared one or why the link was refused. */
export interface GameOffer {
  saved: GameSummary;
  shared: GameSummary | null; // null: the link was refused
  problem: string | null; // why the link was refused, in words
}

/** A game and who its people are: a save restored, or a link replayed. */
export interface OpenedGame<S, T> {
  match: Match<S, ChooseAction>;
  settings: T & { humans: number };
}

export function summarize<S, T>(game: Game<S, ChooseAction, unknown>, opened: OpenedGame<S, T>): GameSummary {
  const { match, settings } = opened;
  return {
    moves: match.log.length,
    players: match.config.players,
    humans: settings.humans,
    over: game.outcome(match.state) !== null,
  };
}

/**
 * Whether the saved game is the shared one played on: the same settings and people, and the link's moves
 * the first moves of the save (the link of a game shared from this page, opened again). Then the save is
 * resumed without asking.
 */
export function continues<S, T>(
  saved: OpenedGame<S, T>,
  shared: OpenedGame<S, T>,
  config: (settings: T) => unknown,
): boolean {
  if (saved.settings.humans !== shared.settings.humans) return false;
  if (JSON.stringify(config(saved.settings)) !== JSON.stringify(config(shared.settings))) return false;
  const mine = saved.match.log;
  const theirs = shared.match.log;
  return (
    theirs.length <= mine.length && theirs.every((e, i) => JSON.stringify(e.action) === JSON.stringify(mine[i].action))
  );
}
