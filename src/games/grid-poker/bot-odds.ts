// How likely a hand is to be the best of its orientation, from what a bot can see (strategy tip 2: "Pay
// attention to the Grid poker hands that your opponent's companies can form"). Opponents' companies are
// face up, so their hands on each line are known exactly; their hand cards are not, so a committed hand
// is sampled from the cards the bot cannot see (with its known line and number of cards), and a player
// who has not committed yet is assumed to play the best two of a sampled hand on one of the two
// orientations. The chance of winning an orientation is the product, over opponents, of the chance
// that each of their hands there is no better. Sampling is seeded from the view, so the same view gives
// the same figures (a bot asked twice in one grid poker phase plans the same way).
import { handScore, type GridPokerCard } from '../../poker/index.js';
import { categoryIndex, CATEGORY_UNIT } from '../../poker/hand-score.js';
import { STRAIGHT } from '../../poker/categories.js';
import { lineCards, type Table } from './bot-table.js';
import { ALL_LINES, SOLO_SEAT, type Line } from './state.js';

/** What the bot knows about the others' commitments: before anyone commits, while hand cards are placed, while companies are placed, at the betting round. */
export type Stage = 'plan' | 'hand' | 'company' | 'bet';

const NO_HAND = -1;

// Reused hand buffers: scoring is the bots' hot path, and a fresh array per hand is garbage.
const BUFFERS: GridPokerCard[][] = [[], [], [], [], [], []];

/** The score of own cards with a line's market cards, or NO_HAND when they make no 4- or 5-card hand (G2). */
export function scoreOf(own: readonly GridPokerCard[], line: readonly GridPokerCard[]): number {
  const n = own.length + line.length;
  if (own.length === 0 || n < 4 || n > 5) return NO_HAND;
  const hand = BUFFERS[n];
  for (let i = 0; i < own.length; i++) hand[i] = own[i];
  for (let i = 0; i < line.length; i++) hand[own.length + i] = line[i];
  return handScore(hand);
}

/** A score as a number of categories: 1.x is a pair, 3.x three of a kind; the fraction orders within. */
export const strength = (score: number) => (score < 0 ? -1 : score / CATEGORY_UNIT);

/** Points for winning a line with this score: 2 from a straight up ("better than three of a kind", G5). */
export const pointsFor = (score: number) => (categoryIndex(score) >= STRAIGHT ? 2 : 1);

/** Small, fast, seeded: mulberry32. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The number of samples behind each estimate: of a committed hand, of the best commitment of a hand. */
const SAMPLES = 40;
const BEST_OF_SAMPLES = 24;

export class Odds {
  private readonly random: () => number;
  private readonly cdfs = new Map<string, Float64Array>();
  private order: number[] | null = null; // the pool's indexes, shuffled a little at each draw
  private readonly companyBest = new Map<string, number>(); // "seat|orientation" → best score of that company there
  readonly lines: GridPokerCard[][]; // the market cards of ALL_LINES[i]

  constructor(readonly t: Table, readonly stage: Stage, market = t.market) {
    this.lines = ALL_LINES.map((line) => lineCards(market, line));
    this.random = generator(hash(`${t.view.round}|${t.me}|${t.marketIds.join()}|${t.hand.join()}|${stage}`));
  }

  /** The chance that a hand of this score is the best (or tied best) of its orientation. */
  winChance(score: number, orientation: Line['orientation']): number {
    if (score < 0) return 0;
    let p = 1;
    for (const seat of this.t.opponents) {
      p *= seat === SOLO_SEAT && this.t.soloCompany ? this.soloFactor(score, orientation) : this.companyFactor(seat, score, orientation) * this.handFactor(seat, score, orientation);
      if (p === 0) break;
    }
    return p;
  }

  /** Expected points of a hand on a line: its chance of winning its orientation times what it scores. */
  value(score: number, line: Line): number {
    return score < 0 ? 0 : this.winChance(score, line.orientation) * pointsFor(score);
  }

  /** The best score of some cards on the lines of one orientation (or all lines). */
  bestOn(cards: readonly GridPokerCard[], orientation?: Line['orientation']): number {
    let best = NO_HAND;
    ALL_LINES.forEach((line, i) => {
      if (orientation && line.orientation !== orientation) return;
      best = Math.max(best, scoreOf(cards, this.lines[i]));
    });
    return best;
  }

  private decided(seat: number, what: 'hand' | 'company'): boolean {
    const { stage, t } = this;
    if (stage === 'bet') return true;
    if (stage === 'plan') return false;
    const before = t.order.indexOf(seat) < t.order.indexOf(t.me);
    return what === 'hand' ? stage === 'company' || before : stage === 'company' && before;
  }

