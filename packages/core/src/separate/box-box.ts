import { overlapOnAxis } from '../overlap/box-box.ts';
import type { Separation2, Vec2 } from '../types.ts';
import { checkSeparateBoxes2 } from '../validate/shapes.ts';
import { pushShare } from './push-share.ts';
import { pushApartOnAxis, pushed } from './slab-push.ts';

/**
 * Pushes two overlapping axis-aligned boxes apart; returns their new centres
 * `{ a, b }` (fresh objects; the inputs are not mutated).
 *
 * - Not overlapping (`boxesOverlap` is `false`): the centres come back
 *   unchanged.
 * - Overlapping: along the axis of least penetration (the smallest
 *   `haᵢ + hbᵢ − |b − a|ᵢ`; on a tie x before y), B away from A (`+` when
 *   the centres coincide on it), `a` by `−p·mb/(ma + mb)` and `b` by
 *   `+p·ma/(ma + mb)` (`p` the penetration); the other axis does not move.
 *   A mass of `Infinity` is immovable; two immovable bodies are a
 *   `RangeError`.
 *
 * Post-condition: `boxesOverlap(result.a, ha, result.b, hb)` is `false`,
 * always (the push-apart article's trap, for boxes): the exact push is
 * tried first and grows by ulps while rounding leaves an overlap, so the
 * boxes end touching or a few ulps apart.
 *
 * @example
 * // A box sunk 0.25 into an immovable floor is pushed straight up onto it.
 * separateBoxes({ x: 0, y: 1.75 }, { x: 1, y: 1 }, 1, { x: 0, y: 0 }, { x: 10, y: 1 }, Infinity);
 * // → { a: { x: 0, y: 2 }, b: { x: 0, y: 0 } }
 */
export function separateBoxes(
  a: Vec2,
  ha: Vec2,
  ma: number,
  b: Vec2,
  hb: Vec2,
  mb: number,
): Separation2 {
  checkSeparateBoxes2(a, ha, ma, b, hb, mb);
  const { x: ax, y: ay } = a;
  const { x: bx, y: by } = b;
  const out = { a: { x: ax, y: ay }, b: { x: bx, y: by } };
  if (!(overlapOnAxis(ax, ha.x, bx, hb.x) && overlapOnAxis(ay, ha.y, by, hb.y))) return out;
  const px = ha.x + hb.x - Math.abs(bx - ax);
  const py = ha.y + hb.y - Math.abs(by - ay);
  const shareA = pushShare(ma, mb);
  const shareB = pushShare(mb, ma);
  if (py < px) {
    pushApartOnAxis(ay, ha.y, by, hb.y, shareA, shareB);
    out.a.y = pushed.a;
    out.b.y = pushed.b;
  } else {
    pushApartOnAxis(ax, ha.x, bx, hb.x, shareA, shareB);
    out.a.x = pushed.a;
    out.b.x = pushed.b;
  }
  return out;
}
