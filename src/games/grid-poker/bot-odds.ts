// How likely a hand is to be the best of its orientation, from what a bot can see (strategy tip 2: "Pay
// attention to the Grid poker hands that your opponent's companies can form"). Opponents' companies are
// face up, so their hands on each line are known exactly; their hand cards are not, so a committed hand
// is sampled from the cards the bot cannot see (with its known line and number of cards), and a player
// who has not committed yet is assumed to play the best two of a sampled hand on one of the two
// orientations. The chance of winning an orientation is the product, over opponents, of the chance
// that each of their hands there is no better. Sampling is seeded from the view, so the same view gives
// the same figures (a bot asked twice in one grid poker phase plans the same way).
import { keysScore } from '../../poker/index.js';
import { categoryIndex, CATEGORY_UNIT } from '../../poker/hand-score.js';
import { STRAIGHT } from '../../poker/categories.js';
import { marketLines, tableLines, type BotCard, type Table } from './bot-table.js';
import { ALL_LINES, SOLO_SEAT, type Line } from './state.js';

/** What the bot knows about the others' commitments: before anyone commits, while hand cards are placed, while companies are placed, at the betting round. */
export type Stage = 'plan' | 'hand' | 'company' | 'bet';

const NO_HAND = -1;

/** The i-th card of own cards followed by a line's cards. */
const cardAt = (own: readonly BotCard[], line: readonly BotCard[], i: number) =>
  i < own.length ? own[i] : line[i - own.length];

/** The score of own cards with a line's market cards, or NO_HAND when they make no 4- or 5-card hand (G2). */
export function scoreOf(own: readonly BotCard[], line: readonly BotCard[]): number {
  const n = own.length + line.length;
  if (own.length === 0 || n < 4 || n > 5) return NO_HAND;
  return keysScore(
    cardAt(own, line, 0),
    cardAt(own, line, 1),
    cardAt(own, line, 2),
    cardAt(own, line, 3),
    n === 5 ? cardAt(own, line, 4) : 0,
    n === 5 ? 5 : 4,
  );
}

/** `scoreOf([x], line)` without the array: one card makes a hand only with a full line (G2). */
export function score1(x: BotCard, line: readonly BotCard[]): number {
  return line.length === 3 ? keysScore(x, line[0], line[1], line[2], 0, 4) : NO_HAND;
}

/**
 * `scoreOf([x, y], line)` without the array.
 *
 * A fifth card never lowers a hand (fifthCardLifts): score2(x, y, line) ≥ score1(x, line) whenever the
 * latter is a hand (strictly greater in the full tie order; the rule book's, G4, may call them equal).
 * Adding a card to four never lowers the category (groups only grow; a straight or a flush needs five
 * cards and ranks above whatever the four made), and within a category the value digits, sorted by group
 * then value, only rise where the card slots in, the missing fifth card's 0 included (the rule book's
 * order compares a leading part of those digits, or a high card's top card and its domain, which a
 * fifth card never lowers either).
 * A wild picks the same as before or better. So the best of one or two cards is the best pair's
 * whenever there are two cards (and a line with two cards gives one card no hand at all).
 */
