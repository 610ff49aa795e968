/**
 * walls/: the clearance of a leg — a body of radius `r` moving straight from `p` to `q`
 * (one leg of a mover) against one wall: does its exact distance to the wall stay
 * `≥ r` the whole way? The movers certify every leg with it, in every variant, so
 * "never inside, never through" holds exactly whatever the variant's rounding did to
 * the leg's ends. With `p = q` it is the exact "not overlapping" of a body at rest.
 *
 * **Why these terms decide it.** The leg and the wall are convex, so the least distance
 * between them is 0 when they meet, and otherwise lies on the boundary of one of
 * them: an end of the leg against the wall, or the leg against an edge of the wall
 * (in 2D the wall's ends against the leg). The least distance between two segments
 * is at an end of one of them unless both closest points are interior, where it is
 * the distance between the two lines. Each term is a rational function of the inputs;
 * it is compared with `r²` after multiplying out the (positive) denominators.
 *
 * **With `r = 0`** nothing is ever closer than 0: the question is whether the leg
 * passes *through* the wall — from one open side to the other across the closed wall
 * (2D: across the segment's line, the segment meeting the leg; or over a wall that
 * is a point lying inside the leg). A leg along the wall, ending on it or leaving
 * it is clear. In 3D, a wall with no area (a segment or point) has no sides and is
 * not passed through. {@link legArrivesOn} asks whether a leg ends on the wall from
 * one side (the movers keep a blocked point a step short of it: see there).
 *
 * **Stages.** A separating-axis filter in doubles settles the clear cases with a
 * proven bound; everything else is decided exactly on integers in doubles
 * (`exact/exact-integer.ts`: no BigInt, small integers stay plain numbers).
 */

import { nearestOnTriangle } from '../closest/point-triangle.ts';
import { differenceTail, productTail, squareTail, sumTail } from '../exact/error-free.ts';
import {
  add,
  compare,
  type ExactInteger,
  exponentOf,
  mul,
  scaledDouble,
  sign,
  sub,
} from '../exact/exact-integer.ts';
import type { Vec3 } from '../types.ts';

/** Scratch input of a clearance question: `p` (0–2), `q` (3–5), the wall's corners (6–14), `r` (15). */
export const leg: Float64Array = new Float64Array(16);

const SAFE_LOW = 2 ** -400;
const SAFE_HIGH = 2 ** 400;

/**
 * `true` iff a body of radius `leg[15]` moving from `leg[0..]` to `leg[3..]` keeps exact
 * distance `≥ r` from the wall `leg[6..]` (a segment in 2D, a triangle in 3D), or with
 * `r = 0` does not pass through it.
 */
export function legClear(dim: 2 | 3): boolean {
  if (filterClear(dim)) return true;
  return exactClear(dim);
}

// ---- Stage 1: a separating axis, in doubles, with a proven bound ----

const axis = new Float64Array(3);
const point3: Vec3 = { x: 0, y: 0, z: 0 };
const nearest3: Vec3 = { x: 0, y: 0, z: 0 };
const normal3: Vec3 = { x: 0, y: 0, z: 0 };
const w0: Vec3 = { x: 0, y: 0, z: 0 };
const w1: Vec3 = { x: 0, y: 0, z: 0 };
const w2: Vec3 = { x: 0, y: 0, z: 0 };

/**
 * `true` when some axis `a` separates the leg (widened by `r`) from the wall with room to
 * spare: the least projection of the leg's ends on `a` minus the greatest of the wall's
 * corners is at least `r·|a|`. Both are polytopes, so their projections' extremes are at
 * those points and a separating axis with gap `≥ r·|a|` proves the distance `≥ r`.
 *
 * Bound. Each projection carries a bound on its error from the roundings that
 * actually occurred ({@link project}); the gap's bound is the leg's plus the wall's
 * largest plus the subtraction's tail, and {@link separates} compares the gap less
 * that bound with `r·|a|`. Any axis does; the candidates are the ones that attain the
 * distance when the closest points are an end of the leg or its middle: from the
 * wall's nearest point to each, and the wall's own normal. Values whose products could
 * leave `[2^-400, 2^400]` go to the exact stage.
 */
