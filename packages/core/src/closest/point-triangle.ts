/**
 * The point of a triangle nearest to a point, and the unit normal from it
 * (the contract's wall normal where the point lies on the triangle): the
 * contact geometry of the sphere–triangle time of impact and push-out.
 */
import type { Vec3 } from '../types.ts';
import { flushTiny, setUnit3 } from '../vec.ts';
import { edgeFunction, normal3, overFace, triangleNormal } from '../walls/triangle.ts';

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
