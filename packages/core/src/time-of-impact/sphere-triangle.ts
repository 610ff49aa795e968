import {
  edgeFunction,
  marginRate,
  normal3,
  overFace,
  triangleMargin,
  triangleNormal,
} from '../overlap/sphere-triangle.ts';
import type { TriangleContact, Vec3 } from '../types.ts';
import { checkSphereTriangle } from '../validate.ts';
import { flushTiny, setUnit3 } from '../vec.ts';
import { toWallFrame, type WallFrame } from '../wall-frame.ts';
import { contactStatus } from './status.ts';
import { entryTime, slabEntryTime } from './wall-kernel.ts';

/** A reusable result object for {@link sphereTriangleTimeOfImpactInto}. */
export function createTriangleContact(): TriangleContact {
  return {
    t: 0,
    status: 'impact',
    point: { x: 0, y: 0, z: 0 },
    normal: { x: 1, y: 0, z: 0 },
    c: { x: 0, y: 0, z: 0 },
  };
}

/**
 * Time of impact of a moving sphere with a static triangle: `null` iff the
 * sphere (`c0 → c1`, radius `r`) never touches the triangle `p0 p1 p2`
 * during the step, else the first contact `{ t, status, point, normal, c }`
 * with the meanings of `circleSegmentTimeOfImpact`: `c` the centre at `t`,
 * `point` the triangle's point nearest to it, `normal` the unit vector from
 * `point` to `c`. When `c` lies on the triangle, the normal is the face's
 * unit normal facing against the motion, or `(p1 − p0) × (p2 − p0)`
 * normalised when the motion is zero or in the plane. A degenerate triangle
 * is the segment or point it is (on such a segment: the part of `−(c1 − c0)`
 * across it, normalised, else a fixed perpendicular; on a point:
 * `−(c1 − c0)/|c1 − c0|`, or `(1, 0, 0)`).
 *
 * The triangle swept by a ball of radius `r` is a rounded slab: a prism over
 * the face, a cylinder along each edge and a ball at each corner. `t` is the
 * earliest entry into them. The face test divides by nothing: the centre is
 * over the face when its three edge functions `((pj − pi) × (c − pi))·n`,
 * with the unnormalised `n = (p1 − p0) × (p2 − p0)`, are `≥ 0`; the face's
 * entry is linear in `t`; the edges' and corners' are quadratics whose
 * discriminants are formed by Lagrange's identity without cancellation.
 *
 * A moving triangle: subtract its displacement from `c1`.
 *
 * @example
 * // A ball (r = 1) dropping from z = 5 to z = −5 onto a floor triangle:
 * sphereTriangleTimeOfImpact(
 *   { x: 1, y: 1, z: 5 }, { x: 1, y: 1, z: -5 }, 1,
 *   { x: 0, y: 0, z: 0 }, { x: 10, y: 0, z: 0 }, { x: 0, y: 10, z: 0 },
 * );
 * // → { t: 0.4, status: 'impact', point: { x: 1, y: 1, z: 0 }, normal: { x: 0, y: 0, z: 1 }, c: { x: 1, y: 1, z: 1 } }
 */
export function sphereTriangleTimeOfImpact(
  c0: Vec3,
  c1: Vec3,
  r: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
): TriangleContact | null {
  checkSphereTriangle(c0, c1, r, p0, p1, p2);
  return solveSphereTriangle(null, c0, c1, r, p0, p1, p2);
}

/**
 * {@link sphereTriangleTimeOfImpact} into a caller-owned result (see
 * {@link createTriangleContact}): `true` and `out` filled on a hit, `false`
 * and `out` untouched on a miss. Allocates nothing.
 */
export function sphereTriangleTimeOfImpactInto(
  out: TriangleContact,
  c0: Vec3,
  c1: Vec3,
  r: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
): boolean {
  checkSphereTriangle(c0, c1, r, p0, p1, p2);
  return solveSphereTriangle(out, c0, c1, r, p0, p1, p2) !== null;
}

