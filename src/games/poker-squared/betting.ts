// "BETTING: Players will then bet as in conventional poker." P2: check, bet, call, raise, fold; a bet or
// raise is 1 chip or more and at most what the poorer player has left (so every bet can be called and no
// side pot is needed); a fold gives the pot to the other player and ends the hand. The first bettor (P3)
// acts first; the betting ends when both have checked, a bet or raise is called, or a player folds.
// With more sizes than a choice lists (see betSizes), round sizes stand in for the ones between.
import { betSizes, LISTED_BET_SIZES } from '../../engine/betting.js';
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

/** What `seat` owes to match the other player's stake. */
export const owed = (state: PokerSquaredState, seat: number) => Math.max(...state.stakes) - state.stakes[seat];

/** The largest bet or raise: what the poorer player has left once both stakes are level (P2). */
export const largestBet = (state: PokerSquaredState) => Math.min(...state.chips.map((c, s) => c - owed(state, s)));

// The bet sizes a choice offers are the poker games' shared arithmetic (src/engine/betting.ts).
export { betSizes, LISTED_BET_SIZES };

/** The legal answers of `seat`, in the order the choice lists them. */
export function betOptions(state: PokerSquaredState, seat: number): BetOption[] {
  const settings = readSettings(state.settings);
  const allowed = new Set(settings.actions);
  const owe = owed(state, seat);
  const sizes = betSizes(settings.smallestBet, largestBet(state));
  if (owe === 0) {
    return [
      { kind: 'check', amount: 0 },
      ...sizes.map((by) => ({ kind: 'bet' as const, amount: by, by })),
      ...(allowed.has('fold') && !settings.foldOnlyFacingABet ? [{ kind: 'fold' as const, amount: 0 }] : []),
    ];
  }
  return [
    ...(allowed.has('fold') ? [{ kind: 'fold' as const, amount: 0 }] : []),
    { kind: 'call', amount: owe },
    ...(allowed.has('raise') ? sizes.map((by) => ({ kind: 'raise' as const, amount: owe + by, by })) : []),
  ];
}

export const optionLabel = (o: BetOption) =>
  o.kind === 'check' ? 'Check' : o.kind === 'fold' ? 'Fold' : o.kind === 'call' ? `Call ${o.amount}` : o.kind === 'bet' ? `Bet ${o.by}` : `Raise by ${o.by}`;

function ask(call: Call, seat: number, checks: number): BettingData {
  const { state } = call;
  const options = betOptions(state, seat);
  const owe = owed(state, seat);
  state.active = seat;
  state.pending = {
    seat, kind: 'poker-squared/bet', min: 1, max: 1,
    prompt: owe === 0 ? `Check or bet (the pot is ${state.pot})` : `Call ${owe}, raise or fold (the pot is ${state.pot})`,
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
    record.bets.push({ seat, kind: choice.kind, amount: choice.amount, ...(choice.by !== undefined ? { by: choice.by } : {}) });
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
        state.log.push({ seat, text: `${who(seat)} ${choice.kind === 'bet' ? 'bets' : 'raises by'} ${choice.by}; ${pot}.` });
        return ask(call, other(seat), 0);
    }
  },
};

function done(state: PokerSquaredState): null {
  current(state).pot = state.pot;
  return null;
}
