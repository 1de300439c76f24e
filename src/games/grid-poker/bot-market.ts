// The market as a Grid Poker bot weighs it (strategy tip 4: "consider what cards you will be leaving on
// the table, and what opportunities your opponents can still capitalize on"): what its own company and
// hand can make on the lines, against the strongest opponent company. Companies stay from round to round,
// so they are what a market card keeps helping.
import type { GridPokerCard } from '../../poker/index.js';
import { cardOf, type Table } from './bot-table.js';
import { cardStrength, companyStrength, linesOf } from './bot-worth.js';

/** The bot's prospects on this market minus the best opponent company's. */
export function marketAdvantage(t: Table, market: (GridPokerCard | null)[]): number {
  const lines = linesOf(market);
  const hand = t.hand.map((i) => cardOf(t, i));
  const handBest = hand.length === 0 ? 0 : Math.max(0, ...hand.map((c, i) => cardStrength(lines, c, hand.filter((_, j) => j !== i))));
  const mine = Math.max(0, companyStrength(lines, t.companies[t.me])) + 0.5 * handBest;
  const rivals = [...t.opponents.filter((s) => s < t.companies.length && s !== t.me).map((s) => t.companies[s]), ...(t.soloCompany ? [t.soloCompany] : [])];
  const theirs = Math.max(0, ...rivals.map((c) => companyStrength(lines, c)));
  return mine - theirs;
}
