/**
 * The swept test's signs, decided exactly for the given doubles.
 *
 * With `C0 = b0 − a0`, `C1 = b1 − a1`, `D = C1 − C0`, `r = ra + rb` the
 * contract's `f(t) = |C0 + t·D|² − r² = P t² + 2Q t + R` is convex, and every
 * question about it on `[0, 1]` is a question about the signs of five
 * polynomials in the inputs (the sphere-TOI article's P, Q, R; the square-root-free article's end-point test):
 *
 *   R  = C0·C0 − r²           f(0)
 *   F1 = C1·C1 − r²           f(1) = P + 2Q + R, formed from C1 directly
 *   Q  = C0·D                 half the slope at t = 0
 *   PQ = C1·D = P + Q         half the slope at t = 1
 *   E  = P·R − Q²             P·(minimum of f): by Lagrange's identity
 *      = |C0 × C1|² − r²·|D|²  (C0 × D = C0 × C1), the cancellation-free form
 *
 * ## The filter (Shewchuk 1997, "Adaptive precision floating-point arithmetic
 * ## and fast robust geometric predicates", §4: a semi-static error bound)
 *
 * Each polynomial is evaluated in doubles exactly as written (differences of
 * inputs first). Within the core's input range every input is 0 or a double
 * of magnitude in [2^-200, 2^200], hence an integer multiple of 2^-252; every
 * non-zero product of degree ≤ 4 then lies in [2^-1008, 2^820], clear of
 * underflow and overflow, and a sum that lands below 2^-1022 is exact
 * (subnormal sums do not round). So each operation is exact up to a factor
 * (1 + δ), |δ| ≤ u = 2^-53. Expanding the evaluation tree into monomials of
 * the exact input differences, a monomial meets at most d roundings, so
 *
 *   |fl(X) − X| ≤ γ_d · |X|_abs,   γ_d = d·u / (1 − d·u),
 *
 * where |X|_abs is the sum of the monomials' magnitudes (Higham, "Accuracy
 * and Stability of Numerical Algorithms", Lemma 3.1). The depths d (in 3D;
 * 2D is shallower) and the bounds on |X|_abs by the contract's scale
 * S = |C0|² + |C1|² + r² (Cauchy–Schwarz and 2xy ≤ x² + y²) are
 *
 *   R, F1:  d = 5,  |X|_abs = |C0|² + r²                     ≤ S
 *   Q, PQ:  d = 5,  |X|_abs ≤ |C0|² + |C0||C1|               ≤ 1.5·S
 *   E:      d = 7,  |X|_abs ≤ 2|C0|²|C1|² + 2r²(|C0|² + |C1|²) ≤ S²
 *
 * S itself is computed with at most 6 roundings, so the exact S is at most
 * fl(S)·(1 + 7u); the bound's own products round twice more. Altogether
 * γ_5·1.5·S < 8u·fl(S)·(1 − 3u) and γ_7·S² < 8u·fl(S)²·(1 − 16u) (u² terms
 * are tiny), so with K = 8u = 2^-50 a computed value whose magnitude is at
 * more than fl(K·fl(S)) (degree 2) or fl(K·fl(fl(S)·fl(S))) (E) has the sign of
 * the exact value. Anything closer to zero goes to the fallback. (E's bound
 * is kept at least 2^-1000: below that `fl(K·S²)` would be subnormal and
 * round, and `K·S² < 2^-1000` there anyway.)
 *
 * ## The fallback
 * BigInt integers: every input times 2^252 is an integer (see above), so the
 * five polynomials are computed exactly in integers scaled by 2^504 (E by
 * 2^1008), and signs are read off directly.
 */
import type { Vec2, Vec3 } from '@swept/core';
import { dyadic, largestDoubleAtOrBefore } from './double.ts';
import {
  AT_OR_BEFORE,
  atOrBeforeVerdict,
  DOUBT,
  evaluate2,
  evaluate3,
} from './first-touch-filter.ts';
import { scaled, signOf } from './scaled.ts';

/** The filter's bound factor, 8u (derivation above). */
export const FILTER_K: number = 2 ** -50;
/** The smallest bound used for E: above the subnormal range (see above). */
export const E_BOUND_FLOOR: number = 2 ** -1000;

/** The five polynomials in exact integers (lengths scaled by 2^252). */
interface ExactCoefficients {
  P: bigint;
  Q: bigint;
  R: bigint;
  F1: bigint;
  PQ: bigint;
  E: bigint;
}

