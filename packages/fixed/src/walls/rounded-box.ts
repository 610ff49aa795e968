/**
 * The rounded box, exactly on raw integers: the set of centres within `r` of
 * an axis-aligned box (`docs/contract.md`, "9.2 Circle against box"), in the
 * box's frame (`W = c − b`, the box `±(hx, hy)` around the origin). Every
 * circle–box query of this package decides on it, with the core's region
 * method (`@swept/core`'s `walls/rounded-box.ts`): the widened box's slab
 * entry, a ratio compared exactly and floored exactly; then, in a corner's
 * square, that corner's disc, whose first root is floored by the proven
 * search every floored time of this package ends in (`exact/floor-search.ts`).
 * The slab test ({@link slabAxis} and its neighbours) serves the cuboid too
 * (`rounded-cuboid.ts`), one axis at a time.
 *
 * Widths: raw inputs are within ±(2^31 − 1), so `W` and the corner offsets
 * `W − k` are below 2^33, `D = W1 − W0` below 2^34, `h + r` below 2^32; the
 * products (up to `2^16·P`, below 2^85) are exact integers of
 * `@swept/core/internal`'s `exactInteger`; what is formed in plain doubles
 * (`65536·enter`, below 2^51) is proven below 2^53 next to it.
 */
import { exactInteger as X } from '@swept/core/internal';
import { provenFloor } from '../exact/floor-search.ts';
import { floorDiv } from '../exact/integer.ts';
import { TOI_MISS, TOI_OVERLAP, TOI_SEPARATING } from '../quadratic.ts';

/** The sign of `vx² + vy² − r²`, exactly. */
function gapSign(vx: number, vy: number, r: number): number {
  return X.compare(X.add(X.mul(vx, vx), X.mul(vy, vy)), X.mul(r, r));
}

/**
 * Where a still centre `W` lies against the rounded box: `-1` in its interior
 * (overlapping: strictly within `r`, or for `r = 0` strictly inside the box),
 * `0` on its boundary (touching), `1` outside.
 */
export function roundedBoxSide(wx: number, wy: number, hx: number, hy: number, r: number): number {
  const ax = Math.abs(wx);
  const ay = Math.abs(wy);
  if (ax <= hx && ay <= hy) return r > 0 || (ax < hx && ay < hy) ? -1 : 0;
  return gapSign(ax > hx ? ax - hx : 0, ay > hy ? ay - hy : 0, r);
}

/** Touching at the start: whether the centre moves into the rounded box's interior (`'impact'`). */
function entersAtStart(
  w0x: number,
  w0y: number,
  dx: number,
  dy: number,
  hx: number,
  hy: number,
): boolean {
  const ax = Math.abs(w0x);
  const ay = Math.abs(w0y);
  if (ax <= hx && ay <= hy) {
    // r = 0 on the box's surface: every face it stands on must be approached.
    const inX = hx > 0 && (ax < hx || (w0x > 0 ? dx < 0 : dx > 0));
    const inY = hy > 0 && (ay < hy || (w0y > 0 ? dy < 0 : dy > 0));
    return inX && inY;
  }
  const vx = ax > hx ? w0x - (w0x > 0 ? hx : -hx) : 0;
  const vy = ay > hy ? w0y - (w0y > 0 ? hy : -hy) : 0;
  return X.sign(X.add(X.mul(vx, dx), X.mul(vy, dy))) < 0;
}

/**
 * The widened box's slab entry `en/ed` and exit `xn/xd` (denominators > 0),
 * narrowed axis by axis ({@link slabAxis}); module scratch, so a query
 * allocates nothing. Shared with the cuboid (`rounded-cuboid.ts`).
 */
const slab = { en: 0, ed: 1, xn: 1, xd: 1 };

/** Starts the slab test: the entry `0/1`, the exit `1/1`. */
export function slabStart(): void {
  slab.en = 0;
  slab.ed = 1;
  slab.xn = 1;
  slab.xd = 1;
}

/**
 * Narrows the slab interval to the times one axis is within `±g` (`w0` the
 * start, `d` the motion on it); `false` when it never is (`d = 0`, `|w0| > g`).
 * Operands below 2^34 (`|w0| < 2^33`, `g < 2^32`, `|d| < 2^34`): the cross
 * products are `exactInteger`s.
 */
export function slabAxis(w0: number, d: number, g: number): boolean {
  if (d === 0) return Math.abs(w0) <= g;
  const den = Math.abs(d);
  const lo = d > 0 ? -g - w0 : w0 - g;
  const hi = d > 0 ? g - w0 : w0 + g;
  if (X.compare(X.mul(lo, slab.ed), X.mul(slab.en, den)) > 0) {
    slab.en = lo;
    slab.ed = den;
  }
  if (X.compare(X.mul(hi, slab.xd), X.mul(slab.xn, den)) < 0) {
    slab.xn = hi;
    slab.xd = den;
  }
  return true;
}

