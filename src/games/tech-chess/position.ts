// The fast board: a position of pieces only (no cards, hands or deck), with make/unmake, attack tests and
// legal move generation. The game module builds one from its state to list the legal moves; the bot
// searches on it; `perft` counts its move tree. Everything about movement comes from the ChessConfig
// (the rules file), precomputed into tables once per configuration.
//
// Squares are numbered rank * files + file: a1 = 0, f1 = 5, a2 = 6 … f6 = 35 (the board zone's slots).
// Side 0 is the first player (ranks 1-2 at the start, forward is up); side 1 the second player.
// A piece is a code: kind + 8 * side (1..5 for side 0, 9..13 for side 1), 0 for an empty square.
// A move is a number: from | to << 6 | type << 12 | value << 16, where the type is MOVE (to a square,
// capturing what is there), BUILD (a card of `value` onto the empty `to`), UPGRADE (the piece on `to`
// becomes a card of `value`) or PASS.
import { KING, KNIGHT, PAWN, QUEEN, ROOK, type ChessConfig } from './config.js';

export const MOVE = 0;
export const BUILD = 1;
export const UPGRADE = 2;
export const PASS = 3;

export const moveFrom = (m: number) => m & 63;
export const moveTo = (m: number) => (m >> 6) & 63;
export const moveType = (m: number) => (m >> 12) & 3;
export const moveValue = (m: number) => (m >> 16) & 15;
export const encodeMove = (from: number, to: number, type = MOVE, value = 0) =>
  from | (to << 6) | (type << 12) | (value << 16);

/** The eight directions as (file, rank) steps; `OPPOSITE[d]` points back. */
const DIRS: [number, number][] = [
  [0, 1],
  [0, -1],
  [1, 0],
  [-1, 0],
  [1, 1],
  [-1, 1],
  [1, -1],
  [-1, -1],
];
const OPPOSITE = [1, 0, 3, 2, 7, 6, 5, 4];
const ORTHOGONAL = 0b00001111;
const ALL = 0b11111111;
const KNIGHT_LEAPS: [number, number][] = [
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
];

/** The tables of one configuration: rays, knight leaps, and how each piece code moves. */
export interface Geometry {
  config: ChessConfig;
  files: number;
  squares: number;
  longest: number; // the longest ray
  ray: Int8Array; // ray[(sq * 8 + dir) * longest + k]: the k-th square from sq in that direction
  rayLength: Int8Array; // rayLength[sq * 8 + dir]
  leap: Int8Array; // leap[sq * 8 + k]: knight targets
  leapCount: Int8Array; // leapCount[sq]
  mask: Int32Array; // mask[code]: the directions a piece of that code moves along (bits of DIRS)
  range: Int32Array; // range[code]: how far along them
  kindOfValue: number[];
  names: string[]; // names[sq]: the square's name, "a1" … "f6" (options and log lines name squares every turn)
}

const geometries = new WeakMap<ChessConfig, Geometry>();

export function geometry(config: ChessConfig): Geometry {
  const known = geometries.get(config);
  if (known) return known;
  const { files, ranks } = config;
  const squares = files * ranks;
  if (squares > 64) throw new Error('the board has more than 64 squares');
  const longest = Math.max(files, ranks);
  const ray = new Int8Array(squares * 8 * longest);
  const rayLength = new Int8Array(squares * 8);
  const leap = new Int8Array(squares * 8);
  const leapCount = new Int8Array(squares);
  const on = (f: number, r: number) => f >= 0 && f < files && r >= 0 && r < ranks;
  for (let sq = 0; sq < squares; sq++) {
    const f0 = sq % files;
    const r0 = Math.floor(sq / files);
    DIRS.forEach(([df, dr], d) => {
      let n = 0;
      for (let f = f0 + df, r = r0 + dr; on(f, r); f += df, r += dr) ray[(sq * 8 + d) * longest + n++] = r * files + f;
      rayLength[sq * 8 + d] = n;
    });
    for (const [df, dr] of KNIGHT_LEAPS)
      if (on(f0 + df, r0 + dr)) leap[sq * 8 + leapCount[sq]++] = (r0 + dr) * files + f0 + df;
  }
  const mask = new Int32Array(16);
  const range = new Int32Array(16);
  const pawnMask = (side: number) =>
    config.pawnSteps.reduce((m, s) => {
      const d = DIRS.findIndex(([df, dr]) => df === s.file && dr === (side === 0 ? s.rank : -s.rank));
      if (d < 0) throw new Error('a pawn step must be to a neighbouring square');
      return m | (1 << d);
    }, 0);
  for (const side of [0, 1]) {
    const at = (kind: number, m: number, r: number) => ((mask[kind + 8 * side] = m), (range[kind + 8 * side] = r));
    at(PAWN, pawnMask(side), config.pawnRange);
    at(ROOK, ORTHOGONAL, longest);
    at(KNIGHT, 0, 0);
    at(QUEEN, ALL, longest);
    at(KING, ALL, config.kingRange);
  }
  const names = Array.from({ length: squares }, (_, sq) => squareName({ files }, sq));
  const g: Geometry = {
    config,
    files,
    squares,
    longest,
    ray,
    rayLength,
    leap,
    leapCount,
    mask,
    range,
    kindOfValue: config.kindOfValue,
    names,
  };
  geometries.set(config, g);
  return g;
}

