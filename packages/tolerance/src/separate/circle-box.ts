import { type Separation2, separateCircleBox, type Vec2 } from '@swept/core';
import { checkSeparateCircleBox2, STAGE_EXPANSION } from '@swept/core/internal';
import { record } from '../exact/stats.ts';
import { circleBoxOverlaps } from '../walls/rounded-box.ts';
import { pushApart } from './push-apart.ts';

/**
 * `exact` separation of a circle and a box: the core's mass-weighted push,
 * with the post-condition in exact arithmetic — the distance from the
 * returned circle's centre to the returned box is `≥ r` exactly, so the exact
 * overlap test is `false`. A pair that does not overlap exactly comes back
 * unchanged (fresh objects).
 */
export function separateCircleBoxExact(
  c: Vec2,
  r: number,
  mc: number,
  b: Vec2,
  hb: Vec2,
  mb: number,
): Separation2 {
  checkSeparateCircleBox2(c, r, mc, b, hb, mb);
  record(STAGE_EXPANSION);
  if (!circleBoxOverlaps(c, r, b, hb)) return { a: { x: c.x, y: c.y }, b: { x: b.x, y: b.y } };
  return pushApart(
    circleBoxPush(hb),
    (a2: Vec2, b2: Vec2) => circleBoxOverlaps(a2, r, b2, hb),
    c,
    r,
    mc,
    b,
    0,
    mb,
    0,
  );
}

/**
 * The core's circle–box push as `pushApart` grows a pair's radii: the box has
 * no radius, so the circle takes both (`ra + rb`: the target distance).
 */
export function circleBoxPush(
  hb: Vec2,
): (a: Vec2, ra: number, ma: number, b: Vec2, rb: number, mb: number) => Separation2 {
  return (a, ra, ma, b, rb, mb) => separateCircleBox(a, ra + rb, ma, b, hb, mb);
}
