// P7, the Tech Deck variant "and, if chosen, one card effect per hand before betting": after the cards
// are placed, each player from the first bettor may reveal a hand card and use its effect, run by the
// engine's effect interpreter as Grid Poker's hand effects are; the card is then discarded and a new one
// drawn. The rules file's terms say what the card words mean here: "a card you control" is a card of your
// grid, "in play" is either grid, and nothing is neutral.
import { useEffect, type Procedure, type ProcedureCall } from '../../engine/flow.js';
import { who } from '../../engine/log.js';
import { handZone } from '../../engine/terms.js';
import { cardsIn, locate, move } from '../../engine/zones.js';
import { cardChoice, instanceName } from './cards.js';
import { drawCard } from './hand.js';
import { readSettings } from './settings.js';
import { current, RESOLVING, type PokerSquaredState } from './state.js';

type Call = ProcedureCall<PokerSquaredState>;
type Data = { usable: string[]; used: number };

function ask(call: Call, used: number): Data | null {
  const { state, env } = call;
  const seat = call.seat!;
  if (used >= readSettings(state.settings).effectsPerPlayer) return null;
  const usable = cardsIn(state, handZone(env.terms, seat)).filter((i) => env.catalogue[state.cards[i]]?.effect);
  if (usable.length === 0) return null;
  state.active = seat;
  state.pending = {
    seat,
    kind: 'poker-squared/effect-card',
    prompt: 'Reveal a hand card and use its effect? It is then discarded and replaced.',
    min: 1,
    max: 1,
    options: [...usable.map((i) => cardChoice(state, env, i)), { label: 'Pass', answer: 'pass' }],
  };
  return { usable, used };
}

/** "After resolution, discard the card and draw a new card." */
function finish(call: Call, instance: string, used: number): Data | null {
  const { state, env } = call;
  if (locate(state, instance)?.zone === RESOLVING) move(state, env.terms, instance, env.terms.discard, 'top');
  if (readSettings(state.settings).usedCardRedrawn && drawCard(state, call, handZone(env.terms, call.seat!))) {
    state.log.push({ seat: call.seat, text: `${who(call.seat!)} draws a card.` });
  }
  return ask(call, used);
}

export const useHandEffect: Procedure<PokerSquaredState> = {
  start: (call: Call) => ask(call, 0),
  answer(call: Call, raw, picks) {
    const data = raw as Data;
    const { state, env } = call;
    const seat = call.seat!;
    const instance = data.usable[picks[0]];
    if (instance === undefined) {
      state.log.push({ seat, text: `${who(seat)} uses no card effect.` });
      return null;
    }
    move(state, env.terms, instance, RESOLVING, 0);
    current(state).effects.push({ seat, card: state.cards[instance] });
    state.log.push({ seat, text: `${who(seat)} reveals ${instanceName(state, env, instance)}.` });
    const used = data.used + 1;
    return useEffect(seat, state.cards[instance], instance, { instance, used });
  },
  after(call, data) {
    const { instance, used } = data as { instance: string; used: number };
    return finish(call, instance, used);
  },
};
