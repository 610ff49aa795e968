/**
 * The rounded slab, a triangle swept by a ball: when a centre's path first
 * enters it (`triangleEntryTime`, over its pieces: the face prism, the edge
 * cylinders, the corner balls) and the box test that rejects a path before
 * any of that (`outsideBox`). Shared by the swept test and the time of impact.
 */
import type { Vec3 } from '../types.ts';
import { entryTime, slabEntryTime } from './entry-time.ts';
import type { WallFrame } from './frame.ts';
import { normal3, overFace, triangleNormal } from './triangle.ts';

/**
 * The first touch time, or `-1`, in the wall frame (see `frame.ts`;
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
