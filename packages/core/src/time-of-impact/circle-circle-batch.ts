import { CIRCLE_FIELDS, checkBatch2, checkPass } from '../batch.ts';
import { firstTouchTime } from '../quadratic.ts';
import type { MovingCircles, Vec2 } from '../types.ts';

/** The verdict of the last pass on the body values (see `batch.ts`). */
let passSquares = 0;
let passSuspect = false;

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
  checkPass(passSuspect, passSquares, bodies, CIRCLE_FIELDS, count);
  return found;
}

/** The pass of {@link circlesTimeOfImpactBatch}; leaves its verdict in `passSquares`, `passSuspect`. */
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
  let squares = 0;
  let suspect = false;
  for (let i = 0; i < count; i++) {
    const bx0 = x0[i]!;
    const by0 = y0[i]!;
    const bx1 = x1[i]!;
    const by1 = y1[i]!;
    const ri = r[i]!;
    // The body's values against the scalar range (see `batch.ts`).
    const q0 = bx0 * bx0;
    const q1 = by0 * by0;
    const q2 = bx1 * bx1;
    const q3 = by1 * by1;
    const q4 = ri * ri;
    squares += q0 + q1 + q2 + (q3 + q4);
    if (
      !(ri >= 0) ||
      q0 < 3.8725919148493183e-121 ||
      q1 < 3.8725919148493183e-121 ||
      q2 < 3.8725919148493183e-121 ||
      q3 < 3.8725919148493183e-121 ||
      q4 < 3.8725919148493183e-121
    ) {
      suspect = true;
    }
    const c0x = bx0 - ax0;
    const c0y = by0 - ay0;
    const c1x = bx1 - ax1;
    const c1y = by1 - ay1;
    const dx = c1x - c0x;
    const dy = c1y - c0y;
    const rs = ra + ri;
    const rr = rs * rs;
    const P = dx * dx + dy * dy;
    const R = c0x * c0x + c0y * c0y - rr;
    const f1 = c1x * c1x + c1y * c1y - rr;
    const ti = firstTouchTime(P, c0x * dx + c0y * dy, R, f1);
    if (ti >= 0) {
      hits[i] = 1;
      t[i] = ti;
      found++;
    } else {
      hits[i] = 0;
    }
  }
  // The verdict, written once after the loop (see `batch.ts`).
  passSquares = squares;
  passSuspect = suspect;
  return found;
}
