import type { Separation, Vec2, Vec3 } from '@swept/core';
import { STAGE_EXPANSION } from '@swept/core/internal';
import { record } from '../exact/stats.ts';
import {
  type BallBoxSeparateArguments,
  type CoreBallBox,
  circleBoxes,
  sphereCuboids,
} from '../pairs.ts';
import { ballBoxOverlaps } from '../walls/rounded-box.ts';
import { pushApart } from './push-apart.ts';

/**
 * `exact` separation of a ball and a box: the core's mass-weighted push, with
 * the post-condition in exact arithmetic — the distance from the returned
 * ball's centre to the returned box is `≥ r` exactly, so the exact overlap
 * test is `false`. A pair that does not overlap exactly comes back unchanged
 * (fresh objects).
 */
function separateBallBoxExact<V extends Vec2 | Vec3>(
  box: CoreBallBox<V>,
): (...args: BallBoxSeparateArguments<V>) => Separation<V> {
  return (c, r, mc, b, hb, mb) => {
    box.checkSeparate(c, r, mc, b, hb, mb);
    record(STAGE_EXPANSION);
    if (!ballBoxOverlaps(c, r, b, hb)) return { a: box.copy(c), b: box.copy(b) };
    const overlaps = (p: V, q: V): boolean => ballBoxOverlaps(p, r, q, hb);
    return pushApart(ballBoxPush(box, hb), overlaps, c, r, mc, b, 0, mb, 0);
  };
}

/**
 * The core's ball–box push as `pushApart` grows a pair's radii: the box has
 * no radius, so the ball takes both (`ra + rb`: the target distance).
 */
export function ballBoxPush<V>(
  box: CoreBallBox<V>,
  hb: V,
): (a: V, ra: number, ma: number, b: V, rb: number, mb: number) => Separation<V> {
  return (a, ra, ma, b, rb, mb) => box.separate(a, ra + rb, ma, b, hb, mb);
}

/** `exact` separation of a circle and a box. */
export const separateCircleBoxExact: (...args: BallBoxSeparateArguments<Vec2>) => Separation<Vec2> =
  separateBallBoxExact(circleBoxes);

/** `exact` separation of a sphere and a cuboid. */
export const separateSphereCuboidExact: (
  ...args: BallBoxSeparateArguments<Vec3>
) => Separation<Vec3> = separateBallBoxExact(sphereCuboids);
