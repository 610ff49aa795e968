/**
 * level/: what this package brings to a move — the raw Q16.16 arithmetic of positions
 * and directions (`RAW_ARITHMETIC`, every step an exact integer) and `FIXED_MOVE`: this
 * package's casts and push-outs over it. The course of a move is the core's (`moveWith`
 * in `@swept/core/internal`), the same for every variant.
 *
 * **Units.** Positions and displacements are raw Q16.16 integers, `t` is raw in
 * `[0, 65536]`, contact normals are raw: this package's pair queries round each
 * component of `65536·n̂` to within two raw units, so `|nₐ| ≤ 2^16 + 2` and
 * `|n|² ∈ [2^31, 2^33.6)` (in fact `|n| = 65536 ± 4`).
 *
 * **Bounds** (every proof below uses only these). Coordinates lie within
 * `±(2^31 − 1)`. Every displacement the course hands over (the remaining one, the
 * clipped one, a trial clip, a crease) has components below `2^32`: the course's reach
 * check keeps `|d|₁ < 2^30`, a clip, a reflection or a crease never lengthens a vector
 * (each rounds towards zero), and a lift adds at most 3 raw units (64 legs at most). So
 * `|v·n| < 3·2^32·(2^16 + 2) < 2^50`. Every `+ − ×` below stays under `2^53`, where
 * doubles hold integers exactly; every quotient is `floorDiv` (`exact/integer.ts`) of
 * integers with `|n| + d < 2^53`, exact; a division by a power of two is exact.
 */
import type {
  BoxMoveVariant,
  MoveArithmetic,
  MoveVariant,
  OptionUnits,
} from '@swept/core/internal';
import { floorDiv, roundHalfAway } from '../exact/integer.ts';
import { separateCircleSegment } from '../separate/circle-segment.ts';
import { separateSphereTriangle } from '../separate/sphere-triangle.ts';
import { RAW_MAX } from '../validate.ts';
import { FIXED_BOX_CAST, FIXED_CAST } from './create.ts';

const ONE = 65536;

/** `2^k` for `k ≤ 32`, by doubling (exact). */
const POWERS: number[] = [1];
for (let k = 1; k <= 32; k++) POWERS.push(POWERS[k - 1]! * 2);

/**
 * Below this, every component of `n1 × n2` is mostly the normals' rounding: each normal
 * is within `2√3` raw units of `65536·n̂`, which moves the cross product by at most
 * `2·65538·2√3 + 12 < 2^19` per component. Two planes that close (under `2^-12` rad)
 * have no crease worth following.
 */
const PARALLEL_BELOW = 1 << 20;

/** A crease is scaled down until its components are below this (see {@link alongCrease}). */
const CREASE_BELOW = 1 << 17;

/** `v·n` (the course's vectors are `Float64Array`s of 3; `dim` 2 ignores the third). */
function dot(v: Float64Array, n: Float64Array, dim: 2 | 3): number {
  // |v·n| < 2^50 (header); `+ 0`: 0·(−n) is −0.
  return v[0]! * n[0]! + v[1]! * n[1]! + (dim === 3 ? v[2]! * n[2]! : 0) + 0;
}

/**
 * `v ← v − s·n` with `s = k·E / (65536·|n|²)`, each component rounded towards zero:
 * `k·E/65536` of `v`'s part along `n` removed (`k = v·n`, `E = 65536 + e`; `E = 65536`
 * the slide's clip, `e` the restitution of a bounce). Dividing by `|n|²` rather than
 * `65536²` makes the removal exact for the normal in hand: `(v − s·n)·n = −k·e/65536`.
 *
 * **Never longer.** `|v − s·n|² = |v|² + (ε² − 1)·k²/|n|² ≤ |v|²` (`ε = e/65536 ≤ 1`),
 * and rounding each component towards zero only shortens it: a slide or a stop never
 * goes further than `d` by rounding. **The price, stated:** the result may point into
 * the plane by the rounding, `v'·n > −k·e/65536 − |n|₁` (less than one raw unit per
 * axis along `n`); the course's slack covers it, and where the wall is met again the
 * exact clearance decides whether it blocks (then {@link lift} takes the hair off).
 *
 * In exact integers, with `N = |n|²`: `k = q·N + r` and `r·E = q₂·N + r₃` (floor
 * divisions, `r, r₃ ∈ [0, N)`), so `k·E/N = Q + r₃/N` with `Q = q·E + q₂`; then
 * `Q·nₐ = F·65536 + w₀` (`w₀ ∈ [0, 65536)`) and
 *
 *     vₐ − s·nₐ = (vₐ − F) − (w₀·N + r₃·nₐ) / (65536·N),
 *
 * whose floor division gives the integer part and whether it was whole.
 *
 * Bounds: `|k| < 2^50`, `N ∈ [2^31, 2^33.6)`, `E ≤ 2^17`: `|q| < 2^19`, `r·E < 2^50.6`,
 * `q₂ < E`, `|Q| < 2^36.1`, `|Q·nₐ| < 2^52.2`, `|w₀·N + r₃·nₐ| < 2^50.7`,
 * `65536·N < 2^49.6`.
 */
