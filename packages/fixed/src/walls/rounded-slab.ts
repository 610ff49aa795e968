/**
 * A moving sphere against a triangle, exactly: the rounded slab (the
 * triangle swept by a ball of radius `r`) is three corner balls, three edge
 * cylinders and the prism over the face (see `wall-pieces.ts`). With
 * `d = c1 − c0`:
 *
 * - a corner ball is the two-sphere quadratic of `quadratic.ts` with a
 *   sphere that stands still;
 * - the cylinder along `pa → pb` (`e = pb − pa`, `w = c0 − pa`):
 *   `|e × (w + t·d)|² ≤ r²·e·e` where `0 ≤ (w + t·d)·e ≤ e·e`;
 * - the prism (`n = (p1 − p0) × (p2 − p0)`, `w = c0 − p0`):
 *   `(n·(w + t·d))² ≤ r²·n·n` where, for each edge `pi → pj`,
 *   `(e × (C(t) − pi))·n ≥ 0` (the centre projects into the triangle).
 *
 * Degenerate triangles drop what they do not have (a zero-length edge has no
 * cylinder, collinear corners no prism): they are the segment or point they
 * are. The corner balls use the sphere queries' own stages at any
 * magnitude. When every component of `c0 − p0`, `c1 − p0`, `p1 − p0`,
 * `p2 − p0` and `r` is below 2^24 raw (256 units) and the corners are not
 * collinear, everything else is decided in doubles: exact separating planes
 * rule out misses (`slab-filter.ts`), a clean entry through the face is the
 * answer at once (`prism.ts`), and otherwise the face's start and the
 * three cylinders are decided as exact sums of products (`product-sum.ts`;
 * `prism.ts`, `cylinder.ts`, over the frame of `slab-frame.ts`).
 * Beyond that range, or for degenerate triangles, the cylinders and the
 * prism are limb pieces (`slab-limbs.ts`, over `wall-pieces.ts`).
 */
import type { Vec3 } from '@swept/core';
import { coefficients3, exactCoefficients3 } from '../coefficients.ts';
import { pointCode } from './ball-point.ts';
import { cylinderCode } from './cylinder.ts';
import { faceFirst, faceStartCode } from './prism.ts';
import { settled } from './settled.ts';
import { separated } from './slab-filter.ts';
import { face } from './slab-frame.ts';
import { limbPiecesCode } from './slab-limbs.ts';
import { earliest, MISS } from './wall-pieces.ts';

function vertexCode3(c0: Vec3, c1: Vec3, r: number, v: Vec3, decide: boolean): number {
  coefficients3(c0, c1, v, v, r);
  return pointCode(c0, c1, r, v, decide, exactCoefficients3);
}

const min = (a: number, b: number, c: number): number => (a < b ? Math.min(a, c) : Math.min(b, c));
const max = (a: number, b: number, c: number): number => (a > b ? Math.max(a, c) : Math.max(b, c));

/** Whether the boxes of the swept ball and of the triangle are disjoint along one axis. */
function apart(c0: number, c1: number, r: number, a: number, b: number, c: number): boolean {
  return Math.min(c0, c1) - r > max(a, b, c) || Math.max(c0, c1) + r < min(a, b, c);
}

/**
 * The code of a sphere moving `c0 → c1` (radius `r`) against the triangle
 * `p0 p1 p2`, exactly (codes of `wall-pieces.ts`). `decide`: only whether it
 * hits. Sets `settled.limbs` (`settled.ts`) when some part needed the limb stage.
 */
export function slabCode(
  c0: Vec3,
  c1: Vec3,
  r: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
  decide: boolean,
): number {
  settled.limbs = false;
  if (
    apart(c0.x, c1.x, r, p0.x, p1.x, p2.x) ||
    apart(c0.y, c1.y, r, p0.y, p1.y, p2.y) ||
    apart(c0.z, c1.z, r, p0.z, p1.z, p2.z) ||
    separated(c0, c1, r, p0, p1, p2)
  ) {
    return MISS;
  }
  if (face.exact) {
    // Every piece in doubles (see faceFirst, faceStartCode, cylinderCode).
    const k = faceFirst(r);
    if (k >= 0) return k;
    let code = faceStartCode(r);
    for (let i = 0; i < 3 && !(decide && code !== MISS); i += 1) {
      code = earliest(code, cylinderCode(i, r));
    }
    for (let i = 0; i < 3 && !(decide && code !== MISS); i += 1) {
      code = earliest(code, vertexCode3(c0, c1, r, i === 0 ? p0 : i === 1 ? p1 : p2, decide));
    }
    return code;
  }
  let code = MISS;
  for (let i = 0; i < 3; i += 1) {
    code = earliest(code, vertexCode3(c0, c1, r, i === 0 ? p0 : i === 1 ? p1 : p2, decide));
    if (decide && code !== MISS) return code;
  }
  settled.limbs = true;
  return limbPiecesCode(c0, c1, r, p0, p1, p2, decide, code);
}
