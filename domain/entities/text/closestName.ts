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
  // Row by row: `row[j]` is the distance between a's first i characters and b's first j; a swap looks two rows up.
  let above2: number[] = [];
  let above = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      let distance = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      // Out of range, a[i - 2] or b[j - 2] is undefined and never equal to a character.
      if (a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) distance = Math.min(distance, above2[j - 2]! + 1);
      row.push(distance);
    }
    above2 = above;
    above = row;
  }
  return above[b.length]!;
}

export type DidYouMeanReturnType = string;

/** ' (did you mean `x`?)' for a near miss, '' otherwise: ready to append to a message naming the mistake. */
export function didYouMean(parameters: ClosestNameParameters): DidYouMeanReturnType {
  const suggestion = closestName(parameters);
  return suggestion === undefined ? '' : ` (did you mean \`${suggestion}\`?)`;
}
