/**
 * Exact integer helpers on doubles. Every operand is an integer below 2^53 in
 * magnitude, where `+ - *` are exact as long as the result stays below 2^53
 * and `/`, `Math.sqrt` are correctly rounded (ECMAScript requires IEEE-754
 * binary64), so a quotient or root is off by at most one before the exact
 * integer check below corrects it.
 */

/** `floor(n / d)` for safe integers `n`, `d > 0` with `|n| + d < 2^53`. */
function floorDiv(n: number, d: number): number {
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
 * integer `|x| < 2^53`. Division by a power of two is exact, so `Math.floor`
 * sees the exact quotient.
 */
export function roundShift16(x: number): number {
  return x < 0 ? 0 - Math.floor((32768 - x) / 65536) : Math.floor((x + 32768) / 65536);
}

/**
 * A double rounded to the nearest integer, ties away from zero, never −0:
 * `|y|` is formed as `0 − y` for `y ≤ 0`, which is `+0` for `y = −0` (a
 * zero component `−0·65536/len` of a normal), and a negative result as
 * `0 − r`. The fractional part `|y| − floor(|y|)` is exact, so no `+ 0.5`
 * can round up a value just below one half.
 */
export function roundHalfAway(y: number): number {
  const m = y > 0 ? y : 0 - y;
  const f = Math.floor(m);
  const r = m - f >= 0.5 ? f + 1 : f;
  return y < 0 ? 0 - r : r;
}

/** `floor(√n)` for a safe integer `n ≥ 0`: `s² ≤ n < (s + 1)²`. */
export function isqrtSafe(n: number): number {
  let s = Math.floor(Math.sqrt(n));
  // Math.sqrt is correctly rounded, so s is at most one off either way.
  if (s * s > n) s -= 1;
  else if ((s + 1) * (s + 1) <= n) s += 1;
  return s;
}
