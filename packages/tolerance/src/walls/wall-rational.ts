/**
 * `walls/`: the `exact` wall queries' stages, search and last resort.
 *
 * The wall queries' exact last resort: the pieces of the swept wall in exact
 * rational arithmetic over integers of any size (`@swept/core`'s `exact/exact-integer.ts`: limbs in
 * doubles, no BigInt), for the `exact` policy. Everything the `exact` wall
 * queries cannot settle with a floating-point filter comes here, and only
 * through the functions of this module ({@link loadWall}, {@link wallTouch},
 * {@link wallStart}, {@link compareTouch}, {@link floorToDouble}), so that
 * the arithmetic can be swapped without touching the queries.
 *
 * **Exact inputs.** Every finite non-zero double is `m·2^e` with an odd
 * integer `m`; scaling all the inputs of one call by the same power of two
 * (the smallest `e` among them) makes them integers, exactly, and changes no
 * answer: the times are ratios of lengths and the signs below are of
 * homogeneous polynomials. The integers grow with the degree: the pieces'
 * coefficients reach degree 6 in the inputs, `D` degree 12, and comparing
 * two roots squares twice (degree 48), so a call whose inputs span `2^k`
 * handles integers of up to about `48k` bits — hundreds of limbs when one
 * call mixes 2^200 with 2^-200.
 *
 * **Pieces.** A segment swept by a disc of radius `r` is a capsule, a
 * triangle swept by a ball a rounded slab: the union of pieces, each the set
 * where `q(t) = a·t² + 2b·t + c ≤ 0` (a squared distance to a corner, an
 * edge's line or the face's plane, times a positive constant, minus `r²`
 * times the same constant) while some linear conditions `γ + δ·t ≥ 0` hold
 * (the centre projects inside the edge or the face). With `W = w + t·d`
 * (`w = c0 − corner`, `d = c1 − c0`):
 *
 * - corner: `|W|² − r²`;
 * - edge `e` (`|e| > 0`): `|W|²|e|² − (W·e)² − r²|e|²` (Lagrange's identity:
 *   `|e|²` times the squared distance to the line), where `0 ≤ W·e ≤ |e|²`;
 * - face (`n = (p1 − p0) × (p2 − p0) ≠ 0`): `(n·W)² − r²|n|²`, where
 *   `(e_k × (C − p_k))·n ≥ 0` for the three edges `p_k → p_k+1`.
 *
 * A degenerate wall keeps the pieces it has (a point: one corner; collinear
 * corners: no face), which is the point or segment it is. Four corners in 2D
 * are a box's outline (`rounded-box.ts`): its corners and edges, no face —
 * the distance to the outline, which is the distance to the box while the
 * centre is outside it. The distance to
 * the wall is the smallest piece distance among the pieces whose conditions
 * hold (the closest point lies on the feature whose region holds the
 * centre), so `g(t) = distance² − r²` has the sign of the smallest such `q`,
 * and the first touch is the earliest first touch over the pieces.
 *
 * **A piece's first touch.** Its conditions hold on an interval `[A, B]` of
 * `[0, 1]`; `q` is convex. If `q(A) ≤ 0` the piece is first touched at `A`;
 * else at the smaller root `t₁ = (−b − √D)/a` (`D = b² − ac`) when `D ≥ 0`,
 * `a·A + b < 0` (the root lies after `A`) and `t₁ ≤ B` (`q(B) ≤ 0` or
 * `a·B + b ≥ 0`). (`a = 0` forces `b = 0`: `q` is constant there.)
 */
import type { ContactStatus } from '@swept/core';
import { type ExactInteger, exactInteger } from '@swept/core/internal';
import { nextDown, nextUp } from '../double.ts';

const {
  add,
  approximate,
  compare,
  exponentOf,
  limbCount,
  mul,
  neg,
  scaledDouble,
  shiftLeft,
  sign,
  sub,
} = exactInteger;

type Int = ExactInteger;

/** An exact rational `n/d`, `d > 0`. */
interface Ratio {
  n: Int;
  d: Int;
}

/**
 * A piece's first touch: the rational `n/d`, or the root `(−b − √D)/a` of
 * `a·t² + 2b·t + c` (`a > 0`, `D = b² − ac ≥ 0`).
 */
export type Touch =
  | { kind: 'ratio'; n: Int; d: Int }
  | { kind: 'root'; a: Int; b: Int; c: Int; D: Int };

interface Piece {
  a: Int;
  b: Int;
  c: Int;
  /** The conditions `γ + δ·t ≥ 0`, as `[γ, δ]`. */
  sides: [Int, Int][];
}

