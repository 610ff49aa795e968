/**
 * `floor(65536·t*)` of the smaller root `t*` of `f(t) = P t² + 2Q t + R`,
 * exactly, for limb coefficients of any known width: the last stage of every
 * time of impact (the two-body quadratic and the wall pieces). A double
 * estimate of the stable form `t* = R / (−Q + √(Q² − PR))` proposes the
 * step; exact signs of `f` at it and at its neighbour prove it
 * (`floor-search.ts`). Never a square root of a big integer: the estimate
 * only chooses where the exact search starts.
 */
import { FILTER40 } from './filter-bounds.ts';
import { provenFloor } from './floor-search.ts';
import { add, type Limbs, limbs, limbsFor, mul, mulInt, sign, sub, toNumber } from './limbs.ts';

/** Scratch for {@link floorFirstRoot}, sized for coefficients below `2^bq`. */
export interface RootScratch {
  readonly h: Limbs;
  readonly g: Limbs;
  readonly u: Limbs;
  readonly d1: Limbs;
  readonly d2: Limbs;
  /** The coefficients of the running search (set by {@link floorFirstRoot}). */
  P: Limbs;
  Q: Limbs;
  R: Limbs;
  /** Their doubles (`toNumber`), for the filter in front of the limbs. */
  pD: number;
  qD: number;
  rD: number;
  readonly notAfter: (j: number) => boolean;
}

/**
 * Scratch for coefficients with `|P|, |Q|, |R| < 2^bq`. Widths (`j ≤ 2^16`):
 * `h = j·P + 2^16·Q` is below `2^(bq+17)`, `h + 2^16·Q` below `2^(bq+18)`,
 * `g = j·(h + 2^16·Q) + 2^32·R` below `2^(bq+34) + 2^(bq+32) < 2^(bq+35)`;
 * the discriminant's terms `Q²`, `P·R` below `2^(2·bq)`, their difference
 * below `2^(2·bq+1)`. Every multiplier of {@link mulInt} is at most 2^16.
 */
export function rootScratch(bq: number): RootScratch {
  const n = limbsFor(bq + 35);
  const e = limbs(0);
  const s: RootScratch = {
    h: limbs(n),
    g: limbs(n),
    u: limbs(n),
    d1: limbs(limbsFor(2 * bq + 1)),
    d2: limbs(limbsFor(2 * bq + 1)),
    P: e,
    Q: e,
    R: e,
    pD: 0,
    qD: 0,
    rD: 0,
    notAfter: (j) => notAfterRoot(s, j),
  };
  return s;
}

/**
 * Whether `s = j/65536` is not after the first touch, `s ≤ t*`: before it,
 * `f(s) > 0` left of the vertex (`P s + Q < 0`), or on it, `f(s) = 0` not
 * right of the vertex. By Horner, `h = j·P + 2^16·Q` (the slope times
 * 2^16) and `g = 2^32 f(s) = j·(h + 2^16·Q) + 2^32·R`.
 */
function notAfterRoot(s: RootScratch, j: number): boolean {
  // The filter: each double is within a relative 20·2^-53 < 2^-48.6 of its
  // limb value; each term below is a product of one of them with exact
  // powers of two and `j` (one or two roundings), each sum rounds once more,
  // so an estimate is within 2^-46 of the sum of its terms' magnitudes
  // (`mh`, `mg`, themselves within 2^-46 of the exact ones): outside
  // 2^-40 of them its sign is certain. Otherwise the limbs decide.
  const { pD, qD, rD } = s;
  const hD = j * pD + 65536 * qD;
  const mh = j * Math.abs(pD) + 65536 * Math.abs(qD);
  if (hD > mh * FILTER40) return false;
  if (hD < -mh * FILTER40) {
    const gD = j * (hD + 65536 * qD) + 4294967296 * rD;
    const mg = j * (mh + 65536 * Math.abs(qD)) + 4294967296 * Math.abs(rD);
    if (gD > mg * FILTER40) return true;
    if (gD < -mg * FILTER40) return false;
  }
  const { h, g, u } = s;
  add(h, mulInt(h, s.P, j), mulInt(u, s.Q, 65536));
  // u holds 2^16·Q here.
  mulInt(g, add(g, h, u), j);
  add(g, g, mulInt(u, mulInt(u, s.R, 65536), 65536));
  const sh = sign(h);
  if (sh > 0) return false;
  const sg = sign(g);
  return (sg > 0 && sh < 0) || sg === 0;
}

/**
 * `floor(65536·t*)` for `R > 0`, `Q < 0` and `Q² ≥ P·R` with `t* ≤ 1` (a
 * touch within the step, not at its start). Each double below is within a
 * relative `n·2^-53` of its exact value (`toNumber`), and the stable form
 * adds two positive terms, so the estimate is within a few `2^-50` of
 * `t* ≤ 1`: its step is off by at most one, and the search corrects
 * whatever it is.
 */
export function floorFirstRoot(P: Limbs, Q: Limbs, R: Limbs, s: RootScratch): number {
  s.P = P;
  s.Q = Q;
  s.R = R;
  s.pD = toNumber(P);
  s.qD = toNumber(Q);
  s.rD = toNumber(R);
  const disc = toNumber(sub(s.d1, mul(s.d1, Q, Q), mul(s.d2, P, R)));
  return provenFloor(s.rD / (Math.sqrt(disc) - s.qD), s.notAfter);
}
