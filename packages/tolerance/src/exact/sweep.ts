/**
 * `exact/`: exact arithmetic and the `exact` policy's staged decisions.
 *
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
 * ## The exact-products stage (grid inputs)
 * When every difference `C0`, `C1`, `D` and the sum `r` is exact in doubles
 * (one TwoDiff tail check each: inputs on a grid, the usual case of the
 * exact touches and grazes that defeat the filter), each degree-2 value is a
 * sum of at most four products of doubles, and its sign comes from
 * `signOfDot` (`@swept/core/internal`, proof there): TwoProduct and TwoSum
 * with a bound from the rounding errors that actually occurred, so an
 * exact zero is settled when nothing rounded. The multiples of `2^-252`
 * above make every product's tail a multiple of `2^-504`, representable.
 * When `P`, `Q` and `R` come out as exact doubles, `E = P·R − Q²` is
 * `compareProducts(P, R, Q, Q)` (exact: the rounded products are monotone,
 * ties go to their TwoProduct tails, multiples of `2^-1008`). Counted as the
 * double-double stage: a head and a low part with a proven bound.
 *
 * ## The exact stage
 * Floating-point expansions (`exact-sweep.ts`): the five polynomials from
 * the exact input differences, with no rounding at all, entered only for a
 * sign the stages before left in doubt. The time of impact's rounding of
 * `t*` adds stages in between (`first-touch-filter.ts`, double-double with a
 * proven bound; then the exact-products stage at `t`, `atOrBeforeProducts`),
 * and asks the exact stage only the signs of `P·t + Q` and `f(t)` at a
 * double `t`.
 */
import type { Vec2, Vec3 } from '@swept/core';
import {
  compareProducts,
  differenceTail,
  dotEstimate,
  dotWasExact,
  productTail,
  STAGE_DOUBLE_DOUBLE,
  STAGE_EXPANSION,
  STAGE_FILTER,
  type Stage,
  signOfDot,
  signOfSum,
  sumTail,
  UNDECIDED,
} from '@swept/core/internal';
import { largestDoubleAtOrBefore } from '../double.ts';
import { ExactSweep } from './exact-sweep.ts';
import {
  AFTER,
  AT_OR_BEFORE,
  atOrBeforeVerdict,
  DOUBT,
  evaluateAt,
  load2 as loadFilter2,
  load3 as loadFilter3,
} from './first-touch-filter.ts';

/** The filter's bound factor, 8u (derivation above). */
export const FILTER_K: number = 2 ** -50;
/** The smallest bound used for E: above the subnormal range (see above). */
export const E_BOUND_FLOOR: number = 2 ** -1000;
/** The smallest `t` the exact-products stage takes (`atOrBeforeProducts` says why). */
const T_PRODUCTS = 2 ** -233;

// The degree-2 values of the exact-products stage.
const R_VALUE = 0;
const F1_VALUE = 1;
const Q_VALUE = 2;
const PQ_VALUE = 3;
const P_VALUE = 4;

/**
 * One swept query's state: the floating-point values with their bounds,
 * and the exact coefficients once a sign needed them. The exact queries
 * share one instance (they never nest), so a query allocates nothing here.
 */
