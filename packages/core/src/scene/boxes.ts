/**
 * Swept bounding boxes for the scene broad phase: body `k` of a scene
 * occupies, during the step, the box `[lo_d[k], hi_d[k]]` on each axis `d`.
 * The scene's bodies come first (`0 … n − 1`), the `against` set after them
 * (`n … n + m − 1`); a 2D scene leaves axis 2 at `[0, 0]` for every body, so
 * one broad phase serves 2D and 3D.
 *
 * ## Why no pair is ever lost (the conservative-rounding argument)
 *
 * The broad phase reports every pair whose boxes intersect as closed
 * intervals on every axis. So it suffices that, whenever the variant's pair
 * query reports contact for bodies `a` and `b`, their computed boxes
 * intersect. Each box is
 *
 *   lo ≤ min(p0, p1) − (r + δ),   hi ≥ max(p0, p1) + (r + δ)
 *
 * per axis, with a margin `δ ≥ 0` (below), each bound pushed outwards by
 * more than its rounding error (step 3).
 *
 * 1. **The pair query's contact implies a near miss in exact geometry.**
 *    Let `d* = min_t |B(t) − A(t)|` in exact arithmetic on the given numbers.
 *    - Exact variants (@swept/fixed, @swept/tolerance `exact`): contact means
 *      `d* ≤ ra + rb`; take `δ = 0`.
 *    - @swept/core: by its declared rounding band (README, "The rounding
 *      band"; measured by the fuzz suite), a reported contact has
 *      `f_min = d*² − (ra + rb)² ≤ β·S` with `β = 2^-47` and
 *      `S = |c0|² + |c1|² + r²`, `c0 = fl(b0 − a0)`, `c1 = fl(b1 − a1)`,
 *      `r = fl(ra + rb)`. Hence `d* ≤ (ra + rb) + √(β·S)` and
 *      `√(β·S) ≤ √β·(|c0| + |c1| + r)`. Each rounded term is at most
 *      `(1 + 2^-53)` times its exact value, and for any point `o`,
 *      `|b0 − a0| ≤ |a0 − o| + |b0 − o|` (the same at the end), so the bound
 *      splits into one share per body, `√β·(1 + 2^-53)·(|p0 − o|₂ + |p1 − o|₂ + r)`.
 *      With `|v|₂ ≤ |v|₁` a share is below
 *      `2^-23.4·(|p0 − o|₁ + |p1 − o|₁ + r)`. We use `δ = 2^-17·(…)`:
 *      about 2^6 times the need (the band itself 2^12 times), which also
 *      absorbs the rounding of `δ` and `r + δ` (each below 2^-52 relative).
 *    - @swept/tolerance band policies: the pair query is the core's with the
 *      contact distance widened to `fl(r + w)` (half-width `w`), so `δ` adds
 *      a per-body share of `w` on top of the core's.
 * 2. **A near miss implies intersecting exact boxes.** At the time `t` of
 *    closest approach, `A(t)` lies between `a0` and `a1` on every axis (a
 *    convex combination), so `A(t)_d ∈ [min, max]`; the same for `B`. With
 *    `|B(t) − A(t)|∞ ≤ |B(t) − A(t)|₂ ≤ (ra + δa) + (rb + δb)`, the intervals
 *    `[min − (ra + δa), max + (ra + δa)]` and `[min − (rb + δb), …]` meet.
 * 3. **The computed boxes contain the exact boxes.** `e = fl(r + δ)` is at
 *    least the `r + δ` step 1 needs (the slack in `δ`, or exactly `r` when
 *    `δ = 0`). The bounds are computed without branches and pushed
 *    outwards by more than their rounding error (see `SLACK`), so
 *    `lo ≤ min(p0, p1) − e` and `hi ≥ max(p0, p1) + e` exactly. With integer
 *    inputs below 2^33 (fixed point) every step is exact and there is no
 *    push: the boxes are the exact integer boxes.
 *
 * Closed intervals everywhere (`≤` in the broad phase), so exact tangencies
 * (boxes that share only an edge) are pairs too.
 */
import type { MovingCircles, MovingSpheres } from '../types.ts';

/** How far to widen each body's box beyond its swept radius; see the file comment. */
export interface BoxMargin {
  /** Times `|p0 − o|₁ + |p1 − o|₁ + r`: the share of a rounded pair query's error. */
  readonly relative: number;
  /** Times the body's radius: a policy's band proportional to `ra + rb`. */
  readonly radius: number;
  /** Added as is: a policy's band in world units. */
  readonly absolute: number;
  /** `false` when every box bound is computed exactly (integers below 2^33). */
  readonly rounds: boolean;
}

/** @swept/core: the share of its declared rounding band, with slack. */
export const CORE_MARGIN: BoxMargin = Object.freeze({
  relative: 2 ** -17,
  radius: 0,
  absolute: 0,
  rounds: true,
});

