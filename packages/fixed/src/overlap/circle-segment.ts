import type { Vec2 } from '@swept/core';
import { capsuleExact, foot, segmentFoot } from '../exact/capsule.ts';
import { overlap2 } from '../exact/overlap.ts';
import { compareProducts } from '../exact/products.ts';
import { countFallback, countFilter } from '../exact/stats.ts';
import { checkRadius, checkVec2, isRawRadius, isRawVec2 } from '../validate.ts';

/**
 * Whether the circle at `c` (radius `r`) is closer than `r` to the segment at
 * `w = c − s0`, `e = s1 − s0`, exactly, without checks (shared with the
 * push-out). The closest point's region is exact (`segmentFoot`); beside an
 * end it is the two-circle test, between them `side² < r²·e·e`.
 */
export function segmentOverlapRaw(
  wx: number,
  wy: number,
  ex: number,
  ey: number,
  r: number,
): boolean {
  segmentFoot(wx, wy, 0, 0, ex, ey, 0);
  if (foot.region < 0) return overlap2(wx, wy, r);
  if (foot.region > 0) return overlap2(wx - ex, wy - ey, r);
  if (capsuleExact(wx, wy, 0, 0, ex, ey, r)) {
    countFilter();
    const side = ex * wy - ey * wx;
    return compareProducts(side, side, r * r, ex * ex + ey * ey) < 0;
  }
  countFallback();
  const side = BigInt(ex) * BigInt(wy) - BigInt(ey) * BigInt(wx);
  const ee = BigInt(ex) * BigInt(ex) + BigInt(ey) * BigInt(ey);
  return side * side < BigInt(r) * BigInt(r) * ee;
}

/**
 * Whether the circle at `c` (radius `r`) overlaps the segment `s0 – s1`:
 * `distance(c, segment) < r`, exactly (strict: touching is not overlapping).
 *
 * @example
 * circleSegmentOverlap({ x: 0, y: ONE }, ONE, { x: -ONE, y: 0 }, { x: ONE, y: 0 }) // false (touching)
 * circleSegmentOverlap({ x: 0, y: ONE - 1 }, ONE, { x: -ONE, y: 0 }, { x: ONE, y: 0 }) // true
 */
export function circleSegmentOverlap(c: Vec2, r: number, s0: Vec2, s1: Vec2): boolean {
  if (!(isRawVec2(c) && isRawRadius(r) && isRawVec2(s0) && isRawVec2(s1))) {
    checkVec2('c', c);
    checkRadius('r', r);
    checkVec2('s0', s0);
    checkVec2('s1', s1);
  }
  return segmentOverlapRaw(c.x - s0.x, c.y - s0.y, s1.x - s0.x, s1.y - s0.y, r);
}
