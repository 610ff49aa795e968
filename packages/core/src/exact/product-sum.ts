/**
 * The exact sign of a short sum of products of doubles, `Σ s·a·b[·c…]`
 * (up to six factors),
 * with no BigInt: the wall queries' degree-6 and degree-8 decisions, written
 * as sums of products of exact degree-2 integers.
 *
 * Usage: `sumReset()`, then `sumAdd2/3/4/6(...)` once per term, then
 * `sumSign()`. The terms are kept in one preallocated buffer (at most
 * {@link MAX_TERMS}), so nothing is allocated.
 *
 * Every factor is an integer double below 2^53 and every `s` is a power of
 * two, so every exact product is an integer and nothing underflows; the
 * largest value formed stays far below 2^1023.
 *
 * Stage 1, a filter: the terms are multiplied and summed in plain doubles.
 * A product of k factors has a relative error below `(k−1)·u` (`u = 2^-53`),
 * and the recursive sum of n terms adds at most `(n−1)·u·Σ|terms|` (Higham,
 * "Accuracy and Stability of Numerical Algorithms", §4.2), so the computed
 * sum is within `(n + 2)·u·(1 + 2^-40)·M` of the exact one, where `M` is the
 * computed `Σ|terms|` (itself within a factor `1 + n·u` of the exact one).
 * With `n ≤ 32` terms of at most 6 factors that is below `40·u·M < 2^-47·M`: a sum outside `[−2^-47·M, 2^-47·M]`
 * has the computed sign.
 *
 * Stage 2, exact: each product is expanded into non-overlapping doubles with
 * Dekker's two-product (a product of k factors into at most `2^(k−1)`
 * doubles: the rounded product and its exact error, each multiplied on;
 * zeros dropped), and all of them are summed exactly with Shewchuk's
 * Grow-Expansion; the largest non-zero component carries the sign.
 */
import { productTail, sumTail } from './error-free.ts';

/** The most terms one sum may have. */
export const MAX_TERMS = 32;
const FILTER = 1 / 140737488355328; // 2^-47
const F = 6; // factors per term

const factors = new Float64Array(MAX_TERMS * F);
let terms = 0;
const parts = new Float64Array(MAX_TERMS * 32);

/** Starts a new sum. */
export function sumReset(): void {
  terms = 0;
}

function push(a: number, b: number, c: number, d: number, e: number, f: number): void {
  const i = terms * F;
  factors[i] = a;
  factors[i + 1] = b;
  factors[i + 2] = c;
  factors[i + 3] = d;
  factors[i + 4] = e;
  factors[i + 5] = f;
  terms += 1;
}

/** Adds `s·a·b` (`s` a power of two, possibly negative). */
export function sumAdd2(s: number, a: number, b: number): void {
  push(s * a, b, 1, 1, 1, 1);
}

/** Adds `s·a·b·c`. */
export function sumAdd3(s: number, a: number, b: number, c: number): void {
  push(s * a, b, c, 1, 1, 1);
}

/** Adds `s·a·b·c·d`. */
export function sumAdd4(s: number, a: number, b: number, c: number, d: number): void {
  push(s * a, b, c, d, 1, 1);
}

/** Adds `s·a·b·c·d·e·f`. */
export function sumAdd6(
  s: number,
  a: number,
  b: number,
  c: number,
  d: number,
  e: number,
  f: number,
): void {
  push(s * a, b, c, d, e, f);
}

/** The exact sign (−1, 0, 1) of the sum of the terms added since {@link sumReset}. */
export function sumSign(): number {
  let sum = 0;
  let mag = 0;
  for (let i = 0; i < terms; i += 1) {
    const j = i * F;
    const p =
      factors[j]! *
      factors[j + 1]! *
      factors[j + 2]! *
      factors[j + 3]! *
      factors[j + 4]! *
      factors[j + 5]!;
    sum += p;
    mag += p < 0 ? -p : p;
  }
  const bound = mag * FILTER;
  if (sum > bound) return 1;
  if (sum < -bound) return -1;
  if (mag === 0) return 0;
  return exactSign();
}

/** Multiplies each of `parts[from … from+n)` by `f`, exactly, doubling the count. */
function scaleParts(from: number, n: number, f: number): number {
  for (let i = n - 1; i >= 0; i -= 1) {
    const x = parts[from + i]!;
    const p = x * f;
    parts[from + 2 * i] = p;
    parts[from + 2 * i + 1] = productTail(x, f, p);
  }
  return 2 * n;
}

function exactSign(): number {
  let n = 0;
  for (let i = 0; i < terms; i += 1) {
    const j = i * F;
    parts[n] = factors[j]!;
    let m = 1;
    for (let k = 1; k < F; k += 1) {
      const f = factors[j + k]!;
      if (f !== 1) m = scaleParts(n, m, f);
    }
    // Keep the non-zero parts only.
    let kept = 0;
    for (let k = 0; k < m; k += 1) {
      const x = parts[n + k]!;
      if (x !== 0) {
        parts[n + kept] = x;
        kept += 1;
      }
    }
    n += kept;
  }
  // Grow-Expansion: add each part into the expansion parts[0 … len).
  let len = 0;
  for (let i = 0; i < n; i += 1) {
    let q = parts[i]!;
    for (let j = 0; j < len; j += 1) {
      const y = parts[j]!;
      const s = q + y;
      parts[j] = sumTail(q, y, s);
      q = s;
    }
    parts[len] = q;
    len += 1;
  }
  for (let i = len - 1; i >= 0; i -= 1) {
    const v = parts[i]!;
    if (v !== 0) return v < 0 ? -1 : 1;
  }
  return 0;
}
