// The market as a Grid Poker bot weighs it (strategy tip 4: "consider what cards you will be leaving on
// the table, and what opportunities your opponents can still capitalize on"): what its own company and
// hand can make on the lines, against the strongest opponent company. Companies stay from round to round,
// so they are what a market card keeps helping.
import type { BotCard, Table } from './bot-table.js';
import { companyStrength, linesOf, Subsets } from './bot-worth.js';

/** The bot's prospects on this market minus the best opponent company's. */
export function marketAdvantage(t: Table, market: (BotCard | null)[]): number {
  const lines = linesOf(market);
  let handBest = 0;
  if (t.hand.length > 0) {
    const hand = new Subsets(lines, t.handCards);
    for (let i = 0; i < hand.n; i++) handBest = Math.max(handBest, hand.cardStrength(i));
  }
  const mine = Math.max(0, companyStrength(lines, t.companies[t.me])) + 0.5 * handBest;
  let theirs = 0;
  for (const s of t.opponents)
    if (s < t.companies.length && s !== t.me) theirs = Math.max(theirs, companyStrength(lines, t.companies[s]));
  if (t.soloCompany) theirs = Math.max(theirs, companyStrength(lines, t.soloCompany));
  return mine - theirs;
}
