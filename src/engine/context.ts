// What an effect step runs with: the table being changed, the game's terms, who is using the effect,
// where the run stands (its frames), and what earlier sentences named ("it", "the rest", "that player").
import type { Catalogue } from './cards.js';
import type { Bindings, EffectFrame, PendingChoice, TableState } from './state.js';
import type { Terms } from './terms.js';

/** Static for a game: its cards and the meaning of the card words. */
export interface Env {
  catalogue: Catalogue;
  terms: Terms;
}

export interface Context extends Env {
  state: TableState; // changed in place: `apply` works on its own copy
  user: number; // "you": the seat using the effect
  source: string | null; // the instance whose effect runs
  depth: number; // 0 for the card used; 1 inside a copied effect, where a further copy does nothing
  frames: EffectFrame[]; // the run's frame stack, outermost first: the suspended run when a choice waits
  level: number; // how many frames the code now running is inside
  answers: number[][]; // the answers the current sentence has had (its frame's `answers`)
  cursor: number; // how many of them it has read
  bindings: Bindings;
}

/** Thrown when the effect needs an answer that has not been given yet: the run stops, its frames kept. */
export class NeedChoice {
  constructor(readonly choice: PendingChoice) {}
}

/** What a question of an effect asks: everything of the pending choice but the seat. */
export type Question = Omit<PendingChoice, 'seat'>;

/**
 * Asks `seat` the question. A sentence that has had answers reads them in order (it is re-entered with
 * them when its run goes on); past them, the run stops here and the choice waits in the state. The
 * question is a function, so that its words and options are made only when it is asked.
 */
export function ask(ctx: Context, seat: number, question: () => Question): number[] {
  if (ctx.cursor < ctx.answers.length) return ctx.answers[ctx.cursor++]!;
  throw new NeedChoice({ seat, ...question() });
}

/** The frame of the sentence now running: where it keeps what it has done (see `checkpoint`). */
export const currentFrame = (ctx: Context): EffectFrame => ctx.frames[ctx.level - 1]!;

/**
 * Marks the current sentence's answers so far as done with: what they decided is kept in its frame, so
 * when the run goes on the sentence starts from here, with the bindings as they are now. A sentence
 * that changes the table between two of its choices calls this after each change.
 */
export function checkpoint(ctx: Context): void {
  const frame = currentFrame(ctx);
  frame.answers = ctx.answers = [];
  ctx.cursor = 0;
  frame.bindings = { ...ctx.bindings };
}

export const nextSeat = (state: TableState, seat: number, step = 1) => (seat + step) % state.players;

/** Seats in turn order from `first`, clockwise: "the active player starts first. Then, the effect passes to the next player on their left." */
export function seatsFrom(state: TableState, first: number): number[] {
  // A plain loop: Array.from with a function was a percent of a simulation, asked at every sentence.
  const seats: number[] = [];
  for (let i = 0; i < state.players; i++) seats.push((first + i) % state.players);
  return seats;
}
