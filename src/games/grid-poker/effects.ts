// The effect phases. "Each player may use game effect from one of the cards in their company" (once per
// turn; a card that came into play this round can be used: chaining), and "each player may use a game
// effect from one of their hand cards. Then, discard that card and redraw it afterwards."
import { cardLabel } from '../../engine/cards.js';
import { useEffect, type Procedure, type ProcedureCall } from '../../engine/flow.js';
import { who } from '../../engine/log.js';
import { cardOption } from '../../engine/options.js';
import { drawOne } from '../../engine/steps.js';
import { handZone } from '../../engine/terms.js';
import { cardsIn, locate, move } from '../../engine/zones.js';
import { companyZone } from './company.js';
import type { GridPokerState } from './state.js';

type Call = ProcedureCall<GridPokerState>;
const RESOLVING = 'resolving';

const hasEffect = (call: Call, instance: string) => call.env.catalogue[call.state.cards[instance]].effect !== null;

export const useCompanyEffect: Procedure<GridPokerState> = {
  start(call) {
    const seat = call.seat!;
    const usable = cardsIn(call.state, companyZone(seat)).filter((i) => hasEffect(call, i) && call.state.used[i] !== call.state.round);
    if (usable.length === 0) return null;
    call.state.pending = {
      seat, kind: 'grid/company-effect', prompt: 'Use the effect of a company card?', min: 1, max: 1,
      options: [...usable.map((i) => cardOption(call.state, call.env, i)), { label: 'Pass', answer: 'pass' }],
    };
    return { usable };
  },
  answer(call, data, picks) {
    const instance = (data as { usable: string[] }).usable[picks[0]];
    if (instance === undefined) {
      call.state.log.push({ seat: call.seat, text: `${who(call.seat!)} passes.` });
      return null;
    }
    call.state.used[instance] = call.state.round; // tilted: once per turn
    return useEffect(call.seat!, call.state.cards[instance], instance);
  },
  after: () => null,
};

export const useHandEffect: Procedure<GridPokerState> = {
  start(call) {
    const seat = call.seat!;
    const usable = cardsIn(call.state, handZone(call.env.terms, seat)).filter((i) => hasEffect(call, i));
    if (usable.length === 0) return null;
    call.state.pending = {
      seat, kind: 'grid/hand-effect', prompt: 'Reveal a hand card and use its effect?', min: 1, max: 1,
      options: [...usable.map((i) => cardOption(call.state, call.env, i)), { label: 'Pass', answer: 'pass' }],
    };
    return { usable };
  },
  answer(call, data, picks) {
    const instance = (data as { usable: string[] }).usable[picks[0]];
    if (instance === undefined) {
      call.state.log.push({ seat: call.seat, text: `${who(call.seat!)} passes.` });
      return null;
    }
    // "The player reveals the card": it leaves the hand, face up, while its effect resolves.
    move(call.state, call.env.terms, instance, RESOLVING, 0);
    call.state.log.push({ seat: call.seat, text: `${who(call.seat!)} reveals ${cardLabel(call.env.catalogue[call.state.cards[instance]])}.` });
    return useEffect(call.seat!, call.state.cards[instance], instance, { instance });
  },
  /** "After resolution, discard the card and draw a new card." */
  after(call, data) {
    const { instance } = data as { instance: string };
    if (locate(call.state, instance)?.zone === RESOLVING) move(call.state, call.env.terms, instance, call.env.terms.discard, 'top');
    if (drawOne(call.state, call, handZone(call.env.terms, call.seat!))) call.state.log.push({ seat: call.seat, text: `${who(call.seat!)} draws a card.` });
    return null;
  },
};
