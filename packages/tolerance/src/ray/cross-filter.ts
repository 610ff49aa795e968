/**
 * A double-double evaluation of `(q(t) − o) × e` with a proven error bound,
 * where `q(t) = q0 + t·(q1 − q0)` moves linearly and `e = e1 − e0`: the sign
 * that rounds a point-vs-segment parameter down. With `d = p1 − p0`,
 * `w = s0 − p0`, `e = s1 − s0`:
 * - `(p(t) − s0) × e = t·(d × e) − w × e`: its sign compares `t` with
 *   `t* = (w × e)/(d × e)`;
 * - `(s(u) − p0) × d = u·(e × d) + w × d`: compares `u` with `u*`.
 *
 * Error: `v = q(t) − o` is `vh + vl` within `20u²M` (`first-touch-filter.ts`;
 * `M = |q0 − o| + |q1 − o|`, `|vh| ≤ 2M(1+3u)`, `|vl| ≤ 5uM`);
 * `e = eh + el` exactly (TwoDiff, `|el| ≤ u|eh|`). The cross
 * `vx·ey − vy·ex` is `vxh·eyh − vyh·exh` (two exact TwoProducts, summed
 * exactly by TwoSum) plus six small products (each within `u·10uM|e|`) and
 * a handful of additions of low parts (magnitudes ≤ ~16uM|e|, rounding
 * ≤ 8u·16uM|e|), plus the propagated error of `v` (`20u²M·|e|`) and the
 * dropped `vl·el` (`5u²M|e|`): in all below `300u²·(Mx + My)(|ex| + |ey|)`.
 * The filter uses `2^-96 = 1024u²` times that product. Nothing underflows:
 * inputs are multiples of 2^-252 and `t` below 2^-400 is left to the exact stage.
 */
import { differenceTail, productTail, sumTail } from '@swept/core/internal';

/** The sign when certain, else {@link CROSS_DOUBT} (never -1, 0 or 1). */
export const CROSS_DOUBT = 2;

const BOUND = 2 ** -96;
const T_MIN = 2 ** -400;

// The current component's `v = vh + vl` and magnitude `vm`, in a typed array
// (a module-level `let` holding a double is boxed anew on every write).
const v = new Float64Array(3);

/**
 * `v = (q0 − o) + t·((q1 − o) − (q0 − o))` for one coordinate, as `vh + vl`:
 * the stage `first-touch-filter.ts` computes per component (with `o` for
 * both `a0` and `a1`), written out in each filter because a shared function
 * measured ~10 % slower on the `exact` time of impact.
 */
function lerp(t: number, o: number, q0: number, q1: number): void {
  const c0h = q0 - o;
  const c0l = differenceTail(q0, o, c0h);
  const c1h = q1 - o;
  const c1l = differenceTail(q1, o, c1h);
  const dh = c1h - c0h;
  const dl = differenceTail(c1h, c0h, dh) + (c1l - c0l);
  const ph = t * dh;
  const pl = productTail(t, dh, ph);
  const vh = c0h + ph;
  v[0] = vh;
  v[1] = sumTail(c0h, ph, vh) + pl + c0l + t * dl;
  v[2] = Math.abs(c0h) + Math.abs(c1h);
}

/**
 * The certified sign of `(q(t) − o) × (e1 − e0)` in 2D, or {@link CROSS_DOUBT}.
 */
export function crossSign(
  t: number,
  ox: number,
  oy: number,
  q0x: number,
  q0y: number,
  q1x: number,
  q1y: number,
  e0x: number,
  e0y: number,
  e1x: number,
  e1y: number,
): number {
  if (t < T_MIN && t !== 0) return CROSS_DOUBT;
  lerp(t, ox, q0x, q1x);
  const vxh = v[0]!;
  const vxl = v[1]!;
  const mx = v[2]!;
  lerp(t, oy, q0y, q1y);
  const vyh = v[0]!;
  const vyl = v[1]!;
  const my = v[2]!;
  const exh = e1x - e0x;
  const exl = differenceTail(e1x, e0x, exh);
  const eyh = e1y - e0y;
  const eyl = differenceTail(e1y, e0y, eyh);
  // vxh·eyh − vyh·exh, each product exact as hi + lo (TwoProduct); the highs by TwoSum.
  const ah = vxh * eyh;
  const al = productTail(vxh, eyh, ah);
  const bh = -(vyh * exh);
  const bl = -productTail(vyh, exh, -bh);
  const sh = ah + bh;
  const sl = sumTail(ah, bh, sh);
  const low = sl + al + bl + (vxh * eyl + vxl * eyh) - (vyh * exl + vyl * exh);
  const value = sh + low;
  const bound = BOUND * (mx + my) * (Math.abs(exh) + Math.abs(eyh));
  if (value > bound) return 1;
  if (value < -bound) return -1;
  return CROSS_DOUBT;
}
