// "Did you mean …": the nearest known word by edit distance (optimal string alignment, so a swap of two
// neighbouring letters — "exchnage" — costs one).

export function editDistance(a: string, b: string): number {
  // One row per prefix of `a`; each row is filled before it is read, so every index below is in range.
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  const at = (i: number, j: number) => d[i]![j]!;
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = d[i]!;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(at(i, j), at(i - 2, j - 2) + 1);
    }
  }
  return at(a.length, b.length);
}

/** The closest candidate within a third of the word's length (at least 1, at most 3 edits), or null. */
export function didYouMean(word: string, candidates: Iterable<string>): string | null {
  const lower = word.toLowerCase();
  const limit = Math.min(3, Math.max(1, Math.floor(lower.length / 3)));
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const lowerCandidate = candidate.toLowerCase();
    // The distance is at least the difference in length: most candidates need no table at all.
    if (Math.abs(lowerCandidate.length - lower.length) > limit) continue;
    const distance = editDistance(lower, lowerCandidate);
    if (distance > 0 && distance <= limit && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The nearest candidate that `fits` (for a syntax error: the text parses further with it in place of
 * `word`), trying them from the nearest, or null: a near word that does not mend the text is no help.
 */
export function nearestFitting(
  word: string,
  candidates: readonly string[],
  fits: (candidate: string) => boolean,
): string | null {
  const tried = new Set<string>();
  for (
    let near = didYouMean(word, candidates);
    near !== null;
    near = didYouMean(
      word,
      candidates.filter((c) => !tried.has(c)),
    )
  ) {
    if (fits(near)) return near;
    tried.add(near);
  }
  return null;
}
