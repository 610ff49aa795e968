/**
 * Exact comparison of two products of safe integers, `a·b` vs `c·d`.
 *
 * A rounded product is monotone in the exact one, so when `fl(a·b)` and
 * `fl(c·d)` differ, their order is the exact order. Only on a tie do we need
 * the rounding errors, which Dekker's two-product gives exactly
 * (Dekker 1971; Shewchuk 1997, "Adaptive precision floating-point
 * arithmetic", §2.6). JavaScript has no fused multiply-add, so the operands
 * are split into 26-bit halves with Veltkamp's constant `2^27 + 1`.
 */

const SPLITTER = 134217729; // 2^27 + 1

/** The exact error `a·b − fl(a·b)` (for |a|, |b| < 2^53 and no overflow). */
function productError(a: number, b: number, p: number): number {
  let t = SPLITTER * a;
  const ah = t - (t - a);
  const al = a - ah;
  t = SPLITTER * b;
  const bh = t - (t - b);
  const bl = b - bh;
  return al * bl - (p - ah * bh - al * bh - ah * bl);
}

/** The sign of `a·b − c·d`, exact for safe integers. */
export function compareProducts(a: number, b: number, c: number, d: number): number {
  const p = a * b;
  const q = c * d;
  if (p !== q) return p < q ? -1 : 1;
  const ep = productError(a, b, p);
  const eq = productError(c, d, q);
  return ep < eq ? -1 : ep > eq ? 1 : 0;
}
