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
import { gridRulings } from './rulings.js';
import { lineSlots, MARKET, type FormedHand, type GridPokerState, type Line } from './state.js';

/**
 * A card as the hand evaluator sees it: its value and domain after "counts as" changes; a wild its
 * owner picked is what they picked; other wilds stay wild, for the evaluator to make best (G7). The
 * domain is the evaluator's domain at its place in the ruling `domain-order` (G4), so that ties between
 * domains go as the rules file orders them.
 */
export function pokerCard(state: GridPokerState, env: Env, instance: string): GridPokerCard {
  const domainAs = gridRulings(state.settings).domainAs;
  const picked = state.wildPicks?.[instance];
  if (picked) return domainAs ? { value: picked.value, domain: domainAs[picked.domain] } : picked;
  const { value, domain } = effectiveCard(state, env.catalogue, instance);
  if (domain === 'wild' || value === null) return { wild: true };
  return { value, domain: domainAs ? domainAs[domain] : domain };
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

/** The best hands of one orientation: all those tied for best (G4: "Where the named tie-break leaves players equal, they are tied"), in the order given. */
export function bestHands(hands: FormedHand[], orientation: Line['orientation']): FormedHand[] {
  const lineHands = hands.filter((h) => h.line.orientation === orientation);
  const top = Math.max(...lineHands.map((h) => h.score));
  return lineHands.filter((h) => h.score === top);
}

/**
 * Of the seats tied for a line, in turn order, the one who picks the market card: ruling
 * `tied-market-pick` (G4: "the first of them in turn order picks the market card").
 */
export function marketPicker(state: GridPokerState, tied: readonly number[], order: readonly number[]): number {
  const inOrder = order.filter((seat) => tied.includes(seat));
  return gridRulings(state.settings).tiedMarketPick === 'last' ? inOrder[inOrder.length - 1] : inOrder[0];
}

/**
 * The seats that score a line the tied seats won: all of them (G4: "all of them score", ruling
 * `tied-winners-all-score: yes`), or only the one who picks the market card (`no`).
 */
export function scoringWinners(state: GridPokerState, tied: readonly number[], order: readonly number[]): number[] {
  return gridRulings(state.settings).tiedWinnersAllScore ? [...tied] : [marketPicker(state, tied, order)];
}

/** Points for winning a line: 2 for a hand from `strongFrom` up ("better than three of a kind", G5), else 1. */
export function linePoints(category: HandCategory, scoring: Record<string, number>, strongFrom: HandCategory): number {
  const strong = HAND_CATEGORIES.indexOf(category) >= HAND_CATEGORIES.indexOf(strongFrom);
  return strong ? (scoring['strong-line-win'] ?? 2) : (scoring['line-win'] ?? 1);
}
