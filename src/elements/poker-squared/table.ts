/**
 * What every render piece of `<tech-poker-squared>` is given: the shared choice surface (the seat on
 * screen, names, the laid-out pending choice, what is selected, the handlers) and the view, plus the
 * bet controls' state and the squares as targets.
 */
import type { PokerSquaredView } from '../../games/index.js';
import type { ChoiceSurface } from '../shared/index.js';
import type { BetLayout } from './choice.js';

export interface Table extends ChoiceSurface {
  view: PokerSquaredView; // what the seat on screen may see
  bet: BetLayout | null; // the bet controls, when the seat on screen is to bet
  betAmount: number; // the bet or raise size the amount control shows
  setBet(amount: number): void; // the amount control changed
  pickSquare(owner: number, square: number): void; // an empty square of a grid was activated
}

/** "Your" or "Player 2's". */
export const possessive = (t: Table, seat: number) => (t.name(seat) === 'You' ? 'Your' : `${t.name(seat)}'s`);

/** "your" or "Player 2's", inside a sentence. */
export const possessiveLower = (t: Table, seat: number) => (t.name(seat) === 'You' ? 'your' : `${t.name(seat)}'s`);

/** A verb agreeing with a name: `verb(t, seat, 'take', 'takes')`. */
export const verb = (t: Table, seat: number, you: string, they: string) =>
  `${t.name(seat)} ${t.name(seat) === 'You' ? you : they}`;

export const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
