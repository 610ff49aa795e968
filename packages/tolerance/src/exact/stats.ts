/**
 * `exact/`: exact arithmetic and the `exact` policy's staged decisions.
 *
 * The package's exact-decision counters (`StageCounter` in
 * `@swept/core/internal`; `exactStats` in `ExactCounter`'s terms is derived
 * from it): every `exact` query counts once, under `filter` when floating
 * point with a proven error bound (the double filter, or the double-double
 * and exact-products stages) settled every sign it needed,
 * under `fallback` when anything needed exact expansion arithmetic; and,
 * per stage, under the most expensive stage it needed.
 */
import { type ExactStats, type Stage, StageCounter, type StageStats } from '@swept/core/internal';

export type { ExactStats, StageStats };

// One counter per stage; `exactStats` is derived from it (one increment per query).
const stages: StageCounter = new StageCounter();

/** Records one `exact` query settled by `stage`. */
export function record(stage: Stage): void {
  stages.count(stage);
}

/** A snapshot of the counters (a fresh object; later queries do not change it). */
export function exactStats(): ExactStats {
  const { filter, doubleDouble, expansion } = stages.snapshot();
  return { filter: filter + doubleDouble, fallback: expansion };
}

/**
 * How often each stage settled an `exact` query since the last reset: the
 * double filter, the double-double stage, or exact expansions.
 */
export function exactStageStats(): StageStats {
  return stages.snapshot();
}

/** Sets every counter to zero. */
export function resetExactStats(): void {
  stages.reset();
}
