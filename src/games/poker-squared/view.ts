// What one player sees of a Poker Squared match: the table as the engine shows it (their own hand, both
// grids face up, never the other hand, the deck order, the muck or the other player's secret choice of
// card and square), plus chips, pot, ante, the betting options, each line's standing and the record of
// every hand and grid so far.
import { amountFor, type Rules } from '../../dsl/runtime.js';
import type { Env } from '../../engine/context.js';
import type { Outcome } from '../../engine/game.js';
import { tableView, type TableView } from '../../engine/view.js';
import { cardsIn } from '../../engine/zones.js';
import type { BettingData, BetOption } from './betting.js';
import { owed } from './betting.js';
import { lineHand, lineWinner } from './grid.js';
import { concedeIndex } from './concede.js';
import { anteFor, gridSize, outcomeOf } from './hand.js';
import {
  LINES,
  placingZone,
  type DeckKind,
  type GridResult,
  type HandRecord,
  type PokerSquaredState,
  type ShownHand,
} from './state.js';

/** A line of both grids as it stands: each player's hand once the line is full, and who is ahead. */
export interface LineStanding {
  line: number; // index into LINES
  name: string; // "Top row"
  squares: readonly number[]; // 0..8
  hands: (ShownHand | null)[]; // by seat; null while that player's line has an empty square
  leader: number | null; // the better full line's seat; null while either is unfinished or when they are equal
}

export interface PokerSquaredView extends TableView {
  deck: DeckKind; // which deck the cards' ids belong to: 'standard' (src/engine/standard-deck.json) or 'tech'
  hand: number; // 1..27, 0 before the first hand
  hands: number; // 27
  grid: number; // which grid is filling: 1..3
  handsPerGrid: number; // 9
  ante: number; // the ante of this hand: what each better grid line takes
  phase: string; // the phase's title from the rules file ('place', 'betting' …), or 'setup' / 'over'
  chips: number[]; // by seat
  pot: number;
  stakes: number[]; // what each seat has put into the pot this hand
  firstBettor: number | null; // who bets first this hand, once both cards are placed
  chosen: boolean[]; // by seat: has chosen this hand's grid card (the card and square stay secret)
  placing: { instance: string; card: string; square: number | null } | null; // this seat's own secret choice
  betting: { seat: number; owe: number; options: BetOption[] } | null; // the betting turn: its options, in the pending choice's order
  lines: LineStanding[]; // the 8 lines of the grids being filled
  record: HandRecord | null; // the hand being played
  history: HandRecord[]; // every hand, this one last
  grids: GridResult[]; // every grid scored
  linesWon: number[]; // grid lines won over the match, by seat (the tie-break, P5)
  over: boolean;
  outcome: Outcome | null;
  endedBy: 'chips' | 'hands' | 'concede' | null;
  conceded: number | null; // the seat that conceded the match (P8), or null
  mayConcede: boolean; // this seat may concede now: its decision carries the concede option (P8)
}

// Hand-written copies: views are made after every action, and structuredClone is slow for many small objects.
const copyHand = (h: ShownHand): ShownHand => ({ ...h, cards: [...h.cards] });
const copyRecord = (r: HandRecord): HandRecord => ({
  ...r,
  placed: r.placed.map((p) => ({ ...p })),
  effects: r.effects.map((e) => ({ ...e })),
  bets: r.bets.map((b) => ({ ...b })),
  shown: r.shown.map(copyHand),
  winners: [...r.winners],
});

export function pokerSquaredView(state: PokerSquaredState, env: Env, rules: Rules, seat: number): PokerSquaredView {
  const phase =
    state.flow.stage === 'setup'
      ? 'setup'
      : state.flow.stage === 'over'
        ? 'over'
        : rules.phases[state.flow.index].title;
  const mine = cardsIn(state, placingZone(seat))[0];
  const running =
    phase === 'betting' && state.pending?.kind === 'poker-squared/bet' ? (state.flow.running as BettingData) : null;
  const seats = Array.from({ length: state.players }, (_, s) => s);
  const history = state.hands.map(copyRecord);
  const record = history.length > 0 ? copyRecord(history[history.length - 1]) : null;
  const perGrid = gridSize(rules);
  return {
    ...tableView(state, env, seat),
    deck: state.deckKind,
    hand: state.round,
    hands: rules.rounds ? amountFor(rules.rounds, state.players) : 0,
    grid: Math.floor((Math.max(state.round, 1) - 1) / perGrid) + 1,
    handsPerGrid: perGrid,
    ante: state.round > 0 ? anteFor(state, rules) : 0,
    phase,
    chips: [...state.chips],
    pot: state.pot,
    stakes: [...state.stakes],
    firstBettor: record?.firstBettor ?? null,
    chosen: seats.map((s) => state.squares[s] !== null && state.squares[s] !== undefined),
    placing: mine ? { instance: mine, card: state.cards[mine], square: state.squares[seat] ?? null } : null,
    betting: running
      ? { seat: running.seat, owe: owed(state, running.seat), options: running.options.map((o) => ({ ...o })) }
      : null,
    lines: LINES.map((line, index) => {
      const hands = seats.map((s) => lineHand(state, env, s, index));
      return {
        line: index,
        name: line.name,
        squares: line.squares,
        hands,
        leader: hands.every((h) => h !== null) ? lineWinner(hands as ShownHand[]) : null,
      };
    }),
    record,
    history,
    grids: state.grids.map((g) => ({
      ...g,
      lines: g.lines.map((l) => ({ ...l, hands: l.hands.map(copyHand) })),
      won: [...g.won],
      net: [...g.net],
    })),
    linesWon: [...state.linesWon],
    over: state.flow.stage === 'over',
    outcome: outcomeOf(state),
    endedBy: state.endedBy,
    conceded: state.conceded ?? null,
    mayConcede: state.pending?.seat === seat && concedeIndex(state) >= 0,
  };
}
