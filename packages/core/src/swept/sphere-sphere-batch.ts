import { checkBatch3, checkSentinel, SPHERE_FIELDS } from '../batch.ts';
import { touchesDuringStep } from '../quadratic.ts';
import type { MovingSpheres, Vec3 } from '../types.ts';

/** The sentinel of the last pass (see `batch.ts`). */
let passSum = 0;
let passNegative = false;

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
  checkBatch3(a0, a1, ra, bodies, hits, null, count);
  const found = sweptSpheresPass(a0, a1, ra, bodies, hits, count);
  // Bad values were computed with like any others; now name the first one.
  checkSentinel(passNegative, passSum, bodies, SPHERE_FIELDS, count);
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
  // The sentinel, written once after the loop (see `batch.ts`).
  passSum = sum;
  passNegative = negative;
  return found;
}
