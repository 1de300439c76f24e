/**
 * Who is who at a game element's table: the seat spoken to as "you", the seat a hot-seat hand-off screen
 * waits for, the names of seats, and why a click does nothing when it is not the person's turn. Read
 * from the game controller's settings, match and online room; no state of its own.
 */
import type { ChoiceLayout } from './choice.js';

/** What the seats are read from (the game controller). */
export interface SeatSource {
  readonly settings: { humans: number } | null; // null before a game
  readonly remote: { you: number | null } | null; // a game followed on a server
  readonly actor: number | null; // the seat to act, null when the game is over
  isBot(seat: number): boolean;
}

/** The seat of the person the element speaks to as "you": seat 0 in a one-person game; null in hot-seat. */
export function youOf(game: SeatSource): number | null {
  if (game.remote) return game.remote.you;
  return game.settings?.humans === 1 ? 0 : null;
}

/** In hot-seat, the person to act whose hand is not on screen (`shown`) yet: the hand-off screen shows. */
export function handOffOf(game: SeatSource, shown: number): number | null {
  if (game.remote) return null;
  const actor = game.actor;
  const s = game.settings;
  if (actor === null || !s || s.humans < 2 || game.isBot(actor)) return null;
  return actor !== shown ? actor : null;
}

/** A seat's name: "You" in a one-person game, else "Player 2", with "(bot)" for bots. */
export function seatName(game: SeatSource, seat: number): string {
  if (!game.settings) return `Player ${seat + 1}`;
  if (seat === youOf(game)) return 'You';
  return `Player ${seat + 1}${game.isBot(seat) ? ' (bot)' : ''}`;
}

/**
 * Why a click on something that is not a target of the choice does nothing: not one of the choice's
 * targets (`what`: "That card", "That place"), the game is over, or another seat is choosing.
 */
export function refusalWords(
  layout: ChoiceLayout | null,
  actor: number | null,
  name: (seat: number) => string,
  what = 'That card',
): string {
  if (layout) return `${what} can't be chosen now: choose one of the highlighted cards or buttons.`;
  if (actor === null) return 'The game is over.';
  const who = name(actor);
  return `It is not your turn: ${who} ${who === 'You' ? 'are' : 'is'} choosing.`;
}