/** Whether the slab interval is empty (its entry after its exit). */
export function slabEmpty(): boolean {
  return X.compare(X.mul(slab.en, slab.xd), X.mul(slab.xn, slab.ed)) > 0;
}

/**
 * Where the centre is on one axis at the slab's entry, against the box's own
 * extent `h`: `1` beyond `+h`, `-1` beyond `−h`, `0` within. Exactly:
 * `W(en/ed)·ed = w0·ed + en·d` against `h·ed`.
 */
export function outsideAtEntry(w0: number, d: number, h: number): number {
  const p = X.add(X.mul(w0, slab.ed), X.mul(slab.en, d));
  const s = X.sign(p);
  return X.compare(s < 0 ? X.neg(p) : p, X.mul(h, slab.ed)) > 0 ? s : 0;
}

/** The raw `floor(65536·en/ed)` of the slab's entry (`0 ≤ en ≤ ed < 2^34`: below 2^53, `floorDiv` is exact). */
export function entryFloor(): number {
  return floorDiv(65536 * slab.en, slab.ed);
}

// The corner's quadratic for the proven search (module scratch: a search allocates nothing).
let cP: X.ExactInteger = 0;
let cQ: X.ExactInteger = 0;
let cR: X.ExactInteger = 0;

/**
 * Whether `s = j/65536` is not after the corner's first touch (the rule of
 * `exact/floor-root.ts`): `h = j·P + 2^16·Q` (the slope, times 2^16) is not
 * positive, and `g = j·(h + 2^16·Q) + 2^32·R = 2^32·f(s)` is positive before
 * the vertex or zero.
 */
function notAfterCorner(j: number): boolean {
  const q16 = X.mul(cQ, 65536);
  const h = X.add(X.mul(cP, j), q16);
  const sh = X.sign(h);
  if (sh > 0) return false;
  const sg = X.sign(X.add(X.mul(X.add(h, q16), j), X.mul(cR, 4294967296)));
  return (sg > 0 && sh < 0) || sg === 0;
}

/**
 * The time-of-impact code (`quadratic.ts`: `TOI_MISS`, `TOI_OVERLAP`,
 * `TOI_SEPARATING`, or the raw `t = floor(65536·t*)`, `0` for an impact
 * touching at the start) of the centre moving `W0 → W1` against the box.
 */
export function roundedBoxCode(
  w0x: number,
  w0y: number,
  w1x: number,
  w1y: number,
  hx: number,
  hy: number,
  r: number,
): number {
  const dx = w1x - w0x;
  const dy = w1y - w0y;
  const side = roundedBoxSide(w0x, w0y, hx, hy, r);
  if (side < 0) return TOI_OVERLAP;
  if (side === 0) return entersAtStart(w0x, w0y, dx, dy, hx, hy) ? 0 : TOI_SEPARATING;
  slabStart();
  if (!slabAxis(w0x, dx, hx + r) || !slabAxis(w0y, dy, hy + r) || slabEmpty()) return TOI_MISS;
  // The region at the entry.
  const sx = outsideAtEntry(w0x, dx, hx);
  const sy = outsideAtEntry(w0y, dy, hy);
  if (sx === 0 || sy === 0) return entryFloor();
  // A corner's square: that corner's disc, |W(τ) − k|² = r² (R > 0: the start is outside).
  const cx = w0x - (sx > 0 ? hx : -hx);
  const cy = w0y - (sy > 0 ? hy : -hy);
  const rr = X.mul(r, r);
  cP = X.add(X.mul(dx, dx), X.mul(dy, dy));
  cQ = X.add(X.mul(cx, dx), X.mul(cy, dy));
  cR = X.sub(X.add(X.mul(cx, cx), X.mul(cy, cy)), rr);
  if (X.sign(cQ) >= 0) return TOI_MISS;
  const ex = cx + dx;
  const ey = cy + dy;
  const f1 = X.sub(X.add(X.mul(ex, ex), X.mul(ey, ey)), rr);
  const disc = X.sub(X.mul(cQ, cQ), X.mul(cP, cR));
  if (X.sign(f1) > 0 && (X.sign(X.add(cP, cQ)) <= 0 || X.sign(disc) < 0)) return TOI_MISS;
  // The stable root R/(−Q + √disc) in doubles only proposes where the search starts.
  const q = X.approximate(cQ, 0);
  const estimate = X.approximate(cR, 0) / (Math.sqrt(Math.max(X.approximate(disc, 0), 0)) - q);
  return provenFloor(estimate, notAfterCorner);
}
