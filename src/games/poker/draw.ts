// The draw (R2: "each player in turn discards 0-3 cards and draws as many"): from the dealer's left,
// each player still in the hand picks the cards to change. The discards go face down to the muck, as in
// the parlour game: what a player threw away is never shown (RX3).
import type { Procedure, ProcedureCall } from '../../engine/flow.js';
import { who } from '../../engine/log.js';
import { handZone } from '../../engine/terms.js';
import { cardsIn, move } from '../../engine/zones.js';
import { cardChoice } from './cards.js';
import { drawCard } from './hand.js';
import { readSettings } from './settings.js';
import { current, fromDealersLeft, MUCK, type PokerState } from './state.js';

type Call = ProcedureCall<PokerState>;

/** The draw in progress: who still draws, this player first, and the hand cards offered. */
export interface DrawData {
  queue: number[];
  hand: string[];
}

function ask(call: Call, queue: number[]): DrawData | null {
  const { state, env } = call;
  for (; queue.length > 0; queue = queue.slice(1)) {
    const seat = queue[0];
    const hand = cardsIn(state, handZone(env.terms, seat));
    const most = Math.min(readSettings(state.settings).drawMost, hand.length);
    if (most === 0) {
      current(state).draws.push({ seat, count: 0 });
      continue;
    }
    state.active = seat;
    state.pending = {
      seat,
      kind: 'poker/draw',
      min: 0,
      max: most,
      prompt: `Pick up to ${most} cards to change, or none to stand pat`,
      options: hand.map((i) => cardChoice(state, env, i)),
    };
    return { queue, hand };
  }
  return null;
}

export const draw: Procedure<PokerState> = {
  start(call: Call) {
    const { state } = call;
    if (state.live.filter(Boolean).length <= 1) return null;
    return ask(
      call,
      fromDealersLeft(state).filter((s) => state.live[s]),
    );
  },
  answer(call: Call, raw, picks) {
    const { state, env } = call;
    const data = raw as DrawData;
    const seat = data.queue[0];
    const zone = handZone(env.terms, seat);
    for (const k of picks) move(state, env.terms, data.hand[k], MUCK, 'top');
    let drawn = 0;
    for (let n = 0; n < picks.length; n++) if (drawCard(state, call, zone)) drawn++;
    current(state).draws.push({ seat, count: picks.length });
    state.log.push({
      seat,
      text:
        picks.length === 0 ? `${who(seat)} stands pat.` : `${who(seat)} discards ${picks.length} and draws ${drawn}.`,
    });
    return ask(call, data.queue.slice(1));
  },
};