/** A position, changed in place by `make` and restored by `unmake`. */
export class Position {
  readonly g: Geometry;
  readonly board: Int8Array; // piece codes by square
  readonly value: Int8Array; // card values by square (0 when empty): how the piece moves, what it is worth
  readonly kings: Int32Array; // kings on the board, by side
  readonly pieces: Int32Array; // pieces on the board, kings included, by side
  side = 0; // the side to move
  // Three numbers per move made and not yet taken back: the move, the code and the value that were on its
  // `to` square. A plain list that grows as the search goes deeper: typed arrays large enough for any
  // depth cost a backing store each, and the game builds a position several times per action.
  private readonly undo: number[] = [];

  constructor(g: Geometry) {
    this.g = g;
    this.board = new Int8Array(g.squares);
    this.value = new Int8Array(g.squares);
    this.kings = new Int32Array(2);
    this.pieces = new Int32Array(2);
  }

  /** Puts a card of `value` for `side` on an empty square (setting up, not a move). */
  put(sq: number, side: number, value: number): void {
    const kind = this.g.kindOfValue[value];
    if (!kind) throw new Error(`a card of value ${value} is no piece`);
    if (this.board[sq]) throw new Error(`square ${sq} is taken`);
    this.board[sq] = kind + 8 * side;
    this.value[sq] = value;
    this.pieces[side]++;
    if (kind === KING) this.kings[side]++;
  }

  clone(): Position {
    const p = new Position(this.g);
    p.board.set(this.board);
    p.value.set(this.value);
    p.kings.set(this.kings);
    p.pieces.set(this.pieces);
    p.side = this.side;
    return p;
  }

  make(m: number): void {
    const to = moveTo(m);
    const side = this.side;
    this.undo.push(m, this.board[to], this.value[to]);
    switch (moveType(m)) {
      case MOVE: {
        const from = moveFrom(m);
        const captured = this.board[to];
        if (captured) {
          this.pieces[side ^ 1]--;
          if ((captured & 7) === KING) this.kings[side ^ 1]--;
        }
        this.board[to] = this.board[from];
        this.value[to] = this.value[from];
        this.board[from] = 0;
        this.value[from] = 0;
        break;
      }
      case BUILD: {
        const v = moveValue(m);
        const kind = this.g.kindOfValue[v];
        this.board[to] = kind + 8 * side;
        this.value[to] = v;
        this.pieces[side]++;
        if (kind === KING) this.kings[side]++;
        break;
      }
      case UPGRADE: {
        const v = moveValue(m);
        const before = this.board[to] & 7;
        const kind = this.g.kindOfValue[v];
        this.board[to] = kind + 8 * side;
        this.value[to] = v;
        if (before === KING) this.kings[side]--;
        if (kind === KING) this.kings[side]++;
        break;
      }
    }
    this.side = side ^ 1;
  }

  unmake(): void {
    const undo = this.undo;
    const value = undo.pop()!;
    const code = undo.pop()!;
    const m = undo.pop()!;
    const to = moveTo(m);
    const side = (this.side ^= 1);
    switch (moveType(m)) {
      case MOVE: {
        const from = moveFrom(m);
        this.board[from] = this.board[to];
        this.value[from] = this.value[to];
        this.board[to] = code;
        this.value[to] = value;
        if (code) {
          this.pieces[side ^ 1]++;
          if ((code & 7) === KING) this.kings[side ^ 1]++;
        }
        break;
      }
      case BUILD: {
        const kind = this.board[to] & 7;
        this.board[to] = 0;
        this.value[to] = 0;
        this.pieces[side]--;
        if (kind === KING) this.kings[side]--;
        break;
      }
      case UPGRADE: {
        const now = this.board[to] & 7;
        this.board[to] = code;
        this.value[to] = value;
        if (now === KING) this.kings[side]--;
        if ((code & 7) === KING) this.kings[side]++;
        break;
      }
    }
  }

