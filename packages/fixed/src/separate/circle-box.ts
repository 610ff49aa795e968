import type { Separation2, Vec2 } from '@swept/core';
import { roundHalfAway } from '../exact/integer.ts';
import { counter } from '../exact/stats.ts';
import { checkSeparateCircleBox } from '../validate.ts';
import { roundedBoxSide } from '../walls/rounded-box.ts';
import { rawCopy, splitPush } from './split-push.ts';

/**
 * Pushes a circle and a box apart so that afterwards
 * `circleBoxOverlap(result.a, r, result.b, hb)` is `false` EXACTLY (`a` the
 * circle), with `separateCircles`' masses and rules. The new relative centre
 * `T = c − b`:
 *
 * - a face (the centre outside the box on at most one axis, or inside it:
 *   the face of least penetration, ties x, the − face from the centre line):
 *   `Tᵢ = ±(hbᵢ + r)`, exactly touching;
 * - a corner `k`: `k + round(r·(W − k)/|W − k|)`, lengthened one raw unit
 *   at a time along its larger component until the exact test clears.
 *
 * The difference is split by `pushShare` and the range's edge is a wall
 * (`range-edge.ts`; an immovable body's partner that cannot stay in range is a
 * `RangeError` naming it). Not overlapping: unchanged copies.
 *
 * @example separateCircleBox({ x: 3 * ONE - 100, y: 0 }, ONE, 1, { x: 0, y: 0 }, { x: 2 * ONE, y: 2 * ONE }, Infinity)
 * // { a: { x: 196608, y: 0 }, b: { x: 0, y: 0 } } (out of the right face, exactly touching)
 */
export function separateCircleBox(
  c: Vec2,
  r: number,
  mc: number,
  b: Vec2,
  hb: Vec2,
  mb: number,
): Separation2 {
  checkSeparateCircleBox(c, r, mc, b, hb, mb, 2);
  counter.count(false);
  const wx = c.x - b.x;
  const wy = c.y - b.y;
  const { x: hx, y: hy } = hb;
  if (roundedBoxSide(wx, wy, hx, hy, r) >= 0) {
    return { a: rawCopy(c), b: rawCopy(b) };
  }
  const ax = Math.abs(wx);
  const ay = Math.abs(wy);
  let tx = wx;
  let ty = wy;
  if (ax > hx && ay > hy) {
    const kx = wx > 0 ? hx : -hx;
    const ky = wy > 0 ? hy : -hy;
    const vx = wx - kx;
    const vy = wy - ky;
    const len = Math.sqrt(vx * vx + vy * vy);
    let ux = roundHalfAway((r * vx) / len);
    let uy = roundHalfAway((r * vy) / len);
    while (roundedBoxSide(kx + ux, ky + uy, hx, hy, r) < 0) {
      if (Math.abs(ux) >= Math.abs(uy)) ux += vx < 0 ? -1 : 1;
      else uy += vy < 0 ? -1 : 1;
    }
    tx = kx + ux;
    ty = ky + uy;
  } else if (ax > hx || (ay <= hy && hx - ax <= hy - ay)) {
    tx = wx > 0 ? hx + r : -(hx + r);
  } else {
    ty = wy > 0 ? hy + r : -(hy + r);
  }
  // The box plays `p` and the circle `q` of `splitPush`: `e` is the change of `c − b`.
  const e = { x: tx - wx, y: ty - wy };
  const { p: box, q: circle } = splitPush(b, mb, c, mc, e, ['b', 'c']);
  return { a: circle, b: box };
}
