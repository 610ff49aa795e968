/**
 * How the exact decisions were settled: by the double-precision filter
 * (exact doubles, or rounded doubles with a proven error bound) or by the
 * BigInt fallback. One count per query call (the post-condition checks of a
 * separation count once each). The fuzz app reports the rates.
 */
const counts = { filter: 0, fallback: 0 };

/** Counts since the last reset: `{ filter, fallback }` (a fresh copy). */
export function exactStats(): { filter: number; fallback: number } {
  return { filter: counts.filter, fallback: counts.fallback };
}

/** Sets both counts to zero. */
export function resetExactStats(): void {
  counts.filter = 0;
  counts.fallback = 0;
}

/** Records a decision settled in doubles. */
export function countFilter(): void {
  counts.filter += 1;
}

/** Records a decision that needed BigInt. */
export function countFallback(): void {
  counts.fallback += 1;
}