  private companyFactor(seat: number, score: number, o: Line['orientation']): number {
    const company = this.t.companies[seat];
    if (company.length === 0 || this.t.view.folded[seat]) return 1;
    const c = this.t.view.commitments[seat];
    if (this.decided(seat, 'company')) {
      if (!c?.company || c.company.orientation !== o) return 1;
      return score >= scoreOf(company, this.lines[lineIndex(c.company)]) ? 1 : 0;
    }
    const key = `${seat}|${o}`;
    let top = this.companyBest.get(key);
    if (top === undefined) this.companyBest.set(key, (top = this.bestOn(company, o)));
    const beats = top > score;
    if (!beats) return 1;
    // Exclusivity (1b): hand cards placed on a row send the company to a column, and vice versa.
    if (this.decided(seat, 'hand') && c?.hand) return c.hand.orientation === o ? 1 : 0;
    return 0.5;
  }

  private handFactor(seat: number, score: number, o: Line['orientation']): number {
    if (this.t.view.folded[seat]) return 1;
    if (this.decided(seat, 'hand')) {
      const line = this.t.view.commitments[seat]?.hand;
      const k = this.t.committedCount[seat];
      if (!line || k === 0 || line.orientation !== o) return 1;
      return this.below(`c${k}|${lineIndex(line)}`, score, () => this.sampleCommitted(k, this.lines[lineIndex(line)]));
    }
    const h = Math.min(this.t.handCount[seat], 4); // the best two of four already make most of what a bigger hand would
    if (h === 0) return 1;
    return 1 - 0.5 * (1 - this.below(`h${h}|${o}`, score, () => this.sampleBestOf(h, o)));
  }

  /** The artificial player (G9) plays the best two of three drawn cards and its company, on either orientation. */
  private soloFactor(score: number, o: Line['orientation']): number {
    const company = this.t.soloCompany!;
    const key = `solo|${o}`;
    let top = this.companyBest.get(key);
    if (top === undefined) this.companyBest.set(key, (top = this.bestOn(company, o)));
    const c = company.length > 0 && top > score ? 0.5 : 1;
    return c * (1 - 0.5 * (1 - this.below(`h3|${o}`, score, () => this.sampleBestOf(3, o))));
  }

  /** The fraction of sampled scores at or below `score`. */
  private below(key: string, score: number, sample: () => Float64Array): number {
    let cdf = this.cdfs.get(key);
    if (!cdf) this.cdfs.set(key, (cdf = sample()));
    let lo = 0;
    let hi = cdf.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid] <= score) lo = mid + 1;
      else hi = mid;
    }
    return cdf.length === 0 ? 1 : lo / cdf.length;
  }

  /** `k` cards drawn from the unseen pool, without replacement (a partial Fisher–Yates over its indexes). */
  draw(k: number): GridPokerCard[] {
    const pool = this.t.pool;
    const order = (this.order ??= pool.map((_, i) => i));
    const n = Math.min(k, pool.length);
    const picked: GridPokerCard[] = [];
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.random() * (pool.length - i));
      [order[i], order[j]] = [order[j], order[i]];
      picked.push(pool[order[i]]);
    }
    return picked;
  }

  private sampleCommitted(k: number, line: GridPokerCard[]): Float64Array {
    const out = new Float64Array(SAMPLES);
    for (let i = 0; i < SAMPLES; i++) out[i] = scoreOf(this.draw(k), line);
    return out.sort();
  }

  private sampleBestOf(h: number, o: Line['orientation']): Float64Array {
    const out = new Float64Array(BEST_OF_SAMPLES);
    for (let i = 0; i < BEST_OF_SAMPLES; i++) out[i] = bestCommitScore(this.draw(h), this.lines, o);
    return out.sort();
  }
}

export const lineIndex = (line: Line) => ALL_LINES.findIndex((l) => l.orientation === line.orientation && l.index === line.index);

const SUBSETS = new Map<string, number[][]>();

/** Subsets of up to `most` (1 or 2) of `n` indexes, the empty one left out. Shared: do not change them. */
export function subsets(n: number, most = 2): number[][] {
  const key = `${n}|${most}`;
  let out = SUBSETS.get(key);
  if (out) return out;
  out = [];
  for (let i = 0; i < n; i++) {
    out.push([i]);
    if (most >= 2) for (let j = i + 1; j < n; j++) out.push([i, j]);
  }
  SUBSETS.set(key, out);
  return out;
}

/** The indexes into ALL_LINES of the rows, and of the columns. */
const LINES_OF = {
  row: ALL_LINES.flatMap((l, i) => (l.orientation === 'row' ? [i] : [])),
  column: ALL_LINES.flatMap((l, i) => (l.orientation === 'column' ? [i] : [])),
};

const ONE: GridPokerCard[] = [];
const TWO: GridPokerCard[] = [];

/** The best score one or two of `cards` make on the lines of an orientation. */
export function bestCommitScore(cards: GridPokerCard[], lines: GridPokerCard[][], o: Line['orientation']): number {
  let best = NO_HAND;
  const of = LINES_OF[o];
  for (let i = 0; i < cards.length; i++) {
    ONE[0] = cards[i];
    for (const li of of) best = Math.max(best, scoreOf(ONE, lines[li]));
    for (let j = i + 1; j < cards.length; j++) {
      TWO[0] = cards[i];
      TWO[1] = cards[j];
      for (const li of of) best = Math.max(best, scoreOf(TWO, lines[li]));
    }
  }
  return best;
}
