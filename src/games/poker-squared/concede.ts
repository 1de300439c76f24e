// P8: "Either player may concede at any decision; the other wins the match and the chips stay as they
// are." Every decision of a match carries one more option, `concede: true`, after the game's own, so a
// bot or an element concedes by answering the choice like any other. The procedures never see it: it is
// taken off before an answer goes to the flow and put back on the next decision.
import type { ChooseAction } from '../../engine/choices.js';
import { who } from '../../engine/log.js';
import { readSettings } from './settings.js';
import { other, type PokerSquaredOption, type PokerSquaredState } from './state.js';

/** The index of the concede option of the pending choice, or -1 when it has none. */
export function concedeIndex(state: Pick<PokerSquaredState, 'pending'>): number {
  return state.pending ? (state.pending.options as PokerSquaredOption[]).findIndex((o) => o.concede === true) : -1;
}

/** Puts the concede option on the pending decision, when the rulings allow it (`may-concede`). */
export function offerConcede(state: PokerSquaredState): void {
  if (
    !state.pending ||
    state.flow.stage === 'over' ||
    !readSettings(state.settings).mayConcede ||
    concedeIndex(state) >= 0
  )
    return;
  const option: PokerSquaredOption = { label: 'Concede the match', concede: true };
  state.pending.options.push(option);
}

/** Takes the concede option off the pending decision, so the flow sees only the game's own options. */
export function withdrawConcede(state: PokerSquaredState): void {
  const i = concedeIndex(state);
  if (i >= 0) state.pending!.options.splice(i, 1);
}

/** Does this action answer the pending decision with the concede option (alone: with others it is no answer)? */
export function concedes(state: PokerSquaredState, action: ChooseAction): boolean {
  // Only the length is read before the one pick: an answer of a million picks is refused by the flow's
  // own checks (the concede option, taken off, is then no option number at all).
  const i = concedeIndex(state);
  return (
    i >= 0 &&
    !!action &&
    typeof action === 'object' &&
    Array.isArray(action.picks) &&
    action.picks.length === 1 &&
    action.picks[0] === i
  );
}

/** "The other wins the match and the chips stay as they are": nothing is paid, the pot stays where it is. */
export function concede(state: PokerSquaredState, seat: number): void {
  state.pending = null;
  state.flow.stage = 'over';
  state.endedBy = 'concede';
  state.conceded = seat;
  state.log.push({
    seat,
    text: `${who(seat)} concedes: ${who(other(seat))} wins the match (${state.chips.join(' to ')} chips).`,
  });
}
