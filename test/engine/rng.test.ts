import { describe, expect, it } from 'vitest';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { Rng, seedRng } from '../../src/engine/rng.js';

describe('Rng', () => {
  it('draws the numbers pure-rand draws from the same state, and leaves the state pure-rand leaves', () => {
    for (const seed of [0, 1, -7, 2 ** 40 + 3]) {
      const holder = { rng: seedRng(seed) };
      const reference = xoroshiro128plusFromState(holder.rng);
      const rng = new Rng(holder);
      for (let i = 0; i < 2000; i++) {
        const to = 1 + (i % 60);
        expect(rng.int(0, to)).toBe(uniformInt(reference, 0, to));
      }
      const items = Array.from({ length: 52 }, (_, i) => i);
      const expected = [...items];
      for (let i = expected.length - 1; i > 0; i--) {
        const j = uniformInt(reference, 0, i);
        [expected[i], expected[j]] = [expected[j]!, expected[i]!];
      }
      expect(rng.shuffle(items)).toEqual(expected);
      expect(holder.rng).toEqual(reference.getState());
    }
  });

  it('never changes the array a state held before it drew: an earlier copy keeps its future', () => {
    const holder = { rng: seedRng(5) };
    const before = holder.rng;
    const copy = [...before];
    const rng = new Rng(holder);
    rng.int(0, 9);
    rng.int(0, 9);
    expect(before).toEqual(copy);
    expect(holder.rng).not.toBe(before);
    expect(JSON.parse(JSON.stringify(holder))).toEqual(holder); // plain JSON
  });

  it('makes one state array per Rng, not one per draw (a random bot draws for every option)', () => {
    const holder = { rng: seedRng(5) };
    const rng = new Rng(holder);
    rng.int(0, 9);
    const own = holder.rng;
    for (let i = 0; i < 100; i++) rng.int(0, 9);
    rng.shuffle([1, 2, 3, 4]);
    expect(holder.rng).toBe(own);
  });
});
