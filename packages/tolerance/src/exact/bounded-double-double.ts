/**
 * `exact/`: exact arithmetic and the `exact` policy's staged decisions.
 *
 * Double-double values with a proven error bound: a {@link Bounded} holds
 * `hi`, `lo` and `err` such that the exact value lies in
 * `[hi + lo − err, hi + lo + err]`. The leading products and sums are
 * error-free transformations (TwoProduct, TwoSum: `@swept/core/internal`),
 * so `err` stays near `2^-100` of the magnitudes while a rounded double
 * evaluation errs by `2^-53` of them: the middle stage between the double
 * filter and expansions, for signs of values that are small only by
 * cancellation (`g` at a double within an ulp of a root).
 *
 * **Conditions (the caller's).** No value or product here overflows (below
 * `2^996`, for Veltkamp's split), and every value that is not zero is a
 * normal double (the callers keep all values on a grid `G ≥ 2^-912`, see
 * `walls/segment-point.ts`): then each rounded `+`, `−`, `×` of values has a
 * relative error of at most `u = 2^-53`. Products of error bounds may
 * underflow; each such product is rounded down by less than `2^-1074`, so
 * every multiplication adds {@link ETA} to `err`.
 *
 * **Bounds.** (γ_k = k·u/(1 − k·u); `γ_4 < 2^-50`.)
 * - `difference(a, b)`: TwoDiff, exact (`err = 0`).
 * - `add`: `S + s = a.hi ± b.hi` exactly (TwoSum); `lo = fl(fl(s + a.lo) ±
 *   b.lo)` errs by at most `γ_2·(|s| + |a.lo| + |b.lo|)`; `err` adds the
 *   operands' errors.
 * - `multiply`: `P + p = a.hi·b.hi` exactly (TwoProduct); `lo` sums `p` and
 *   the three rounded cross products, at most 4 roundings deep: error
 *   `≤ γ_4·(|p| + |a.hi·b.lo| + |a.lo·b.hi| + |a.lo·b.lo|)` (the computed
 *   products' magnitudes, each within `1 + u` of the exact ones, which
 *   `γ_4 < 2^-50` against the `2^-49` used absorbs). With the exact
 *   operands `A + α`, `B + β` (`|α| ≤ a.err`, `|β| ≤ b.err`), the product
 *   errs by `|A|·|β| + |B|·|α| + |α|·|β|` more, with `|A| ≤ |a.hi| + |a.lo|`.
 * - Every bound is itself computed in rounded arithmetic on non-negative
 *   numbers, so it may come out low by a factor `(1 − u)^k`; the callers'
 *   chains are at most 12 operations long with at most 8 roundings per
 *   bound each, so the computed `err` is at least `(1 − 2^-45)` times the
 *   true bound. {@link boundedSign} demands `|fl(hi + lo)| > (1 + 2^-40)·err`:
 *   then `|hi + lo| ≥ |fl(hi + lo)|/(1 + u) > err_true`, and the exact value
 *   has the sign of `fl(hi + lo)` (a rounded sum has the sign of the exact
 *   one).
 */
import { differenceTail, productTail, sumTail } from '@swept/core/internal';

/** A value known as `hi + lo ± err`. */
export class Bounded {
  hi = 0;
  lo = 0;
  err = 0;
}

const G2 = 2 ** -51; // ≥ γ_2
const G4 = 2 ** -49; // ≥ γ_4·(1 + u)
/** Covers the underflow of the (at most three) products of bounds in one multiplication. */
const ETA = 2 ** -1070;
const SAFETY = 1 + 2 ** -40;
const { abs } = Math;

/** `out = a − b`, exactly. */
export function boundedDifference(a: number, b: number, out: Bounded): void {
  const d = a - b;
  out.hi = d;
  out.lo = differenceTail(a, b, d);
  out.err = 0;
}

/** `out = x`, exactly. */
export function boundedExact(x: number, out: Bounded): void {
  out.hi = x;
  out.lo = 0;
  out.err = 0;
}

/** `out = a + sign·b` (`sign` ±1); `out` may alias an operand. */
export function boundedAdd(a: Bounded, b: Bounded, sign: number, out: Bounded): void {
  const bh = sign * b.hi;
  const bl = sign * b.lo;
  const S = a.hi + bh;
  const s = sumTail(a.hi, bh, S);
  const lo = s + a.lo + bl;
  const err = a.err + b.err + G2 * (abs(s) + abs(a.lo) + abs(bl));
  out.hi = S;
  out.lo = lo;
  out.err = err;
}

/** `out = a · b`; `out` may alias an operand. */
export function boundedMultiply(a: Bounded, b: Bounded, out: Bounded): void {
  const P = a.hi * b.hi;
  const p = productTail(a.hi, b.hi, P);
  const x = a.hi * b.lo;
  const y = a.lo * b.hi;
  const z = a.lo * b.lo;
  const ma = abs(a.hi) + abs(a.lo);
  const mb = abs(b.hi) + abs(b.lo);
  const err =
    G4 * (abs(p) + abs(x) + abs(y) + abs(z)) + ma * b.err + mb * a.err + a.err * b.err + ETA;
  out.hi = P;
  out.lo = p + x + y + z;
  out.err = err;
}

/** `out = a · t` for a double `t`. */
export function boundedScale(a: Bounded, t: number, out: Bounded): void {
  const P = a.hi * t;
  const p = productTail(a.hi, t, P);
  const y = a.lo * t;
  const at = abs(t);
  out.err = G4 * (abs(p) + abs(y)) + at * a.err + ETA;
  out.hi = P;
  out.lo = p + y;
}

/** The sign of the exact value when the bound decides it, else NaN. */
export function boundedSign(a: Bounded): number {
  const v = a.hi + a.lo;
  const b = SAFETY * a.err;
  if (v > b) return 1;
  if (v < -b) return -1;
  return a.err === 0 ? (v > 0 ? 1 : v < 0 ? -1 : 0) : Number.NaN;
}
