/** level/: what the core brings to a cast (its margin, pair queries and checks) and to a move (its arithmetic and push-outs). */

import { nextToward } from '../exact/next-double.ts';
import { CORE_MARGIN } from '../scene/boxes.ts';
import { separateCircleSegment } from '../separate/circle-segment.ts';
import { separateSphereTriangle } from '../separate/sphere-triangle.ts';
import { boxSegmentContact } from '../time-of-impact/box-segment.ts';
import { circleSegmentTimeOfImpact } from '../time-of-impact/circle-segment.ts';
import { sphereTriangleTimeOfImpact } from '../time-of-impact/sphere-triangle.ts';
import { checkCast2, checkCast3, checkCastBox } from '../validate/shapes.ts';
import { INPUT_MAX, INPUT_MIN } from '../validate/values.ts';
import { flushTiny } from '../vec.ts';
import type { BoxCastVariant, CastVariant } from './cast.ts';
import type { MoveArithmetic, MoveVariant } from './move.ts';
import type { BoxMoveVariant } from './move-box.ts';

/** The core's casts: doubles, its rounding share as the margin, its own wall queries. */
export const CORE_CAST: CastVariant = Object.freeze({
  values: 'double',
  margin: CORE_MARGIN,
  segment: circleSegmentTimeOfImpact,
  triangle: sphereTriangleTimeOfImpact,
  check2: checkCast2,
  check3: checkCast3,
});

/** The core's box casts: doubles, its rounding share as the margin, its box–segment kernel. */
export const CORE_BOX_CAST: BoxCastVariant = Object.freeze({
  values: 'double',
  margin: CORE_MARGIN,
  box: boxSegmentContact,
  checkBox: checkCastBox,
});

/**
 * The doubles' arithmetic of a move (the core and every tolerance policy): positions
 * `p + t·u` per axis, flushed below 2^-200 like every position a query returns; a
 * leg's end steps back by `t·2^(k−52)`, doubling, down to the start; a plane's part
 * is removed with the rounded unit normal, and a dot within `2^-40·|v|₁` of zero
 * counts as along the plane (the rounding of the normal, not a direction).
 */
export const DOUBLE_ARITHMETIC: MoveArithmetic = Object.freeze({
  units: Object.freeze({ one: 1, integers: false }),
  steps: 53,
  earlier: (t: number, k: number) => t * (1 - 2 ** (k - 52)),
  along: (p: number, u: number, t: number) => flushTiny(p + t * u),
  minus: (a: number, b: number) => flushTiny(a - b),
  dot: (v: Float64Array, n: Float64Array, dim: 2 | 3) =>
    v[0]! * n[0]! + v[1]! * n[1]! + (dim === 3 ? v[2]! * n[2]! : 0),
  slack: (v: Float64Array, dim: 2 | 3) =>
    2 ** -40 * (Math.abs(v[0]!) + Math.abs(v[1]!) + (dim === 3 ? Math.abs(v[2]!) : 0)),
  /**
   * The core's `t` errs within its band: near a graze the double root moves `c(t)` by up
   * to about `2^-22.5` of the case's scale, so the unit normal turns by that over `r`;
   * `2^-20·(|v|₁ + scale + r)/r` covers it (every contact of a point, `r = 0`, goes to
   * the exact clearance).
   */
  lean: (v: Float64Array, r: number, scale: number, dim: 2 | 3) => {
    const l1 = Math.abs(v[0]!) + Math.abs(v[1]!) + (dim === 3 ? Math.abs(v[2]!) : 0);
    return r > 0 ? (l1 * 2 ** -20 * (l1 + scale + r)) / r : Number.POSITIVE_INFINITY;
  },
  removeInto(v: Float64Array, n: Float64Array, e: number, dim: 2 | 3): void {
    const k = v[0]! * n[0]! + v[1]! * n[1]! + (dim === 3 ? v[2]! * n[2]! : 0);
    if (!(k < 0)) return;
    const s = (1 + e) * k;
    for (let a = 0; a < dim; a++) v[a] = flushTiny(v[a]! - s * n[a]!);
  },
  lift(v: Float64Array, n: Float64Array, dim: 2 | 3): void {
    const k = v[0]! * n[0]! + v[1]! * n[1]! + (dim === 3 ? v[2]! * n[2]! : 0);
    // 2^-40·|v|₁ is far above the rounding of k and of the products (2^-52·|v|₁); the
    // part along the plane shrinks by 2^-39, more than the hair adds to the length
    // (the hair's square is 2^-80·|v|₁²), so the lifted motion is never longer.
    const hair = 2 ** -40 * (Math.abs(v[0]!) + Math.abs(v[1]!) + (dim === 3 ? Math.abs(v[2]!) : 0));
    const keep = 1 - 2 ** -39;
    for (let a = 0; a < dim; a++) v[a] = flushTiny((v[a]! - k * n[a]!) * keep + hair * n[a]!);
  },
  against: (v: Float64Array, d: Float64Array, dim: 2 | 3) =>
    v[0]! * d[0]! + v[1]! * d[1]! + (dim === 3 ? v[2]! * d[2]! : 0) < 0,
  alongCrease(v: Float64Array, n1: Float64Array, n2: Float64Array, out: Float64Array): boolean {
    const cx = n1[1]! * n2[2]! - n1[2]! * n2[1]!;
    const cy = n1[2]! * n2[0]! - n1[0]! * n2[2]!;
    const cz = n1[0]! * n2[1]! - n1[1]! * n2[0]!;
    const cc = cx * cx + cy * cy + cz * cz;
    // Unit normals this close to parallel make no crease worth following.
    if (!(cc > 2 ** -40)) return false;
    const s = (v[0]! * cx + v[1]! * cy + v[2]! * cz) / cc;
    out[0] = flushTiny(cx * s);
    out[1] = flushTiny(cy * s);
    out[2] = flushTiny(cz * s);
    return true;
  },
  next: (p: number, n: number) => flushTiny(nextToward(p, n)),
  nudge: (p: number, n: number, k: number, scale: number) =>
    flushTiny(p + n * scale * 2 ** (k - 52)),
  // A point (r = 0) widens to the smallest radius the queries accept, 2^-200, and up by
  // 2^4 a step: within its 64 steps it reaches any distance a case can hold (2^56). A
  // radius widens by its own ulps first, and by the point's steps once they are larger:
  // a tiny radius (1e-30) held a hair short of a wall its cast missed (the leg bisected
  // to 2^-52 of its length) is that hair away, far beyond 2^12 of its own size.
  widen: (r: number, k: number) =>
    r === 0 ? INPUT_MIN * 2 ** (4 * k) : r + Math.max(r * 2 ** (k - 52), INPUT_MIN * 2 ** (4 * k)),
  inRange: (x: number) => Number.isFinite(x) && Math.abs(x) <= INPUT_MAX,
});

/** The core's moves: its casts, the doubles' arithmetic, its own push-outs. */
export const CORE_MOVE: MoveVariant = Object.freeze({
  cast: CORE_CAST,
  arithmetic: DOUBLE_ARITHMETIC,
  separate2: separateCircleSegment,
  separate3: separateSphereTriangle,
});

/** The core's box moves: its box casts and the doubles' arithmetic. */
export const CORE_BOX_MOVE: BoxMoveVariant = Object.freeze({
  cast: CORE_BOX_CAST,
  arithmetic: DOUBLE_ARITHMETIC,
});
