// The hard bot's search: negamax alpha-beta with iterative deepening, move ordering (the previous
// iteration's scores at the root, captures by most valuable victim and least valuable attacker, killer
// moves, history), a capture quiescence search, and a budget per move: nodes and depth (reproducible:
// the same position and budget always give the same move) or time (with a clock the caller passes in).
//
// The search can stop between two nodes and go on later (`start`, then `advance` until it gives the
// result), so a page can spread it over short tasks and stay responsive. The tree is walked by
// generators: a node yields only when its caller's `enough()` says the slice is over, and everything
// else (the order of the nodes, the counts, the tables) is the same as in one go, so slicing never
// changes the move. Generators cost 3-10% of the nodes a second against plain recursion; an
// explicit stack would win that back at the price of a search much harder to read.
import { KING, KNIGHT, PAWN, QUEEN } from './config.js';
import { moveBuffer, moveFrom, moveTo, moveType, MOVE, type Position } from './position.js';

/** Centipawns of a piece by kind: pawn, rook, knight, queen, king (a king can be captured with two). */
export const KIND_VALUE = [0, 100, 450, 300, 850, 1500];
export const MATE = 100_000;
const INFINITY = 1_000_000;
const MAX_PLY = 64;
const MAX_QUIESCENCE = 8;

/** How much a search may spend on one move. Without `timeMs` it is reproducible. */
export interface Budget {
  nodes?: number; // stop after about this many nodes (default 50,000)
  depth?: number; // the deepest iteration (default 12)
  timeMs?: number; // stop after this many milliseconds of `clock` spent searching (pauses between slices don't count) …
  clock?: () => number; // … read from this clock (e.g. `() => performance.now()`); required with timeMs
}

/** A root choice: a move on the position (PASS for an action that leaves the board as it is) and a bonus. */
export interface RootMove {
  move: number;
  bonus: number; // centipawns added to its search score (a card effect's worth, a hand's change)
}

export interface SearchResult {
  best: number; // index into the root moves
  score: number;
  depth: number; // the last iteration completed
  nodes: number;
}

/** How often (in nodes) a sliced search asks whether its slice is over: about a quarter of a millisecond. */
const SLICE_CHECK = 255;

/** Per-board tables of the evaluation: piece-square values by code, Chebyshev distances, closeness weights. */
interface EvalTables {
  pst: Int16Array;
  dist: Int8Array;
  near: Int8Array;
  edge: Int16Array;
}
const evalTables = new WeakMap<Position['g'], EvalTables>();

function tablesFor(g: Position['g']): EvalTables {
  let t = evalTables.get(g);
  if (t) return t;
  const files = g.files;
  const n = g.squares;
  const ranks = n / files;
  const dist = new Int8Array(n * n);
  const pst = new Int16Array(16 * n);
  const near = new Int8Array(16); // by code: centipawns a square nearer the nearest enemy king is worth
  const edge = new Int16Array(n); // how far from the centre a square is: a lone king there is easier to mate
  for (let a = 0; a < n; a++) {
    const fa = a % files;
    const ra = (a / files) | 0;
    for (let b = 0; b < n; b++)
      dist[a * n + b] = Math.max(Math.abs(fa - (b % files)), Math.abs(ra - ((b / files) | 0)));
    const centre = 12 - 2 * (Math.abs(2 * fa - files + 1) + Math.abs(2 * ra - ranks + 1));
    edge[a] = 3 * (Math.abs(2 * fa - files + 1) + Math.abs(2 * ra - ranks + 1));
    for (const side of [0, 1]) {
      const advance = (side === 0 ? ra : ranks - 1 - ra) * 8;
      for (let kind = PAWN; kind <= KING; kind++) {
        pst[(kind + 8 * side) * n + a] =
          KIND_VALUE[kind] + (kind === PAWN ? advance : kind === KNIGHT || kind === QUEEN ? centre : 0);
      }
    }
  }
  for (const side of [0, 1]) for (let kind = PAWN; kind < KING; kind++) near[kind + 8 * side] = kind === PAWN ? 2 : 5;
  evalTables.set(g, (t = { pst, dist, near, edge }));
  return t;
}

