import { touchesDuringStep } from '../quadratic.ts';
import type { Vec2 } from '../types.ts';
import { checkSwept2 } from '../validate/shapes.ts';

/**
 * Swept test of two moving circles: `true` iff they touch at some
 * `t ∈ [0, 1]` while A moves `a0 → a1` and B moves `b0 → b1` linearly
 * (grazing counts; starting in contact counts).
 *
 * This is the test that catches tunnelling: a fast bullet that is on one
 * side of a target in one frame and on the other side in the next never
 * overlaps it in either frame, but its motion does.
 *
 * `D` is formed as `C1 − C0` from the end-point differences, never from the
 * velocities, so its rounding is relative to the bodies' separations, which
 * is what the rounding band is measured against.
 *
 * @example
 * // A bullet (r = 2) crossing a standing enemy (r = 10) in one frame:
 * sweptCircles({ x: 0, y: 0 }, { x: 600, y: 0 }, 2, { x: 300, y: 1 }, { x: 300, y: 1 }, 10); // true
 */
export function sweptCircles(
  a0: Vec2,
  a1: Vec2,
  ra: number,
  b0: Vec2,
  b1: Vec2,
  rb: number,
): boolean {
  checkSwept2(a0, a1, ra, b0, b1, rb);
  const c0x = b0.x - a0.x;
  const c0y = b0.y - a0.y;
  const c1x = b1.x - a1.x;
  const c1y = b1.y - a1.y;
  const dx = c1x - c0x;
  const dy = c1y - c0y;
  const r = ra + rb;
  const rr = r * r;
  return touchesDuringStep(
    dx * dx + dy * dy,
    c0x * dx + c0y * dy,
    c0x * c0x + c0y * c0y - rr,
    c1x * c1x + c1y * c1y - rr,
  );
}