function removePart(v: Float64Array, n: Float64Array, k: number, E: number, dim: 2 | 3): void {
  const N = n[0]! * n[0]! + n[1]! * n[1]! + (dim === 3 ? n[2]! * n[2]! : 0);
  const q = floorDiv(k, N);
  const r = k - q * N;
  const u = r * E;
  const q2 = floorDiv(u, N);
  const r3 = u - q2 * N;
  const Q = q * E + q2;
  const den = ONE * N;
  for (let a = 0; a < dim; a++) {
    const na = n[a]!;
    if (na === 0) continue;
    const W = Q * na;
    const F = Math.floor(W / ONE);
    const num = (W - F * ONE) * N + r3 * na;
    const f = floorDiv(num, den);
    // vₐ − s·nₐ = m + 1 − rest/den with m = vₐ − F − f − 1, rest ∈ [0, den): whole when
    // rest = 0; else it lies in (m, m + 1), positive exactly when m ≥ 0.
    const rest = num - f * den;
    const m = v[a]! - F - f - 1;
    v[a] = (rest === 0 ? m + 1 : m >= 0 ? m : m + 1) + 0;
  }
}

/**
 * `v·d < 0`, exactly, for two displacements (components below `2^32`): the products
 * reach `2^64`, so `d` is split as `dₐ = hₐ·65536 + lₐ` (`hₐ = floor(dₐ/65536)`,
 * `lₐ ∈ [0, 65536)`, both exact): `v·d = 65536·A + B` with `A = v·h`, `B = v·l`, each
 * below `3·2^32·2^16 < 2^50`. Carrying `B`'s high part, `v·d = 65536·A' + B'` with
 * `A' = A + floor(B/65536)` and `B' ∈ [0, 65536)`: negative exactly when `A' < 0`.
 */
function against(v: Float64Array, d: Float64Array, dim: 2 | 3): boolean {
  let A = 0;
  let B = 0;
  for (let a = 0; a < dim; a++) {
    const h = Math.floor(d[a]! / ONE);
    A += v[a]! * h;
    B += v[a]! * (d[a]! - h * ONE);
  }
  return A + Math.floor(B / ONE) < 0;
}

/** The axis of `n`'s largest component (`|nₐ| ≥ |n|/√3 > 2^15`). */
function dominant(n: Float64Array, dim: 2 | 3): number {
  let best = 0;
  for (let a = 1; a < dim; a++) if (Math.abs(n[a]!) > Math.abs(n[best]!)) best = a;
  return best;
}

/**
 * `out ← v` along the crease `c = n1 × n2`, each component rounded towards zero (never
 * longer than the exact projection, which is never longer than `v`); `false` when the
 * normals are parallel within their rounding ({@link PARALLEL_BELOW}).
 *
 * `c` is exact (`|cₐ| ≤ 2·(2^16 + 2)² < 2^33.1`) but `(v·c)·cₐ` would not be: `c` is
 * first scaled down by a power of two, truncated, until every component is below
 * {@link CREASE_BELOW} `= 2^17` (its largest stays `≥ 2^16`: the direction keeps 16 bits,
 * as many as the normals it comes from). Then, with `M = |c|² ∈ [2^32, 3·2^34)` and
 * `p = v·c` (`|p| < 3·2^32·2^17 < 2^50.6`): `p = Q·M + r` (`r ∈ [0, M)`, `|Q| < 2^18`)
 * and each `cₐ·p/M = cₐ·Q + cₐ·r/M`, where `|cₐ·Q| < 2^35` and `|cₐ·r| < 3·2^51`,
 * so `floor(cₐ·r/M)` is a `floorDiv` within `2^53`; its remainder says whether the
 * quotient was whole, to truncate towards zero.
 */
