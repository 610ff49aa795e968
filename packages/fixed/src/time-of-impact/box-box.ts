import type { TimeOfImpact2, Vec2 } from '@swept/core';
import { slabContact, slabContact2, slabTouch2 } from '@swept/core/internal';
import { counter } from '../exact/stats.ts';
import { checkBoxes2 } from '../validate.ts';
import { boxContact2, slabRawTime } from './box-contact.ts';

/**
 * The first time two moving axis-aligned boxes touch (raw values), or `null`
 * when they never do on `[0, 1]` (exactly when `sweptBoxes` is `false`).
 *
 * `t` is the raw `floor(t*·65536)` of the exact first touch, never later
 * than the true contact. `status` (`'overlap'`, `'separating'`, `'impact'`),
 * the normal's axis (the last axis to start touching; on an exact corner tie
 * x before y; touching at the start, the least penetration) and its sign are
 * decided exactly; `normal` is `(±65536, 0)` or `(0, ±65536)`; `a`, `b` and
 * `point` (A's face on the normal's axis, the middle of the common interval
 * on the other) are the exact values at the returned `t`, rounded to the
 * nearest raw value (`time-of-impact/box-contact.ts`).
 *
 * @example boxesTimeOfImpact({ x: 0, y: 5 * ONE }, { x: 0, y: -5 * ONE }, { x: ONE, y: ONE }, { x: 0, y: 0 }, { x: 0, y: 0 }, { x: 10 * ONE, y: ONE })
 * // { t: 19660 (= floor(0.3·65536)), status: 'impact', normal: { x: 0, y: -65536 }, point: { x: 0, y: 65536 }, ... }
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
  const t = boxesRawTime(a0, a1, ha, b0, b1, hb);
  if (t < 0) return null;
  const { status, axis, sign } = slabContact;
  return boxContact2(t, status, axis, sign, a0, a1, ha, b0, b1, hb);
}

/**
 * The raw `t` of two checked boxes, or `-1` when they never touch; leaves
 * the status and normal in `slabContact`. Shared with the batch form.
 */
export function boxesRawTime(a0: Vec2, a1: Vec2, ha: Vec2, b0: Vec2, b1: Vec2, hb: Vec2): number {
  const c0x = b0.x - a0.x;
  const c0y = b0.y - a0.y;
  const dx = b1.x - a1.x - c0x;
  const dy = b1.y - a1.y - c0y;
  const hx = ha.x + hb.x;
  const hy = ha.y + hb.y;
  // Settled in exact doubles: one count per call, never a limb stage.
  counter.count(false);
  if (!slabTouch2(c0x, c0y, dx, dy, hx, hy)) return -1;
  slabContact2(c0x, c0y, dx, dy, hx, hy);
  return slabRawTime();
}
