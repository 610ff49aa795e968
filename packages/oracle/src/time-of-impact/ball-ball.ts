/**
 * The exact time of impact `t*`: the smallest `t ∈ [0, 1]` with `f(t) ≤ 0`.
 * It is 0 when the bodies touch at the start (`R ≤ 0`); otherwise the smaller
 * root `(−Q − √(Q² − PR)) / P` of `f` (or `−R / 2Q` when `P = 0`), irrational
 * in general. Everything here decides against `t*` without ever forming it:
 *
 * - for `R > 0` (and a touch), `f` is decreasing up to its vertex `−Q/P` and
 *   `t* ≤ −Q/P`; so for `t ≤ −Q/P` the sign of `t − t*` is `−sign f(t)`, and
 *   every `t` beyond the vertex lies after `t*`.
 */
import { nextUp, ratFromDouble } from '../double.ts';
import { coefficients, fAt, type SweptCase, vertex } from '../quadratic.ts';
import { cmp, floorDiv, isqrt, type Rat, rat, sign } from '../rat.ts';
import { sweptBallsExact } from '../swept/ball-ball.ts';
import { largestTrue } from './search.ts';

function requireTouch(c: SweptCase): void {
  if (!sweptBallsExact(c))
    throw new RangeError('c: the bodies never touch, so there is no time of impact');
}

/** The sign of `t − t*` (any rational `t`); throws a `RangeError` when the bodies never touch. */
export function compareBallsTimeOfImpact(c: SweptCase, t: Rat): -1 | 0 | 1 {
  requireTouch(c);
  const { R } = coefficients(c);
  if (sign(R) <= 0) return sign(t);
  const v = vertex(c);
  if (v !== null && cmp(t, v) > 0) return 1;
  const s = sign(fAt(c, t));
  return s > 0 ? -1 : s < 0 ? 1 : 0;
}

/**
 * A guess at `floor(t* · N)` from the closed form with an integer square root;
 * off by at most one, and only ever used as the starting point of an exact search.
 */
function guessFloor(c: SweptCase, N: bigint): bigint {
  const { P, Q, R } = coefficients(c);
  if (sign(R) <= 0) return 0n;
  // t* = −R / 2Q (Q < 0 here, since f falls from R > 0 to a touch).
  if (sign(P) === 0) return floorDiv(R.n * Q.d * N, -2n * R.d * Q.n);
  // Scaled by the common denominator P.d·Q.d·R.d, the coefficients are integers p, q, r.
  const p = P.n * Q.d * R.d;
  const q = Q.n * P.d * R.d;
  const r = R.n * P.d * Q.d;
  return floorDiv(-q * N - isqrt((q * q - p * r) * N * N), p);
}

/** `floor(t* · denom)`, exactly: the largest `k` with `k / denom ≤ t*`. */
export function ballsTimeOfImpactFloor(c: SweptCase, denom: bigint): bigint {
  requireTouch(c);
  if (denom <= 0n) throw new RangeError(`denom must be > 0 (got ${denom})`);
  return largestTrue(
    (k) => compareBallsTimeOfImpact(c, rat(k, denom)) <= 0,
    guessFloor(c, denom),
    0n,
    denom,
  );
}

const view = new DataView(new ArrayBuffer(8));

function doubleFromBits(bits: bigint): number {
  view.setBigUint64(0, bits);
  return view.getFloat64(0);
}

function bitsFromDouble(x: number): bigint {
  view.setFloat64(0, x);
  return view.getBigUint64(0);
}

/**
 * `[lo, hi]`: the largest double `≤ t*` and the smallest double `≥ t*` (equal
 * when `t*` is a double). The tolerance package's `exact` policy must return `lo`.
 */
export function ballsTimeOfImpactBracket(c: SweptCase): [number, number] {
  requireTouch(c);
  // 2^1100 puts even subnormal t* on an integer grid finer than any double spacing.
  const shift = 1100n;
  const k = guessFloor(c, 1n << shift);
  const guess = Number(k >> (shift - 60n)) * 2 ** -60;
  // Non-negative doubles are ordered like their bit patterns.
  const loBits = largestTrue(
    (b) => compareBallsTimeOfImpact(c, ratFromDouble(doubleFromBits(b))) <= 0,
    bitsFromDouble(Number.isFinite(guess) ? guess : 0),
    0n,
    bitsFromDouble(1),
  );
  const lo = doubleFromBits(loBits);
  return [lo, compareBallsTimeOfImpact(c, ratFromDouble(lo)) === 0 ? lo : nextUp(lo)];
}
