/**
 * Exact signs built from the error-free transformations of `error-free.ts`.
 *
 * - {@link compareProducts}: a rounded product is monotone in the exact one,
 *   so when `fl(a·b)` and `fl(c·d)` differ, their order is the exact order.
 *   Only on a tie are the rounding errors needed, which TwoProduct gives
 *   exactly (Shewchuk 1997, §2.6).
 * - {@link signOfSum}: Shewchuk's Grow-Expansion adds each term with TwoSum,
 *   leaving a non-overlapping expansion whose largest non-zero component
 *   carries the sign of the sum.
 */
import { productTail, sumTail } from './error-free.ts';

/** The sign of `a·b − c·d`, exact for safe integers. */
export function compareProducts(a: number, b: number, c: number, d: number): number {
  const p = a * b;
  const q = c * d;
  if (p !== q) return p < q ? -1 : 1;
  const ep = productTail(a, b, p);
  const eq = productTail(c, d, q);
  return ep < eq ? -1 : ep > eq ? 1 : 0;
}

const expansion = new Float64Array(5);

/** Adds `x` to the `n`-component expansion (Grow-Expansion); returns the new length. */
function grow(x: number, n: number): number {
  let q = x;
  for (let i = 0; i < n; i += 1) {
    const y = expansion[i]!;
    const s = q + y;
    expansion[i] = sumTail(q, y, s);
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