export function score2(x: BotCard, y: BotCard, line: readonly BotCard[]): number {
  const m = line.length;
  return m === 3
    ? keysScore(x, y, line[0], line[1], line[2], 5)
    : m === 2
      ? keysScore(x, y, line[0], line[1], 0, 4)
      : NO_HAND;
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

/** 0 for rows, 1 for columns: the index of an orientation in the tables below. */
const orientationIndex = (o: Line['orientation']) => (o === 'row' ? 0 : 1);

// Where each sampled distribution is kept (Odds.cdfs): the best commitment of h hand cards on an
// orientation, then k committed cards on a line. The h = 3 one is shared with the artificial player's.
const bestOfCdf = (h: number, oi: number) => 2 * h + oi;
const committedCdf = (k: number, li: number) => 10 + 6 * k + li;

export class Odds {
  private random: (() => number) | null = null; // seeded from the view when a decision first draws (many never do)
  private readonly cdfs: (Float64Array | undefined)[] = []; // by bestOfCdf / committedCdf, each sampled when first needed
  private order: number[] | null = null; // the pool's indexes, shuffled a little at each draw
  private readonly companyBest: number[] = []; // [2 * seat + orientation] → best score of that company there
  private readonly soloBest: number[] = []; // [orientation] → the artificial player's company's best score
  private readonly companyOnLine: number[] = []; // [seat] → the score of a company on the line it was placed beside
  private readonly drawn: BotCard[] = []; // the cards of the sample being scored
  private lastKey = -1; // the last question `below` answered (distribution, score) and its answer
  private lastScore = 0;
  private lastBelow = 0;
  private readonly handKnown: boolean[] = []; // [seat] → has that opponent placed their hand cards (as far as this stage tells)
  private readonly companyKnown: boolean[] = []; // [seat] → … and their company
  readonly lines: BotCard[][]; // the market cards of ALL_LINES[i]

  constructor(
    readonly t: Table,
    readonly stage: Stage,
    market = t.market,
  ) {
    this.lines = market === t.market ? tableLines(t) : marketLines(market);
    // What the others have decided: everything by the betting round, nothing while planning; in between,
    // those before me in turn order have placed what is being placed now, and everyone their hand cards
    // once companies are placed.
    const mine = t.order.indexOf(t.me);
    for (const seat of t.opponents) {
      const before = t.order.indexOf(seat) < mine;
      this.handKnown[seat] = stage === 'bet' || stage === 'company' || (stage === 'hand' && before);
      this.companyKnown[seat] = stage === 'bet' || (stage === 'company' && before);
    }
  }

  /** The chance that a hand of this score is the best (or tied best) of its orientation. */
  winChance(score: number, orientation: Line['orientation']): number {
    if (score < 0) return 0;
    const oi = orientationIndex(orientation);
    const solo = this.t.soloCompany !== null;
    let p = 1;
    for (const seat of this.t.opponents) {
      p *=
        seat === SOLO_SEAT && solo
          ? this.soloFactor(score, oi)
          : this.companyFactor(seat, score, oi) * this.handFactor(seat, score, oi);
      if (p === 0) break;
    }
    return p;
  }

  /** Expected points of a hand on a line: its chance of winning its orientation times what it scores. */
  value(score: number, line: Line): number {
    return score < 0 ? 0 : this.winChance(score, line.orientation) * pointsFor(score);
  }

  /** The best score of some cards on the lines of one orientation (or all lines). */
  bestOn(cards: readonly BotCard[], orientation?: Line['orientation']): number {
    let best = NO_HAND;
    for (let i = 0; i < ALL_LINES.length; i++) {
      if (orientation && ALL_LINES[i].orientation !== orientation) continue;
      best = Math.max(best, scoreOf(cards, this.lines[i]));
    }
    return best;
  }

  private companyFactor(seat: number, score: number, oi: number): number {
    const company = this.t.companies[seat];
    if (company.length === 0 || this.t.view.folded[seat]) return 1;
    const c = this.t.view.commitments[seat];
    if (this.companyKnown[seat]) {
      if (!c?.company || orientationIndex(c.company.orientation) !== oi) return 1;
      let placed = this.companyOnLine[seat];
      if (placed === undefined) this.companyOnLine[seat] = placed = scoreOf(company, this.lines[lineIndex(c.company)]);
      return score >= placed ? 1 : 0;
    }
    let top = this.companyBest[2 * seat + oi];
    if (top === undefined) this.companyBest[2 * seat + oi] = top = this.bestOn(company, oi === 0 ? 'row' : 'column');
    const beats = top > score;
    if (!beats) return 1;
    // Exclusivity (1b): hand cards placed on a row send the company to a column, and vice versa.
    if (this.handKnown[seat] && c?.hand) return orientationIndex(c.hand.orientation) === oi ? 1 : 0;
    return 0.5;
  }

  private handFactor(seat: number, score: number, oi: number): number {
    if (this.t.view.folded[seat]) return 1;
    if (this.handKnown[seat]) {
      const line = this.t.view.commitments[seat]?.hand;
      const k = this.t.committedCount[seat];
      if (!line || k === 0 || orientationIndex(line.orientation) !== oi) return 1;
      const li = lineIndex(line);
      const key = committedCdf(k, li);
      return this.below(key, this.cdfs[key] ?? (this.cdfs[key] = this.sampleCommitted(k, this.lines[li])), score);
    }
    const h = Math.min(this.t.handCount[seat], 4); // the best two of four already make most of what a bigger hand would
    if (h === 0) return 1;
    return 1 - 0.5 * (1 - this.bestOfBelow(h, oi, score));
  }

  /** The artificial player (G9) plays the best two of three drawn cards and its company, on either orientation. */
  private soloFactor(score: number, oi: number): number {
    const company = this.t.soloCompany!;
    let top = this.soloBest[oi];
    if (top === undefined) this.soloBest[oi] = top = this.bestOn(company, oi === 0 ? 'row' : 'column');
    const c = company.length > 0 && top > score ? 0.5 : 1;
    return c * (1 - 0.5 * (1 - this.bestOfBelow(3, oi, score)));
  }

  /** The fraction of sampled best commitments of `h` cards on an orientation at or below `score`. */
  private bestOfBelow(h: number, oi: number, score: number): number {
    const key = bestOfCdf(h, oi);
    return this.below(key, this.cdfs[key] ?? (this.cdfs[key] = this.sampleBestOf(h, oi)), score);
  }

  /**
   * `below` of the distribution kept under `key`, remembering the last answer: the opponents of one
   * winChance mostly hold as many cards and share a distribution, so they ask the same question in turn.
   */
  private below(key: number, cdf: Float64Array, score: number): number {
    if (key !== this.lastKey || score !== this.lastScore) {
      this.lastKey = key;
      this.lastScore = score;
      this.lastBelow = below(cdf, score);
    }
    return this.lastBelow;
  }

  /** `k` cards drawn from the unseen pool, without replacement (a partial Fisher–Yates over its indexes). */
  draw(k: number, into: BotCard[] = []): BotCard[] {
    const pool = this.t.pool;
    const order = (this.order ??= pool.map((_, i) => i));
    const t = this.t;
    const random = (this.random ??= generator(
      hash(`${t.view.round}|${t.me}|${t.marketIds.join()}|${t.hand.join()}|${this.stage}`),
    ));
    const n = Math.min(k, pool.length);
    into.length = 0;
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(random() * (pool.length - i));
      const swap = order[i];
      order[i] = order[j];
      order[j] = swap;
      into.push(pool[order[i]]);
    }
    return into;
  }

  private sampleCommitted(k: number, line: BotCard[]): Float64Array {
    const out = new Float64Array(SAMPLES);
    for (let i = 0; i < SAMPLES; i++) out[i] = scoreOf(this.draw(k, this.drawn), line);
    return out.sort();
  }

  private sampleBestOf(h: number, oi: number): Float64Array {
    const out = new Float64Array(BEST_OF_SAMPLES);
    const of = oi === 0 ? LINES_OF.row : LINES_OF.column;
    for (let i = 0; i < BEST_OF_SAMPLES; i++) out[i] = bestCommitScore(this.draw(h, this.drawn), this.lines, of);
    return out.sort();
  }
}

