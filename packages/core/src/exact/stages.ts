/**
 * Which stage of a staged exact computation settled each query: the
 * double filter with a proven bound, a double-double evaluation with a
 * proven bound, or exact arithmetic on floating-point expansions. Kept
 * next to {@link ExactCounter} (`stats.ts`), which counts the same queries
 * as `filter` (the first two stages) or `fallback` (the last); every query
 * counts once, under the most expensive stage it needed.
 */

/** The double filter (rounded arithmetic, a semi-static error bound). */
export const STAGE_FILTER = 0;
/**
 * A double-double evaluation with a proven error bound, or the exact-products
 * stage (`signOfDot`: TwoProduct heads and a low part, with a bound from the
 * rounding that actually occurred, which settles exact zeros on grid inputs).
 */
export const STAGE_DOUBLE_DOUBLE = 1;
/** Exact arithmetic on floating-point expansions. */
export const STAGE_EXPANSION = 2;

/** A stage: {@link STAGE_FILTER}, {@link STAGE_DOUBLE_DOUBLE} or {@link STAGE_EXPANSION}. */
export type Stage = 0 | 1 | 2;

/** Counts of queries per deciding stage since the last reset. */
export interface StageStats {
  /** Settled by the double filter. */
  filter: number;
  /** Needed the double-double or exact-products stage, not more. */
  doubleDouble: number;
  /** Needed exact expansions. */
  expansion: number;
}

/**
 * One package's per-stage counter. The counts are doubles in a
 * `Float64Array`: one increment is a load, an add and a store, with no
 * small-integer overflow check and no change of representation after 2^30
 * queries (exact up to 2^53 queries).
 */
export class StageCounter {
  private readonly counts = new Float64Array(3);

  /** Records one query settled by `stage`. */
  count(stage: Stage): void {
    this.counts[stage]!++;
  }

  /** A snapshot (a fresh object). */
  snapshot(): StageStats {
    const counts = this.counts;
    return { filter: counts[0]!, doubleDouble: counts[1]!, expansion: counts[2]! };
  }

  /** Sets every count to zero. */
  reset(): void {
    this.counts.fill(0);
  }
}
