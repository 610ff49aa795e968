/**
 * Tolerance policies: small immutable value objects that name how contact is
 * decided. `exact` answers as exact arithmetic on the given doubles would;
 * the band policies widen the contact distance `r = ra + rb` into a band
 * `[inner, outer]` (see README, "Semantics"):
 *
 * | policy          | half-width w         | overlap when     | touch when       | push apart to |
 * |-----------------|----------------------|------------------|------------------|---------------|
 * | absolute(eps)   | eps                  | dist < r − w     | dist ≤ r + w     | r             |
 * | relative(eps)   | eps · r              | dist < r − w     | dist ≤ r + w     | r             |
 * | ulps(n)         | n · ulp(r)           | dist < r − w     | dist ≤ r + w     | r             |
 * | rounded(digits) | ½ · 10^−digits       | dist < r − w     | dist ≤ r + w     | r             |
 * | slop(s)         | s                    | dist < r         | dist ≤ r + s     | r + s         |
 */
import { describe } from '@swept/core/internal';

/** Exact arithmetic on the given doubles; see the README. */
export interface ExactPolicy {
  /** Tells the policies apart: `'exact'`. */
  readonly kind: 'exact';
  /** How the policy prints: `'exact'`. */
  readonly name: 'exact';
}

/**
 * A contact band around `ra + rb`, of half-width `w` as in the table at the
 * top of this module (made by {@link absolute}, {@link relative}, {@link ulps},
 * {@link rounded} or {@link slop}).
 */
export interface BandPolicy {
  /** Which band rule the policy follows. */
  readonly kind: 'absolute' | 'relative' | 'ulps' | 'rounded' | 'slop';
  /** How the policy was made, e.g. `'absolute(0.001)'`. */
  readonly name: string;
  /**
   * The band's size in the policy's unit: `eps` (absolute, relative), `n`
   * (ulps), `½·10^−digits` (rounded), `s` (slop).
   */
  readonly size: number;
}

/** Any tolerance policy. */
export type Policy = ExactPolicy | BandPolicy;

function band(kind: BandPolicy['kind'], name: string, size: number): BandPolicy {
  return Object.freeze({ kind, name, size });
}

/** `true` for a finite number `≥ 0` (not `-0` spelled differently: `-0` counts as 0). */
function finiteNonNegative(x: number): boolean {
  return typeof x === 'number' && x - x === 0 && x >= 0;
}

/**
 * Exact arithmetic: every answer equals the exact mathematical answer for the
 * given doubles; a time of impact is the largest double not after the exact one.
 */
export const exact: ExactPolicy = Object.freeze({ kind: 'exact', name: 'exact' });

/**
 * A contact band of half-width `eps` (in world units) around `ra + rb`.
 * @throws RangeError `eps must be a finite number >= 0 (got …)`.
 */
export function absolute(eps: number): BandPolicy {
  if (!finiteNonNegative(eps)) {
    throw new RangeError(`eps must be a finite number >= 0 (got ${describe(eps)})`);
  }
  return band('absolute', `absolute(${describe(eps)})`, eps);
}

/**
 * A contact band of half-width `eps · (ra + rb)`: the same tolerance for a
 * bullet and a planet, in proportion.
 * @throws RangeError `eps must be a number in [0, 1) (got …)`.
 */
export function relative(eps: number): BandPolicy {
  if (!(finiteNonNegative(eps) && eps < 1)) {
    throw new RangeError(`eps must be a number in [0, 1) (got ${describe(eps)})`);
  }
  return band('relative', `relative(${describe(eps)})`, eps);
}

/**
 * A contact band of half-width `n` units in the last place of `ra + rb`
 * (the spacing of the doubles there): absorbs exactly the rounding a float
 * computation of the contact distance can make.
 * @throws RangeError `n must be a non-negative safe integer (got …)`.
 */
export function ulps(n: number): BandPolicy {
  if (!(Number.isSafeInteger(n) && n >= 0)) {
    throw new RangeError(`n must be a non-negative safe integer (got ${describe(n)})`);
  }
  return band('ulps', `ulps(${describe(n)})`, n);
}

/**
 * The push-apart article's fix, generalised: the gap `|b − a| − (ra + rb)` is rounded to
 * `digits` decimal places before its sign is read, so a gap smaller than half
 * a unit in that place (`½·10^−digits`) is contact. `rounded(0)` is the
 * article's `gap.round`.
 * @throws RangeError `digits must be an integer in [-15, 15] (got …)`.
 */
export function rounded(digits: number): BandPolicy {
  if (!(Number.isInteger(digits) && digits >= -15 && digits <= 15)) {
    throw new RangeError(`digits must be an integer in [-15, 15] (got ${describe(digits)})`);
  }
  // ½·10^−digits, correctly rounded by the decimal parser: "5e-1" for digits 0.
  return band('rounded', `rounded(${digits === 0 ? 0 : digits})`, Number(`5e${-digits - 1}`));
}

/**
 * Box2D's linear slop: bodies within `s` of touching are in contact (no
 * tunnelling through a resting contact), and separation leaves a gap of `s`
 * so that the next frame's small motions do not push again.
 * @throws RangeError `s must be a finite number > 0 (got …)`.
 */
export function slop(s: number): BandPolicy {
  if (!(finiteNonNegative(s) && s > 0)) {
    throw new RangeError(`s must be a finite number > 0 (got ${describe(s)})`);
  }
  return band('slop', `slop(${describe(s)})`, s);
}
