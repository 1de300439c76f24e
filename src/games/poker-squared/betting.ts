// "BETTING: Players will then bet as in conventional poker." P2: check, bet, call, raise, fold; a bet or
// raise is 1 chip or more and at most what the poorer player has left (so every bet can be called and no
// side pot is needed); a fold gives the pot to the other player and ends the hand. The first bettor (P3)
// acts first; the betting ends when both have checked, a bet or raise is called, or a player folds.
// With more sizes than a choice lists (see betSizes), round sizes stand in for the ones between.
import {
  betLabel,
  betOptions as sharedBetOptions,
  betSizes,
  largestBet as sharedLargestBet,
  LISTED_BET_SIZES,
  owedBy,
  type BettingTable,
} from '../../engine/betting.js';
import type { Procedure, ProcedureCall } from '../../engine/flow.js';
import { who } from '../../engine/log.js';
import { readSettings } from './settings.js';
import { current, other, type BetOption, type PokerSquaredOption, type PokerSquaredState } from './state.js';

export type { BetOption };

type Call = ProcedureCall<PokerSquaredState>;

/** The betting in progress (the procedure's data, public): whose turn, and how many checks in a row. */
export interface BettingData {
  seat: number;
  checks: number;
  options: BetOption[];
}

/** The duel's chips as the shared betting arithmetic reads them: both players are always in the hand (a fold ends it). */
const tableOf = (state: PokerSquaredState): BettingTable => ({
  chips: state.chips,
  stakes: state.stakes,
  live: state.chips.map(() => true),
});

/** What `seat` owes to match the other player's stake. */
export const owed = (state: PokerSquaredState, seat: number) => owedBy(state, seat);

/** The largest bet or raise: what the poorer player has left once both stakes are level (P2). */
export const largestBet = (state: PokerSquaredState) => sharedLargestBet(tableOf(state));

// The bet sizes a choice offers are the poker games' shared arithmetic (src/engine/betting.ts).
export { betSizes, LISTED_BET_SIZES };

/** The legal answers of `seat`, in the order the choice lists them (src/engine/betting.ts, with P2's rulings). */
export const betOptions = (state: PokerSquaredState, seat: number): BetOption[] =>
  sharedBetOptions(tableOf(state), seat, readSettings(state.settings));

export const optionLabel = betLabel;

function ask(call: Call, seat: number, checks: number): BettingData {
  const { state } = call;
  const options = betOptions(state, seat);
  const owe = owed(state, seat);
  state.active = seat;
  state.pending = {
    seat,
    kind: 'poker-squared/bet',
    min: 1,
    max: 1,
    prompt:
      owe === 0 ? `Check or bet (the pot is ${state.pot})` : `Call ${owe}, raise or fold (the pot is ${state.pot})`,
    options: options.map((o): PokerSquaredOption => ({ label: optionLabel(o), bet: { ...o } })),
  };
  return { seat, checks, options };
}

export const bet: Procedure<PokerSquaredState> = {
  start(call: Call) {
    const { state } = call;
    if (largestBet(state) < readSettings(state.settings).smallestBet) {
      state.log.push({ seat: null, text: 'No bet is possible: a player has no chips left to bet.' });
      return null;
    }
    return ask(call, call.seat ?? state.markers['first-bettor'], 0);
  },
  answer(call: Call, raw, picks) {
    const { state } = call;
    const data = raw as BettingData;
    const seat = data.seat;
    const choice = data.options[picks[0]];
    const record = current(state);
    record.bets.push({
      seat,
      kind: choice.kind,
      amount: choice.amount,
      ...(choice.by !== undefined ? { by: choice.by } : {}),
    });
    state.chips[seat] -= choice.amount;
    state.stakes[seat] += choice.amount;
    state.pot += choice.amount;
    const pot = `the pot is ${state.pot}`;
    switch (choice.kind) {
      case 'check':
        state.log.push({ seat, text: `${who(seat)} checks.` });
        return data.checks + 1 >= state.players ? done(state) : ask(call, other(seat), data.checks + 1);
      case 'fold':
        record.folded = seat;
        state.log.push({ seat, text: `${who(seat)} folds.` });
        return done(state);
      case 'call':
        state.log.push({ seat, text: `${who(seat)} calls ${choice.amount}; ${pot}.` });
        return done(state);
      default:
        state.log.push({
          seat,
          text: `${who(seat)} ${choice.kind === 'bet' ? 'bets' : 'raises by'} ${choice.by}; ${pot}.`,
        });
        return ask(call, other(seat), 0);
    }
  },
};

function done(state: PokerSquaredState): null {
  current(state).pot = state.pot;
  return null;
}
