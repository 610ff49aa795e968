/**
 * Fixed-width signed integers held as limbs in doubles: the last stage of
 * every exact decision in this package, so that no path needs
 * arbitrary-precision integers. An `n`-limb number is a `Float64Array` of
 * `n` limbs, little-endian in base `2^24`,
 *
 *   value = l[0] + l[1]·2^24 + … + l[n−1]·2^(24(n−1)),
 *
 * in **normal form**: limbs `0 … n−2` are integers in `[0, 2^24)`, the top
 * limb a signed integer in `[−2^23, 2^23)`. So `n` limbs hold exactly the
 * integers in `[−2^(24n−1), 2^(24n−1))` (3 limbs: 72-bit two's-complement
 * range, 5: 120 bits, 6: 144 bits), like a machine integer of `24n` bits.
 *
 * **Arithmetic is modulo `2^(24n)`, so a result is exact whenever it fits.**
 * Every function forms its result's limbs, carries them into normal form
 * and wraps the top limb into `[−2^23, 2^23)`: the result is the true one
 * modulo `2^(24n)`, which is the true one when it lies in the range above.
 * Columns of a product past `out`'s length are multiples of `2^(24n)` and
 * are not formed at all. A result that does NOT fit is not detected: every
 * caller proves its widths next to its code (`quadratic.ts`,
 * `overlap-decision.ts`, `ray/point-segment.ts`, `separate/push-share.ts`).
 * {@link compare} is the exception: it never wraps (see there).
 *
 * **Why every step is exact in doubles.** Only `+ − ×` on integers below
 * 2^53 in magnitude, and `Math.floor(x · 2^-24)`: scaling by a power of two
 * is exact, so the floor sees the exact quotient. A limb product is below
 * `2^24 · 2^24 = 2^48` in magnitude; a column of a product sums at most 31
 * of them (operands of at most 31 limbs) onto a normal limb, below
 * `31·2^48 + 2^24 < 2^52.96`; normalising it with its incoming carry (below
 * `2^29`) stays below 2^53.
 *
 * Functions write into caller-owned arrays (`out` may be an operand except
 * in {@link mul}), so a query allocates nothing on this path beyond its
 * module-level scratch.
 */

/** The number of bits per limb. */
export const LIMB_BITS = 24;
const BASE = 16777216; // 2^24
const INV_BASE = 1 / 16777216; // exact: a power of two

/** A signed integer in limbs (see the module comment). */
export type Limbs = Float64Array;

/** A zero with `n` limbs (`24n` bits). */
export function limbs(n: number): Limbs {
  return new Float64Array(n);
}

/**
 * The number of limbs that holds every integer of magnitude below `2^bits`:
 * the least `n` with `24n − 1 ≥ bits` (the range is `[−2^(24n−1), 2^(24n−1))`).
 */
export function limbsFor(bits: number): number {
  return Math.ceil((bits + 1) / 24);
}

const HALF = 8388608; // 2^23

/**
 * Carries every limb into normal form and wraps the top limb into
 * `[−2^23, 2^23)` (reduction modulo `2^(24n)`). Precondition: each limb is an
 * integer below `2^53 − 2^30` in magnitude (then `x + carry` stays below
 * 2^53: the carry out of such a limb is below 2^29).
 */
function normalize(a: Limbs): void {
  const top = a.length - 1;
  let carry = 0;
  for (let i = 0; i < top; i += 1) {
    const x = a[i]! + carry;
    carry = Math.floor(x * INV_BASE);
    a[i] = x - carry * BASE;
  }
  const t = a[top]! + carry;
  a[top] = t - BASE * Math.floor((t + HALF) * INV_BASE);
}

/** `out = 0`. */
export function zero(out: Limbs): Limbs {
  for (let i = 0; i < out.length; i += 1) out[i] = 0;
  return out;
}

/** `out = v` for an integer `|v| < 2^53` (`out`: at least 3 limbs). */
export function setInt(out: Limbs, v: number): Limbs {
  for (let i = 1; i < out.length; i += 1) out[i] = 0;
  out[0] = v;
  normalize(out);
  return out;
}

/** `out = a + b` (any lengths; missing limbs read as 0). */
export function add(out: Limbs, a: Limbs, b: Limbs): Limbs {
  for (let i = 0; i < out.length; i += 1)
    out[i] = (i < a.length ? a[i]! : 0) + (i < b.length ? b[i]! : 0);
  normalize(out);
  return out;
}

/** `out = a − b` (any lengths; missing limbs read as 0). */
export function sub(out: Limbs, a: Limbs, b: Limbs): Limbs {
  for (let i = 0; i < out.length; i += 1)
    out[i] = (i < a.length ? a[i]! : 0) - (i < b.length ? b[i]! : 0);
  normalize(out);
  return out;
}

