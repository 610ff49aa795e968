// move/: whether a point (r = 0) passes through a wall along a leg — the judge's question when nothing can be closer than 0.
/**
 * With `r = 0` a mover's body is a point, and no distance is below 0: "never
 * through" means the leg `p → q` never goes from one open side of a wall to
 * the other across the closed wall (contract §8). Exactly:
 * - 2D, a segment `a–b` of length > 0: `p` and `q` strictly on opposite sides
 *   of its line (`(b − a) × (x − a)` of opposite signs) and the segment
 *   meeting the leg (the signs of `(q − p) × (a − p)` and `(q − p) × (b − p)`
 *   not both positive nor both negative); a segment of length 0 (a point): on
 *   the leg's line strictly between `p` and `q`;
 * - 3D, a triangle of area > 0: `p` and `q` strictly on opposite sides of its
 *   plane and the crossing point inside the closed triangle; a triangle of no
 *   area has no sides and is never passed through.
 * A leg along the wall, ending on it or leaving it does not pass through.
 */
import { div, type Rat, sign, sub } from '../rat.ts';
import { cross, cross3, dot, isZeroVec, type RVec, vadd, vscale, vsub } from '../vec.ts';
import { checkDimension, checkWall, dimensionOf } from './distance.ts';

/** `true` iff the point moving along `p → q` passes through `wall` (see the header). */
export function legPassesThroughExact(p: RVec, q: RVec, wall: readonly RVec[]): boolean {
  const dimension = dimensionOf(p, 'p');
  checkDimension(q, dimension, 'q');
  checkWall(wall, dimension, 'wall');
  return dimension === 2 ? throughSegment(p, q, wall[0]!, wall[1]!) : throughTriangle(p, q, wall);
}

function side(a: RVec, b: RVec, x: RVec): number {
  return sign(cross(vsub(b, a), vsub(x, a)));
}

function throughSegment(p: RVec, q: RVec, a: RVec, b: RVec): boolean {
  if (isZeroVec(vsub(b, a))) {
    return side(p, q, a) === 0 && sign(dot(vsub(p, a), vsub(q, a))) < 0;
  }
  return side(a, b, p) * side(a, b, q) < 0 && side(p, q, a) * side(p, q, b) <= 0;
}

function throughTriangle(p: RVec, q: RVec, wall: readonly RVec[]): boolean {
  const [a, b, c] = wall as readonly [RVec, RVec, RVec];
  const n = cross3(vsub(b, a), vsub(c, a));
  if (isZeroVec(n)) return false;
  const hp: Rat = dot(n, vsub(p, a));
  const hq: Rat = dot(n, vsub(q, a));
  if (sign(hp) * sign(hq) >= 0) return false;
  const x = vadd(p, vscale(vsub(q, p), div(hp, sub(hp, hq))));
  return [
    [a, b],
    [b, c],
    [c, a],
  ].every(([i, j]) => sign(dot(cross3(vsub(j!, i!), vsub(x, i!)), n)) >= 0);
}
