// Tricks of the Trade: the game module. The rules file (rules/tricks-of-the-trade.rules) declares the
// numbers, zones, terms, setup (T1), the phases of a round and the rulings; this module supplies the
// procedures the rules call and the public headless API: setup, actor, legalActions, apply, view, outcome.
import type { Card, Rules } from '../../dsl/runtime.js';
import { catalogueOf } from '../../engine/cards.js';
import type { ChooseAction } from '../../engine/choices.js';
import { checkConfig } from '../../engine/config.js';
import { RuleError } from '../../engine/errors.js';
import type { Env } from '../../engine/context.js';
import { runFlow, type FlowGame, type Procedure } from '../../engine/flow.js';
import { flowActions } from '../../engine/flow-actions.js';
import type { Game, GameConfig, Outcome } from '../../engine/game.js';
import { createRulesState } from '../../engine/rules-state.js';
import { termsFromRules } from '../../engine/rules-terms.js';
import { procedureNames, STEPS } from '../../engine/steps.js';
import { bid } from './bid.js';
import { useHandEffect } from './effects.js';
import { announceTrump, expelTrumpCard, startRound } from './round.js';
import { checkRulings } from './rulings.js';
import { rankPlayers, scoreRoundProcedure, type Ranking } from './scoring.js';
import { TRICK, type TricksState } from './state.js';
import { trade } from './trade.js';
import { playCard } from './tricks.js';
import { tricksView, type TricksView } from './view.js';

export type TricksAction = ChooseAction;
export type { TricksState, TricksView, Ranking };

/** A ruling a match may change, by its rules-file name: `{ 'trade-may-ask-for-a-domain': false }`. */
export type TricksOptions = Record<string, unknown>;

/** The procedures rules/tricks-of-the-trade.rules calls, by the names it calls them. */
const PROCEDURES = {
  'start-round': startRound,
  'announce-trump': announceTrump,
  bid,
  trade,
  'use-hand-effect': useHandEffect,
  'play-card': playCard,
  'score-round': scoreRoundProcedure,
  'expel-trump-card': expelTrumpCard,
} satisfies Record<string, Procedure<TricksState>>;

/** The names a Tricks of the Trade rules file may call: any other is refused when the file is checked. */
export const PROCEDURE_NAMES = procedureNames(PROCEDURES);

export type TricksGame = Game<TricksState, TricksAction, TricksView> & {
  env: Env;
  rules: Rules;
  procedures: readonly string[];
  /** `apply` without the copy: changes `state` itself. For simulations that own their state. */
  applyInPlace(state: TricksState, action: TricksAction): void;
  /** The final ranking with its tie-breaks explained, or null while the game goes on. */
  ranking(state: TricksState): Ranking | null;
};

export function createTricksOfTheTrade(deck: Card[], rules: Rules): TricksGame {
  checkRulings(rules, Object.fromEntries(Object.entries(rules.rulings).map(([name, r]) => [name, r.value])));
  // A trick holds one card of each player, in the seat's place: the zone needs a place for every seat the
  // file allows, or a game of that many players could not be dealt.
  const trick = rules.zones[TRICK]?.shape;
  if (trick?.kind === 'slots' && trick.slots < rules.players.max) {
    throw new RuleError(
      'rules/trick-places',
      `the trick has ${trick.slots} places, but up to ${rules.players.max} players play: a trick needs one place for each player`,
    );
  }
  const env: Env = { catalogue: catalogueOf(deck, rules), terms: termsFromRules(rules) };
  const flow: FlowGame<TricksState> = {
    rules,
    env,
    procedures: { ...(STEPS as FlowGame<TricksState>['procedures']), ...PROCEDURES },
  };
  const ranking = (state: TricksState) => (state.flow.stage === 'over' ? rankPlayers(state, env) : null);
  return {
    id: rules.id,
    name: rules.game,
    env,
    rules,
    procedures: PROCEDURE_NAMES,
    setup(given: GameConfig) {
      // A match's options are rulings, by their rules-file names.
      const config = checkConfig(given, {
        game: rules.game,
        players: rules.players,
        options: Object.keys(rules.rulings),
      });
      const base = createRulesState(rules, env, deck, config);
      checkRulings(rules, base.settings); // a match's options may change the switches, not the readings
      const state: TricksState = {
        ...base,
        bids: Array(config.players).fill(null),
        trick: null,
        tricks: [],
        trades: [],
        trumpRevealed: null,
        sheet: [],
        best: Array(config.players).fill(null),
      };
      runFlow(state, flow);
      return state;
    },
    ...flowActions<TricksState>(() => flow),
    view: (state, seat) => tricksView(state, env, rules, seat),
    ranking,
    outcome(state): Outcome | null {
      const r = ranking(state);
      return r && { scores: r.scores, winners: r.winners };
    },
  };
}