/** A loaded wall case: scaled integer inputs, and its pieces once formed. */
export interface WallCase {
  c0: Int[];
  d: Int[];
  r: Int;
  wall: Int[][];
  /** The pieces, formed on first use ({@link wallTouch} and {@link wallStart} share them). */
  pieces: Piece[] | null;
}

/**
 * The case of a circle or sphere `c0 → c1` (radius `r`) against the wall's
 * corners, as integers over one power of two: every value `v = V·2^low`,
 * `low` the smallest exponent of a lowest set bit among them. With a
 * `frame` `[f0, f1]` (a moving body's centre: the box of a circle–box
 * query), the wall's corners are relative to it and so is the ball's path,
 * `c0 − f0 → c1 − f1`, formed exactly from the scaled integers (the
 * difference of two doubles need not be one).
 */
export function loadWall(
  c0: readonly number[],
  c1: readonly number[],
  r: number,
  wall: readonly (readonly number[])[],
  frame?: readonly [readonly number[], readonly number[]],
): WallCase {
  let low = Number.POSITIVE_INFINITY;
  const lowest = (v: number): void => {
    if (v !== 0) low = Math.min(low, exponentOf(v));
  };
  c0.forEach(lowest);
  c1.forEach(lowest);
  lowest(r);
  for (const p of wall) p.forEach(lowest);
  if (frame !== undefined) for (const p of frame) p.forEach(lowest);
  const at = (v: number): Int => scaledDouble(v, low);
  const relative = (p: readonly number[], f: readonly number[] | undefined): Int[] =>
    p.map((v, i) => (f === undefined ? at(v) : sub(at(v), at(f[i]!))));
  const a = relative(c0, frame?.[0]);
  const d = relative(c1, frame?.[1]).map((v, i) => sub(v, a[i]!));
  return { c0: a, d, r: at(r), wall: wall.map((p) => p.map(at)), pieces: null };
}

const dot = (u: readonly Int[], v: readonly Int[]): Int => {
  let s: Int = 0;
  for (let i = 0; i < u.length; i++) s = add(s, mul(u[i]!, v[i]!));
  return s;
};
const minus = (u: readonly Int[], v: readonly Int[]): Int[] => u.map((x, i) => sub(x, v[i]!));
const cross = (u: readonly Int[], v: readonly Int[]): Int[] => [
  sub(mul(u[1]!, v[2]!), mul(u[2]!, v[1]!)),
  sub(mul(u[2]!, v[0]!), mul(u[0]!, v[2]!)),
  sub(mul(u[0]!, v[1]!), mul(u[1]!, v[0]!)),
];

/** The pieces of the swept wall (see the module comment), formed once per case. */
function pieces(c: WallCase): Piece[] {
  c.pieces ??= formPieces(c);
  return c.pieces;
}

function formPieces(c: WallCase): Piece[] {
  const { c0, d, r, wall } = c;
  const rr = mul(r, r);
  const dd = dot(d, d);
  const out: Piece[] = [];
  // Per corner p_i: w_i = c0 − p_i, w_i·d and |w_i|² − r² (the edges reuse them).
  const ws = wall.map((p) => minus(c0, p));
  const wds = ws.map((w) => dot(w, d));
  const wws = ws.map((w) => sub(dot(w, w), rr));
  for (let i = 0; i < wall.length; i++) out.push({ a: dd, b: wds[i]!, c: wws[i]!, sides: [] });
  // A segment's one edge; three or more corners: the closed outline's (a triangle's, a box's).
  const edges: [number, number][] =
    wall.length === 2
      ? [[0, 1]]
      : wall.length >= 3
        ? wall.map((_, i): [number, number] => [i, (i + 1) % wall.length])
        : [];
  const es = edges.map(([i, j]) => minus(wall[j]!, wall[i]!));
  edges.forEach(([i], k) => {
    const e = es[k]!;
    const ee = dot(e, e);
    if (sign(ee) === 0) return;
    const w = ws[i]!;
    const we = dot(w, e);
    const de = dot(d, e);
    out.push({
      a: sub(mul(dd, ee), mul(de, de)),
      b: sub(mul(wds[i]!, ee), mul(we, de)),
      c: sub(mul(wws[i]!, ee), mul(we, we)),
      sides: [
        [we, de],
        [sub(ee, we), neg(de)],
      ],
    });
  });
  if (wall.length === 3 && c0.length === 3) {
    const n = cross(es[0]!, neg3(es[2]!));
    const nn = dot(n, n);
    if (sign(nn) !== 0) {
      const nw = dot(n, ws[0]!);
      const nd = dot(n, d);
      // (e × (C(t) − p_i))·n = (n × e)·(C(t) − p_i): linear in t.
      const sides = edges.map(([i], k): [Int, Int] => {
        const m = cross(n, es[k]!);
        return [dot(m, ws[i]!), dot(m, d)];
      });
      out.push({ a: mul(nd, nd), b: mul(nw, nd), c: sub(mul(nw, nw), mul(rr, nn)), sides });
    }
  }
  return out;
}

