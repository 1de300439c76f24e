// `balance --focus`: a card dealt to a chosen player at the start of a simulated game, so that the games
// measure it instead of waiting for it to turn up. Nothing in the engine or the games is told: the deck
// is handed to the game with two cards' places swapped (the card and one the chosen player would have
// been dealt), and the seed's shuffle, which does not read the cards, deals each into the other's place.
// Where a game has its players put hand cards in play at the start (Grid Poker's company), the focus
// player's bot is made to put the card there too, so that its effect can be used every round. Only the
// simulations of `--focus` build a deck or a bot this way; no game a person plays is dealt so.
import type { Card, Rules } from '../dsl/index.js';
import { pendingOf, type Bot } from '../engine/bots.js';
import type { ChooseAction } from '../engine/choices.js';
import type { ChoiceKind, TableState } from '../engine/state.js';
import { controllerOf } from '../engine/terms.js';
import { buildGame, type AnyGame, type GameId } from './game-registry.js';

export interface Deal {
  swap: [string, string] | null; // the ids of the two cards whose places in the deck are swapped, if any
  seat: number; // the player who holds the card after the setup (the focus player)
  dealt: boolean; // whether that player holds it when play starts; false: the card is wherever chance put it
}

/** The card ids `a` and `b` swapped in `deck` (every copy of each, as two decks hold two). */
export function swapped(deck: Card[], swap: Deal['swap']): Card[] {
  if (!swap) return deck;
  const [a, b] = swap;
  const first = deck.filter((c) => c.id === a);
  const second = deck.filter((c) => c.id === b);
  const next = { [a]: 0, [b]: 0 };
  return deck.map((c) => (c.id === a ? (second[next[a]++] ?? c) : c.id === b ? (first[next[b]++] ?? c) : c));
}

/** The seat whose hand or whose cards in play hold an instance of `card` after the setup, or null. */
function holderOf(game: AnyGame, state: TableState, card: string): number | null {
  const { terms } = game.env;
  for (const [zone, instances] of Object.entries(state.zones)) {
    const [prefix, seat] = zone.split(':');
    for (const instance of instances) {
      if (instance === null || state.cards[instance] !== card) continue;
      if (seat !== undefined && (prefix === terms.hand || terms.controlled.includes(prefix))) return Number(seat);
      if (terms.ownedZones.includes(zone)) {
        const owner = controllerOf(terms, zone, instance, state.owners);
        if (owner !== null) return owner;
      }
    }
  }
  return null;
}

const handOf = (game: AnyGame, state: TableState, seat: number) =>
  (state.zones[`${game.env.terms.hand}:${seat}`] ?? []).filter((i): i is string => i !== null);

/**
 * How game `config` deals `card` to `seat`: into the seat's starting hand when the game deals hands at
 * its setup (Grid Poker, Tricks of the Trade, Poker Squared on a Tech Deck), checked by setting the game
 * up. A game that deals no hand at its setup (Tech Chess sets its board first) keeps its deal, and the
 * focus player is the one who holds or controls the card then (Tech Chess: the owner of its piece);
 * `undefined` when the game's deck does not hold the card at all.
 */
export function dealTo(
  id: GameId,
  deck: Card[],
  rules: Rules,
  config: { players: number; seed: number; options?: Record<string, unknown> },
  card: string,
  seat: number,
): Deal | undefined {
  const game = buildGame(id, deck, rules);
  const state = game.setup(config) as TableState;
  if (!Object.values(state.cards).includes(card)) return undefined;
  const hand = handOf(game, state, seat);
  if (hand.some((i) => state.cards[i] === card)) return { swap: null, seat, dealt: true };
  const fallback = (): Deal => {
    const holder = holderOf(game, state, card);
    return { swap: null, seat: holder ?? seat, dealt: holder !== null };
  };
  // The last card of the hand gives its place: any would do, and the same rule keeps runs repeatable.
  const target = hand.length > 0 ? state.cards[hand[hand.length - 1]] : undefined;
  if (target === undefined || target === card) return fallback();
  const swap: [string, string] = [card, target];
  const again = buildGame(id, swapped(deck, swap), rules);
  const check = again.setup(config) as TableState;
  return handOf(again, check, seat).some((i) => check.cards[i] === card) ? { swap, seat, dealt: true } : fallback();
}

/**
 * The choice at the start of a game whose picked hand cards go into play, by game, as the kind of the
 * pending choice: the focus player's bot is made to pick the focus card in it (keepInPlay).
 */
const INTO_PLAY: Partial<Record<GameId, ChoiceKind>> = { 'grid-poker': 'grid/company' };

/**
 * `bot`, except that when it answers the game's choice of cards to put in play (INTO_PLAY) without the
 * focus card, its last pick gives way to the card. The picks stay as many as the bot chose, in order.
 */
export function keepInPlay(id: GameId, card: string, bot: Bot): Bot {
  const kind = INTO_PLAY[id];
  if (!kind) return bot;
  return (view, actions, rng) => {
    const action = bot(view, actions, rng);
    const pending = pendingOf(view);
    if (pending?.kind !== kind) return action;
    const picks = (action as ChooseAction).picks;
    const option = pending.options.findIndex((o) => o.card === card);
    if (option < 0 || picks.includes(option) || picks.length === 0) return action;
    return { ...(action as ChooseAction), picks: [...picks.slice(0, -1), option].sort((a, b) => a - b) };
  };
}
