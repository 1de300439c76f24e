// What every game played from a rules file shares on the action side: the actor is whoever the pending
// choice waits for; the legal actions are its answers; an action is checked (well formed, from that
// seat) and given to the flow; `apply` works on a copy, `applyInPlace` on the state itself.
import { checkChooseAction, choiceActions, type ChooseAction } from './choices.js';
import { RuleError } from './errors.js';
import { answerFlow, type FlowGame } from './flow.js';
import type { RulesState } from './rules-state.js';
import { copyState } from './state.js';

/**
 * Refuses an action before any work: the game over, an answer that is not well formed or not from the
 * seat that decides (its picks' count first), or a state whose number of players the rules don't allow
 * (a state built by hand: every list of seats is as long as that number).
 */
function checkAction<S extends RulesState>(
  state: S,
  game: FlowGame<S>,
  action: unknown,
  over: string,
): asserts action is ChooseAction {
  if (state.flow?.stage === 'over') throw new RuleError('action/game-over', over);
  checkChooseAction(state.pending, action);
  const { min, max } = game.rules.players;
  if (!Number.isSafeInteger(state.players) || state.players < min || state.players > max) {
    throw new RuleError(
      'state/bad-players',
      `The state is damaged: ${game.rules.game} is for ${min} to ${max} players, not ${String(state.players)}.`,
    );
  }
}

/** `appendOnly`: the game's lists whose entries are never changed in place, shared by copies (see copyState). */
export function flowActions<S extends RulesState>(
  flowFor: (state: S) => FlowGame<S>,
  over = 'The game is over.',
  appendOnly: readonly (keyof S & string)[] = [],
) {
  return {
    actor: (state: S): number | null => (state.flow.stage === 'over' ? null : (state.pending?.seat ?? null)),
    /** Every answer to the pending choice; none past ACTION_LIST_LIMIT answers (see choiceActions). */
    legalActions: (state: S): ChooseAction[] =>
      state.pending && state.flow.stage !== 'over' ? choiceActions(state.pending) : [],
    apply(state: S, action: ChooseAction): S {
      const game = flowFor(state);
      checkAction(state, game, action, over);
      const next = copyState(state, appendOnly);
      answerFlow(next, game, action.picks);
      return next;
    },
    /** `apply` without the copy: changes `state` itself. For simulations that own their state. */
    applyInPlace(state: S, action: ChooseAction): void {
      const game = flowFor(state);
      checkAction(state, game, action, over);
      answerFlow(state, game, action.picks);
    },
  };
}
