/**
 * What every render piece of `<tech-poker>` is given: the shared choice surface (the seat on screen,
 * names, the laid-out pending choice, what is selected, the handlers) and the view, plus the bet
 * controls' state.
 */
import type { PokerView } from '../../games/poker/index.js';
import type { ChoiceSurface } from '../shared/index.js';
import type { BetLayout } from './choice.js';

export interface Table extends ChoiceSurface {
  view: PokerView; // what the seat on screen may see
  bet: BetLayout | null; // the bet controls, when the seat on screen is to bet
  betAmount: number; // the bet or raise size the amount control shows
  setBet(amount: number): void; // the amount control changed
}

/** A verb agreeing with a name: `says(t, seat, 'take', 'takes')` → "You take", "Player 2 takes". */
export const says = (t: Pick<Table, 'name'>, seat: number, you: string, they: string) =>
  `${t.name(seat)} ${t.name(seat) === 'You' ? you : they}`;

export const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
