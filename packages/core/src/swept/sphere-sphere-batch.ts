import { checkBatch3, checkPass, SPHERE_FIELDS } from '../batch.ts';
import { touchesDuringStep } from '../quadratic.ts';
import type { MovingSpheres, Vec3 } from '../types.ts';

/** The verdict of the last pass on the body values (see `batch.ts`). */
let passSquares = 0;
let passSuspect = false;

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
  checkPass(passSuspect, passSquares, bodies, SPHERE_FIELDS, count);
  return found;
}

/** The pass of {@link sweptSpheresBatch}; leaves its verdict in `passSquares`, `passSuspect`. */
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
  let squares = 0;
  let suspect = false;
  for (let i = 0; i < count; i++) {
    const bx0 = x0[i]!;
    const by0 = y0[i]!;
    const bz0 = z0[i]!;
    const bx1 = x1[i]!;
    const by1 = y1[i]!;
    const bz1 = z1[i]!;
    const ri = r[i]!;
    // The body's values against the scalar range (see `batch.ts`).
    const q0 = bx0 * bx0;
    const q1 = by0 * by0;
    const q2 = bz0 * bz0;
    const q3 = bx1 * bx1;
    const q4 = by1 * by1;
    const q5 = bz1 * bz1;
    const q6 = ri * ri;
    squares += q0 + q1 + (q2 + q3) + (q4 + q5 + q6);
    if (
      !(ri >= 0) ||
      q0 < 3.8725919148493183e-121 ||
      q1 < 3.8725919148493183e-121 ||
      q2 < 3.8725919148493183e-121 ||
      q3 < 3.8725919148493183e-121 ||
      q4 < 3.8725919148493183e-121 ||
      q5 < 3.8725919148493183e-121 ||
      q6 < 3.8725919148493183e-121
    ) {
      suspect = true;
    }
    // The scalar sweptSpheres with B = body i, term for term.
    const c0x = bx0 - ax0;
    const c0y = by0 - ay0;
    const c0z = bz0 - az0;
    const c1x = bx1 - ax1;
    const c1y = by1 - ay1;
    const c1z = bz1 - az1;
    const dx = c1x - c0x;
    const dy = c1y - c0y;
    const dz = c1z - c0z;
    const rs = ra + ri;
    const rr = rs * rs;
    const P = dx * dx + dy * dy + dz * dz;
    const R = c0x * c0x + c0y * c0y + c0z * c0z - rr;
    const f1 = c1x * c1x + c1y * c1y + c1z * c1z - rr;
    const hit = touchesDuringStep(P, c0x * dx + c0y * dy + c0z * dz, R, f1);
    const h = hit ? 1 : 0;
    hits[i] = h;
    found += h;
  }
  // The verdict, written once after the loop (see `batch.ts`).
  passSquares = squares;
  passSuspect = suspect;
  return found;
}
