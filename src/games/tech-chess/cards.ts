// A game's cards by instance, and the names options and notation give them. The table's `cards` and the
// catalogue are large string-keyed objects, slow to look up in, and a turn reads every piece on the board
// several times; so each game's lookups are kept, and each card's names are made once.
import type { Card } from '../../dsl/runtime.js';
import { cardLabel, type Catalogue } from '../../engine/cards.js';
import type { Env } from '../../engine/context.js';
import { cardCode } from './notation.js';
import type { TechChessState } from './state.js';

// An instance keeps its card all game, so the map holds as long as the game's `cards` object (a copy
// made by `apply` has its own, and starts a new map).
const instanceCards = new WeakMap<Record<string, string>, { catalogue: Catalogue; map: Map<string, Card> }>();

/** The card of each instance of `state`, looked up once a game. */
export function cardsOf(state: TechChessState, env: Env): (instance: string) => Card {
  let known = instanceCards.get(state.cards);
  if (!known || known.catalogue !== env.catalogue)
    instanceCards.set(state.cards, (known = { catalogue: env.catalogue, map: new Map() }));
  const { map, catalogue } = known;
  return (instance) => {
    let card = map.get(instance);
    if (card === undefined) map.set(instance, (card = catalogue[state.cards[instance]]));
    return card;
  };
}

/** A card as the options name it: its notation code (`12S`) and its label ("Quantum Computing (12 Science)"). */
export interface CardNames {
  code: string;
  label: string;
}

// Compiled cards are never changed (an edited deck is compiled into new card objects): names can't go stale.
const cardNames = new WeakMap<Card, CardNames>();

export function namesOf(card: Card): CardNames {
  let names = cardNames.get(card);
  if (!names) cardNames.set(card, (names = { code: cardCode(card), label: cardLabel(card) }));
  return names;
}
