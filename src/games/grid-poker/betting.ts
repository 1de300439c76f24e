// Optional bidding (G11): "each player starts with 20 chips and antes 1; one betting round (check, bet,
// call, raise, fold) before hand cards are revealed; the pot goes to the best-row winner and
// best-column winner in equal parts, odd chip to the row." A player who folds takes no part in this
// grid poker phase's scoring.
import { betWords } from '../../engine/betting.js';
import { RuleError } from '../../engine/errors.js';
import type { ProcedureCall } from '../../engine/flow.js';
import { who } from '../../engine/log.js';
import { turnOrder } from '../../engine/steps.js';
import { gridRulings } from './rulings.js';
import type { Bet, GridOption, GridPokerState } from './state.js';

type Call = ProcedureCall<GridPokerState>;
export interface BettingData {
  toAct: number[];
  options: Bet[];
}

/** The bet and raise sizes of ruling `bet-sizes` (GX2), smallest first. */
const betSizes = (settings: Record<string, unknown>) =>
  [settings['bet-sizes'] ?? []]
    .flat()
    .map(Number)
    .sort((a, b) => a - b);

/**
 * This project's ruling `bet-sizes` (GX2), checked before anything is dealt: whole numbers from 1. (The
 * other word rulings, GX1 and GX3 among them, are checked in rulings.ts.)
 */
export function checkBetSizes(settings: Record<string, unknown>): void {
  const sizes = betSizes(settings);
  if (sizes.length === 0 || sizes.some((n) => !Number.isSafeInteger(n) || n < 1)) {
    throw new RuleError(
      'config/ruling',
      `Grid Poker: the ruling "bet-sizes" is ${JSON.stringify(settings['bet-sizes'])}; it is a list of whole numbers from 1: "1, 2, 3, 5, 10".`,
    );
  }
}

export function openBetting(call: Call): BettingData | null {
  const { state } = call;
  const ante = Number(state.settings['bidding-ante'] ?? 1); // G11's ante, a whole number (checked at setup)
  const order = turnOrder(state);
  // A pot nobody won last time stays in the middle (GX3).
  state.bets = {
    pot: state.bets?.pot ?? 0,
    folded: Array(state.players).fill(false),
    stakes: Array(state.players).fill(0),
  };
  for (const seat of order) {
    const paid = Math.min(ante, state.chips[seat]);
    state.chips[seat] -= paid;
    state.bets.pot += paid;
  }
  state.log.push({ seat: null, text: `Each player antes ${ante}; the pot is ${state.bets.pot}.` });
  return ask(call, order);
}

const live = (state: GridPokerState) => state.bets!.folded.map((f, s) => (f ? -1 : s)).filter((s) => s >= 0);

function ask(call: Call, toAct: number[]): BettingData | null {
  const { state } = call;
  const bets = state.bets!;
  for (; toAct.length > 0; toAct = toAct.slice(1)) {
    if (live(state).length <= 1) return null;
    const seat = toAct[0];
    if (bets.folded[seat] || state.chips[seat] === 0) continue;
    const highest = Math.max(...bets.stakes);
    const owe = highest - bets.stakes[seat];
    // A bet or raise is at most what the poorest live player could still match.
    const cap = Math.min(...live(state).map((s) => state.chips[s] + bets.stakes[s] - highest));
    const sizes = betSizes(state.settings).filter((n) => n <= cap && n + owe <= state.chips[seat]);
    // G11's "check, bet, call, raise, fold": the actions ruling `betting-actions` names.
    const actions = gridRulings(state.settings).bettingActions;
    const all: Bet[] =
      owe === 0
        ? [{ kind: 'check', amount: 0 }, ...sizes.map((n) => ({ kind: 'bet' as const, amount: n }))]
        : [
            { kind: 'fold', amount: 0 },
            { kind: 'call', amount: Math.min(owe, state.chips[seat]) },
            ...sizes.map((n) => ({ kind: 'raise' as const, amount: n })),
          ];
    const options = all.filter((bet) => actions.has(bet.kind));
    state.active = seat;
    state.pending = {
      seat,
      kind: 'grid/bet',
      prompt: owe === 0 ? `Check or bet (pot ${bets.pot})` : `Call ${owe}, raise or fold (pot ${bets.pot})`,
      min: 1,
      max: 1,
      options: options.map((bet): GridOption => ({ label: betWords(bet.kind, bet.amount), bet })),
    };
    return { toAct, options };
  }
  return null;
}

