/**
 * The boxes' kernel (`docs/contract.md`, "9. Boxes"): the per-axis entry and
 * exit times of two moving intervals, folded into the first touching time
 * of two axis-aligned boxes. Written once for every box query of every
 * variant that decides on doubles — the core's (swept, time of impact, their
 * batch forms) and `@swept/fixed`'s (through `@swept/core/internal`) — and
 * for a box cast over a tile map, which calls it per wall or tile.
 *
 * On axis `i`, `C(t)ᵢ = c0 + t·d` touches while `|C(t)ᵢ| ≤ h` (`h = haᵢ +
 * hbᵢ`): for `d > 0` from `(−c0 − h)/d` to `(h − c0)/d`, for `d < 0` from
 * `(c0 − h)/|d|` to `(c0 + h)/|d|`, for `d = 0` always or never. The boxes
 * touch on the intersection of those intervals with `[0, 1]`.
 *
 * Each time is kept as a ratio `n / v` (`v > 0`) and two are compared by the
 * exact sign of `n·V − N·v` (`compareProducts`: the rounded products, and on
 * a tie their exact tails), so the only roundings are those of the caller's
 * `c0`, `d`, `h` and of the numerators `±c0 ± h`; no time is ever rounded
 * and then compared. The time itself is formed by the variant from
 * {@link slabEntry}: one division in the core (`slabTime`), an exact floor in
 * fixed. In the core's input range no product over- or underflows (the
 * terms are at most `2^202`, and multiples of `2^-252` when not 0); raw
 * Q16.16 values make every term an exact integer below `2^34`.
 */
import { compareProducts } from './exact/signs.ts';
import type { ContactStatus } from './types.ts';

/**
 * The latest entry of the last fold, `n / v` (`v > 0`), and the axis it came
 * from (`-1`: none after 0, the boxes touch at the start). After a `true`
 * {@link slabTouch2} / {@link slabTouch3}, `0 < n ≤ v` when `axis ≥ 0`.
 */
export const slabEntry: { n: number; v: number; axis: number } = { n: 0, v: 1, axis: -1 };

/** The earliest exit of the running fold, `exitN / exitD`. */
let exitN = 1;
let exitD = 1;

/** Starts a fold: entry at `0`, exit at `1` (the step), no axis entered yet. */
function reset(): void {
  slabEntry.n = 0;
  slabEntry.v = 1;
  slabEntry.axis = -1;
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
  if (compareProducts(n, slabEntry.v, slabEntry.n, v) > 0) {
    slabEntry.n = n;
    slabEntry.v = v;
    slabEntry.axis = k;
  }
  if (compareProducts(m, exitD, exitN, v) < 0) {
    exitN = m;
    exitD = v;
  }
  return true;
}

/** The latest entry is not after the earliest exit: the axes' intervals meet within the step. */
function lastEntryBeforeExit(): boolean {
  return compareProducts(slabEntry.n, exitD, exitN, slabEntry.v) <= 0;
}

/**
 * Whether two boxes touch during the step (the swept test), from `C0`, `D =
 * C1 − C0` and `H = ha + hb` per axis. After a `true`, {@link slabEntry}
 * holds the first touch's time and {@link slabContact2} finds its status and normal.
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
  return fold(0, c0x, dx, hx) && fold(1, c0y, dy, hy) && lastEntryBeforeExit();
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
    fold(0, c0x, dx, hx) && fold(1, c0y, dy, hy) && fold(2, c0z, dz, hz) && lastEntryBeforeExit()
  );
}

/**
 * The first touch of two boxes after a `true` {@link slabTouch2} /
 * {@link slabTouch3} on the same values, filled by {@link slabContact2} /
 * {@link slabContact3}: the status and the normal's axis and sign.
 */
export const slabContact: { status: ContactStatus; axis: number; sign: number } = {
  status: 'impact',
  axis: 0,
  sign: 1,
};

/**
 * Fills {@link slabContact} after a `true` {@link slabTouch2} on the same
 * values (`docs/contract.md`, "9.1"): after a later start the normal is the last axis to start touching, from the side
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
  if (slabEntry.axis >= 0) {
    setEntered(slabEntry.axis === 0 ? dx : dy);
    return;
  }
  const gx = Math.abs(c0x) - hx;
  const gy = Math.abs(c0y) - hy;
  const overlap = gx < 0 && gy < 0;
  const resting = (gx >= 0 && notApproaching(c0x, dx)) || (gy >= 0 && notApproaching(c0y, dy));
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
  const entered = slabEntry.axis;
  if (entered >= 0) {
    setEntered(entered === 0 ? dx : entered === 1 ? dy : dz);
    return;
  }
  const gx = Math.abs(c0x) - hx;
  const gy = Math.abs(c0y) - hy;
  const gz = Math.abs(c0z) - hz;
  const overlap = gx < 0 && gy < 0 && gz < 0;
  const resting =
    (gx >= 0 && notApproaching(c0x, dx)) ||
    (gy >= 0 && notApproaching(c0y, dy)) ||
    (gz >= 0 && notApproaching(c0z, dz));
  const axis = gz > gx && gz > gy ? 2 : gy > gx ? 1 : 0;
  setAtStart(overlap, resting, axis, axis === 0 ? c0x : axis === 1 ? c0y : c0z);
}

/** `c0·d ≥ 0`, by the signs (no product to over- or underflow). */
function notApproaching(c0: number, d: number): boolean {
  return c0 === 0 || d === 0 || c0 < 0 === d < 0;
}

/** A first touch after the start: an impact on the entered axis. */
function setEntered(d: number): void {
  slabContact.status = 'impact';
  slabContact.axis = slabEntry.axis;
  slabContact.sign = d > 0 ? -1 : 1;
}

/** A touch at the start: overlapping, resting (an axis touching and not approaching), or an impact. */
function setAtStart(overlap: boolean, resting: boolean, axis: number, c0: number): void {
  slabContact.status = overlap ? 'overlap' : resting ? 'separating' : 'impact';
  slabContact.axis = axis;
  slabContact.sign = c0 < 0 ? -1 : 1;
}

/**
 * The core's first touching time of the last `true` fold: `0` when they
 * touch at the start, else `n / v`, one division, correctly rounded (at most
 * 1: the fold decided `n ≤ v` exactly).
 */
export function slabTime(): number {
  return slabEntry.axis < 0 ? 0 : slabEntry.n / slabEntry.v;
}
