/** Small helpers for medians and ratios. */
export function median(values: readonly number[]): number | null {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function ratio(value: number | null | undefined, floor: number | null | undefined): number | null {
  if (value === null || value === undefined || floor === null || floor === undefined || floor <= 0) return null;
  return value / floor;
}
