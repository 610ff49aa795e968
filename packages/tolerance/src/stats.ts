/**
 * How the `exact` policy reached its answers. Every exact query counts once:
 * under `filter` when floating point with a proven error bound settled every
 * sign it needed, under `fallback` when at least one sign (or the rounding
 * of a time) needed exact BigInt arithmetic.
 */

/** Counts of exact decisions since the last {@link resetExactStats}. */
export interface ExactStats {
  /** Queries settled by the floating-point filter alone. */
  filter: number;
  /** Queries that needed exact BigInt arithmetic. */
  fallback: number;
}

const counts: ExactStats = { filter: 0, fallback: 0 };

/** A snapshot of the counters (a fresh object; later queries do not change it). */
export function exactStats(): ExactStats {
  return { filter: counts.filter, fallback: counts.fallback };
}

/** Sets both counters to zero. */
export function resetExactStats(): void {
  counts.filter = 0;
  counts.fallback = 0;
}

/** Records one query: settled by the filter (`false`) or by the fallback (`true`). */
export function countQuery(usedFallback: boolean): void {
  if (usedFallback) counts.fallback++;
  else counts.filter++;
}
