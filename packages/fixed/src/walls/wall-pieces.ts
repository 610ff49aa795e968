/**
 * A wall as pieces, and the codes that say when a piece is first touched.
 *
 * A segment swept by a disc is a capsule: two discs at the ends and the
 * rectangle between them. A triangle swept by a ball is a rounded slab: three
 * balls at the corners, three cylinders along the edges and the prism over
 * the face. The circle's centre `C(t) = c0 + t·d` touches the wall exactly
 * when it lies in one of these pieces, so the first touch is the earliest
 * first touch over the pieces, and since flooring is monotone,
 * `floor(65536·min) = min(floor(65536·each))`.
 *
 * Every piece has the same form: `h(t) = |α + t·β|² − K ≤ 0` (a distance to
 * a point, a line or a plane, squared and multiplied by a positive constant)
 * where some linear conditions `γ + t·δ ≥ 0` hold (the centre projects
 * inside the edge or the face). Its touch set in `t` is an interval, so its
 * first touch is `max(A, first touch of h)` where `[A, B]` is the interval
 * of the linear conditions within `[0, 1]` — when `h ≤ 0` somewhere in it.
 * A piece entered through its linear conditions (`A > 0`) is entered where it
 * meets a smaller piece (an end disc, an edge cylinder), which is touched no
 * later, so the minimum is unaffected by how the pieces overlap.
 *
 * Codes (numbers, so the hot path allocates nothing):
 * - `k ≥ 0`: first touched at a `t*` with `floor(65536·t*) = k`, not at `t = 0`;
 * - {@link START_IMPACT}: touching at `t = 0` and approaching (`t = 0`, `'impact'`);
 * - {@link SEPARATING}: touching at `t = 0`, not approaching (`t = 0`);
 * - {@link OVERLAP}: closer than `r` at `t = 0` (`t = 0`);
 * - {@link MISS}: never on `[0, 1]`.
 *
 * This file also holds the exact form of a piece in limbs ({@link LimbPiece}),
 * the last stage when the double forms (`capsule.ts`, `rounded-slab.ts`)
 * cannot hold the values exactly.
 */
import { FILTER40 } from '../exact/filter-bounds.ts';
import { floorFirstRoot, type RootScratch, rootScratch } from '../exact/floor-root.ts';
import { provenFloor } from '../exact/floor-search.ts';
import {
  compare,
  type Limbs,
  limbs,
  limbsFor,
  mul,
  mulAdd,
  mulInt,
  negate,
  sign,
  toNumber,
} from '../exact/limbs.ts';

export const MISS = -1;
export const OVERLAP = -3;
export const SEPARATING = -4;
export const START_IMPACT = -5;

/** Orders codes by when (then how) the contact happens: smaller is earlier. */
function rank(code: number): number {
  if (code >= 0) return code;
  if (code === MISS) return Number.POSITIVE_INFINITY;
  // OVERLAP before START_IMPACT before SEPARATING, all before any k ≥ 0.
  return code === OVERLAP ? -3 : code === START_IMPACT ? -2 : -1;
}

/**
 * The code of a union of pieces from two of its parts' codes: the earliest.
 * At `t = 0`, overlapping wins over approaching, which wins over resting:
 * the union approaches when any piece that touches at the start does.
 */
export function earliest(a: number, b: number): number {
  return rank(b) < rank(a) ? b : a;
}

/** The raw `t` of a code that is not a miss. */
export function codeTime(code: number): number {
  return Math.max(code, 0);
}

/** Codes from the circle-vs-circle quadratic codes of `quadratic.ts` (`R = h(0)`). */
export function fromQuadraticCode(code: number, startsTouching: boolean): number {
  if (code === 0 && startsTouching) return START_IMPACT;
  return code;
}

/** {@link certain}'s answer when the doubles cannot tell. */
const UNSURE = 2;

/**
 * The sign of an exact value from its double estimate `x` and a magnitude
 * `m` that bounds its error: `UNSURE` when `|x| ≤ 2^-40·m`. Every estimate
 * in {@link LimbPiece} is, once expanded, a sum of products of at most five
 * doubles, each the `toNumber` of an exact limb value (within a relative
 * `20·2^-53 < 2^-48.6` of it, `exact/limbs.ts`), with at most sixteen roundings
 * (`2^-53` each) on the way; `m` is the same sum over the terms' magnitudes
 * (for `P`, `Q`, `R` formed in doubles: `P`, `qM = Σ|αᵢβᵢ|`, `rM = Σαᵢ² + K`,
 * never the possibly cancelled `|Q|`, `|R|`). So the estimate is within
 * `(5·2^-48.6 + 16·2^-53)·M < 2^-46·M` of the exact value, `M` the exact
 * magnitude, and the computed `m` within a relative `2^-46` of `M`: far
 * below `2^-40·m`. Magnitudes stay below 2^470, so nothing overflows.
 */