function dot(u: bigint[], v: bigint[]): bigint {
  let s = 0n;
  for (let i = 0; i < u.length; i++) s += u[i]! * v[i]!;
  return s;
}

/**
 * One swept query's state: the floating-point values with their bounds,
 * and the exact coefficients once a sign needed them. The exact queries
 * share one instance (they never nest), so a query allocates nothing here.
 */
class Sweep {
  // Input references, kept for the exact fallback (z reads as 0 in 2D).
  private a0: Vec3 | Vec2 = { x: 0, y: 0 };
  private a1: Vec3 | Vec2 = { x: 0, y: 0 };
  private b0: Vec3 | Vec2 = { x: 0, y: 0 };
  private b1: Vec3 | Vec2 = { x: 0, y: 0 };
  private ra = 0;
  private rb = 0;
  private is3d = false;
  // Floating-point differences and values.
  c0x = 0;
  c0y = 0;
  c0z = 0;
  c1x = 0;
  c1y = 0;
  c1z = 0;
  dx = 0;
  dy = 0;
  dz = 0;
  r = 0;
  private R = 0;
  private F1 = 0;
  private S = 0;
  private bound2 = 0;
  private exact: ExactCoefficients | null = null;
  /** Whether the current query has needed exact arithmetic. */
  usedFallback = false;

  load2(a0: Vec2, a1: Vec2, ra: number, b0: Vec2, b1: Vec2, rb: number): void {
    this.a0 = a0;
    this.a1 = a1;
    this.b0 = b0;
    this.b1 = b1;
    this.ra = ra;
    this.rb = rb;
    this.is3d = false;
    this.c0x = b0.x - a0.x;
    this.c0y = b0.y - a0.y;
    this.c0z = 0;
    this.c1x = b1.x - a1.x;
    this.c1y = b1.y - a1.y;
    this.c1z = 0;
    this.finishLoad();
  }

  load3(a0: Vec3, a1: Vec3, ra: number, b0: Vec3, b1: Vec3, rb: number): void {
    this.a0 = a0;
    this.a1 = a1;
    this.b0 = b0;
    this.b1 = b1;
    this.ra = ra;
    this.rb = rb;
    this.is3d = true;
    this.c0x = b0.x - a0.x;
    this.c0y = b0.y - a0.y;
    this.c0z = b0.z - a0.z;
    this.c1x = b1.x - a1.x;
    this.c1y = b1.y - a1.y;
    this.c1z = b1.z - a1.z;
    this.finishLoad();
  }

  private finishLoad(): void {
    const { c0x, c0y, c0z, c1x, c1y, c1z } = this;
    this.dx = c1x - c0x;
    this.dy = c1y - c0y;
    this.dz = c1z - c0z;
    const r = this.ra + this.rb;
    this.r = r;
    const rr = r * r;
    const c0c0 = c0x * c0x + c0y * c0y + c0z * c0z;
    const c1c1 = c1x * c1x + c1y * c1y + c1z * c1z;
    this.R = c0c0 - rr;
    this.F1 = c1c1 - rr;
    this.S = c0c0 + c1c1 + rr;
    this.bound2 = FILTER_K * this.S;
    this.exact = null;
    this.usedFallback = false;
  }

  private coefficients(): ExactCoefficients {
    if (this.exact !== null) return this.exact;
    this.usedFallback = true;
    const vec = (v: Vec2 | Vec3): bigint[] =>
      this.is3d ? [scaled(v.x), scaled(v.y), scaled((v as Vec3).z)] : [scaled(v.x), scaled(v.y)];
    const a0 = vec(this.a0);
    const a1 = vec(this.a1);
    const b0 = vec(this.b0);
    const b1 = vec(this.b1);
    const c0 = b0.map((b, i) => b - a0[i]!);
    const c1 = b1.map((b, i) => b - a1[i]!);
    const d = c1.map((c, i) => c - c0[i]!);
    const r = scaled(this.ra) + scaled(this.rb);
    const P = dot(d, d);
    const Q = dot(c0, d);
    const R = dot(c0, c0) - r * r;
    this.exact = { P, Q, R, F1: dot(c1, c1) - r * r, PQ: dot(c1, d), E: P * R - Q * Q };
    return this.exact;
  }

  /** The sign of a degree-2 value computed as `x`, exact. */
  private certify2(x: number, exact: () => bigint): number {
    if (x > this.bound2) return 1;
    if (x < -this.bound2) return -1;
    return signOf(exact());
  }

  /** sign(f(0)). */
  signR(): number {
    return this.certify2(this.R, () => this.coefficients().R);
  }

