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
 *   lo = down(min(p0, p1) − (r + δ)),   hi = up(max(p0, p1) + (r + δ))
 *
 * per axis, with a margin `δ ≥ 0` (below) and `down`/`up` pushing a rounded
 * result at least one ulp outwards.
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
 *      With `|v|₂ ≤ 2·|v|∞` (up to 3 axes) a share is below
 *      `2^-22.4·(|p0 − o|∞ + |p1 − o|∞ + r)`. We use `δ = 2^-17·(…)`:
 *      2^5 times the need (the band itself 2^10 times), which also absorbs
 *      the rounding of `δ` and `r + δ` (each below 2^-52 relative).
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
 *    `δ = 0`). `fl(min − e)` is within half an ulp of `min − e`; `down` then
 *    subtracts `|x|·2^-51`, at least two ulps of `x`, and the result rounds
 *    by at most half an ulp: it lands at least one ulp below `fl(min − e)`,
 *    so below `min − e`. (A subtraction whose result is subnormal or zero
 *    is exact, so there is nothing to push.) `up` mirrors it. With integer
 *    inputs below 2^33 (fixed point) every step is exact and `down`/`up`
 *    are skipped: the boxes are the exact integer boxes.
 *
 * Closed intervals everywhere (`≤` in the broad phase), so exact tangencies
 * (boxes that share only an edge) are pairs too.
 */
import type { MovingCircles, MovingSpheres } from '../types.ts';

/** How far to widen each body's box beyond its swept radius; see the file comment. */
export interface BoxMargin {
  /** Times `|p0 − o|∞ + |p1 − o|∞ + r`: the share of a rounded pair query's error. */
  readonly relative: number;
  /** Times the body's radius: a policy's band proportional to `ra + rb`. */
  readonly radius: number;
  /** Added as is: a policy's band in world units. */
  readonly absolute: number;
  /** `false` when every box bound is computed exactly (integers below 2^53). */
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

/** `x` pushed at least one ulp down (see step 3 of the file comment). */
function down(x: number): number {
  return x - Math.abs(x) * 4.440892098500626e-16; // 2^-51
}

/** `x` pushed at least one ulp up. */
function up(x: number): number {
  return x + Math.abs(x) * 4.440892098500626e-16;
}

/**
 * Writes the boxes of `count` bodies from `p0`/`p1`/`r` (one axis at a
 * time) starting at `offset`. `o0`, `o1` and `extent` carry the margin's
 * per-body share, computed once per body by the caller.
 */
function writeAxis(
  lo: Float64Array,
  hi: Float64Array,
  p0: Float64Array,
  p1: Float64Array,
  reach: Float64Array,
  offset: number,
  count: number,
  rounds: boolean,
): void {
  for (let k = 0; k < count; k++) {
    const a = p0[k]!;
    const b = p1[k]!;
    const e = reach[k]!;
    const l = Math.min(a, b) - e;
    const h = Math.max(a, b) + e;
    lo[offset + k] = rounds ? down(l) : l;
    hi[offset + k] = rounds ? up(h) : h;
  }
}

let reach = new Float64Array(0);

/**
 * Each body's `r + δ` (see the file comment) into `reach[0 … count − 1]`,
 * with `o` the start of the scene's first body.
 */
function writeReach(
  axes: readonly Float64Array[],
  r: Float64Array,
  count: number,
  margin: BoxMargin,
  origin: readonly number[],
): void {
  if (reach.length < count) reach = new Float64Array(Math.max(count, 2 * reach.length));
  const { relative, radius, absolute } = margin;
  for (let k = 0; k < count; k++) {
    const rk = r[k]!;
    let e = rk + radius * rk + absolute;
    if (relative !== 0) {
      let spread = rk;
      for (let d = 0; d < axes.length; d += 2) {
        const o = origin[d >> 1]!;
        spread += Math.max(Math.abs(axes[d]![k]! - o), Math.abs(axes[d + 1]![k]! - o));
      }
      // `|p0 − o|∞ + |p1 − o|∞ ≤ 2·max`: count the larger end twice.
      e += relative * 2 * spread;
    }
    reach[k] = e;
  }
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
  const first = a.count > 0 ? a.bodies : b!.bodies;
  const origin =
    dim === 2
      ? [first.x0[0]!, first.y0[0]!]
      : [first.x0[0]!, first.y0[0]!, (first as MovingSpheres).z0[0]!];
  for (const [source, offset] of [
    [a, 0],
    [b, a.count],
  ] as const) {
    if (source === null || source.count === 0) continue;
    const s = source.bodies;
    const axes =
      dim === 2
        ? [s.x0, s.x1, s.y0, s.y1]
        : [s.x0, s.x1, s.y0, s.y1, (s as MovingSpheres).z0, (s as MovingSpheres).z1];
    writeReach(axes, s.r, source.count, margin, origin);
    const { count } = source;
    writeAxis(boxes.lo0, boxes.hi0, s.x0, s.x1, reach, offset, count, margin.rounds);
    writeAxis(boxes.lo1, boxes.hi1, s.y0, s.y1, reach, offset, count, margin.rounds);
    if (dim === 3) {
      const t = s as MovingSpheres;
      writeAxis(boxes.lo2, boxes.hi2, t.z0, t.z1, reach, offset, count, margin.rounds);
    } else {
      boxes.lo2.fill(0, offset, offset + count);
      boxes.hi2.fill(0, offset, offset + count);
    }
    if (filtered) writeFilter(source.category, source.mask, offset, count);
  }
  return boxes;
}
