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
 * This file holds the exact BigInt form of a piece, the last resort when the
 * double forms (`capsule.ts`) cannot hold the values exactly. It is the one
 * place a future fixed-width (limb) arithmetic has to replace.
 */
import { sweptDecisionBig, toiCodeBig } from './wall-big.ts';

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

/**
 * The code of one piece `|α + tβ|² − K ≤ 0` under the linear conditions
 * `lin = [γ0, δ0, γ1, δ1, …]` (`γ + tδ ≥ 0`), exactly, in BigInt.
 */
export function pieceCodeBig(
  alpha: readonly bigint[],
  beta: readonly bigint[],
  K: bigint,
  lin: readonly bigint[],
): number {
  // [A, B] = [an/ad, bn/bd] ∩ [0, 1], denominators positive.
  let an = 0n;
  let ad = 1n;
  let bn = 1n;
  let bd = 1n;
  for (let i = 0; i < lin.length; i += 2) {
    const g = lin[i]!;
    const d = lin[i + 1]!;
    if (d === 0n) {
      if (g < 0n) return MISS;
    } else if (d > 0n) {
      // t ≥ −g/d
      if (-g * ad > an * d) {
        an = -g;
        ad = d;
      }
    } else if (g * bd < bn * -d) {
      // t ≤ g/(−d)
      bn = g;
      bd = -d;
    }
  }
  if (an * bd > bn * ad) return MISS;
  let P = 0n;
  let Q = 0n;
  let R = -K;
  for (let i = 0; i < alpha.length; i += 1) {
    const a = alpha[i]!;
    const b = beta[i]!;
    P += b * b;
    Q += a * b;
    R += a * a;
  }
  // h on [A, B]: t = (a + (b − a)·s)/m, s ∈ [0, 1], times m².
  const m = ad * bd;
  const a = an * bd;
  const b = bn * ad;
  const span = b - a;
  const hA = P * a * a + 2n * Q * a * m + R * m * m;
  const hB = P * b * b + 2n * Q * b * m + R * m * m;
  if (!sweptDecisionBig(P * span * span, (P * a + Q * m) * span, hA, hB, (P * b + Q * m) * span)) {
    return MISS;
  }
  if (an > 0n) {
    // Entered at A > 0 (through a condition), or later when h is still positive there.
    const kA = Number((an << 16n) / ad);
    const code = toiCodeBig(P, Q, R, P + 2n * Q + R, P + Q);
    return Math.max(code, kA);
  }
  if (bn === 0n) {
    // The conditions hold only at t = 0: the piece cannot approach from there.
    return R < 0n ? OVERLAP : SEPARATING;
  }
  return fromQuadraticCode(toiCodeBig(P, Q, R, P + 2n * Q + R, P + Q), R === 0n);
}
