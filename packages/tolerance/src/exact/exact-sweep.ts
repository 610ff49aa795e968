/**
 * `exact/`: exact arithmetic and the `exact` policy's staged decisions.
 *
 * The swept test's last stage: its polynomials (see `sweep.ts`) exactly, in
 * floating-point expansions, built lazily from the exact input differences
 * (each a TwoDiff pair; `exact-terms.ts` says why no product of up to four
 * of them overflows or underflows):
 *
 *   C0 = b0 − a0, C1 = b1 − a1, D = C1 − C0, r = ra + rb
 *   R = C0·C0 − r², F1 = C1·C1 − r², Q = C0·D, PQ = C1·D, P = D·D,
 *   E = P·R − Q²      (degree 4: the sign of f at its vertex, times P)
 *
 * and the rounding question of the time of impact, `t ≤ t*` at a double `t`,
 * by the signs of two degree-2 polynomials in the inputs at `t` (the vertex
 * side `P·t + Q` and `f(t) = R + 2Q·t + P·t²`), never a square root.
 * On grid inputs the differences are exact doubles, their tails vanish
 * (zero elimination), and every expansion here stays a few components long.
 */
import type { Vec2, Vec3 } from '@swept/core';
import { compress } from '@swept/core/internal';
import {
  add,
  difference,
  dot,
  Exact,
  product,
  scale,
  shift,
  sum,
  TO_INTEGERS,
} from './exact-terms.ts';

/** Below this `t` (> 0), `f(t) > 0` and `P·t + Q < 0` whenever `R > 0 > Q` (proof in `atOrBefore`). */
const T_NEGLIGIBLE = 2 ** -912;
/** From this `t` on, `t·(2Q + P·t)` is exact on the integer scale (proof in `atOrBefore`). */
const T_DIRECT = 2 ** -485;
/** `2^-58` on the integer scale: see `atOrBefore`'s third case. */
const G_CLEAR = 2 ** -58;
/** The finer scale for `D` in `atOrBefore`'s third case, `2^427` over the integer scale. */
const FINE_D = 2 ** (252 + 427);
/** `2^854 = (2^427)²`: `g` moved onto the finer scale. */
const FINE_G = 2 ** 854;

// The values an ExactSweep computes on demand, one bit each in `known`.
const R_BIT = 1;
const F1_BIT = 2;
const Q_BIT = 4;
const PQ_BIT = 8;
const P_BIT = 16;
const E_BIT = 32;
/** `R`, `Q`, `P` on the integer scale (`atOrBefore`). */
const INTEGERS_BIT = 64;

const vector = (): Exact[] => [new Exact(), new Exact(), new Exact()];

/** One query's exact values; the queries share one instance (they never nest). */
export class ExactSweep {
  private readonly c0 = vector();
  private readonly c1 = vector();
  private readonly d = vector();
  private readonly r = new Exact();
  private dimension = 2;
  private haveEnd = false;
  private readonly R = new Exact(16);
  private readonly F1 = new Exact(16);
  private readonly Q = new Exact(16);
  private readonly PQ = new Exact(16);
  private readonly P = new Exact(16);
  private readonly E = new Exact(64);
  private readonly pr = new Exact(64);
  private readonly qq = new Exact(64);
  private known = 0;
  // Scratch of `atOrBefore`.
  private readonly Rs = new Exact(16);
  private readonly Qs = new Exact(16);
  private readonly Ps = new Exact(16);
  private readonly tP = new Exact(32);
  private readonly slope = new Exact(64);
  private readonly h = new Exact(64);
  private readonly th = new Exact(128);
  private readonly f = new Exact(128);
  private readonly fine = vector();
  private readonly tD = vector();

  // The inputs, kept for the lazily built end-of-step differences.
  private a1: Vec2 | Vec3 = { x: 0, y: 0 };
  private b1: Vec2 | Vec3 = { x: 0, y: 0 };

  /** Loads a query: `C0` and `r` now, `C1` and `D` when first needed. */
  load(
    dimension: number,
    a0: Vec2 | Vec3,
    a1: Vec2 | Vec3,
    ra: number,
    b0: Vec2 | Vec3,
    b1: Vec2 | Vec3,
    rb: number,
  ): void {
    this.dimension = dimension;
    this.a1 = a1;
    this.b1 = b1;
    difference(b0.x, a0.x, this.c0[0]!);
    difference(b0.y, a0.y, this.c0[1]!);
    if (dimension === 3) difference((b0 as Vec3).z, (a0 as Vec3).z, this.c0[2]!);
    sum(ra, rb, this.r);
    this.haveEnd = false;
    this.known = 0;
  }

  private end(): void {
    if (this.haveEnd) return;
    const { a1, b1, c0, c1, d } = this;
    difference(b1.x, a1.x, c1[0]!);
    difference(b1.y, a1.y, c1[1]!);
    if (this.dimension === 3) difference((b1 as Vec3).z, (a1 as Vec3).z, c1[2]!);
    for (let i = 0; i < this.dimension; i++) add(c1[i]!, c0[i]!, -1, d[i]!);
    this.haveEnd = true;
  }

  /** Computes the value of `bit` the first time it is asked for. */
  private ensure(bit: number): void {
    if ((this.known & bit) !== 0) return;
    this.known |= bit;
    const { c0, c1, d, r, dimension: n } = this;
    if (bit === R_BIT) {
      dot(c0, c0, n, r, this.R);
      return;
    }
    this.end();
    if (bit === F1_BIT) dot(c1, c1, n, r, this.F1);
    else if (bit === Q_BIT) dot(c0, d, n, null, this.Q);
    else if (bit === PQ_BIT) dot(c1, d, n, null, this.PQ);
    else dot(d, d, n, null, this.P);
  }

