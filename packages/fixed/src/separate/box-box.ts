import type { Separation2, Vec2 } from '@swept/core';
import { checkSeparateBoxes } from '../validate.ts';
import { pushBoxesApart } from './slab-push.ts';

/**
 * Pushes two overlapping axis-aligned boxes apart (raw values) along the
 * axis of least penetration (ties: x before y), in proportion to the other's
 * mass, until they touch EXACTLY: afterwards `boxesOverlap(result.a, ha,
 * result.b, hb)` is `false`, with no residue (integers). Not overlapping:
 * unchanged copies. Masses are positive safe integers or `Infinity`
 * (immovable). The range's edge is a wall, as for `separateCircles`.
 *
 * @example separateBoxes({ x: 0, y: 114688 }, { x: ONE, y: ONE }, 1, { x: 0, y: 0 }, { x: 10 * ONE, y: ONE }, Infinity)
 * // { a: { x: 0, y: 131072 }, b: { x: 0, y: 0 } } (sunk 0.25 into an immovable floor, pushed up onto it)
 */
export function separateBoxes(
  a: Vec2,
  ha: Vec2,
  ma: number,
  b: Vec2,
  hb: Vec2,
  mb: number,
): Separation2 {
  checkSeparateBoxes(a, ha, ma, b, hb, mb, 2);
  return pushBoxesApart(a, ha, ma, b, hb, mb, AXES);
}

const AXES = ['x', 'y'] as const;
