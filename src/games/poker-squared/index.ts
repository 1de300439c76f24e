// Poker Squared: the game module. The rules file (rules/poker-squared.rules) declares the numbers, zones,
// setup, the phases of a hand and the house rulings P1-P8; this module supplies the procedures the rules
// call and the public headless API: setup, actor, legalActions, apply, view, outcome. It plays with the
// standard 52-card deck (src/engine/standard-deck.json) or, as the P7 variant, with the Tech Deck.
import type { Card, Rules } from '../../dsl/runtime.js';
import { catalogueOf, type Catalogue } from '../../engine/cards.js';
import { checkChooseAction, type ChooseAction } from '../../engine/choices.js';
import { checkConfig } from '../../engine/config.js';
import type { Env } from '../../engine/context.js';
import { RuleError } from '../../engine/errors.js';
import { runFlow, type FlowGame, type Procedure } from '../../engine/flow.js';
import { flowActions } from '../../engine/flow-actions.js';
import type { Game, GameConfig } from '../../engine/game.js';
import { createRulesState } from '../../engine/rules-state.js';
import { termsFromRules } from '../../engine/rules-terms.js';
import { copyState } from '../../engine/state.js';
import { standardDeck } from '../../engine/standard-deck.js';
import { procedureNames, STEPS } from '../../engine/steps.js';
import { bet } from './betting.js';
import { concede, concedeIndex, concedes, offerConcede, withdrawConcede } from './concede.js';
import { useHandEffect } from './effects.js';
import { scoreGrids } from './grid.js';
import { ante, drawHands, endHand, outcomeOf } from './hand.js';
import { placeOnGrid } from './place.js';
import { checkRules, readSettings } from './settings.js';
import { showdown } from './showdown.js';
import type { DeckKind, PokerSquaredState } from './state.js';
import { pokerSquaredView, type PokerSquaredView } from './view.js';

export type PokerSquaredAction = ChooseAction;
export type { PokerSquaredState, PokerSquaredView };

/** A match's options. Ruling names of the rules file (e.g. `'ante-by-grid': ['1', '1', '2']`) are accepted too. */
export interface PokerSquaredOptions {
  deck?: DeckKind; // P7: 'tech' plays the Tech Deck variant (values 1-13, wilds removed, Ace low only)
  cardEffects?: boolean; // P7: with the Tech Deck, one card effect per player per hand before betting
  [ruling: string]: unknown;
}

/** The procedures rules/poker-squared.rules calls, by the names it calls them. */
const PROCEDURES = {
  ante,
  'draw-hands': drawHands,
  'place-on-grid': placeOnGrid,
  'use-hand-effect': useHandEffect,
  bet,
  showdown,
  'score-grids': scoreGrids,
  'end-hand': endHand,
} satisfies Record<string, Procedure<PokerSquaredState>>;

/** The names a Poker Squared rules file may call: any other is refused when the file is checked. */
export const PROCEDURE_NAMES = procedureNames(PROCEDURES);

export type PokerSquaredGame = Game<PokerSquaredState, PokerSquaredAction, PokerSquaredView> & {
  rules: Rules;
  procedures: readonly string[];
  /** The engine context of the standard game (its terms are the same with either deck). */
  env: Env;
  /** The engine context of each deck: its catalogue of cards and the rules file's terms. */
  envs: Record<DeckKind, Env>;
  /** `apply` without the copy: changes `state` itself. For simulations that own their state. */
  applyInPlace(state: PokerSquaredState, action: PokerSquaredAction): void;
};

/** The options besides the rules file's ruling names, which are options too. */
export const OPTIONS = ['deck', 'cardEffects'] as const satisfies readonly (keyof PokerSquaredOptions)[];

/** Options in the rules file's terms: the ruling names and their values. */
function settingsOf(options: PokerSquaredOptions): Record<string, unknown> {
  const { deck, cardEffects, ...rulings } = options;
  if (deck !== undefined && deck !== 'standard' && deck !== 'tech')
    throw new RuleError(
      'config/options',
      `Poker Squared is played with the 'standard' deck or the 'tech' deck (P7), not ${JSON.stringify(deck)}.`,
    );
  return {
    ...rulings,
    ...(deck !== undefined ? { 'tech-deck-variant': deck === 'tech' } : {}),
    ...(cardEffects !== undefined ? { 'card-effects': cardEffects } : {}),
  };
}