/** The centre at `t` in the wall frame (never escapes). */
const cs = { x: 0, y: 0, z: 0 };

/**
 * The first touch, unchecked, into `out` (`null`: into a fresh result,
 * allocated only on a hit), which it returns; `null` and `out` untouched on
 * a miss. Given `at ≥ 0`, the contact at that `t` instead (see
 * {@link triangleContactAt}): the geometry is written once, inline, since a
 * nested call for it measured ~1.5× the cost of the whole query.
 */
export function solveSphereTriangle(
  into: TriangleContact | null,
  c0: Vec3,
  c1: Vec3,
  r: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
  at = -1,
): TriangleContact | null {
  if (at < 0 && outsideBox(c0, c1, r, p0, p1, p2)) return null;
  const f = toWallFrame(c0, c1, r, p0, p1, p2);
  const t = at < 0 ? triangleEntryTime(f) : at;
  if (t < 0) return null;
  const out = into ?? createTriangleContact();
  const { c0: a, c1: b, scale } = f;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const dz = b.z - a.z;
  out.t = t;
  // The status from g(0) and its rate on the nearest feature, divided by nothing.
  const g = triangleMargin(f);
  out.status = contactStatus(marginRate.value, g);
  out.c.x = flushTiny(c0.x + t * (c1.x - c0.x));
  out.c.y = flushTiny(c0.y + t * (c1.y - c0.y));
  out.c.z = flushTiny(c0.z + t * (c1.z - c0.z));
  // The nearest point in the frame (centre at t relative to p0), then back.
  cs.x = a.x + t * dx;
  cs.y = a.y + t * dy;
  cs.z = a.z + t * dz;
  nearestOnTriangle(out.point, out.normal, cs, dx, dy, dz, f.p0, f.p1, f.p2);
  out.point.x = flushTiny(p0.x + out.point.x / scale);
  out.point.y = flushTiny(p0.y + out.point.y / scale);
  out.point.z = flushTiny(p0.z + out.point.z / scale);
  return out;
}

/**
 * The contact at a given `t` into `out` (`t`, `c`, `point`, `normal`, and the
 * start's `status` in the core's arithmetic): shared with `@swept/tolerance`,
 * which finds `t` and the status exactly.
 */
export function triangleContactAt(
  out: TriangleContact,
  t: number,
  c0: Vec3,
  c1: Vec3,
  r: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
): void {
  solveSphereTriangle(out, c0, c1, r, p0, p1, p2, t);
}

/**
 * The first touch time, or `-1`, in the wall frame (see `wall-frame.ts`;
 * `p0` is the origin there): the earliest entry into the rounded slab's
 * pieces — the three corner balls, the three edge cylinders (counted where
 * the centre then projects onto the edge) and the face prism (counted where
 * it then lies over the face). Outside its side conditions a piece is entered
 * through a neighbour (a cylinder's end is in a corner ball, a prism's side in
 * an edge cylinder) whose own entry comes no later. The pieces take the
 * frame, not its numbers (a call V8 does not inline boxes each number).
 */
