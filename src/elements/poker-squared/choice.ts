/**
 * How a pending choice of Poker Squared is shown and answered, on top of the shared layout (a card
 * option on its card, any other option a button): a square option goes on that empty square of the
 * chooser's grid (target `square:<0-8>`), and a betting choice becomes the bet controls — Fold, Check
 * or Call, and a bet or raise whose size the amount control sets. The element holds no rules, and reads
 * what an option means from its data (its `square`, its `bet`), never from its words.
 */
import type { PendingChoice } from '../../engine/state.js';
import type { PokerSquaredOption } from '../../games/poker-squared/state.js';
import { betLayout, type BetLayout } from '../shared/bet-controls.js';
import { layoutChoice, type ChoiceLayout, type LayoutRules } from '../shared/choice.js';

/** The target key of a square of the chooser's grid. */
export const squareTarget = (square: number) => `square:${square}`;

const rules: LayoutRules = {
  place(option: PokerSquaredOption, _index: number, pending: PendingChoice) {
    return pending.kind === 'poker-squared/place-square' && option.square !== undefined
      ? squareTarget(option.square)
      : null;
  },
  targetHint: 'Choose one of the highlighted empty squares of your grid.',
};

/** The index of the option that concedes the match (P8), or -1: it has a control of its own, not a button. */
export const concedeOption = (pending: PendingChoice | null | undefined) =>
  pending ? (pending.options as PokerSquaredOption[]).findIndex((o) => o.concede === true) : -1;

/** Lays out the viewer's own choice (`moves`: the moves made so far). */
export function layoutPokerSquared(pending: PendingChoice, moves: number): ChoiceLayout {
  const layout = layoutChoice(pending, moves, rules);
  const concede = concedeOption(pending);
  layout.buttons = layout.buttons.filter((b) => b.index !== concede);
  if (pending.kind === 'poker-squared/bet') {
    const kinds = new Set((pending.options as PokerSquaredOption[]).map((o) => o.bet?.kind));
    const verb = kinds.has('raise') ? 'Raise' : kinds.has('bet') ? 'Bet' : null;
    const plain = [
      kinds.has('check') && 'Check',
      kinds.has('call') && 'Call',
      verb,
      kinds.has('fold') && 'Fold',
    ].filter((w) => typeof w === 'string');
    const words = plain.length > 1 ? `${plain.slice(0, -1).join(', ')} or ${plain.at(-1)}` : plain.join('');
    layout.hint = `${words}.${verb ? ` Set the amount with − and + (or the + and − keys), or a preset, then press ${verb}.` : ''}`;
  } else if (pending.kind === 'poker-squared/effect-card') {
    layout.hint = 'Choose a highlighted hand card to reveal it and use its effect, or Pass.';
  } else if (pending.kind === 'poker-squared/place-card') {
    layout.hint =
      'Choose one of the four cards of your hand for your grid; the three you keep are your hand at the showdown.';
  }
  return layout;
}

/** The bet controls of a betting choice, from its options' bets (src/elements/shared/bet-controls.ts). */
export function layoutBet(pending: PendingChoice): BetLayout | null {
  const options = pending.options as PokerSquaredOption[];
  if (pending.kind !== 'poker-squared/bet' || options.some((o) => !o.bet && !o.concede)) return null;
  return betLayout(options);
}

export { clampBet, type BetLayout } from '../shared/bet-controls.js';
