// walls/: the oracle's wall machinery — the capsule and rounded-slab pieces, wall cases from the variants' inputs, the surds of first touches.
/**
 * A wall (a point, a segment or a triangle, in 2D or 3D) swept by a disc or
 * ball of radius `r` is a convex body: the capsule (segment) or the rounded
 * slab (triangle). It is the union of convex pieces, one per feature of the
 * wall, each the set of centres whose nearest point lies on that feature:
 *
 * - a **ball** around each corner: `|w|² ≤ r²` (`w = C − corner`);
 * - a **cylinder** along each edge `e`: `|w|²·|e|² − (w·e)² ≤ r²·|e|²` (the
 *   squared distance to the edge's line, times `|e|²`: Lagrange's identity,
 *   any dimension) while `0 ≤ w·e ≤ |e|²`;
 * - a **prism** over a triangle's face, normal `n = (p1 − p0)×(p2 − p0)`:
 *   `(n·w)² ≤ r²·|n|²` while `C` projects inside (three edge functions ≥ 0).
 *
 * Along the motion `C(τ) = c0 + τ·d` each piece is `{τ : q(τ) ≤ 0, τ ∈ [lo, hi]}`
 * with `q(τ) = P τ² + 2Q τ + R` (convex, `P = 0 ⇒ Q = 0`: every `q` here is a
 * squared length of a vector linear in `τ`, minus a constant) and `[lo, hi]`
 * the interval where the linear side conditions hold, clipped to `[0, 1]`.
 * The union's first touch is the earliest of the pieces' entries, so `t*` is
 * a rational or the smaller root of one `q`: a {@link Surd}. Degenerate
 * features (an edge of length 0, a face of area 0) have no piece of their
 * own; their corners and edges cover them, which is what makes a degenerate
 * wall "the point or segment it is".
 */
import { add, cmp, div, max, min, mul, neg, ONE, type Rat, rat, sign, sub, ZERO } from '../rat.ts';
import { cross3, dot, type RVec, vadd, vscale, vsub } from '../vec.ts';
import { compareSurd, type Surd, surdFromRat, surdNormalize } from './surd.ts';

const TWO = rat(2);

/** A linear side condition `a + τ·b ≥ 0`. */
interface Side {
  a: Rat;
  b: Rat;
}

/** One convex piece along the motion: `q(τ) = P τ² + 2Q τ + R ≤ 0` under the side conditions. */
export interface Piece {
  kind: 'corner' | 'edge' | 'face';
  /** The corner index, the edge's corner indices, or `[0, 1, 2]` for the face. */
  feature: readonly number[];
  P: Rat;
  Q: Rat;
  R: Rat;
  sides: readonly Side[];
}

/** A moving circle or sphere against a static wall, exactly. */
export interface WallCase {
  c0: RVec;
  c1: RVec;
  r: Rat;
  /** 2 corners (a segment) or 3 (a triangle). */
  wall: readonly RVec[];
}

