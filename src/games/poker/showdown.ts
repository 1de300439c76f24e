// The showdown: the players still in show their best five cards, ranked as Grid Poker ranks them (R1:
// G3 Ace low, G4 ties, G6 five of a kind on top, G7 wilds); the best hand takes the pot, and equal hands
// split it, the odd chip to the first in turn order after the dealer (R2). When all but one folded, that
// player takes the pot and shows nothing. A hand an effect left short draws up to five first (R3).
import type { Procedure, ProcedureCall } from '../../engine/flow.js';
import { who } from '../../engine/log.js';
import { handZone } from '../../engine/terms.js';
import { cardsIn, move } from '../../engine/zones.js';
import { bestFive } from './cards.js';
import { drawCard } from './hand.js';
import { readSettings } from './settings.js';
import { current, fromDealersLeft, MUCK, type PokerState, type ShownHand } from './state.js';

type Call = ProcedureCall<PokerState>;

/**
 * The pot shared among `winners` (in turn order from the dealer's left): equal parts, and the chips left
 * over one each to the first winners in that order. By seat.
 */
export function splitPot(pot: number, winners: number[], players: number): number[] {
  const won = Array(players).fill(0);
  const share = Math.floor(pot / winners.length);
  winners.forEach((s, k) => (won[s] = share + (k < pot % winners.length ? 1 : 0)));
  return won;
}

export const showdown: Procedure<PokerState> = {
  start(call: Call) {
    const { state, env, rules } = call;
    const record = current(state);
    const order = fromDealersLeft(state);
    const live = order.filter((s) => state.live[s]);
    record.pot = state.pot;
    let winners: number[];
    if (live.length === 1) {
      winners = live;
      state.log.push({ seat: null, text: `${who(live[0])} takes the pot of ${state.pot}; no hand is shown.` });
      for (const i of cardsIn(state, handZone(env.terms, live[0]))) move(state, env.terms, i, MUCK, 'top');
    } else {
      const size = typeof rules.rulings['hand-size']?.value === 'number' ? rules.rulings['hand-size'].value : 5;
      const shown: ShownHand[] = [];
      for (const seat of live) {
        const zone = handZone(env.terms, seat);
        if (readSettings(state.settings).shortHandDrawsUp)
          while (cardsIn(state, zone).length < size && drawCard(state, call, zone));
        const best = bestFive(state, env, seat, cardsIn(state, zone));
        if (!best) {
          state.log.push({ seat, text: `${who(seat)} has too few cards to make a hand.` });
          continue;
        }
        const { instances: _, ...hand } = best;
        shown.push(hand);
        state.log.push({ seat, text: `${who(seat)} shows ${hand.name}.` });
      }
      record.shown = shown;
      // No hand at all (every hand short and the deck empty): the players still in share the pot.
      const top = Math.max(...shown.map((h) => h.score));
      winners = shown.length === 0 ? live : live.filter((s) => shown.some((h) => h.seat === s && h.score === top));
      for (const seat of live)
        for (const i of cardsIn(state, handZone(env.terms, seat))) move(state, env.terms, i, env.terms.discard, 'top');
    }
    // RX5: a player out of the hand (folded, or out of the match) may have been given cards by an effect
    // since: they play no part, and go face down to the muck with the folded hands.
    for (let seat = 0; seat < state.players; seat++) {
      if (!state.live[seat])
        for (const i of cardsIn(state, handZone(env.terms, seat))) move(state, env.terms, i, MUCK, 'top');
    }
    const won = splitPot(state.pot, winners, state.players);
    won.forEach((n, s) => (state.chips[s] += n));
    if (live.length > 1) {
      const named = winners.map((s) => `${who(s)} ${winners.length === 1 ? 'wins' : 'takes'} ${won[s]}`).join(', ');
      state.log.push({
        seat: null,
        text:
          winners.length === 1
            ? `${named} with ${record.shown.find((h) => h.seat === winners[0])?.name ?? 'the last hand in'}.`
            : `Equal hands split the pot of ${state.pot}: ${named}.`,
      });
    }
    record.winners = winners;
    record.won = won;
    state.pot = 0;
    state.stakes = state.stakes.map(() => 0);
    return null;
  },
  answer: () => null,
};
