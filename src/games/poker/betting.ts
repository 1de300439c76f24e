// The two betting rounds (R2: "a betting round before and after one draw … check, bet, call, raise,
// fold, with a bet or raise of 1 chip up to the smallest stack of the players still in the hand"), played
// on the shared betting arithmetic (src/engine/betting.ts), from the dealer's left. Before each of their
// betting actions the acting player may reveal a hand card and use its effect, once; the card is then
// discarded and replaced (R3). The effect runs in the engine's interpreter, through the flow's useEffect.
import {
  betLabel,
  betOptions,
  nextToAct,
  openingOrder,
  owedBy,
  payBet,
  type BettingTable,
} from '../../engine/betting.js';
import { useEffect, type Procedure, type ProcedureCall } from '../../engine/flow.js';
import { who } from '../../engine/log.js';
import { handZone } from '../../engine/terms.js';
import { cardsIn, locate, move } from '../../engine/zones.js';
import { cardChoice, instanceName } from './cards.js';
import { drawCard } from './hand.js';
import { readSettings } from './settings.js';
import {
  current,
  fromDealersLeft,
  MUCK,
  RESOLVING,
  type BetOption,
  type PokerOption,
  type PokerState,
} from './state.js';

type Call = ProcedureCall<PokerState>;

/** The betting in progress (the procedure's data, public): who acts now and after, and what they may do. */
export interface BettingData {
  round: 1 | 2; // before the draw, or after it
  toAct: number[]; // the seat acting now first, then those still to act, in turn
  stage: 'effect' | 'bet'; // R3's card effect is offered first, then the betting answer
  used: number; // card effects used before this betting action
  usable: string[]; // the hand cards offered for their effect (stage 'effect')
  options: BetOption[]; // the betting answers (stage 'bet'), in the choice's order
  instance: string | null; // the card whose effect is resolving
}

/** The table of chips the shared betting reads: the state's own lists, so paying changes the state. */
const tableOf = (state: PokerState): BettingTable => ({ chips: state.chips, stakes: state.stakes, live: state.live });

/** The hand cards `seat` may reveal for their effect: those with an effect. */
function usableCards(call: Call, seat: number): string[] {
  const { state, env } = call;
  return cardsIn(state, handZone(env.terms, seat)).filter((i) => env.catalogue[state.cards[i]]?.effect);
}

/** Sets the choice for the player first in `toAct`: a card effect (R3) while one may be used, else a betting answer. */
function ask(call: Call, data: BettingData): BettingData {
  const { state, env } = call;
  const seat = data.toAct[0];
  const settings = readSettings(state.settings);
  state.active = seat;
  const usable =
    data.stage === 'effect' && settings.cardEffects && data.used < settings.effectsPerAction
      ? usableCards(call, seat)
      : [];
  if (usable.length > 0) {
    state.pending = {
      seat,
      kind: 'poker/effect-card',
      min: 1,
      max: 1,
      prompt: 'Reveal a hand card and use its effect before you bet? It is then discarded and replaced.',
      options: [...usable.map((i) => cardChoice(state, env, i)), { label: 'Pass', answer: 'pass' }],
    };
    return { ...data, stage: 'effect', usable, options: [], instance: null };
  }
  const options = betOptions(tableOf(state), seat, settings);
  const owe = owedBy(state, seat);
  state.pending = {
    seat,
    kind: 'poker/bet',
    min: 1,
    max: 1,
    prompt:
      owe === 0 ? `Check or bet (the pot is ${state.pot})` : `Call ${owe}, raise or fold (the pot is ${state.pot})`,
    options: options.map((o): PokerOption => ({ label: betLabel(o), bet: { ...o } })),
  };
  return { ...data, stage: 'bet', usable: [], options, instance: null };
}

/** "Then discard and redraw that card" (R3), and the same player goes on to bet. */
function finishEffect(call: Call, data: BettingData): BettingData {
  const { state, env } = call;
  const seat = data.toAct[0];
  if (data.instance && locate(state, data.instance)?.zone === RESOLVING)
    move(state, env.terms, data.instance, env.terms.discard, 'top');
  if (
    readSettings(state.settings).usedCardRedrawn &&
    state.live[seat] &&
    drawCard(state, call, handZone(env.terms, seat))
  ) {
    state.log.push({ seat, text: `${who(seat)} draws a card.` });
  }
  return ask(call, { ...data, instance: null });
}

export const bet: Procedure<PokerState> = {
  start(call: Call) {
    const { state } = call;
    const record = current(state);
    const round: 1 | 2 = record.bets.some((b) => b.round === 1) || record.draws.length > 0 ? 2 : 1;
    const toAct = openingOrder(tableOf(state), fromDealersLeft(state), readSettings(state.settings));
    if (toAct.length === 0) {
      if (state.live.filter(Boolean).length > 1)
        state.log.push({ seat: null, text: 'No bet is possible: a player in the hand has no chips left to bet.' });
      return null;
    }
    return ask(call, { round, toAct, stage: 'effect', used: 0, usable: [], options: [], instance: null });
  },
  answer(call: Call, raw, picks) {
    const { state, env } = call;
    const data = raw as BettingData;
    const seat = data.toAct[0];
    if (data.stage === 'effect') {
      const instance = data.usable[picks[0]];
      if (instance === undefined) return ask(call, { ...data, stage: 'bet' });
      move(state, env.terms, instance, RESOLVING, 0);
      current(state).effects.push({ seat, card: state.cards[instance] });
      state.log.push({ seat, text: `${who(seat)} reveals ${instanceName(state, env, instance)}.` });
      return useEffect(seat, state.cards[instance], instance, { ...data, used: data.used + 1, instance });
    }
    const choice = data.options[picks[0]];
    const record = current(state);
    payBet(tableOf(state), seat, choice);
    state.pot += choice.amount;
    record.bets.push({
      seat,
      round: data.round,
      kind: choice.kind,
      amount: choice.amount,
      ...(choice.by !== undefined ? { by: choice.by } : {}),
    });
    const pot = `the pot is ${state.pot}`;
    if (choice.kind === 'fold') {
      record.folded.push(seat);
      // A folded hand is never shown: face down to the muck.
      for (const i of cardsIn(state, handZone(env.terms, seat))) move(state, env.terms, i, MUCK, 'top');
      state.log.push({ seat, text: `${who(seat)} folds.` });
    } else if (choice.kind === 'check') state.log.push({ seat, text: `${who(seat)} checks.` });
    else if (choice.kind === 'call') state.log.push({ seat, text: `${who(seat)} calls ${choice.amount}; ${pot}.` });
    else
      state.log.push({
        seat,
        text: `${who(seat)} ${choice.kind === 'bet' ? 'bets' : 'raises by'} ${choice.by}; ${pot}.`,
      });
    const toAct = nextToAct(tableOf(state), fromDealersLeft(state), data.toAct, seat, choice);
    if (toAct.length === 0) {
      record.pot = state.pot;
      return null;
    }
    return ask(call, { ...data, toAct, stage: 'effect', used: 0 });
  },
  after: (call, data) => finishEffect(call, data as BettingData),
};