/** Every piece of the case's swept wall, for the motion `d = c1 − c0`. */
export function wallPieces(c: WallCase): Piece[] {
  const { c0, c1, r, wall } = c;
  const d = vsub(c1, c0);
  const rr = mul(r, r);
  const pieces: Piece[] = [];
  wall.forEach((p, i) => {
    const w = vsub(c0, p);
    const R = sub(dot(w, w), rr);
    pieces.push({ kind: 'corner', feature: [i], P: dot(d, d), Q: dot(w, d), R, sides: [] });
  });
  const edges =
    wall.length === 2
      ? [[0, 1]]
      : [
          [0, 1],
          [1, 2],
          [2, 0],
        ];
  for (const [i, j] of edges as [number, number][]) {
    const a = wall[i]!;
    const e = vsub(wall[j]!, a);
    const ee = dot(e, e);
    if (sign(ee) === 0) continue;
    const w = vsub(c0, a);
    const we = dot(w, e);
    const de = dot(d, e);
    // |w|²|e|² − (w·e)² with w = w0 + τd: P = |d|²ee − (d·e)², Q = (w·d)ee − (w·e)(d·e).
    const P = sub(mul(dot(d, d), ee), mul(de, de));
    const Q = sub(mul(dot(w, d), ee), mul(we, de));
    const R = sub(sub(mul(dot(w, w), ee), mul(we, we)), mul(rr, ee));
    const sides = [
      { a: we, b: de },
      { a: sub(ee, we), b: neg(de) },
    ];
    pieces.push({ kind: 'edge', feature: [i, j], P, Q, R, sides });
  }
  if (wall.length === 3) {
    const [p0, p1, p2] = wall as [RVec, RVec, RVec];
    const n = cross3(vsub(p1, p0), vsub(p2, p0));
    const nn = dot(n, n);
    if (sign(nn) !== 0) {
      const h = dot(n, vsub(c0, p0));
      const hd = dot(n, d);
      const sides = edges.map(([i, j]) => {
        const a = wall[i as number]!;
        const e = vsub(wall[j as number]!, a);
        // ((pj − pi) × (C − pi))·n ≥ 0 inside, for the corners in the order of n.
        return { a: dot(cross3(e, vsub(c0, a)), n), b: dot(cross3(e, d), n) };
      });
      const R = sub(mul(h, h), mul(rr, nn));
      pieces.push({ kind: 'face', feature: [0, 1, 2], P: mul(hd, hd), Q: mul(h, hd), R, sides });
    }
  }
  return pieces;
}

/** `q(τ)`. */
export function qAt(p: Piece, t: Rat): Rat {
  return add(add(mul(mul(p.P, t), t), mul(mul(p.Q, t), TWO)), p.R);
}

/** `[lo, hi]` within `[0, 1]` where the side conditions hold, or `null` when empty. */
export function sideInterval(p: Piece): { lo: Rat; hi: Rat } | null {
  let lo = ZERO;
  let hi = ONE;
  for (const { a, b } of p.sides) {
    if (sign(b) === 0) {
      if (sign(a) < 0) return null;
    } else if (sign(b) > 0) lo = max(lo, div(neg(a), b));
    else hi = min(hi, div(neg(a), b));
  }
  return cmp(lo, hi) <= 0 ? { lo, hi } : null;
}

/** The first `τ` at which the motion is inside the piece, or `null` when it never is. */
export function pieceEntry(p: Piece): Surd | null {
  const span = sideInterval(p);
  if (span === null) return null;
  const { lo, hi } = span;
  if (sign(qAt(p, lo)) <= 0) return surdFromRat(lo);
  // q(lo) > 0 and q convex (P = 0 means q is constant): the entry is the smaller
  // root −Q/P − √(Q² − PR)/P, if the minimum of q on [lo, hi] reaches 0.
  if (sign(p.P) === 0) return null;
  const v = div(neg(p.Q), p.P);
  const at = cmp(v, lo) < 0 ? lo : cmp(v, hi) > 0 ? hi : v;
  if (sign(qAt(p, at)) > 0) return null;
  const disc = sub(mul(p.Q, p.Q), mul(p.P, p.R));
  return surdNormalize({ s: v, w: neg(ONE), k: div(disc, mul(p.P, p.P)) });
}

/** The first touch `t*` and the first piece entered then (pieces in {@link wallPieces} order), or `null`. */
export function firstTouch(c: WallCase): { t: Surd; piece: Piece } | null {
  let best: { t: Surd; piece: Piece } | null = null;
  for (const piece of wallPieces(c)) {
    const t = pieceEntry(piece);
    if (t !== null && (best === null || compareSurd(t, best.t) < 0)) best = { t, piece };
  }
  return best;
}

/**
 * Where a still centre `c` stands against the swept wall: the sign of
 * `g = distance(c, wall)² − r²`, and (for `g = 0`) the sign of `(c − point)·d`,
 * the rate at which `g` changes along `d`. Decided on the pieces whose side
 * conditions hold at `c` (the nearest feature's always does): their `q(0)`
 * are positive multiples of that feature's `distance² − r²`, at least the
 * wall's; the nearest feature's equals it.
 */
