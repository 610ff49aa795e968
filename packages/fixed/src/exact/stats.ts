/**
 * The package's exact-decision counter (see `ExactCounter` in
 * `@swept/core/internal` for what it counts: every query once).
 */
import { ExactCounter, type ExactStats } from '@swept/core/internal';

export type { ExactStats };

/** The counter every query of this package records into. */
export const counter: ExactCounter = new ExactCounter();

/**
 * Counts since the last reset (a fresh copy), one per query call:
 * `filter` for a call settled entirely in doubles (exact doubles or a proven
 * filter), `fallback` for one that needed the limb stage (`limbs.ts`) in any
 * of its parts — for the pair queries the exact coefficients, for the wall
 * queries a limb piece or an end's exact coefficients. No stage uses BigInt.
 *
 * @example
 * resetExactStats();
 * circleSegmentTimeOfImpact({ x: 0, y: 5 * ONE }, { x: 0, y: -5 * ONE }, ONE, { x: -ONE, y: 0 }, { x: ONE, y: 0 });
 * exactStats(); // { filter: 1, fallback: 0 }
 */
export function exactStats(): ExactStats {
  return counter.snapshot();
}

/** Sets both counts to zero. */
export function resetExactStats(): void {
  counter.reset();
}
