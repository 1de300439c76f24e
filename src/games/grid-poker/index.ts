// Tech Grid Poker: the game module. The rules file (rules/grid-poker.rules) declares the numbers,
// zones, terms, setup and phases; this module supplies the procedures the rules call and the public
// headless API: setup, actor, legalActions, apply, view, outcome.
import type { Card, Rules } from '../../dsl/runtime.js';
import { catalogueOf } from '../../engine/cards.js';
import type { ChooseAction } from '../../engine/choices.js';
import { checkConfig } from '../../engine/config.js';
import type { Env } from '../../engine/context.js';
import { RuleError } from '../../engine/errors.js';
import { runFlow, type FlowGame, type Procedure } from '../../engine/flow.js';
import { flowActions } from '../../engine/flow-actions.js';
import type { Game, GameConfig, Outcome } from '../../engine/game.js';
import { createRulesState } from '../../engine/rules-state.js';
import { termsFromRules } from '../../engine/rules-terms.js';
import { procedureNames, STEPS } from '../../engine/steps.js';
import { checkBetSizes } from './betting.js';
import { chooseCompany, createSoloCompany, improveCompany } from './company.js';
import { useCompanyEffect, useHandEffect } from './effects.js';
import { gridPoker } from './grid.js';
import { tieOrder } from './hands.js';
import { checkRulings } from './rulings.js';
import { checkSoloCounts } from './solo.js';
import { SOLO_SEAT, type GridPokerState } from './state.js';
import { gridPokerView, type GridPokerView } from './view.js';

export type GridPokerAction = ChooseAction;
export type { GridPokerState, GridPokerView };

export interface GridPokerOptions {
  bidding?: boolean; // G11: a betting round each grid poker phase
  wildChoice?: 'best' | 'owner'; // G7: a wild becomes what makes its owner's hand best, or what its owner picks
  oneDeck?: boolean; // G13: one Tech Deck with 5 or 6 players too, instead of the two the rules file suggests
  'ties-broken-by'?: 'the-rule-book' | 'every-card'; // G4: the ruling's reading, by its rules-file name (a save made before G4's revision plays 'every-card')
}

/** The names of GridPokerOptions: any other option is refused. */
export const OPTIONS = [
  'bidding',
  'wildChoice',
  'oneDeck',
  'ties-broken-by',
] as const satisfies readonly (keyof GridPokerOptions)[];

/** The procedures rules/grid-poker.rules calls, by the names it calls them. */
const PROCEDURES = {
  'choose-company': chooseCompany,
  'create-solo-company': createSoloCompany,
  'use-company-effect': useCompanyEffect,
  'use-hand-effect': useHandEffect,
  'grid-poker': gridPoker,
  'improve-company': improveCompany,
} satisfies Record<string, Procedure<GridPokerState>>;

/** The names a Grid Poker rules file may call: any other is refused when the file is checked. */
export const PROCEDURE_NAMES = procedureNames(PROCEDURES);

export type GridPokerGame = Game<GridPokerState, GridPokerAction, GridPokerView> & {
  env: Env;
  rules: Rules;
  procedures: readonly string[];
  /** `apply` without the copy: changes `state` itself. For simulations that own their state. */
  applyInPlace(state: GridPokerState, action: GridPokerAction): void;
};

export function createGridPoker(deck: Card[], rules: Rules): GridPokerGame {
  const env: Env = { catalogue: catalogueOf(deck, rules), terms: termsFromRules(rules) };
  const flow: FlowGame<GridPokerState> = {
    rules,
    env,
    procedures: { ...(STEPS as FlowGame<GridPokerState>['procedures']), ...PROCEDURES },
  };
  return {
    id: rules.id,
    name: rules.game,
    env,
    rules,
    procedures: PROCEDURE_NAMES,
    setup(given: GameConfig) {
      const config = checkConfig(given, { game: rules.game, players: rules.players, options: OPTIONS });
      const options = config.options as GridPokerOptions;
      // Bidding is betting against other players: a solo player has nobody to call or raise.
      if (options.bidding && config.players < 2)
        throw new RuleError('config/options', 'Bidding needs at least two players.');
      if (options.oneDeck !== undefined && typeof options.oneDeck !== 'boolean')
        throw new RuleError(
          'config/options',
          `The option oneDeck is true (one Tech Deck) or false (two with 5 or 6 players, G13), not ${JSON.stringify(options.oneDeck)}.`,
        );
      const settings = {
        ...(options.bidding !== undefined ? { bidding: options.bidding } : {}),
        ...(options.wildChoice !== undefined
          ? { 'wild-card-choice': options.wildChoice === 'owner' ? 'owner-picks' : 'best-for-its-owner' }
          : {}),
        ...(options['ties-broken-by'] !== undefined ? { 'ties-broken-by': options['ties-broken-by'] } : {}),
      };
      // G13: "If playing with 5 or 6 players, it is suggested to use two Tech Decks": the rules file's
      // `decks:` line, unless the players choose one deck (54 cards deal 6 players, 7 each, and the market).
      const dealt =
        options.oneDeck === true ? { ...rules, decks: { ...rules.decks, count: { value: 1, cases: [] } } } : rules;
      const base = createRulesState(dealt, env, deck, { ...config, options: settings });
      // A ruling the game doesn't play is refused before anything is dealt.
      checkRulings(base.settings);
      tieOrder(base); // G4's `ties-broken-by`
      checkBetSizes(base.settings); // GX2
      checkSoloCounts(base.settings); // G9
      checkCommitted(rules);
      const state: GridPokerState = {
        ...base,
        used: {},
        commitments: [],
        results: [],
        solo: null,
        bets: null,
        wildPicks: {},
      };
      runFlow(state, flow);
      return state;
    },
    ...flowActions<GridPokerState>(() => flow, 'The game is over.'),
    view: (state, seat) => gridPokerView(state, env, rules, seat),
    outcome(state): Outcome | null {
      if (state.flow.stage !== 'over') return null;
      // "Equal final scores share the win" (G10). In a solo game the artificial player is seat 1.
      const scores = state.solo ? [state.scores[0], state.solo.score] : [...state.scores];
      const top = Math.max(...scores);
      return { scores, winners: scores.map((s, seat) => (s === top ? seat : -1)).filter((s) => s >= 0) };
    },
  };
}

/**
 * 1a: "commit up to two cards from their hand … by placing them next to either a row or column": the
 * `committed hand cards` number, which the committed zone must have a slot for each of (a card with no
 * place would be lost from view). Refused before anything is dealt.
 */
function checkCommitted(rules: Rules): void {
  const most = rules.numbers['committed-hand-cards'] ?? 2;
  const shape = rules.zones.committed?.shape;
  const slots = shape?.kind === 'slots' ? shape.slots : 0;
  if (most > slots)
    throw new RuleError(
      'config/rules',
      `Grid Poker: "committed hand cards" is ${most}, but the committed zone has ${slots} slot${slots === 1 ? '' : 's'}; give it a slot for each card.`,
    );
}

export { SOLO_SEAT };