/** Exact pair queries on doubles (@swept/tolerance `exact`): outward rounding only. */
export const EXACT_MARGIN: BoxMargin = Object.freeze({
  relative: 0,
  radius: 0,
  absolute: 0,
  rounds: true,
});

/** Exact pair queries on integers (@swept/fixed): the exact integer boxes. */
export const INTEGER_MARGIN: BoxMargin = Object.freeze({
  relative: 0,
  radius: 0,
  absolute: 0,
  rounds: false,
});

/** The boxes of one scene, in module-owned arrays reused from call to call. */
export interface SceneBoxes {
  /** Bodies in the scene: `n + m`. */
  total: number;
  /** `n`: bodies `≥ split` belong to the `against` set. */
  split: number;
  /** `true` when only pairs across the split count (`options.against`). */
  bipartite: boolean;
  lo0: Float64Array;
  hi0: Float64Array;
  lo1: Float64Array;
  hi1: Float64Array;
  lo2: Float64Array;
  hi2: Float64Array;
  /** Per axis: the smallest `lo` and the largest `hi` (the scene's extent). */
  min: Float64Array;
  max: Float64Array;
  /** Box2D-style filter, or `null` when every pair is considered. */
  category: Uint32Array | null;
  mask: Uint32Array | null;
}

const boxes: SceneBoxes = {
  total: 0,
  split: 0,
  bipartite: false,
  lo0: new Float64Array(0),
  hi0: new Float64Array(0),
  lo1: new Float64Array(0),
  hi1: new Float64Array(0),
  lo2: new Float64Array(0),
  hi2: new Float64Array(0),
  min: new Float64Array(3),
  max: new Float64Array(3),
  category: null,
  mask: null,
};
let categories = new Uint32Array(0);
let masks = new Uint32Array(0);

function reserve(total: number): void {
  if (boxes.lo0.length >= total) return;
  const size = Math.max(total, 2 * boxes.lo0.length);
  boxes.lo0 = new Float64Array(size);
  boxes.hi0 = new Float64Array(size);
  boxes.lo1 = new Float64Array(size);
  boxes.hi1 = new Float64Array(size);
  boxes.lo2 = new Float64Array(size);
  boxes.hi2 = new Float64Array(size);
  categories = new Uint32Array(size);
  masks = new Uint32Array(size);
}

/** The running extent of the boxes written so far. */
let extentMin0 = 0;
let extentMax0 = 0;
let extentMin1 = 0;
let extentMax1 = 0;
let extentMin2 = 0;
let extentMax2 = 0;

/**
 * The outward push of a rounded box bound: `(|p0| + |p1| + e)·2^-50`. The
 * bounds are formed without branches as `½·((p0 + p1) ∓ |p1 − p0|) ∓ e`; for
 * doubles each of the four roundings (`p0 + p1`, `p1 − p0`, their sum or
 * difference, `∓ e`; the halving and `|·|` are exact) is below
 * `2^-53·(|p0| + |p1| + e)` (the last one counts the push too), so the
 * bound is off by less than `2.2·2^-52·(|p0| + |p1| + e)`, and the push,
 * `4·2^-52·(…)` less its own two roundings, moves it safely outside. With
 * integers below 2^33 (fixed point) nothing rounds and there is no push:
 * `p0 + p1 ∓ |p1 − p0|` is twice the min or max, so the halving is exact.
 */
const SLACK = 8.881784197001252e-16; // 2^-50

/**
 * Writes the boxes of `count` bodies of one set from `offset` on, and
 * tracks their extent. Each body's reach is `r + δ` (file comment), with
 * `δ = relative·(r + |p0 − o|₁ + |p1 − o|₁) + radius·r + absolute`; `o` is
 * the first body's start. 2D leaves axis 2 at `[0, 0]`.
 */
