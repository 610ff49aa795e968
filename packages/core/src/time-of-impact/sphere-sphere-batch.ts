import { checkBatch3, checkSentinel, SPHERE_FIELDS } from '../batch.ts';
import { firstTouchTime } from '../quadratic.ts';
import type { MovingSpheres, Vec3 } from '../types.ts';

/** The sentinel of the last pass (see `batch.ts`). */
let passSum = 0;
let passNegative = false;

/**
 * {@link sweptSpheresBatch} with times of impact: `t[i]` becomes the first
 * touch time of each hit (exactly `spheresTimeOfImpact(…).t`); misses leave
 * `t[i]` as it was. Returns the number of hits.
 */
export function spheresTimeOfImpactBatch(
  a0: Vec3,
  a1: Vec3,
  ra: number,
  bodies: MovingSpheres,
  hits: Uint8Array,
  t: Float64Array,
  count: number = bodies.x0.length,
): number {
  checkBatch3(a0, a1, ra, bodies, hits, t, count);
  const found = spheresTimeOfImpactPass(a0, a1, ra, bodies, hits, t, count);
  // Bad values were computed with like any others; now name the first one.
  checkSentinel(passNegative, passSum, bodies, SPHERE_FIELDS, count);
  return found;
}

/** The pass of {@link spheresTimeOfImpactBatch}; leaves its sentinel in `passSum`, `passNegative`. */
function spheresTimeOfImpactPass(
  a0: Vec3,
  a1: Vec3,
  ra: number,
  bodies: MovingSpheres,
  hits: Uint8Array,
  t: Float64Array,
  count: number,
): number {
  const { x0, y0, z0, x1, y1, z1, r } = bodies;
  const ax0 = a0.x;
  const ay0 = a0.y;
  const az0 = a0.z;
  const ax1 = a1.x;
  const ay1 = a1.y;
  const az1 = a1.z;
  let found = 0;
  let sum = 0;
  let negative = false;
  for (let i = 0; i < count; i++) {
    const c0x = x0[i]! - ax0;
    const c0y = y0[i]! - ay0;
    const c0z = z0[i]! - az0;
    const c1x = x1[i]! - ax1;
    const c1y = y1[i]! - ay1;
    const c1z = z1[i]! - az1;
    const dx = c1x - c0x;
    const dy = c1y - c0y;
    const dz = c1z - c0z;
    const ri = r[i]!;
    if (!(ri >= 0)) negative = true;
    const rs = ra + ri;
    const rr = rs * rs;
    const P = dx * dx + dy * dy + dz * dz;
    const R = c0x * c0x + c0y * c0y + c0z * c0z - rr;
    const f1 = c1x * c1x + c1y * c1y + c1z * c1z - rr;
    // NaN, ±Infinity and overflowing coordinates all surface in R or f(1).
    sum += R + f1;
    const ti = firstTouchTime(P, c0x * dx + c0y * dy + c0z * dz, R, f1);
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
