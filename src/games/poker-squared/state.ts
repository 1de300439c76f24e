// Poker Squared's state: the rules-file table (zones, chips, markers, flow) plus the hand being played,
// the pot, and the record of every hand and every grid scored so far.
import type { RulesState } from '../../engine/rules-state.js';
import type { ChoiceOption } from '../../engine/state.js';
import type { Hand3Category } from '../../poker/index.js';
import { seatZone } from '../../engine/terms.js';

/** Which deck the match is played with: the standard 52 cards, or the Tech Deck without wilds (P7). */
export type DeckKind = 'standard' | 'tech';

/** A card a player put on their grid this hand. */
export interface Placement {
  seat: number;
  card: string; // card id, e.g. "spades-14" or "technology-9"
  square: number; // 0..8, A..I
}

/** One move of the betting. `amount` is what the move put into the pot. */
export interface BetMove {
  seat: number;
  kind: 'check' | 'bet' | 'call' | 'raise' | 'fold';
  amount: number; // chips paid by this move: a call pays what is owed, a raise what is owed plus `by`
  by?: number; // a bet's or raise's size over the stake to match
}

/** One answer of a betting choice: `amount` is what it pays into the pot, `by` a bet's or raise's size. */
export interface BetOption {
  kind: BetMove['kind'];
  amount: number; // chips it pays: 0 to check or fold, what is owed to call, what is owed plus `by` to raise
  by?: number; // a bet's or raise's size over the stake to match
}

/**
 * An option of Poker Squared's own choices: the engine's (a card to place or to use, `answer: 'pass'`)
 * plus what the game's choices mean. Bots and the element read these, never the label.
 */
export interface PokerSquaredOption extends ChoiceOption {
  square?: number; // 'poker-squared/place-square': the square of the chooser's grid, 0..8 (A..I)
  bet?: BetOption; // 'poker-squared/bet': what the answer does
  concede?: true; // any decision: the answer that concedes the match (P8)
}

/** A 3-card hand, evaluated: at the showdown, or a line of a grid. */
export interface ShownHand {
  seat: number;
  cards: string[]; // card ids
  category: Hand3Category;
  score: number; // evaluateHand3's total order (within one deck)
  name: string; // "Pair of Kings", "Straight, 3 high"
}

/** Everything public about one hand (a round of the rules file). */
export interface HandRecord {
  hand: number; // 1..27
  ante: number; // what each player put in before the cards
  placed: Placement[]; // both placements, once both players have placed (never one alone)
  firstBettor: number | null; // set when both cards are on the grids (P3)
  effects: { seat: number; card: string }[]; // hand cards used for their effect (P7)
  bets: BetMove[];
  folded: number | null; // the seat that folded, or null
  shown: ShownHand[]; // both hands at the showdown; empty after a fold
  winners: number[]; // who took the pot: one seat, both when the hands tie (each takes back their chips)
  pot: number; // the pot when the betting ended
}

/** One line of two grids compared (P4). */
export interface LineResult {
  line: number; // index into LINES
  hands: ShownHand[]; // by seat
  winner: number | null; // null when the lines are equal
  paid: number; // chips the loser paid the winner: the ante, or all they had left
}

/** Two full grids compared line by line, after hands 9, 18 and 27. */
export interface GridResult {
  grid: number; // 1..3
  hand: number; // the hand that filled it
  ante: number; // what each better line takes
  lines: LineResult[];
  won: number[]; // lines won, by seat
  net: number[]; // chips won (negative: lost), by seat
}

export interface PokerSquaredState extends RulesState {
  deckKind: DeckKind;
  pot: number; // chips in the middle this hand
  stakes: number[]; // what each seat put into the pot this hand (ante and bets), by seat
  squares: (number | null)[]; // by seat: the square chosen for the card in `placing:<seat>`; secret until both chose
  hands: HandRecord[]; // every hand so far; the last is the hand being played
  grids: GridResult[]; // every grid scored so far
  linesWon: number[]; // grid lines won over the match, by seat (the tie-break, P5)
  endedBy: 'chips' | 'hands' | 'concede' | null; // why the match ended
  conceded: number | null; // the seat that conceded (P8), or null
}

/** The squares of a grid, named as poker-squared.txt draws them: A B C / D E F / G H I. */
export const SQUARES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'] as const;

/** The 8 lines of a 3x3 grid: 3 rows, 3 columns, 2 diagonals, in the order they are scored. */
export const LINES: readonly { name: string; squares: readonly number[] }[] = [
  { name: 'Top row', squares: [0, 1, 2] },
  { name: 'Middle row', squares: [3, 4, 5] },
  { name: 'Bottom row', squares: [6, 7, 8] },
  { name: 'Left column', squares: [0, 3, 6] },
  { name: 'Middle column', squares: [1, 4, 7] },
  { name: 'Right column', squares: [2, 5, 8] },
  { name: 'Diagonal A-E-I', squares: [0, 4, 8] },
  { name: 'Diagonal C-E-G', squares: [2, 4, 6] },
];

export const gridZone = (seat: number) => seatZone('grid', seat);
export const placingZone = (seat: number) => seatZone('placing', seat);
export const MUCK = 'muck';
export const RESOLVING = 'resolving';

/** The other player of the duel. */
export const other = (seat: number) => 1 - seat;

/** The hand being played. */
export const current = (state: PokerSquaredState): HandRecord => state.hands[state.hands.length - 1];

/** Chips in play: every player's chips and the pot. Always the starting total (chips only move). */
export const chipsInPlay = (state: Pick<PokerSquaredState, 'chips' | 'pot'>) =>
  state.chips.reduce((a, b) => a + b, 0) + state.pot;

/** The purposes of this game's own choices (the engine's `ChoiceKind`). */
declare module '../../engine/state.js' {
  interface GameChoiceKinds {
    'poker-squared/bet': true;
    'poker-squared/effect-card': true;
    'poker-squared/place-card': true;
    'poker-squared/place-square': true;
  }
  /** The log events of this game: a grid line scored at the end of a hand. */
  interface GameLogEvents {
    'poker-squared/line': true;
  }
}