/**
 * The static evaluation, from the side to move's point of view: material (a king is worth the most: with
 * two, one can be captured), pawns' advance (upgradable 2-4 a little more), knights and queens in the
 * centre, every piece's closeness to the nearest enemy king (the game is won by taking kings), and, for
 * the side ahead, the enemy's last king driven to the edge (where it is mated) with its own king near.
 */
export function evaluate(pos: Position): number {
  const { board, value, g } = pos;
  const n = g.squares;
  const { pst, dist, near, edge } = tablesFor(g);
  const files = g.files;
  // Up to two kings a side: the squares each side must hunt (-1 when none).
  let k0a = -1,
    k0b = -1,
    k1a = -1,
    k1b = -1;
  for (let sq = 0; sq < n; sq++) {
    const c = board[sq];
    if ((c & 7) !== KING) continue;
    if (c < 8) {
      if (k0a < 0) k0a = sq;
      else k0b = sq;
    } else if (k1a < 0) k1a = sq;
    else k1b = sq;
  }
  let s0 = 0;
  let s1 = 0;
  for (let sq = 0; sq < n; sq++) {
    const c = board[sq];
    if (c === 0) continue;
    let s = pst[c * n + sq];
    if ((c & 7) === PAWN && value[sq] <= 4) s += 5;
    const w = near[c];
    if (w !== 0) {
      const a = c < 8 ? k1a : k0a;
      if (a >= 0) {
        const b = c < 8 ? k1b : k0b;
        let d = dist[sq * n + a];
        if (b >= 0 && dist[sq * n + b] < d) d = dist[sq * n + b];
        s += (files - d) * w;
      }
    }
    if (c < 8) s0 += s;
    else s1 += s;
  }
  // The side ahead hunts the other's last king: drives it to the edge and brings its own last king
  // (guarded, so it can't be taken) near, as mating takes.
  if (k1a >= 0 && k1b < 0 && s0 > s1 + 150)
    s0 += edge[k1a] + (k0a >= 0 && k0b < 0 ? (files - dist[k0a * n + k1a]) * 6 : 0);
  else if (k0a >= 0 && k0b < 0 && s1 > s0 + 150)
    s1 += edge[k0a] + (k1a >= 0 && k1b < 0 ? (files - dist[k1a * n + k0a]) * 6 : 0);
  return pos.side === 0 ? s0 - s1 : s1 - s0;
}

export class Searcher {
  nodes = 0;
  private stopped = false;
  private readonly maxNodes: number;
  private readonly maxDepth: number;
  private deadline: number;
  private readonly clock: (() => number) | null;
  /** The search under way, between `start` and its result. */
  private steps: Generator<void, SearchResult, void> | null = null;
  /** Whether the slice under way is over (the caller's `enough`), asked every SLICE_CHECK + 1 nodes. */
  private enough: () => boolean = () => false;
  private pausedAt: number | null = null; // the clock's reading when the last slice ended
  private readonly buffers: Int32Array[];
  private readonly orderScores: Int32Array[];
  private readonly killers = new Int32Array(MAX_PLY * 2).fill(-1);
  private readonly history = new Int32Array(64 * 64);

  constructor(
    readonly pos: Position,
    budget: Budget = {},
  ) {
    this.maxNodes = budget.nodes ?? 50_000;
    this.maxDepth = Math.min(budget.depth ?? 12, MAX_PLY - MAX_QUIESCENCE - 2);
    if (budget.timeMs !== undefined && !budget.clock) throw new Error('a time budget needs a clock');
    this.clock = budget.timeMs !== undefined ? budget.clock! : null;
    this.deadline = this.clock ? this.clock() + budget.timeMs! : Infinity;
    this.buffers = Array.from({ length: MAX_PLY }, () => moveBuffer(pos.g));
    this.orderScores = Array.from({ length: MAX_PLY }, () => new Int32Array(this.buffers[0].length));
  }

  private tick(): void {
    this.nodes++;
    if (this.nodes >= this.maxNodes) this.stopped = true;
    else if (this.clock && (this.nodes & 1023) === 0 && this.clock() >= this.deadline) this.stopped = true;
  }

