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
 * `overlap-decision.ts`, `ray/point-segment.ts`, `separate/mass-share.ts`).
 * {@link compare} is the exception: it never wraps (see there).
 *
 * **Why every step is exact in doubles.** Only `+ − ×` on integers below
 * 2^53 in magnitude, and `Math.floor(x · 2^-24)`: scaling by a power of two
 * is exact, so the floor sees the exact quotient. A limb product is at most
 * `2^24 · 2^24 = 2^48`; a column of a product sums at most 16 of them
 * (operands of at most 16 limbs), below `2^52`; normalising a limb below
 * `2^52` with its incoming carry (below `2^29`) stays below 2^53.
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

const HALF = 8388608; // 2^23

/**
 * Carries every limb into normal form and wraps the top limb into
 * `[−2^23, 2^23)` (reduction modulo `2^(24n)`). Precondition: each limb is an
 * integer below 2^52 in magnitude (then `x + carry` stays below 2^53).
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
 * past `out` are not formed. `out` must not be `a` or `b`. At most 16 limbs
 * per operand (column sums below 2^52, see the module comment).
 */
export function mul(out: Limbs, a: Limbs, b: Limbs): Limbs {
  const n = out.length;
  for (let i = 0; i < n; i += 1) out[i] = 0;
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
