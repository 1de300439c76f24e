// What one player sees of a Grid Poker game: the table as the engine shows it (no other hands, no deck
// order, no face-down commitments), plus the round, the phase, scores, chips and the results so far.
import { amountFor, type Rules } from '../../dsl/runtime.js';
import type { Env } from '../../engine/context.js';
import { tableView, type TableView } from '../../engine/view.js';
import type { Commitment, GridResult, GridPokerState } from './state.js';
import { clonePlain } from '../../engine/clone.js';

export interface GridPokerView extends TableView {
  round: number;
  rounds: number;
  phase: string; // the phase's title from the rules file, or 'setup' / 'over'
  firstPlayer: number;
  scores: number[];
  chips: number[];
  pot: number;
  folded: boolean[];
  commitments: Commitment[]; // where each player placed cards: public, the cards themselves are not
  results: GridResult[];
  used: string[]; // company cards already used this round
  solo: { score: number; commitment: Commitment } | null;
  over: boolean;
}

export function gridPokerView(state: GridPokerState, env: Env, rules: Rules, seat: number): GridPokerView {
  // The table's own view, extended in place: one object, its fields added in the order they always had
  // (a spread into a new literal copied every field of the table view again, a third of a view's cost).
  const view = tableView(state, env, seat) as GridPokerView;
  view.round = state.round;
  view.rounds = rules.rounds ? amountFor(rules.rounds, state.players) : 0;
  view.phase =
    state.flow.stage === 'setup'
      ? 'setup'
      : state.flow.stage === 'over'
        ? 'over'
        : rules.phases[state.flow.index].title;
  view.firstPlayer = state.markers['first-player'] ?? 0;
  view.scores = [...state.scores];
  view.chips = [...state.chips];
  view.pot = state.bets?.pot ?? 0;
  view.folded = state.bets ? [...state.bets.folded] : [];
  view.commitments = clonePlain(state.commitments);
  view.results = state.results.map(resultView);
  view.used = usedThisRound(state);
  view.solo = state.solo ? clonePlain(state.solo) : null;
  view.over = state.flow.stage === 'over';
  return view;
}

/** Tilted company cards: only those still in a company (one may have moved somewhere hidden since). */
function usedThisRound(state: GridPokerState): string[] {
  const used: string[] = [];
  for (const instance in state.used) {
    if (state.used[instance] !== state.round) continue;
    for (const zone in state.zones) {
      if (zone.startsWith('company:') && state.zones[zone].includes(instance)) {
        used.push(instance);
        break;
      }
    }
  }
  return used;
}

/**
 * A phase's result as views show it: a frozen copy, made once and shared by every later view (results
 * are only appended, never changed, so copying all of them for each view, every action, was most of a
 * view's cost). Frozen, so a view that changed one would fail loudly rather than change the others.
 */
const RESULT_VIEWS = new WeakMap<GridResult, GridResult>();

function resultView(result: GridResult): GridResult {
  let view = RESULT_VIEWS.get(result);
  if (!view) RESULT_VIEWS.set(result, (view = deepFreeze(clonePlain(result))));
  return view;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
