/**
 * How a pending choice of Poker Squared is shown and answered, on top of the shared layout (a card
 * option on its card, any other option a button): a square option goes on that empty square of the
 * chooser's grid (target `square:<0-8>`), and a betting choice becomes the bet controls — Fold, Check
 * or Call, and a bet or raise whose size the amount control sets. The element holds no rules: the
 * betting options come from the view, in the choice's order.
 */
import type { ChoiceOption, PendingChoice } from '../../engine/state.js';
import type { BetOption } from '../../games/poker-squared/betting.js';
import { squareLabel } from '../../games/poker-squared/place.js';
import { layoutChoice, type ChoiceLayout, type LayoutRules } from '../shared/index.js';

/** The betting options, grouped for the bet controls; each number is an index into the options. */
export interface BetLayout {
  check: number | null;
  fold: number | null;
  call: { index: number; amount: number } | null;
  /** Bets (nothing owed) or raises (a bet owed), smallest first: `by` is the size over the stake to match. */
  sizes: { index: number; by: number; amount: number }[];
  raise: boolean; // the sizes are raises
}

const SQUARE_BY_LABEL = new Map(Array.from({ length: 9 }, (_, square) => [squareLabel(square), square]));

/** The target key of a square of the chooser's grid. */
export const squareTarget = (square: number) => `square:${square}`;

const rules: LayoutRules = {
  place(option: ChoiceOption, _index: number, pending: PendingChoice) {
    const square = pending.kind === 'poker-squared/place-square' ? SQUARE_BY_LABEL.get(option.label) : undefined;
    return square === undefined ? null : squareTarget(square);
  },
  targetHint: 'Choose one of the highlighted empty squares of your grid.',
};

/** Lays out the viewer's own choice (`moves`: the moves made so far). */
export function layoutPokerSquared(pending: PendingChoice, moves: number): ChoiceLayout {
  // The prompt is read with a full stop after it: one of its own would make two.
  const layout = layoutChoice({ ...pending, prompt: pending.prompt.replace(/\.$/, '') }, moves, rules);
  if (pending.kind === 'poker-squared/bet') {
    const labels = pending.options.map((o) => o.label);
    const verb = labels.some((l) => l.startsWith('Raise')) ? 'Raise' : labels.some((l) => l.startsWith('Bet')) ? 'Bet' : null;
    const plain = [labels.includes('Check') && 'Check', labels.some((l) => l.startsWith('Call')) && 'Call', verb, labels.includes('Fold') && 'Fold'].filter(Boolean);
    layout.hint = `${plain.join(', ').replace(/, ([^,]*)$/, ' or $1')}.${verb ? ` Set the amount with − and + (or the + and − keys), or a preset, then press ${verb}.` : ''}`;
  } else if (pending.kind === 'poker-squared/effect-card') {
    layout.hint = 'Choose a highlighted hand card to reveal it and use its effect, or Pass.';
  } else if (pending.kind === 'poker-squared/place-card') {
    layout.hint = 'Choose one of the four cards of your hand for your grid; the three you keep are your hand at the showdown.';
  }
  return layout;
}

/** The bet controls of a betting choice, from the view's betting options (in the choice's order). */
export function layoutBet(pending: PendingChoice, betting: readonly BetOption[] | null | undefined): BetLayout | null {
  if (pending.kind !== 'poker-squared/bet' || !betting || betting.length !== pending.options.length) return null;
  const bet: BetLayout = { check: null, fold: null, call: null, sizes: [], raise: false };
  betting.forEach((o, index) => {
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