export function triangleEntryTime(f: WallFrame): number {
  const { c0, c1, r, p0, p1, p2 } = f;
  const rr = r * r;
  const dx = c1.x - c0.x;
  const dy = c1.y - c0.y;
  const dz = c1.z - c0.z;
  const nn = triangleNormal(p0, p1, p2);
  const { x: nx, y: ny, z: nz } = normal3;
  const h0 = nx * (c0.x - p0.x) + ny * (c0.y - p0.y) + nz * (c0.z - p0.z);
  const h1 = nx * (c1.x - p0.x) + ny * (c1.y - p0.y) + nz * (c1.z - p0.z);
  const limit = rr * nn;
  // Both ends beyond r on one side of the plane: the slab that holds the
  // rounded slab is never entered (decided on the face test's own squares).
  if (h0 * h0 > limit && h1 * h1 > limit && h0 < 0 === h1 < 0) return -1;
  // The face first: the rounded slab lies inside the slab |h| ≤ r|n|, so a
  // slab entry over the face is the rounded slab's entry; nothing else need
  // be solved. (Counted where the centre lies over the face: edge functions,
  // no division by n.)
  if (nn > 0) {
    const tf = slabEntryTime(h0, h1, nx * dx + ny * dy + nz * dz, rr, r, nn);
    if (
      tf >= 0 &&
      overFace(c0.x + tf * dx, c0.y + tf * dy, c0.z + tf * dz, nx, ny, nz, p0, p1, p2)
    ) {
      return tf;
    }
  }
  let t = -1;
  for (let k = 0; k < 3; k++) {
    const a = k === 0 ? p0 : k === 1 ? p1 : p2;
    const b = k === 0 ? p1 : k === 1 ? p2 : p0;
    const tc = cornerEntry(f, a);
    if (tc >= 0 && (t < 0 || tc < t)) t = tc;
    const te = edgeEntry(f, a, b);
    if (te >= 0 && (t < 0 || te < t)) t = te;
  }
  return t;
}

/**
 * `true` when, along some axis, the whole path lies farther than `r` beyond
 * every corner: a box test that can only reject what truly misses. A rounded
 * difference is within `u` of the true one, so comparing it with
 * `r·(1 + 2^-50)` never rejects a touch; with `r = 0` the comparison of two
 * doubles is exact.
 */
export function outsideBox(c0: Vec3, c1: Vec3, r: number, p0: Vec3, p1: Vec3, p2: Vec3): boolean {
  const guard = r * (1 + 2 ** -50);
  return (
    apart(c0.x, c1.x, p0.x, p1.x, p2.x, guard) ||
    apart(c0.y, c1.y, p0.y, p1.y, p2.y, guard) ||
    apart(c0.z, c1.z, p0.z, p1.z, p2.z, guard)
  );
}

function apart(a: number, b: number, p: number, q: number, s: number, guard: number): boolean {
  // Plain comparisons: a quarter of the cost of Math.min / Math.max here (measured).
  let lo = p;
  let hi = p;
  if (q < lo) lo = q;
  if (q > hi) hi = q;
  if (s < lo) lo = s;
  if (s > hi) hi = s;
  let cLo = a;
  let cHi = b;
  if (b < a) {
    cLo = b;
    cHi = a;
  }
  return cLo - hi > guard || lo - cHi > guard;
}

/** Entry into the ball of radius `r` around `a`; `disc = r²|d|² − |w × d|²`. */
function cornerEntry(f: WallFrame, a: Vec3): number {
  const { c0, c1 } = f;
  const rr = f.r * f.r;
  const dx = c1.x - c0.x;
  const dy = c1.y - c0.y;
  const dz = c1.z - c0.z;
  const wx = c0.x - a.x;
  const wy = c0.y - a.y;
  const wz = c0.z - a.z;
  const Q = wx * dx + wy * dy + wz * dz;
  const R = wx * wx + wy * wy + wz * wz - rr;
  // Outside and not approaching: entryTime's first answer, before the rest is formed.
  if (R > 0 && Q >= 0) return -1;
  const vx = c1.x - a.x;
  const vy = c1.y - a.y;
  const vz = c1.z - a.z;
  const P = dx * dx + dy * dy + dz * dz;
  const kx = wy * dz - wz * dy;
  const ky = wz * dx - wx * dz;
  const kz = wx * dy - wy * dx;
  return entryTime(
    P,
    Q,
    R,
    vx * vx + vy * vy + vz * vz - rr,
    rr * P - (kx * kx + ky * ky + kz * kz),
  );
}

