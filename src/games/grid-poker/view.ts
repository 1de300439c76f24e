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
  return {
    ...tableView(state, env, seat),
    round: state.round,
    rounds: rules.rounds ? amountFor(rules.rounds, state.players) : 0,
    phase: state.flow.stage === 'setup' ? 'setup' : state.flow.stage === 'over' ? 'over' : rules.phases[state.flow.index].title,
    firstPlayer: state.markers['first-player'] ?? 0,
    scores: [...state.scores],
    chips: [...state.chips],
    pot: state.bets?.pot ?? 0,
    folded: state.bets ? [...state.bets.folded] : [],
    commitments: clonePlain(state.commitments),
    results: clonePlain(state.results),
    // Tilted company cards: only those still in a company (one may have moved somewhere hidden since).
    used: Object.entries(state.used).filter(([i, round]) => round === state.round && Object.keys(state.zones).some((z) => z.startsWith('company:') && state.zones[z].includes(i))).map(([i]) => i),
    solo: state.solo ? clonePlain(state.solo) : null,
    over: state.flow.stage === 'over',
  };
}