function writeBoxes(
  s: MovingCircles | MovingSpheres,
  z0: Float64Array | null,
  z1: Float64Array | null,
  offset: number,
  count: number,
  margin: BoxMargin,
  ox: number,
  oy: number,
  oz: number,
): void {
  const { x0, y0, x1, y1, r } = s;
  const { lo0, hi0, lo1, hi1, lo2, hi2 } = boxes;
  const { relative, radius, absolute, rounds } = margin;
  let min0 = extentMin0;
  let max0 = extentMax0;
  let min1 = extentMin1;
  let max1 = extentMax1;
  let min2 = extentMin2;
  let max2 = extentMax2;
  for (let k = 0; k < count; k++) {
    const ax = x0[k]!;
    const bx = x1[k]!;
    const ay = y0[k]!;
    const by = y1[k]!;
    const rk = r[k]!;
    let e = rk;
    if (relative !== 0) {
      let spread =
        rk + Math.abs(ax - ox) + Math.abs(bx - ox) + Math.abs(ay - oy) + Math.abs(by - oy);
      if (z0 !== null) spread += Math.abs(z0[k]! - oz) + Math.abs(z1![k]! - oz);
      e += relative * spread + radius * rk + absolute;
    } else if (radius !== 0 || absolute !== 0) {
      e += radius * rk + absolute;
    }
    const at = offset + k;
    // min and max without a branch (see `lower`): the motion's direction is
    // random, and a mispredicted branch per axis tripled this loop's time.
    const sx = ax + bx;
    const wx = Math.abs(bx - ax);
    const sy = ay + by;
    const wy = Math.abs(by - ay);
    let l0 = 0.5 * (sx - wx) - e;
    let h0 = 0.5 * (sx + wx) + e;
    let l1 = 0.5 * (sy - wy) - e;
    let h1 = 0.5 * (sy + wy) + e;
    if (rounds) {
      const px = (Math.abs(ax) + Math.abs(bx) + e) * SLACK;
      const py = (Math.abs(ay) + Math.abs(by) + e) * SLACK;
      l0 -= px;
      h0 += px;
      l1 -= py;
      h1 += py;
    }
    lo0[at] = l0;
    hi0[at] = h0;
    lo1[at] = l1;
    hi1[at] = h1;
    if (l0 < min0) min0 = l0;
    if (h0 > max0) max0 = h0;
    if (l1 < min1) min1 = l1;
    if (h1 > max1) max1 = h1;
    if (z0 !== null) {
      const az = z0[k]!;
      const bz = z1![k]!;
      const sz = az + bz;
      const wz = Math.abs(bz - az);
      const pz = rounds ? (Math.abs(az) + Math.abs(bz) + e) * SLACK : 0;
      lo2[at] = 0.5 * (sz - wz) - e - pz;
      hi2[at] = 0.5 * (sz + wz) + e + pz;
    } else {
      lo2[at] = 0;
      hi2[at] = 0;
    }
    if (lo2[at]! < min2) min2 = lo2[at]!;
    if (hi2[at]! > max2) max2 = hi2[at]!;
  }
  // Module variables only after the loop: V8 optimises the loop mid-call
  // (on-stack replacement), and a property store there, with no type
  // feedback yet, would deoptimise on every call.
  extentMin0 = min0;
  extentMax0 = max0;
  extentMin1 = min1;
  extentMax1 = max1;
  extentMin2 = min2;
  extentMax2 = max2;
}

function writeFilter(
  category: Uint32Array | undefined,
  mask: Uint32Array | undefined,
  offset: number,
  count: number,
): void {
  for (let k = 0; k < count; k++) {
    categories[offset + k] = category ? category[k]! : 0xffffffff;
    masks[offset + k] = mask ? mask[k]! : 0xffffffff;
  }
}

/** One set of bodies for {@link sceneBoxes}: its arrays, size and filter. */
export interface BoxSource {
  bodies: MovingCircles | MovingSpheres;
  count: number;
  category?: Uint32Array | undefined;
  mask?: Uint32Array | undefined;
}

/**
 * The boxes of a scene: `a`'s bodies, then (when given) `b`'s, which makes
 * the scene bipartite. Valid input is the caller's part (checked before).
 */
export function sceneBoxes(
  dim: 2 | 3,
  a: BoxSource,
  b: BoxSource | null,
  margin: BoxMargin,
): SceneBoxes {
  const total = a.count + (b ? b.count : 0);
  reserve(total);
  boxes.total = total;
  boxes.split = a.count;
  boxes.bipartite = b !== null;
  const filtered = a.category || a.mask || b?.category || b?.mask;
  boxes.category = filtered ? categories : null;
  boxes.mask = filtered ? masks : null;
  if (total === 0) return boxes;
  const first = (a.count > 0 ? a.bodies : b!.bodies) as MovingSpheres;
  const oz = dim === 3 ? first.z0[0]! : 0;
  extentMin0 = extentMin1 = extentMin2 = Number.POSITIVE_INFINITY;
  extentMax0 = extentMax1 = extentMax2 = Number.NEGATIVE_INFINITY;
  for (const [source, offset] of [
    [a, 0],
    [b, a.count],
  ] as const) {
    if (source === null || source.count === 0) continue;
    const s = source.bodies as MovingSpheres;
    const z0 = dim === 3 ? s.z0 : null;
    const z1 = dim === 3 ? s.z1 : null;
    writeBoxes(s, z0, z1, offset, source.count, margin, first.x0[0]!, first.y0[0]!, oz);
    if (filtered) writeFilter(source.category, source.mask, offset, source.count);
  }
  boxes.min[0] = extentMin0;
  boxes.max[0] = extentMax0;
  boxes.min[1] = extentMin1;
  boxes.max[1] = extentMax1;
  boxes.min[2] = extentMin2;
  boxes.max[2] = extentMax2;
  return boxes;
}