/**
 * Entry into the cylinder of radius `r` around the edge `a → b` (`e = b − a`),
 * where the centre projects onto the edge. The squared distance to the line
 * times `|e|²` is `|W(τ)|²` with `W = w × e` linear in `τ`; the discriminant
 * `(W0·D)² − |D|²(|W0|² − r²|e|²)` (`D = d × e`) equals
 * `|e|²·(r²|D|² − (w0·D)²)` by Lagrange's identity and
 * `(w × e) × (d × e) = (w·(d × e))·e`, formed that way without cancellation.
 */
function edgeEntry(f: WallFrame, a: Vec3, b: Vec3): number {
  const { c0, c1 } = f;
  const rr = f.r * f.r;
  const dx = c1.x - c0.x;
  const dy = c1.y - c0.y;
  const dz = c1.z - c0.z;
  const ex = b.x - a.x;
  const ey = b.y - a.y;
  const ez = b.z - a.z;
  const ee = ex * ex + ey * ey + ez * ez;
  if (ee === 0) return -1;
  const wx = c0.x - a.x;
  const wy = c0.y - a.y;
  const wz = c0.z - a.z;
  // W0 = w × e, D = d × e.
  const Wx = wy * ez - wz * ey;
  const Wy = wz * ex - wx * ez;
  const Wz = wx * ey - wy * ex;
  const Dx = dy * ez - dz * ey;
  const Dy = dz * ex - dx * ez;
  const Dz = dx * ey - dy * ex;
  const rree = rr * ee;
  const Q = Wx * Dx + Wy * Dy + Wz * Dz;
  const R = Wx * Wx + Wy * Wy + Wz * Wz - rree;
  // Outside and not approaching: entryTime's first answer, before the rest is formed.
  if (R > 0 && Q >= 0) return -1;
  const vx = c1.x - a.x;
  const vy = c1.y - a.y;
  const vz = c1.z - a.z;
  const Vx = vy * ez - vz * ey;
  const Vy = vz * ex - vx * ez;
  const Vz = vx * ey - vy * ex;
  const P = Dx * Dx + Dy * Dy + Dz * Dz;
  const det = wx * Dx + wy * Dy + wz * Dz;
  const t = entryTime(P, Q, R, Vx * Vx + Vy * Vy + Vz * Vz - rree, ee * (rr * P - det * det));
  if (t < 0) return -1;
  const m = wx * ex + wy * ey + wz * ez + t * (dx * ex + dy * ey + dz * ez);
  return m >= 0 && m <= ee ? t : -1;
}

/** `(2^-48)²`: a squared remainder below this share of `|q|²` is rounding (see below). */
const FACE_RULE_BELOW = 2 ** -96;

/**
 * Writes the triangle's point nearest to `c` into `point` and the unit vector
 * from it to `c` into `normal` (the contract's wall normal when `c` lies on
 * the triangle; see {@link sphereTriangleTimeOfImpact}). Over the face: the
 * foot of the perpendicular and `±n/|n|`; elsewhere: the nearest point of the
 * nearest edge (for a degenerate triangle, of its longest non-zero edge run).
 */
