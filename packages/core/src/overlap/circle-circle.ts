import type { Vec2 } from '../types.ts';
import { checkOverlap2 } from '../validate/shapes.ts';

/**
 * Static overlap of two circles: `true` iff `|b − a| < ra + rb` (strict:
 * touching is not overlapping).
 *
 * Compared as squares, `dx² + dy² < (ra + rb)²`, without a square root.
 * {@link separateCircles} decides with this very function, which is how it
 * can promise that its result never overlaps.
 *
 * @example
 * circlesOverlap({ x: 0, y: 0 }, 1, { x: 2, y: 0 }, 1); // false: they touch
 * circlesOverlap({ x: 0, y: 0 }, 1, { x: 1.5, y: 0 }, 1); // true
 */
export function circlesOverlap(a: Vec2, ra: number, b: Vec2, rb: number): boolean {
  checkOverlap2(a, ra, b, rb);
  return circlesOverlapAt(a.x, a.y, ra, b.x, b.y, rb);
}

/** {@link circlesOverlap} on components, unchecked: the one predicate separation verifies with. */
export function circlesOverlapAt(
  ax: number,
  ay: number,
  ra: number,
  bx: number,
  by: number,
  rb: number,
): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  const r = ra + rb;
  return dx * dx + dy * dy < r * r;
}
