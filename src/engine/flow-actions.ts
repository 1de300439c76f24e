// What every game played from a rules file shares on the action side: the actor is whoever the pending
// choice waits for; the legal actions are its answers; an action is checked (well formed, from that
// seat) and given to the flow; `apply` works on a copy, `applyInPlace` on the state itself.
import { checkChooseAction, choiceActions, type ChooseAction } from './choices.js';
import { RuleError } from './errors.js';
import { answerFlow, type FlowGame } from './flow.js';
import type { RulesState } from './rules-state.js';
import { copyState } from './state.js';

/** `appendOnly`: the game's lists whose entries are never changed in place, shared by copies (see copyState). */
export function flowActions<S extends RulesState>(flowFor: (state: S) => FlowGame<S>, over = 'The game is over.', appendOnly: readonly (keyof S & string)[] = []) {
  const applyInPlace = (state: S, action: ChooseAction): void => {
    if (state.flow.stage === 'over') throw new RuleError('action/game-over', over);
    checkChooseAction(state.pending, action);
    answerFlow(state, flowFor(state), action.picks);
  };
  return {
    actor: (state: S): number | null => (state.flow.stage === 'over' ? null : state.pending?.seat ?? null),
    legalActions: (state: S): ChooseAction[] => (state.pending && state.flow.stage !== 'over' ? choiceActions(state.pending) : []),
    apply(state: S, action: ChooseAction): S {
      const next = copyState(state, appendOnly);
      applyInPlace(next, action);
      return next;
    },
    /** `apply` without the copy: changes `state` itself. For simulations that own their state. */
    applyInPlace,
  };
}
