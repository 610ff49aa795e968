/**
 * Exact comparison of two products of safe integers, `a·b` vs `c·d`.
 *
 * A rounded product is monotone in the exact one, so when `fl(a·b)` and
 * `fl(c·d)` differ, their order is the exact order. Only on a tie do we need
 * the rounding errors, which Dekker's two-product gives exactly
 * (Dekker 1971; Shewchuk 1997, "Adaptive precision floating-point
 * arithmetic", §2.6). JavaScript has no fused multiply-add, so the operands
 * are split into 26-bit halves with Veltkamp's constant `2^27 + 1`.
 *
 * The exact sign of a short sum of doubles uses Shewchuk's Grow-Expansion:
 * each term is added with Knuth's TwoSum, leaving a non-overlapping
 * expansion whose largest non-zero component carries the sign of the sum.
 */

const SPLITTER = 134217729; // 2^27 + 1

/** The exact error `a·b − fl(a·b)` (for |a|, |b| < 2^53 and no overflow). */
export function productError(a: number, b: number, p: number): number {
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

const expansion = new Float64Array(5);

/** Adds `x` to the `n`-component expansion (Grow-Expansion); returns the new length. */
function grow(x: number, n: number): number {
  let q = x;
  for (let i = 0; i < n; i += 1) {
    // TwoSum(q, y) = (s, err) with s + err = q + y exactly.
    const y = expansion[i]!;
    const s = q + y;
    const yv = s - q;
    const qv = s - yv;
    expansion[i] = q - qv + (y - yv);
    q = s;
  }
  expansion[n] = q;
  return n + 1;
}

/** The exact sign of `a + b + c + d + e` for any doubles (no overflow). */
export function signOfSum(a: number, b: number, c: number, d: number, e: number): number {
  expansion[0] = a;
  const n = grow(e, grow(d, grow(c, grow(b, 1))));
  for (let i = n - 1; i >= 0; i -= 1) {
    const v = expansion[i]!;
    if (v !== 0) return v < 0 ? -1 : 1;
  }
  return 0;
}
