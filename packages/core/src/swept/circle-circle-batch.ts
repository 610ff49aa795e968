import { CIRCLE_FIELDS, checkBatch2, checkPass } from '../batch.ts';
import { touchesDuringStep } from '../quadratic.ts';
import type { MovingCircles, Vec2 } from '../types.ts';

/** The verdict of the last pass on the body values (see `batch.ts`). */
let passSquares = 0;
let passSuspect = false;

/**
 * One moving circle (`a0 → a1`, radius `ra`) against many: `hits[i]` becomes
 * `1` when body `i` touches it during the step (exactly
 * `sweptCircles(a0, a1, ra, body0, body1, r[i])`), else `0`. Returns the
 * number of hits. Bodies `0 … count − 1` are tested (default: all of
 * `bodies.x0`); pass `subarray` views to split the work. Allocates nothing.
 *
 * Checks the target and `count` (against every array's length) before the
 * pass, and that every body array is a `Float64Array`. Body values are
 * checked during the pass against the scalar form's rule: a negative radius,
 * NaN, ±Infinity or a non-zero magnitude outside `[2^-200, 2^200]`
 * (subnormals included) ends in a `RangeError` naming the first bad value
 * (`bodies.x1[17] must be a finite number (got NaN)`); what was written to
 * `hits` before the error is then meaningless.
 *
 * @example
 * // Once: the bullets' motion this frame, in caller-owned arrays.
 * const bullets = { x0, y0, x1, y1, r }; // Float64Array(MAX) each
 * const hits = new Uint8Array(MAX);
 * // Every frame: which bullets hit the player?
 * const n = sweptCirclesBatch(player0, player1, playerR, bullets, hits, liveBullets);
 * if (n > 0) for (let i = 0; i < liveBullets; i++) if (hits[i]) explode(i);
 */
export function sweptCirclesBatch(
  a0: Vec2,
  a1: Vec2,
  ra: number,
  bodies: MovingCircles,
  hits: Uint8Array,
  count: number = bodies.x0.length,
): number {
  checkBatch2(a0, a1, ra, bodies, hits, null, count);
  const found = sweptCirclesPass(a0, a1, ra, bodies, hits, count);
  // Bad values were computed with like any others; now name the first one.
  checkPass(passSuspect, passSquares, bodies, CIRCLE_FIELDS, count);
  return found;
}

/** The pass of {@link sweptCirclesBatch}; leaves its verdict in `passSquares`, `passSuspect`. */
function sweptCirclesPass(
  a0: Vec2,
  a1: Vec2,
  ra: number,
  bodies: MovingCircles,
  hits: Uint8Array,
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
    squares += q0 + q1 + (q2 + q3) + q4;
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
    // The scalar sweptCircles with B = body i, term for term.
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
    const hit = touchesDuringStep(P, c0x * dx + c0y * dy, R, f1);
    const h = hit ? 1 : 0;
    hits[i] = h;
    found += h;
  }
  // The verdict, written once after the loop (see `batch.ts`).
  passSquares = squares;
  passSuspect = suspect;
  return found;
}
