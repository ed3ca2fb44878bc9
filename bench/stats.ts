/** Small statistics helpers for benchmarks: percentiles of millisecond samples. */

/** The p-th percentile (0..100) of `samples` by nearest rank; NaN for no samples. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

/** Milliseconds, rounded for a report. */
export const ms = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));