/** `−u`. */
const neg3 = (u: readonly Int[]): Int[] => u.map(neg);

/** `q(n/den)·den²`, whose sign is that of `q` at `n/den`. */
function qAt(p: Piece, n: Int, den: Int): Int {
  // (a·n + 2b·den)·n + c·den²
  return add(mul(add(mul(p.a, n), mul(shiftLeft(p.b, 1), den)), n), mul(p.c, mul(den, den)));
}

/** `sign(x − y)` for two ratios (positive denominators). */
function compareRatio(x: Ratio, y: Ratio): number {
  return compare(mul(x.n, y.d), mul(y.n, x.d));
}

/** `a·n + b·d`: the sign of `a·t + b` at `t = n/d` (`d > 0`). */
const rateAt = (p: Piece, t: Ratio): Int => add(mul(p.a, t.n), mul(p.b, t.d));

/** The piece's first touch in `[0, 1]`, or `null`. */
function pieceTouch(p: Piece): Touch | null {
  let A: Ratio = { n: 0, d: 1 };
  let B: Ratio = { n: 1, d: 1 };
  for (const [g, dl] of p.sides) {
    const s = sign(dl);
    if (s === 0) {
      if (sign(g) < 0) return null;
    } else if (s > 0) {
      const t = { n: neg(g), d: dl };
      if (compareRatio(t, A) > 0) A = t;
    } else {
      const t = { n: g, d: neg(dl) };
      if (compareRatio(t, B) < 0) B = t;
    }
  }
  if (compareRatio(A, B) > 0) return null;
  if (sign(qAt(p, A.n, A.d)) <= 0) return { kind: 'ratio', n: A.n, d: A.d };
  if (sign(p.a) === 0) return null;
  const D = sub(mul(p.b, p.b), mul(p.a, p.c));
  if (sign(D) < 0 || sign(rateAt(p, A)) >= 0) return null;
  if (sign(qAt(p, B.n, B.d)) > 0 && sign(rateAt(p, B)) < 0) return null;
  return { kind: 'root', a: p.a, b: p.b, c: p.c, D };
}

/** `sign(P + √X − √Y)` for integers `P` and `X, Y ≥ 0`. */
function signSurdDifference(P: Int, X: Int, Y: Int): number {
  // S = P + √X: its sign.
  const P2 = mul(P, P);
  const sS = sign(P) >= 0 ? (sign(P) === 0 && sign(X) === 0 ? 0 : 1) : -compare(P2, X);
  if (sS <= 0) return sign(Y) === 0 ? sS : -1;
  // S > 0: compare S² = P² + X + 2P√X with Y: sign of M + 2P√X.
  const M = sub(add(P2, X), Y);
  const sM = sign(M);
  const sP = sign(X) === 0 ? 0 : sign(P);
  if (sP === 0 || sM === sP || sM === 0) return sM !== 0 ? sM : sP;
  const m2 = mul(M, M);
  const p2 = shiftLeft(mul(P2, X), 2);
  const c = compare(m2, p2);
  return c > 0 ? sM : c < 0 ? sP : 0;
}

/** `sign(x − y)` for two touches, exactly. */
export function compareTouch(x: Touch, y: Touch): number {
  if (x.kind === 'ratio' && y.kind === 'ratio') return compareRatio(x, y);
  if (x.kind === 'ratio') return -compareTouch(y, x);
  // x = (−b − √D)/a against y: a·y + b versus −√D.
  if (y.kind === 'ratio') {
    // sign(x − n/d) = sign(−b·d − a·n − d·√D) = sign(P − √(d²D)) with P = −(a·n + b·d).
    const P = neg(add(mul(x.a, y.n), mul(x.b, y.d)));
    return signSurdDifference(P, 0, mul(mul(y.d, y.d), x.D));
  }
  // a1·a2·(x − y) = (a1·b2 − a2·b1) + a1·√D2 − a2·√D1.
  return signSurdDifference(
    sub(mul(x.a, y.b), mul(y.a, x.b)),
    mul(mul(x.a, x.a), y.D),
    mul(mul(y.a, y.a), x.D),
  );
}

