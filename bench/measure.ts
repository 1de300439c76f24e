// Timing helpers: a warm-up pass, then the median of several passes. Absolute times drift on shared
// machines; ratios between libraries measured in the same run hold.

/** Median wall time in ms of `passes` runs of `fn`, after one warm-up run. */
export function medianMs(fn: () => unknown, passes = 5): number {
  fn();
  const times: number[] = [];
  for (let i = 0; i < passes; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/** A small seeded generator (mulberry32) for bench inputs, so every library gets the same hands. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Row {
  section: string;
  name: string;
  value: number;
  unit: string;
  ratio?: string; // e.g. "2.3x phe"
  goal?: string; // the goal from the tracker, and whether it is met
}

export const fmt = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toPrecision(3));
