import { castCircleWith, type LevelContact2 } from '../level/cast.ts';
import type { CastOptions, Level2 } from '../level/level.ts';
import { CORE_CAST } from '../level/variant.ts';
import type { Vec2 } from '../types.ts';

/**
 * The first wall of `level` a circle of radius `r` touches while its centre moves from
 * `c` by `d`, or `null`: exactly the earliest, over every wall the filter admits, of
 * `circleSegmentTimeOfImpact(c, c + d, r, s0, s1)` (`c + d` per axis in doubles), that
 * query's answer bit for bit plus `wall`, its index; equal `t` go to the smallest index.
 *
 * @example
 * const level = createLevel2({ segments: Float64Array.of(-10, 0, 10, 0, 3, -5, 3, 5) });
 * castCircle(level, { x: 0, y: 5 }, 1, { x: 0, y: -10 });
 * // { t: 0.4, status: 'impact', point: { x: 0, y: 0 }, normal: { x: 0, y: 1 }, c: { x: 0, y: 1 }, u: 0.5, wall: 0 }
 */
export function castCircle(
  level: Level2,
  c: Vec2,
  r: number,
  d: Vec2,
  options?: CastOptions,
): LevelContact2 | null {
  return castCircleWith(CORE_CAST, level, c, r, d, options);
}
