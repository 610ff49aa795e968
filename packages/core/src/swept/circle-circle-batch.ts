import { CIRCLE_FIELDS, checkBatch2, checkSentinel } from '../batch.ts';
import { touchesDuringStep } from '../quadratic.ts';
import type { MovingCircles, Vec2 } from '../types.ts';

/** The sentinel of the last pass (see `batch.ts`). */
let passSum = 0;
let passNegative = false;

/**
 * One moving circle (`a0 → a1`, radius `ra`) against many: `hits[i]` becomes
 * `1` when body `i` touches it during the step (exactly
 * `sweptCircles(a0, a1, ra, body0, body1, r[i])`), else `0`. Returns the
 * number of hits. Bodies `0 … count − 1` are tested (default: all of
 * `bodies.x0`); pass `subarray` views to split the work. Allocates nothing.
 *
 * Checks the target and `count` (against every array's length) before the
 * pass. Body values are checked during the pass at the cost of one addition
 * per body: a negative radius, NaN, ±Infinity or a value large enough to
 * overflow ends in a `RangeError` naming the first bad value
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
  checkSentinel(passNegative, passSum, bodies, CIRCLE_FIELDS, count);
  return found;
}

/** The pass of {@link sweptCirclesBatch}; leaves its sentinel in `passSum`, `passNegative`. */
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
  let sum = 0;
  let negative = false;
  for (let i = 0; i < count; i++) {
    // The scalar sweptCircles with B = body i, term for term.
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
    const hit = touchesDuringStep(P, c0x * dx + c0y * dy, R, f1);
    const h = hit ? 1 : 0;
    hits[i] = h;
    found += h;
  }
  // The sentinel, written once after the loop (see `batch.ts`).
  passSum = sum;
  passNegative = negative;
  return found;
}