function filterClear(dim: 2 | 3): boolean {
  const r = leg[15]!;
  // The wall's normal first: it settles a body beside a floor or a wall face at once.
  if (wallNormalAxis(dim) && separates(dim, r)) return true;
  for (let k = 0; k < 3; k++) {
    const f = k === 2 ? 0.5 : k;
    // The point at fraction f of the leg (the middle: rounded, any point will do as a
    // source of an axis; the bound does not depend on where the axis came from).
    const x = leg[0]! + f * (leg[3]! - leg[0]!);
    const y = leg[1]! + f * (leg[4]! - leg[1]!);
    const z = dim === 3 ? leg[2]! + f * (leg[5]! - leg[2]!) : 0;
    if (!nearestAxis(dim, x, y, z)) continue;
    if (separates(dim, r)) return true;
    // A leg of length 0 has one point.
    if (leg[0] === leg[3] && leg[1] === leg[4] && leg[2] === leg[5]) break;
  }
  return false;
}

/** `axis` = the point minus the wall's nearest point; `false` when they coincide. */
function nearestAxis(dim: 2 | 3, x: number, y: number, z: number): boolean {
  if (dim === 2) {
    const ax = leg[6]!;
    const ay = leg[7]!;
    const ex = leg[8]! - ax;
    const ey = leg[9]! - ay;
    const wx = x - ax;
    const wy = y - ay;
    const ee = ex * ex + ey * ey;
    const m = wx * ex + wy * ey;
    const s = ee === 0 || m <= 0 ? 0 : m >= ee ? 1 : m / ee;
    axis[0] = x - (ax + s * ex);
    axis[1] = y - (ay + s * ey);
    axis[2] = 0;
  } else {
    point3.x = x;
    point3.y = y;
    point3.z = z;
    w0.x = leg[6]!;
    w0.y = leg[7]!;
    w0.z = leg[8]!;
    w1.x = leg[9]!;
    w1.y = leg[10]!;
    w1.z = leg[11]!;
    w2.x = leg[12]!;
    w2.y = leg[13]!;
    w2.z = leg[14]!;
    nearestOnTriangle(nearest3, normal3, point3, 0, 0, 0, w0, w1, w2);
    axis[0] = x - nearest3.x;
    axis[1] = y - nearest3.y;
    axis[2] = z - nearest3.z;
  }
  return axis[0] !== 0 || axis[1] !== 0 || axis[2] !== 0;
}

/** `axis` = the wall's normal (2D: the segment's left normal), turned towards the leg's start. */
function wallNormalAxis(dim: 2 | 3): boolean {
  if (dim === 2) {
    axis[0] = -(leg[9]! - leg[7]!);
    axis[1] = leg[8]! - leg[6]!;
    axis[2] = 0;
  } else {
    const ux = leg[9]! - leg[6]!;
    const uy = leg[10]! - leg[7]!;
    const uz = leg[11]! - leg[8]!;
    const vx = leg[12]! - leg[6]!;
    const vy = leg[13]! - leg[7]!;
    const vz = leg[14]! - leg[8]!;
    axis[0] = uy * vz - uz * vy;
    axis[1] = uz * vx - ux * vz;
    axis[2] = ux * vy - uy * vx;
  }
  const side =
    axis[0]! * (leg[0]! - leg[6]!) +
    axis[1]! * (leg[1]! - leg[7]!) +
    (dim === 3 ? axis[2]! * (leg[2]! - leg[8]!) : 0);
  if (side < 0) {
    axis[0] = -axis[0]!;
    axis[1] = -axis[1]!;
    axis[2] = -axis[2]!;
  }
  return side !== 0;
}

const projected = { value: 0, error: 0 };

/**
 * `a·(v − o)` for the point at `leg[at]` (`o` the leg's start), into {@link projected}
 * with a bound on its error from the rounding that actually occurred (running error
 * analysis): each difference's and product's exact tail (TwoDiff, TwoProduct) and the
 * factor's share of the difference's error, `|a_i|·|tail|`, then the sums' tails. The
 * bound is itself rounded, so it is scaled by `1 + 2^-50` (a few roundings of
 * non-negative terms). When nothing rounded the bound is 0 and the value exact.
 */
