/**
 * "Did you mean ...?" for a misspelt name: the known name nearest to what was written, by edit distance
 * (insertions, deletions, substitutions and swaps of two neighbours, the usual typing slips). It runs when
 * createWalletport refuses an unknown option, so it stays small: no library, and the entry pays a few bytes.
 */

export type ClosestNameParameters = {
  /** The name as written. */
  readonly name: string;
  /** The names that exist. */
  readonly known: readonly string[];
};

/** The nearest known name, or undefined when none is close enough to be the one meant. */
export type ClosestNameReturnType = string | undefined;

export type ClosestNameErrorType = never;

/**
 * The nearest known name within a distance that grows with the name's length (1 for short names, at most 3),
 * compared without case, so `thememode` finds `themeMode` too. On a tie the first known name wins.
 */
export function closestName({ name, known }: ClosestNameParameters): ClosestNameReturnType {
  const limit = Math.max(1, Math.min(3, Math.floor(name.length / 4)));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of known) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

export type EditDistanceReturnType = number;

/**
 * The optimal-string-alignment distance: the Levenshtein distance where swapping two neighbouring characters
 * counts as one edit (`accnet` is one slip from `accent`, not two).
 */
export function editDistance(a: string, b: string): EditDistanceReturnType {
  // d[i * width + j]: the distance between a's first i characters and b's first j.
  const width = b.length + 1;
  const d = new Array<number>((a.length + 1) * width).fill(0);
  const at = (i: number, j: number): number => d[i * width + j] ?? 0;
  for (let i = 0; i <= a.length; i += 1) d[i * width] = i;
  for (let j = 0; j <= b.length; j += 1) d[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) distance = Math.min(distance, at(i - 2, j - 2) + 1);
      d[i * width + j] = distance;
    }
  }
  return at(a.length, b.length);
}

export type DidYouMeanReturnType = string;

/** ' (did you mean `x`?)' for a near miss, '' otherwise: ready to append to a message naming the mistake. */
export function didYouMean(parameters: ClosestNameParameters): DidYouMeanReturnType {
  const suggestion = closestName(parameters);
  return suggestion === undefined ? '' : ` (did you mean \`${suggestion}\`?)`;
}
