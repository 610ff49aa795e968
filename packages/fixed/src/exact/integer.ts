/**
 * Exact integer helpers on doubles. Every operand is an integer below 2^53 in
 * magnitude, where `+ - *` are exact as long as the result stays below 2^53
 * and `/`, `Math.sqrt` are correctly rounded (ECMAScript requires IEEE-754
 * binary64), so a quotient or root is off by at most one before the exact
 * integer check below corrects it.
 */

/** `floor(n / d)` for safe integers `n`, `d > 0` with `|n| + d < 2^53`. */
export function floorDiv(n: number, d: number): number {
  let q = Math.floor(n / d);
  const r = n - q * d;
  if (r < 0) q -= 1;
  else if (r >= d) q += 1;
  return q;
}

/**
 * `n / d` rounded to the nearest integer, ties away from zero, for safe
 * integers `n`, `d > 0` with `2|n| + d < 2^53`.
 */
export function roundDiv(n: number, d: number): number {
  // `0 - q` rather than `-q`: results are raw values, never −0.
  return n < 0 ? 0 - floorDiv(d - 2 * n, 2 * d) : floorDiv(2 * n + d, 2 * d);
}

/**
 * `x / 65536` rounded to the nearest integer, ties away from zero, for an
 * integer `|x| < 2^53`: {@link roundHalfAway} of `x / 65536`, which is
 * exact (division by a power of two).
 */
export function roundShift16(x: number): number {
  return roundHalfAway(x / 65536);
}

/**
 * A double rounded to the nearest integer, ties away from zero, never −0.
 * `t = trunc(y)` and the fraction `y − t` are exact (the fraction is `y`'s
 * own low bits, with `y`'s sign), and so is `2·(y − t) ∈ (−2, 2)`, whose
 * truncation is `1` exactly when the fraction is `≥ 1/2`, `−1` when it is
 * `≤ −1/2`, else `±0`: the rounding step, with no `+ 0.5` that could round
 * up a value just below one half. The final `+ 0` turns the one −0 this can
 * give (`y ∈ (−1/2, 0)`: `−0 + −0`) into +0.
 *
 * Branch-free on purpose: the signs and fractions of a contact's components
 * are as good as random, and the two branches per rounding this replaces
 * mispredicted about half the time; eight roundings per contact cost about
 * a third of `circlesTimeOfImpact` on the hard mix (BENCHMARKS.md, issue 13).
 */
export function roundHalfAway(y: number): number {
  const t = Math.trunc(y);
  return t + Math.trunc(2 * (y - t)) + 0;
}

/** `floor(√n)` for a safe integer `n ≥ 0`: `s² ≤ n < (s + 1)²`. */
export function isqrtSafe(n: number): number {
  let s = Math.floor(Math.sqrt(n));
  // Math.sqrt is correctly rounded, so s is at most one off either way.
  if (s * s > n) s -= 1;
  else if ((s + 1) * (s + 1) <= n) s += 1;
  return s;
}
