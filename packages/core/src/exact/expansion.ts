/**
 * Floating-point expansions (Shewchuk 1997, "Adaptive precision
 * floating-point arithmetic and fast robust geometric predicates", §2): an
 * exact value held as a sum of doubles, stored smallest first in a
 * `Float64Array`, with zero components eliminated. A value of zero is the
 * one-component expansion `[0]`, so every expansion has at least one
 * component and its largest (last) component carries its sign.
 *
 * The routines are Shewchuk's, in the form mourner/robust-predicates ships
 * them (`fast_expansion_sum_zeroelim`, `scale_expansion_zeroelim`,
 * `compress`), plus a product of two expansions built from them. Their
 * exactness (Shewchuk's Theorems 13, 19 and 23) assumes round-to-nearest-even
 * (IEEE-754 binary64, what every JavaScript engine does) and that nothing
 * overflows or underflows. The caller owns that condition; in practice:
 *
 * - a sum is exact whenever it does not overflow: sums of multiples of a
 *   power of two `G ≥ 2^-1074` are multiples of `G`, and a rounded sum is a
 *   multiple of its own ulp, so every component stays a multiple of `G`;
 * - a product `a·b` (Dekker's TwoProduct inside `scale` and `multiply`) is
 *   exact when `|a|, |b| < 2^996` (Veltkamp's split does not overflow) and
 *   `a`, `b` are multiples of `Ga`, `Gb` with `Ga·Gb ≥ 2^-1074` (every
 *   partial product of the halves, and the tail, is then a multiple of a
 *   representable power of two).
 *
 * Every component of an expansion of multiples of `G` is a multiple of `G`,
 * so a caller bounds the granularity and the magnitude of its inputs once
 * and checks the two conditions per product.
 */
import { SPLITTER } from './error-free.ts';

/**
 * `h = e + f` (Fast-Expansion-Sum with zero elimination): exact for
 * strongly nonoverlapping `e`, `f` (which every routine here produces);
 * returns the length of `h` (at most `en + fn`). `h` must not alias `e` or `f`.
 */
export function expansionSum(
  e: Float64Array,
  en: number,
  f: Float64Array,
  fn: number,
  h: Float64Array,
): number {
  let enow = e[0]!;
  let fnow = f[0]!;
  let ei = 0;
  let fi = 0;
  let q: number;
  // Take the smaller in magnitude first, throughout. (Reads stop at the
  // lengths: a read past a typed array's end returns undefined and makes V8
  // deoptimise the loop.)
  if (fnow > enow === fnow > -enow) {
    q = enow;
    enow = ++ei < en ? e[ei]! : 0;
  } else {
    q = fnow;
    fnow = ++fi < fn ? f[fi]! : 0;
  }
  let hi = 0;
  let next: number;
  let tail: number;
  let virt: number;
  if (ei < en && fi < fn) {
    // Fast-Two-Sum: the new term is at least as large as q.
    if (fnow > enow === fnow > -enow) {
      next = enow + q;
      tail = q - (next - enow);
      enow = ++ei < en ? e[ei]! : 0;
    } else {
      next = fnow + q;
      tail = q - (next - fnow);
      fnow = ++fi < fn ? f[fi]! : 0;
    }
    q = next;
    if (tail !== 0) h[hi++] = tail;
    while (ei < en && fi < fn) {
      if (fnow > enow === fnow > -enow) {
        next = q + enow;
        virt = next - q;
        tail = q - (next - virt) + (enow - virt);
        enow = ++ei < en ? e[ei]! : 0;
      } else {
        next = q + fnow;
        virt = next - q;
        tail = q - (next - virt) + (fnow - virt);
        fnow = ++fi < fn ? f[fi]! : 0;
      }
      q = next;
      if (tail !== 0) h[hi++] = tail;
    }
  }
  while (ei < en) {
    next = q + enow;
    virt = next - q;
    tail = q - (next - virt) + (enow - virt);
    enow = ++ei < en ? e[ei]! : 0;
    q = next;
    if (tail !== 0) h[hi++] = tail;
  }
  while (fi < fn) {
    next = q + fnow;
    virt = next - q;
    tail = q - (next - virt) + (fnow - virt);
    fnow = ++fi < fn ? f[fi]! : 0;
    q = next;
    if (tail !== 0) h[hi++] = tail;
  }
  if (q !== 0 || hi === 0) h[hi++] = q;
  return hi;
}

