// The round's frame: its start (the first player leads the first trick), the trump domain phase, and the
// trump part of the end of round cleanup (T7). The rules file deals, shuffles and passes the marker.
import type { Procedure } from '../../engine/flow.js';
import { who } from '../../engine/log.js';
import { cardsIn, locate, move } from '../../engine/zones.js';
import { DOMAIN_NAMES, TRUMP_CARD, factsOf, labelOf, type TricksState } from './state.js';

/** Phase 1, after the deal: a fresh round. "The first player leads with any card" (T3). */
export const startRound: Procedure<TricksState> = {
  start({ state }) {
    const first = state.markers['first-player'] ?? 0;
    state.markers['trick-winner'] = first;
    state.bids = Array(state.players).fill(null);
    state.trick = null;
    state.tricks = [];
    state.trades = [];
    state.trumpRevealed = null;
    state.log.push({ seat: null, text: `Round ${state.round}: each player is dealt their cards; ${who(first)} is the first player.` });
    return null;
  },
  answer: () => null,
};

/**
 * Phase 2, after the rules file moved the top card of the trump deck to the trump card: "Reveal the top
 * card of the Trump Domain deck to be the Trump domain for this round."
 */
export const announceTrump: Procedure<TricksState> = {
  start({ state, env }) {
    const [trump] = cardsIn(state, TRUMP_CARD);
    state.trumpRevealed = trump ?? null;
    state.log.push({ seat: null, text: trump
      ? `${labelOf(state, env, trump)} is revealed: ${DOMAIN_NAMES[factsOf(state, env, trump).domain]} is trump this round.`
      : 'The trump deck is empty: there is no trump this round.' });
    return null;
  },
  answer: () => null,
};

/**
 * Phase 8: "Reset the Trump Domain deck and expel (remove from the game) the value-2 card matching the
 * domain that was trump in this past round." T7: the card revealed this round is expelled wherever an
 * effect moved it (the trump card's place, a hand, a trick, the deck); a card an effect put in its place
 * joins the new draw deck with the rest.
 */
export const expelTrumpCard: Procedure<TricksState> = {
  start({ state, env }) {
    const revealed = state.trumpRevealed;
    if (revealed && locate(state, revealed)?.zone !== env.terms.expelled) {
      move(state, env.terms, revealed, env.terms.expelled, 'top');
      state.log.push({ seat: null, text: `${labelOf(state, env, revealed)}, this round's trump card, is expelled from the game.` });
    }
    state.trumpRevealed = null;
    return null;
  },
  answer: () => null,
};
