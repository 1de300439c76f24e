// Tech Grid Poker's state: the rules-file table plus what the grid poker phase adds.
import type { Domain } from '../../dsl/runtime.js';
import type { RulesState } from '../../engine/rules-state.js';
import { seatZone } from '../../engine/terms.js';
import type { ChoiceOption } from '../../engine/state.js';
import type { HandCategory } from '../../poker/index.js';

/** A row or a column of the 3x3 market. */
export interface Line {
  orientation: 'row' | 'column';
  index: number; // 0..2: top to bottom, left to right
}

/** An action of the betting round (G11): `amount` is the chips called, or the bet or raise on top of what is owed. */
export interface Bet {
  kind: 'check' | 'bet' | 'call' | 'raise' | 'fold';
  amount: number; // 0 for check and fold
}

/**
 * An option of a Grid Poker choice: what it means, as data, beside the engine's fields (card and
 * instance for a card, `answer: 'pass'` for passing or keeping out, `number` and `domain` for what a wild
 * counts as). Bots and the board read these, never the label.
 */
export interface GridOption extends ChoiceOption {
  line?: Line; // the row or column to place cards beside (grid/hand-line, grid/company-line)
  bet?: Bet; // grid/bet
  slot?: number; // grid/market: the market slot of the card, 0..8 row by row
  wild?: string; // grid/wild-value, grid/wild-domain: the instance of the wild card being decided
  replacement?: string; // grid/improve-slot: the hand card instance that takes this company card's place
  settle?: 'take-back' | 'redraw'; // grid/return: take the committed cards back, or discard them and draw
}

/** Where a player placed their cards this grid poker phase. */
export interface Commitment {
  hand: Line | null; // the line of their committed hand cards, or null
  company: Line | null; // the line of their company, or null
}

/** One hand formed in a grid poker phase. */
export interface FormedHand {
  seat: number; // SOLO_SEAT for the artificial player
  source: 'hand' | 'company';
  line: Line;
  cards: string[]; // card ids, the player's first, then the market's
  category: HandCategory;
  score: number; // evaluateHand's total order
  name: string; // "Four of a kind, 9s"
}

/** The outcome of one grid poker phase. */
export interface GridResult {
  round: number;
  hands: FormedHand[];
  rowWinners: number[]; // seats; several when tied (G4); empty when nobody formed a row hand
  columnWinners: number[];
  rowPoints: number; // points each row winner scored
  columnPoints: number;
}

export interface GridPokerState extends RulesState {
  used: Record<string, number>; // company card instance → the round its effect was used (tilted)
  commitments: Commitment[]; // by seat, for the current grid poker phase
  results: GridResult[]; // every grid poker phase so far
  solo: { score: number; commitment: Commitment } | null; // the artificial player (G9), in a one-player game
  bets: { pot: number; folded: boolean[]; stakes: number[] } | null; // the betting round (G11), when bidding
  wildPicks: Record<string, { value: number; domain: Domain }>; // wilds whose owner picked what they are (G7)
}

/** The seat number the artificial player of a solo game is known by in results and outcomes. */
export const SOLO_SEAT = 1;

export const MARKET = 'market';
/** A seat's committed cards: those it played face down to a line of the grid (G7). */
export const committedZone = (seat: number) => seatZone('committed', seat);
export const lineSlots = (line: Line): number[] =>
  line.orientation === 'row'
    ? [line.index * 3, line.index * 3 + 1, line.index * 3 + 2]
    : [line.index, line.index + 3, line.index + 6];
export const ALL_LINES: Line[] = [0, 1, 2].flatMap((index) => [
  { orientation: 'row' as const, index },
  { orientation: 'column' as const, index },
]);
export const lineName = (line: Line) =>
  line.orientation === 'row'
    ? ['Top row', 'Middle row', 'Bottom row'][line.index]
    : ['Left column', 'Middle column', 'Right column'][line.index];

/** The purposes of this game's own choices (the engine's `ChoiceKind`). */
declare module '../../engine/state.js' {
  interface GameChoiceKinds {
    'grid/bet': true;
    'grid/chain-order': true;
    'grid/company': true;
    'grid/company-effect': true;
    'grid/company-line': true;
    'grid/hand-cards': true;
    'grid/hand-effect': true;
    'grid/hand-line': true;
    'grid/improve': true;
    'grid/improve-slot': true;
    'grid/market': true;
    'grid/return': true;
    'grid/wild-domain': true;
    'grid/wild-value': true;
  }
}