function certain(x: number, m: number): number {
  const e = m * FILTER40;
  return x > e ? 1 : x < -e ? -1 : x === 0 && m === 0 ? 0 : UNSURE;
}

/**
 * Bit widths of one kind of piece, known in advance from the raw range
 * (`|raw| ≤ 2^31 − 1`): every component of `α` and `β` is below `2^ab` in
 * magnitude, `K` below `2^k`, every `γ` and `δ` below `2^lin`.
 */
export interface PieceWidths {
  readonly ab: number;
  readonly k: number;
  readonly lin: number;
}

/**
 * One piece `|α + tβ|² − K ≤ 0` under the linear conditions `γᵢ + tδᵢ ≥ 0`,
 * decided exactly in limbs sized from its {@link PieceWidths}. The caller
 * writes `alpha`, `beta`, `K` and `lin` (`[γ0, δ0, γ1, δ1, …]`), then calls
 * {@link LimbPiece.code}. No product of two fractions is ever formed: the
 * interval's ends `A = an/ad` and `B = bn/bd` are compared by
 * cross-multiplication, `h` is signed at each end on its own, the vertex is
 * placed by a degree-2 comparison, and times are floored by certifying an
 * estimate (`exact/floor-search.ts`, `exact/floor-root.ts`).
 *
 * Widths, with `bq = max(2·ab + 2, k) + 1` (`P = Σβᵢ²`, `|Q| = |Σαᵢβᵢ|`,
 * `Σαᵢ²` are below `3·2^(2ab) < 2^(2ab+2)`, so `|P|, |Q|, |R| < 2^bq`) and
 * `an ≤ ad`, `bn ≤ bd` below `2^lin` once the interval is non-empty in
 * `[0, 1]`:
 * - the interval: `γ·ad`, `an·δ`, … below `2^(2·lin)`;
 * - `h` at an end, times its denominator squared:
 *   `an·(P·an + 2Q·ad) + R·ad²`: `|P·an + 2Q·ad| < 2^(bq+lin+2)`, so every
 *   partial and the sum are below `2^(bq+2·lin+3)`;
 * - the vertex against an end: `Q·ad`, `P·an` below `2^(bq+lin)`;
 * - the discriminant: `Q²`, `P·R` below `2^(2·bq)` ({@link compare} does
 *   not wrap);
 * - `floor(65536·A)`: `2^16·an`, `j·ad` (`j ≤ 2^16`) below `2^(lin+16)`;
 * - the root's floor: `exact/floor-root.ts`, for `bq`.
 * The largest kind (the prism: `bq = 201`, `lin = 132`) needs 20 limbs for
 * `h` at an end; every operand has at most 20 (`exact/limbs.ts` allows 31).
 */
export class LimbPiece {
  readonly alpha: Limbs[];
  readonly beta: Limbs[];
  readonly K: Limbs;
  readonly lin: Limbs[];
  /** How many `γ, δ` pairs the caller wrote (`lin` holds at least this many). */
  conditions = 0;
  private readonly P: Limbs;
  private readonly Q: Limbs;
  private readonly R: Limbs;
  private readonly negQ: Limbs;
  private readonly an: Limbs;
  private readonly ad: Limbs;
  private readonly bn: Limbs;
  private readonly bd: Limbs;
  private readonly neg: Limbs;
  private readonly x: Limbs;
  private readonly y: Limbs;
  private readonly hx: Limbs;
  private readonly hy: Limbs;
  private readonly hz: Limbs;
  private readonly v1: Limbs;
  private readonly v2: Limbs;
  private readonly f1: Limbs;
  private readonly f2: Limbs;
  private readonly root: RootScratch;
  private readonly lD: Float64Array;
  private pD = 0;
  private qD = 0;
  private rD = 0;
  private qM = 0;
  private rM = 0;
  private formed = false;
  /** `an`, `ad` as doubles for {@link notAfterA}. */
  private aD = 0;
  private dD = 1;
  /** `j/65536 ≤ A = an/ad` ⇔ `j·ad ≤ 65536·an` (both sides non-negative). */
  private readonly notAfterA = (j: number): boolean => {
    const x = 65536 * this.aD;
    const y = j * this.dD;
    const f = certain(y - x, y + x);
    if (f !== UNSURE) return f <= 0;
    return compare(mulInt(this.f1, this.ad, j), mulInt(this.f2, this.an, 65536)) <= 0;
  };

