// The seeded random number generator. Its whole state is a short array of numbers kept inside the game
// state, so a saved game resumes with the same future, and the same seed and actions replay the same game.
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/** The generator's state: plain numbers, JSON-safe. */
export type RngState = number[];

export function seedRng(seed: number): RngState {
  return [...xoroshiro128plus(seed | 0).getState()];
}

/** A live generator over a state array: draws write the new state back into `holder.rng`. */
export class Rng {
  private readonly generator: ReturnType<typeof xoroshiro128plusFromState>;

  constructor(private readonly holder: { rng: RngState }) {
    this.generator = xoroshiro128plusFromState(holder.rng);
  }

  /** A whole number from `from` to `to`, both included. */
  int(from: number, to: number): number {
    const n = uniformInt(this.generator, from, to);
    this.holder.rng = [...this.generator.getState()];
    return n;
  }

  /** Fisher–Yates, in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  }
}
