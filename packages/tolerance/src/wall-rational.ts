/**
 * The wall queries' exact last resort: the pieces of the swept wall in exact
 * integer arithmetic (BigInt), for the `exact` policy. Everything the
 * `exact` wall queries cannot settle with a floating-point filter comes
 * here, and only through the functions of this module ({@link loadWall},
 * {@link wallTouch}, {@link wallStart}, {@link compareTouch}), so that the
 * BigInt arithmetic can be swapped for floating-point expansions
 * (`@swept/core/internal`) without touching the queries.
 *
 * **Exact inputs.** Every finite double is `m·2^e` with an integer `m`;
 * scaling all the inputs of one call by the same power of two (the smallest
 * `e` among them) makes them integers, exactly, and changes no answer: the
 * times are ratios of lengths and the signs below are of homogeneous
 * polynomials.
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
 * corners: no face), which is the point or segment it is. The distance to
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

/** An exact rational `n/d`, `d > 0`. */
interface Ratio {
  n: bigint;
  d: bigint;
}

/**
 * A piece's first touch: the rational `n/d`, or the root `(−b − √D)/a` of
 * `a·t² + 2b·t + c` (`a > 0`, `D = b² − ac ≥ 0`).
 */
export type Touch =
  | { kind: 'ratio'; n: bigint; d: bigint }
  | { kind: 'root'; a: bigint; b: bigint; c: bigint; D: bigint };

interface Piece {
  a: bigint;
  b: bigint;
  c: bigint;
  /** The conditions `γ + δ·t ≥ 0`, as `[γ, δ]`. */
  sides: [bigint, bigint][];
}

/** A loaded wall case: scaled integer inputs. */
export interface WallCase {
  c0: bigint[];
  d: bigint[];
  r: bigint;
  wall: bigint[][];
}

const bits = new Float64Array(1);
const words = new BigUint64Array(bits.buffer);

/** `x = m·2^e` exactly, with an integer `m` (`x` finite). */
function decompose(x: number): [bigint, number] {
  if (x === 0) return [0n, 0];
  bits[0] = x;
  const raw = words[0]!;
  const biased = Number((raw >> 52n) & 0x7ffn);
  let m = raw & 0xfffffffffffffn;
  if (biased !== 0) m |= 1n << 52n;
  const e = (biased === 0 ? 1 : biased) - 1075;
  return [x < 0 ? -m : m, e];
}

/** Numbers as integers over one power of two: `values[i] = result[i]·2^E`. */
function integers(values: readonly number[]): bigint[] {
  const parts = values.map(decompose);
  let low = Number.POSITIVE_INFINITY;
  for (const [m, e] of parts) if (m !== 0n && e < low) low = e;
  return parts.map(([m, e]) => (m === 0n ? 0n : m << BigInt(e - low)));
}

/** The case of a circle or sphere `c0 → c1` (radius `r`) against the wall's corners. */
export function loadWall(
  c0: readonly number[],
  c1: readonly number[],
  r: number,
  wall: readonly (readonly number[])[],
): WallCase {
  const k = c0.length;
  const all = integers([...c0, ...c1, r, ...wall.flat()]);
  const a = all.slice(0, k);
  const b = all.slice(k, 2 * k);
  const corners: bigint[][] = [];
  for (let i = 0; i < wall.length; i++)
    corners.push(all.slice(2 * k + 1 + i * k, 2 * k + 1 + (i + 1) * k));
  return { c0: a, d: b.map((x, i) => x - a[i]!), r: all[2 * k]!, wall: corners };
}

const dot = (u: readonly bigint[], v: readonly bigint[]): bigint => {
  let s = 0n;
  for (let i = 0; i < u.length; i++) s += u[i]! * v[i]!;
  return s;
};
const sub = (u: readonly bigint[], v: readonly bigint[]): bigint[] => u.map((x, i) => x - v[i]!);
const cross = (u: readonly bigint[], v: readonly bigint[]): bigint[] => [
  u[1]! * v[2]! - u[2]! * v[1]!,
  u[2]! * v[0]! - u[0]! * v[2]!,
  u[0]! * v[1]! - u[1]! * v[0]!,
];

