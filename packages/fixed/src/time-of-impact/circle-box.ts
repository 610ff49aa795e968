import type { TimeOfImpact2, Vec2 } from '@swept/core';
import { roundShift16 } from '../exact/integer.ts';
import { counter } from '../exact/stats.ts';
import { TOI_MISS } from '../quadratic.ts';
import { checkCircleBox2 } from '../validate.ts';
import { roundedBoxCode } from '../walls/rounded-box.ts';
import { setNormal2, statusOf } from './contact.ts';

/**
 * The first time a moving circle and a moving box touch, or `null` when they
 * never do on `[0, 1]` (exactly when {@link sweptCircleBox} is `false`);
 * `docs/contract.md`, "9.2 Circle against box". The circles' result with the
 * circle as `a`: `t` is the raw `floor(65536·t*)` of the exact first touch
 * (never later than the true one), `status` decided exactly; `a`, `b` the
 * centres at `t` and `point` the box's point nearest the circle's centre
 * there, each rounded to the nearest raw value; `normal` from the circle
 * towards the box, `round(65536·V/|V|)` as the circles' normal (an axis at a
 * face or with the centre on or inside the box, the centre-to-corner
 * direction at a corner).
 *
 * @example
 * // A ball of radius 1 falls from (0, 10) to (0, −10) onto a still box 4 wide and 6 tall:
 * circleBoxTimeOfImpact({ x: 0, y: 10 * ONE }, { x: 0, y: -10 * ONE }, ONE, { x: 0, y: 0 }, { x: 0, y: 0 }, { x: 2 * ONE, y: 3 * ONE })
 * // { t: 19660 (= floor(0.3·65536)), status: 'impact', normal: { x: 0, y: -65536 }, point: { x: 0, y: 196608 }, ... }
 */
export function circleBoxTimeOfImpact(
  c0: Vec2,
  c1: Vec2,
  r: number,
  b0: Vec2,
  b1: Vec2,
  hb: Vec2,
): TimeOfImpact2 | null {
  checkCircleBox2(c0, c1, r, b0, b1, hb);
  counter.count(false);
  const code = roundedBoxCode(c0.x - b0.x, c0.y - b0.y, c1.x - b1.x, c1.y - b1.y, hb.x, hb.y, r);
  return code === TOI_MISS ? null : circleBoxContact(c0, c1, b0, b1, hb, code);
}

const normal: Vec2 = { x: 65536, y: 0 };

/**
 * The result at the raw `t = k`: everything from exact integers scaled by
 * 65536 — `W = 65536·(C(t) − B(t))` (below 2^16·2^32 + 2^16·2^33 < 2^50),
 * its clamp `Q` to the box's `±65536·hb` (below 2^47), the point
 * `B(t) + Q/65536` and the centres rounded once (`roundShift16`, operands
 * below 2^49).
 */
function circleBoxContact(
  c0: Vec2,
  c1: Vec2,
  b0: Vec2,
  b1: Vec2,
  hb: Vec2,
  code: number,
): TimeOfImpact2 {
  const k = Math.max(code, 0);
  const kcx = k * (c1.x - c0.x);
  const kcy = k * (c1.y - c0.y);
  const kbx = k * (b1.x - b0.x);
  const kby = k * (b1.y - b0.y);
  const wx = 65536 * (c0.x - b0.x) + (kcx - kbx);
  const wy = 65536 * (c0.y - b0.y) + (kcy - kby);
  const hx = 65536 * hb.x;
  const hy = 65536 * hb.y;
  let qx = Math.max(-hx, Math.min(hx, wx));
  let qy = Math.max(-hy, Math.min(hy, wy));
  if (qx === wx && qy === wy) {
    // On or inside the box: the face of least penetration (ties x; W = 0 → the − face).
    if (hx - Math.abs(wx) <= hy - Math.abs(wy)) {
      qx = wx > 0 ? hx : -hx;
      setNormal2(normal, wx > 0 ? -1 : 1, 0);
    } else {
      qy = wy > 0 ? hy : -hy;
      setNormal2(normal, 0, wy > 0 ? -1 : 1);
    }
  } else {
    setNormal2(normal, qx - wx, qy - wy);
  }
  return {
    t: k,
    status: statusOf(code),
    point: { x: b0.x + roundShift16(kbx + qx), y: b0.y + roundShift16(kby + qy) },
    normal: { x: normal.x, y: normal.y },
    a: { x: c0.x + roundShift16(kcx), y: c0.y + roundShift16(kcy) },
    b: { x: b0.x + roundShift16(kbx), y: b0.y + roundShift16(kby) },
  };
}