  /** sign(f(1)). */
  signF1(): number {
    return this.certify2(this.F1, () => this.coefficients().F1);
  }

  /** sign(Q): the approach rate at t = 0 (negative: approaching). */
  signQ(): number {
    const { c0x, c0y, c0z, dx, dy, dz } = this;
    return this.certify2(c0x * dx + c0y * dy + c0z * dz, () => this.coefficients().Q);
  }

  /** sign(P + Q) = sign(C1·D): the approach rate at t = 1. */
  signPQ(): number {
    const { c1x, c1y, c1z, dx, dy, dz } = this;
    return this.certify2(c1x * dx + c1y * dy + c1z * dz, () => this.coefficients().PQ);
  }

  /** The value E = |C0 × C1|² − r²|D|² in doubles. */
  private floatE(): number {
    const { c0x, c0y, c0z, c1x, c1y, c1z, r } = this;
    const kx = c0y * c1z - c0z * c1y;
    const ky = c0z * c1x - c0x * c1z;
    const kz = c0x * c1y - c0y * c1x;
    const rdx = r * this.dx;
    const rdy = r * this.dy;
    const rdz = r * this.dz;
    return kx * kx + ky * ky + kz * kz - (rdx * rdx + rdy * rdy + rdz * rdz);
  }

  /** sign(E) = sign(P·R − Q²): with P > 0, the sign of f at its vertex. */
  signE(): number {
    const e = this.floatE();
    const bound = Math.max(FILTER_K * (this.S * this.S), E_BOUND_FLOOR);
    if (e > bound) return 1;
    if (e < -bound) return -1;
    return signOf(this.coefficients().E);
  }

  /** The contract's swept test: `f(t) ≤ 0` for some `t ∈ [0, 1]`. */
  touches(): boolean {
    if (this.signR() <= 0) return true;
    if (this.signQ() >= 0) return false;
    if (this.signF1() <= 0) return true;
    if (this.signPQ() <= 0) return false;
    return this.signE() <= 0;
  }

  /** The sign of `min f` over `[0, 1]` (negative: they overlap at some t). */
  minSign(): number {
    const ends = Math.min(this.signR(), this.signF1());
    if (ends < 0) return -1;
    // The vertex −Q/P lies strictly inside (0, 1) iff Q < 0 < P + Q; then P > 0.
    if (this.signQ() < 0 && this.signPQ() > 0) return Math.min(ends, this.signE());
    return ends;
  }

  /**
   * Whether the double `t` lies at or before the first touch `t*`, given
   * `f(0) > 0` and a touch during the step: before its vertex `f` falls, so
   * `t ≤ t*` iff `f(t) ≥ 0` and `t` is not past the vertex (`P t + Q ≤ 0`).
   * A double-double filter (`first-touch-filter.ts`) settles almost every
   * `t`; else exactly: with `t = m / 2^k`, both are integer polynomials in
   * `m` and `2^k`.
   */
  private atOrBeforeFirstTouch(t: number): boolean {
    const { a0, a1, ra, b0, b1, rb } = this;
    if (this.is3d) evaluate3(t, a0 as Vec3, a1 as Vec3, ra, b0 as Vec3, b1 as Vec3, rb);
    else evaluate2(t, a0, a1, ra, b0, b1, rb);
    const filtered = atOrBeforeVerdict(t);
    if (filtered !== DOUBT) return filtered === AT_OR_BEFORE;
    const { P, Q, R } = this.coefficients();
    const { mantissa: m, exponent } = dyadic(t);
    const k = BigInt(-exponent);
    const K2 = 1n << k;
    if (P * m + Q * K2 > 0n) return false;
    return P * m * m + 2n * Q * m * K2 + R * K2 * K2 >= 0n;
  }

  /**
   * The largest double not after the first touch `t*` (the contract's
   * `exact` TOI), given `f(0) > 0` and a touch: the floating-point root
   * `R / (−Q + √(Q² − P·R))` (with `Q² − P·R = −E`), corrected exactly.
   */
  firstTouchFloor(): number {
    const { c0x, c0y, c0z, dx, dy, dz } = this;
    const q = c0x * dx + c0y * dy + c0z * dz;
    const e = this.floatE();
    const guess = this.R / (-q + Math.sqrt(e < 0 ? -e : 0));
    return largestDoubleAtOrBefore((t) => this.atOrBeforeFirstTouch(t), guess);
  }
}

/** The one sweep state the exact queries share. */
export const sweep: Sweep = new Sweep();