  /** The whole search at once (see `search`). */
  run(roots: RootMove[]): SearchResult {
    this.start(roots);
    return this.advance()!;
  }

  /** Sets up a search of `roots`, to be run by `advance`. */
  start(roots: RootMove[]): void {
    this.steps = this.search(roots);
  }

  /**
   * Searches on until the search ends (then returns its result) or `enough()` says to stop for now
   * (asked every 256 nodes; then returns null, and the next call goes on where this one stopped). The
   * time between two calls doesn't count against a time budget.
   */
  advance(enough: () => boolean = () => false): SearchResult | null {
    if (!this.steps) throw new Error('no search was started');
    if (this.clock && this.pausedAt !== null) this.deadline += this.clock() - this.pausedAt;
    this.pausedAt = null;
    this.enough = enough;
    const step = this.steps.next();
    if (!step.done) {
      if (this.clock) this.pausedAt = this.clock();
      return null;
    }
    this.steps = null;
    return step.value;
  }

  /** Iterative deepening over the root moves; the best of the last completed iteration. */
  private *search(roots: RootMove[]): Generator<void, SearchResult, void> {
    const order = roots.map((_, i) => i);
    const scores = new Array<number>(roots.length).fill(0);
    let result: SearchResult = { best: order[0], score: 0, depth: 0, nodes: 0 };
    for (let depth = 1; depth <= this.maxDepth; depth++) {
      let alpha = -INFINITY;
      let bestIndex = -1;
      for (const i of order) {
        const root = roots[i];
        this.pos.make(root.move);
        const score = -(yield* this.negamax(depth - 1, -INFINITY, -(alpha - root.bonus), 1)) + root.bonus;
        this.pos.unmake();
        if (this.stopped) break;
        scores[i] = score;
        if (score > alpha) {
          alpha = score;
          bestIndex = i;
        }
      }
      if (this.stopped) {
        // The unfinished iteration searched the last best first: a move that beat it is better still.
        if (bestIndex >= 0 && bestIndex !== order[0]) result = { ...result, best: bestIndex, score: scores[bestIndex] };
        break;
      }
      result = { best: bestIndex, score: alpha, depth, nodes: this.nodes };
      order.sort((a, b) => scores[b] - scores[a]);
      if (Math.abs(alpha) > MATE - MAX_PLY) break; // a forced win or loss is found
    }
    result.nodes = this.nodes;
    return result;
  }

  private terminal(ply: number): number | null {
    const over = this.pos.over();
    if (over === 'lost') return -MATE + ply;
    if (over === 'draw') return 0;
    return null;
  }

  /** Orders moves: captures by victim then attacker, then killers, then history. */
  private score(buf: Int32Array, n: number, ply: number, scores: Int32Array): void {
    const { board } = this.pos;
    for (let i = 0; i < n; i++) {
      const m = buf[i];
      const victim = board[moveTo(m)];
      if (victim) scores[i] = 1_000_000 + KIND_VALUE[victim & 7] * 16 - KIND_VALUE[board[moveFrom(m)] & 7] / 16;
      else if (m === this.killers[ply * 2]) scores[i] = 900_000;
      else if (m === this.killers[ply * 2 + 1]) scores[i] = 800_000;
      else scores[i] = this.history[m & 4095];
    }
  }

  /** Swaps the best-scored move left from `i` into place `i` (a lazy selection sort). */
  private pick(buf: Int32Array, scores: Int32Array, i: number, n: number): number {
    let best = i;
    for (let j = i + 1; j < n; j++) if (scores[j] > scores[best]) best = j;
    if (best !== i) {
      const m = buf[i];
      buf[i] = buf[best];
      buf[best] = m;
      const s = scores[i];
      scores[i] = scores[best];
      scores[best] = s;
    }
    return buf[i];
  }

  /** The squares of the side to move's kings, when it must keep them out of attack; else [-1, -1]. */
  private guardedKings(): [number, number] {
    const pos = this.pos;
    if (!pos.guarded(pos.side)) return [-1, -1];
    const king = KING + 8 * pos.side;
    let a = -1;
    let b = -1;
    for (let sq = 0; sq < pos.g.squares; sq++)
      if (pos.board[sq] === king) {
        if (a < 0) a = sq;
        else b = sq;
      }
    return [a, b];
  }

