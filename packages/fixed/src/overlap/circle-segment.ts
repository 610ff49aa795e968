import type { Vec2 } from '@swept/core';
import { compareProducts } from '@swept/core/internal';
import { capsuleExact, countSettled, foot, segmentFoot, settled } from '../capsule.ts';
import { compare, dot2, limbs, mul, product } from '../exact/limbs.ts';
import { overlap2, overlapUsedFallback } from '../overlap-decision.ts';
import { checkCircleAtSegment } from '../validate.ts';

/**
 * Whether the circle at `c` (radius `r`) is closer than `r` to the segment at
 * `w = c − s0`, `e = s1 − s0`, exactly, without checks (shared with the
 * push-out). The closest point's region is exact (`segmentFoot`); beside an
 * end it is the two-circle test, between them `side² < r²·e·e`: in doubles
 * within the capsule's range (`capsule.ts`), else in limbs (`side = e × w`
 * below 2^65, `side² < 2^130`; `r² < 2^62`, `e·e < 2^65`, `r²·e·e < 2^127`:
 * 6 limbs). Leaves in `settled.limbs` whether the limb stage was needed; the
 * caller counts the query once.
 */
export function segmentOverlapRaw(
  wx: number,
  wy: number,
  ex: number,
  ey: number,
  r: number,
): boolean {
  segmentFoot(wx, wy, 0, 0, ex, ey, 0);
  if (foot.region !== 0) {
    const overlaps = foot.region < 0 ? overlap2(wx, wy, r) : overlap2(wx - ex, wy - ey, r);
    settled.limbs = overlapUsedFallback;
    return overlaps;
  }
  settled.limbs = !capsuleExact(wx, wy, 0, 0, ex, ey, r);
  if (!settled.limbs) {
    const side = ex * wy - ey * wx;
    return compareProducts(side, side, r * r, ex * ex + ey * ey) < 0;
  }
  dot2(SIDE, ex, wy, -ey, wx);
  dot2(EE, ex, ex, ey, ey);
  return compare(mul(SIDE2, SIDE, SIDE), mul(RREE, product(RR, r, r), EE)) < 0;
}

const SIDE = limbs(3);
const EE = limbs(3);
const RR = limbs(3);
const SIDE2 = limbs(6);
const RREE = limbs(6);

/**
 * Whether the circle at `c` (radius `r`) overlaps the segment `s0 – s1`:
 * `distance(c, segment) < r`, exactly (strict: touching is not overlapping).
 *
 * @example
 * circleSegmentOverlap({ x: 0, y: ONE }, ONE, { x: -ONE, y: 0 }, { x: ONE, y: 0 }) // false (touching)
 * circleSegmentOverlap({ x: 0, y: ONE - 1 }, ONE, { x: -ONE, y: 0 }, { x: ONE, y: 0 }) // true
 */
export function circleSegmentOverlap(c: Vec2, r: number, s0: Vec2, s1: Vec2): boolean {
  checkCircleAtSegment(c, r, s0, s1);
  const overlaps = segmentOverlapRaw(c.x - s0.x, c.y - s0.y, s1.x - s0.x, s1.y - s0.y, r);
  countSettled();
  return overlaps;
}