/** The fraction of the sorted `cdf`'s scores at or below `score` (1 for no samples). */
function below(cdf: Float64Array, score: number): number {
  let lo = 0;
  let hi = cdf.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cdf[mid] <= score) lo = mid + 1;
    else hi = mid;
  }
  return cdf.length === 0 ? 1 : lo / cdf.length;
}

/** The index of a line in ALL_LINES (rows and columns alternate: top row, left column, middle row …). */
export const lineIndex = (line: Line) => 2 * line.index + (line.orientation === 'row' ? 0 : 1);

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
export const LINES_OF = {
  row: ALL_LINES.flatMap((l, i) => (l.orientation === 'row' ? [i] : [])),
  column: ALL_LINES.flatMap((l, i) => (l.orientation === 'column' ? [i] : [])),
};

/**
 * The best score one or two of `cards` make on the lines `of` (indexes into `lines`). With two cards or
 * more only pairs are scored: a pair scores at least either of its cards alone on every line (see fifthCardLifts).
 */
export function bestCommitScore(cards: readonly BotCard[], lines: readonly BotCard[][], of: readonly number[]): number {
  let best = NO_HAND;
  if (cards.length === 1) for (const li of of) best = Math.max(best, score1(cards[0], lines[li]));
  for (let i = 0; i < cards.length; i++) {
    const x = cards[i];
    for (let j = i + 1; j < cards.length; j++) {
      const y = cards[j];
      for (const li of of) best = Math.max(best, score2(x, y, lines[li]));
    }
  }
  return best;
}