/** The pieces of the swept wall (see the module comment). */
function pieces(c: WallCase): Piece[] {
  const { c0, d, r, wall } = c;
  const rr = r * r;
  const dd = dot(d, d);
  const out: Piece[] = [];
  for (const p of wall) {
    const w = sub(c0, p);
    out.push({ a: dd, b: dot(w, d), c: dot(w, w) - rr, sides: [] });
  }
  const edges: [number, number][] =
    wall.length === 2
      ? [[0, 1]]
      : wall.length === 3
        ? [
            [0, 1],
            [1, 2],
            [2, 0],
          ]
        : [];
  for (const [i, j] of edges) {
    const e = sub(wall[j]!, wall[i]!);
    const ee = dot(e, e);
    if (ee === 0n) continue;
    const w = sub(c0, wall[i]!);
    const we = dot(w, e);
    const de = dot(d, e);
    out.push({
      a: dd * ee - de * de,
      b: dot(w, d) * ee - we * de,
      c: dot(w, w) * ee - we * we - rr * ee,
      sides: [
        [we, de],
        [ee - we, -de],
      ],
    });
  }
  if (wall.length === 3 && c0.length === 3) {
    const [p0, p1, p2] = wall as [bigint[], bigint[], bigint[]];
    const n = cross(sub(p1, p0), sub(p2, p0));
    const nn = dot(n, n);
    if (nn !== 0n) {
      const w = sub(c0, p0);
      const nw = dot(n, w);
      const nd = dot(n, d);
      const sides: [bigint, bigint][] = [];
      for (const [i, j] of edges) {
        const e = sub(wall[j]!, wall[i]!);
        // (e × (C(t) − p_i))·n = (n × e)·(C(t) − p_i): linear in t.
        const m = cross(n, e);
        sides.push([dot(m, sub(c0, wall[i]!)), dot(m, d)]);
      }
      out.push({ a: nd * nd, b: nw * nd, c: nw * nw - rr * nn, sides });
    }
  }
  return out;
}

/** `q(n/den)·den²`, whose sign is that of `q` at `n/den`. */
function qAt(p: Piece, n: bigint, den: bigint): bigint {
  return p.a * n * n + 2n * p.b * n * den + p.c * den * den;
}

/** `sign(x/y − u/v)` for `y, v > 0`. */
function compareRatio(x: Ratio, y: Ratio): number {
  const s = x.n * y.d - y.n * x.d;
  return s > 0n ? 1 : s < 0n ? -1 : 0;
}

/** The piece's first touch in `[0, 1]`, or `null`. */
function pieceTouch(p: Piece): Touch | null {
  let A: Ratio = { n: 0n, d: 1n };
  let B: Ratio = { n: 1n, d: 1n };
  for (const [g, dl] of p.sides) {
    if (dl === 0n) {
      if (g < 0n) return null;
    } else if (dl > 0n) {
      const t = { n: -g, d: dl };
      if (compareRatio(t, A) > 0) A = t;
    } else {
      const t = { n: g, d: -dl };
      if (compareRatio(t, B) < 0) B = t;
    }
  }
  if (compareRatio(A, B) > 0) return null;
  if (qAt(p, A.n, A.d) <= 0n) return { kind: 'ratio', n: A.n, d: A.d };
  if (p.a === 0n) return null;
  const D = p.b * p.b - p.a * p.c;
  if (D < 0n || p.a * A.n + p.b * A.d >= 0n) return null;
  if (qAt(p, B.n, B.d) > 0n && p.a * B.n + p.b * B.d < 0n) return null;
  return { kind: 'root', a: p.a, b: p.b, c: p.c, D };
}

/** `sign(P + √X − √Y)` for integers `P` and `X, Y ≥ 0`. */
function signSurdDifference(P: bigint, X: bigint, Y: bigint): number {
  // S = P + √X: its sign.
  const sS = P >= 0n ? (P === 0n && X === 0n ? 0 : 1) : P * P < X ? 1 : P * P === X ? 0 : -1;
  if (sS <= 0) return Y === 0n ? sS : -1;
  // S > 0: compare S² = P² + X + 2P√X with Y: sign of M + 2P√X.
  const M = P * P + X - Y;
  const sM = M > 0n ? 1 : M < 0n ? -1 : 0;
  const sP = X === 0n ? 0 : P > 0n ? 1 : P < 0n ? -1 : 0;
  if (sP === 0 || sM === sP || sM === 0) return sM !== 0 ? sM : sP;
  const m2 = M * M;
  const p2 = 4n * P * P * X;
  return m2 > p2 ? sM : m2 < p2 ? sP : 0;
}

