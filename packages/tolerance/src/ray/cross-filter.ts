/**
 * A double-double evaluation of `(q(t) − o) × e` with a proven error bound,
 * where `q(t) = q0 + t·(q1 − q0)` moves linearly and `e = e1 − e0`: the sign
 * that rounds a point-vs-segment parameter down. With `d = p1 − p0`,
 * `w = s0 − p0`, `e = s1 − s0`:
 * - `(p(t) − s0) × e = t·(d × e) − w × e`: its sign compares `t` with
 *   `t* = (w × e)/(d × e)`;
 * - `(s(u) − p0) × d = u·(e × d) + w × d`: compares `u` with `u*`.
 *
 * Error (per component as in `first-touch-filter.ts`): `v = q(t) − o` is
 * `vh + vl` within `20u²M` (`M = |q0 − o| + |q1 − o|`, `|vh| ≤ 2M(1+3u)`,
 * `|vl| ≤ 5uM`); `e = eh + el` exactly (two-sum, `|el| ≤ u|eh|`). The cross
 * `vx·ey − vy·ex` is `vxh·eyh − vyh·exh` (two exact two-products, summed
 * exactly by two-sum) plus six small products (each within `u·10uM|e|`) and
 * a handful of additions of low parts (magnitudes ≤ ~16uM|e|, rounding
 * ≤ 8u·16uM|e|), plus the propagated error of `v` (`20u²M·|e|`) and the
 * dropped `vl·el` (`5u²M|e|`): in all below `300u²·(Mx + My)(|ex| + |ey|)`.
 * The filter uses `2^-96 = 1024u²` times that product. Nothing underflows:
 * inputs are multiples of 2^-252 and `t` below 2^-400 is left to BigInt.
 */
import { SPLITTER } from '../first-touch-filter.ts';

/** The sign when certain, else {@link CROSS_DOUBT} (never -1, 0 or 1). */
export const CROSS_DOUBT = 2;

const BOUND = 2 ** -96;
const T_MIN = 2 ** -400;

// The current component's `v = vh + vl` and magnitude (no allocation per call).
let vh = 0;
let vl = 0;
let vm = 0;

/** `v = (q0 − o) + t·((q1 − o) − (q0 − o))` for one coordinate, as `vh + vl`. */
function lerp(t: number, o: number, q0: number, q1: number): void {
  const c0h = q0 - o;
  let v = c0h - q0;
  const c0l = q0 - (c0h - v) - (o + v);
  const c1h = q1 - o;
  v = c1h - q1;
  const c1l = q1 - (c1h - v) - (o + v);
  const dh = c1h - c0h;
  v = dh - c1h;
  const dl = c1h - (dh - v) - (c0h + v) + (c1l - c0l);
  const ph = t * dh;
  let c = SPLITTER * t;
  const th = c - (c - t);
  const tl = t - th;
  c = SPLITTER * dh;
  const dhh = c - (c - dh);
  const dhl = dh - dhh;
  const pl = th * dhh - ph + th * dhl + tl * dhh + tl * dhl;
  vh = c0h + ph;
  v = vh - c0h;
  vl = c0h - (vh - v) + (ph - v) + pl + c0l + t * dl;
  vm = Math.abs(c0h) + Math.abs(c1h);
}

/** `a·b = hi + lo` exactly; returns `lo` (the caller has `hi = a·b`). */
function productError(a: number, b: number, hi: number): number {
  let c = SPLITTER * a;
  const ah = c - (c - a);
  const al = a - ah;
  c = SPLITTER * b;
  const bh = c - (c - b);
  const bl = b - bh;
  return ah * bh - hi + ah * bl + al * bh + al * bl;
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
  const vxh = vh;
  const vxl = vl;
  const mx = vm;
  lerp(t, oy, q0y, q1y);
  const vyh = vh;
  const vyl = vl;
  const my = vm;
  const exh = e1x - e0x;
  let v = exh - e1x;
  const exl = e1x - (exh - v) - (e0x + v);
  const eyh = e1y - e0y;
  v = eyh - e1y;
  const eyl = e1y - (eyh - v) - (e0y + v);
  // vxh·eyh − vyh·exh, each product exact as hi + lo; the highs by two-sum.
  const ah = vxh * eyh;
  const al = productError(vxh, eyh, ah);
  const bh = -(vyh * exh);
  const bl = -productError(vyh, exh, -bh);
  const sh = ah + bh;
  v = sh - ah;
  const sl = ah - (sh - v) + (bh - v);
  const low = sl + al + bl + (vxh * eyl + vxl * eyh) - (vyh * exl + vyl * exh);
  const value = sh + low;
  const bound = BOUND * (mx + my) * (Math.abs(exh) + Math.abs(eyh));
  if (value > bound) return 1;
  if (value < -bound) return -1;
  return CROSS_DOUBT;
}