  /** Is `sq` attacked by a piece of side `by`? */
  attacked(sq: number, by: number): boolean {
    const { ray, rayLength, longest, mask, range, leap, leapCount } = this.g;
    const board = this.board;
    for (let d = 0; d < 8; d++) {
      const n = rayLength[sq * 8 + d];
      const base = (sq * 8 + d) * longest;
      for (let k = 0; k < n; k++) {
        const c = board[ray[base + k]];
        if (c === 0) continue;
        // The piece found attacks back along the opposite direction, if it moves that way that far.
        if (c >> 3 === by && (mask[c] & (1 << OPPOSITE[d])) !== 0 && k < range[c]) return true;
        break;
      }
    }
    const knight = KNIGHT + 8 * by;
    for (let k = 0, n = leapCount[sq]; k < n; k++) if (board[leap[sq * 8 + k]] === knight) return true;
    return false;
  }

  /** Is a king of `side` attacked? */
  inCheck(side: number): boolean {
    const king = KING + 8 * side;
    for (let sq = 0; sq < this.g.squares; sq++) if (this.board[sq] === king && this.attacked(sq, side ^ 1)) return true;
    return false;
  }

  /** Must `side` keep its kings out of attack (C5)? With one king yes, with two by the ruling. */
  guarded(side: number): boolean {
    const k = this.kings[side];
    return k === 1 ? this.g.config.guard[1] : k > 1 ? this.g.config.guard[0] : false;
  }

  /** The game is over in this position: the side to move has no king, or two lone kings remain. */
  over(): 'lost' | 'draw' | null {
    if (this.kings[this.side] === 0) return 'lost';
    if (
      this.g.config.twoLoneKingsDraw &&
      this.pieces[0] === 1 &&
      this.pieces[1] === 1 &&
      this.kings[0] === 1 &&
      this.kings[1] === 1
    )
      return 'draw';
    return null;
  }

  /** Writes the pseudo-legal piece moves of the side to move into `out` from `at`; returns the new end. */
  pseudoMoves(out: Int32Array, at: number): number {
    const { ray, rayLength, longest, mask, range, leap, leapCount, squares } = this.g;
    const board = this.board;
    const side = this.side;
    let n = at;
    for (let sq = 0; sq < squares; sq++) {
      const c = board[sq];
      if (c === 0 || c >> 3 !== side) continue;
      if ((c & 7) === KNIGHT) {
        for (let k = 0, len = leapCount[sq]; k < len; k++) {
          const t = leap[sq * 8 + k];
          const o = board[t];
          if (o === 0 || o >> 3 !== side) out[n++] = sq | (t << 6);
        }
        continue;
      }
      const m = mask[c];
      const r = range[c];
      for (let d = 0; d < 8; d++) {
        if ((m & (1 << d)) === 0) continue;
        const len = Math.min(rayLength[sq * 8 + d], r);
        const base = (sq * 8 + d) * longest;
        for (let k = 0; k < len; k++) {
          const t = ray[base + k];
          const o = board[t];
          if (o === 0) {
            out[n++] = sq | (t << 6);
            continue;
          }
          if (o >> 3 !== side) out[n++] = sq | (t << 6);
          break;
        }
      }
    }
    return n;
  }

  /** Does this move (made and taken back here) leave the mover's guarded kings out of attack? */
  legalAfter(m: number): boolean {
    const side = this.side;
    if (!this.guarded(side)) return true;
    this.make(m);
    const ok = !this.inCheck(side);
    this.unmake();
    return ok;
  }