function alongCrease(
  v: Float64Array,
  n1: Float64Array,
  n2: Float64Array,
  out: Float64Array,
): boolean {
  let cx = n1[1]! * n2[2]! - n1[2]! * n2[1]!;
  let cy = n1[2]! * n2[0]! - n1[0]! * n2[2]!;
  let cz = n1[0]! * n2[1]! - n1[1]! * n2[0]!;
  const m = Math.max(Math.abs(cx), Math.abs(cy), Math.abs(cz));
  if (m < PARALLEL_BELOW) return false;
  let scale = 1;
  while (m >= CREASE_BELOW * scale) scale *= 2;
  cx = Math.trunc(cx / scale) + 0;
  cy = Math.trunc(cy / scale) + 0;
  cz = Math.trunc(cz / scale) + 0;
  const M = cx * cx + cy * cy + cz * cz;
  const p = v[0]! * cx + v[1]! * cy + v[2]! * cz;
  const Q = floorDiv(p, M);
  const r = p - Q * M;
  out[0] = towardZero(cx, Q, r, M);
  out[1] = towardZero(cy, Q, r, M);
  out[2] = towardZero(cz, Q, r, M);
  return true;
}

/** `trunc(cₐ·(Q + r/M))` for {@link alongCrease} (`r ∈ [0, M)`; bounds there). */
function towardZero(ca: number, Q: number, r: number, M: number): number {
  const num = ca * r;
  const f = floorDiv(num, M);
  const base = ca * Q + f;
  // The exact value lies in [base, base + 1): below zero and not whole, it truncates up.
  return (base < 0 && num - f * M !== 0 ? base + 1 : base) + 0;
}

const RAW_UNITS: OptionUnits = Object.freeze({ one: ONE, integers: true });

/** `|v|₁` over the first `dim` components. */
function l1(v: Float64Array, dim: 2 | 3): number {
  return Math.abs(v[0]!) + Math.abs(v[1]!) + (dim === 3 ? Math.abs(v[2]!) : 0);
}

/**
 * The raw Q16.16 arithmetic of a move: every step an exact integer, the same bits on
 * every engine. A leg's end is floored towards its start (`p + trunc(t·u/65536)`) and
 * steps back by `2^k` raw units of `t`; a plane's part is removed with the normal in
 * hand, rounded towards zero; a crease is the projection onto `n1 × n2` scaled to
 * 17 bits; a push-out the exact test still finds inside goes `2^k` raw units further.
 */
