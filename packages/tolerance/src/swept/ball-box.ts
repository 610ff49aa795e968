import type { Vec2, Vec3 } from '@swept/core';
import { STAGE_EXPANSION, STAGE_FILTER } from '@swept/core/internal';
import { record } from '../exact/stats.ts';
import {
  type BallBoxSweptArguments,
  type CoreBallBox,
  circleBoxes,
  sphereCuboids,
} from '../pairs.ts';
import { ballBoxCase, roundedBoxSide, roundedBoxTouch } from '../walls/rounded-box.ts';

/**
 * `exact` swept test of a moving ball against a moving box: `true` iff the
 * ball's centre comes within `r` of the box for some `t ∈ [0, 1]`, decided
 * exactly for the given doubles: far misses by the exact box filter, the
 * rest in the box's frame in exact integers (`walls/rounded-box.ts`).
 */
function sweptBallBoxExact<V extends Vec2 | Vec3>(
  box: CoreBallBox<V>,
): (...args: BallBoxSweptArguments<V>) => boolean {
  return (c0, c1, r, b0, b1, hb) => {
    box.checkSwept(c0, c1, r, b0, b1, hb);
    const c = ballBoxCase(c0, c1, r, b0, b1, hb);
    record(c === null ? STAGE_FILTER : STAGE_EXPANSION);
    return c !== null && (roundedBoxSide(c) <= 0 || roundedBoxTouch(c) !== null);
  };
}

/** `exact` swept test of a circle against a box. */
export const sweptCircleBoxExact: (...args: BallBoxSweptArguments<Vec2>) => boolean =
  sweptBallBoxExact(circleBoxes);

/** `exact` swept test of a sphere against a cuboid. */
export const sweptSphereCuboidExact: (...args: BallBoxSweptArguments<Vec3>) => boolean =
  sweptBallBoxExact(sphereCuboids);
