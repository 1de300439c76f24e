// The round's frame: its start (the first player leads the first trick), the trump domain phase, and the
// trump part of the end of round cleanup (T7). The rules file deals, shuffles and passes the marker.
import type { Env } from '../../engine/context.js';
import type { Procedure } from '../../engine/flow.js';
import { who } from '../../engine/log.js';
import { cardsIn, locate, move } from '../../engine/zones.js';
import { DOMAIN_NAMES, TRUMP_CARD, TRUMP_DECK, domainOf, labelOf, trumpDomain, type TricksState } from './state.js';

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
    state.log.push({
      seat: null,
      text: `Round ${state.round}: each player is dealt their cards; ${who(first)} is the first player.`,
    });
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
    state.log.push({
      seat: null,
      text: trump
        ? `${labelOf(state, env, trump)} is revealed: ${DOMAIN_NAMES[domainOf(state, env, trump)]} is trump this round.`
        : 'The trump deck is empty: there is no trump this round.',
    });
    return null;
  },
  answer: () => null,
};

/**
 * Phase 8: "Reset the Trump Domain deck and expel (remove from the game) the value-2 card matching the
 * domain that was trump in this past round." T7 (revised): the domain that was trump is the domain of
 * the card in the trump card's place at the end of the round, so after an exchange it is the new card's
 * domain and the 2 of that domain is expelled, wherever it is; every other 2 goes back to the trump deck
 * (never to the draw deck). A card an effect put in the trump card's place stays there for phase 9,
 * which shuffles it into the new draw deck with the other non-goal cards.
 */
export const expelTrumpCard: Procedure<TricksState> = {
  start({ state, env }) {
    if (state.settings['expelled-trump-card'] === REVEALED_CARD) return expelRevealedCard(state, env);
    const value = state.settings['trump-deck-card-value'] as number; // T1: the 2s
    const domain = trumpDomain(state, env);
    const twos = Object.keys(state.cards).filter(
      (i) => env.catalogue[state.cards[i]].value === value && locate(state, i)?.zone !== env.terms.expelled,
    );
    const expelled = twos.find((i) => env.catalogue[state.cards[i]].domain === domain) ?? null;
    for (const two of twos) {
      if (two === expelled) continue;
      if (locate(state, two)?.zone !== TRUMP_DECK) move(state, env.terms, two, TRUMP_DECK, 'top');
    }
    if (expelled) {
      move(state, env.terms, expelled, env.terms.expelled, 'top');
      state.log.push({
        seat: null,
        text: `${labelOf(state, env, expelled)}, of the domain that was trump this round, is expelled from the game.`,
      });
    } else if (domain) {
      state.log.push({
        seat: null,
        text: `The value-${value} card of ${DOMAIN_NAMES[domain]}, the domain that was trump this round, is already out of the game.`,
      });
    }
    state.trumpRevealed = null;
    return null;
  },
  answer: () => null,
};

/** The reading of T7 before its revision, kept as a value of `expelled-trump-card` (saves made under it replay with it). */
export const REVEALED_CARD = 'the-revealed-card';

/** `expelled-trump-card: the revealed card`: the 2 revealed this round is expelled wherever it is, even after an exchange. */
function expelRevealedCard(state: TricksState, env: Env): null {
  const revealed = state.trumpRevealed;
  if (revealed && locate(state, revealed)?.zone !== env.terms.expelled) {
    move(state, env.terms, revealed, env.terms.expelled, 'top');
    state.log.push({
      seat: null,
      text: `${labelOf(state, env, revealed)}, this round's trump card, is expelled from the game.`,
    });
  }
  state.trumpRevealed = null;
  return null;
}
