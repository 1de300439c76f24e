// "SHOWDOWN: If both players match, we will move on to showdown where both players reveal their cards …
// The player with the best hand wins the pot. If players have the same value hand containing all
// identical ranks, the showdown is a tie and both players take back their chips." After a fold the pot
// goes to the other player and neither hand is shown ("You do not need to show a card to your
// opponent"): both go face down to the muck. Shown hands are discarded (P1).
import type { Procedure, ProcedureCall } from '../../engine/flow.js';
import { who } from '../../engine/log.js';
import { handZone } from '../../engine/terms.js';
import { cardsIn, move } from '../../engine/zones.js';
import { bestThree, handWords } from './cards.js';
import { drawCard } from './hand.js';
import { current, MUCK, other, type PokerSquaredState, type ShownHand } from './state.js';

type Call = ProcedureCall<PokerSquaredState>;

/** Pays `amount` from the pot to `seat`. */
function pay(state: PokerSquaredState, seat: number, amount: number) {
  state.pot -= amount;
  state.chips[seat] += amount;
}

export const showdown: Procedure<PokerSquaredState> = {
  start(call: Call) {
    const { state, env } = call;
    const record = current(state);
    const size = call.rules.numbers['hand-size'] ?? 3;
    const hands = Array.from({ length: state.players }, (_, seat) => handZone(env.terms, seat));
    record.pot = state.pot;
    if (record.folded !== null) {
      const winner = other(record.folded);
      record.winners = [winner];
      state.log.push({ seat: null, text: `${who(winner)} takes the pot of ${state.pot}; neither hand is shown.` });
      pay(state, winner, state.pot);
      for (const zone of hands) for (const i of cardsIn(state, zone)) move(state, env.terms, i, MUCK, 'top');
    } else {
      // A Tech Deck effect (P7) can leave a hand short or long: a short hand draws up to 3, a long one
      // plays its best 3.
      const shown: (ShownHand & { instances: string[] })[] = hands.map((zone, seat) => {
        while (cardsIn(state, zone).length < size && drawCard(state, call, zone));
        return bestThree(state, env, seat, cardsIn(state, zone));
      });
      record.shown = shown.map(({ instances: _, ...hand }) => hand);
      for (const hand of shown) {
        state.log.push({ seat: hand.seat, text: `${who(hand.seat)} shows ${handWords(env, state.deckKind, hand)}.` });
      }
      const top = Math.max(...shown.map((h) => h.score));
      record.winners = shown.filter((h) => h.score === top).map((h) => h.seat);
      if (record.winners.length === 1) {
        const winner = record.winners[0];
        state.log.push({ seat: null, text: `${who(winner)} wins the pot of ${state.pot} with ${shown[winner].name}.` });
        pay(state, winner, state.pot);
      } else {
        state.log.push({ seat: null, text: 'The hands tie: each player takes back their chips.' });
        state.stakes.forEach((stake, seat) => pay(state, seat, stake));
      }
      for (const zone of hands)
        for (const i of cardsIn(state, zone)) move(state, env.terms, i, env.terms.discard, 'top');
    }
    state.stakes = state.stakes.map(() => 0);
    return null;
  },
  answer: () => null,
};
