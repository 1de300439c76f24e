// What cards are worth to a Grid Poker bot, in two currencies it weighs against each other:
// - strength: the hand category cards make with the market's lines (1.x a pair, 3.x three of a kind, the
//   fraction orders hands within a category): a hand's potential is the best that one or two of its cards
//   make on a line; a card's strength the best it makes, alone or with one other hand card; a company's
//   the mean of its best and its average line (the market changes from round to round);
// - effect worth: the cards an effect gains against the field (bot-effects.ts).
// Expected points against the opponents (bot-odds.ts) are kept for the grid poker decisions themselves.
import type { Card } from '../../dsl/runtime.js';
import type { GridPokerCard } from '../../poker/index.js';
import { effectWorth } from './bot-effects.js';
import { scoreOf, strength, subsets, type Odds } from './bot-odds.js';
import { cardIdOf, cardOf, lineCards, type Table } from './bot-table.js';
import { ALL_LINES } from './state.js';

/** The market cards of each line (ALL_LINES order): an Odds, or a market under consideration (linesOf). */
export type Lines = Pick<Odds, 'lines'>;
export const linesOf = (market: (GridPokerCard | null)[]): Lines => ({ lines: ALL_LINES.map((line) => lineCards(market, line)) });

export const isWild = (c: GridPokerCard) => 'wild' in c;

/** The card of a visible instance, from the catalogue (for its effect). */
export function catalogueCard(t: Table, instance: string): Card | undefined {
  const id = cardIdOf(t, instance);
  return id ? t.catalogue[id] : undefined;
}

/** The best hand one or two of `cards` make on any line, in strength (0 when they make none). */
export function potential(odds: Lines, cards: GridPokerCard[]): number {
  let best = 0;
  for (const picks of subsets(cards.length)) {
    const own = picks.map((i) => cards[i]);
    for (const line of odds.lines) best = Math.max(best, strength(scoreOf(own, line)));
  }
  return best;
}

/** The best strength a card makes on any line, alone or with one of `others`. */
export function cardStrength(odds: Lines, card: GridPokerCard, others: GridPokerCard[]): number {
  let best = -1;
  for (const partner of [null, ...others]) {
    const own = partner ? [card, partner] : [card];
    for (const line of odds.lines) best = Math.max(best, strength(scoreOf(own, line)));
  }
  return best;
}

/** A company's poker prospects: half its best line, half its average line (the market changes), in strength. */
export function companyStrength(odds: Lines, cards: GridPokerCard[]): number {
  if (cards.length === 0) return -1;
  let best = -1;
  let sum = 0;
  let n = 0;
  for (const line of odds.lines) {
    const s = strength(scoreOf(cards, line));
    if (s < 0) continue;
    best = Math.max(best, s);
    sum += s;
    n++;
  }
  return n === 0 ? -1 : 0.5 * best + 0.5 * (sum / n);
}

/**
 * A company's worth: its poker prospects and the best effect it can use each round (tip 3: "find company
 * card abilities that will be useful turn after turn"). A wild company card has no effect and is expelled
 * after one grid poker phase (G7), so it counts for little.
 */
export function companyValue(t: Table, odds: Lines, cards: GridPokerCard[], effects: (Card | undefined)[]): number {
  const effect = Math.max(0, ...effects.map((c) => effectWorth(c, t.hand.length, t.view.players)));
  const wilds = cards.filter(isWild).length;
  return companyStrength(odds, cards) + COMPANY_EFFECT_WEIGHT * effect - 1.5 * wilds;
}

/** How much a company effect (worth counted in cards, each round) weighs against a category of strength. */
export const COMPANY_EFFECT_WEIGHT = 0.35;

/**
 * How much the bot wants to keep each of its hand cards, high first: cards of the best commitment most
 * (what they add to the hand's expected points), then cards that make strong hands, then useful effects.
 */
export function keepScores(t: Table, odds: Lines, instances: string[]): number[] {
  const cards = instances.map((i) => cardOf(t, i));
  const all = potential(odds, cards);
  return instances.map((instance, k) => {
    const rest = cards.filter((_, j) => j !== k);
    const loss = all - potential(odds, rest);
    return loss + 0.25 * cardStrength(odds, cards[k], rest) + 0.1 * effectWorth(catalogueCard(t, instance), t.hand.length, t.view.players);
  });
}

/** The indexes of `instances` ordered from the most to the least wanted. */
export function byKeep(t: Table, odds: Lines, instances: string[]): number[] {
  const scores = keepScores(t, odds, instances);
  return instances.map((_, i) => i).sort((a, b) => scores[b] - scores[a]);
}
