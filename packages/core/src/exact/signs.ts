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

/** What {@link signOfDot} returns when its bound cannot settle the sign (never -1, 0 or 1). */
export const UNDECIDED = 2;
/** `2^49`: see {@link signOfDot}'s proof. */
const DOT_SCALE = 2 ** 49;
// The last signOfDot's value (rounded; in a typed array, as a module-level
// `let` holding a double would be boxed anew on every write) and whether it
// is exact.
const dotValue = new Float64Array(1);
let dotExact = false;

/**
 * The sign of `a1·b1 + a2·b2 + a3·b3 + a4·b4` for doubles (pass zeros for
 * unused pairs), or {@link UNDECIDED}: a stage between a double filter and
 * full expansions (Shewchuk 1997, §4.3's intermediate estimates), with a
 * bound computed from the rounding errors that actually occurred, so an
 * exact zero on grid inputs is settled too.
 *
 * Proof. Each product is split exactly, `a_i·b_i = p_i + e_i` (TwoProduct;
 * the caller keeps every product's tail representable: `a_i`, `b_i`
 * multiples of `G_a`, `G_b` with `G_a·G_b ≥ 2^-1074`, magnitudes below
 * `2^996`). The `p_i` are summed by TwoSum, `Σ p_i = h + t2 + t3 + t4`
 * exactly, so the value is `X = h + L` with `L` the exact sum of the seven
 * doubles `e_i`, `t_k`. Their recursive sum `L̃` is within `γ_6·Σ|terms|`
 * of `L` (Higham, "Accuracy and Stability of Numerical Algorithms", §4.2;
 * sums that underflow are exact), and the computed magnitude `m` is at
 * least `(1 − γ_6)·Σ|terms|`, so `|L − L̃| < 7u·m` (`u = 2^-53`).
 * - `m = 0`: every term is zero, `X = h` exactly: its sign, zero included.
 * - else with `y = fl(h + L̃)`: if `|y|·2^49 > m` (the scaling is exact),
 *   `|h + L̃| ≥ |y|/(1 + u) > 2^-49·m/(1 + u) > 8u·m > |L − L̃|`, so `X` has the
 *   sign of `y`. Anything closer to zero is {@link UNDECIDED}.
 *
 * {@link dotEstimate} is then `y` (the value to within a few ulps; exactly
 * `h`, the value, when {@link dotWasExact}).
 */
export function signOfDot(
  a1: number,
  b1: number,
  a2: number,
  b2: number,
  a3: number,
  b3: number,
  a4: number,
  b4: number,
): number {
  const p1 = a1 * b1;
  const p2 = a2 * b2;
  const p3 = a3 * b3;
  const p4 = a4 * b4;
  const e1 = productTail(a1, b1, p1);
  const e2 = productTail(a2, b2, p2);
  const e3 = productTail(a3, b3, p3);
  const e4 = productTail(a4, b4, p4);
  const s2 = p1 + p2;
  const t2 = sumTail(p1, p2, s2);
  const s3 = s2 + p3;
  const t3 = sumTail(s2, p3, s3);
  const h = s3 + p4;
  const t4 = sumTail(s3, p4, h);
  const m =
    Math.abs(e1) +
    Math.abs(e2) +
    Math.abs(e3) +
    Math.abs(e4) +
    Math.abs(t2) +
    Math.abs(t3) +
    Math.abs(t4);
  dotExact = m === 0;
  if (dotExact) {
    dotValue[0] = h;
    return h > 0 ? 1 : h < 0 ? -1 : 0;
  }
  const y = h + (e1 + e2 + e3 + e4 + t2 + t3 + t4);
  dotValue[0] = y;
  if ((y < 0 ? -y : y) * DOT_SCALE > m) return y > 0 ? 1 : -1;
  return UNDECIDED;
}

/** The value of the last {@link signOfDot}, rounded (within a few ulps). */
export function dotEstimate(): number {
  return dotValue[0]!;
}

/** Whether the last {@link signOfDot}'s value is exactly {@link dotEstimate} (no rounding occurred). */
export function dotWasExact(): boolean {
  return dotExact;
}
