/**
 * The package's exact-decision counters (see `ExactCounter` and
 * `StageCounter` in `@swept/core/internal`): every `exact` query counts
 * once, under `filter` when floating point with a proven error bound (the
 * double filter, or the double-double stage) settled every sign it needed,
 * under `fallback` when anything needed exact expansion arithmetic; and,
 * per stage, under the most expensive stage it needed.
 */
import {
  ExactCounter,
  type ExactStats,
  STAGE_EXPANSION,
  STAGE_FILTER,
  type Stage,
  StageCounter,
  type StageStats,
} from '@swept/core/internal';

export type { ExactStats, StageStats };

const counter: ExactCounter = new ExactCounter();
const stages: StageCounter = new StageCounter();

/** Records one `exact` query settled by `stage`. */
export function record(stage: Stage): void {
  counter.count(stage === STAGE_EXPANSION);
  stages.count(stage);
}

/**
 * Records one `exact` wall query: settled by its floating-point filter, or
 * by its exact last resort (counted as the expansion stage).
 */
export function recordWall(fallback: boolean): void {
  record(fallback ? STAGE_EXPANSION : STAGE_FILTER);
}

/** A snapshot of the counters (a fresh object; later queries do not change it). */
export function exactStats(): ExactStats {
  return counter.snapshot();
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
  counter.reset();
  stages.reset();
}
