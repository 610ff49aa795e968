/**
 * `exact/`: exact arithmetic and the `exact` policy's staged decisions.
 *
 * Exact values of the `exact` policy's last stage, as floating-point
 * expansions (the primitives are `@swept/core/internal`'s `expansion.ts`).
 * An {@link Exact} is a growable expansion; the helpers below build the
 * polynomials of the queries from input differences without rounding.
 *
 * ## Why nothing overflows or underflows
 * Every input is 0 or a double of magnitude in `[2^-200, 2^200]`, so a
 * multiple of `2^-252` (its last bit is at most 52 places below its
 * leading one). A difference or sum of two inputs is exact as a two-term
 * expansion of multiples of `2^-252`, of magnitude at most `2^201`; a
 * difference of differences (`D = C1 − C0`) at most `2^202`. A product of
 * two of them is a multiple of `2^-504`, a product of four (`P·R`, `Q²`) a
 * multiple of `2^-1008 ≥ 2^-1074`; the largest degree-4 value, in 3D,
 * is below `3·2^404 · 2^404 < 2^810`. So every exact product of up to four
 * input differences, and every component of every expansion built from
 * them, lies on the grid `2^-1074` and below `2^996` (the bound for
 * Veltkamp's split): the conditions of `expansion.ts` hold with no scaling.
 * Where a double `t` multiplies on top (the time of impact's rounding, the
 * ray's), the caller scales by a power of two and states its own bound.
 */
import {
  compress,
  differenceTail,
  expansionSum,
  multiply,
  productTail,
  scaleExpansion,
  sumTail,
} from '@swept/core/internal';

/** A growable exact value (an expansion, smallest component first). */
export class Exact {
  v: Float64Array;
  n = 1;

  constructor(capacity = 4) {
    this.v = new Float64Array(capacity);
  }

  /** Makes room for `size` components (keeping none). */
  reserve(size: number): Float64Array {
    if (this.v.length < size) this.v = new Float64Array(size);
    return this.v;
  }

  /** The sign of the value. */
  sign(): number {
    const top = this.v[this.n - 1]!;
    return top > 0 ? 1 : top < 0 ? -1 : 0;
  }

  /** The largest component (the value to within one of its ulps). */
  top(): number {
    return this.v[this.n - 1]!;
  }
}

/** Writes the two-component `head + tail` into `out`, dropping a zero tail. */
function setPair(out: Exact, head: number, tail: number): void {
  if (tail === 0) {
    out.v[0] = head;
    out.n = 1;
  } else {
    out.v[0] = tail;
    out.v[1] = head;
    out.n = 2;
  }
}

/** `out = a − b` exactly (TwoDiff). */
export function difference(a: number, b: number, out: Exact): void {
  const d = a - b;
  setPair(out, d, differenceTail(a, b, d));
}

/** `out = a + b` exactly (TwoSum). */
export function sum(a: number, b: number, out: Exact): void {
  const s = a + b;
  setPair(out, s, sumTail(a, b, s));
}

const negated = new Exact(64);

/** `out = e + sign·f` (`sign` ±1); `out` must not alias `e` or `f`. */
export function add(e: Exact, f: Exact, sign: number, out: Exact): void {
  let g = f;
  if (sign < 0) {
    const v = negated.reserve(f.n);
    for (let i = 0; i < f.n; i++) v[i] = -f.v[i]!;
    negated.n = f.n;
    g = negated;
  }
  out.n = expansionSum(e.v, e.n, g.v, g.n, out.reserve(e.n + g.n));
}

/** `out = e · b` for a double `b`; `out` must not alias `e`. */
export function scale(e: Exact, b: number, out: Exact): void {
  out.n = scaleExpansion(e.v, e.n, b, out.reserve(2 * e.n));
}

/** `out = e · 2^k` (exact: the caller keeps it in range). */
export function shift(e: Exact, power: number, out: Exact): void {
  const v = out.reserve(e.n);
  for (let i = 0; i < e.n; i++) v[i] = e.v[i]! * power;
  out.n = e.n;
}

/** `out = e · f`; `out` must not alias `e` or `f`. */
export function product(e: Exact, f: Exact, out: Exact): void {
  if (e.n === 1 && f.n === 1) {
    // Exact differences (the grid case): one TwoProduct.
    const a = e.v[0]!;
    const b = f.v[0]!;
    const p = a * b;
    setPair(out, p, productTail(a, b, p));
    return;
  }
  out.n = multiply(e.v, e.n, f.v, f.n, out.reserve(2 * e.n * f.n));
}

// Scratch for `dot`: a product and two accumulators.
const term = new Exact(64);
let accA = new Exact(64);
let accB = new Exact(64);

/**
 * `out = Σ u[i]·v[i] − w·w` over the first `length` pairs (`w` may be null:
 * no subtraction), compressed; `out` must not alias the operands.
 */
export function dot(u: Exact[], v: Exact[], length: number, w: Exact | null, out: Exact): void {
  product(u[0]!, v[0]!, accA);
  for (let i = 1; i < length; i++) {
    product(u[i]!, v[i]!, term);
    add(accA, term, 1, accB);
    const t = accA;
    accA = accB;
    accB = t;
  }
  if (w === null) {
    copy(accA, out);
  } else {
    product(w, w, term);
    add(accA, term, -1, out);
  }
  out.n = compress(out.v, out.n);
}

/** `out = e`. */
export function copy(e: Exact, out: Exact): void {
  // A loop, not `set(subarray(…))`: the view would be allocated per call.
  const v = out.reserve(e.n);
  for (let i = 0; i < e.n; i++) v[i] = e.v[i]!;
  out.n = e.n;
}

/** `out = −e`. */
export function negate(e: Exact, out: Exact): void {
  const v = out.reserve(e.n);
  for (let i = 0; i < e.n; i++) v[i] = -e.v[i]!;
  out.n = e.n;
}

const compared = new Exact(64);

/** The sign of `e − f`. */
export function compare(e: Exact, f: Exact): number {
  add(e, f, -1, compared);
  return compared.sign();
}

/** A constant (a one-component expansion). */
export function constant(x: number): Exact {
  const e = new Exact(1);
  e.v[0] = x;
  return e;
}

/** `2^504`: moves degree-2 values (multiples of `2^-504`) to integers. */
export const TO_INTEGERS: number = 2 ** 504;
const ratioN = new Exact(16);
const ratioD = new Exact(16);
const ratioTD = new Exact(32);

/**
 * Whether the double `t ∈ [0, 1]` is at most `n / d` (`d > 0`), for degree-2
 * values `n`, `d` of input differences: the sign of `n − t·d` on the
 * integer scale, where `n`, `d` are integers below `2^911` and `t` a
 * multiple of `2^-1074`, so `t·d` is exact (its components lie on the
 * `2^-1074` grid, below `2^911`).
 */
export function atOrBeforeRatio(t: number, n: Exact, d: Exact): boolean {
  shift(n, TO_INTEGERS, ratioN);
  shift(d, TO_INTEGERS, ratioD);
  scale(ratioD, t, ratioTD);
  return compare(ratioN, ratioTD) >= 0;
}
