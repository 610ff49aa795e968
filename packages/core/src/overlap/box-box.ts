import type { Vec2 } from '../types.ts';
import { checkBoxesOverlap2 } from '../validate/shapes.ts';

/**
 * Static overlap of two axis-aligned boxes (centres `a`, `b`, half extents
 * `ha`, `hb`): `true` iff `|b − a|ᵢ < haᵢ + hbᵢ` on both axes (strict:
 * boxes touching along a face, an edge or a corner do not overlap).
 * {@link separateBoxes} decides with this very predicate, which is how it
 * can promise that its result never overlaps.
 *
 * @example
 * boxesOverlap({ x: 0, y: 0 }, { x: 1, y: 1 }, { x: 2, y: 0.5 }, { x: 1, y: 1 }); // false: they touch
 * boxesOverlap({ x: 0, y: 0 }, { x: 1, y: 1 }, { x: 1.5, y: 0.5 }, { x: 1, y: 1 }); // true
 */
export function boxesOverlap(a: Vec2, ha: Vec2, b: Vec2, hb: Vec2): boolean {
  checkBoxesOverlap2(a, ha, b, hb);
  return overlapOnAxis(a.x, ha.x, b.x, hb.x) && overlapOnAxis(a.y, ha.y, b.y, hb.y);
}

/**
 * One axis of the boxes' overlap, unchecked: `|b − a| < ha + hb`. The one
 * predicate `boxesOverlap`, `cuboidsOverlap` and the separations decide with.
 */
export function overlapOnAxis(a: number, ha: number, b: number, hb: number): boolean {
  return Math.abs(b - a) < ha + hb;
}
