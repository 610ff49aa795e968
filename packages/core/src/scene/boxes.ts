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
 *
 * ## Boxes
 *
 * A body that is an axis-aligned box (half extents `h_d` per axis; a round
 * body is the box with `h_d = r` on every axis, and its boxes are the ones
 * above, bit for bit) reaches `h_d + δ` on axis `d`, with the round bodies'
 * `δ` (the body's largest `h_d` in the place of `r`; a band policy's share
 * `radius·h_d + absolute` per axis). The three steps hold axis by axis:
 * 1. Exact variants: a contact means some `t` with `|B(t) − A(t)|_d ≤
 *    ha_d + hb_d` on every axis; `δ = 0`. @swept/core's box kernel
 *    (`slab.ts`) decides exactly on `c0 = fl(b0 − a0)`, `d = fl(fl(b1 − a1)
 *    − c0)`, `H = fl(ha + hb)` and the numerators `fl(±c0 ± H)`, each a sum
 *    or difference rounded once, so a reported contact has, in exact
 *    arithmetic, `|B(t) − A(t)|_d ≤ H_d + 8u·(|c0_d| + |c1_d| + H_d)`
 *    (`u = 2^-53`); through `o` that splits into per-body shares below
 *    `2^-49·(h + |p0 − o|₁ + |p1 − o|₁)`, far below `δ`. Band policies: the
 *    kernel on each axis's `H` moved out to `H + w(H)` (the policy's
 *    half-width at `H`), which `radius·h_d + absolute` per body covers as
 *    for the round bodies' `ra + rb`.
 * 2. The centres at `t` lie in their motions' ranges on every axis, so
 *    `|B(t) − A(t)|_d ≤ (ha_d + δ) + (hb_d + δ)` makes the intervals meet.
 * 3. Outward rounding as for the round bodies, with `e = fl(h_d + δ)` per axis.
 *
 * ## Circles against boxes
 *
 * A round body against a box (`options.against` holding boxes: the
 * variant's circle–box query decides each pair) keeps its own box (reach
 * `r + δ`) and the box its own (`h_d + δ`). The three steps hold:
 * 1. Exact variants: a contact means `distance(W(t), box) ≤ r` for some
 *    `t`, `W = C − B`; `δ = 0`. @swept/core: its declared band for the pair
 *    (contract §9.2, the walls' `2^-45`) admits a contact only where
 *    `g = d(W)² − r² ≤ 2^-45·S`, `S = |W0|² + |W1|² + |hb|² + r²`, so
 *    `d ≤ r + 2^-22.5·(|W0| + |W1| + |hb|₂ + r)`. Through `o`, `|W0| ≤
 *    |c0 − o| + |b0 − o|` (the same at the end, each rounded difference at
 *    most `1 + 2^-53` times its exact value), and `|hb|₂ ≤ 3·max_d hb_d`:
 *    the circle's share is below `2^-22.4·(|c0 − o|₁ + |c1 − o|₁ + r)`, the
 *    box's below `2^-20.8·(max_d hb_d + |b0 − o|₁ + |b1 − o|₁)`, each under
 *    the `2^-17·(…)` its box carries. Band policies: the query is the core's
 *    with the circle's radius moved out to `r + w(r)`, a half-width of the
 *    circle's radius alone, which the circle's `radius·r + absolute` covers
 *    whole (the box's share is spare).
 * 2. At the contact's `t`, the centre lies within `r + ε` of the box's
 *    point nearest to it (Euclidean, hence on every axis), and both centres
 *    lie in their motions' ranges: with `ε ≤ δ_circle + δ_box` the circle's
 *    interval `± (r + δ)` and the box's `± (h_d + δ)` meet on every axis.
 * 3. Outward rounding as for the round bodies.
 *
 * ## Walls
 *
 * A static wall (segment or triangle, corners `p_k`) gets the box of its
 * corners, `[min_k p_k − e, max_k p_k + e]` per axis, and the broad phase
 * pairs the bodies with the walls as a second set (`wallBoxes`). The same
 * three steps hold:
 * 1. Exact variants: a contact means `distance(C(t), wall) ≤ r`, `δ = 0`.
 *    @swept/core: its declared wall band (README, "Walls") admits a contact
 *    only when `g_min ≤ 2^-45·S`, `S = |c0 − p0|² + |c1 − p0|² +
 *    Σ_{k≥1} |p_k − p0|² + r²`, so `distance ≤ r + 2^-22.5·√S` and
 *    `√S ≤ (|c0 − o| + |c1 − o| + r) + (K + 1)·Σ_k |p_k − o|` (`K` corners,
 *    triangle inequality through `o`). The body's box already carries
 *    `2^-17·(|c0 − o|₁ + |c1 − o|₁ + r)`, far above its share; the wall's
 *    gets `e = 2^-17·4·Σ_k |p_k − o|₁` (`K + 1 ≤ 4`), again `2^5` times its
 *    share. Band policies widen only the body's radius, which the body's box
 *    carries (`radius`, `absolute`).
 * 2. The closest point of the wall is a convex combination of its corners,
 *    so it lies in the corners' box; the body's centre at that time lies in
 *    its own box less its reach: the boxes meet.
 * 3. Outward rounding as for the bodies (`min`/`max` are exact; the push
 *    covers `− e` and its own rounding), none on integers.
 */
import type { StaticSegments, StaticTriangles } from '../types.ts';
import type { CourseBodies } from './check.ts';

/** How far to widen each body's box beyond its swept radius or half extents; see the file comment. */
export interface BoxMargin {
  /** Times `|p0 − o|₁ + |p1 − o|₁ + r`: the share of a rounded pair query's error. */
  readonly relative: number;
  /** Times the body's radius (a box's: its half extent on each axis): a policy's band proportional to `ra + rb`. */
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

/** Room for the boxes of `total` bodies (or walls): grown when needed, and kept. */
export function reserveBoxes(total: number): void {
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
export const SLACK = 8.881784197001252e-16; // 2^-50

/**
 * Writes the boxes of `count` bodies of one set from `offset` on, and
 * tracks their extent. Each body's reach on axis `d` is `h_d + δ` (file
 * comment; a round body's `h_d` is its radius on every axis), with
 * `δ = relative·(h + |p0 − o|₁ + |p1 − o|₁) + radius·h_d + absolute`, `h`
 * the largest of the body's `h_d`; `o` is the first body's start. 2D leaves
 * axis 2 at `[0, 0]`.
 */
function writeBoxes(
  s: CourseBodies,
  dim3: boolean,
  offset: number,
  count: number,
  margin: BoxMargin,
  ox: number,
  oy: number,
  oz: number,
): void {
  const { x0, y0, x1, y1, z0, z1, hx, hy, hz } = s;
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
    const ux = hx[k]!;
    const uy = hy[k]!;
    const uz = dim3 ? hz[k]! : 0;
    // δ less `radius·h_d`, the same on every axis.
    let shared = 0;
    if (relative !== 0) {
      let spread =
        Math.max(ux, uy, uz) +
        Math.abs(ax - ox) +
        Math.abs(bx - ox) +
        Math.abs(ay - oy) +
        Math.abs(by - oy);
      if (dim3) spread += Math.abs(z0[k]! - oz) + Math.abs(z1[k]! - oz);
      shared = relative * spread;
    }
    let ex = ux;
    let ey = uy;
    let ez = uz;
    if (relative !== 0 || radius !== 0 || absolute !== 0) {
      ex += shared + radius * ux + absolute;
      ey += shared + radius * uy + absolute;
      ez += shared + radius * uz + absolute;
    }
    const at = offset + k;
    // min and max without a branch (see `lower`): the motion's direction is
    // random, and a mispredicted branch per axis tripled this loop's time.
    const sx = ax + bx;
    const wx = Math.abs(bx - ax);
    const sy = ay + by;
    const wy = Math.abs(by - ay);
    let l0 = 0.5 * (sx - wx) - ex;
    let h0 = 0.5 * (sx + wx) + ex;
    let l1 = 0.5 * (sy - wy) - ey;
    let h1 = 0.5 * (sy + wy) + ey;
    if (rounds) {
      const px = (Math.abs(ax) + Math.abs(bx) + ex) * SLACK;
      const py = (Math.abs(ay) + Math.abs(by) + ey) * SLACK;
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
    if (dim3) {
      const az = z0[k]!;
      const bz = z1[k]!;
      const sz = az + bz;
      const wz = Math.abs(bz - az);
      const pz = rounds ? (Math.abs(az) + Math.abs(bz) + ez) * SLACK : 0;
      lo2[at] = 0.5 * (sz - wz) - ez - pz;
      hi2[at] = 0.5 * (sz + wz) + ez + pz;
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

/**
 * Writes the boxes of `count` walls (2 corners in 2D, 3 in 3D) from
 * `offset` on and widens the running extent (file comment, "Walls"). A wall's
 * reach is `e = 4·relative·Σ_k |p_k − o|₁`; the bounds are pushed outwards
 * like the bodies' unless nothing rounds.
 */
function writeWallBoxes(
  w: StaticSegments | StaticTriangles,
  dim: 2 | 3,
  offset: number,
  count: number,
  margin: BoxMargin,
  ox: number,
  oy: number,
  oz: number,
): void {
  const { x0, y0, x1, y1 } = w;
  const t = dim === 3 ? (w as StaticTriangles) : null;
  const { lo0, hi0, lo1, hi1, lo2, hi2 } = boxes;
  const relative = 4 * margin.relative;
  const rounds = margin.rounds;
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
    let l0 = Math.min(ax, bx);
    let h0 = Math.max(ax, bx);
    let l1 = Math.min(ay, by);
    let h1 = Math.max(ay, by);
    let l2 = 0;
    let h2 = 0;
    let spread = Math.abs(ax - ox) + Math.abs(bx - ox) + Math.abs(ay - oy) + Math.abs(by - oy);
    if (t !== null) {
      const cx = t.x2[k]!;
      const cy = t.y2[k]!;
      const az = t.z0[k]!;
      const bz = t.z1[k]!;
      const cz = t.z2[k]!;
      l0 = Math.min(l0, cx);
      h0 = Math.max(h0, cx);
      l1 = Math.min(l1, cy);
      h1 = Math.max(h1, cy);
      l2 = Math.min(az, bz, cz);
      h2 = Math.max(az, bz, cz);
      if (relative !== 0) {
        spread +=
          Math.abs(cx - ox) +
          Math.abs(cy - oy) +
          Math.abs(az - oz) +
          Math.abs(bz - oz) +
          Math.abs(cz - oz);
      }
    }
    const e = relative * spread;
    const at = offset + k;
    if (rounds) {
      lo0[at] = l0 - e - (Math.abs(l0) + e) * SLACK;
      hi0[at] = h0 + e + (Math.abs(h0) + e) * SLACK;
      lo1[at] = l1 - e - (Math.abs(l1) + e) * SLACK;
      hi1[at] = h1 + e + (Math.abs(h1) + e) * SLACK;
      lo2[at] = t === null ? 0 : l2 - e - (Math.abs(l2) + e) * SLACK;
      hi2[at] = t === null ? 0 : h2 + e + (Math.abs(h2) + e) * SLACK;
    } else {
      lo0[at] = l0;
      hi0[at] = h0;
      lo1[at] = l1;
      hi1[at] = h1;
      lo2[at] = l2;
      hi2[at] = h2;
    }
    min0 = Math.min(min0, lo0[at]!);
    max0 = Math.max(max0, hi0[at]!);
    min1 = Math.min(min1, lo1[at]!);
    max1 = Math.max(max1, hi1[at]!);
    min2 = Math.min(min2, lo2[at]!);
    max2 = Math.max(max2, hi2[at]!);
  }
  // After the loop, as in `writeBoxes`.
  extentMin0 = min0;
  extentMax0 = max0;
  extentMin1 = min1;
  extentMax1 = max1;
  extentMin2 = min2;
  extentMax2 = max2;
}

/** One set of bodies for {@link sceneBoxes}: its arrays (the course's view), size and filter. */
export interface BoxSource {
  bodies: CourseBodies;
  count: number;
  category?: Uint32Array | undefined;
  mask?: Uint32Array | undefined;
}

/** The walls of a scene for {@link wallBoxes}: their arrays, count and filter. */
export interface WallSource {
  walls: StaticSegments | StaticTriangles;
  count: number;
  category?: Uint32Array | undefined;
  mask?: Uint32Array | undefined;
}

/** Starts a scene of `total` boxes split at `split` (see {@link SceneBoxes}). */
function start(total: number, split: number, bipartite: boolean, filtered: boolean): void {
  reserveBoxes(total);
  boxes.total = total;
  boxes.split = split;
  boxes.bipartite = bipartite;
  boxes.category = filtered ? categories : null;
  boxes.mask = filtered ? masks : null;
  extentMin0 = extentMin1 = extentMin2 = Number.POSITIVE_INFINITY;
  extentMax0 = extentMax1 = extentMax2 = Number.NEGATIVE_INFINITY;
}

/** Writes one set of bodies' boxes (and filter) from `offset` on; `o` is the origin of the margin. */
function writeSet(
  dim: 2 | 3,
  source: BoxSource,
  offset: number,
  margin: BoxMargin,
  o: Float64Array,
): void {
  if (source.count === 0) return;
  writeBoxes(source.bodies, dim === 3, offset, source.count, margin, o[0]!, o[1]!, o[2]!);
  if (boxes.category !== null) writeFilter(source.category, source.mask, offset, source.count);
}

const origin = new Float64Array(3);

/** The margin's origin `o`: the start of the first body of `a`, or of `b` when `a` is empty. */
function setOrigin(dim: 2 | 3, a: BoxSource, b: BoxSource | null): void {
  const first = a.count > 0 ? a.bodies : b!.bodies;
  origin[0] = first.x0[0]!;
  origin[1] = first.y0[0]!;
  origin[2] = dim === 3 ? first.z0[0]! : 0;
}

/**
 * The boxes of a scene: `a`'s bodies, then (when given) `b`'s, which makes
 * the scene bipartite. Valid input is the caller's part (checked before).
 * The margin's origin is `o` when given (a level's, when one is the walls:
 * its walls' boxes took their share through it), else `a`'s first body's
 * start.
 */
export function sceneBoxes(
  dim: 2 | 3,
  a: BoxSource,
  b: BoxSource | null,
  margin: BoxMargin,
  o: Float64Array | null = null,
): SceneBoxes {
  const total = a.count + (b ? b.count : 0);
  start(total, a.count, b !== null, !!(a.category || a.mask || b?.category || b?.mask));
  if (total === 0) return boxes;
  if (o === null) setOrigin(dim, a, b);
  const from = o ?? origin;
  writeSet(dim, a, 0, margin, from);
  if (b !== null) writeSet(dim, b, a.count, margin, from);
  return finish();
}

/**
 * The boxes of the bodies of `a` and of the walls, as a bipartite scene
 * (bodies first): the broad phase then yields `(body, wall)` pairs. Call it
 * only with at least one body and one wall.
 */
export function wallBoxes(
  dim: 2 | 3,
  a: BoxSource,
  walls: WallSource,
  margin: BoxMargin,
): SceneBoxes {
  const filtered = !!(a.category || a.mask || walls.category || walls.mask);
  start(a.count + walls.count, a.count, true, filtered);
  setOrigin(dim, a, null);
  writeSet(dim, a, 0, margin, origin);
  writeWallBoxes(
    walls.walls,
    dim,
    a.count,
    walls.count,
    margin,
    origin[0]!,
    origin[1]!,
    origin[2]!,
  );
  if (filtered) writeFilter(walls.category, walls.mask, a.count, walls.count);
  return finish();
}

/**
 * The walls' boxes alone, at `0 … walls.count − 1` (with the walls' filter
 * when the bodies or the walls are filtered), for looking them up in the
 * cells of the bodies' last sweep: the bodies' boxes must come from the same
 * `a` and `margin` (the origin of the margin is `a`'s first body, as there).
 */
export function wallOnlyBoxes(
  dim: 2 | 3,
  a: BoxSource,
  walls: WallSource,
  margin: BoxMargin,
): SceneBoxes {
  const filtered = !!(a.category || a.mask || walls.category || walls.mask);
  start(walls.count, 0, false, filtered);
  setOrigin(dim, a, null);
  writeWallBoxes(walls.walls, dim, 0, walls.count, margin, origin[0]!, origin[1]!, origin[2]!);
  if (filtered) writeFilter(walls.category, walls.mask, 0, walls.count);
  return finish();
}

/**
 * The boxes of the bodies of `a` alone (no filter), the margin's origin `o` given: a
 * level's, through which its walls' boxes took their share (`level/level.ts`), so the
 * bodies' boxes meet those of every wall their wall query could report.
 */
export function bodyBoxes(
  dim: 2 | 3,
  a: BoxSource,
  margin: BoxMargin,
  o: Float64Array,
): SceneBoxes {
  start(a.count, a.count, false, false);
  writeSet(dim, a, 0, margin, o);
  return finish();
}

/** Stores the running extent as the scene's. */
function finish(): SceneBoxes {
  boxes.min[0] = extentMin0;
  boxes.max[0] = extentMax0;
  boxes.min[1] = extentMin1;
  boxes.max[1] = extentMax1;
  boxes.min[2] = extentMin2;
  boxes.max[2] = extentMax2;
  return boxes;
}
