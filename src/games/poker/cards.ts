// Cards as regular poker reads them: a Tech Deck card's value and domain after "counts as" effects, a
// wild left wild for the evaluator to make best (R1, G7), and a player's best five cards evaluated with
// Grid Poker's ranking (R1: G3, G4, G6).
import { cardLabel, effectiveCard } from '../../engine/cards.js';
import type { Env } from '../../engine/context.js';
import type { ChoiceOption } from '../../engine/state.js';
import { describeHand, evaluateHand, type GridPokerCard } from '../../poker/index.js';
import type { PokerState, ShownHand } from './state.js';

/** A card instance in words: "Robotics (13 Technology)". */
export const instanceName = (state: PokerState, env: Env, instance: string) =>
  cardLabel(env.catalogue[state.cards[instance]]);

/** An option naming a card its chooser may see. */
export function cardChoice(state: PokerState, env: Env, instance: string): ChoiceOption {
  return { label: instanceName(state, env, instance), card: state.cards[instance], instance };
}

/** The card as the hand evaluator reads it: a wild stays wild (G7: it becomes what makes the hand best). */
export function pokerCard(state: PokerState, env: Env, instance: string): GridPokerCard {
  const { value, domain } = effectiveCard(state, env.catalogue, instance);
  return domain === 'wild' || value === null ? { wild: true } : { value, domain };
}

/** Every way to choose 5 of `n` items, as index lists (one list when n <= 5). */
function fives(n: number): number[][] {
  if (n <= 5) return [Array.from({ length: n }, (_, i) => i)];
  const out: number[][] = [];
  const pick: number[] = [];
  const walk = (from: number) => {
    if (pick.length === 5) return void out.push([...pick]);
    for (let i = from; i <= n - (5 - pick.length); i++) {
      pick.push(i);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

/**
 * The best five cards of a hand (an effect can leave more than five), evaluated and named. A hand of
 * four is scored as Grid Poker scores one (G2); fewer than four cards make no hand (null): the showdown
 * draws a short hand up first (R3).
 */
export function bestFive(
  state: PokerState,
  env: Env,
  seat: number,
  instances: string[],
): (ShownHand & { instances: string[] }) | null {
  if (instances.length < 4) return null;
  const cards = instances.map((i) => pokerCard(state, env, i));
  let best: (ShownHand & { instances: string[] }) | null = null;
  for (const pick of fives(instances.length)) {
    const hand = pick.map((k) => cards[k]);
    // The evaluator's own order: Grid Poker's ranking with G4's tie-breaks (R1).
    const result = evaluateHand(hand);
    if (best && result.score <= best.score) continue;
    const name = describeHand(result);
    const chosen = pick.map((k) => instances[k]);
    best = {
      seat,
      cards: chosen.map((i) => state.cards[i]),
      category: result.category,
      score: result.score,
      name,
      instances: chosen,
    };
  }
  return best;
}
