/** level/: the core's levels: walls in doubles, boxes widened by the core's rounding share. */
import { CORE_MARGIN } from '../scene/boxes.ts';
import { DOUBLE_VALUES } from '../scene/check.ts';
import {
  createLevel,
  type Level2,
  type Level3,
  type LevelOptions2,
  type LevelOptions3,
} from './level.ts';

/**
 * Indexes a 2D level once: `segments` holds `x0, y0, x1, y1` per wall (copied: later
 * changes to the array do not reach the level). The level is immutable and is reused
 * by every cast, every frame. The walls' boxes carry the core's rounding share
 * (`scene/boxes.ts`), so one level also serves every @swept/tolerance policy.
 *
 * @example
 * const level = createLevel2({ segments: Float64Array.of(-10, 0, 10, 0) }); // a floor
 * castCircle(level, { x: 0, y: 5 }, 1, { x: 0, y: -10 }); // { t: 0.4, wall: 0, … }
 */
export function createLevel2(options: LevelOptions2): Level2 {
  return createLevel(2, options, DOUBLE_VALUES, CORE_MARGIN) as Level2;
}

/** Indexes a 3D level once: `triangles` holds `x0, y0, z0, x1, y1, z1, x2, y2, z2` per wall; see {@link createLevel2}. */
export function createLevel3(options: LevelOptions3): Level3 {
  return createLevel(3, options, DOUBLE_VALUES, CORE_MARGIN) as Level3;
}
