// Regular poker with the Tech Deck: the game module. The rules file (rules/poker.rules) declares the
// numbers, zones, setup, the phases of a hand and the house rulings R1-R4; this module supplies the
// procedures the rules call and the public headless API: setup, actor, legalActions, apply, view, outcome.
import type { Card, Rules } from '../../dsl/runtime.js';
import { catalogueOf } from '../../engine/cards.js';
import type { ChooseAction } from '../../engine/choices.js';
import { checkConfig } from '../../engine/config.js';
import type { Env } from '../../engine/context.js';
import { runFlow, type FlowGame, type Procedure } from '../../engine/flow.js';
import { flowActions } from '../../engine/flow-actions.js';
import type { Game, GameConfig } from '../../engine/game.js';
import { createRulesState } from '../../engine/rules-state.js';
import { termsFromRules } from '../../engine/rules-terms.js';
import { procedureNames, STEPS } from '../../engine/steps.js';
import { bet } from './betting.js';
import { draw } from './draw.js';
import { endHand, outcomeOf, startHand } from './hand.js';
import { checkRules, readSettings } from './settings.js';
import { showdown } from './showdown.js';
import type { PokerState } from './state.js';
import { pokerView, type PokerView } from './view.js';

export type PokerAction = ChooseAction;
export type { PokerState, PokerView };

/** A match's options: the rules file's ruling names (e.g. `ante: 2`, `'card-effects': false`). */
export interface PokerOptions {
  [ruling: string]: unknown;
}

/** The procedures rules/poker.rules calls, by the names it calls them. */
const PROCEDURES = {
  'start-hand': startHand,
  bet,
  draw,
  showdown,
  'end-hand': endHand,
} satisfies Record<string, Procedure<PokerState>>;

/** The names a poker rules file may call: any other is refused when the file is checked. */
export const PROCEDURE_NAMES = procedureNames(PROCEDURES);

/** The options besides the rules file's ruling names, which are options too: none. */
export const OPTIONS = [] as const;

export type PokerGame = Game<PokerState, PokerAction, PokerView> & {
  rules: Rules;
  procedures: readonly string[];
  /** The engine context: the catalogue of cards and the rules file's terms. */
  env: Env;
  /** `apply` without the copy: changes `state` itself. For simulations that own their state. */
  applyInPlace(state: PokerState, action: PokerAction): void;
};

export function createPoker(techDeck: Card[], rules: Rules): PokerGame {
  checkRules(rules);
  const env: Env = { catalogue: catalogueOf(techDeck, rules), terms: termsFromRules(rules) };
  const flow: FlowGame<PokerState> = {
    rules,
    env,
    procedures: { ...(STEPS as FlowGame<PokerState>['procedures']), ...PROCEDURES },
  };
  return {
    id: rules.id,
    name: rules.game,
    rules,
    procedures: PROCEDURE_NAMES,
    env,
    setup(given: GameConfig) {
      const config = checkConfig(given, {
        game: rules.game,
        players: rules.players,
        options: [...OPTIONS, ...Object.keys(rules.rulings)],
      });
      const base = createRulesState(rules, env, techDeck, config);
      const none = Array(config.players).fill(0);
      const state: PokerState = {
        ...base,
        pot: 0,
        stakes: [...none],
        live: none.map(() => false),
        out: none.map(() => false),
        hands: [],
        endedBy: null,
      };
      readSettings(state.settings); // the options checked like the file's rulings
      runFlow(state, flow);
      return state;
    },
    ...flowActions<PokerState>(() => flow, 'The match is over.'),
    view: (state, seat) => pokerView(state, env, rules, seat),
    outcome: outcomeOf,
  };
}