export function nearestOnTriangle(
  point: Vec3,
  normal: Vec3,
  c: Vec3,
  dx: number,
  dy: number,
  dz: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
): void {
  const nn = triangleNormal(p0, p1, p2);
  const { x: nx, y: ny, z: nz } = normal3;
  if (nn > 0 && overFace(c.x, c.y, c.z, nx, ny, nz, p0, p1, p2)) {
    const h = nx * (c.x - p0.x) + ny * (c.y - p0.y) + nz * (c.z - p0.z);
    const s = h / nn;
    point.x = flushTiny(c.x - s * nx);
    point.y = flushTiny(c.y - s * ny);
    point.z = flushTiny(c.z - s * nz);
    if (h !== 0) setUnit3(normal, h > 0 ? nx : -nx, h > 0 ? ny : -ny, h > 0 ? nz : -nz);
    else {
      // On the face: against the motion, or n itself.
      const f = nx * dx + ny * dy + nz * dz;
      setUnit3(normal, f > 0 ? -nx : nx, f > 0 ? -ny : ny, f > 0 ? -nz : nz);
    }
    return;
  }
  // Nearest point over the three edges (a zero-length edge is its corner), among
  // the edges with `c` on their outer side first (their edge function < 0, which
  // overFace found for one at least): the nearest point of a triangle to a centre
  // not over its face lies on such an edge. Without that rule a sliver's two long
  // edges, all but coincident and walked in opposite directions, tie up to
  // rounding, and the wrong one (`c` on its inner side) sent the push along the
  // face normal instead of across the sliver.
  let best = Number.POSITIVE_INFINITY;
  let bestInner = true;
  let gx = 0;
  let gy = 0;
  let gz = 0;
  // The best edge's direction as walked (b − a, or a − b from its far end),
  // whether its nearest point lies strictly inside it, and which way it was walked.
  let bx = 0;
  let by = 0;
  let bz = 0;
  let inside = false;
  let flipped = false;
  for (let k = 0; k < 3; k++) {
    let a = k === 0 ? p0 : k === 1 ? p1 : p2;
    let ex = (k === 0 ? p1 : k === 1 ? p2 : p0).x - a.x;
    let ey = (k === 0 ? p1 : k === 1 ? p2 : p0).y - a.y;
    let ez = (k === 0 ? p1 : k === 1 ? p2 : p0).z - a.z;
    let wx = c.x - a.x;
    let wy = c.y - a.y;
    let wz = c.z - a.z;
    const inner =
      nn === 0 || edgeFunction(c.x, c.y, c.z, nx, ny, nz, a, k === 0 ? p1 : k === 1 ? p2 : p0) >= 0;
    const ee = ex * ex + ey * ey + ez * ez;
    let m = wx * ex + wy * ey + wz * ez;
    const far = m + m > ee;
    if (far) {
      // Nearer the edge's far end b: measured from b along a − b instead. From
      // a, q = w − u·e would cancel down from |e| to the distance (a centre
      // 1e-11 from a corner of edges 1e-2 long kept only 7 digits of q, and
      // the push along q/|q| then fell ~100 ulps short or long).
      a = k === 0 ? p1 : k === 1 ? p2 : p0;
      ex = -ex;
      ey = -ey;
      ez = -ez;
      wx = c.x - a.x;
      wy = c.y - a.y;
      wz = c.z - a.z;
      m = wx * ex + wy * ey + wz * ez;
    }
    const u = ee === 0 || m <= 0 ? 0 : m >= ee ? 1 : m / ee;
    const qx = wx - u * ex;
    const qy = wy - u * ey;
    const qz = wz - u * ez;
    const q = qx * qx + qy * qy + qz * qz;
    if ((bestInner && !inner) || (inner === bestInner && q < best)) {
      best = q;
      bestInner = inner;
      point.x = flushTiny(a.x + u * ex);
      point.y = flushTiny(a.y + u * ey);
      point.z = flushTiny(a.z + u * ez);
      gx = qx;
      gy = qy;
      gz = qz;
      bx = ex;
      by = ey;
      bz = ez;
      inside = u > 0 && u < 1;
      flipped = far;
    }
  }
  if (inside) {
    // Inside an edge, q = w − u·e still cancels from |w| down to |q| when the
    // centre lies almost on the edge's line: its rounding (≤ 2^-52·|w| in each
    // component) may lean q along e by an angle that is not small (0.014 rad
    // for a centre 3e-22 off an edge 1e-6 from a corner), and a push of r
    // along it gains only r·cos of that off the edge. Any unit vector across
    // the edge and not into the face is the direction of a nearest point, so:
    // (1) remove q's part along e once more — now from q itself, whose error
    // is ~2^-52·|q|, so q leans at most ~2^-50 rad off the true edge's
    // perpendicular (with e's own rounding, ≤ 2^-52 rad) and a push of r along
    // it falls short by r·2^-101, nothing; |q| itself keeps an error of a few
    // ulps of |w|, within the push's slack of ulps of the scale; (2) when rounding
    // left q pointing into the face's side (inward in-plane normal n × e),
    // drop that part too: then q points along ±n, or is 0 and the face rule
    // below applies.
    const s = (gx * bx + gy * by + gz * bz) / (bx * bx + by * by + bz * bz);
    gx -= s * bx;
    gy -= s * by;
    gz -= s * bz;
    if (nn > 0) {
      // Outward in-plane normal (b − a) × n of the edge walked from a to b.
      const sign = flipped ? -1 : 1;
      const ox = sign * (by * nz - bz * ny);
      const oy = sign * (bz * nx - bx * nz);
      const oz = sign * (bx * ny - by * nx);
      const out = gx * ox + gy * oy + gz * oz;
      if (out < 0) {
        const before = gx * gx + gy * gy + gz * gz;
        const t = out / (ox * ox + oy * oy + oz * oz);
        gx -= t * ox;
        gy -= t * oy;
        gz -= t * oz;
        // What is left is q's part along ±n plus the rounding of the steps
        // above, a few ulps of |q| in every component. Below 2^-48·|q| the
        // two cannot be told apart (a centre 1.5e-17 from a corner, 1.4e-18
        // inside the edge's line, left 2e-34 of noise that pointed anywhere:
        // the push went off by 63° and was grown to 1.125 r), so the centre
        // lies on the edge's line within rounding: the face rule below.
        if (gx * gx + gy * gy + gz * gz <= before * FACE_RULE_BELOW) {
          gx = 0;
          gy = 0;
          gz = 0;
        }
      }
    }
  }
  if (gx !== 0 || gy !== 0 || gz !== 0) {
    setUnit3(normal, gx, gy, gz);
  } else if (nn > 0) {
    // On the triangle's boundary (r = 0 or a start on it): the face rule.
    const f = nx * dx + ny * dy + nz * dz;
    setUnit3(normal, f > 0 ? -nx : nx, f > 0 ? -ny : ny, f > 0 ? -nz : nz);
  } else {
    // A degenerate triangle: its corners lie on one line, along any non-zero edge.
    const e = p1.x !== p0.x || p1.y !== p0.y || p1.z !== p0.z ? p1 : p2;
    lineNormal(normal, dx, dy, dz, e.x - p0.x, e.y - p0.y, e.z - p0.z);
  }
}

