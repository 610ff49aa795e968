/**
 * The boxes' kernel (`docs/contract.md`, "9. Boxes"): the per-axis entry and
 * exit times of two moving intervals, folded into the first touching time
 * of two axis-aligned boxes. Written once for every box query of the core
 * (the swept test, the time of impact, their batch forms) and for a box cast
 * over a tile map, which calls it per wall or tile.
 *
 * On axis `i`, `C(t)ᵢ = c0 + t·d` touches while `|C(t)ᵢ| ≤ h` (`h = haᵢ +
 * hbᵢ`): for `d > 0` from `(−c0 − h)/d` to `(h − c0)/d`, for `d < 0` from
 * `(c0 − h)/|d|` to `(c0 + h)/|d|`, for `d = 0` always or never. The boxes
 * touch on the intersection of those intervals with `[0, 1]`.
 *
 * Each time is kept as a ratio `n / v` (`v > 0`) and compared by cross
 * products, `n·V > N·v`, so every decision is one rounding of each product
 * away from exact (exact when the inputs are small integers times one power
 * of two), and the first touching time is formed by ONE division at the end,
 * correctly rounded: no time is ever rounded and then compared. In the
 * supported input range no product overflows or underflows (the ratios'
 * terms are differences of values in `[2^-200, 2^200]`: at most `2^202`, and
 * multiples of `2^-252` when not 0).
 */
import type { ContactStatus } from './types.ts';

/** The running slab: the latest entry `enterN / enterD` (from its axis), the earliest exit. */
let enterN = 0;
let enterD = 1;
let enterAxis = -1;
let exitN = 1;
let exitD = 1;

/** Starts a fold: entry at `0`, exit at `1` (the step), no axis entered yet. */
function reset(): void {
  enterN = 0;
  enterD = 1;
  enterAxis = -1;
  exitN = 1;
  exitD = 1;
}

/**
 * Folds axis `k` (`c0 = C0ᵢ`, `d = Dᵢ`, `h = Hᵢ`) into the running slab;
 * `false` when that axis never touches (`d = 0`, `|c0| > h`). An entry
 * replaces the latest only when strictly later, so on an exact tie the
 * lower axis keeps it (x before y before z), and an entry at exactly 0
 * leaves no axis entered (they touch at the start).
 */
function fold(k: number, c0: number, d: number, h: number): boolean {
  let n: number;
  let m: number;
  let v: number;
  if (d > 0) {
    n = -c0 - h;
    m = h - c0;
    v = d;
  } else if (d < 0) {
    n = c0 - h;
    m = c0 + h;
    v = -d;
  } else {
    return c0 <= h && -c0 <= h;
  }
  if (n * enterD > enterN * v) {
    enterN = n;
    enterD = v;
    enterAxis = k;
  }
  if (m * exitD < exitN * v) {
    exitN = m;
    exitD = v;
  }
  return true;
}

/**
 * Whether two boxes touch during the step (the swept test), from `C0`, `D =
 * C1 − C0` and `H = ha + hb` per axis. After a `true`, {@link slabTime}
 * reads the first touching time and {@link slabContact2} the whole first touch.
 */
export function slabTouch2(
  c0x: number,
  c0y: number,
  dx: number,
  dy: number,
  hx: number,
  hy: number,
): boolean {
  reset();
  return fold(0, c0x, dx, hx) && fold(1, c0y, dy, hy) && enterN * exitD <= exitN * enterD;
}

/** The 3D {@link slabTouch2}. */
export function slabTouch3(
  c0x: number,
  c0y: number,
  c0z: number,
  dx: number,
  dy: number,
  dz: number,
  hx: number,
  hy: number,
  hz: number,
): boolean {
  reset();
  return (
    fold(0, c0x, dx, hx) &&
    fold(1, c0y, dy, hy) &&
    fold(2, c0z, dz, hz) &&
    enterN * exitD <= exitN * enterD
  );
}

/**
 * The first touch of two boxes after a `true` {@link slabTouch2} /
 * {@link slabTouch3} on the same values, filled by {@link slabContact2} /
 * {@link slabContact3}: `t`, the status, and the normal's axis and sign.
 */
export const slabContact: { t: number; status: ContactStatus; axis: number; sign: number } = {
  t: 0,
  status: 'impact',
  axis: 0,
  sign: 1,
};

/**
 * Fills {@link slabContact} after a `true` {@link slabTouch2} on the same
 * values (`docs/contract.md`, "9.1"): `t` is one division, at most 1; after
 * a later start the normal is the last axis to start touching, from the side
 * B came from (`−sign(d)`); touching at the start, the status is read from
 * the axes at `t = 0` and the normal is the least penetration (the largest
 * `|c0| − h`, ties to the lower axis), `sign(c0)` (`+` for 0).
 */
export function slabContact2(
  c0x: number,
  c0y: number,
  dx: number,
  dy: number,
  hx: number,
  hy: number,
): void {
  if (enterAxis >= 0) {
    setEntered(enterAxis === 0 ? dx : dy);
    return;
  }
  const gx = Math.abs(c0x) - hx;
  const gy = Math.abs(c0y) - hy;
  const overlap = gx < 0 && gy < 0;
  const resting = (gx >= 0 && c0x * dx >= 0) || (gy >= 0 && c0y * dy >= 0);
  setAtStart(overlap, resting, gy > gx ? 1 : 0, gy > gx ? c0y : c0x);
}

/** The 3D {@link slabContact2}. */
export function slabContact3(
  c0x: number,
  c0y: number,
  c0z: number,
  dx: number,
  dy: number,
  dz: number,
  hx: number,
  hy: number,
  hz: number,
): void {
  if (enterAxis >= 0) {
    setEntered(enterAxis === 0 ? dx : enterAxis === 1 ? dy : dz);
    return;
  }
  const gx = Math.abs(c0x) - hx;
  const gy = Math.abs(c0y) - hy;
  const gz = Math.abs(c0z) - hz;
  const overlap = gx < 0 && gy < 0 && gz < 0;
  const resting =
    (gx >= 0 && c0x * dx >= 0) || (gy >= 0 && c0y * dy >= 0) || (gz >= 0 && c0z * dz >= 0);
  const axis = gz > gx && gz > gy ? 2 : gy > gx ? 1 : 0;
  setAtStart(overlap, resting, axis, axis === 0 ? c0x : axis === 1 ? c0y : c0z);
}

/** A first touch after the start, at {@link slabTime}. */
function setEntered(d: number): void {
  slabContact.t = slabTime();
  slabContact.status = 'impact';
  slabContact.axis = enterAxis;
  slabContact.sign = d > 0 ? -1 : 1;
}

/** A touch at the start: overlapping, resting (an axis touching and not approaching), or an impact. */
function setAtStart(overlap: boolean, resting: boolean, axis: number, c0: number): void {
  slabContact.t = 0;
  slabContact.status = overlap ? 'overlap' : resting ? 'separating' : 'impact';
  slabContact.axis = axis;
  slabContact.sign = c0 < 0 ? -1 : 1;
}

/**
 * The first touching time of the last `true` fold: `0` when they touch at
 * the start, else one division, clamped to 1 (the products decided `n ≤ v`
 * up to their rounding).
 */
export function slabTime(): number {
  if (enterAxis < 0) return 0;
  const t = enterN / enterD;
  return Math.min(t, 1);
}
