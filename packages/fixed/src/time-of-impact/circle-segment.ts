import type { SegmentContact, Vec2 } from '@swept/core';
import { checkCircleSegment } from '../validate.ts';
import { capsuleCode } from '../walls/capsule.ts';
import { countSettled } from '../walls/settled.ts';
import { MISS } from '../walls/wall-pieces.ts';
import { segmentContact } from './wall-contact.ts';

/**
 * The first time a circle moving `c0 → c1` (radius `r`) touches the segment
 * `s0 – s1`, or `null` when it never does on `[0, 1]` (exactly when
 * {@link sweptCircleSegment} is `false`).
 *
 * `t` is the raw `floor(65536·t*)` of the exact first touch `t*` (never
 * later than the true impact); `status` is decided exactly from
 * `g(t) = dist(C(t), segment)² − r²` at `t = 0`. `c` is the centre at `t`,
 * `point` the segment's closest point to it, `u = floor(65536·u*)` its
 * parameter along `s0 → s1`, and `normal` the unit vector from `point` to
 * `c` (rounding rule in `wall-contact.ts`). With `r = 0`, `t` equals
 * {@link raySegment}'s. A segment with `s0 = s1` is a point. A moving wall
 * is the same question in its frame: subtract its displacement from `c1`.
 *
 * @example
 * // A ball of radius 1 drops from (0, 5) to (0, −5) onto the floor y = 0, x ∈ [−4, 4]:
 * circleSegmentTimeOfImpact({ x: 0, y: 5 * ONE }, { x: 0, y: -5 * ONE }, ONE, { x: -4 * ONE, y: 0 }, { x: 4 * ONE, y: 0 })
 * // { t: 26214 (= floor(0.4·65536)), u: 32768, status: 'impact', point: { x: 0, y: 0 },
 * //   normal: { x: 0, y: 65536 }, c: { x: 0, y: 65540 } }
 */
export function circleSegmentTimeOfImpact(
  c0: Vec2,
  c1: Vec2,
  r: number,
  s0: Vec2,
  s1: Vec2,
): SegmentContact | null {
  checkCircleSegment(c0, c1, r, s0, s1);
  const code = capsuleCode(c0, c1, r, s0, s1, false);
  countSettled();
  return code === MISS ? null : segmentContact(c0, c1, s0, s1, code);
}
