import type { Separation2, Vec2 } from '../types.ts';
import { checkSeparateCircleBox2 } from '../validate/shapes.ts';
import { flushTiny, maxAbs2 } from '../vec.ts';
import { roundedBoxSide2 } from '../walls/rounded-box.ts';
import { leastPush } from './least-push.ts';
import { pushShare, ULP_FACTOR } from './push-share.ts';

/**
 * Pushes a circle and a box apart so that they no longer overlap; returns
 * their new centres `{ a, b }` (`a` the circle; fresh objects, the inputs are
 * not mutated), with `separateCircles`' masses and rules.
 *
 * - Not overlapping (`circleBoxOverlap` is `false`): both come back unchanged.
 * - Centre outside the box, at distance `d < r` from its nearest point `q`:
 *   they move apart along `n = (c − q)/d` by `δ = r − d`.
 * - Centre on or inside the box: out through the face of least penetration
 *   (ties x; the − face from the centre line, as coincident circles push `a`
 *   towards −x), `n` that face's outward axis, by `δ = r + hbᵢ − |cᵢ − bᵢ|`.
 *
 * The circle moves by `+n·δ·mb/(mc + mb)`, the box by `−n·δ·mc/(mc + mb)`
 * (`Infinity` is immovable; two immovable bodies are a `RangeError`).
 * Post-condition: `circleBoxOverlap(result.a, r, result.b, hb)` is `false`,
 * always: the exact push is tried first and verified with the predicate
 * itself, growing by ulps while rounding leaves an overlap, then bisected back
 * to the least push the predicate accepts (`least-push.ts`).
 *
 * @example
 * // A ball (r = 1) sunk 0.5 into a still box's right face is pushed out to rest on it:
 * separateCircleBox({ x: 2.5, y: 0 }, 1, 1, { x: 0, y: 0 }, { x: 2, y: 2 }, Infinity);
 * // → { a: { x: 3, y: 0 }, b: { x: 0, y: 0 } }
 */
export function separateCircleBox(
  c: Vec2,
  r: number,
  mc: number,
  b: Vec2,
  hb: Vec2,
  mb: number,
): Separation2 {
  checkSeparateCircleBox2(c, r, mc, b, hb, mb);
  const { x: cx, y: cy } = c;
  const { x: bx, y: by } = b;
  const { x: hx, y: hy } = hb;
  if (roundedBoxSide2(cx - bx, cy - by, hx, hy, r) >= 0) {
    return { a: { x: cx, y: cy }, b: { x: bx, y: by } };
  }
  const wx = cx - bx;
  const wy = cy - by;
  const vx = wx - Math.max(-hx, Math.min(hx, wx));
  const vy = wy - Math.max(-hy, Math.min(hy, wy));
  let nx: number;
  let ny: number;
  let depth: number;
  if (vx !== 0 || vy !== 0) {
    const d = Math.sqrt(vx * vx + vy * vy);
    nx = vx / d;
    ny = vy / d;
    depth = r - d;
  } else if (hx - Math.abs(wx) <= hy - Math.abs(wy)) {
    nx = wx > 0 ? 1 : -1;
    ny = 0;
    depth = r + hx - Math.abs(wx);
  } else {
    nx = 0;
    ny = wy > 0 ? 1 : -1;
    depth = r + hy - Math.abs(wy);
  }
  const shareC = pushShare(mc, mb);
  const shareB = pushShare(mb, mc);
  const m = Math.max(maxAbs2(c), maxAbs2(b), maxAbs2(hb), r);
  const at = (push: number): Separation2 => {
    const pc = push * shareC;
    const pb = push * shareB;
    return {
      a: { x: flushTiny(cx + nx * pc), y: flushTiny(cy + ny * pc) },
      b: { x: flushTiny(bx - nx * pb), y: flushTiny(by - ny * pb) },
    };
  };
  const push = leastPush(depth, m * ULP_FACTOR, (p) => {
    const { a, b: moved } = at(p);
    return roundedBoxSide2(a.x - moved.x, a.y - moved.y, hx, hy, r) >= 0;
  });
  return at(push);
}
