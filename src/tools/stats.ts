// Confidence intervals for the figures of simulations and the balance report.

/** The 95% Wilson interval of a proportion (wins / games); fractional wins from ties are fine. */
export function wilson(successes: number, n: number, z = 1.96): { p: number; low: number; high: number } {
  if (n === 0) return { p: 0, low: 0, high: 0 };
  const p = successes / n;
  const denominator = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denominator;
  return { p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** The mean of values with its 95% interval (normal approximation). */
export function meanInterval(values: number[], z = 1.96): { mean: number; low: number; high: number } {
  const n = values.length;
  if (n === 0) return { mean: 0, low: 0, high: 0 };
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? values.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1) : 0;
  const half = z * Math.sqrt(variance / n);
  return { mean, low: mean - half, high: mean + half };
}

/**
 * The difference of two proportions a − b with its 95% interval: Newcombe's hybrid score interval, made
 * of the two Wilson intervals. The normal approximation it replaces gave a card used once by a winner an
 * interval a few points wide (a proportion of 0 or 1 has no variance there) and others beyond ±100%;
 * this one stays within −1 and +1 and is wide when the uses are few, and matches it when they are many.
 */
export function difference(
  winsA: number,
  nA: number,
  winsB: number,
  nB: number,
  z = 1.96,
): { d: number; low: number; high: number } {
  if (nA === 0 || nB === 0) return { d: 0, low: 0, high: 0 };
  const a = wilson(winsA, nA, z);
  const b = wilson(winsB, nB, z);
  const d = a.p - b.p;
  return {
    d,
    low: d - Math.sqrt((a.p - a.low) ** 2 + (b.high - b.p) ** 2),
    high: d + Math.sqrt((a.high - a.p) ** 2 + (b.p - b.low) ** 2),
  };
}

export const percent = (p: number, digits = 1) => `${(p * 100).toFixed(digits)}%`;