/** The earliest first touch over the pieces, or `null` when the wall is never touched. */
export function wallTouch(c: WallCase): Touch | null {
  let best: Touch | null = null;
  for (const p of pieces(c)) {
    const t = pieceTouch(p);
    if (t !== null && (best === null || compareTouch(t, best) < 0)) best = t;
  }
  return best;
}

/**
 * The contract's status and the sign of `g(0) = distance(c0, wall)² − r²`:
 * from the smallest `q(0)` among the pieces whose conditions hold at `t = 0`,
 * and the sign of its rate `b` there (on the closest feature, `b` is a
 * positive multiple of `(c0 − point)·d`).
 */
export function wallStart(c: WallCase): { g: number; status: ContactStatus } {
  let g = 1;
  let slope = 0;
  for (const p of pieces(c)) {
    if (!p.sides.every(([gamma]) => sign(gamma) >= 0)) continue;
    const s = sign(p.c);
    if (s < g) {
      g = s;
      slope = sign(p.b);
    }
  }
  return { g, status: g < 0 ? 'overlap' : g === 0 && slope >= 0 ? 'separating' : 'impact' };
}

/** `τ ≤ t` exactly, for a double `τ ∈ [0, 1]`. */
function notAfter(tau: number, t: Touch): boolean {
  // τ = m/2^k: m = τ·2^k an integer with k = max(−exponent, 0), den = 2^k (k = 0 for τ = 0).
  const k = tau === 0 ? 0 : Math.max(-exponentOf(tau), 0);
  const m = scaledDouble(tau, -k);
  if (t.kind === 'ratio') return compare(mul(m, t.d), shiftLeft(t.n, k)) <= 0;
  // τ ≤ (−b − √D)/a ⇔ a·τ + b ≤ −√D.
  const x = add(mul(t.a, m), shiftLeft(t.b, k));
  return sign(x) <= 0 && compare(mul(x, x), shiftLeft(t.D, 2 * k)) >= 0;
}

/**
 * A double estimate of `t` (only a starting point: the answer is proven),
 * from the leading limbs of its integers (a common scale per touch, so
 * their ratios survive; dropping low limbs only blurs the estimate).
 */
function estimate(t: Touch): number {
  if (t.kind === 'ratio') {
    const s = Math.max(limbCount(t.n), limbCount(t.d)) - 3;
    return approximate(t.n, s) / approximate(t.d, s);
  }
  // Keep at most 16 limbs (384 bits) of b and c, 32 of D ~ b²: below 2^800.
  const s = Math.max(limbCount(t.b), limbCount(t.c)) - 16;
  const b = approximate(t.b, s);
  const c = approximate(t.c, s);
  // b < 0 here (the root lies after A ≥ 0): c/(−b + √D) adds two non-negative
  // terms, and D is the exact one (b² − ac in doubles would cancel at a graze,
  // where D = 0, and send the floor to a bisection).
  return c / (-b + Math.sqrt(approximate(t.D, 2 * s)));
}

const pattern = new DataView(new ArrayBuffer(8));

/** The double of bit pattern `high·2^32 + low` (`high`, `low` 32-bit words). */
function fromWords(high: number, low: number): number {
  pattern.setUint32(0, high);
  pattern.setUint32(4, low);
  return pattern.getFloat64(0);
}

/** The largest `k` in `[lo, hi)` with `holds(k)`, given `holds(lo)` and not `holds(hi)`. */
function lastHolding(lo: number, hi: number, holds: (k: number) => boolean): number {
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (holds(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** The high word of 1's bit pattern (`0x3ff00000_00000000`). */
const ONE_HIGH = 0x3ff00000;

/**
 * The largest double not after `t` (`t ∈ [0, 1]`): the estimate, corrected
 * by exact comparisons — a step to a neighbour, or, when the estimate was
 * poor, a bisection over the bit patterns of the doubles in `[0, 1]`
 * (ordered like their values): first over the high 32-bit word, then over
 * the low one, 64 comparisons at most.
 */
export function floorToDouble(t: Touch): number {
  let x = estimate(t);
  if (!(x >= 0)) x = 0;
  else if (x > 1) x = 1;
  if (notAfter(x, t)) {
    if (x === 1 || !notAfter(nextUp(x), t)) return x;
  } else if (x > 0 && notAfter(nextDown(x), t)) return nextDown(x);
  // (high, 0) for high ≤ ONE_HIGH spans [0, 1]; the pattern after ONE_HIGH's is above 1.
  const high = lastHolding(0, ONE_HIGH + 1, (h) => notAfter(fromWords(h, 0), t));
  // Every (high, low) lies before (high + 1, 0), which is after t (or above 1).
  return fromWords(
    high,
    lastHolding(0, 2 ** 32, (l) => notAfter(fromWords(high, l), t)),
  );
}
