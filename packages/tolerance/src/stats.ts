/**
 * The package's exact-decision counter (see `ExactCounter` in
 * `@swept/core/internal`: every `exact` query counts once, under `filter`
 * when floating point with a proven error bound settled every sign it
 * needed, under `fallback` when anything needed exact BigInt arithmetic).
 */
import { ExactCounter, type ExactStats } from '@swept/core/internal';

export type { ExactStats };

/** The counter every `exact` query records into. */
export const counter: ExactCounter = new ExactCounter();

/** A snapshot of the counters (a fresh object; later queries do not change it). */
export function exactStats(): ExactStats {
  return counter.snapshot();
}

/** Sets both counters to zero. */
export function resetExactStats(): void {
  counter.reset();
}