/** `out = −a`. */
export function negate(out: Limbs, a: Limbs): Limbs {
  for (let i = 0; i < out.length; i += 1) out[i] = i < a.length ? -a[i]! : 0;
  normalize(out);
  return out;
}

/** `out = |a|`. */
export function abs(out: Limbs, a: Limbs): Limbs {
  const s = sign(a) < 0 ? -1 : 1;
  for (let i = 0; i < out.length; i += 1) out[i] = i < a.length ? s * a[i]! : 0;
  normalize(out);
  return out;
}

/** `out = x·y + z·w` for integers below 2^53: a 2D dot or cross product of raw differences. */
export function dot2(out: Limbs, x: number, y: number, z: number, w: number): Limbs {
  for (let i = 0; i < out.length; i += 1) out[i] = 0;
  addProduct(out, x, y);
  return addProduct(out, z, w);
}

/**
 * `out = a · k` for an integer `|k| ≤ 2^28` (each limb product stays below
 * 2^52). `out` may be `a`.
 */
export function mulInt(out: Limbs, a: Limbs, k: number): Limbs {
  for (let i = 0; i < out.length; i += 1) out[i] = i < a.length ? a[i]! * k : 0;
  normalize(out);
  return out;
}

/**
 * `out = a · b` (modulo `2^(24n)`, `n = out.length`), schoolbook; columns
 * past `out` are not formed. `out` must not be `a` or `b`. At most 31 limbs
 * per operand (column sums below 2^53 − 2^30, see the module comment).
 */
export function mul(out: Limbs, a: Limbs, b: Limbs): Limbs {
  for (let i = 0; i < out.length; i += 1) out[i] = 0;
  return mulAdd(out, a, b);
}

/**
 * `out = out + a · b` (modulo `2^(24n)`), as {@link mul} without clearing
 * `out` first: a normal `out` adds less than 2^24 to each column.
 */
export function mulAdd(out: Limbs, a: Limbs, b: Limbs): Limbs {
  const n = out.length;
  for (let i = 0; i < a.length && i < n; i += 1) {
    const x = a[i]!;
    if (x === 0) continue;
    for (let j = 0; j < b.length && i + j < n; j += 1) out[i + j] = out[i + j]! + x * b[j]!;
  }
  normalize(out);
  return out;
}

const TWO48 = 281474976710656; // 2^48
const INV_TWO48 = 1 / 281474976710656;

/**
 * `acc = acc + x · y` for integers `|x|, |y| < 2^53`: the step of every dot
 * product of raw differences (`P = Σ dᵢ²`, `Q = Σ c0ᵢ·dᵢ`, …), with no
 * intermediate array. Each factor is split into three limbs (`x0`, `x1` in
 * `[0, 2^24)`, `x2 = floor(x / 2^48)` in `[−32, 32)`); their nine products
 * (each at most 2^48) go to five columns, at most three per column, added
 * to `acc`'s limbs (below 2^24) before one normalisation: every sum stays
 * below 2^50. Columns past `acc` are not formed (modulo `2^(24n)`); `acc`
 * has at least 3 limbs.
 */
export function addProduct(acc: Limbs, x: number, y: number): Limbs {
  const x2 = Math.floor(x * INV_TWO48);
  const rx = x - x2 * TWO48;
  const x1 = Math.floor(rx * INV_BASE);
  const x0 = rx - x1 * BASE;
  const y2 = Math.floor(y * INV_TWO48);
  const ry = y - y2 * TWO48;
  const y1 = Math.floor(ry * INV_BASE);
  const y0 = ry - y1 * BASE;
  const n = acc.length;
  acc[0] = acc[0]! + x0 * y0;
  acc[1] = acc[1]! + x0 * y1 + x1 * y0;
  acc[2] = acc[2]! + x0 * y2 + x1 * y1 + x2 * y0;
  if (n > 3) {
    acc[3] = acc[3]! + x1 * y2 + x2 * y1;
    if (n > 4) acc[4] = acc[4]! + x2 * y2;
  }
  normalize(acc);
  return acc;
}

/** `out = x·y + z·w + u·v` for integers below 2^53: a 3D dot product of raw differences. */
export function dot3(
  out: Limbs,
  x: number,
  y: number,
  z: number,
  w: number,
  u: number,
  v: number,
): Limbs {
  dot2(out, x, y, z, w);
  return addProduct(out, u, v);
}

/**
 * `out[i] = (x × y)ᵢ`: the cross product of two vectors of integers below
 * 2^53, one limb number per component (each a {@link dot2}).
 */
export function cross3(
  out: readonly Limbs[],
  x0: number,
  x1: number,
  x2: number,
  y0: number,
  y1: number,
  y2: number,
): void {
  dot2(out[0]!, x1, y2, -x2, y1);
  dot2(out[1]!, x2, y0, -x0, y2);
  dot2(out[2]!, x0, y1, -x1, y0);
}