function project(dim: 2 | 3, at: number, ax: number, ay: number, az: number): void {
  const dx = leg[at]! - leg[0]!;
  const dy = leg[at + 1]! - leg[1]!;
  const dz = dim === 3 ? leg[at + 2]! - leg[2]! : 0;
  const px = ax * dx;
  const py = ay * dy;
  const pz = az * dz;
  let e =
    Math.abs(productTail(ax, dx, px)) +
    Math.abs(ax) * Math.abs(differenceTail(leg[at]!, leg[0]!, dx)) +
    Math.abs(productTail(ay, dy, py)) +
    Math.abs(ay) * Math.abs(differenceTail(leg[at + 1]!, leg[1]!, dy));
  if (dim === 3) {
    e +=
      Math.abs(productTail(az, dz, pz)) +
      Math.abs(az) * Math.abs(differenceTail(leg[at + 2]!, leg[2]!, dz));
  }
  const s1 = px + py;
  const s = s1 + pz;
  e += Math.abs(sumTail(px, py, s1)) + Math.abs(sumTail(s1, pz, s));
  projected.value = s;
  projected.error = e * (1 + 2 ** -50);
}

/**
 * The filter's test on one axis (see {@link filterClear}): the leg's least projection
 * minus the wall's greatest, less its error bound, must be at least `r·|a|`, compared
 * squared: exactly when nothing rounded (a floor along an axis, a body resting on it at
 * exactly `r`: settled here, not by the exact stage), else with the margin `2^-48` over
 * the roundings of three squares and a product.
 */
function separates(dim: 2 | 3, r: number): boolean {
  const ax = axis[0]!;
  const ay = axis[1]!;
  const az = axis[2]!;
  const aa = ax * ax + ay * ay + az * az;
  if (!(aa > SAFE_LOW && aa < SAFE_HIGH)) return false;
  project(dim, 3, ax, ay, az);
  // The leg's least projection is min(0, the end's): the start projects to 0 exactly. The
  // end's may round to ≥ 0 from below it, so its error counts whenever it may be below 0.
  let lowLeg = 0;
  let error = 0;
  if (projected.value < projected.error) {
    lowLeg = Math.min(projected.value, 0);
    error = projected.error;
  }
  let highWall = Number.NEGATIVE_INFINITY;
  let wallError = 0;
  const corners = dim === 2 ? 2 : 3;
  for (let j = 0; j < corners; j++) {
    project(dim, 6 + j * dim, ax, ay, az);
    highWall = Math.max(highWall, projected.value);
    wallError = Math.max(wallError, projected.error);
  }
  const gap = lowLeg - highWall;
  const gapTail = differenceTail(lowLeg, highWall, gap);
  error += wallError + Math.abs(gapTail);
  if (!(gap > 0 && gap < SAFE_HIGH)) return false;
  if (error === 0) {
    // Nothing rounded so far: gap is exact. Compare gap² with r²·|a|² exactly when those
    // products and sums do not round either.
    const gg = gap * gap;
    const rr = r * r;
    const xx = ax * ax;
    const yy = ay * ay;
    const zz = az * az;
    const s1 = xx + yy;
    const m = rr * aa;
    const exact =
      squareTail(gap, gg) === 0 &&
      squareTail(r, rr) === 0 &&
      squareTail(ax, xx) === 0 &&
      squareTail(ay, yy) === 0 &&
      squareTail(az, zz) === 0 &&
      sumTail(xx, yy, s1) === 0 &&
      sumTail(s1, zz, aa) === 0 &&
      productTail(rr, aa, m) === 0;
    if (exact && gg > SAFE_LOW) return gg >= m;
  }
  const low = (gap - error) * (1 - 2 ** -52);
  if (!(low > 0)) return false;
  return low * low >= r * r * aa * (1 + 2 ** -48);
}

// ---- Stage 2: exact, on integers ----

/** Exact integers in doubles (`exact/exact-integer.ts`): small ones are plain numbers. */
type Int = ExactInteger;
type Big = Int[];

const ints: Int[] = new Array(16).fill(0);
const INDEX2 = [0, 1, 3, 4, 6, 7, 8, 9, 15];

/**
 * The exact decision: every input `x = m·2^e` scaled by `2^−low`, `low` the least
 * exponent among them, so all are integers (no sign or comparison of polynomials of
 * equal degree changes), then the terms of the header.
 */
