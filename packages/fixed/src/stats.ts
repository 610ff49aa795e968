/**
 * The package's exact-decision counter (see `ExactCounter` in
 * `@swept/core/internal` for what it counts: every query once).
 */
import { ExactCounter, type ExactStats } from '@swept/core/internal';

export type { ExactStats };

/** The counter every query of this package records into. */
export const counter: ExactCounter = new ExactCounter();

/** Counts since the last reset: `{ filter, fallback }` (a fresh copy). */
export function exactStats(): ExactStats {
  return counter.snapshot();
}

/** Sets both counts to zero. */
export function resetExactStats(): void {
  counter.reset();
}
