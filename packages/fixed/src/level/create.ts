/**
 * level/: the fixed-point levels and what this package brings to a cast: raw Q16.16
 * walls, the exact integer boxes (no margin, nothing rounds), this package's wall
 * queries. The index and the cast's course are the core's (`@swept/core/internal`),
 * where every step on integers below 2^33 is exact: the same level and the same
 * answers on every engine.
 */
import type { Level2, Level3, LevelOptions2, LevelOptions3 } from '@swept/core';
import { type CastVariant, createLevel, INTEGER_MARGIN } from '@swept/core/internal';
import { circleSegmentTimeOfImpact } from '../time-of-impact/circle-segment.ts';
import { sphereTriangleTimeOfImpact } from '../time-of-impact/sphere-triangle.ts';
import { checkCast2, checkCast3, RAW_VALUES } from '../validate.ts';

/**
 * Indexes a 2D level once: `segments` holds raw Q16.16 `x0, y0, x1, y1` per wall
 * (copied). Immutable, reused by every cast; only this package's casts accept it.
 *
 * @example
 * const level = createLevel2({ segments: Float64Array.of(-10 * ONE, 0, 10 * ONE, 0) });
 * castCircle(level, { x: 0, y: 5 * ONE }, ONE, { x: 0, y: -10 * ONE }); // { t: 26214, wall: 0, … }
 */
export function createLevel2(options: LevelOptions2): Level2 {
  return createLevel(2, options, RAW_VALUES, INTEGER_MARGIN) as Level2;
}

/** Indexes a 3D level once: `triangles` holds raw `x0, y0, z0, x1, y1, z1, x2, y2, z2` per wall; see {@link createLevel2}. */
export function createLevel3(options: LevelOptions3): Level3 {
  return createLevel(3, options, RAW_VALUES, INTEGER_MARGIN) as Level3;
}

/** This package's casts: raw levels, exact integer boxes, its own wall queries. */
export const FIXED_CAST: CastVariant = Object.freeze({
  values: 'raw',
  margin: INTEGER_MARGIN,
  segment: circleSegmentTimeOfImpact,
  triangle: sphereTriangleTimeOfImpact,
  check2: checkCast2,
  check3: checkCast3,
});
