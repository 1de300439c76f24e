// A hand's start and end: the button passes left (R4), the cards come back and are shuffled, each player
// still in the match antes (R2) and is dealt five cards (R1); after the showdown a player with no chips
// is out, and the match ends when one player holds every chip or after the last hand (R4).
import { amountFor, type Rules } from '../../dsl/runtime.js';
import type { Procedure, ProcedureCall } from '../../engine/flow.js';
import type { Outcome } from '../../engine/game.js';
import { who } from '../../engine/log.js';
import { Rng } from '../../engine/rng.js';
import { drawOne } from '../../engine/steps.js';
import { handZone } from '../../engine/terms.js';
import { cardsIn, move } from '../../engine/zones.js';
import { readSettings } from './settings.js';
import { fromDealersLeft, MUCK, RESOLVING, type PokerState } from './state.js';

type Call = ProcedureCall<PokerState>;

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** Draws a card into `to`; when the deck is out, the muck joins the discard that is shuffled into it. */
export function drawCard(state: PokerState, call: ProcedureCall, to: string): string | null {
  const { terms } = call.env;
  if ((state.zones[terms.deck]?.length ?? 0) === 0)
    for (const i of cardsIn(state, MUCK)) move(state, terms, i, terms.discard, 'top');
  return drawOne(state, call, to);
}

/** The next seat to the left of `seat` still in the match. */
function nextIn(state: PokerState, seat: number): number {
  for (let k = 1; k <= state.players; k++) {
    const s = (seat + k) % state.players;
    if (!state.out[s]) return s;
  }
  return seat;
}

/** "The dealer button passes left each hand" (R4); the cards are gathered and shuffled; the ante (R2); five cards each (R1). */
export const startHand: Procedure<PokerState> = {
  start(call: Call) {
    const { state, env, rules } = call;
    if (state.round > 1 || state.out[state.markers.dealer]) state.markers.dealer = nextIn(state, state.markers.dealer);
    // Every card comes back to the deck but the expelled ones: hands, the discard, the muck.
    const gathered = [
      env.terms.discard,
      MUCK,
      RESOLVING,
      ...Array.from({ length: state.players }, (_, s) => handZone(env.terms, s)),
    ];
    for (const zone of gathered)
      for (const i of cardsIn(state, zone)) move(state, env.terms, i, env.terms.deck, 'bottom');
    new Rng(state).shuffle(state.zones[env.terms.deck]);
    const seats = fromDealersLeft(state).filter((s) => !state.out[s]);
    state.live = Array.from({ length: state.players }, (_, s) => seats.includes(s));
    // RX2: everyone in the hand antes the same (the smallest stack, when it is short), so no side pot is needed.
    const ante = Math.min(readSettings(state.settings).ante, ...seats.map((s) => state.chips[s]));
    state.stakes = state.stakes.map(() => 0);
    for (const s of seats) {
      state.chips[s] -= ante;
      state.stakes[s] = ante;
    }
    state.pot = ante * seats.length;
    state.hands.push({
      hand: state.round,
      dealer: state.markers.dealer,
      ante,
      seats,
      bets: [],
      effects: [],
      draws: [],
      folded: [],
      shown: [],
      winners: [],
      won: Array(state.players).fill(0),
      pot: state.pot,
    });
    state.log.push({
      seat: null,
      text: `Hand ${state.round}: ${who(state.markers.dealer)} deals; each player antes ${plural(ante, 'chip')}; the pot is ${state.pot}.`,
    });
    const size = rules.deal ? amountFor(rules.deal, state.players) : 5;
    for (let n = 0; n < size; n++) for (const s of seats) drawCard(state, call, handZone(env.terms, s));
    return null;
  },
  answer: () => null,
};

export const lastHand = (state: PokerState, rules: Rules) =>
  rules.rounds ? amountFor(rules.rounds, state.players) : Infinity;

/** The match result: most chips wins; equal stacks share (R4). */
export function outcomeOf(state: PokerState): Outcome | null {
  if (state.flow.stage !== 'over') return null;
  const scores = [...state.chips];
  const top = Math.max(...scores);
  return { scores, winners: scores.map((s, seat) => (s === top ? seat : -1)).filter((s) => s >= 0) };
}

/** Ends the match now, saying why and who won. */
function endMatch(state: PokerState, why: 'chips' | 'hands'): void {
  state.flow.stage = 'over';
  state.endedBy = why;
  const { winners } = outcomeOf(state)!;
  const names = winners.map(who).join(' and ');
  state.log.push({
    seat: null,
    text:
      why === 'chips'
        ? `${names} holds every chip and wins the match.`
        : `After hand ${state.round}, ${names} ${winners.length === 1 ? 'wins' : 'share the win'} with ${state.chips[winners[0]]} chips.`,
  });
}

/** "A player with no chips is out. The match ends when one player holds every chip, or after 20 hands" (R4). */
export const endHand: Procedure<PokerState> = {
  start({ state, rules }: Call) {
    for (let s = 0; s < state.players; s++) {
      if (state.out[s] || state.chips[s] > 0) continue;
      state.out[s] = true;
      state.log.push({ seat: s, text: `${who(s)} has no chips left and is out.` });
    }
    if (state.out.filter((o) => !o).length <= 1) endMatch(state, 'chips');
    else if (state.round >= lastHand(state, rules)) endMatch(state, 'hands');
    return null;
  },
  answer: () => null,
};