/**
 * `h = e · b` for a double `b` (Scale-Expansion with zero elimination):
 * returns the length of `h` (at most `2·en`). `h` must not alias `e`.
 */
export function scaleExpansion(e: Float64Array, en: number, b: number, h: Float64Array): number {
  let c = SPLITTER * b;
  const bh = c - (c - b);
  const bl = b - bh;
  let enow = e[0]!;
  let q = enow * b;
  c = SPLITTER * enow;
  let ah = c - (c - enow);
  let al = enow - ah;
  let tail = al * bl - (q - ah * bh - al * bh - ah * bl);
  let hi = 0;
  if (tail !== 0) h[hi++] = tail;
  for (let i = 1; i < en; i++) {
    enow = e[i]!;
    const p1 = enow * b;
    c = SPLITTER * enow;
    ah = c - (c - enow);
    al = enow - ah;
    const p0 = al * bl - (p1 - ah * bh - al * bh - ah * bl);
    const s = q + p0;
    const virt = s - q;
    tail = q - (s - virt) + (p0 - virt);
    if (tail !== 0) h[hi++] = tail;
    q = p1 + s;
    tail = s - (q - p1);
    if (tail !== 0) h[hi++] = tail;
  }
  if (q !== 0 || hi === 0) h[hi++] = q;
  return hi;
}

/**
 * Compresses `e` in place (Shewchuk's Compress): the same value in a
 * nonadjacent expansion, usually of two or three components, whose largest
 * component approximates the value to within one of its ulps. Returns the
 * new length.
 */
export function compress(e: Float64Array, en: number): number {
  let q = e[en - 1]!;
  let bottom = en - 1;
  for (let i = en - 2; i >= 0; i--) {
    const enow = e[i]!;
    const next = q + enow;
    const small = enow - (next - q);
    if (small !== 0) {
      e[bottom--] = next;
      q = small;
    } else {
      q = next;
    }
  }
  let top = 0;
  for (let i = bottom + 1; i < en; i++) {
    const hnow = e[i]!;
    const next = hnow + q;
    const small = q - (next - hnow);
    if (small !== 0) e[top++] = small;
    q = next;
  }
  e[top++] = q;
  return top;
}

/** The sign of an expansion (`-1 | 0 | 1`): that of its largest component. */
export function expansionSign(e: Float64Array, en: number): number {
  const top = e[en - 1]!;
  return top > 0 ? 1 : top < 0 ? -1 : 0;
}

/** The expansion's value rounded (approximately: the sum of its components). */
export function expansionEstimate(e: Float64Array, en: number): number {
  let s = e[0]!;
  for (let i = 1; i < en; i++) s += e[i]!;
  return s;
}

// Scratch for `multiply`, grown on demand (exact stages are rare; a grown buffer stays).
let partial = new Float64Array(64);
let accumulated = new Float64Array(64);
let swap = new Float64Array(64);

/**
 * `h = e · f`, exact (a Scale-Expansion per component of `f`, summed by
 * Fast-Expansion-Sum); `h` needs room for `2·en·fn` components and must not
 * alias `e` or `f`. Returns the length of `h`.
 */
export function multiply(
  e: Float64Array,
  en: number,
  f: Float64Array,
  fn: number,
  h: Float64Array,
): number {
  if (fn === 1) return scaleExpansion(e, en, f[0]!, h);
  const size = 2 * en * fn;
  if (partial.length < 2 * en) partial = new Float64Array(2 * en);
  if (accumulated.length < size) {
    accumulated = new Float64Array(size);
    swap = new Float64Array(size);
  }
  let n = scaleExpansion(e, en, f[0]!, accumulated);
  for (let j = 1; j < fn; j++) {
    const pn = scaleExpansion(e, en, f[j]!, partial);
    const out = j === fn - 1 ? h : swap;
    n = expansionSum(accumulated, n, partial, pn, out);
    if (out === swap) {
      const t = accumulated;
      accumulated = swap;
      swap = t;
    }
  }
  return n;
}
