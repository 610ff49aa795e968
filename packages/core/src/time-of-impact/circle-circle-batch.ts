import { CIRCLE_FIELDS, checkBatch2, checkSentinel } from '../batch.ts';
import { firstTouchTime } from '../quadratic.ts';
import type { MovingCircles, Vec2 } from '../types.ts';

/** The sentinel of the last pass (see `batch.ts`). */
let passSum = 0;
let passNegative = false;

/**
 * {@link sweptCirclesBatch} with times of impact: for each hit, `t[i]`
 * becomes the first touch time (exactly `circlesTimeOfImpact(…).t`); for a
 * miss `t[i]` is left as it was. Returns the number of hits. For the contact
 * point, normal and status of the few hits, call `circlesTimeOfImpactInto`
 * on them.
 *
 * @example
 * const n = circlesTimeOfImpactBatch(player0, player1, playerR, bullets, hits, t, live);
 * for (let i = 0; n > 0 && i < live; i++) if (hits[i] && t[i] < firstT) first = i, firstT = t[i];
 */
export function circlesTimeOfImpactBatch(
  a0: Vec2,
  a1: Vec2,
  ra: number,
  bodies: MovingCircles,
  hits: Uint8Array,
  t: Float64Array,
  count: number = bodies.x0.length,
): number {
  checkBatch2(a0, a1, ra, bodies, hits, t, count);
  const found = circlesTimeOfImpactPass(a0, a1, ra, bodies, hits, t, count);
  // Bad values were computed with like any others; now name the first one.
  checkSentinel(passNegative, passSum, bodies, CIRCLE_FIELDS, count);
  return found;
}

/** The pass of {@link circlesTimeOfImpactBatch}; leaves its sentinel in `passSum`, `passNegative`. */
function circlesTimeOfImpactPass(
  a0: Vec2,
  a1: Vec2,
  ra: number,
  bodies: MovingCircles,
  hits: Uint8Array,
  t: Float64Array,
  count: number,
): number {
  const { x0, y0, x1, y1, r } = bodies;
  const ax0 = a0.x;
  const ay0 = a0.y;
  const ax1 = a1.x;
  const ay1 = a1.y;
  let found = 0;
  let sum = 0;
  let negative = false;
  for (let i = 0; i < count; i++) {
    const c0x = x0[i]! - ax0;
    const c0y = y0[i]! - ay0;
    const c1x = x1[i]! - ax1;
    const c1y = y1[i]! - ay1;
    const dx = c1x - c0x;
    const dy = c1y - c0y;
    const ri = r[i]!;
    if (!(ri >= 0)) negative = true;
    const rs = ra + ri;
    const rr = rs * rs;
    const P = dx * dx + dy * dy;
    const R = c0x * c0x + c0y * c0y - rr;
    const f1 = c1x * c1x + c1y * c1y - rr;
    // NaN, ±Infinity and overflowing coordinates all surface in R or f(1).
    sum += R + f1;
    const ti = firstTouchTime(P, c0x * dx + c0y * dy, R, f1);
    if (ti >= 0) {
      hits[i] = 1;
      t[i] = ti;
      found++;
    } else {
      hits[i] = 0;
    }
  }
  // The sentinel, written once after the loop (see `batch.ts`).
  passSum = sum;
  passNegative = negative;
  return found;
}
