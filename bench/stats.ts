// Summaries of noisy samples: the machine is shared, so every figure is a median with its
// min–max, and comparisons are ratios of medians.

/** Median, min, max and count of a sample. */
export interface Summary {
  median: number;
  min: number;
  max: number;
  n: number;
}

/** The value at quantile `q` (0–1) of an ascending-sorted array, nearest-rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] as number;
}

/** Summarise a sample. */
export function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: quantile(sorted, 0.5), min: sorted[0] ?? Number.NaN, max: sorted.at(-1) ?? Number.NaN, n: sorted.length };
}

/** a / b, or null when b is zero or either is missing, so a ratio never shows as Infinity. */
export function ratio(a: number | undefined, b: number | undefined): number | null {
  if (a === undefined || b === undefined || !Number.isFinite(a) || !Number.isFinite(b) || b === 0) return null;
  return a / b;
}