/** `out = x · y` for integers `|x|, |y| < 2^53`. */
export function product(out: Limbs, x: number, y: number): Limbs {
  for (let i = 0; i < out.length; i += 1) out[i] = 0;
  return addProduct(out, x, y);
}

/** The sign of `a`: `−1`, `0` or `1`. */
export function sign(a: Limbs): number {
  const top = a[a.length - 1]!;
  if (top !== 0) return top < 0 ? -1 : 1;
  // The lower limbs are non-negative in normal form.
  for (let i = a.length - 2; i >= 0; i -= 1) if (a[i] !== 0) return 1;
  return 0;
}

/**
 * The sign of `a − b` (any lengths), exactly, without a scratch array and
 * without wrapping: the difference is normalised limb by limb from the
 * bottom, remembering whether a lower limb was non-zero (those are
 * non-negative), and the unwrapped top limb carries the sign.
 */
export function compare(a: Limbs, b: Limbs): number {
  const n = Math.max(a.length, b.length);
  let carry = 0;
  let lower = false;
  for (let i = 0; i < n - 1; i += 1) {
    const x = (i < a.length ? a[i]! : 0) - (i < b.length ? b[i]! : 0) + carry;
    carry = Math.floor(x * INV_BASE);
    if (x - carry * BASE !== 0) lower = true;
  }
  const top = (n <= a.length ? a[n - 1]! : 0) - (n <= b.length ? b[n - 1]! : 0) + carry;
  if (top !== 0) return top < 0 ? -1 : 1;
  return lower ? 1 : 0;
}

/**
 * `a` as a double, within a relative `n · 2^-53` of it (`n` limbs), for
 * estimates only (every decision is made on the limbs). Horner's rule from
 * the top limb: the partial sums are exact while below 2^53; once one is
 * not, every later partial exceeds `2^77` before a limb below `2^24` is
 * added, so each of the at most `n − 1` roundings is relative `2^-53` and
 * nothing cancels.
 */
export function toNumber(a: Limbs): number {
  let v = a[a.length - 1]!;
  for (let i = a.length - 2; i >= 0; i -= 1) v = v * BASE + a[i]!;
  return v;
}

/**
 * `a` as the nearest double (ties to even), exactly what `Number(bigint)`
 * gives for the same integer: for a result that leaves the limbs (a
 * rounded closest point, a normal), where the estimate of {@link toNumber}
 * would not be bit-identical to the rule.
 *
 * With `m = |a|` and `t ≥ 3` the index of its top limb (or 3),
 * `m = 2^(24(t−3)) · (M + f)` with the integer
 * `M = L_t·2^72 + L_(t−1)·2^48 + L_(t−2)·2^24 + L_(t−3)` and `f ∈ [0, 1)`
 * from the limbs below. `M + f` is rounded as `hi + lo`, one correctly
 * rounded addition of two exact doubles: `hi = (L_t·2^24 + L_(t−1))·2^48`
 * (48 significant bits) and `lo = L_(t−2)·2^24 + L_(t−3) + s` with
 * `s = ½` when `f > 0` (below 2^48, a multiple of ½: exact). That is the
 * rounding of `M + f` itself: when `t > 3`, `M ≥ 2^72`, so the doubles
 * there are at least 2^20 apart and every rounding boundary (a midpoint
 * between two of them) is an integer; `M + f` and `M + s` lie strictly
 * between the integers `M` and `M + 1` (or both equal `M`), so they round
 * alike. When `t = 3`, `f = 0` and `hi + lo` is `m` itself. The scaling by
 * `2^(24(t−3))` is exact (no overflow below 2^1000: at most 41 limbs), and
 * rounding to nearest-even commutes with the sign.
 */
export function toNumberRounded(a: Limbs): number {
  const s = sign(a);
  if (s === 0) return 0;
  const n = a.length;
  let m = a;
  if (s < 0) m = negate(n <= ROUND_SCRATCH.length ? ROUND_SCRATCH.subarray(0, n) : limbs(n), a);
  let t = Math.max(n - 1, 3);
  while (t > 3 && m[t] === 0) t -= 1;
  let sticky = 0;
  for (let i = t - 4; i >= 0; i -= 1) if (m[i] !== 0) sticky = 0.5;
  const l3 = t < n ? m[t]! : 0;
  const l2 = t - 1 < n ? m[t - 1]! : 0;
  const l1 = t - 2 < n ? m[t - 2]! : 0;
  const l0 = t - 3 < n ? m[t - 3]! : 0;
  let v = (l3 * BASE + l2) * TWO48 + (l1 * BASE + l0 + sticky);
  for (let i = 3; i < t; i += 1) v *= BASE;
  return s * v;
}

/** {@link toNumberRounded}'s scratch for the magnitude of a negative value. */
const ROUND_SCRATCH = limbs(41);
