/**
 * How a pending choice of regular poker is shown and answered, on top of the shared layout (a card option
 * on its card, any other option a button): a betting choice becomes the bet controls — Fold, Check or
 * Call, and a bet or raise whose size the amount control sets; the draw is a choice of up to three hand
 * cards, confirmed (none: stand pat). The element holds no rules, and reads what an option means from its
 * data (its `bet`, its `answer`), never from its words.
 */
import type { PendingChoice } from '../../engine/state.js';
import type { PokerOption } from '../../games/poker/state.js';
import { betLayout, type BetLayout } from '../shared/bet-controls.js';
import { layoutChoice, type ChoiceLayout } from '../shared/choice.js';

/** Lays out the viewer's own choice (`moves`: the moves made so far). */
export function layoutPoker(pending: PendingChoice, moves: number): ChoiceLayout {
  const layout = layoutChoice(pending, moves, {
    confirm: (p, count) =>
      p.kind === 'poker/draw'
        ? count === 0
          ? 'Stand pat'
          : `Change ${count} card${count === 1 ? '' : 's'}`
        : undefined,
  });
  if (pending.kind === 'poker/bet') {
    const kinds = new Set((pending.options as PokerOption[]).map((o) => o.bet?.kind));
    const verb = kinds.has('raise') ? 'Raise' : kinds.has('bet') ? 'Bet' : null;
    const plain = [
      kinds.has('check') && 'Check',
      kinds.has('call') && 'Call',
      verb,
      kinds.has('fold') && 'Fold',
    ].filter((w) => typeof w === 'string');
    layout.hint = `${plain.length > 1 ? `${plain.slice(0, -1).join(', ')} or ${plain.at(-1)}` : plain.join('')}.${verb ? ` Set the amount with − and + (or the + and − keys), then press ${verb}.` : ''}`;
  } else if (pending.kind === 'poker/effect-card') {
    layout.hint = 'Choose a highlighted hand card to reveal it and use its effect (it is then replaced), or Pass.';
  } else if (pending.kind === 'poker/draw') {
    layout.hint = `Choose up to ${pending.max} cards to change, then confirm; confirm with none to stand pat.`;
  }
  return layout;
}

/** The bet controls of a betting choice, from its options' bets (src/elements/shared/bet-controls.ts). */
export function layoutBet(pending: PendingChoice): BetLayout | null {
  const options = pending.options as PokerOption[];
  if (pending.kind !== 'poker/bet' || options.some((o) => !o.bet)) return null;
  return betLayout(options);
}

export { clampBet, type BetLayout } from '../shared/bet-controls.js';