export const RAW_ARITHMETIC: MoveArithmetic = Object.freeze({
  units: RAW_UNITS,
  // Step 16 takes 65536 ≥ t: the last step reaches the leg's start.
  steps: 17,
  earlier: (t: number, k: number) => Math.max(0, t - (1 << k)),
  // |t·u| ≤ 2^16·2^32: exact, and so is the division by 65536; truncating towards zero
  // keeps the end on p's side of the exact point, and t = 65536 gives p + u exactly.
  along: (p: number, u: number, t: number) => p + Math.trunc((t * u) / ONE) + 0,
  minus: (a: number, b: number) => a - b + 0,
  dot,
  /**
   * A `v·n` down to `−slack` still counts as along the plane. `v` is an exact clip or
   * crease `v*` rounded within a raw unit per component, so `(v − v*)·n` errs by at most
   * `|n|₁ ≤ √3·(2^16 + 4) < 2^17`; and `v*` lies along a plane whose normals from other
   * contacts are other roundings of `65536·n̂`, two raw units per component each, so
   * `v*·n` errs by at most `4·|v*|₁ ≤ 4·|v|₁ + 12`: together below `4·|v|₁ + 2^17`.
   */
  slack: (v: Float64Array, dim: 2 | 3) => 4 * l1(v, dim) + 131072,
  /**
   * The contact's `t` is floored: `c(t)` lies before the exact touch by less than one
   * step of `t`, `|v|/65536` raw, plus a raw unit per axis of rounding, so at a round end
   * or edge (normal `c(t) − point` of length about `r`) the raw normal turns by at most
   * `(|v|₁/65536 + 2)/r`, and `v·n` leans by `|v|₁·(|v|₁ + 131072)/r`; doubled. Only
   * the choice of the exact clearance over the sign depends on this bound, never an
   * answer (both decide alike wherever the bound holds), so its rounding above 2^53
   * changes no bit.
   */
  lean: (v: Float64Array, r: number, _scale: number, dim: 2 | 3) => {
    const sum = l1(v, dim);
    return (2 * sum * (sum + 131072)) / Math.max(r, 1);
  },
  removeInto(v: Float64Array, n: Float64Array, e: number, dim: 2 | 3): void {
    const k = dot(v, n, dim);
    if (k < 0) removePart(v, n, k, ONE + e, dim);
  },
  /**
   * The part along `n` removed ({@link removePart}, towards zero), then as few raw units
   * along `n`'s largest component as make `v·n ≥ m·|v|₁`. An axis-aligned `n` is exact
   * (`m = 0`: `v·n ≥ 0` is `v·n̂ ≥ 0`), so a body in a corridor exactly `2r` wide goes
   * on along it untouched. Any other `n` is a rounding of `65536·n̂`, each component
   * within 2 raw units, so `v·n − 65536·v·n̂ ≤ 2·|v|₁`: `m = 2` leaves `v·n̂ ≥ 0`
   * exactly, and the exact clearance no longer refuses the slide (with `v·n ≥ 0` alone a
   * body resting on a slope was refused leg after leg: stuck). The count is estimated
   * as `(m·|v|₁ − v·n) / |n_max|` rounded up, then checked unit by unit both ways: each
   * unit adds `|n_max| ≥ 65536/√3` to `v·n` and changes `m·|v|₁` by `m`;
   * `|v·n| < 2^51`, exact.
   */
  lift(v: Float64Array, n: Float64Array, dim: 2 | 3): void {
    removePart(v, n, dot(v, n, dim), ONE, dim);
    const a = dominant(n, dim);
    const unit = n[a]! > 0 ? 1 : -1;
    const m = Math.abs(n[a]!) === l1(n, dim) ? 0 : 2; // an axis: every other component 0
    const start = v[a]!;
    const short = m * l1(v, dim) - dot(v, n, dim);
    if (short > 0) v[a] = start + unit * Math.ceil(short / Math.abs(n[a]!)) + 0;
    while (dot(v, n, dim) < m * l1(v, dim)) v[a] = v[a]! + unit + 0;
    // The estimate took `|v|₁` before the units; where they move `v[a]` towards zero it
    // shrinks, and one unit fewer may do.
    while (v[a] !== start) {
      v[a] = v[a]! - unit + 0;
      if (dot(v, n, dim) < m * l1(v, dim)) {
        v[a] = v[a]! + unit + 0;
        break;
      }
    }
  },
  against,
  alongCrease,
  /**
   * `p + round(2^k·nₐ/65536)`: `2^k` raw units along `n`, at least one in `n`'s largest
   * component (`|nₐ| > 2^15` there, so even `k = 0` rounds to one) — the axes come one
   * at a time, so each is rounded on its own. `k` stops at 32 (a step past the whole
   * range): `2^32·(2^16 + 2)` is exact, and so is the division by 65536.
   */
  next: (p: number, n: number) => (n > 0 ? p + 1 : p - 1),
  nudge: (p: number, n: number, k: number) =>
    p + roundHalfAway((POWERS[Math.min(k, 32)]! * n) / ONE) + 0,
  /**
   * `r + 2^k` raw units, at most `2^31 − 1` (a radius this package accepts; `k` stops at
   * 32 as in `nudge`). This package's pair queries decide an overlap exactly, as
   * the clearance does, so a body the clearance finds inside is never asked again.
   */
  widen: (r: number, k: number) => Math.min(r + POWERS[Math.min(k, 32)]!, RAW_MAX),
  inRange: (x: number) => Number.isInteger(x) && x >= -RAW_MAX && x <= RAW_MAX,
});

/** This package's moves: its casts, the raw arithmetic, its own push-outs. */
export const FIXED_MOVE: MoveVariant = Object.freeze({
  cast: FIXED_CAST,
  arithmetic: RAW_ARITHMETIC,
  separate2: separateCircleSegment,
  separate3: separateSphereTriangle,
});

/** This package's box moves: its box casts over the raw arithmetic. */
export const FIXED_BOX_MOVE: BoxMoveVariant = Object.freeze({
  cast: FIXED_BOX_CAST,
  arithmetic: RAW_ARITHMETIC,
});
