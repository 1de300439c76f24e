// The seeded random number generator. Its whole state is a short array of numbers kept inside the game
// state, so a saved game resumes with the same future, and the same seed and actions replay the same game.
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
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
  return [s01, s00, s11, s10 ^ Math.imul(high, 0x9e3779b9)];
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
    // getState gives a new array each time (typed readonly, as the generator's own view of it): the
    // holder's is replaced, never changed, so a copy of the state made earlier keeps its own.
    this.holder.rng = this.generator.getState() as RngState;
    return n;
  }

  /** Fisher–Yates, in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const t = items[i];
      items[i] = items[j];
      items[j] = t;
    }
    return items;
  }
}
