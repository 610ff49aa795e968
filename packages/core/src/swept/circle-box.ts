import type { Vec2 } from '../types.ts';
import { checkCircleBox2 } from '../validate/shapes.ts';
import { roundedBoxFirstTouch2 } from '../walls/rounded-box.ts';

/**
 * Swept test of a moving circle against a moving box: `true` iff the circle
 * (`c0 → c1`, radius `r`) comes within `r` of the box (`b0 → b1`, half
 * extents `hb`) at some `t ∈ [0, 1]` — grazing a face or a corner and
 * starting in contact count (`docs/contract.md`, "9.2 Circle against box").
 * Exactly when {@link circleBoxTimeOfImpact} is not `null`.
 *
 * @example
 * // A ball (r = 1) passing 1 beside a box's right face (x = 2) grazes it:
 * sweptCircleBox({ x: 3, y: 9 }, { x: 3, y: -9 }, 1, { x: 0, y: 0 }, { x: 0, y: 0 }, { x: 2, y: 2 }); // true
 * sweptCircleBox({ x: 3.5, y: 9 }, { x: 3.5, y: -9 }, 1, { x: 0, y: 0 }, { x: 0, y: 0 }, { x: 2, y: 2 }); // false
 */
export function sweptCircleBox(
  c0: Vec2,
  c1: Vec2,
  r: number,
  b0: Vec2,
  b1: Vec2,
  hb: Vec2,
): boolean {
  checkCircleBox2(c0, c1, r, b0, b1, hb);
  return (
    roundedBoxFirstTouch2(c0.x - b0.x, c0.y - b0.y, c1.x - b1.x, c1.y - b1.y, hb.x, hb.y, r) >= 0
  );
}
