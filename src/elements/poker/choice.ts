/**
 * How a pending choice of regular poker is shown and answered, on top of the shared layout (a card option
 * on its card, any other option a button): a betting choice becomes the bet controls — Fold, Check or
 * Call, and a bet or raise whose size the amount control sets; the draw is a choice of up to three hand
 * cards, confirmed (none: stand pat). The element holds no rules, and reads what an option means from its
 * data (its `bet`, its `answer`), never from its words.
 */
import type { PendingChoice } from '../../engine/state.js';
import type { PokerOption } from '../../games/poker/state.js';
import { layoutChoice, type ChoiceLayout } from '../shared/choice.js';

/** The betting options, grouped for the bet controls; each number is an index into the options. */
export interface BetLayout {
  check: number | null;
  fold: number | null;
  call: { index: number; amount: number } | null;
  /** Bets (nothing owed) or raises (a bet owed), smallest first: `by` is the size over the stake to match. */
  sizes: { index: number; by: number; amount: number }[];
  raise: boolean; // the sizes are raises
}

/** Lays out the viewer's own choice (`moves`: the moves made so far). */
export function layoutPoker(pending: PendingChoice, moves: number): ChoiceLayout {
  const layout = layoutChoice(pending, moves, {
    confirm: (p, count) => (p.kind === 'poker/draw' ? (count === 0 ? 'Stand pat' : `Change ${count} card${count === 1 ? '' : 's'}`) : undefined),
  });
  if (pending.kind === 'poker/bet') {
    const kinds = new Set((pending.options as PokerOption[]).map((o) => o.bet?.kind));
    const verb = kinds.has('raise') ? 'Raise' : kinds.has('bet') ? 'Bet' : null;
    const plain = [kinds.has('check') && 'Check', kinds.has('call') && 'Call', verb, kinds.has('fold') && 'Fold'].filter((w) => typeof w === 'string');
    layout.hint = `${plain.length > 1 ? `${plain.slice(0, -1).join(', ')} or ${plain.at(-1)}` : plain.join('')}.${verb ? ` Set the amount with − and + (or the + and − keys), then press ${verb}.` : ''}`;
  } else if (pending.kind === 'poker/effect-card') {
    layout.hint = 'Choose a highlighted hand card to reveal it and use its effect (it is then replaced), or Pass.';
  } else if (pending.kind === 'poker/draw') {
    layout.hint = `Choose up to ${pending.max} cards to change, then confirm; confirm with none to stand pat.`;
  }
  return layout;
}

/** The bet controls of a betting choice, from its options' bets. */
export function layoutBet(pending: PendingChoice): BetLayout | null {
  const options = pending.options as PokerOption[];
  if (pending.kind !== 'poker/bet' || options.some((o) => !o.bet)) return null;
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