export function createPokerSquared(techDeck: Card[], rules: Rules): PokerSquaredGame {
  checkRules(rules);
  const terms = termsFromRules(rules);
  const envs: Record<DeckKind, Env> = {
    // The engine's catalogue holds Tech Deck cards; a standard card is read from standard-deck.json by
    // this module (cards.ts), so the standard game's catalogue is empty and no card effect can run in it.
    standard: { catalogue: {} as Catalogue, terms },
    tech: { catalogue: catalogueOf(techDeck, rules), terms },
  };
  const procedures = { ...(STEPS as FlowGame<PokerSquaredState>['procedures']), ...PROCEDURES };
  const flows: Record<DeckKind, FlowGame<PokerSquaredState>> = {
    standard: { rules, env: envs.standard, procedures },
    tech: { rules, env: envs.tech, procedures },
  };
  // A deck kind other than 'tech' (a state built by hand) is the standard one, never a lookup by its text.
  const inner = flowActions<PokerSquaredState>(
    (state) => flows[state.deckKind === 'tech' ? 'tech' : 'standard'],
    'The match is over.',
  );
  /** An answer, or a concession (P8): the flow sees only the game's own options. */
  const applyTo = (state: PokerSquaredState, action: PokerSquaredAction) => {
    if (state.flow.stage !== 'over' && concedes(state, action)) {
      checkChooseAction(state.pending, action);
      return concede(state, state.pending!.seat);
    }
    withdrawConcede(state);
    inner.applyInPlace(state, action);
    offerConcede(state);
  };
  return {
    id: rules.id,
    name: rules.game,
    rules,
    procedures: PROCEDURE_NAMES,
    env: envs.standard,
    envs,
    setup(given: GameConfig) {
      const config = checkConfig(given, {
        game: rules.game,
        players: rules.players,
        options: [...OPTIONS, ...Object.keys(rules.rulings)],
      });
      const options = settingsOf(config.options as PokerSquaredOptions);
      const tech =
        options['tech-deck-variant'] === true ||
        (options['tech-deck-variant'] === undefined && rules.rulings['tech-deck-variant']?.value === true) ||
        rules.decks.kind === 'tech-deck';
      const deckKind: DeckKind = tech ? 'tech' : 'standard';
      const effects = options['card-effects'] ?? rules.rulings['card-effects']?.value;
      if (effects === true && !tech)
        throw new RuleError(
          'config/options',
          'Poker Squared: card effects (P7) need the Tech Deck variant: pass { deck: "tech", cardEffects: true }.',
        );
      // createRulesState reads only the cards' ids: the standard cards go in as they are.
      const cards = tech ? techDeck : (standardDeck as unknown as Card[]);
      const base = createRulesState(rules, envs[deckKind], cards, {
        ...config,
        options: { ...options, 'tech-deck-variant': tech },
      });
      const state: PokerSquaredState = {
        ...base,
        deckKind,
        pot: 0,
        stakes: Array(config.players).fill(0),
        squares: Array(config.players).fill(null),
        hands: [],
        grids: [],
        linesWon: Array(config.players).fill(0),
        endedBy: null,
        conceded: null,
      };
      readSettings(state.settings); // the options checked like the file's rulings
      runFlow(state, flows[deckKind]);
      offerConcede(state);
      return state;
    },
    actor: inner.actor,
    // Conceding is legal at every decision but not listed: a bot playing at random would otherwise end
    // most matches within a few hands. A bot that means to concede finds the option in its view.
    legalActions(state) {
      const i = concedeIndex(state);
      const actions = inner.legalActions(state);
      return i < 0 ? actions : actions.filter((a) => !a.picks.includes(i));
    },
    apply(state, action) {
      const next = copyState(state);
      applyTo(next, action);
      return next;
    },
    applyInPlace: applyTo,
    view: (state, seat) => pokerSquaredView(state, envs[state.deckKind === 'tech' ? 'tech' : 'standard'], rules, seat),
    outcome: outcomeOf,
  };
}
