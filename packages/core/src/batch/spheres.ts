import { firstTouchTime, touchesDuringStep } from '../swept/kernel.ts';
import type { MovingSpheres, Vec3 } from '../types.ts';
import { checkRadius, checkVec3, radiusInRange, vec3InRange } from '../validate.ts';
import { checkSentinel, countError } from './check.ts';

/** The sentinel of the last batch pass (see `checkSentinel`). */
let passSum = 0;
let passNegative = false;

const FIELDS = ['x0', 'y0', 'z0', 'x1', 'y1', 'z1', 'r'] as const;

/** Checks the target and `count` (against every array) before the pass. */
function checkBatch(
  a0: Vec3,
  a1: Vec3,
  ra: number,
  bodies: MovingSpheres,
  hits: Uint8Array,
  t: Float64Array | null,
  count: number,
): void {
  if (!(vec3InRange(a0) && vec3InRange(a1) && radiusInRange(ra))) {
    checkVec3('a0', a0);
    checkVec3('a1', a1);
    checkRadius('ra', ra);
  }
  const { x0, y0, z0, x1, y1, z1, r } = bodies;
  const n = Math.min(x0.length, y0.length, z0.length, x1.length, y1.length, z1.length, r.length);
  if (
    !(Number.isInteger(count) && count >= 0 && count <= Math.min(n, hits.length, t ? t.length : n))
  ) {
    const arrays = { 'bodies.x0': x0, 'bodies.y0': y0, 'bodies.z0': z0, 'bodies.x1': x1 };
    const more = { 'bodies.y1': y1, 'bodies.z1': z1, 'bodies.r': r, hits };
    throw countError(count, { ...arrays, ...more, ...(t ? { t } : {}) });
  }
}

/**
 * One moving sphere (`a0 → a1`, radius `ra`) against many: the 3D
 * `sweptCirclesBatch`. `hits[i]` becomes `1` exactly when
 * `sweptSpheres(a0, a1, ra, body0, body1, r[i])` is `true`, else `0`;
 * returns the number of hits. Allocates nothing.
 *
 * @example
 * const n = sweptSpheresBatch(ship0, ship1, shipR, debris, hits, liveDebris);
 */
export function sweptSpheresBatch(
  a0: Vec3,
  a1: Vec3,
  ra: number,
  bodies: MovingSpheres,
  hits: Uint8Array,
  count: number = bodies.x0.length,
): number {
  checkBatch(a0, a1, ra, bodies, hits, null, count);
  const found = sweptSpheresPass(a0, a1, ra, bodies, hits, count);
  // Bad values were computed with like any others; now name the first one.
  checkSentinel(passNegative, passSum, bodies, FIELDS, count);
  return found;
}

/** The pass of {@link sweptSpheresBatch}; leaves its sentinel in `passSum`, `passNegative`. */
function sweptSpheresPass(
  a0: Vec3,
  a1: Vec3,
  ra: number,
  bodies: MovingSpheres,
  hits: Uint8Array,
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
    // The scalar sweptSpheres with B = body i, term for term.
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
    const hit = touchesDuringStep(P, c0x * dx + c0y * dy + c0z * dz, R, f1);
    const h = hit ? 1 : 0;
    hits[i] = h;
    found += h;
  }
  // Module variables, not a comparison or call after the loop: the loop is
  // optimised mid-call (on-stack replacement), when such code has no type
  // feedback yet, and V8 would deoptimise there on every call.
  passSum = sum;
  passNegative = negative;
  return found;
}

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
  checkBatch(a0, a1, ra, bodies, hits, t, count);
  const found = spheresTimeOfImpactPass(a0, a1, ra, bodies, hits, t, count);
  // Bad values were computed with like any others; now name the first one.
  checkSentinel(passNegative, passSum, bodies, FIELDS, count);
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
  // Module variables, not a comparison or call after the loop: the loop is
  // optimised mid-call (on-stack replacement), when such code has no type
  // feedback yet, and V8 would deoptimise there on every call.
  passSum = sum;
  passNegative = negative;
  return found;
}