function exactClear(dim: 2 | 3): boolean {
  scaleInputs(dim);
  const p = vector(0, dim);
  const q = vector(3, dim);
  const r = ints[15]!;
  const rr = mul(r, r);
  const a = vector(6, dim);
  const b = vector(6 + dim, dim);
  if (dim === 2) {
    if (sign(r) === 0) return !crosses2(p, q, a, b);
    return beside2(p, q, a, b, rr) || clear2(p, q, a, b, rr);
  }
  const c = vector(6 + 2 * dim, dim);
  if (sign(r) === 0) return !crosses3(p, q, a, b, c);
  return beside3(p, q, a, b, c, rr) || clear3(p, q, a, b, c, rr);
}

/**
 * `true` iff the leg `leg[0..] → leg[3..]` comes from off the wall's line (3D: plane)
 * and ends on the closed wall `leg[6..]` (a point wall: ends on it; 3D: a face of area
 * > 0), exactly. A point (`r = 0`) that a wall stops must not rest *on* it: it would
 * have lost its side, and the next frame's leg from the wall to the far side would
 * pass through it over two frames without crossing it in either. The movers step such
 * a leg back until this is `false` (a leg along the wall is a slide: not asked).
 */
export function legArrivesOn(dim: 2 | 3): boolean {
  scaleInputs(dim);
  const p = vector(0, dim);
  const q = vector(3, dim);
  const a = vector(6, dim);
  const b = vector(6 + dim, dim);
  return dim === 2 ? endsOn2(p, q, a, b) : endsOn3(p, q, a, b, vector(6 + 2 * dim, dim));
}

/** `ints` ← the inputs `leg[…]` as exact integers on one scale (see {@link exactClear}). */
function scaleInputs(dim: 2 | 3): void {
  const count = dim === 2 ? INDEX2.length : 16;
  let low = Number.POSITIVE_INFINITY;
  for (let k = 0; k < count; k++) {
    const x = leg[dim === 2 ? INDEX2[k]! : k]!;
    if (x !== 0) low = Math.min(low, exponentOf(x));
  }
  if (low === Number.POSITIVE_INFINITY) low = 0;
  for (let k = 0; k < count; k++) {
    const i = dim === 2 ? INDEX2[k]! : k;
    ints[i] = scaledDouble(leg[i]!, low);
  }
}

function vector(at: number, dim: 2 | 3): Big {
  return dim === 2 ? [ints[at]!, ints[at + 1]!] : [ints[at]!, ints[at + 1]!, ints[at + 2]!];
}

function minus(u: Big, v: Big): Big {
  return u.length === 2
    ? [sub(u[0]!, v[0]!), sub(u[1]!, v[1]!)]
    : [sub(u[0]!, v[0]!), sub(u[1]!, v[1]!), sub(u[2]!, v[2]!)];
}

function dot(u: Big, v: Big): Int {
  const s = add(mul(u[0]!, v[0]!), mul(u[1]!, v[1]!));
  return u.length === 2 ? s : add(s, mul(u[2]!, v[2]!));
}

/** `a·b − c·d`. */
function det(a: Int, b: Int, c: Int, d: Int): Int {
  return sub(mul(a, b), mul(c, d));
}

function cross(u: Big, v: Big): Big {
  return [
    det(u[1]!, v[2]!, u[2]!, v[1]!),
    det(u[2]!, v[0]!, u[0]!, v[2]!),
    det(u[0]!, v[1]!, u[1]!, v[0]!),
  ];
}

/** `a ≥ b`. */
function atLeast(a: Int, b: Int): boolean {
  return compare(a, b) >= 0;
}

/** `distance(x, segment a–b)² ≥ rr`, exactly (2D or 3D; `a = b` is a point). */
function pointSegmentClear(x: Big, a: Big, b: Big, rr: Int): boolean {
  const e = minus(b, a);
  const w = minus(x, a);
  const m = dot(w, e);
  if (sign(m) <= 0) return atLeast(dot(w, w), rr);
  const ee = dot(e, e);
  if (compare(m, ee) >= 0) {
    const v = minus(x, b);
    return atLeast(dot(v, v), rr);
  }
  // Interior: distance² = (|w|²·|e|² − m²) / |e|², |e|² > 0.
  return atLeast(det(dot(w, w), ee, m, m), mul(rr, ee));
}

/** The 2D orientation of `c` against the line `a → b`: the sign of `(b − a) × (c − a)`. */
function orient2(a: Big, b: Big, c: Big): number {
  return sign(det(sub(b[0]!, a[0]!), sub(c[1]!, a[1]!), sub(b[1]!, a[1]!), sub(c[0]!, a[0]!)));
}