  /** After making `m`: did it leave a guarded king attacked (so it was not legal)? */
  private exposes(m: number, a: number, b: number): boolean {
    if (a < 0) return false;
    const from = moveFrom(m);
    const to = moveTo(m);
    const enemy = this.pos.side; // the side to move after the move is the enemy of the mover
    return this.pos.attacked(from === a ? to : a, enemy) || (b >= 0 && this.pos.attacked(from === b ? to : b, enemy));
  }

  private *negamax(depth: number, alpha: number, beta: number, ply: number): Generator<void, number, void> {
    this.tick();
    if (this.stopped) return 0;
    if ((this.nodes & SLICE_CHECK) === 0 && this.enough()) yield;
    const end = this.terminal(ply);
    if (end !== null) return end;
    if (depth <= 0 || ply >= MAX_PLY - MAX_QUIESCENCE - 1) return yield* this.quiesce(alpha, beta, ply, 0);
    const pos = this.pos;
    const buf = this.buffers[ply];
    const scores = this.orderScores[ply];
    // Pseudo-legal moves, each checked for legality only when its turn comes (most are cut off before).
    const [ka, kb] = this.guardedKings();
    const n = pos.pseudoMoves(buf, 0);
    this.score(buf, n, ply, scores);
    let best = -INFINITY;
    let legal = 0;
    for (let i = 0; i < n; i++) {
      const m = this.pick(buf, scores, i, n);
      pos.make(m);
      if (this.exposes(m, ka, kb)) {
        pos.unmake();
        continue;
      }
      legal++;
      const s = -(yield* this.negamax(depth - 1, -beta, -alpha, ply + 1));
      pos.unmake();
      if (this.stopped) return 0;
      if (s > best) best = s;
      if (s > alpha) alpha = s;
      if (alpha >= beta) {
        if (!pos.board[moveTo(m)] && moveType(m) === MOVE) {
          if (this.killers[ply * 2] !== m) {
            this.killers[ply * 2 + 1] = this.killers[ply * 2];
            this.killers[ply * 2] = m;
          }
          this.history[m & 4095] += depth * depth;
        }
        break;
      }
    }
    // No legal move: checkmate (the guarded king is attacked) or stalemate.
    if (legal === 0) return ka >= 0 && pos.inCheck(pos.side) ? -MATE + ply : 0;
    return best;
  }

  private *quiesce(alpha: number, beta: number, ply: number, qdepth: number): Generator<void, number, void> {
    this.tick();
    if (this.stopped) return 0;
    if ((this.nodes & SLICE_CHECK) === 0 && this.enough()) yield;
    const end = this.terminal(ply);
    if (end !== null) return end;
    const pos = this.pos;
    const [ka, kb] = this.guardedKings();
    const attacked = ka >= 0 && pos.inCheck(pos.side);
    let best = -INFINITY;
    if (!attacked) {
      best = evaluate(pos);
      if (best >= beta || qdepth >= MAX_QUIESCENCE) return best;
      if (best > alpha) alpha = best;
    } else if (qdepth >= MAX_QUIESCENCE) {
      return evaluate(pos);
    }
    const buf = this.buffers[ply];
    const scores = this.orderScores[ply];
    let n = pos.pseudoMoves(buf, 0);
    if (!attacked) {
      // Captures only; in check, every evasion.
      let k = 0;
      for (let i = 0; i < n; i++) if (pos.board[moveTo(buf[i])]) buf[k++] = buf[i];
      n = k;
    }
    this.score(buf, n, ply, scores);
    let legal = 0;
    for (let i = 0; i < n; i++) {
      const m = this.pick(buf, scores, i, n);
      pos.make(m);
      if (this.exposes(m, ka, kb)) {
        pos.unmake();
        continue;
      }
      legal++;
      const s = -(yield* this.quiesce(-beta, -alpha, ply + 1, qdepth + 1));
      pos.unmake();
      if (this.stopped) return 0;
      if (s > best) best = s;
      if (s > alpha) alpha = s;
      if (alpha >= beta) break;
    }
    if (attacked && legal === 0) return -MATE + ply;
    return best;
  }
}