/**
 * The normal on a degenerate triangle: across the segment along `l` (zero
 * `l`: a point), against the motion `d` — `−d` without its part along `l`,
 * normalised — or, when that vanishes, a fixed perpendicular `l × axis`
 * (the axis of `l`'s smallest component); on a point, `−d/|d|` or `(1, 0, 0)`.
 */
function lineNormal(
  out: Vec3,
  dx: number,
  dy: number,
  dz: number,
  lx: number,
  ly: number,
  lz: number,
): void {
  const ll = lx * lx + ly * ly + lz * lz;
  if (ll === 0) {
    setUnit3(out, -dx, -dy, -dz);
    return;
  }
  const s = (dx * lx + dy * ly + dz * lz) / ll;
  const px = -(dx - s * lx);
  const py = -(dy - s * ly);
  const pz = -(dz - s * lz);
  if (px !== 0 || py !== 0 || pz !== 0) {
    setUnit3(out, px, py, pz);
    return;
  }
  const ax = Math.abs(lx);
  const ay = Math.abs(ly);
  const az = Math.abs(lz);
  // l × axis for the axis of l's smallest component.
  if (ax <= ay && ax <= az) setUnit3(out, 0, lz, -ly);
  else if (ay <= az) setUnit3(out, -lz, 0, lx);
  else setUnit3(out, ly, -lx, 0);
}