export function answerBetting(call: Call, data: BettingData, picks: number[]): BettingData | null {
  const { state } = call;
  const bets = state.bets!;
  const seat = data.toAct[0];
  const choice = data.options[picks[0]];
  const pay = (n: number) => {
    state.chips[seat] -= n;
    bets.stakes[seat] += n;
    bets.pot += n;
  };
  const owe = Math.max(...bets.stakes) - bets.stakes[seat];
  switch (choice.kind) {
    case 'check':
      state.log.push({ seat, text: `${who(seat)} checks.` });
      return ask(call, data.toAct.slice(1));
    case 'fold':
      bets.folded[seat] = true;
      state.log.push({ seat, text: `${who(seat)} folds.` });
      return ask(call, data.toAct.slice(1));
    case 'call':
      pay(choice.amount);
      state.log.push({ seat, text: `${who(seat)} calls ${choice.amount}.` });
      return ask(call, data.toAct.slice(1));
    default: {
      pay(owe + choice.amount);
      state.log.push({ seat, text: `${who(seat)} ${choice.kind === 'bet' ? 'bets' : 'raises by'} ${choice.amount}.` });
      // Everyone else still in must answer the new stake, in turn order after this player.
      const order = turnOrder(state);
      const after = [...order.slice(order.indexOf(seat) + 1), ...order.slice(0, order.indexOf(seat))];
      return ask(
        call,
        after.filter((s) => !bets.folded[s]),
      );
    }
  }
}

/**
 * "the pot goes to the best-row winner and best-column winner in equal parts, odd chip to the row" (G11).
 * A share nobody takes — no player won that line (everyone still in kept out of it, or the solo game's
 * artificial player won it) — stays in the middle for the next grid poker phase, as openBetting keeps it.
 */
export function payPot(state: GridPokerState, rowWinners: number[], columnWinners: number[]): void {
  const bets = state.bets;
  if (!bets || bets.pot === 0) return;
  const rulings = gridRulings(state.settings);
  // The odd chip goes to the line ruling `odd-chip-to` names ("odd chip to the row", G11); when only one
  // line is won, ruling `lone-line-takes` (GX4) gives its winners the whole pot or only their share.
  const toRow = rulings.oddChipTo === 'row';
  const split = (rowWinners.length > 0 && columnWinners.length > 0) || !rulings.loneLineTakesAll;
  const shares = split
    ? [Math[toRow ? 'ceil' : 'floor'](bets.pot / 2), Math[toRow ? 'floor' : 'ceil'](bets.pot / 2)]
    : [bets.pot, 0];
  const groups = split || rowWinners.length > 0 ? [rowWinners, columnWinners] : [columnWinners, []];
  let paid = 0;
  groups.forEach((winners, k) => {
    const seats = winners.filter((s) => s < state.players);
    if (seats.length === 0 || shares[k] === 0) return;
    // Tied winners share a line's part; the odd chip to the first (or last) of them in turn order (GX5).
    const order = turnOrder(state).filter((s) => seats.includes(s));
    if (rulings.tiedOddChip === 'last') order.reverse();
    order.forEach(
      (s, i) => (state.chips[s] += Math.floor(shares[k] / seats.length) + (i < shares[k] % seats.length ? 1 : 0)),
    );
    paid += shares[k];
    state.log.push({
      seat: null,
      text: `${seats.map(who).join(' and ')} ${seats.length === 1 ? 'takes' : 'share'} ${shares[k]} chip${shares[k] === 1 ? '' : 's'} from the pot.`,
    });
  });
  bets.pot -= paid;
  if (bets.pot > 0)
    state.log.push({
      seat: null,
      text: `Nobody wins ${paid > 0 ? 'the rest of the pot' : 'the pot'}: ${bets.pot} chip${bets.pot === 1 ? ' stays' : 's stay'} in the middle.`,
    });
}
