// Phase 5, GAME EFFECTS: "Starting with first player, game effects from one card (in hand) can be played
// before the Tricks Phase. Card effects can only draw from the draw deck and discard." The trump card is
// the one neutral card in play (rules file terms), so "a neutral card in play" is the trump card: effects
// may exchange it, copy it or change it, and the trump domain follows the card in its place (T7). The
// trump deck is a secret zone no card text names, so no effect reaches it.
// T6: the card used is revealed while its effect resolves, then discarded; no card replaces it.
import { useEffect, type Procedure, type ProcedureCall } from '../../engine/flow.js';
import { who } from '../../engine/log.js';
import { cardOption } from '../../engine/options.js';
import { drawOne } from '../../engine/steps.js';
import { handZone } from '../../engine/terms.js';
import { cardsIn, locate, move } from '../../engine/zones.js';
import { DOMAIN_NAMES, RESOLVING, labelOf, trumpDomain, type TricksState } from './state.js';

type Call = ProcedureCall<TricksState>;

const hasEffect = (call: Call, instance: string) => call.env.catalogue[call.state.cards[instance]].effect !== null;

/** After the effect: the used card is discarded (or back to hand) and, if the rules say so, replaced (T6). */
function finish(call: Call, instance: string, trumpBefore: string | null): null {
  const { state, env } = call;
  const seat = call.seat!;
  if (locate(state, instance)?.zone === RESOLVING) {
    const discarded = state.settings['used-effect-card-is-discarded'] !== false;
    move(state, env.terms, instance, discarded ? env.terms.discard : handZone(env.terms, seat), 'top');
  }
  if (state.settings['used-effect-card-is-replaced'] === true && drawOne(state, call, handZone(env.terms, seat))) {
    state.log.push({ seat, text: `${who(seat)} draws a card.` });
  }
  const trump = trumpDomain(state, env);
  if (trump !== trumpBefore) {
    state.log.push({
      seat: null,
      text: trump ? `The trump domain is now ${DOMAIN_NAMES[trump]}.` : 'There is no trump card now.',
    });
  }
  return null;
}

export const useHandEffect: Procedure<TricksState> = {
  start(call) {
    const seat = call.seat!;
    const usable = cardsIn(call.state, handZone(call.env.terms, seat)).filter((i) => hasEffect(call, i));
    if (usable.length === 0) return null;
    call.state.pending = {
      seat,
      kind: 'tricks/effect',
      prompt: 'Use the game effect of one of your hand cards? (The card is then discarded.)',
      min: 1,
      max: 1,
      options: [
        ...usable.map((i) => cardOption(call.state, call.env, i)),
        ...(call.optional ? [{ label: 'Pass', answer: 'pass' as const }] : []),
      ],
    };
    return { usable };
  },
  answer(call, raw, picks) {
    const instance = (raw as { usable: string[] }).usable[picks[0]];
    if (instance === undefined) {
      call.state.log.push({ seat: call.seat, text: `${who(call.seat!)} passes.` });
      return null;
    }
    const trump = trumpDomain(call.state, call.env);
    move(call.state, call.env.terms, instance, RESOLVING, 0);
    call.state.log.push({
      seat: call.seat,
      text: `${who(call.seat!)} reveals ${labelOf(call.state, call.env, instance)}.`,
    });
    return useEffect(call.seat!, call.state.cards[instance], instance, { instance, trump });
  },
  after(call, data) {
    const { instance, trump } = data as { instance: string; trump: string | null };
    return finish(call, instance, trump);
  },
};
