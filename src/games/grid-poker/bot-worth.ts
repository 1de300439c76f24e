// What cards are worth to a Grid Poker bot, in two currencies it weighs against each other:
// - strength: the hand category cards make with the market's lines (1.x a pair, 3.x three of a kind, the
//   fraction orders hands within a category): a hand's potential is the best that one or two of its cards
//   make on a line; a card's strength the best it makes, alone or with one other hand card; a company's
//   the mean of its best and its average line (the market changes from round to round);
// - effect worth: the cards an effect gains against the field (bot-effects.ts).
// Expected points against the opponents (bot-odds.ts) are kept for the grid poker decisions themselves.
import type { Card } from '../../dsl/runtime.js';
import { WILD_KEY } from '../../poker/index.js';
import { effectWorth } from './bot-effects.js';
import { score1, score2, scoreOf, strength, type Odds } from './bot-odds.js';
import { cardIdOf, cardOf, marketLines, type BotCard, type Table } from './bot-table.js';

/** The market cards of each line (ALL_LINES order): an Odds, or a market under consideration (linesOf). */
export type Lines = Pick<Odds, 'lines'>;
export const linesOf = (market: (BotCard | null)[]): Lines => ({ lines: marketLines(market) });

export const isWild = (c: BotCard) => c === WILD_KEY;

/** The card of a visible instance, from the catalogue (for its effect). */
export function catalogueCard(t: Table, instance: string): Card | undefined {
  const id = cardIdOf(t, instance);
  return id ? t.catalogue[id] : undefined;
}

/** The best strength one card makes on any line, alone (-1 when it makes none). */
function singleBest(odds: Lines, x: BotCard): number {
  let best = -1;
  for (const line of odds.lines) best = Math.max(best, strength(score1(x, line)));
  return best;
}

/** The best strength two cards make together on any line (-1 when they make none). */
function pairBest(odds: Lines, x: BotCard, y: BotCard): number {
  let best = -1;
  for (const line of odds.lines) best = Math.max(best, strength(score2(x, y, line)));
  return best;
}

/**
 * What one or two of some cards make, worked out once for questions about several of them: `at(i, i)`
 * the best strength card i makes alone on any line, `at(i, j)` cards i and j together (-1: no hand).
 */
export class Subsets {
  readonly n: number;
  private readonly best: Float64Array;

  constructor(
    odds: Lines,
    readonly cards: readonly BotCard[],
  ) {
    const n = (this.n = cards.length);
    this.best = new Float64Array(n * n);
    for (let i = 0; i < n; i++) {
      // A card alone only counts where it has no partner: a pair beats either of its cards (score2).
      this.best[i * n + i] = n <= 2 ? singleBest(odds, cards[i]) : -1;
      for (let j = i + 1; j < n; j++) this.best[i * n + j] = this.best[j * n + i] = pairBest(odds, cards[i], cards[j]);
    }
  }

  at(i: number, j: number): number {
    return this.best[i * this.n + j];
  }

  /** `potential` of the cards, leaving out card `skip` (-1: none). */
  potential(skip = -1): number {
    let best = 0;
    for (let i = 0; i < this.n; i++) {
      if (i === skip) continue;
      for (let j = i; j < this.n; j++) if (j !== skip) best = Math.max(best, this.best[i * this.n + j]);
    }
    return best;
  }

  /** `cardStrength` of card k with the others. */
  cardStrength(k: number): number {
    let best = -1;
    for (let j = 0; j < this.n; j++) best = Math.max(best, this.best[k * this.n + j]);
    return best;
  }
}

/** The best hand one or two of `cards` make on any line, in strength (0 when they make none). */
export function potential(odds: Lines, cards: readonly BotCard[]): number {
  let best = 0;
  for (let i = 0; i < cards.length; i++) {
    if (cards.length === 1) best = Math.max(best, singleBest(odds, cards[i])); // else a pair beats it (score2)
    for (let j = i + 1; j < cards.length; j++) best = Math.max(best, pairBest(odds, cards[i], cards[j]));
  }
  return best;
}

/** The best strength a card makes on any line, alone or with one of `others`. */
export function cardStrength(odds: Lines, card: BotCard, others: readonly BotCard[]): number {
  let best = others.length === 0 ? singleBest(odds, card) : -1; // with a partner, a pair beats it (score2)
  for (const partner of others) best = Math.max(best, pairBest(odds, card, partner));
  return best;
}

/** A company's poker prospects: half its best line, half its average line (the market changes), in strength. */
export function companyStrength(odds: Lines, cards: readonly BotCard[]): number {
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
export function companyValue(t: Table, odds: Lines, cards: readonly BotCard[], effects: (Card | undefined)[]): number {
  let effect = 0;
  for (const c of effects) effect = Math.max(effect, effectWorth(c, t.hand.length, t.view.players));
  let wilds = 0;
  for (const c of cards) if (isWild(c)) wilds++;
  return companyStrength(odds, cards) + COMPANY_EFFECT_WEIGHT * effect - 1.5 * wilds;
}

/** How much a company effect (worth counted in cards, each round) weighs against a category of strength. */
export const COMPANY_EFFECT_WEIGHT = 0.35;

/**
 * How much the bot wants to keep each of its hand cards, high first: cards of the best commitment most
 * (what they add to the hand's expected points), then cards that make strong hands, then useful effects.
 */
export function keepScores(t: Table, odds: Lines, instances: string[]): number[] {
  const subsets = new Subsets(
    odds,
    instances.map((i) => cardOf(t, i)),
  );
  const all = subsets.potential();
  return instances.map((instance, k) => {
    const loss = all - subsets.potential(k);
    return (
      loss +
      0.25 * subsets.cardStrength(k) +
      0.1 * effectWorth(catalogueCard(t, instance), t.hand.length, t.view.players)
    );
  });
}

/** The indexes of `instances` ordered from the most to the least wanted. */
export function byKeep(t: Table, odds: Lines, instances: string[]): number[] {
  const scores = keepScores(t, odds, instances);
  return instances.map((_, i) => i).sort((a, b) => scores[b] - scores[a]);
}
