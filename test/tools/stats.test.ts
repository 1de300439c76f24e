// The intervals of the balance report (src/tools/stats.ts): a difference of win rates with few uses is
// wide and stays within ±100 points; with many it is the familiar normal interval.
import { describe as suite, expect, it } from 'vitest';
import { difference } from '../../src/tools/stats.js';

/** The normal-approximation interval of a − b, for comparison with many games. */
function wald(winsA: number, nA: number, winsB: number, nB: number) {
  const [pa, pb] = [winsA / nA, winsB / nB];
  const half = 1.96 * Math.sqrt((pa * (1 - pa)) / nA + (pb * (1 - pb)) / nB);
  return { low: pa - pb - half, high: pa - pb + half };
}

suite('difference of two win rates', () => {
  it('a card used once, by a winner, is no evidence: the interval is wide', () => {
    // Tech Poker's report showed such a card at +75.9% [+66.5%, +85.4%].
    const one = difference(1, 1, 19, 79);
    expect(one.d).toBeCloseTo(1 - 19 / 79, 10);
    expect(one.low).toBeLessThan(0);
    expect(one.high).toBeLessThanOrEqual(1);
    const lost = difference(0, 3, 20, 77);
    expect(lost.high).toBeGreaterThan(0);
    expect(lost.low).toBeGreaterThanOrEqual(-1);
  });

  it('stays within −100 and +100 points', () => {
    // Bughouse's report showed one use at +25.3% [−73.1%, +123.8%].
    for (const [wa, na, wb, nb] of [
      [1, 1, 0, 5],
      [0.5, 1, 19.5, 79],
      [0, 2, 3, 3],
      [3, 3, 0, 4],
    ]) {
      const i = difference(wa, na, wb, nb);
      expect(i.low).toBeGreaterThanOrEqual(-1);
      expect(i.high).toBeLessThanOrEqual(1);
      expect(i.low).toBeLessThanOrEqual(i.d);
      expect(i.high).toBeGreaterThanOrEqual(i.d);
    }
  });

  it('with many games it is the normal interval, to a fraction of a point', () => {
    const i = difference(540, 1000, 1400, 3000);
    const w = wald(540, 1000, 1400, 3000);
    expect(Math.abs(i.low - w.low)).toBeLessThan(0.002);
    expect(Math.abs(i.high - w.high)).toBeLessThan(0.002);
  });

  it('nothing to compare on one side: 0 [0, 0]', () => {
    expect(difference(0, 0, 3, 5)).toEqual({ d: 0, low: 0, high: 0 });
  });
});
