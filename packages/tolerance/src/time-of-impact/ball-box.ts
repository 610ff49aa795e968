import type { TimeOfImpact, Vec2, Vec3 } from '@swept/core';
import { STAGE_EXPANSION, STAGE_FILTER } from '@swept/core/internal';
import { record } from '../exact/stats.ts';
import {
  type BallBoxSweptArguments,
  type CoreBallBox,
  circleBoxes,
  sphereCuboids,
} from '../pairs.ts';
import {
  ballBoxCase,
  roundedBoxSide,
  roundedBoxStartStatus,
  roundedBoxTouch,
} from '../walls/rounded-box.ts';
import { floorToDouble } from '../walls/wall-rational.ts';

/**
 * `exact` time of impact of a moving ball and a moving box: `null` iff they never
 * touch (decided exactly); else the contract's result with `t` the largest double not
 * after the exact first touch `t*` (so neither body is ever past the contact) and
 * `status` from the exact side of the start and its rate. `a`, `b`, `point` and
 * `normal` are the core's geometry at that `t` (`box.contactAt`).
 *
 * Stages: the exact box filter; then the box's frame in exact integers
 * (`walls/rounded-box.ts`).
 */
function ballBoxTimeOfImpactExact<V extends Vec2 | Vec3>(
  box: CoreBallBox<V>,
): (...args: BallBoxSweptArguments<V>) => TimeOfImpact<V> | null {
  return (c0, c1, r, b0, b1, hb) => {
    box.checkSwept(c0, c1, r, b0, b1, hb);
    const c = ballBoxCase(c0, c1, r, b0, b1, hb);
    record(c === null ? STAGE_FILTER : STAGE_EXPANSION);
    if (c === null) return null;
    const side = roundedBoxSide(c);
    if (side <= 0) return box.contactAt(0, roundedBoxStartStatus(c, side), c0, c1, b0, b1, hb);
    const touch = roundedBoxTouch(c);
    if (touch === null) return null;
    return box.contactAt(floorToDouble(touch), 'impact', c0, c1, b0, b1, hb);
  };
}

/** `exact` time of impact of a circle and a box (see `ballBoxTimeOfImpactExact`). */
export const circleBoxTimeOfImpactExact: (
  ...args: BallBoxSweptArguments<Vec2>
) => TimeOfImpact<Vec2> | null = ballBoxTimeOfImpactExact(circleBoxes);

/** `exact` time of impact of a sphere and a cuboid (see `ballBoxTimeOfImpactExact`). */
export const sphereCuboidTimeOfImpactExact: (
  ...args: BallBoxSweptArguments<Vec3>
) => TimeOfImpact<Vec3> | null = ballBoxTimeOfImpactExact(sphereCuboids);
