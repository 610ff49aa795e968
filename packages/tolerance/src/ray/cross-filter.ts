/**
 * A double-double evaluation of `(q(t) − o) × e` with a proven error bound,
 * where `q(t) = q0 + t·(q1 − q0)` moves linearly and `e = e1 − e0`: the sign
 * that rounds a point-vs-segment parameter down. With `d = p1 − p0`,
 * `w = s0 − p0`, `e = s1 − s0`:
 * - `(p(t) − s0) × e = t·(d × e) − w × e`: its sign compares `t` with
 *   `t* = (w × e)/(d × e)`;
 * - `(s(u) − p0) × d = u·(e × d) + w × d`: compares `u` with `u*`.
 *
 * Error: `v = q(t) − o` is `vh + vl` within `20u²M` (`exact/first-touch-filter.ts`;
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

// The loaded question (`loadCross`), split once, not once per `t`: per
// coordinate `c0 = q0 − o = c0h + c0l`, `d = (q1 − o) − c0 = dh + dl`
// (the stage `exact/first-touch-filter.ts` computes per component, with `o` for
// both `a0` and `a1`), `e = eh + el`, and the bound's factor. A typed array:
// module-level doubles would be boxed anew on every write.
const loaded = new Float64Array(13);
const C0H_X = 0;
const C0L_X = 1;
const DH_X = 2;
const DL_X = 3;
const C0H_Y = 4;
const C0L_Y = 5;
const DH_Y = 6;
const DL_Y = 7;
const EH_X = 8;
const EL_X = 9;
const EH_Y = 10;
const EL_Y = 11;
const SCALE = 12;

/** Splits one coordinate of `q(t) − o` into `loaded` at `at`; returns its `M`. */
function loadLerp(at: number, o: number, q0: number, q1: number): number {
  const c0h = q0 - o;
  const c0l = differenceTail(q0, o, c0h);
  const c1h = q1 - o;
  const c1l = differenceTail(q1, o, c1h);
  const dh = c1h - c0h;
  loaded[at] = c0h;
  loaded[at + 1] = c0l;
  loaded[at + 2] = dh;
  loaded[at + 3] = differenceTail(c1h, c0h, dh) + (c1l - c0l);
  return Math.abs(c0h) + Math.abs(c1h);
}

/** Loads `(q(t) − o) × (e1 − e0)` for {@link crossSign}. */
export function loadCross(
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
): void {
  const m = loadLerp(C0H_X, ox, q0x, q1x) + loadLerp(C0H_Y, oy, q0y, q1y);
  const exh = e1x - e0x;
  const eyh = e1y - e0y;
  loaded[EH_X] = exh;
  loaded[EL_X] = differenceTail(e1x, e0x, exh);
  loaded[EH_Y] = eyh;
  loaded[EL_Y] = differenceTail(e1y, e0y, eyh);
  loaded[SCALE] = BOUND * m * (Math.abs(exh) + Math.abs(eyh));
}

/**
 * The certified sign of the loaded `(q(t) − o) × (e1 − e0)` in 2D, or
 * {@link CROSS_DOUBT}.
 */
export function crossSign(t: number): number {
  if (t < T_MIN && t !== 0) return CROSS_DOUBT;
  // v = c0 + t·d = vh + vl per coordinate (as `exact/first-touch-filter.ts`).
  let ch = loaded[C0H_X]!;
  let d = loaded[DH_X]!;
  let ph = t * d;
  const vxh = ch + ph;
  const vxl = sumTail(ch, ph, vxh) + productTail(t, d, ph) + loaded[C0L_X]! + t * loaded[DL_X]!;
  ch = loaded[C0H_Y]!;
  d = loaded[DH_Y]!;
  ph = t * d;
  const vyh = ch + ph;
  const vyl = sumTail(ch, ph, vyh) + productTail(t, d, ph) + loaded[C0L_Y]! + t * loaded[DL_Y]!;
  const exh = loaded[EH_X]!;
  const exl = loaded[EL_X]!;
  const eyh = loaded[EH_Y]!;
  const eyl = loaded[EL_Y]!;
  // vxh·eyh − vyh·exh, each product exact as hi + lo (TwoProduct); the highs by TwoSum.
  const ah = vxh * eyh;
  const al = productTail(vxh, eyh, ah);
  const bh = -(vyh * exh);
  const bl = -productTail(vyh, exh, -bh);
  const sh = ah + bh;
  const sl = sumTail(ah, bh, sh);
  const low = sl + al + bl + (vxh * eyl + vxl * eyh) - (vyh * exl + vyl * exh);
  const value = sh + low;
  const bound = loaded[SCALE]!;
  if (value > bound) return 1;
  if (value < -bound) return -1;
  return CROSS_DOUBT;
}
