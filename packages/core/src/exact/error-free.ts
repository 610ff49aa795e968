/**
 * Error-free transformations on doubles: each returns the exact rounding
 * error (the "tail") of one operation whose rounded result the caller has
 * already formed, so `result + tail` equals the exact value. JavaScript has
 * no fused multiply-add, so products are split into 26-bit halves with
 * Veltkamp's constant (Dekker 1971). The forms and their proofs are
 * Shewchuk's (1997, "Adaptive precision floating-point arithmetic and fast
 * robust geometric predicates", §2): TwoSum (Knuth), TwoDiff, Split,
 * TwoProduct and Square.
 *
 * Exact as long as nothing overflows or underflows: the products' halves
 * need `|a| < 2^996`, and a tail below `2^-1022` would be subnormal. The
 * callers' inputs lie far inside (`@swept/core`'s range, `[2^-200, 2^200]`;
 * Q16.16 integers below 2^53).
 *
 * These are tiny on purpose: V8 inlines them, so a filter written with them
 * costs what the same lines written out by hand would.
 */

/** Veltkamp's splitter for doubles: `2^27 + 1`. */
export const SPLITTER = 134217729;

/** The tail of `s = fl(a + b)`: `a + b − s`, exactly (TwoSum). */
export function sumTail(a: number, b: number, s: number): number {
  const bv = s - a;
  return a - (s - bv) + (b - bv);
}

/** The tail of `d = fl(a − b)`: `a − b − d`, exactly (TwoDiff). */
export function differenceTail(a: number, b: number, d: number): number {
  const av = d - a;
  return a - (d - av) - (b + av);
}

/** The high half of `a` (its top 26 bits); the low half is `a − high`, exactly (Split). */
export function highHalf(a: number): number {
  const c = SPLITTER * a;
  return c - (c - a);
}

/** The tail of `p = fl(a · b)`: `a · b − p`, exactly (TwoProduct). */
export function productTail(a: number, b: number, p: number): number {
  const ah = highHalf(a);
  const al = a - ah;
  const bh = highHalf(b);
  const bl = b - bh;
  return al * bl - (p - ah * bh - al * bh - ah * bl);
}

/**
 * The tail of `p = fl(a · b)` from the halves of `a` and `b` already split
 * (`ah = highHalf(a)`, `al = a − ah`, likewise `b`): TwoProduct for a factor
 * used in several products, split once.
 */
export function splitProductTail(
  ah: number,
  al: number,
  bh: number,
  bl: number,
  p: number,
): number {
  return al * bl - (p - ah * bh - al * bh - ah * bl);
}

/** The tail of `p = fl(a · a)`: `a² − p`, exactly (Square). */
export function squareTail(a: number, p: number): number {
  const ah = highHalf(a);
  const al = a - ah;
  return al * al - (p - ah * ah - (ah + ah) * al);
}
