/**
 * The root kernel of the wall queries: the first `τ ∈ [0, 1]` at which a
 * convex quadratic `q(τ) = P τ² + 2Q τ + R` reaches 0, given its value at the
 * end `f1 = q(1)` (formed from the end position, not as `P + 2Q + R`) and its
 * discriminant `disc = Q² − P·R`, which the caller forms **without
 * cancellation**. Every `q` here is a squared length `|A + τB|²` minus a
 * constant `k²`, and Lagrange's identity turns `Q² − PR` into
 * `k²·|B|² − |A × B|²`: two terms of the size of the answer instead of two
 * terms of size `|A|²|B|²` whose difference is the answer. Same case split as
 * the pair queries' (`../quadratic.ts`), whose root form
 * `R / (−Q + √disc)` adds two non-negative terms.
 *
 * Returns `-1` when `q` stays positive on `[0, 1]`.
 */
export function entryTime(P: number, Q: number, R: number, f1: number, disc: number): number {
  if (R <= 0) return 0;
  if (Q >= 0) return -1;
  if (f1 > 0 && (P + Q <= 0 || disc < 0)) return -1;
  // With f1 ≤ 0 a root lies in (0, 1]; a grazing disc may round below 0.
  return Math.min(R / (-Q + Math.sqrt(Math.max(disc, 0))), 1);
}

/**
 * The first `τ ∈ [0, 1]` at which a signed distance `h(τ) = h0 + τ·hd` to a
 * line or plane (scaled by `len`, the length of the unnormalised normal) is
 * within `r·len` of 0, or `-1`. Decided on squares (`h² ≤ r²·len²`), so the
 * decision is exact wherever the products are; only the time itself uses
 * `√(len²)`. `h1 = h(1)` comes from the end position.
 */
export function slabEntryTime(
  h0: number,
  h1: number,
  hd: number,
  rr: number,
  r: number,
  lenSquared: number,
): number {
  const limit = rr * lenSquared;
  const h0h0 = h0 * h0;
  if (h0h0 <= limit) return 0;
  if (!(h1 * h1 <= limit || h0 < 0 !== h1 < 0)) return -1;
  // The gap |h0| − r·len, approached at the rate |hd|, formed as
  // (h0² − r²len²)/(|h0| + r·len): the difference of the squares is the one
  // the decision above was made on (exact where products are), and the
  // denominator adds two non-negative terms, so the root does not cancel.
  const gap = (h0h0 - limit) / (Math.abs(h0) + r * Math.sqrt(lenSquared));
  const rate = Math.abs(hd);
  return gap < rate ? gap / rate : 1;
}
