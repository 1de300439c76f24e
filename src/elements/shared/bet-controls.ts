/**
 * The bet controls of the poker games (Tech Poker, Poker Squared): a betting choice's options, read from
 * their `bet` data (src/engine/betting.ts), grouped as Fold, Check or Call, and the bets or raises the
 * amount control steps through. Each game says which of its choices is a betting one.
 */
import type { BetOption } from '../../engine/betting.js';
import type { PendingChoice } from '../../engine/state.js';
import type { ChoiceLayout } from './choice.js';

/** The betting options, grouped for the bet controls; each number is an index into the options. */
export interface BetLayout {
  check: number | null;
  fold: number | null;
  call: { index: number; amount: number } | null;
  /** Bets (nothing owed) or raises (a bet owed), smallest first: `by` is the size over the stake to match. */
  sizes: { index: number; by: number; amount: number }[];
  raise: boolean; // the sizes are raises
}

/** The bet controls of a betting choice's options (an option without a bet has a control of its own). */
export function betLayout(options: readonly { bet?: BetOption }[]): BetLayout {
  const bet: BetLayout = { check: null, fold: null, call: null, sizes: [], raise: false };
  options.forEach(({ bet: o }, index) => {
    if (!o) return;
    if (o.kind === 'check') bet.check = index;
    else if (o.kind === 'fold') bet.fold = index;
    else if (o.kind === 'call') bet.call = { index, amount: o.amount };
    else {
      bet.sizes.push({ index, by: o.by ?? o.amount, amount: o.amount });
      bet.raise = o.kind === 'raise';
    }
  });
  bet.sizes.sort((a, b) => a.by - b.by);
  return bet;
}

/** The offered size nearest to `amount` (the amount control never leaves the sizes offered). */
export function clampBet(bet: BetLayout, amount: number): number {
  if (bet.sizes.length === 0) return 0;
  const sizes = bet.sizes.map((s) => s.by);
  if (amount <= sizes[0]) return sizes[0];
  if (amount >= sizes[sizes.length - 1]) return sizes[sizes.length - 1];
  return sizes.reduce((best, s) => (Math.abs(s - amount) < Math.abs(best - amount) ? s : best), sizes[0]);
}

/**
 * The size the amount control shows, for both poker games: the one a person set for this decision, else
 * half the pot, always one of the sizes offered. Each new decision (a move was made) starts from half
 * the pot again.
 */
export class BetAmount {
  private amount: number | null = null; // the size set for this decision; null: half the pot
  private moves = -1; // the match's moves when the decision began

  constructor(private readonly host: { requestUpdate(): void }) {}

  /** Follows the match's moves: a new decision starts from the default. Returns whether it is new. */
  follow(moves: number): boolean {
    if (moves === this.moves) return false;
    this.moves = moves;
    this.amount = null;
    return true;
  }

  /** Forgets the size set (a new game). */
  clear(): void {
    this.amount = null;
  }

  /** The size shown for `bet` with `pot` in the middle. */
  of(bet: BetLayout, pot: number): number {
    return clampBet(bet, this.amount ?? clampBet(bet, Math.max(1, Math.round(pot / 2))));
  }

  /** Sets the size (the amount control). */
  set = (amount: number): void => {
    this.amount = amount;
    this.host.requestUpdate();
  };

  /** The + and − keys (and Page Up, Page Down) step through the sizes from anywhere in the betting row. */
  step(event: KeyboardEvent, bet: BetLayout | null, pot: number): void {
    if (!bet || bet.sizes.length === 0) return;
    const step = ['+', '=', 'PageUp'].includes(event.key) ? 1 : ['-', '_', 'PageDown'].includes(event.key) ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const sizes = bet.sizes.map((s) => s.by);
    const now = sizes.indexOf(this.of(bet, pot));
    this.set(sizes[Math.max(0, Math.min(sizes.length - 1, now + step))]);
  }
}

/**
 * The + and − keys (and Page Up, Page Down) of a game's betting rows: from anywhere in them they step
 * `amount` through the sizes of the choice on screen. `betOf` is the game's betting rows of a pending
 * choice, null for another choice.
 */
export function betKeys<V extends { pot: number }>(
  page: { seat: number; game: { view(seat: number): V | null }; layoutOf(view: V): ChoiceLayout | null },
  amount: BetAmount,
  betOf: (pending: PendingChoice) => BetLayout | null,
): (event: KeyboardEvent) => void {
  return (event) => {
    const view = page.game.view(page.seat);
    const layout = view ? page.layoutOf(view) : null;
    if (view && layout) amount.step(event, betOf(layout.pending), view.pot);
  };
}
