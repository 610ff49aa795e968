/**
 * How an exact package reached its answers, with one meaning wherever it is
 * used: every query call counts once, under `filter` when floating point
 * (exact doubles, or rounded doubles with a proven error bound) settled
 * everything it needed, under `fallback` when anything (a sign, a rounding
 * of a time, a separation's post-condition) needed the exact last stage
 * (floating-point expansions in `@swept/tolerance`, exact integers in
 * `@swept/fixed`).
 * `@swept/fixed` and `@swept/tolerance` each keep one counter and export it
 * as `exactStats()` / `resetExactStats()`; the fuzz app reports the rates.
 */

/** Counts of queries since the last reset. */
export interface ExactStats {
  /** Queries settled by the floating-point filter alone. */
  filter: number;
  /** Queries that needed the exact last stage. */
  fallback: number;
}

/** One package's counter; see the module comment for what it counts. */
export class ExactCounter {
  private filter = 0;
  private fallback = 0;

  /** Records one query: settled by the filter (`false`) or by the fallback (`true`). */
  count(usedFallback: boolean): void {
    if (usedFallback) this.fallback++;
    else this.filter++;
  }

  /** A snapshot (a fresh object; later queries do not change it). */
  snapshot(): ExactStats {
    return { filter: this.filter, fallback: this.fallback };
  }

  /** Sets both counts to zero. */
  reset(): void {
    this.filter = 0;
    this.fallback = 0;
  }
}