  constructor(dims: number, conditions: number, w: PieceWidths) {
    const bq = Math.max(2 * w.ab + 2, w.k) + 1;
    const ab = limbsFor(w.ab);
    const l = limbsFor(w.lin);
    this.alpha = Array.from({ length: dims }, () => limbs(ab));
    this.beta = Array.from({ length: dims }, () => limbs(ab));
    this.K = limbs(limbsFor(w.k));
    this.lin = Array.from({ length: 2 * conditions }, () => limbs(l));
    this.lD = new Float64Array(2 * conditions);
    this.P = limbs(limbsFor(bq));
    this.Q = limbs(limbsFor(bq));
    this.R = limbs(limbsFor(bq));
    this.negQ = limbs(limbsFor(bq));
    this.an = limbs(l);
    this.ad = limbs(l);
    this.bn = limbs(l);
    this.bd = limbs(l);
    this.neg = limbs(l);
    this.x = limbs(limbsFor(2 * w.lin));
    this.y = limbs(limbsFor(2 * w.lin));
    const h = limbsFor(bq + 2 * w.lin + 3);
    this.hx = limbs(h);
    this.hy = limbs(h);
    this.hz = limbs(h);
    this.v1 = limbs(limbsFor(Math.max(bq + w.lin, 2 * bq)));
    this.v2 = limbs(limbsFor(Math.max(bq + w.lin, 2 * bq)));
    this.f1 = limbs(limbsFor(w.lin + 16));
    this.f2 = limbs(limbsFor(w.lin + 16));
    this.root = rootScratch(bq);
  }

  /** The sign of `h` at `n/d` (`d ≥ 0`, doubles `nD`, `dD`) times `d²`: `n·(P·n + 2Q·d) + R·d²`. */
  private signAt(n: Limbs, d: Limbs, nD: number, dD: number): number {
    const { pD, qD, rD, qM, rM } = this;
    const f = certain(
      nD * (pD * nD + 2 * qD * dD) + rD * dD * dD,
      nD * (pD * nD + 2 * qM * dD) + rM * dD * dD,
    );
    if (f !== UNSURE) return f;
    this.formLimbs();
    const { hx, hy, hz } = this;
    mul(hx, this.P, n);
    mulAdd(hx, mulInt(hy, this.Q, 2), d);
    mul(hy, hx, n);
    return sign(mulAdd(hy, this.R, mul(hz, d, d)));
  }

  /**
   * The sign of `a·b − c·e` for limbs (doubles `aD`, … alongside), filtered
   * first; the products go to `u` and `v` (wide enough for them).
   */
  private cross(
    a: Limbs,
    b: Limbs,
    c: Limbs,
    e: Limbs,
    aD: number,
    bD: number,
    cD: number,
    eD: number,
    u: Limbs,
    v: Limbs,
  ): number {
    const f = certain(aD * bD - cD * eD, Math.abs(aD * bD) + Math.abs(cD * eD));
    if (f !== UNSURE) return f;
    return compare(mul(u, a, b), mul(v, c, e));
  }

