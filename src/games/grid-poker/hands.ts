// The hands of a grid poker phase: a line of the market with a player's hand cards or company, scored
// with evaluateHand, and the best row and best column hands.
import { effectiveCard } from '../../engine/cards.js';
import type { Env } from '../../engine/context.js';
import { RuleError } from '../../engine/errors.js';
import type { RulesState } from '../../engine/rules-state.js';
import {
  describeHand,
  evaluateHand,
  HAND_CATEGORIES,
  type GridPokerCard,
  type HandCategory,
  type TieOrder,
} from '../../poker/index.js';
import { lineSlots, MARKET, type FormedHand, type GridPokerState, type Line } from './state.js';

/** A card as the hand evaluator sees it: its value and domain after "counts as" changes; a wild its
 * owner picked is what they picked; other wilds stay wild, for the evaluator to make best (G7). */
export function pokerCard(state: GridPokerState, env: Env, instance: string): GridPokerCard {
  const picked = state.wildPicks?.[instance];
  if (picked) return picked;
  const { value, domain } = effectiveCard(state, env.catalogue, instance);
  return domain === 'wild' || value === null ? { wild: true } : { value, domain };
}

/** The market cards of a line (empty slots left out). */
export function marketLine(state: GridPokerState, line: Line): string[] {
  return lineSlots(line)
    .map((slot) => state.zones[MARKET][slot])
    .filter((i): i is string => i !== null);
}

/** The values of the ruling `ties-broken-by` (G4), as the rules file writes them, and the evaluator's tie orders. */
const TIE_ORDERS: Record<string, TieOrder> = { 'the-rule-book': 'rule-book', 'every-card': 'every-card' };

/**
 * How equal categories are told apart (ruling G4, `ties-broken-by`): "the rule book" (each category's
 * own tie-break, nothing more) or "every card" (every value, then every domain). Another value is
 * refused, naming the two.
 */
export function tieOrder(state: RulesState): TieOrder {
  const value = Object.hasOwn(state.settings, 'ties-broken-by') ? state.settings['ties-broken-by'] : 'the-rule-book';
  const order = typeof value === 'string' && Object.hasOwn(TIE_ORDERS, value) ? TIE_ORDERS[value] : undefined;
  if (!order)
    throw new RuleError(
      'config/ruling',
      `Grid Poker: the ruling "ties-broken-by" is ${JSON.stringify(value)}; write "the rule book" or "every card".`,
    );
  return order;
}

/** The hand a player's cards make with a line, or null when there are fewer than 4 cards (G2). */
export function formHand(
  state: GridPokerState,
  env: Env,
  seat: number,
  source: FormedHand['source'],
  own: string[],
  line: Line,
): FormedHand | null {
  const instances = [...own, ...marketLine(state, line)];
  if (own.length === 0 || instances.length < 4 || instances.length > 5) return null;
  const cards = instances.map((i) => pokerCard(state, env, i));
  const ties = tieOrder(state);
  const result = evaluateHand(cards, ties);
  // The name from every card, so a full house names its pair even when only its three decide (G4).
  const name = describeHand(ties === 'every-card' ? result : evaluateHand(cards, 'every-card'));
  return {
    seat,
    source,
    line,
    cards: instances.map((i) => state.cards[i]),
    category: result.category,
    score: result.score,
    name,
  };
}

/** The best hands of one orientation: all those tied for best (G4: "all of them score"), in the order given. */
export function bestHands(hands: FormedHand[], orientation: Line['orientation']): FormedHand[] {
  const lineHands = hands.filter((h) => h.line.orientation === orientation);
  const top = Math.max(...lineHands.map((h) => h.score));
  return lineHands.filter((h) => h.score === top);
}

/** Points for winning a line: 2 for a hand from `strongFrom` up ("better than three of a kind", G5), else 1. */
export function linePoints(category: HandCategory, scoring: Record<string, number>, strongFrom: string): number {
  const strong = HAND_CATEGORIES.indexOf(category) >= HAND_CATEGORIES.indexOf(strongFrom as HandCategory);
  return strong ? (scoring['strong-line-win'] ?? 2) : (scoring['line-win'] ?? 1);
}