  /** sign(R) = sign(f(0)). */
  signR(): number {
    this.ensure(R_BIT);
    return this.R.sign();
  }

  /** sign(F1) = sign(f(1)). */
  signF1(): number {
    this.ensure(F1_BIT);
    return this.F1.sign();
  }

  /** sign(Q). */
  signQ(): number {
    this.ensure(Q_BIT);
    return this.Q.sign();
  }

  /** sign(P + Q) = sign(C1·D). */
  signPQ(): number {
    this.ensure(PQ_BIT);
    return this.PQ.sign();
  }

  /** sign(E) = sign(P·R − Q²): products of four differences, in range (`exact-terms.ts`). */
  signE(): number {
    if ((this.known & E_BIT) === 0) {
      this.known |= E_BIT;
      this.ensure(R_BIT);
      this.ensure(Q_BIT);
      this.ensure(P_BIT);
      product(this.P, this.R, this.pr);
      product(this.Q, this.Q, this.qq);
      add(this.pr, this.qq, -1, this.E);
      this.E.n = compress(this.E.v, this.E.n);
    }
    return this.E.sign();
  }

  /**
   * `E` to within one ulp (the largest component of the compressed
   * expansion) when {@link signE} has computed it, else NaN: a near-tangent
   * time of impact takes its floating-point guess from it, which the plain
   * double `E` (all cancellation) would leave millions of ulps away.
   */
  estimateE(): number {
    return (this.known & E_BIT) !== 0 ? this.E.top() : Number.NaN;
  }

  /**
   * Whether the double `t ∈ [0, 1]` lies at or before the first touch `t*`,
   * given `R > 0` and `Q < 0` (a touch after the start, so `f` falls at 0):
   * `t ≤ t*` iff `P·t + Q ≤ 0` (not past the vertex) and `f(t) ≥ 0`.
   *
   * On the integer scale (`R`, `Q`, `P` times `2^504`, integers of magnitude
   * below `2^911`: `|D_i| ≤ 2^202`, `P ≤ 3·2^404`, `|Q| ≤ 3·2^403`,
   * `R ≤ 2^404`), a double `t ≥ 2^-m` is a multiple of `2^-(m+52)`:
   *
   * 1. `t < 2^-912`: `R ≥ 1` and `Q ≤ −1` (non-zero integers), while
   *    `|2Q·t| < 2^910·2^-912 = 1/4` and `0 ≤ P·t < 3·2^908·2^-912 < 1/4`
   *    (so `t²·P < 1/4` too): `f(t) > 1/2` and `P·t + Q < −1/2`: at or before.
   * 2. The slope `Q + P·t` for `t ≥ 2^-912`: `P·t` is a product of an integer
   *    and a multiple of `2^-964`, exact on the grid, below `2^911`.
   * 3. `f(t) = R + t·(2Q + P·t)` for `t ≥ 2^-485`: `2Q + P·t` is a multiple
   *    of `2^-537`, and so is `t`; their product lies on `2^-1074`. Exact.
   * 4. `t < 2^-485`: `t²·P < 2^-970·2^910 = 2^-60`. `g = R + 2Q·t` is exact
   *    (case 2's grid) and `f = g + t²P` with `0 ≤ t²P < 2^-60`. If `g ≥ 0`,
   *    `f ≥ 0`. If `g`'s largest component is `≤ −2^-58`, then `g < −2^-59`
   *    (the rest of a nonoverlapping expansion is below one ulp of its
   *    largest component) and `f < 0`. Else `|g| < 2^-57`: move `g` up by
   *    `2^854` (below `2^797`, grid `2^-109`) and compute `t²P = |t·D|²`
   *    with `D` at `2^679` over the input scale (`|D_i| < 2^881`, a multiple
   *    of `2^427`; `t·D_i` a multiple of `2^-537`, below `2^396`, its
   *    square on `2^-1074` below `2^793`): their sum is exact.
   */
  atOrBefore(t: number): boolean {
    if (t < T_NEGLIGIBLE) return true;
    const { Rs, Qs, Ps, tP, slope, h, th, f } = this;
    if ((this.known & INTEGERS_BIT) === 0) {
      this.known |= INTEGERS_BIT;
      this.ensure(R_BIT);
      this.ensure(Q_BIT);
      this.ensure(P_BIT);
      shift(this.R, TO_INTEGERS, Rs);
      shift(this.Q, TO_INTEGERS, Qs);
      shift(this.P, TO_INTEGERS, Ps);
    }
    scale(Ps, t, tP);
    add(Qs, tP, 1, slope);
    if (slope.sign() > 0) return false;
    if (t >= T_DIRECT) {
      add(Qs, slope, 1, h);
      scale(h, t, th);
      add(Rs, th, 1, f);
      return f.sign() >= 0;
    }
    scale(Qs, 2 * t, th);
    add(Rs, th, 1, h);
    if (h.sign() >= 0) return true;
    if (h.top() <= -G_CLEAR) return false;
    shift(h, FINE_G, th);
    const { fine, tD } = this;
    for (let i = 0; i < this.dimension; i++) {
      shift(this.d[i]!, FINE_D, fine[i]!);
      scale(fine[i]!, t, tD[i]!);
    }
    dot(tD, tD, this.dimension, null, slope);
    add(th, slope, 1, f);
    return f.sign() >= 0;
  }
}