  /** The piece's code (see the module comment). */
  code(): number {
    const { an, ad, bn, bd, neg, lD } = this;
    for (let i = 0; i < 2 * this.conditions; i += 1) lD[i] = toNumber(this.lin[i]!);
    // [A, B] = [an/ad, bn/bd] ∩ [0, 1], denominators positive; doubles alongside (see `certain`).
    an.fill(0);
    ad.fill(0);
    ad[0] = 1;
    bn.fill(0);
    bn[0] = 1;
    bd.fill(0);
    bd[0] = 1;
    let anD = 0;
    let adD = 1;
    let bnD = 1;
    let bdD = 1;
    for (let i = 0; i < this.conditions; i += 1) {
      const g = this.lin[2 * i]!;
      const d = this.lin[2 * i + 1]!;
      const gD = lD[2 * i]!;
      const dD = lD[2 * i + 1]!;
      const sd = sign(d);
      if (sd === 0) {
        if (sign(g) < 0) return MISS;
      } else if (sd > 0) {
        // t ≥ −g/d: a later start when −g·ad > an·d.
        negate(neg, g);
        if (this.cross(neg, ad, an, d, -gD, adD, anD, dD, this.x, this.y) > 0) {
          an.set(neg);
          ad.set(d);
          anD = -gD;
          adD = dD;
        }
      } else {
        // t ≤ g/(−d): an earlier end when g·bd < bn·(−d).
        negate(neg, d);
        if (this.cross(g, bd, bn, neg, gD, bdD, bnD, -dD, this.x, this.y) < 0) {
          bn.set(g);
          bd.set(neg);
          bnD = gD;
          bdD = -dD;
        }
      }
    }
    if (this.cross(an, bd, bn, ad, anD, bdD, bnD, adD, this.x, this.y) > 0) return MISS;
    this.form();
    const { P, Q, R, pD, qD, rD, qM, rM } = this;
    // Touched on [A, B] iff h ≤ 0 at an end, or the vertex −Q/P lies strictly inside with Q² ≥ PR.
    if (this.signAt(an, ad, anD, adD) > 0 && this.signAt(bn, bd, bnD, bdD) > 0) {
      if (pD === 0) return MISS;
      // −Q/P > an/ad ⇔ −Q·ad > P·an, and −Q/P < bn/bd ⇔ −Q·bd < P·bn (P > 0).
      this.formLimbs();
      const { v1, v2, negQ } = this;
      negate(negQ, Q);
      // The exact Q as a double (its own relative error; qD's is relative to qM).
      const nq = toNumber(negQ);
      if (this.cross(negQ, ad, P, an, nq, adD, pD, anD, v1, v2) <= 0) return MISS;
      if (this.cross(negQ, bd, P, bn, nq, bdD, pD, bnD, v1, v2) >= 0) return MISS;
      const f = certain(qD * qD - pD * rD, qM * qM + pD * rM);
      if (f !== UNSURE ? f < 0 : compare(mul(this.v1, Q, Q), mul(this.v2, P, R)) < 0) return MISS;
    }
    const sr = this.signR(rD, rM);
    if (sign(an) > 0) {
      // Entered at A > 0 (through a condition), or later when h is still positive there.
      this.aD = anD;
      this.dD = adD;
      const kA = provenFloor(anD / adD, this.notAfterA);
      if (sr <= 0) return kA;
      this.formLimbs();
      return Math.max(kA, floorFirstRoot(P, Q, R, this.root));
    }
    // The conditions hold only at t = 0: the piece cannot approach from there.
    if (sign(bn) === 0) return sr < 0 ? OVERLAP : SEPARATING;
    if (sr < 0) return OVERLAP;
    this.formLimbs();
    if (sr === 0) return sign(Q) >= 0 ? SEPARATING : START_IMPACT;
    return floorFirstRoot(P, Q, R, this.root);
  }

  /** The sign of `R`, filtered first. */
  private signR(rD: number, rM: number): number {
    const f = certain(rD, rM);
    if (f !== UNSURE) return f;
    this.formLimbs();
    return sign(this.R);
  }

  /**
   * `P`, `Q`, `R` as doubles (`pD`, `qD`, `rD`) with the magnitudes that
   * bound their errors (`qM = Σ|αᵢβᵢ|`, `rM = Σαᵢ² + K`; `P` is its own), from
   * the doubles of the limb inputs; the limbs only on demand ({@link formLimbs}).
   */
  private form(): void {
    let p = 0;
    let q = 0;
    let qm = 0;
    let a2 = 0;
    for (let i = 0; i < this.alpha.length; i += 1) {
      const a = toNumber(this.alpha[i]!);
      const b = toNumber(this.beta[i]!);
      p += b * b;
      q += a * b;
      qm += Math.abs(a * b);
      a2 += a * a;
    }
    const k = toNumber(this.K);
    this.pD = p;
    this.qD = q;
    this.qM = qm;
    this.rD = a2 - k;
    this.rM = a2 + k;
    this.formed = false;
  }

  /** `P = Σβᵢ²`, `Q = Σαᵢβᵢ`, `R = Σαᵢ² − K` in limbs (below `2^bq`, see the class comment), once. */
  private formLimbs(): void {
    if (this.formed) return;
    this.formed = true;
    const { P, Q, R } = this;
    P.fill(0);
    Q.fill(0);
    negate(R, this.K);
    for (let i = 0; i < this.alpha.length; i += 1) {
      const a = this.alpha[i]!;
      const b = this.beta[i]!;
      mulAdd(P, b, b);
      mulAdd(Q, a, b);
      mulAdd(R, a, a);
    }
  }
}
