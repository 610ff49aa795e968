/**
 * `walls/`: the `exact` wall queries' stages, search and last resort.
 *
 * The wall queries' arguments for the `exact` policy: an exact filter that
 * settles the far misses in floating point, and the loading of a case for
 * the exact last resort (`wall-rational.ts`).
 *
 * **Box filter.** The moving ball stays inside the box spanned by `c0` and
 * `c1`, widened by `r` on every side; the wall inside the box of its
 * corners. When, on some axis, the ball's box ends before the wall's begins
 * (`min(wall) − max(c0, c1) − r > 0`, or the mirror), they never touch. Each
 * such sign is of a sum of three doubles, decided exactly by Grow-Expansion
 * (`signOfSum`), so the filter never claims a miss that is not one. A ball
 * that stands still (`c0 = c1 = c`) is an overlap test: apart means
 * `distance > r`, so no overlap.
 */
import type { Vec2, Vec3 } from '@swept/core';
import { signOfSum } from '@swept/core/internal';
import { loadWall, type WallCase } from './wall-rational.ts';

/** The ball's interval `[min(a0, a1) − r, max(a0, a1) + r]` misses `[lo, hi]`, exactly. */
function apart(a0: number, a1: number, r: number, lo: number, hi: number): boolean {
  const low = min(a0, a1);
  const high = max(a0, a1);
  return signOfSum(lo, -high, -r, 0, 0) > 0 || signOfSum(low, -r, -hi, 0, 0) > 0;
}

const { min, max } = Math;

/** The swept circle's box misses the segment's box: they never touch. */
export function segmentBoxApart(c0: Vec2, c1: Vec2, r: number, s0: Vec2, s1: Vec2): boolean {
  return (
    apart(c0.x, c1.x, r, min(s0.x, s1.x), max(s0.x, s1.x)) ||
    apart(c0.y, c1.y, r, min(s0.y, s1.y), max(s0.y, s1.y))
  );
}

/** The swept sphere's box misses the triangle's box: they never touch. */
export function triangleBoxApart(
  c0: Vec3,
  c1: Vec3,
  r: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
): boolean {
  return (
    apart(c0.x, c1.x, r, min(p0.x, p1.x, p2.x), max(p0.x, p1.x, p2.x)) ||
    apart(c0.y, c1.y, r, min(p0.y, p1.y, p2.y), max(p0.y, p1.y, p2.y)) ||
    apart(c0.z, c1.z, r, min(p0.z, p1.z, p2.z), max(p0.z, p1.z, p2.z))
  );
}

/** How many cases were loaded for the exact last resort (the benchmarks' rates). */
export const lastResort: { cases: number } = { cases: 0 };

/** A circle–segment case for the exact last resort. */
export function segmentCase(c0: Vec2, c1: Vec2, r: number, s0: Vec2, s1: Vec2): WallCase {
  lastResort.cases++;
  return loadWall([c0.x, c0.y], [c1.x, c1.y], r, [
    [s0.x, s0.y],
    [s1.x, s1.y],
  ]);
}

/** A sphere–triangle case for the exact last resort. */
export function triangleCase(
  c0: Vec3,
  c1: Vec3,
  r: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
): WallCase {
  lastResort.cases++;
  return loadWall([c0.x, c0.y, c0.z], [c1.x, c1.y, c1.z], r, [
    [p0.x, p0.y, p0.z],
    [p1.x, p1.y, p1.z],
    [p2.x, p2.y, p2.z],
  ]);
}
