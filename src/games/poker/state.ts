// Regular poker's state: the rules-file table (zones, chips, the dealer button, the flow) plus the hand
// being played (the pot, each player's stake, who is still in), who is out of the match, and the record
// of every hand so far.
import type { BetOption } from '../../engine/betting.js';
import type { RulesState } from '../../engine/rules-state.js';
import type { ChoiceOption } from '../../engine/state.js';
import type { HandCategory } from '../../poker/index.js';

export type { BetOption };

/** One move of the betting. `amount` is what the move put into the pot. */
export interface BetMove {
  seat: number;
  round: 1 | 2; // the betting before the draw (1) or after it (2)
  kind: BetOption['kind'];
  amount: number; // chips paid by this move
  by?: number; // a bet's or raise's size over the stake to match
}

/**
 * An option of regular poker's own choices: the engine's (a card to use, `answer: 'pass'`, a card to
 * discard) plus what a betting answer does. Bots and the element read these, never the label.
 */
export interface PokerOption extends ChoiceOption {
  bet?: BetOption; // 'poker/bet': what the answer does
}

/** A hand at the showdown: its best five cards, evaluated. */
export interface ShownHand {
  seat: number;
  cards: string[]; // card ids of the five cards played (a wild as itself)
  category: HandCategory;
  score: number; // evaluateHand's total order in the match's tie order (R1: G4 by default)
  name: string; // "Pair of 9s", "Full house, 7s over 2s"
}

/** Everything public about one hand (a round of the rules file). */
export interface HandRecord {
  hand: number; // 1..20
  dealer: number; // the seat with the button (R4)
  ante: number; // what each player in the hand put in before the cards
  seats: number[]; // the players dealt in, in turn order from the dealer's left
  bets: BetMove[];
  effects: { seat: number; card: string }[]; // hand cards revealed for their effect (R3)
  draws: { seat: number; count: number }[]; // how many cards each player changed at the draw (R2)
  folded: number[]; // seats that folded, in order
  shown: ShownHand[]; // the hands at the showdown; empty when all but one folded
  winners: number[]; // who took (a share of) the pot
  won: number[]; // chips taken from the pot, by seat
  pot: number; // the pot when the betting ended
}

export interface PokerState extends RulesState {
  pot: number; // chips in the middle this hand
  stakes: number[]; // what each seat put into the pot this hand (ante and bets)
  live: boolean[]; // by seat: dealt into this hand and not folded
  out: boolean[]; // by seat: out of the match, no chips left (R4)
  hands: HandRecord[]; // every hand so far; the last is the hand being played
  endedBy: 'chips' | 'hands' | null; // why the match ended
}

export const MUCK = 'muck';
export const RESOLVING = 'resolving';

/** The hand being played. */
export const current = (state: PokerState): HandRecord => state.hands[state.hands.length - 1];

/** Chips in play: every player's chips and the pot. Always the starting total (chips only move). */
export const chipsInPlay = (state: Pick<PokerState, 'chips' | 'pot'>) =>
  state.chips.reduce((a, b) => a + b, 0) + state.pot;

/** Every seat in turn order from the dealer's left (the dealer last). */
export function fromDealersLeft(state: Pick<PokerState, 'players' | 'markers'>): number[] {
  const dealer = state.markers.dealer ?? 0;
  return Array.from({ length: state.players }, (_, k) => (dealer + 1 + k) % state.players);
}

/** The purposes of this game's own choices (the engine's `ChoiceKind`). */
declare module '../../engine/state.js' {
  interface GameChoiceKinds {
    'poker/bet': true;
    'poker/effect-card': true;
    'poker/draw': true;
  }
}