class Sweep {
  // Input references, kept for the exact stage (z reads as 0 in 2D).
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
  private readonly exact = new ExactSweep();
  private exactLoaded = false;
  /** 1: `C0`, `C1`, `D`, `r` are exact in doubles; 0: not; -1: not yet known. */
  private exactDifferences = -1;
  /** Whether `gridP`, `gridQ`, `gridR` are known (NaN: not exact in doubles). */
  private gridKnown = false;
  private gridP = Number.NaN;
  private gridQ = Number.NaN;
  private gridR = Number.NaN;
  /** `E` to within a few ulps once a stage past the filter computed it, else NaN. */
  private eEstimate = Number.NaN;
  /** Whether the double-double filter holds this query (`first-touch-filter.ts` keeps one). */
  private filterLoaded = false;
  /** {@link atOrBeforeFirstTouch} as a function, made once (not a closure per query). */
  private readonly atOrBefore = (t: number): boolean => this.atOrBeforeFirstTouch(t);
  /** The most expensive stage the current query has needed. */
  stage: Stage = STAGE_FILTER;

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
    this.exactLoaded = false;
    this.exactDifferences = -1;
    this.gridKnown = false;
    this.eEstimate = Number.NaN;
    this.filterLoaded = false;
    this.stage = STAGE_FILTER;
  }

  /** The exact stage, loaded with the current query. */
  private exactStage(): ExactSweep {
    this.stage = STAGE_EXPANSION;
    if (!this.exactLoaded) {
      this.exact.load(this.is3d ? 3 : 2, this.a0, this.a1, this.ra, this.b0, this.b1, this.rb);
      this.exactLoaded = true;
    }
    return this.exact;
  }

  /** Whether `C0`, `C1`, `D` and `r` are exact in doubles (TwoDiff / TwoSum tails all zero). */
  private differencesExact(): boolean {
    if (this.exactDifferences < 0) {
      const { a0, a1, b0, b1, c0x, c0y, c1x, c1y } = this;
      let exact =
        differenceTail(b0.x, a0.x, c0x) === 0 &&
        differenceTail(b0.y, a0.y, c0y) === 0 &&
        differenceTail(b1.x, a1.x, c1x) === 0 &&
        differenceTail(b1.y, a1.y, c1y) === 0 &&
        differenceTail(c1x, c0x, this.dx) === 0 &&
        differenceTail(c1y, c0y, this.dy) === 0 &&
        sumTail(this.ra, this.rb, this.r) === 0;
      if (exact && this.is3d) {
        exact =
          differenceTail((b0 as Vec3).z, (a0 as Vec3).z, this.c0z) === 0 &&
          differenceTail((b1 as Vec3).z, (a1 as Vec3).z, this.c1z) === 0 &&
          differenceTail(this.c1z, this.c0z, this.dz) === 0;
      }
      this.exactDifferences = exact ? 1 : 0;
    }
    return this.exactDifferences === 1;
  }

  /** The exact-products stage's sign of a degree-2 value (`R_VALUE` …), or UNDECIDED. */
  private productsSign(value: number): number {
    if (!this.differencesExact()) return UNDECIDED;
    const { c0x, c0y, c0z, c1x, c1y, c1z, dx, dy, dz, r } = this;
    let s: number;
    if (value === R_VALUE) s = signOfDot(c0x, c0x, c0y, c0y, c0z, c0z, r, -r);
    else if (value === F1_VALUE) s = signOfDot(c1x, c1x, c1y, c1y, c1z, c1z, r, -r);
    else if (value === Q_VALUE) s = signOfDot(c0x, dx, c0y, dy, c0z, dz, 0, 0);
    else if (value === PQ_VALUE) s = signOfDot(c1x, dx, c1y, dy, c1z, dz, 0, 0);
    else s = signOfDot(dx, dx, dy, dy, dz, dz, 0, 0);
    if (s !== UNDECIDED && this.stage === STAGE_FILTER) this.stage = STAGE_DOUBLE_DOUBLE;
    return s;
  }

  /** The exact value of a degree-2 value when it is a double, else NaN. */
  private gridValue(value: number): number {
    return this.productsSign(value) !== UNDECIDED && dotWasExact() ? dotEstimate() : Number.NaN;
  }

  /** Whether `P`, `Q` and `R` are exact doubles (then in `gridP`, `gridQ`, `gridR`). */
  private gridValues(): boolean {
    if (!this.gridKnown) {
      this.gridKnown = true;
      this.gridP = this.gridValue(P_VALUE);
      this.gridQ = this.gridValue(Q_VALUE);
      this.gridR = this.gridValue(R_VALUE);
    }
    return !(Number.isNaN(this.gridP) || Number.isNaN(this.gridQ) || Number.isNaN(this.gridR));
  }

  /** The sign of a degree-2 value computed as `x`, exact. */
  private certify2(x: number): boolean {
    return x > this.bound2 || x < -this.bound2;
  }

  /** sign(f(0)). */
  signR(): number {
    if (this.certify2(this.R)) return Math.sign(this.R);
    const s = this.productsSign(R_VALUE);
    return s !== UNDECIDED ? s : this.exactStage().signR();
  }

  /** sign(f(1)). */
  signF1(): number {
    if (this.certify2(this.F1)) return Math.sign(this.F1);
    const s = this.productsSign(F1_VALUE);
    return s !== UNDECIDED ? s : this.exactStage().signF1();
  }

  /** sign(Q): the approach rate at t = 0 (negative: approaching). */
  signQ(): number {
    const { c0x, c0y, c0z, dx, dy, dz } = this;
    const q = c0x * dx + c0y * dy + c0z * dz;
    if (this.certify2(q)) return Math.sign(q);
    const s = this.productsSign(Q_VALUE);
    return s !== UNDECIDED ? s : this.exactStage().signQ();
  }

  /** sign(P + Q) = sign(C1·D): the approach rate at t = 1. */
  signPQ(): number {
    const { c1x, c1y, c1z, dx, dy, dz } = this;
    const pq = c1x * dx + c1y * dy + c1z * dz;
    if (this.certify2(pq)) return Math.sign(pq);
    const s = this.productsSign(PQ_VALUE);
    return s !== UNDECIDED ? s : this.exactStage().signPQ();
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
    if (this.gridValues()) {
      const { gridP: P, gridQ: Q, gridR: R } = this;
      const s = compareProducts(P, R, Q, Q);
      const pr = P * R;
      const qq = Q * Q;
      this.eEstimate = s === 0 ? 0 : pr - qq + (productTail(P, R, pr) - productTail(Q, Q, qq));
      return s;
    }
    const s = this.exactStage().signE();
    this.eEstimate = this.exact.estimateE();
    return s;
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
   * `t`; else the exact stage decides from the signs of the two.
   */
  private atOrBeforeFirstTouch(t: number): boolean {
    const { a0, a1, ra, b0, b1, rb } = this;
    if (!this.filterLoaded) {
      if (this.is3d) loadFilter3(a0 as Vec3, a1 as Vec3, ra, b0 as Vec3, b1 as Vec3, rb);
      else loadFilter2(a0, a1, ra, b0, b1, rb);
      this.filterLoaded = true;
    }
    evaluateAt(t);
    let verdict = atOrBeforeVerdict(t);
    if (verdict === DOUBT) verdict = this.atOrBeforeProducts(t);
    if (verdict === DOUBT) return this.exactStage().atOrBefore(t);
    if (this.stage === STAGE_FILTER) this.stage = STAGE_DOUBLE_DOUBLE;
    return verdict === AT_OR_BEFORE;
  }

  /**
   * The exact-products stage of `t ≤ t*` (grid inputs: `P`, `Q`, `R` exact
   * doubles), for a double `t ≥ 2^-233`, or DOUBT. The slope `Q + t·P` is
   * `Q + p + e` with `t·P = p + e` (TwoProduct), whose sign `signOfSum`
   * gives exactly; then, when every `C0_i + t·D_i` is an exact double `e_i`
   * (TwoProduct and TwoSum tails zero: `t` a multiple of a fine enough power
   * of two, such as the `k/16` of a grid's contact times), `f(t) = Σ e_i² − r²`
   * by `signOfDot`. Nothing underflows: `t ≥ 2^-233` is a multiple of
   * `2^-285`, so `t·P`'s tail lies on `2^-789`, each `e_i` on `2^-537` and
   * its square on `2^-1074`; magnitudes stay below `2^420`.
   */
  private atOrBeforeProducts(t: number): number {
    if (t < T_PRODUCTS || !this.gridValues()) return DOUBT;
    const p = t * this.gridP;
    if (signOfSum(this.gridQ, p, productTail(t, this.gridP, p), 0, 0) > 0) return AFTER;
    const { c0x, c0y, c0z, dx, dy, dz, r } = this;
    const px = t * dx;
    const py = t * dy;
    const pz = t * dz;
    const ex = c0x + px;
    const ey = c0y + py;
    const ez = c0z + pz;
    if (
      productTail(t, dx, px) !== 0 ||
      productTail(t, dy, py) !== 0 ||
      productTail(t, dz, pz) !== 0 ||
      sumTail(c0x, px, ex) !== 0 ||
      sumTail(c0y, py, ey) !== 0 ||
      sumTail(c0z, pz, ez) !== 0
    )
      return DOUBT;
    const f = signOfDot(ex, ex, ey, ey, ez, ez, r, -r);
    return f === UNDECIDED ? DOUBT : f >= 0 ? AT_OR_BEFORE : AFTER;
  }

  /**
   * The largest double not after the first touch `t*` (the contract's
   * `exact` TOI), given `f(0) > 0` and a touch: the floating-point root
   * `R / (−Q + √(Q² − P·R))` (with `Q² − P·R = −E`), corrected exactly.
   */
  firstTouchFloor(): number {
    const { c0x, c0y, c0z, dx, dy, dz } = this;
    const q = c0x * dx + c0y * dy + c0z * dz;
    // E from a stage past the filter when one ran (near a tangency the rounded E is noise).
    const e = Number.isNaN(this.eEstimate) ? this.floatE() : this.eEstimate;
    const guess = this.R / (-q + Math.sqrt(e < 0 ? -e : 0));
    return largestDoubleAtOrBefore(this.atOrBefore, guess);
  }
}

/** The one sweep state the exact queries share. */
export const sweep: Sweep = new Sweep();
