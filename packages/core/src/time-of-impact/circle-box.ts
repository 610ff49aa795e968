import type { ContactStatus, TimeOfImpact2, Vec2 } from '../types.ts';
import { checkCircleBox2 } from '../validate/shapes.ts';
import { flushTiny, setUnit2 } from '../vec.ts';
import { roundedBoxFirstTouch2, roundedBoxStatus2 } from '../walls/rounded-box.ts';
import { copyTimeOfImpact2, createTimeOfImpact2 } from './contact.ts';

/**
 * Time of impact of a moving circle and a moving box (`docs/contract.md`,
 * "9.2 Circle against box"): `null` iff they never touch during the step,
 * else the first touch `{ t, status, point, normal, a, b }` — the circles'
 * result, with the circle as `a`:
 * - `t`: the smallest `t ∈ [0, 1]` at which the circle's centre is within
 *   `r` of the box (`0` when they touch or overlap at the start);
 * - `status`: `'overlap'`, `'separating'` (touching at the start, not
 *   moving in) or `'impact'`, as for two circles;
 * - `a`, `b`: the centres at `t`; `normal`: the unit vector from the circle
 *   towards the box (an axis at a face, the centre-to-corner direction at a
 *   corner; with the centre on or inside the box, towards the nearest face's
 *   inside, ties x first, `+x`/`+y` from the box's centre line); `point`: the box's point nearest the circle's
 *   centre (with the centre inside, its projection onto that face).
 *
 * Both bodies move: decided in the box's frame on the rounded box
 * (`walls/rounded-box.ts`). A box of zero extents is a point: the answer is
 * `circlesTimeOfImpact(c0, c1, r, b0, b1, 0)`'s.
 *
 * @example
 * // A ball (r = 1) falls from y = 10 to y = −10 onto a still box 4 wide and 6 tall:
 * const hit = circleBoxTimeOfImpact({ x: 0, y: 10 }, { x: 0, y: -10 }, 1, { x: 0, y: 0 }, { x: 0, y: 0 }, { x: 2, y: 3 });
 * // hit.t === 0.3, hit.normal → { x: 0, y: -1 }, hit.point → { x: 0, y: 3 }, hit.a → { x: 0, y: 4 }
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
  return circleBoxFirstContact(scratch, c0, c1, r, b0, b1, hb) ? copyTimeOfImpact2(scratch) : null;
}

const scratch: TimeOfImpact2 = createTimeOfImpact2();

/**
 * {@link circleBoxTimeOfImpact} on checked input, into `out` (nothing
 * allocated): `false` iff it is `null`, else `out` holds its answer. The
 * scenes' narrow phase (`scene/circle-box.ts`) runs it on every candidate,
 * so their contacts are this query's bit for bit.
 */
export function circleBoxFirstContact(
  out: TimeOfImpact2,
  c0: Vec2,
  c1: Vec2,
  r: number,
  b0: Vec2,
  b1: Vec2,
  hb: Vec2,
): boolean {
  const w0x = c0.x - b0.x;
  const w0y = c0.y - b0.y;
  const w1x = c1.x - b1.x;
  const w1y = c1.y - b1.y;
  const t = roundedBoxFirstTouch2(w0x, w0y, w1x, w1y, hb.x, hb.y, r);
  if (t < 0) return false;
  const status = roundedBoxStatus2(w0x, w0y, w1x, w1y, hb.x, hb.y, r);
  circleBoxContactInto(out, t, status, c0, c1, b0, b1, hb);
  return true;
}

/**
 * The result at a given `t` (the core's, and `@swept/tolerance`'s at its own
 * `t`): the centres at `t`, and from `W = C0 + t·(C1 − C0)` (`Ck = ck − bk`,
 * the centre relative to the box) the nearest point `q` of the box: outside
 * the box the normal is along `q − W`; on or inside it, the face of least
 * penetration (ties x) gives the normal `−sign(Wᵢ)·eᵢ` (`+eᵢ` for `Wᵢ = 0`) and the point `W` moved
 * onto that face. Every component flushed below the input range.
 */
export function circleBoxContactAt(
  t: number,
  status: ContactStatus,
  c0: Vec2,
  c1: Vec2,
  b0: Vec2,
  b1: Vec2,
  hb: Vec2,
): TimeOfImpact2 {
  return copyTimeOfImpact2(circleBoxContactInto(scratch, t, status, c0, c1, b0, b1, hb));
}

/** {@link circleBoxContactAt} into `out` (nothing allocated); returns `out`. */
function circleBoxContactInto(
  out: TimeOfImpact2,
  t: number,
  status: ContactStatus,
  c0: Vec2,
  c1: Vec2,
  b0: Vec2,
  b1: Vec2,
  hb: Vec2,
): TimeOfImpact2 {
  const w0x = c0.x - b0.x;
  const w0y = c0.y - b0.y;
  const wx = w0x + t * (c1.x - b1.x - w0x);
  const wy = w0y + t * (c1.y - b1.y - w0y);
  const { x: hx, y: hy } = hb;
  const bx = flushTiny(b0.x + t * (b1.x - b0.x));
  const by = flushTiny(b0.y + t * (b1.y - b0.y));
  let qx = Math.max(-hx, Math.min(hx, wx));
  let qy = Math.max(-hy, Math.min(hy, wy));
  if (qx === wx && qy === wy) {
    // On or inside the box: out through the face of least penetration.
    if (hx - Math.abs(wx) <= hy - Math.abs(wy)) {
      // Wᵢ = 0 leaves by the − face: the normal is then +eᵢ, as for coincident circles.
      qx = wx > 0 ? hx : -hx;
      setUnit2(out.normal, wx > 0 ? -1 : 1, 0);
    } else {
      qy = wy > 0 ? hy : -hy;
      setUnit2(out.normal, 0, wy > 0 ? -1 : 1);
    }
  } else {
    setUnit2(out.normal, qx - wx, qy - wy);
  }
  out.t = t;
  out.status = status;
  out.a.x = flushTiny(c0.x + t * (c1.x - c0.x));
  out.a.y = flushTiny(c0.y + t * (c1.y - c0.y));
  out.b.x = bx;
  out.b.y = by;
  out.point.x = flushTiny(bx + qx);
  out.point.y = flushTiny(by + qy);
  return out;
}