  /** The legal piece moves of the side to move, written into `out` from `at`; returns the new end. */
  legalMoves(out: Int32Array, at = 0): number {
    if (this.over()) return at;
    const end = this.pseudoMoves(out, at);
    const side = this.side;
    if (!this.guarded(side)) return end;
    // The guarded kings' squares, found once: a move of one of them takes it to the move's square.
    const king = KING + 8 * side;
    let a = -1;
    let b = -1;
    for (let sq = 0; sq < this.g.squares; sq++)
      if (this.board[sq] === king) {
        if (a < 0) a = sq;
        else b = sq;
      }
    const enemy = side ^ 1;
    // Only some moves can leave a king attacked: any move while one is attacked, a king's own move, and a
    // move off a square that shields a king from a line piece. Every other move is legal untried.
    const underAttack = this.attacked(a, enemy) || (b >= 0 && this.attacked(b, enemy));
    let low = 0; // shield squares 0-31, as bits
    let high = 0; // shield squares 32-63
    if (!underAttack) {
      for (const k of b < 0 ? [a] : [a, b]) {
        for (const sq of this.shields(k, enemy)) {
          if (sq < 32) low |= 1 << sq;
          else high |= 1 << (sq - 32);
        }
      }
    }
    let n = at;
    for (let i = at; i < end; i++) {
      const m = out[i];
      const from = moveFrom(m);
      const shield = from < 32 ? (low >>> from) & 1 : (high >>> (from - 32)) & 1;
      if (!underAttack && from !== a && from !== b && shield === 0) {
        out[n++] = m;
        continue;
      }
      const to = moveTo(m);
      this.make(m);
      const ok = !this.attacked(from === a ? to : a, enemy) && (b < 0 || !this.attacked(from === b ? to : b, enemy));
      this.unmake();
      if (ok) out[n++] = m;
    }
    return n;
  }

  /**
   * The squares of pieces that shield the king on `sq` from a line piece of side `by`: along each ray,
   * the first piece if it is the king's own and the next one beyond it is such a piece, in reach.
   */
  private shields(sq: number, by: number): number[] {
    const { ray, rayLength, longest, mask, range } = this.g;
    const board = this.board;
    const out: number[] = [];
    for (let d = 0; d < 8; d++) {
      const len = rayLength[sq * 8 + d];
      const base = (sq * 8 + d) * longest;
      let own = -1;
      for (let k = 0; k < len; k++) {
        const c = board[ray[base + k]];
        if (c === 0) continue;
        if (own < 0) {
          if (c >> 3 === by) break; // an attacker in front: nothing is shielded along this ray
          own = ray[base + k];
          continue;
        }
        // As `attacked` reads it with the shield gone: this piece attacks back along the ray, that far.
        if (c >> 3 === by && (mask[c] & (1 << OPPOSITE[d])) !== 0 && k < range[c]) out.push(own);
        break;
      }
    }
    return out;
  }
}

/** A move buffer big enough for any position: every square's piece with every ray. */
export const moveBuffer = (g: Geometry) => new Int32Array(g.squares * 8 * g.longest + 64);

/**
 * Counts the leaf nodes of the legal move tree `depth` plies deep (piece moves only: builds, upgrades and
 * card effects depend on the hands, which a position does not hold). A finished game has no moves.
 */
export function perft(pos: Position, depth: number): number {
  if (depth === 0) return 1;
  const buffers = Array.from({ length: depth }, () => moveBuffer(pos.g));
  const walk = (d: number): number => {
    const buf = buffers[d - 1];
    const n = pos.legalMoves(buf);
    if (d === 1) return n;
    let total = 0;
    for (let i = 0; i < n; i++) {
      pos.make(buf[i]);
      total += walk(d - 1);
      pos.unmake();
    }
    return total;
  };
  return walk(depth);
}

/** `perft` split by first move: square names to counts, for finding where two generators differ. */
export function divide(pos: Position, depth: number): Record<string, number> {
  const buf = moveBuffer(pos.g);
  const n = pos.legalMoves(buf);
  const out: Record<string, number> = {};
  for (let i = 0; i < n; i++) {
    pos.make(buf[i]);
    out[`${squareName(pos.g, moveFrom(buf[i]))}${squareName(pos.g, moveTo(buf[i]))}`] =
      depth <= 1 ? 1 : perft(pos, depth - 1);
    pos.unmake();
  }
  return out;
}

export const squareName = (g: Pick<Geometry, 'files'>, sq: number) =>
  `${String.fromCharCode(97 + (sq % g.files))}${Math.floor(sq / g.files) + 1}`;

export function squareOf(g: Pick<Geometry, 'files' | 'squares'>, name: string): number {
  const m = /^([a-z])([1-9][0-9]?)$/.exec(name);
  if (!m) return -1;
  const sq = (Number(m[2]) - 1) * g.files + (m[1].charCodeAt(0) - 97);
  return m[1].charCodeAt(0) - 97 < g.files && sq < g.squares ? sq : -1;
}
