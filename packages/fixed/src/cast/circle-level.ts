import type { CastOptions, Level2, LevelContact2, Vec2 } from '@swept/core';
import { castCircleWith } from '@swept/core/internal';
import { FIXED_CAST } from '../level/create.ts';

/**
 * The first wall of `level` (from this package's `createLevel2`) a circle of raw radius
 * `r` touches while its centre moves from `c` by `d`, or `null`: exactly the earliest,
 * over every wall the filter admits, of this package's
 * `circleSegmentTimeOfImpact(c, c + d, r, s0, s1)` (raw `t`, the same floored `t` ties
 * to the smallest wall index), its answer bit for bit plus `wall`.
 *
 * @example
 * const level = createLevel2({ segments: Float64Array.of(-10 * ONE, 0, 10 * ONE, 0) });
 * castCircle(level, { x: 0, y: 5 * ONE }, ONE, { x: 0, y: -10 * ONE }); // { t: 26214, wall: 0, … }
 */
export function castCircle(
  level: Level2,
  c: Vec2,
  r: number,
  d: Vec2,
  options?: CastOptions,
): LevelContact2 | null {
  return castCircleWith(FIXED_CAST, level, c, r, d, options);
}
