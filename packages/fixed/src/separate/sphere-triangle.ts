import type { Vec3 } from '@swept/core';
import { closest, closestAndDirection, direction } from '../closest/point-triangle.ts';
import { roundHalfAway } from '../exact/integer.ts';
import { counter } from '../exact/stats.ts';
import { checkSphereAtTriangle } from '../validate.ts';
import { settled } from '../walls/settled.ts';
import { triangleOverlapRaw } from '../walls/wall-overlap.ts';
import { checkPushedInRange } from './range-edge.ts';
import { rawCopy } from './split-push.ts';

/**
 * Pushes a sphere (centre `c`, radius `r`) out of the triangle `p0 p1 p2`
 * (which never moves): the new centre, such that
 * `sphereTriangleOverlap(result, r, p0, p1, p2)` is `false` EXACTLY.
 *
 * A sphere that overlaps moves along the normal from the triangle's closest
 * point `q` (a centre on the triangle along `(p1 − p0) × (p2 − p0)`; with
 * collinear corners along `(1, 0, 0)`) to `q + r·n`, rounded to the nearest
 * raw values, then one raw unit at a time along the normal's largest
 * component until the exact test clears. One that does not overlap comes
 * back unchanged (a copy).
 *
 * The range's edge: the triangle never moves, so a push that would carry the
 * centre past ±(2^31 − 1) has no room (as against an immovable body in
 * `separateSpheres`): a `RangeError` names `c` (`c cannot be separated from
 * the triangle within the Q16.16 range ±2147483647: c.z would be … raw`).
 *
 * @example
 * const floor = [{ x: -4 * ONE, y: -4 * ONE, z: 0 }, { x: 4 * ONE, y: -4 * ONE, z: 0 }, { x: 0, y: 4 * ONE, z: 0 }] as const;
 * separateSphereTriangle({ x: 0, y: 0, z: 0.75 * ONE }, ONE, ...floor) // { x: 0, y: 0, z: 65536 }
 */
export function separateSphereTriangle(c: Vec3, r: number, p0: Vec3, p1: Vec3, p2: Vec3): Vec3 {
  checkSphereAtTriangle(c, r, p0, p1, p2);
  const overlaps = triangleOverlapRaw(c, r, p0, p1, p2);
  // One count per query: the limb stage in any of its overlap tests counts once.
  let usedLimbs = settled.limbs;
  if (!overlaps) {
    counter.count(usedLimbs);
    return rawCopy(c);
  }
  closestAndDirection(
    65536 * (c.x - p0.x),
    65536 * (c.y - p0.y),
    65536 * (c.z - p0.z),
    p0,
    p1,
    p2,
    0,
    0,
    0,
  );
  // closest and direction now hold the closest point (relative to p0) and the way out.
  const { x, y, z } = direction;
  const f = r / Math.sqrt(x * x + y * y + z * z);
  const target = {
    x: p0.x + roundHalfAway(closest.x + x * f),
    y: p0.y + roundHalfAway(closest.y + y * f),
    z: p0.z + roundHalfAway(closest.z + z * f),
  };
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  const az = Math.abs(z);
  const axis = ax >= ay && ax >= az ? 'x' : ay >= az ? 'y' : 'z';
  const step = direction[axis] < 0 ? -1 : 1;
  let steps = 0;
  while (triangleOverlapRaw(target, r, p0, p1, p2)) {
    usedLimbs ||= settled.limbs;
    if (steps === UNIT_STEPS) {
      // The doubles' closest point was too far off to aim by (a sliver triangle
      // a billion raw units long and a few wide: the axis ran along it, and the
      // unit steps would have run for its length). Search the ray instead.
      rayExit(target, c, x * f, y * f, z * f, r, p0, p1, p2);
      usedLimbs ||= settled.limbs;
      break;
    }
    target[axis] += step;
    steps += 1;
  }
  checkPushedInRange(target, 'the triangle');
  usedLimbs ||= settled.limbs;
  counter.count(usedLimbs);
  return rawCopy(target);
}

/** Unit steps before {@link rayExit} takes over (an aimed push clears in 0–2). */
const UNIT_STEPS = 16;

/**
 * Writes into `out` a point `round(c + s·u)` (`u = (ux, uy, uz)`, of length
 * `r`) that does not overlap the triangle, with `s` within one step of the
 * smallest such on that ray. Why it ends: the points closer than `r` to a
 * triangle form a convex, bounded set (the triangle grown by a ball), and
 * `c` is inside it, so along any ray from `c` the overlapping `s` form one
 * interval `[0, s*)`. Doubling `s` from 1 passes `s*` within about 33 steps
 * (the set is smaller than the range, 2^32 raw, and `|u| = r ≥ 1`), and a
 * bisection that keeps a clearing upper end narrows `[lo, hi]` until a step
 * of `s` moves the point by at most half a raw unit on its longest axis
 * (`(hi − lo)·max|uᵢ| ≤ 1/2`; a bound in `s` alone would leave `r·2^-k` raw
 * units, 32 for `r = 2^25` and `k = 20` — the fault a property run found), or
 * until the doubles cannot split it further. The clearing end is then within
 * `√3/2` raw of the ray's exit, plus the rounding of the point, `√3/2` raw.
 * Every operation is IEEE-754 `+ − ×` and `Math.round` of a product, the same
 * on every engine.
 */
function rayExit(
  out: Vec3,
  c: Vec3,
  ux: number,
  uy: number,
  uz: number,
  r: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
): void {
  const at = (s: number): Vec3 => {
    out.x = c.x + roundHalfAway(s * ux);
    out.y = c.y + roundHalfAway(s * uy);
    out.z = c.z + roundHalfAway(s * uz);
    return out;
  };
  let lo = 0;
  let hi = 1;
  while (triangleOverlapRaw(at(hi), r, p0, p1, p2)) {
    lo = hi;
    hi *= 2;
    // Unreachable for inputs in range (the grown triangle is narrower than 2^34 raw); a
    // guard so that no input can loop.
    if (hi > 17179869184) return; // 2^34
  }
  const longest = Math.max(Math.abs(ux), Math.abs(uy), Math.abs(uz));
  while ((hi - lo) * longest > 0.5) {
    const mid = (lo + hi) / 2;
    if (mid === lo || mid === hi) break;
    if (triangleOverlapRaw(at(mid), r, p0, p1, p2)) lo = mid;
    else hi = mid;
  }
  at(hi);
}
