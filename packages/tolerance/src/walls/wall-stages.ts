/**
 * `walls/`: the `exact` wall queries' stages, search and last resort.
 *
 * What the walls' staged signs (`segment-point.ts`, `triangle-point.ts`)
 * share: the double filter's decision rule and the record of the stages one
 * query needed.
 *
 * **The filter's rule.** A quantity evaluated in doubles as written, at most
 * 15 operations deep, next to the same expression over the inputs' absolute
 * values with every `−` turned into `+` (its magnitude `M`), where no
 * rounded value underflows or overflows (the callers' range guards): each
 * operation errs by a relative `u = 2^-53` at most, so the computed value
 * is the exact sum of the expression's monomials, each perturbed by a factor
 * `1 + θ` with `|θ| ≤ γ₁₅ = 15u/(1 − 15u)` (Higham, "Accuracy and Stability
 * of Numerical Algorithms", Lemma 3.1, along each monomial's path): the
 * error is at most `γ₁₅` times the sum of the monomials' magnitudes, which
 * the computed `M` overestimates by at most a factor `(1 − u)^-15`.
 * `γ₁₅·(1 − u)^-15 < 16u = 2^-49`, so a value beyond `±2^-49·M` has the
 * computed sign ({@link certain}); `M = 0` means every monomial is 0.
 */
import {
  STAGE_DOUBLE_DOUBLE,
  STAGE_EXPANSION,
  STAGE_FILTER,
  type Stage,
} from '@swept/core/internal';

const F = 2 ** -49;

/** The sign of `v` when the filter is sure of it (`|v| > 2^-49·m`), else NaN. */
export function certain(v: number, m: number): number {
  const b = F * m;
  if (v > b) return 1;
  if (v < -b) return -1;
  return m === 0 ? 0 : Number.NaN;
}

/** Which later stages the signs of the current query needed (queries never nest). */
export const used: { doubleDouble: boolean; exact: boolean } = {
  doubleDouble: false,
  exact: false,
};

/** Forgets which stages ran (call once per query). */
export function resetWallStages(): void {
  used.doubleDouble = false;
  used.exact = false;
}

/** The most expensive stage any sign since {@link resetWallStages} needed. */
export function wallStage(): Stage {
  return used.exact ? STAGE_EXPANSION : used.doubleDouble ? STAGE_DOUBLE_DOUBLE : STAGE_FILTER;
}
