// Cards as Poker Squared reads them, with either deck: a standard card's rank and suit, or (P7) a Tech
// Deck card's value and domain after "counts as" effects; their names in words; 3-card hands evaluated.
import { cardLabel, effectiveCard } from '../../engine/cards.js';
import type { Env } from '../../engine/context.js';
import type { ChoiceOption } from '../../engine/state.js';
import { standardCard, standardLabel } from '../../engine/standard-deck.js';
import { describeHand3, evaluateHand3, type PlayingCard, type TechDeckCard } from '../../poker/index.js';
import type { DeckKind, PokerSquaredState, ShownHand } from './state.js';

/** A card id in words: "A♠ (Ace of Spades)" or "Robotics (13 Technology)". */
export function cardName(env: Env, kind: DeckKind, card: string): string {
  if (kind === 'standard') return standardLabel(standardCard(card)!);
  return cardLabel(env.catalogue[card]);
}

/** A card id in a few characters, for hands in the log: "A♠", or "13 Technology" (P7). */
export function shortName(env: Env, kind: DeckKind, card: string): string {
  if (kind === 'standard') return standardCard(card)!.short;
  const c = env.catalogue[card];
  return `${c.value} ${c.domain[0].toUpperCase()}${c.domain.slice(1)}`;
}

/** A hand in words: "Pair of Kings (K♠ K♦ 4♣)". */
export const handWords = (env: Env, kind: DeckKind, hand: ShownHand) =>
  `${hand.name} (${hand.cards.map((c) => shortName(env, kind, c)).join(kind === 'standard' ? ' ' : ', ')})`;

export const instanceName = (state: PokerSquaredState, env: Env, instance: string) =>
  cardName(env, state.deckKind, state.cards[instance]);

/** An option naming a card its chooser may see. */
export function cardChoice(state: PokerSquaredState, env: Env, instance: string): ChoiceOption {
  return { label: instanceName(state, env, instance), card: state.cards[instance], instance };
}

/** The card as the hand evaluator reads it. */
export function pokerCard(state: PokerSquaredState, env: Env, instance: string): PlayingCard | TechDeckCard {
  if (state.deckKind === 'standard') return standardCard(state.cards[instance])!;
  const { value, domain } = effectiveCard(state, env.catalogue, instance);
  return { value: value ?? 0, domain: domain as TechDeckCard['domain'] };
}

/**
 * The rank that decides who bets first (P3: "lower (Ace high)"). `ace` 'high' puts the standard Ace
 * above the King, 'low' below the 2; the Tech Deck's 1 is low only (P7).
 */
export function orderRank(state: PokerSquaredState, env: Env, instance: string, ace: 'high' | 'low'): number {
  const card = pokerCard(state, env, instance);
  if ('rank' in card) return card.rank === 14 && ace === 'low' ? 1 : card.rank;
  return card.value;
}

/** A 3-card hand of instances, evaluated and named. */
export function showHand(state: PokerSquaredState, env: Env, seat: number, instances: string[]): ShownHand {
  const result = evaluateHand3(
    instances.map((i) => pokerCard(state, env, i)) as PlayingCard[],
    state.deckKind as 'standard',
  );
  return {
    seat,
    cards: instances.map((i) => state.cards[i]),
    category: result.category,
    score: result.score,
    name: describeHand3(result, state.deckKind),
  };
}

/** The best 3 cards of a hand of 3 or more (a Tech Deck effect can leave more in a hand). */
export function bestThree(
  state: PokerSquaredState,
  env: Env,
  seat: number,
  instances: string[],
): ShownHand & { instances: string[] } {
  let best: (ShownHand & { instances: string[] }) | null = null;
  for (let a = 0; a < instances.length; a++) {
    for (let b = a + 1; b < instances.length; b++) {
      for (let c = b + 1; c < instances.length; c++) {
        const trio = [instances[a], instances[b], instances[c]];
        const hand = showHand(state, env, seat, trio);
        if (!best || hand.score > best.score) best = { ...hand, instances: trio };
      }
    }
  }
  return best!;
}

export type { DeckKind };