export function gAtStart(c: WallCase): { g: -1 | 0 | 1; slope: -1 | 0 | 1 } {
  let g: -1 | 0 | 1 = 1;
  let slope: -1 | 0 | 1 = 0;
  for (const p of wallPieces(c)) {
    if (!p.sides.every((s) => sign(s.a) >= 0)) continue;
    const s = sign(p.R);
    if (s < g) {
      g = s;
      slope = sign(p.Q);
    }
  }
  return { g, slope };
}

/** `distance(c, wall)²` exactly: the smallest feature distance among the pieces that hold at `c`. */
export function distanceSquared(c: RVec, wall: readonly RVec[]): Rat {
  const pieces = wallPieces({ c0: c, c1: c, r: ZERO, wall });
  let best: Rat | null = null;
  for (const p of pieces) {
    if (!p.sides.every((s) => sign(s.a) >= 0)) continue;
    const dist = div(p.R, pieceScale(p, wall));
    if (best === null || cmp(dist, best) < 0) best = dist;
  }
  return best ?? ZERO;
}

/** The positive factor a piece's `q` carries: 1 (corner), `|e|²` (edge), `|n|²` (face). */
function pieceScale(p: Piece, wall: readonly RVec[]): Rat {
  if (p.kind === 'corner') return ONE;
  if (p.kind === 'edge') {
    const e = vsub(wall[p.feature[1]!]!, wall[p.feature[0]!]!);
    return dot(e, e);
  }
  const [p0, p1, p2] = wall as [RVec, RVec, RVec];
  const n = cross3(vsub(p1, p0), vsub(p2, p0));
  return dot(n, n);
}

/** `C(t) = c0 + t·(c1 − c0)`: the moving centre at `t`, exactly. */
export function centreAt(c: WallCase, t: Rat): RVec {
  return vadd(c.c0, vscale(vsub(c.c1, c.c0), t));
}

/** `g(t) = distance(C(t), wall)² − r²` exactly: negative while the ball overlaps the wall. */
export function gAt(c: WallCase, t: Rat): Rat {
  return sub(distanceSquared(centreAt(c, t), c.wall), mul(c.r, c.r));
}

/**
 * The minimum over `t ∈ [0, 1]` of `g(t) = distance(C(t), wall)² − r²`,
 * exactly (`≤ 0` iff the circle touches the wall during the step): the
 * smallest, over the pieces, of `q/k` at its minimum on the piece's interval
 * (`k` the piece's positive factor). On its interval a piece's `q/k` is its
 * feature's `distance² − r²`, never below `g`, and the nearest feature's
 * piece attains `g` there.
 */
export function wallGMin(c: WallCase): Rat {
  let best: Rat | null = null;
  for (const p of wallPieces(c)) {
    const span = sideInterval(p);
    if (span === null) continue;
    const { lo, hi } = span;
    let at = lo;
    if (sign(p.P) > 0) {
      const v = div(neg(p.Q), p.P);
      at = cmp(v, lo) < 0 ? lo : cmp(v, hi) > 0 ? hi : v;
    }
    const g = div(qAt(p, at), pieceScale(p, c.wall));
    if (best === null || cmp(g, best) < 0) best = g;
  }
  if (best === null) throw new RangeError('c: a wall has at least one corner');
  return best;
}

/**
 * The scale the core's wall band is relative to: `|c0 − p0|² + |c1 − p0|² +
 * Σ |pi − p0|² + r²` (every length measured from the wall's first corner, so
 * the scale does not grow with the distance from the origin).
 */
export function wallScale(c: WallCase): Rat {
  const p0 = c.wall[0]!;
  let s = mul(c.r, c.r);
  for (const v of [c.c0, c.c1, ...c.wall]) {
    const w = vsub(v, p0);
    s = add(s, dot(w, w));
  }
  return s;
}
