/**
 * "Try it": the deck with the edited card in it, and a game dealt so that the card is in your hand.
 * Headless (no DOM): the editor hands the deck and the seed found here to a game element.
 */
import type { Card } from '../../dsl/runtime.js';
import type { Game, GameConfig } from '../../engine/game.js';
import type { TableState } from '../../engine/state.js';

/**
 * The deck with `card` in place of the deck's card of the same id (a card's id is its domain and
 * value, so an edited Robotics replaces Robotics; a card moved to another value replaces that value's
 * card). A card of an id the deck lacks is added.
 */
export function deckWith(deck: readonly Card[], card: Card): Card[] {
  const out = deck.map((c) => (c.id === card.id ? card : c));
  if (!out.includes(card)) out.push(card);
  return out;
}

/** Whether seat `seat` holds a copy of `cardId` in its hand in this state. */
export function inHand(state: TableState, seat: number, cardId: string): boolean {
  return (state.zones[`hand:${seat}`] ?? []).some((instance) => instance !== null && state.cards[instance] === cardId);
}

/** A deal that puts the card in your hand: its seed, and the setup moves that lead to the hands being dealt. */
export interface Deal<A> {
  seed: number;
  moves: A[]; // setup decisions taken before the hands are dealt (each seat's first option), often none
}

/**
 * The first seed from `from` whose deal puts `cardId` in seat 0's hand, or null when none of `tries`
 * seeds does. In a game whose setup asks for decisions before the hands are dealt (Tech Chess sets its
 * board first), each of them is answered with its first option until seat 0 holds cards. The game is the
 * same pure function of its seed and moves as any other, so the deal replays, saves and shares like any.
 */
export function dealWithCardInHand<S extends TableState, A>(
  game: Game<S, A>,
  config: Omit<GameConfig, 'seed'>,
  cardId: string,
  from = 1,
  tries = 1000,
): Deal<A> | null {
  for (let seed = from; seed < from + tries; seed++) {
    let state = game.setup({ ...config, seed });
    const moves: A[] = [];
    while (!(state.zones['hand:0'] ?? []).some((i) => i !== null) && game.actor(state) !== null && moves.length < 100) {
      const [first] = game.legalActions(state);
      if (first === undefined) break;
      state = game.apply(state, first);
      moves.push(first);
    }
    if (inHand(state, 0, cardId)) return { seed, moves };
  }
  return null;
}
