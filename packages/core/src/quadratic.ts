/**
 * The swept-contact kernel shared by 2D and 3D, scalar and batch forms.
 *
 * With `C0 = b0 − a0`, `C1 = b1 − a1`, `D = C1 − C0` and `r = ra + rb`, the
 * squared gap over the step is `f(t) = |C0 + t·D|² − r² = P t² + 2Q t + R`
 * (`P = D·D`, `Q = C0·D`, `R = C0·C0 − r²`; the sphere-TOI article, "P, Q, R"). Only these
 * numbers and `f1 = f(1) = C1·C1 − r²` are needed, whatever the dimension.
 * `f1` is passed in, formed from `C1` directly, because `P + 2Q + R` would
 * round where `C1·C1 − r²` does not (the square-root-free article tests the end point the same
 * way: `(C1, C1) ≤ r²`).
 *
 * Both functions below take the same branches, so `touchesDuringStep` is
 * true exactly when `firstTouchTime` is `≥ 0`, bit for bit.
 *
 * The same case split (`R`, `Q`, `f(1)`, `P + Q`, then the vertex) is written
 * once per kind of number that decides it, and nowhere else: here on
 * rounded doubles; in `@swept/fixed` (`src/quadratic.ts`) on exact doubles,
 * on filtered doubles that may be undecided, and on exact integers in
 * limbs (integers held in doubles); in `@swept/tolerance`
 * (`src/exact/swept-verdict.ts`, `src/exact/sweep.ts`) on signs certified one at a
 * time, each of which may cost an evaluation in floating-point expansions.
 * One function for all of them would have to take the signs as callbacks
 * (to keep them lazy) or compute all five first (paying for exact signs
 * the split never reads), inside loops that run at 3–4 ns per pair (the batch
 * forms); so each keeps its copy, and all of them answer to the same oracle
 * (which decides by the minimum of f, a different derivation) and the same
 * conformance vectors. (Folding `firstTouchTime` into a call of
 * `touchesDuringStep` measured no faster and no slower within this
 * machine's noise, so the two stay written out side by side.)
 */

/**
 * `true` iff `f(t) ≤ 0` for some `t ∈ [0, 1]` (touching counts).
 *
 * Case split (f is a convex parabola, `P ≥ 0`):
 * - `R ≤ 0`: touching or overlapping at `t = 0`.
 * - `Q ≥ 0`: not approaching at `t = 0`; `f` only grows from `R > 0`. This
 *   covers `P = 0` (equal velocities: `D = 0`, so `Q = 0`), where the square-root-free article's
 *   vertex test misfires.
 * - `f1 ≤ 0`: touching at the end of the step.
 * - `P + Q ≤ 0` (`= C1·D ≤ 0`): the vertex `−Q/P` lies at or after `t = 1`, so
 *   the minimum on the step is `f1 > 0`.
 * - otherwise the vertex is inside: the minimum `R − Q²/P ≤ 0` iff `Q² ≥ P·R`.
 */
export function touchesDuringStep(P: number, Q: number, R: number, f1: number): boolean {
  if (R <= 0) return true;
  if (Q >= 0) return false;
  if (f1 <= 0) return true;
  if (P + Q <= 0) return false;
  return Q * Q >= P * R;
}

/**
 * The first `t ∈ [0, 1]` with `f(t) ≤ 0`, or `-1` when the bodies never
 * touch during the step. Same case split as {@link touchesDuringStep}.
 *
 * The first root is taken in the cancellation-free form
 * `t = R / (−Q + √(Q² − P·R))`: with `Q < 0` both terms of the denominator are
 * `≥ 0`, whereas the textbook `(−Q − √disc)/P` subtracts two nearly equal
 * numbers when `P·R` is small (the sphere-TOI article uses the textbook form).
 */
export function firstTouchTime(P: number, Q: number, R: number, f1: number): number {
  if (R <= 0) return 0;
  if (Q >= 0) return -1;
  const disc = Q * Q - P * R;
  if (f1 > 0 && (P + Q <= 0 || disc < 0)) return -1;
  // With f1 ≤ 0 a root lies in (0, 1]; rounding may still make a grazing
  // `disc` slightly negative, whose true value is then ≈ 0.
  const t = R / (-Q + Math.sqrt(Math.max(disc, 0)));
  return Math.min(t, 1);
}