/** 2D, `r > 0`: the leg `p–q` keeps distance `≥ r` from the segment `a–b`. */
function clear2(p: Big, q: Big, a: Big, b: Big, rr: Int): boolean {
  // Proper crossing: distance 0. A touching crossing makes one of the four terms 0.
  if (orient2(a, b, p) * orient2(a, b, q) < 0 && orient2(p, q, a) * orient2(p, q, b) < 0) {
    return false;
  }
  return (
    pointSegmentClear(p, a, b, rr) &&
    pointSegmentClear(q, a, b, rr) &&
    pointSegmentClear(a, p, q, rr) &&
    pointSegmentClear(b, p, q, rr)
  );
}

/** The signed `h` and `h² ≥ rr·nn` of a point against a line or plane, both ends on one side. */
function besideBoth(hp: Int, hq: Int, rr: Int, nn: Int): boolean {
  const sp = sign(hp);
  if (sp === 0 || sp !== sign(hq)) return false;
  const need = mul(rr, nn);
  return atLeast(mul(hp, hp), need) && atLeast(mul(hq, hq), need);
}

/**
 * 2D shortcut: both ends on the same side of the segment's line, each at distance
 * `≥ r` from it. The distance to the line is linear along the leg, so every point of
 * the leg is `≥ r` from the line, and the segment lies on it. (A body sliding along a
 * floor: two products instead of the eight terms of {@link clear2}.)
 */
function beside2(p: Big, q: Big, a: Big, b: Big, rr: Int): boolean {
  const ex = sub(b[0]!, a[0]!);
  const ey = sub(b[1]!, a[1]!);
  const ee = add(mul(ex, ex), mul(ey, ey));
  if (sign(ee) === 0) return false;
  const hp = det(ex, sub(p[1]!, a[1]!), ey, sub(p[0]!, a[0]!));
  const hq = det(ex, sub(q[1]!, a[1]!), ey, sub(q[0]!, a[0]!));
  return besideBoth(hp, hq, rr, ee);
}

/** The 3D {@link beside2}: both ends on one side of the triangle's plane, each `≥ r` from it. */
function beside3(p: Big, q: Big, a: Big, b: Big, c: Big, rr: Int): boolean {
  const n = cross(minus(b, a), minus(c, a));
  const nn = dot(n, n);
  if (sign(nn) === 0) return false;
  return besideBoth(dot(n, minus(p, a)), dot(n, minus(q, a)), rr, nn);
}

/** 2D, `r = 0`: the leg passes through the segment (see the header). */
function crosses2(p: Big, q: Big, a: Big, b: Big): boolean {
  if (compare(a[0]!, b[0]!) === 0 && compare(a[1]!, b[1]!) === 0) {
    // A point wall: on the leg's line, strictly between its ends.
    return orient2(p, q, a) === 0 && sign(dot(minus(p, a), minus(q, a))) < 0;
  }
  // Strictly from one side of the wall's line to the other, the wall meeting the leg.
  return orient2(a, b, p) * orient2(a, b, q) < 0 && orient2(p, q, a) * orient2(p, q, b) <= 0;
}

/** 2D: {@link legArrivesOn} for the segment `a–b`. */
function endsOn2(p: Big, q: Big, a: Big, b: Big): boolean {
  if (compare(a[0]!, b[0]!) === 0 && compare(a[1]!, b[1]!) === 0) {
    return (
      compare(q[0]!, a[0]!) === 0 &&
      compare(q[1]!, a[1]!) === 0 &&
      sign(dot(minus(p, a), minus(p, a))) > 0
    );
  }
  return (
    orient2(a, b, p) !== 0 && orient2(a, b, q) === 0 && sign(dot(minus(a, q), minus(b, q))) <= 0
  );
}

