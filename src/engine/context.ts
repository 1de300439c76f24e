// What an effect step runs with: the table being changed, the game's terms, who is using the effect,
// the answers given so far, and what earlier sentences named ("it", "the rest", "that player").
import type { Catalogue } from './cards.js';
import type { ChoiceOption, PendingChoice, TableState } from './state.js';
import type { Terms } from './terms.js';

/** Static for a game: its cards and the meaning of the card words. */
export interface Env {
  catalogue: Catalogue;
  terms: Terms;
}

export interface Bindings {
  last: string[]; // the cards of the last sentence that named cards: "it", "them", "that card"
  group: string[]; // the last cards named as a new group ("the top three cards of the deck")
  chosen: string[]; // those of the group already picked with "one of them": the rest is group − chosen
  player: number | null; // "that player"
}

export interface Context extends Env {
  state: TableState; // changed in place: `apply` works on its own copy
  user: number; // "you": the seat using the effect
  source: string | null; // the instance whose effect runs
  depth: number; // 0 for the card used; 1 inside a copied effect, where a further copy does nothing
  answers: number[][];
  cursor: number; // how many answers were consumed
  bindings: Bindings;
}

/** Thrown when the effect needs an answer that has not been given yet. */
export class NeedChoice {
  constructor(readonly choice: PendingChoice) {}
}

/**
 * Asks `seat` to pick between `min` and `max` of the options. Answers given earlier are replayed in
 * order; past them, the effect stops here and the choice waits in the state.
 */
export function ask(ctx: Context, seat: number, prompt: string, options: ChoiceOption[], min: number, max: number): number[] {
  if (ctx.cursor < ctx.answers.length) return ctx.answers[ctx.cursor++];
  throw new NeedChoice({ seat, kind: 'effect', prompt, options, min, max });
}

export function askYesNo(ctx: Context, seat: number, prompt: string): boolean {
  return ask(ctx, seat, prompt, [{ label: 'Yes' }, { label: 'No' }], 1, 1)[0] === 0;
}

export const nextSeat = (state: TableState, seat: number, step = 1) => (seat + step) % state.players;

/** Seats in turn order from `first`, clockwise: "the active player starts first. Then, the effect passes to the next player on their left." */
export function seatsFrom(state: TableState, first: number): number[] {
  return Array.from({ length: state.players }, (_, i) => nextSeat(state, first, i));
}
