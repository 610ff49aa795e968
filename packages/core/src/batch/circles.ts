import { firstTouchTime, touchesDuringStep } from '../swept/kernel.ts';
import type { MovingCircles, Vec2 } from '../types.ts';
import { checkRadius, checkVec2, radiusInRange, vec2InRange } from '../validate.ts';
import { checkSentinel, countError } from './check.ts';

/** The sentinel of the last batch pass (see `checkSentinel`). */
let passSum = 0;
let passNegative = false;

const FIELDS = ['x0', 'y0', 'x1', 'y1', 'r'] as const;

/** Checks the target and `count` (against every array) before the pass. */
function checkBatch(
  a0: Vec2,
  a1: Vec2,
  ra: number,
  bodies: MovingCircles,
  hits: Uint8Array,
  t: Float64Array | null,
  count: number,
): void {
  if (!(vec2InRange(a0) && vec2InRange(a1) && radiusInRange(ra))) {
    checkVec2('a0', a0);
    checkVec2('a1', a1);
    checkRadius('ra', ra);
  }
  const { x0, y0, x1, y1, r } = bodies;
  const n = Math.min(x0.length, y0.length, x1.length, y1.length, r.length, hits.length);
  if (!(Number.isInteger(count) && count >= 0 && count <= Math.min(n, t ? t.length : n))) {
    const arrays = { 'bodies.x0': x0, 'bodies.y0': y0, 'bodies.x1': x1, 'bodies.y1': y1 };
    throw countError(count, { ...arrays, 'bodies.r': r, hits, ...(t ? { t } : {}) });
  }
}

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
  checkBatch(a0, a1, ra, bodies, hits, null, count);
  const found = sweptCirclesPass(a0, a1, ra, bodies, hits, count);
  // Bad values were computed with like any others; now name the first one.
  checkSentinel(passNegative, passSum, bodies, FIELDS, count);
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
  // Module variables, not a comparison or call after the loop: the loop is
  // optimised mid-call (on-stack replacement), when such code has no type
  // feedback yet, and V8 would deoptimise there on every call.
  passSum = sum;
  passNegative = negative;
  return found;
}

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
  checkBatch(a0, a1, ra, bodies, hits, t, count);
  const found = circlesTimeOfImpactPass(a0, a1, ra, bodies, hits, t, count);
  // Bad values were computed with like any others; now name the first one.
  checkSentinel(passNegative, passSum, bodies, FIELDS, count);
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
  // Module variables, not a comparison or call after the loop: the loop is
  // optimised mid-call (on-stack replacement), when such code has no type
  // feedback yet, and V8 would deoptimise there on every call.
  passSum = sum;
  passNegative = negative;
  return found;
}
