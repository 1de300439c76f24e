// The seeded random number generator. Its whole state is a short array of numbers kept inside the game
// state, so a saved game resumes with the same future, and the same seed and actions replay the same game.
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { checkSeed } from './config.js';

/** The generator's state: plain numbers, JSON-safe. */
export type RngState = number[];

/**
 * The state for a seed: any safe integer, negative too, each its own. pure-rand seeds from 32 bits, so
 * the low 32 bits seed it as they always have (every seed from -2^31 to 2^31-1 deals exactly the games
 * it dealt before: saves and share links replay) and the high bits, zero for those seeds, are mixed into
 * the state's last word, which pure-rand's seeding leaves at zero. A seed that isn't a safe integer is
 * refused (RuleError `config/seed`), never cut to another one.
 */
export function seedRng(seed: number): RngState {
  checkSeed(seed);
  const low = seed | 0; // the low 32 bits, signed
  const high = (seed - low) / 2 ** 32; // exact: from -2^21 to 2^21
  const [s01, s00, s11, s10] = xoroshiro128plus(low).getState();
  // Multiplying by an odd number is one-to-one on 32 bits, so no two seeds share a state; it spreads
  // neighbouring high parts over the whole word.
  return [s01!, s00!, s11!, s10! ^ Math.imul(high, 0x9e3779b9)];
}

/**
 * A live generator over a state array: draws write the new state back into `holder.rng`.
 *
 * The generator is xoroshiro128+ as pure-rand steps it (the same numbers from the same state), kept in four
 * fields here rather than in pure-rand's object: pure-rand's only way out of its state, getState, makes a new
 * array, and a random bot draws once for every option of every choice, so an array per draw was a tenth of
 * what a random game allocated.
 */
export class Rng {
  private s01: number;
  private s00: number;
  private s11: number;
  private s10: number;
  private own: RngState | null = null; // the array this Rng put in the holder, changed in place after

  constructor(private readonly holder: { rng: RngState }) {
    const state = holder.rng;
    if (state.length !== 4) throw new Error('The state must have been produced by a xoroshiro128plus RandomGenerator');
    this.s01 = state[0]!;
    this.s00 = state[1]!;
    this.s11 = state[2]!;
    this.s10 = state[3]!;
  }

  /** A whole number from `from` to `to`, both included. */
  int(from: number, to: number): number {
    const n = uniformInt(this, from, to);
    this.save();
    return n;
  }

  /** Fisher–Yates, in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = uniformInt(this, 0, i);
      const t = items[i]!;
      items[i] = items[j]!;
      items[j] = t;
    }
    this.save();
    return items;
  }

  /** The next 32 bits, signed: xoroshiro128+'s step, word for word pure-rand's (uniformInt draws with it). */
  next(): number {
    const out = (this.s00 + this.s10) | 0;
    const a0 = this.s10 ^ this.s00;
    const a1 = this.s11 ^ this.s01;
    const s00 = this.s00;
    const s01 = this.s01;
    this.s00 = (s00 << 24) ^ (s01 >>> 8) ^ a0 ^ (a0 << 16);
    this.s01 = (s01 << 24) ^ (s00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
    this.s10 = (a1 << 5) ^ (a0 >>> 27);
    this.s11 = (a0 << 5) ^ (a1 >>> 27);
    return out;
  }

  /** For pure-rand's RandomGenerator: a generator at this one's state, apart from it and from the holder. */
  clone(): Rng {
    return new Rng({ rng: this.getState() });
  }

  /** For pure-rand's RandomGenerator: the state as a new array. */
  getState(): RngState {
    return [this.s01, this.s00, this.s11, this.s10];
  }

  /**
   * Writes the state into the holder, once per call of `int` or `shuffle`, not once per draw. The first
   * write puts a new array there, this Rng's own; later ones, while the holder still has that array, change
   * it in place. The array the holder had before is never changed, so a copy of the state made before this
   * Rng drew keeps its own; a copy made between two draws of one Rng must copy the array too (clonePlain
   * does; every Rng over a game state draws in one call and is dropped).
   */
  private save(): void {
    const own = this.own;
    if (own !== null && this.holder.rng === own) {
      own[0] = this.s01;
      own[1] = this.s00;
      own[2] = this.s11;
      own[3] = this.s10;
    } else this.own = this.holder.rng = this.getState();
  }
}
