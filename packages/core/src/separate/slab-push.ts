/**
 * The push that separates two overlapping boxes (or cuboids) on their axis
 * of least penetration: they overlap on every other axis, so they stop
 * overlapping exactly when `|b − a| ≥ ha + hb` on this one, decided by the
 * same per-axis predicate as `boxesOverlap` (`overlapOnAxis`).
 *
 * The exact push `p = ha + hb − |b − a|` is tried first, split by
 * `pushShare`; while rounding still leaves the two overlapping, the push
 * grows by one ulp of the largest magnitude involved on this axis, doubling
 * each time (as `separateCircles`), so the result is at most a few ulps
 * farther apart than exactly touching, still split by mass. The predicate
 * is a parameter: `@swept/tolerance`'s `exact` policy pushes with the same
 * loop under the exact per-axis test.
 */
import { overlapOnAxis } from '../overlap/box-box.ts';
import { flushTiny } from '../vec.ts';
import { ULP_FACTOR } from './push-share.ts';

/** The new coordinates on the pushed axis, written by {@link pushApartOnAxis}. */
export const pushed: { a: number; b: number } = { a: 0, b: 0 };

/**
 * Pushes `a` and `b` apart on one axis (B away from A, `+` when they
 * coincide) until `overlaps` (by default the core's `overlapOnAxis`) is false.
 */
export function pushApartOnAxis(
  a: number,
  ha: number,
  b: number,
  hb: number,
  shareA: number,
  shareB: number,
  overlaps: (a: number, ha: number, b: number, hb: number) => boolean = overlapOnAxis,
): void {
  const d = b - a;
  const n = d < 0 ? -1 : 1;
  const depth = ha + hb - Math.abs(d);
  const scale = Math.max(Math.abs(a), Math.abs(b), ha + hb);
  let push = depth;
  for (let extra = scale * ULP_FACTOR; ; extra *= 2) {
    const a2 = flushTiny(a - n * push * shareA);
    const b2 = flushTiny(b + n * push * shareB);
    if (!overlaps(a2, ha, b2, hb)) {
      pushed.a = a2;
      pushed.b = b2;
      return;
    }
    push = depth + extra;
  }
}
