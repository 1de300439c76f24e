// `balance --compare`: what a change of the deck did to each card's figure. Both decks are played on the
// same seeds with their cards in the same order (common random numbers), so a game goes the same way in
// both until a changed card makes a difference, and a card the change never reached moves by exactly 0.
// The interval on a change is taken over the pairs of games, not over two independent runs.
import type { Card } from '../dsl/index.js';
import { reportedCards, winShare, type Comparison, type Interval } from './balance.js';
import type { GameRecord } from './simulate-core.js';

/**
 * The compared deck in the order of the played one: the deck's order names the card instances and
 * is shuffled from, so the same seed deals the same cards to the same places in both when only texts
 * differ. Cards the played deck lacks come last, in their own order.
 */
export function alignDeck(before: Card[], now: Card[]): Card[] {
  const byId = new Map(before.map((c) => [c.id, c]));
  const ordered = now.map((c) => byId.get(c.id)).filter((c): c is Card => c !== undefined);
  const placed = new Set(ordered.map((c) => c.id));
  return [...ordered, ...before.filter((c) => !placed.has(c.id))];
}

/** The ids of the cards of `now` whose text differs from `before` (or that `before` lacks). */
export function changedCards(now: Card[], before: Card[]): Set<string> {
  const old = new Map(before.map((c) => [c.id, JSON.stringify(c)]));
  return new Set(now.filter((c) => old.get(c.id) !== JSON.stringify(c)).map((c) => c.id));
}

/** One game's sums for one card: the wins and seats of those who used it (1) and those who did not (0). */
interface GameSums {
  s1: number;
  n1: number;
  s0: number;
  n0: number;
}

function sums(record: GameRecord, card: string): GameSums {
  const out = { s1: 0, n1: 0, s0: 0, n0: 0 };
  record.bots.forEach((_, seat) => {
    const win = winShare(record, seat);
    if (record.used[seat].includes(card)) {
      out.s1 += win;
      out.n1++;
    } else {
      out.s0 += win;
      out.n0++;
    }
  });
  return out;
}

/**
 * The figure (win rate when used − when not) over games, and each game's influence on it: the figure is
 * a ratio of sums, and its first-order change when game g is left out is ψ_g / G (the delta method). The
 * influences of the same seed in two runs are subtracted to give the paired variance of a change.
 */
function influence(games: GameSums[]): { d: number; psi: number[] } | null {
  const total = games.reduce((a, g) => ({ s1: a.s1 + g.s1, n1: a.n1 + g.n1, s0: a.s0 + g.s0, n0: a.n0 + g.n0 }), {
    s1: 0,
    n1: 0,
    s0: 0,
    n0: 0,
  });
  if (total.n1 === 0 || total.n0 === 0) return null;
  const p1 = total.s1 / total.n1;
  const p0 = total.s0 / total.n0;
  const count = games.length;
  return { d: p1 - p0, psi: games.map((g) => count * ((g.s1 - p1 * g.n1) / total.n1 - (g.s0 - p0 * g.n0) / total.n0)) };
}

/**
 * The change of every reported card's "win rate when used" from `before` to `now`, with a 95% interval
 * over the pairs of games of the same seed (games that broke in either run are left out). A card no
 * seat used in one of the runs has no figure there: its change is n/a (null).
 */
export function compareBalance(
  now: GameRecord[],
  before: GameRecord[],
  deck: Card[],
  beforeDeck: Card[],
  z = 1.96,
): Comparison {
  const earlier = new Map(before.filter((r) => !r.error).map((r) => [r.seed, r]));
  const pairs = now.filter((r) => !r.error && earlier.has(r.seed)).map((r) => [r, earlier.get(r.seed)!] as const);
  const change = new Map<string, Interval | null>();
  const known = new Set(beforeDeck.map((c) => c.id));
  for (const card of reportedCards(deck)) {
    if (!known.has(card.id)) continue; // a new card: no change to show
    const a = influence(pairs.map(([r]) => sums(r, card.id)));
    const b = influence(pairs.map(([, r]) => sums(r, card.id)));
    if (!a || !b || pairs.length < 2) {
      change.set(card.id, null);
      continue;
    }
    const square = a.psi.reduce((acc, psi, g) => acc + (psi - b.psi[g]) ** 2, 0);
    const half = z * Math.sqrt(square / (pairs.length * (pairs.length - 1)));
    const d = a.d - b.d;
    change.set(card.id, { d, low: d - half, high: d + half });
  }
  return { change, changed: changedCards(deck, beforeDeck) };
}
