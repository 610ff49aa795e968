import type { Vec2, Vec3 } from '@swept/core';
import { STAGE_EXPANSION } from '@swept/core/internal';
import { record } from '../exact/stats.ts';
import {
  type BallBoxStillArguments,
  type CoreBallBox,
  circleBoxes,
  sphereCuboids,
} from '../pairs.ts';
import { ballBoxOverlaps } from '../walls/rounded-box.ts';

/**
 * `exact` overlap of a ball and a box: `true` iff the distance from `c` to
 * the box is `< r` (for `r = 0`: `c` strictly inside the box), exactly for
 * the given doubles.
 */
function ballBoxOverlapExact<V extends Vec2 | Vec3>(
  box: CoreBallBox<V>,
): (...args: BallBoxStillArguments<V>) => boolean {
  return (c, r, b, hb) => {
    box.checkStill(c, r, b, hb);
    const overlaps = ballBoxOverlaps(c, r, b, hb);
    record(STAGE_EXPANSION);
    return overlaps;
  };
}

/** `exact` overlap of a circle and a box. */
export const circleBoxOverlapExact: (...args: BallBoxStillArguments<Vec2>) => boolean =
  ballBoxOverlapExact(circleBoxes);

/** `exact` overlap of a sphere and a cuboid. */
export const sphereCuboidOverlapExact: (...args: BallBoxStillArguments<Vec3>) => boolean =
  ballBoxOverlapExact(sphereCuboids);
