// What one player sees of a poker match: the table as the engine shows it (their own hand, never another
// hand, the deck order or the muck), plus chips, the pot, the stakes, who is in the hand and in the match,
// the dealer, the betting answers or the draw waiting, and the record of every hand so far.
import { amountFor, type Rules } from '../../dsl/runtime.js';
import type { Env } from '../../engine/context.js';
import type { Outcome } from '../../engine/game.js';
import { owedBy } from '../../engine/betting.js';
import { tableView, type TableView } from '../../engine/view.js';
import type { BettingData } from './betting.js';
import { outcomeOf } from './hand.js';
import type { BetOption, HandRecord, PokerState, ShownHand } from './state.js';

export interface PokerView extends TableView {
  hand: number; // 1..20, 0 before the first hand
  hands: number; // the last hand: 20
  phase: string; // the phase's title from the rules file ('first betting', 'draw' …), or 'setup' / 'over'
  dealer: number; // the seat with the button
  chips: number[]; // by seat
  pot: number;
  stakes: number[]; // what each seat has put into the pot this hand
  live: boolean[]; // by seat: still in this hand
  out: boolean[]; // by seat: out of the match
  betting: { seat: number; round: 1 | 2; owe: number; options: BetOption[] } | null; // the betting turn, its answers in the pending choice's order
  record: HandRecord | null; // the hand being played
  history: HandRecord[]; // every hand, this one last
  over: boolean;
  outcome: Outcome | null;
  endedBy: 'chips' | 'hands' | null;
}

// Hand-written copies: views are made after every action, and structuredClone is slow for many small objects.
const copyHand = (h: ShownHand): ShownHand => ({ ...h, cards: [...h.cards] });
const copyRecord = (r: HandRecord): HandRecord => ({
  ...r,
  seats: [...r.seats],
  bets: r.bets.map((b) => ({ ...b })),
  effects: r.effects.map((e) => ({ ...e })),
  draws: r.draws.map((d) => ({ ...d })),
  folded: [...r.folded],
  shown: r.shown.map(copyHand),
  winners: [...r.winners],
  won: [...r.won],
});

export function pokerView(state: PokerState, env: Env, rules: Rules, seat: number): PokerView {
  const phase =
    state.flow.stage === 'setup'
      ? 'setup'
      : state.flow.stage === 'over'
        ? 'over'
        : rules.phases[state.flow.index].title;
  const running = state.pending?.kind === 'poker/bet' ? (state.flow.running as BettingData) : null;
  const history = state.hands.map(copyRecord);
  return {
    ...tableView(state, env, seat),
    hand: state.round,
    hands: rules.rounds ? amountFor(rules.rounds, state.players) : 0,
    phase,
    dealer: state.markers.dealer ?? 0,
    chips: [...state.chips],
    pot: state.pot,
    stakes: [...state.stakes],
    live: [...state.live],
    out: [...state.out],
    betting: running
      ? {
          seat: running.toAct[0],
          round: running.round,
          owe: owedBy(state, running.toAct[0]),
          options: running.options.map((o) => ({ ...o })),
        }
      : null,
    record: history.length > 0 ? history[history.length - 1] : null,
    history,
    over: state.flow.stage === 'over',
    outcome: outcomeOf(state),
    endedBy: state.endedBy,
  };
}