/** `sign(x − y)` for two touches, exactly. */
export function compareTouch(x: Touch, y: Touch): number {
  if (x.kind === 'ratio' && y.kind === 'ratio') return compareRatio(x, y);
  if (x.kind === 'ratio') return -compareTouch(y, x);
  // x = (−b − √D)/a against y: a·y + b versus −√D.
  if (y.kind === 'ratio') {
    // sign(x − n/d) = sign(−b·d − a·n − d·√D) = sign(P − √(d²D)) with P = −(a·n + b·d).
    return signSurdDifference(-(x.a * y.n + x.b * y.d), 0n, y.d * y.d * x.D);
  }
  // a1·a2·(x − y) = (a1·b2 − a2·b1) + a1·√D2 − a2·√D1.
  return signSurdDifference(x.a * y.b - y.a * x.b, x.a * x.a * y.D, y.a * y.a * x.D);
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
  let slope = 0n;
  for (const p of pieces(c)) {
    if (!p.sides.every(([gamma]) => gamma >= 0n)) continue;
    const s = p.c < 0n ? -1 : p.c === 0n ? 0 : 1;
    if (s < g) {
      g = s;
      slope = p.b;
    }
  }
  return { g, status: g < 0 ? 'overlap' : g === 0 && slope >= 0n ? 'separating' : 'impact' };
}

/** `τ ≤ t` exactly, for a double `τ ∈ [0, 1]`. */
function notAfter(tau: number, t: Touch): boolean {
  const [m, e] = decompose(tau);
  // τ = m/2^k with k = −e ≥ 0 (m = 0: τ = 0).
  const k = BigInt(Math.max(-e, 0));
  const m2 = e > 0 ? m << BigInt(e) : m;
  const den = 1n << k;
  if (t.kind === 'ratio') return m2 * t.d <= t.n * den;
  // τ ≤ (−b − √D)/a ⇔ a·τ + b ≤ −√D.
  const x = t.a * m2 + t.b * den;
  return x <= 0n && x * x >= t.D * den * den;
}

/** A BigInt as a double after dropping `shift` low bits (approximate). */
function approx(x: bigint, shift: bigint): number {
  return Number(shift > 0n ? x >> shift : x);
}

/** A double estimate of `t` (only a starting point: the answer is proven). */
function estimate(t: Touch): number {
  if (t.kind === 'ratio') {
    const s = BigInt(Math.max(t.n.toString(2).length, t.d.toString(2).length) - 60);
    return approx(t.n, s) / approx(t.d, s);
  }
  const size = Math.max(t.a.toString(2).length, t.b.toString(2).length, t.c.toString(2).length);
  const s = BigInt(Math.max(size - 400, 0));
  const a = approx(t.a, s);
  const b = approx(t.b, s);
  const c = approx(t.c, s);
  // b < 0 here (the root lies after A ≥ 0): c/(−b + √D) adds two non-negative terms.
  return c / (-b + Math.sqrt(Math.max(b * b - a * c, 0)));
}

const up = new Float64Array(1);
const upBits = new BigUint64Array(up.buffer);

function fromBits(b: bigint): number {
  upBits[0] = b;
  return up[0]!;
}

function toBits(x: number): bigint {
  up[0] = x;
  return upBits[0]!;
}

/**
 * The largest double not after `t` (`t ∈ [0, 1]`): the estimate, corrected
 * by exact comparisons — a step or two, or a bisection over the doubles'
 * bit patterns (ordered like the values for non-negative doubles) when the
 * estimate was poor.
 */
export function floorToDouble(t: Touch): number {
  let x = estimate(t);
  if (!(x >= 0)) x = 0;
  else if (x > 1) x = 1;
  let lo = 0n; // a pattern whose double is not after t (0 always is)
  let hi = toBits(1) + 1n; // a pattern whose double is after t
  const xb = toBits(x);
  if (notAfter(x, t)) {
    lo = xb;
    if (xb + 1n < hi && !notAfter(fromBits(xb + 1n), t)) return x;
  } else {
    hi = xb;
    if (xb > 0n && notAfter(fromBits(xb - 1n), t)) return fromBits(xb - 1n);
  }
  while (hi - lo > 1n) {
    const mid = (lo + hi) >> 1n;
    if (notAfter(fromBits(mid), t)) lo = mid;
    else hi = mid;
  }
  return fromBits(lo);
}
