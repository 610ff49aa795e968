/**
 * `walls/`: the `exact` wall queries' stages, search and last resort.
 *
 * The `exact` circle–box decisions (`docs/contract.md`, "9.2 Circle against
 * box"), in the box's frame: the centre relative to the box's centre,
 * `W(t) = (c0 − b0) + t·((c1 − b1) − (c0 − b0))`, against the box `±(hx, hy)`,
 * all in the exact integers of one scaled case (`wall-rational.ts`'
 * `loadWall`, the box's centre as the frame: `c − b` need not be a double).
 *
 * - **Still centre** ({@link roundedBoxSide}, {@link roundedBoxStartStatus}):
 *   inside the box or on it, the distance is 0; outside, it is `|W − q|` with
 *   `q` the clamp of `W` to the box — signs of exact integers.
 * - **First touch** ({@link roundedBoxTouch}): for a centre outside the
 *   rounded box at `t = 0`, the distance to the box is the distance to its
 *   outline until the centre reaches it (it crosses the outline, at distance
 *   0, before it can be inside), so the first touch is the earliest over the
 *   outline's corners and edges: the walls' last resort on the box's four
 *   corners (`wallTouch`), rounded down to a double by `floorToDouble`.
 *
 * **Box filter** (in {@link circleBoxCase}): when, on some axis, the circle's
 * swept interval ends before the box's begins, they never touch — each such
 * sign of a sum of four doubles decided exactly by `signOfSum`.
 */
import type { ContactStatus, Vec2 } from '@swept/core';
import { type ExactInteger, exactInteger, signOfSum } from '@swept/core/internal';
import { lastResort } from './wall-case.ts';
import { loadWall, type Touch, type WallCase, wallTouch } from './wall-rational.ts';

const { add, compare, mul, neg, sign, sub } = exactInteger;

type Int = ExactInteger;

/** A loaded circle–box case: the relative path against the box's outline, and its half extents. */
export interface RoundedBoxCase {
  wall: WallCase;
  hx: Int;
  hy: Int;
}

const { min, max } = Math;

/** The circle's interval `[min(c0, c1) − r, max(c0, c1) + r]` misses the box's `[min(b0, b1) − h, max(b0, b1) + h]`, exactly. */
function apart(c0: number, c1: number, r: number, b0: number, b1: number, h: number): boolean {
  return (
    signOfSum(min(b0, b1), -h, -max(c0, c1), -r, 0) > 0 ||
    signOfSum(min(c0, c1), -r, -max(b0, b1), -h, 0) > 0
  );
}

/**
 * The case of the circle `c0 → c1` (radius `r`) against the box `b0 → b1`
 * (half extents `hb`), or `null` when the box filter shows they never touch.
 */
export function circleBoxCase(
  c0: Vec2,
  c1: Vec2,
  r: number,
  b0: Vec2,
  b1: Vec2,
  hb: Vec2,
): RoundedBoxCase | null {
  const { x: hx, y: hy } = hb;
  if (apart(c0.x, c1.x, r, b0.x, b1.x, hx) || apart(c0.y, c1.y, r, b0.y, b1.y, hy)) return null;
  lastResort.cases++;
  const wall = loadWall(
    [c0.x, c0.y],
    [c1.x, c1.y],
    r,
    [
      [-hx, -hy],
      [hx, -hy],
      [hx, hy],
      [-hx, hy],
    ],
    [
      [b0.x, b0.y],
      [b1.x, b1.y],
    ],
  );
  const corner = wall.wall[2]!;
  return { wall, hx: corner[0]!, hy: corner[1]! };
}

const abs = (x: Int): Int => (sign(x) < 0 ? neg(x) : x);

/**
 * Where the centre at `t = 0` lies against the rounded box: `-1` in its
 * interior (overlapping: strictly within `r` of the box, or for `r = 0`
 * strictly inside it), `0` on its boundary (touching), `1` outside.
 */
export function roundedBoxSide(box: RoundedBoxCase): number {
  const { c0, r } = box.wall;
  const outX = compare(abs(c0[0]!), box.hx);
  const outY = compare(abs(c0[1]!), box.hy);
  if (outX <= 0 && outY <= 0) return sign(r) > 0 || (outX < 0 && outY < 0) ? -1 : 0;
  const vx = outX > 0 ? sub(abs(c0[0]!), box.hx) : 0;
  const vy = outY > 0 ? sub(abs(c0[1]!), box.hy) : 0;
  return compare(add(mul(vx, vx), mul(vy, vy)), mul(r, r));
}

/**
 * The contract's status of a case that touches or overlaps at `t = 0`
 * (`side` from {@link roundedBoxSide}, `≤ 0`): `'overlap'` in the interior;
 * on the boundary `'impact'` when the centre moves into the interior (for
 * `r = 0` on the box, into every face it stands on; outside the box, the sign
 * of `(W0 − q)·D`), else `'separating'`.
 */
export function roundedBoxStartStatus(box: RoundedBoxCase, side: number): ContactStatus {
  if (side < 0) return 'overlap';
  const { c0, d } = box.wall;
  const { hx, hy } = box;
  const outX = compare(abs(c0[0]!), hx);
  const outY = compare(abs(c0[1]!), hy);
  let enters: boolean;
  if (outX <= 0 && outY <= 0) {
    const inX = sign(hx) > 0 && (outX < 0 || sign(c0[0]!) * sign(d[0]!) < 0);
    const inY = sign(hy) > 0 && (outY < 0 || sign(c0[1]!) * sign(d[1]!) < 0);
    enters = inX && inY;
  } else {
    const toward = (w: Int, h: Int, out: number): Int =>
      out > 0 ? sub(w, sign(w) > 0 ? h : neg(h)) : 0;
    const vx = toward(c0[0]!, hx, outX);
    const vy = toward(c0[1]!, hy, outY);
    enters = sign(add(mul(vx, d[0]!), mul(vy, d[1]!))) < 0;
  }
  return enters ? 'impact' : 'separating';
}

/** The first touch of a case outside the rounded box at `t = 0` (module comment), or `null`. */
export function roundedBoxTouch(box: RoundedBoxCase): Touch | null {
  return wallTouch(box.wall);
}

/** The standing circle at `c` overlaps the box at `b`, exactly: the filter, else the case's side. */
export function circleBoxOverlaps(c: Vec2, r: number, b: Vec2, hb: Vec2): boolean {
  const box = circleBoxCase(c, c, r, b, b, hb);
  return box !== null && roundedBoxSide(box) < 0;
}
