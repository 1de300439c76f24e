// What the Poker Squared bot knows of 3-card hands, computed once per deck from evaluateHand3: a hand's
// equity against a random hand (its percentile among all 22,100 hands, ties counted half), and for a
// grid line still missing cards the mean and variance of that percentile once the line is filled at
// random. Card ids are read as they appear in a view, for either deck. The Tech Deck's odds are the
// game's own cards' (an edited deck's values count), never the deck of the last build.
import type { Card } from '../../dsl/runtime.js';
import type { Env } from '../../engine/context.js';
import { standardDeck } from '../../engine/standard-deck.js';
import { hand3Score, type PlayingCard, type TechDeckCard } from '../../poker/index.js';
import type { DeckKind } from './state.js';

type EvalCard = PlayingCard | TechDeckCard;

export interface Odds {
  index: Map<string, number>; // card id → 0..51
  cards: EvalCard[];
  rank: number[]; // by index: the rank that orders cards (standard 2..14, Tech Deck 1..13)
  /** Equity of a 3-card hand (indices) against a random hand: 0..1. */
  equity(a: number, b: number, c: number): number;
  /** Mean and variance of a line's equity once filled at random, from the cards it holds (0 to 3). */
  line(cards: number[]): { mean: number; variance: number };
}

const UNIFORM = { mean: 0.5, variance: 1 / 12 }; // an empty line: its equity is uniform on 0..1

function build(kind: DeckKind, techDeck: Card[]): Odds {
  const tech = techDeck.filter((c) => c.domain !== 'wild' && c.value !== null);
  const cards: EvalCard[] =
    kind === 'standard'
      ? standardDeck.map((c) => ({ rank: c.rank, suit: c.suit }))
      : tech.map((c) => ({ value: c.value!, domain: c.domain as TechDeckCard['domain'] }));
  const ids = kind === 'standard' ? standardDeck.map((c) => c.id) : tech.map((c) => c.id);
  const n = cards.length;
  const trio: EvalCard[] = [cards[0], cards[0], cards[0]];
  const score = (a: number, b: number, c: number) => {
    trio[0] = cards[a];
    trio[1] = cards[b];
    trio[2] = cards[c];
    return hand3Score(trio, kind);
  };
  // Percentile of every score among all hands.
  const count = new Float64Array(1 << 15);
  let total = 0;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) for (let c = b + 1; c < n; c++) count[score(a, b, c)]++, total++;
  const pct = new Float64Array(1 << 15);
  let below = 0;
  for (let s = 0; s < count.length; s++) {
    if (count[s] === 0) continue;
    pct[s] = (below + count[s] / 2) / total;
    below += count[s];
  }
  const equity = (a: number, b: number, c: number) => pct[score(a, b, c)];
  const one = new Map<number, { mean: number; variance: number }>();
  const two = new Map<number, { mean: number; variance: number }>();
  const moments = (values: number[]) => {
    const mean = values.reduce((x, y) => x + y, 0) / values.length;
    return { mean, variance: values.reduce((x, y) => x + (y - mean) ** 2, 0) / values.length };
  };
  return {
    index: new Map(ids.map((id, i) => [id, i])),
    cards,
    rank: cards.map((c) => ('rank' in c ? c.rank : c.value)),
    equity,
    line(held) {
      if (held.length === 3) return { mean: equity(held[0], held[1], held[2]), variance: 0 };
      if (held.length === 0) return UNIFORM;
      if (held.length === 1) {
        const [a] = held;
        let found = one.get(a);
        if (!found) {
          const values: number[] = [];
          for (let b = 0; b < n; b++)
            for (let c = b + 1; c < n; c++) if (b !== a && c !== a) values.push(equity(a, b, c));
          one.set(a, (found = moments(values)));
        }
        return found;
      }
      const [a, b] = held[0] < held[1] ? held : [held[1], held[0]];
      const key = a * n + b;
      let found = two.get(key);
      if (!found) {
        const values: number[] = [];
        for (let c = 0; c < n; c++) if (c !== a && c !== b) values.push(equity(a, b, c));
        two.set(key, (found = moments(values)));
      }
      return found;
    },
  };
}

/** The odds of one of a game's decks. */
export type OddsOf = (kind: DeckKind) => Odds;

let standard: Odds | null = null; // the standard deck never changes: its odds are shared by every game

/** The odds of each deck of `game`, each built on first use (about 0.1 s). */
export function createOddsOf(game: { envs: Record<DeckKind, Pick<Env, 'catalogue'>> }): OddsOf {
  let tech: Odds | null = null;
  return (kind) =>
    kind === 'standard'
      ? (standard ??= build('standard', []))
      : (tech ??= build('tech', Object.values(game.envs.tech.catalogue)));
}

/** The standard normal distribution function (Abramowitz-Stegun 7.1.26, error under 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-(x * x) / 2);
  return x >= 0 ? 0.5 + erf / 2 : 0.5 - erf / 2;
}

/** The chance that a line of mean/variance `mine` ends better than one of mean/variance `theirs`. */
export function lineWinChance(
  mine: { mean: number; variance: number },
  theirs: { mean: number; variance: number },
): number {
  const spread = Math.sqrt(mine.variance + theirs.variance);
  const gap = mine.mean - theirs.mean;
  if (spread < 1e-6) return gap > 1e-12 ? 1 : gap < -1e-12 ? 0 : 0.5;
  return normalCdf(gap / spread);
}
