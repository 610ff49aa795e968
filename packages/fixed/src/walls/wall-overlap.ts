/**
 * Whether a ball at rest overlaps a wall, exactly and without checks: the
 * decision of the overlap queries (`overlap/circle-segment.ts`,
 * `overlap/sphere-triangle.ts`) and the push-outs' exit test
 * (`separate/circle-segment.ts`, `separate/sphere-triangle.ts`). Each leaves
 * in `settled.limbs` whether the limb stage was needed; the caller counts
 * the query once.
 */
import type { Vec3 } from '@swept/core';
import { compareProducts } from '@swept/core/internal';
import { foot, segmentFoot } from '../closest/point-segment.ts';
import { compare, dot2, limbs, mul, product } from '../exact/limbs.ts';
import { overlap2, overlapUsedFallback } from '../overlap-decision.ts';
import { capsuleExact } from './capsule.ts';
import { slabCode } from './rounded-slab.ts';
import { settled } from './settled.ts';
import { OVERLAP } from './wall-pieces.ts';

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
 * Whether the sphere at `c` (radius `r`) overlaps the triangle `p0 p1 p2`,
 * exactly, without checks: the rounded slab of a still sphere.
 * Leaves in `settled.limbs` whether the limb stage was needed; the caller counts
 * the query once.
 */
export function triangleOverlapRaw(c: Vec3, r: number, p0: Vec3, p1: Vec3, p2: Vec3): boolean {
  // A still sphere overlaps exactly when some piece of the rounded slab is overlapped at t = 0.
  return slabCode(c, c, r, p0, p1, p2, false) === OVERLAP;
}