/** 3D: `distance(segment p–q, segment a–b)² ≥ rr`, exactly. */
function segmentSegmentClear(p: Big, q: Big, a: Big, b: Big, rr: Int): boolean {
  if (
    !pointSegmentClear(p, a, b, rr) ||
    !pointSegmentClear(q, a, b, rr) ||
    !pointSegmentClear(a, p, q, rr) ||
    !pointSegmentClear(b, p, q, rr)
  ) {
    return false;
  }
  // Both closest points interior: minimise |w + s·u − t·v|² (w = p − a, u = q − p,
  // v = b − a); s = (b·e − c·d)/D, t = (a·e − b·d)/D with D = |u × v|², and the
  // distance² is (w·(u × v))²/D.
  const u = minus(q, p);
  const v = minus(b, a);
  const w = minus(p, a);
  const uu = dot(u, u);
  const uv = dot(u, v);
  const vv = dot(v, v);
  const uw = dot(u, w);
  const vw = dot(v, w);
  const D = det(uu, vv, uv, uv);
  if (sign(D) <= 0) return true;
  const sN = det(uv, vw, vv, uw);
  const tN = det(uu, vw, uv, uw);
  if (sign(sN) <= 0 || compare(sN, D) >= 0 || sign(tN) <= 0 || compare(tN, D) >= 0) return true;
  const h = dot(w, cross(u, v));
  return atLeast(mul(h, h), mul(rr, D));
}

/** 3D: `distance(x, triangle a b c)² ≥ rr`, exactly (a degenerate triangle: its edges). */
function pointTriangleClear(x: Big, a: Big, b: Big, c: Big, rr: Int): boolean {
  if (
    !pointSegmentClear(x, a, b, rr) ||
    !pointSegmentClear(x, b, c, rr) ||
    !pointSegmentClear(x, c, a, rr)
  ) {
    return false;
  }
  const n = cross(minus(b, a), minus(c, a));
  const nn = dot(n, n);
  if (sign(nn) === 0) return true;
  // Over the closed face, the plane distance is the distance: (n·w)² ≥ rr·|n|².
  const over =
    sign(dot(cross(minus(b, a), minus(x, a)), n)) >= 0 &&
    sign(dot(cross(minus(c, b), minus(x, b)), n)) >= 0 &&
    sign(dot(cross(minus(a, c), minus(x, c)), n)) >= 0;
  if (!over) return true;
  const h = dot(n, minus(x, a));
  return atLeast(mul(h, h), mul(rr, nn));
}

/** The sign of the volume `(b − a)·((c − a) × (d − a))`. */
function orient3(a: Big, b: Big, c: Big, d: Big): number {
  return sign(dot(minus(b, a), cross(minus(c, a), minus(d, a))));
}

/** 3D: the leg strictly crosses the triangle's plane inside the closed triangle (area > 0). */
function crossesFace(p: Big, q: Big, a: Big, b: Big, c: Big): boolean {
  const n = cross(minus(b, a), minus(c, a));
  if (sign(dot(n, n)) === 0) return false;
  if (sign(dot(n, minus(p, a))) * sign(dot(n, minus(q, a))) >= 0) return false;
  const s0 = orient3(p, q, a, b);
  const s1 = orient3(p, q, b, c);
  const s2 = orient3(p, q, c, a);
  return (s0 >= 0 && s1 >= 0 && s2 >= 0) || (s0 <= 0 && s1 <= 0 && s2 <= 0);
}

/** 3D, `r > 0`: the leg `p–q` keeps distance `≥ r` from the triangle. */
function clear3(p: Big, q: Big, a: Big, b: Big, c: Big, rr: Int): boolean {
  if (crossesFace(p, q, a, b, c)) return false;
  return (
    pointTriangleClear(p, a, b, c, rr) &&
    pointTriangleClear(q, a, b, c, rr) &&
    segmentSegmentClear(p, q, a, b, rr) &&
    segmentSegmentClear(p, q, b, c, rr) &&
    segmentSegmentClear(p, q, c, a, rr)
  );
}

/** 3D: {@link legArrivesOn} for the triangle `a b c`. */
function endsOn3(p: Big, q: Big, a: Big, b: Big, c: Big): boolean {
  const n = cross(minus(b, a), minus(c, a));
  if (sign(dot(n, n)) === 0) return false;
  if (sign(dot(n, minus(p, a))) === 0 || sign(dot(n, minus(q, a))) !== 0) return false;
  return (
    sign(dot(cross(minus(b, a), minus(q, a)), n)) >= 0 &&
    sign(dot(cross(minus(c, b), minus(q, b)), n)) >= 0 &&
    sign(dot(cross(minus(a, c), minus(q, c)), n)) >= 0
  );
}

/** 3D, `r = 0`: the leg passes through the triangle (see the header). */
function crosses3(p: Big, q: Big, a: Big, b: Big, c: Big): boolean {
  return crossesFace(p, q, a, b, c);
}
