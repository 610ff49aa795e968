import { circlesOverlapAt } from '../overlap/circle-circle.ts';
import type { Separation2, Vec2 } from '../types.ts';
import { checkSeparate2 } from '../validate/shapes.ts';
import { flushTiny, maxAbs2 } from '../vec.ts';
import { pushShare, ULP_FACTOR } from './push-share.ts';

/**
 * Pushes two circles apart so that they no longer overlap; returns their
 * new positions `{ a, b }` (fresh objects; the inputs are not mutated).
 *
 * - Not overlapping (`circlesOverlap` is `false`): the positions come back
 *   unchanged.
 * - Overlapping by `δ = ra + rb − |b − a|`: both move along
 *   `n = (b − a)/|b − a|` (`(1, 0)` for coincident centres), `a` by
 *   `−n·δ·mb/(ma + mb)` and `b` by `+n·δ·ma/(ma + mb)`. A mass of `Infinity`
 *   is immovable; two immovable bodies are a `RangeError`.
 *
 * Post-condition: `circlesOverlap(result.a, ra, result.b, rb)` is `false`,
 * always. The push-apart article shows why this needs work: two radius-50 circles pushed
 * to distance 100 measure 99.99999999999997 and "overlap" forever. So the
 * exact push is tried first and verified with the overlap predicate itself;
 * while rounding leaves them overlapping, the push grows by one ulp of the
 * largest magnitude involved, doubling each time. The result is at most a
 * few ulps farther apart than the exact push would put them, still split by
 * mass. Where a coordinate is too large to move by `δ` at all (`1e20` has
 * an ulp of 16384), the body moves by the smallest step its coordinate can
 * take.
 *
 * @example
 * // The push-apart article: the heavy circle (m = 4) moves a fifth of the overlap.
 * separateCircles({ x: 300, y: 150 }, 125, 4, { x: 500, y: 150 }, 125, 1);
 * // → { a: { x: 290, y: 150 }, b: { x: 540, y: 150 } }
 */
export function separateCircles(
  a: Vec2,
  ra: number,
  ma: number,
  b: Vec2,
  rb: number,
  mb: number,
): Separation2 {
  checkSeparate2(a, ra, ma, b, rb, mb);
  const { x: ax, y: ay } = a;
  const { x: bx, y: by } = b;
  if (!circlesOverlapAt(ax, ay, ra, bx, by, rb)) {
    return { a: { x: ax, y: ay }, b: { x: bx, y: by } };
  }
  const dx = bx - ax;
  const dy = by - ay;
  const distance = Math.sqrt(dx * dx + dy * dy);
  const nx = distance > 0 ? dx / distance : 1;
  const ny = distance > 0 ? dy / distance : 0;
  const r = ra + rb;
  const depth = r - distance;
  const shareA = pushShare(ma, mb);
  const shareB = pushShare(mb, ma);
  const m = Math.max(maxAbs2(a), maxAbs2(b), r);
  let push = depth;
  for (let extra = m * ULP_FACTOR; ; extra *= 2) {
    const pa = push * shareA;
    const pb = push * shareB;
    const a2x = flushTiny(ax - nx * pa);
    const a2y = flushTiny(ay - ny * pa);
    const b2x = flushTiny(bx + nx * pb);
    const b2y = flushTiny(by + ny * pb);
    if (!circlesOverlapAt(a2x, a2y, ra, b2x, b2y, rb)) {
      return { a: { x: a2x, y: a2y }, b: { x: b2x, y: b2y } };
    }
    push = depth + extra;
  }
}
