// walls/: the oracle's wall machinery — the capsule and rounded-slab pieces, wall cases from the variants' inputs, the surds of first touches.
/**
 * Exact quadratic surds `s + w·√k` (`s`, `w`, `k ≥ 0` rational): the form of
 * every first touch of a moving circle or sphere with a wall. Each piece of a
 * capsule or rounded slab is entered at a rational time or at the smaller root
 * `−Q/P − √(Q² − PR)/P` of a quadratic, and the contact parameter `u` is a
 * linear function of that time. Comparisons are decided by sign analysis and
 * squaring, never by floating point.
 */
import { add, cmp, floorRat, isqrt, mul, neg, type Rat, rat, sign, sub, ZERO } from '../rat.ts';

/** `s + w·√k`, exactly (`k ≥ 0`). A rational has `w = 0`. */
export interface Surd {
  readonly s: Rat;
  readonly w: Rat;
  readonly k: Rat;
}

export function surdFromRat(s: Rat): Surd {
  return { s, w: ZERO, k: ZERO };
}

/** `x` with a rational root folded in: `k = (p/q)²` becomes `s + w·p/q`, `w = 0`. */
export function surdNormalize(x: Surd): Surd {
  if (sign(x.w) === 0 || sign(x.k) === 0)
    return x.w.n === 0n && x.k.n === 0n ? x : surdFromRat(x.s);
  const p = isqrt(x.k.n);
  const q = isqrt(x.k.d);
  if (p * p !== x.k.n || q * q !== x.k.d) return x;
  return surdFromRat(add(x.s, mul(x.w, rat(p, q))));
}

/** `a·x + b` for rationals `a`, `b`. */
export function surdAffine(x: Surd, a: Rat, b: Rat): Surd {
  return { s: add(mul(a, x.s), b), w: mul(a, x.w), k: x.k };
}

/** The sign of `b·√x + c·√y` (`x, y ≥ 0`). */
function signOfRoots(b: Rat, x: Rat, c: Rat, y: Rat): -1 | 0 | 1 {
  const s1 = sign(x) === 0 ? 0 : sign(b);
  const s2 = sign(y) === 0 ? 0 : sign(c);
  if (s1 === 0) return s2;
  if (s2 === 0 || s1 === s2) return s1;
  // Opposite signs: the larger magnitude wins; compare the squares b²x and c²y.
  const d = cmp(mul(mul(b, b), x), mul(mul(c, c), y));
  return d === 0 ? 0 : d > 0 ? s1 : s2;
}

/** The sign of `a + b·√x + c·√y`, exactly (`x, y ≥ 0`). */
export function signOfSum(a: Rat, b: Rat, x: Rat, c: Rat, y: Rat): -1 | 0 | 1 {
  const sa = sign(a);
  const sr = signOfRoots(b, x, c, y);
  if (sa === 0) return sr;
  if (sr === 0 || sr === sa) return sa;
  // a and β = b√x + c√y have opposite signs: sign(a + β) = sa · sign(a² − β²),
  // a² − β² = (a² − b²x − c²y) − 2bc·√(xy).
  const rest = sub(sub(mul(a, a), mul(mul(b, b), x)), mul(mul(c, c), y));
  const d = signOfRoots(rest, rat(1), neg(mul(rat(2), mul(b, c))), mul(x, y));
  if (d === 0) return 0;
  return d > 0 ? sa : sa > 0 ? -1 : 1;
}

/** The sign of `x − y`. */
export function compareSurd(x: Surd, y: Surd): -1 | 0 | 1 {
  return signOfSum(sub(x.s, y.s), x.w, x.k, neg(y.w), y.k);
}

/** `floor(x · n)` for an integer `n > 0`, exactly. */
export function floorSurd(x: Surd, n: bigint): bigint {
  const N = rat(n);
  // A guess from integer square roots (off by at most 2), then corrected by exact comparisons.
  const root = isqrt(floorRat(mul(mul(mul(N, N), mul(x.w, x.w)), x.k)));
  let k = floorRat(mul(N, x.s)) + (sign(x.w) < 0 ? -root : root);
  while (compareSurd(surdFromRat(rat(k, n)), x) > 0) k -= 1n;
  while (compareSurd(surdFromRat(rat(k + 1n, n)), x) <= 0) k += 1n;
  return k;
}
