// The company: two hand cards put into play at setup, improved once a round, and the artificial
// player's company in a solo game (G9).
import { cardLabel } from '../../engine/cards.js';
import type { Procedure, ProcedureCall } from '../../engine/flow.js';
import { who } from '../../engine/log.js';
import { cardOption, withFields } from '../../engine/options.js';
import { turnOrder, drawOne } from '../../engine/steps.js';
import { handZone, seatZone } from '../../engine/terms.js';
import { cardsIn, drop, lift, move } from '../../engine/zones.js';
import type { GridOption, GridPokerState } from './state.js';

type Call = ProcedureCall<GridPokerState>;
export const companyZone = (seat: number) => seatZone('company', seat);
export const SOLO_COMPANY = 'solo-company';

/** Setup 5: "Starting with the first player, each player creates a company by selecting two cards from their hand." */
export const chooseCompany: Procedure<GridPokerState> = {
  start(call) {
    return ask(call, turnOrder(call.state));
  },
  answer(call, data, picks) {
    const { queue } = data as { queue: number[] };
    const seat = queue[0];
    const hand = cardsIn(call.state, handZone(call.env.terms, seat));
    const chosen = picks.map((i) => hand[i]);
    chosen.forEach((instance, slot) => {
      lift(call.state, call.env.terms, instance);
      drop(call.state, instance, companyZone(seat), slot);
    });
    call.state.log.push({
      seat,
      text: `${who(seat)} founds a company: ${chosen.map((i) => cardLabel(call.env.catalogue[call.state.cards[i]])).join(' and ')}.`,
    });
    return ask(call, queue.slice(1));
  },
};

function ask(call: Call, queue: number[]): unknown {
  const size = Number(call.args.cards ?? 2);
  while (queue.length > 0) {
    const seat = queue[0];
    const hand = cardsIn(call.state, handZone(call.env.terms, seat));
    if (hand.length === 0) {
      queue = queue.slice(1);
      continue;
    }
    const n = Math.min(size, hand.length);
    call.state.active = seat;
    call.state.pending = {
      seat,
      kind: 'grid/company',
      prompt: `Choose ${n} cards from your hand to form your company`,
      min: n,
      max: n,
      options: hand.map((i) => cardOption(call.state, call.env, i)),
    };
    return { queue };
  }
  return null;
}

/** Setup 7 (G9): the artificial player's company, from the top of the deck. */
export const createSoloCompany: Procedure<GridPokerState> = {
  start(call) {
    const size = Number(call.args.cards ?? 2);
    call.state.zones[SOLO_COMPANY] = Array(size).fill(null);
    for (let slot = 0; slot < size; slot++) drawOne(call.state, call, SOLO_COMPANY, slot);
    call.state.solo = { score: 0, commitment: { hand: null, company: null } };
    call.state.log.push({
      seat: null,
      text: `The artificial player founds a company: ${cardsIn(call.state, SOLO_COMPANY)
        .map((i) => cardLabel(call.env.catalogue[call.state.cards[i]]))
        .join(' and ')}.`,
    });
    return null;
  },
  answer: () => null,
};

/**
 * Company improvement: "each player may replace a card in their company with a card in their hand.
 * Discard the old company card that was replaced. If your company has only one card in it, you add a
 * second company card without replacing a company card. You do NOT replace your hand card."
 */
export const improveCompany: Procedure<GridPokerState> = {
  start(call) {
    const seat = call.seat!;
    const hand = cardsIn(call.state, handZone(call.env.terms, seat));
    if (hand.length === 0) return null;
    call.state.pending = {
      seat,
      kind: 'grid/improve',
      prompt: 'Improve your company: choose a hand card to put in it, or keep it as it is',
      min: 1,
      max: 1,
      options: [
        ...hand.map((i) => cardOption(call.state, call.env, i)),
        { label: 'Keep your company', answer: 'pass' },
      ],
    };
    return { stage: 'card' };
  },
  answer(call, data, picks) {
    const seat = call.seat!;
    const { state, env } = call;
    const stage = (data as { stage: string; card?: string }).stage;
    const zone = companyZone(seat);
    if (stage === 'card') {
      const hand = cardsIn(state, handZone(env.terms, seat));
      const card = hand[picks[0]];
      if (card === undefined) return null; // keeps the company
      const slots = state.zones[zone];
      const gap = slots.indexOf(null);
      if (gap >= 0) {
        move(state, env.terms, card, zone, gap);
        state.log.push({
          seat,
          text: `${who(seat)} adds ${cardLabel(env.catalogue[state.cards[card]])} to their company.`,
        });
        return null;
      }
      state.pending = {
        seat,
        kind: 'grid/improve-slot',
        prompt: `Choose the company card to replace with ${cardLabel(env.catalogue[state.cards[card]])}`,
        min: 1,
        max: 1,
        options: slots.map((i): GridOption => withFields(cardOption(state, env, i!), { replacement: card })),
      };
      return { stage: 'slot', card };
    }
    const card = (data as { card: string }).card;
    const old = state.zones[zone][picks[0]]!;
    move(state, env.terms, old, env.terms.discard, 'top');
    move(state, env.terms, card, zone, picks[0]);
    state.log.push({
      seat,
      text: `${who(seat)} replaces ${cardLabel(env.catalogue[state.cards[old]])} with ${cardLabel(env.catalogue[state.cards[card]])} in their company.`,
    });
    return null;
  },
};
