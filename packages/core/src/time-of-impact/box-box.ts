import { slabContact, slabContact2, slabTime, slabTouch2 } from '../slab.ts';
import type { TimeOfImpact2, Vec2 } from '../types.ts';
import { checkBoxes2 } from '../validate/shapes.ts';
import { setBoxContact2 } from './box-contact.ts';
import { copyTimeOfImpact2, createTimeOfImpact2 } from './contact.ts';

/**
 * Time of impact of two moving axis-aligned boxes (centres `a0 → a1`,
 * `b0 → b1`; half extents `ha`, `hb`): `null` iff they never touch during
 * the step, else the first touch `{ t, status, point, normal, a, b }`
 * (`docs/contract.md`, "9.1 Box against box"):
 * - `t`: the first time at which `|B(t) − A(t)|ᵢ ≤ haᵢ + hbᵢ` on every axis,
 *   the latest axis's entry `gap / speed`, formed by one division;
 * - `status`: `'overlap'` (overlapping at the start), `'separating'`
 *   (touching at the start with some touching axis not approaching:
 *   resting, sliding along a face or leaving) or `'impact'`;
 * - `normal`: the unit axis from `a` to `b` of the axis that started
 *   touching last; on an exact corner tie x wins over y (a fixed order, so
 *   the exact variants answer it bit for bit); touching at the start, the
 *   axis of least penetration;
 * - `point`: A's face on the normal's axis, the middle of the two boxes'
 *   common interval on the other; `a`, `b`: the centres at `t`.
 *
 * Within the rounding band `ROUNDING_BAND.box`; when every input is a small
 * integer times one power of two, nothing rounds before the one division.
 * Allocates only its result, and only on a hit ({@link boxesTimeOfImpactInto}
 * allocates nothing).
 *
 * @example
 * // A 2×2 box falls from y = 5 to y = −5 onto a 20×2 floor at the origin.
 * const hit = boxesTimeOfImpact({ x: 0, y: 5 }, { x: 0, y: -5 }, { x: 1, y: 1 }, { x: 0, y: 0 }, { x: 0, y: 0 }, { x: 10, y: 1 });
 * // hit.t === 0.3, hit.status === 'impact', hit.normal → { x: 0, y: -1 }, hit.point → { x: 0, y: 1 }
 */
export function boxesTimeOfImpact(
  a0: Vec2,
  a1: Vec2,
  ha: Vec2,
  b0: Vec2,
  b1: Vec2,
  hb: Vec2,
): TimeOfImpact2 | null {
  checkBoxes2(a0, a1, ha, b0, b1, hb);
  if (!solve(scratch, a0, a1, ha, b0, b1, hb)) return null;
  return copyTimeOfImpact2(scratch);
}

/** Where {@link boxesTimeOfImpact} solves before copying a hit out. */
const scratch: TimeOfImpact2 = createTimeOfImpact2();

/**
 * {@link boxesTimeOfImpact} into a caller-owned result (see
 * `createTimeOfImpact2`): returns `true` and fills `out` on a hit; returns
 * `false` and leaves `out` untouched on a miss. Allocates nothing.
 *
 * @example
 * const toi = createTimeOfImpact2(); // once
 * if (boxesTimeOfImpactInto(toi, a0, a1, ha, b0, b1, hb) && toi.status !== 'separating') {
 *   land(toi.t, toi.normal);
 * }
 */
export function boxesTimeOfImpactInto(
  out: TimeOfImpact2,
  a0: Vec2,
  a1: Vec2,
  ha: Vec2,
  b0: Vec2,
  b1: Vec2,
  hb: Vec2,
): boolean {
  checkBoxes2(a0, a1, ha, b0, b1, hb);
  return solve(out, a0, a1, ha, b0, b1, hb);
}

function solve(
  out: TimeOfImpact2,
  a0: Vec2,
  a1: Vec2,
  ha: Vec2,
  b0: Vec2,
  b1: Vec2,
  hb: Vec2,
): boolean {
  const c0x = b0.x - a0.x;
  const c0y = b0.y - a0.y;
  const dx = b1.x - a1.x - c0x;
  const dy = b1.y - a1.y - c0y;
  const hx = ha.x + hb.x;
  const hy = ha.y + hb.y;
  if (!slabTouch2(c0x, c0y, dx, dy, hx, hy)) return false;
  slabContact2(c0x, c0y, dx, dy, hx, hy);
  const { status, axis, sign } = slabContact;
  setBoxContact2(out, slabTime(), status, axis, sign, a0, a1, ha, b0, b1, hb);
  return true;
}
