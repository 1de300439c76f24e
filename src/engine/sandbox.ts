// The effect sandbox: a Grid Poker-like table (a deck, a discard, hands, a company per player, a 3x3
// market) where the active player may use the effect of any card. It runs every card of the deck in
// the engine's tests, and lets the card editor try a card out without a whole game around it.
import type { Card } from '../dsl/runtime.js';
import { checkChooseAction, choiceActions, type ChooseAction } from './choices.js';
import { checkConfig } from './config.js';
import type { Env } from './context.js';
import { answerChoice, startEffect } from './effect-run.js';
import { RuleError } from './errors.js';
import type { Game, GameConfig } from './game.js';
import { expireModifiers } from './modifiers.js';
import { Rng } from './rng.js';
import { copyState, freshTable, type TableState } from './state.js';
import type { Terms } from './terms.js';
import { tableView, type TableView } from './view.js';
import { cardsIn } from './zones.js';

export type SandboxAction =
  | { type: 'use'; card: string; source?: string } // use the effect of a card (by card id), optionally of an instance on the table
  | { type: 'end-turn' } // the next player becomes active; "until the end of the turn" changes expire
  | ChooseAction;

export interface SandboxOptions {
  market?: number; // cards dealt face up to the market (default 9)
  company?: number; // cards dealt to each company (default 2)
  hand?: number; // cards dealt to each hand (default 5)
}

/** Grid Poker's meaning of the card words: controlled = your company, neutral = the market. */
export const SANDBOX_TERMS: Terms = {
  deck: 'deck',
  discard: 'discard',
  expelled: 'expelled',
  hand: 'hand',
  controlled: ['company'],
  ownedZones: [],
  neutral: ['market'],
  faceDown: [],
  secret: [],
  slotted: ['market'],
  protections: [],
  duration: 'round',
};

/** A sandbox over the given cards (one instance of each), with the given terms. */
export function createSandbox(
  deck: Card[],
  terms: Terms = SANDBOX_TERMS,
): Game<TableState, SandboxAction, TableView> & { env: Env } {
  const env: Env = { catalogue: Object.fromEntries(deck.map((c) => [c.id, c])), terms };
  return {
    id: 'sandbox',
    name: 'Effect sandbox',
    env,
    setup(given: GameConfig) {
      const config = checkConfig(given, {
        game: 'The effect sandbox',
        options: ['market', 'company', 'hand'] satisfies (keyof SandboxOptions)[],
      });
      const options = config.options as SandboxOptions;
      const pile: string[] = []; // the deck's instances, top first
      const state: TableState = {
        players: config.players,
        cards: {},
        zones: { [terms.deck]: pile, [terms.discard]: [], [terms.expelled]: [] },
        ...freshTable(config.seed),
      };
      deck.forEach((card, i) => {
        state.cards[`c${i}`] = card.id;
        pile.push(`c${i}`);
      });
      new Rng(state).shuffle(pile);
      const deal = (zone: string, n: number) => {
        const to = (state.zones[zone] ??= []);
        for (let i = 0; i < n && pile.length > 0; i++) to.push(pile.shift()!);
      };
      deal('market', options.market ?? 9);
      for (let seat = 0; seat < config.players; seat++) {
        deal(`company:${seat}`, options.company ?? 2);
        deal(`${terms.hand}:${seat}`, options.hand ?? 5);
      }
      return state;
    },
    actor: (state) => state.pending?.seat ?? state.active,
    legalActions(state) {
      if (state.pending) return choiceActions(state.pending);
      const hand = cardsIn(state, `${terms.hand}:${state.active}`);
      return [
        ...hand
          .filter((i) => env.catalogue[state.cards[i]!]!.effect)
          .map((i) => ({ type: 'use' as const, card: state.cards[i]!, source: i })),
        { type: 'end-turn' as const },
      ];
    },
    apply(state, action) {
      const next = copyState(state);
      switch (action?.type) {
        case 'choose':
          checkChooseAction(next.pending, action);
          answerChoice(next, env, action.picks);
          return next;
        case 'use':
          if (next.pending) throw new RuleError('action/choice-pending', 'Answer the pending choice first.');
          if (!env.catalogue[action.card])
            throw new RuleError('action/unknown-card', `There is no card "${action.card}".`);
          startEffect(next, env, next.active, action.card, action.source ?? null);
          return next;
        case 'end-turn':
          if (next.pending) throw new RuleError('action/choice-pending', 'Answer the pending choice first.');
          expireModifiers(next, 'turn');
          next.active = (next.active + 1) % next.players;
          return next;
        default:
          throw new RuleError('action/unknown', 'That is not an action of this game.');
      }
    },
    view: (state, seat) => tableView(state, env, seat),
    outcome: () => null,
  };
}
