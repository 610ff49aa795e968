import { slabTouch2 } from '../slab.ts';
import type { Vec2 } from '../types.ts';
import { checkBoxes2 } from '../validate/shapes.ts';

/**
 * Swept test of two moving axis-aligned boxes: `true` iff they touch at some
 * `t ∈ [0, 1]` while A's centre moves `a0 → a1` and B's `b0 → b1` linearly
 * (`ha`, `hb`: half extents; a face, edge or corner in contact counts;
 * starting in contact counts). The slab method on the relative motion
 * (`slab.ts`): every axis's touching interval must meet the others' in the
 * step. Within the rounding band `ROUNDING_BAND.box` of the exact answer;
 * exact when every input is a small integer times one power of two.
 *
 * @example
 * // A 1×1 bullet box crossing a 4×4 crate within one frame:
 * sweptBoxes({ x: -10, y: 0 }, { x: 10, y: 0 }, { x: 0.5, y: 0.5 }, { x: 0, y: 1 }, { x: 0, y: 1 }, { x: 2, y: 2 }); // true
 */
export function sweptBoxes(a0: Vec2, a1: Vec2, ha: Vec2, b0: Vec2, b1: Vec2, hb: Vec2): boolean {
  checkBoxes2(a0, a1, ha, b0, b1, hb);
  const c0x = b0.x - a0.x;
  const c0y = b0.y - a0.y;
  return slabTouch2(c0x, c0y, b1.x - a1.x - c0x, b1.y - a1.y - c0y, ha.x + hb.x, ha.y + hb.y);
}
