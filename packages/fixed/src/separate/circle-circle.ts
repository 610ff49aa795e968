/** separate/: push two overlapping bodies apart. A file per pair; `push-share.ts` splits a push by mass, `range-edge.ts` is the range's edge as a wall, `split-push.ts` builds every result (never −0). */
import type { Separation2, Vec2 } from '@swept/core';
import { roundHalfAway } from '../exact/integer.ts';
import { counter } from '../exact/stats.ts';
import { overlap2, overlapUsedFallback } from '../overlap-decision.ts';
import { checkMass, checkMassPair, checkRadius, checkVec2 } from '../validate.ts';
import { rawCopy, splitPush } from './split-push.ts';

/**
 * Pushes two overlapping circles apart along the line of centres, in
 * proportion to the other's mass (the push-apart article), so that afterwards
 * `circlesOverlap(result.a, ra, result.b, rb)` is `false` EXACTLY: the fix for
 * "still overlapping by 3e-14" — in integers there is no residue.
 *
 * The new relative vector is `r·n` (`n = (b − a)/|b − a|`, coincident:
 * `(1, 0)`) rounded to the nearest raw values, then lengthened one raw unit
 * at a time along its larger component until the exact overlap test clears
 * (at most a unit or two: the displacement is minimal up to rounding). The
 * difference is split by `pushShare` (push-share.ts, through `splitPush`). Not overlapping: unchanged
 * copies (every zero `+0`, as every result: contract §5). Masses are positive safe integers or `Infinity` (immovable).
 *
 * The range's edge is a wall (`range-edge.ts`): the returned positions are
 * always within ±(2^31 − 1). A push that would carry a body past the edge
 * stops it there and moves the other body by the rest, on that axis; the
 * relative vector, and so the exact no-overlap, is unchanged. When the
 * other body is immovable, that is impossible: a `RangeError` names the
 * body that cannot stay in range.
 *
 * @example separateCircles({ x: 2147483637, y: 0 }, 10 * ONE, 1, { x: 2147483636, y: 0 }, 10 * ONE, 1)
 * // { a: { x: 2147483647, y: 0 }, b: { x: 2146172927, y: 0 } } (a stops at the edge, b takes the rest)
 *
 * @example separateCircles({ x: 0, y: 0 }, ONE, 4, { x: ONE, y: 0 }, ONE, 1)
 * // { a: { x: -13107, y: 0 }, b: { x: 117965, y: 0 } } (a moves 1/5, b 4/5 of the overlap)
 */
export function separateCircles(
  a: Vec2,
  ra: number,
  ma: number,
  b: Vec2,
  rb: number,
  mb: number,
): Separation2 {
  checkVec2('a', a);
  checkRadius('ra', ra);
  checkMass('ma', ma);
  checkVec2('b', b);
  checkRadius('rb', rb);
  checkMass('mb', mb);
  checkMassPair(ma, mb);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const r = ra + rb;
  const overlaps = overlap2(dx, dy, r);
  // One count per query: a fallback in any of its overlap tests counts once.
  let fallback = overlapUsedFallback;
  if (!overlaps) {
    counter.count(fallback);
    return { a: rawCopy(a), b: rawCopy(b) };
  }
  let tx = r;
  let ty = 0;
  if (dx !== 0 || dy !== 0) {
    const len = Math.sqrt(dx * dx + dy * dy);
    tx = roundHalfAway((r * dx) / len);
    ty = roundHalfAway((r * dy) / len);
    while (overlap2(tx, ty, r)) {
      fallback ||= overlapUsedFallback;
      if (Math.abs(tx) >= Math.abs(ty)) tx += tx < 0 ? -1 : 1;
      else ty += ty < 0 ? -1 : 1;
    }
    fallback ||= overlapUsedFallback;
  }
  counter.count(fallback);
  const { p, q } = splitPush(a, ma, b, mb, { x: tx - dx, y: ty - dy });
  return { a: p, b: q };
}
