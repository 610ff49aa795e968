/**
 * A moving circle against a segment, exactly: the capsule (the segment swept
 * by a disc of radius `r`) is two end discs and the rectangle between them
 * (see `wall-pieces.ts`). With `w = c0 − s0`, `d = c1 − c0`, `e = s1 − s0`:
 *
 * - an end disc is the two-circle quadratic of `quadratic.ts` with a circle
 *   that stands still ({@link vertexCode2});
 * - the rectangle is where the signed distance to the line,
 *   `side(t)/|e|` with `side(t) = e × (C(t) − s0) = sw + t·sd`, is at most
 *   `r` and the projection `proj(t) = (C(t) − s0)·e = pw + t·pd` lies in
 *   `[0, e·e]` ({@link edgeCode}).
 *
 * The rectangle is decided in doubles when every component of `w`, `d`, `e`,
 * `c1 − s0`, `c0 − s1` and `r` is below 2^26 raw (1024 units,
 * {@link capsuleExact}): then `sw`, `sd`, `pw`, `pd`, `e·e`, `w × d` and
 * `r²` are exact integers below 2^53 and every decision is the sign of a
 * short sum of their products, exact through `product-sum.ts`.
 * Beyond that the rectangle is a limb piece (`wall-pieces.ts`). The end
 * discs use the circle queries' own stages at any magnitude: exact doubles,
 * the filter, then limbs.
 */
import type { Vec2 } from '@swept/core';
import { compareProducts, sumAdd2, sumAdd3, sumReset, sumSign } from '@swept/core/internal';
import { coefficients2, exactCoefficients2 } from '../coefficients.ts';
import { provenFloor } from '../exact/floor-search.ts';
import { dot2, limbs, mul, product, sub } from '../exact/limbs.ts';
import { pointCode } from './ball-point.ts';
import { settled } from './settled.ts';
import { earliest, LimbPiece, MISS, OVERLAP, SEPARATING, START_IMPACT } from './wall-pieces.ts';

/** Below this (2^26) every component keeps the rectangle's scalars exact doubles. */
export const CAPSULE_LIMIT = 67108864;

function vertexCode2(c0: Vec2, c1: Vec2, r: number, v: Vec2, decide: boolean): number {
  coefficients2(c0, c1, v, v, r);
  return pointCode(c0, c1, r, v, decide, exactCoefficients2);
}

/**
 * The sign of `x·r − y·√z` for exact integer doubles (`r, z ≥ 0`, `rr = r²`):
 * by the signs when they differ, else by `x²·r²` against `y²·z`.
 */
function signSurd(x: number, r: number, rr: number, y: number, z: number): number {
  const sx = r === 0 || x === 0 ? 0 : x < 0 ? -1 : 1;
  const sy = z === 0 || y === 0 ? 0 : y < 0 ? -1 : 1;
  if (sx >= 0 && sy <= 0) return sx > 0 || sy < 0 ? 1 : 0;
  if (sx <= 0 && sy >= 0) return -1;
  sumReset();
  sumAdd3(1, x, x, rr);
  sumAdd3(-1, y, y, z);
  return sx * sumSign();
}

/** The operands of {@link notAfterEntry}: `a`, `b`, `r²`, `e·e`. */
const entry = { a: 0, b: 0, rr: 0, ee: 0 };

/**
 * Whether `j/65536` is not after the entry `τ = (a − ρ)/b` into the slab
 * `|side| ≤ ρ = r·√ee` (`a > ρ`, `b > 0`, operands in {@link entry}):
 * `j·b ≤ 65536·(a − ρ)` ⇔ `M = 65536·a − j·b ≥ 65536·ρ` ⇔ `M ≥ 0` and
 * `M² = 2^32·a² − 2^17·j·a·b + j²·b² ≥ 2^32·r²·ee`.
 */
function notAfterEntry(j: number): boolean {
  const { a, b, rr, ee } = entry;
  const sM = compareProducts(65536, a, j, b);
  if (sM < 0) return false;
  if (rr === 0) return true;
  if (sM === 0) return false;
  sumReset();
  sumAdd2(4294967296, a, a);
  sumAdd3(-131072, j, a, b);
  sumAdd3(1, j * j, b, b);
  sumAdd2(-4294967296, rr, ee);
  return sumSign() >= 0;
}

/**
 * The rectangle's code from exact double scalars (`ee > 0`): entered through
 * a long side at `τ = (a − ρ)/b` when `proj(τ) ∈ [0, ee]`; entered through an
 * end, it meets an end disc first, which reports it (so MISS here).
 *
 * `proj(τ) ≥ 0` ⇔ `pw·b + pd·(a − ρ) ≥ 0`, and `pw·b + pd·a = −σ·ee·(w × d)`
 * (Lagrange's identity in 2D: `(e·w)(e×d) − (e·d)(e×w) = |e|²·(w×d)`), so
 * after dividing by `|e|`: `−pd·r − σ·(w×d)·√ee ≥ 0`; the far end likewise
 * with `w − e`, whose cross product with `d` is `w×d − sd`.
 */
function edgeCode(
  sw: number,
  sd: number,
  pw: number,
  pd: number,
  ee: number,
  wxd: number,
  r: number,
  decide: boolean,
): number {
  const rr = r * r;
  const h0 = compareProducts(sw, sw, rr, ee);
  if (h0 <= 0) {
    if (pw < 0 || pw > ee) return MISS;
    if (h0 < 0) return OVERLAP;
    if ((pw === 0 && pd < 0) || (pw === ee && pd > 0)) return SEPARATING;
    return (sw > 0 && sd < 0) || (sw < 0 && sd > 0) ? START_IMPACT : SEPARATING;
  }
  const sg = sw > 0 ? 1 : -1;
  const a = sg * sw;
  const b = -sg * sd;
  if (b <= 0) return MISS;
  const s1 = a - b;
  if (s1 > 0 && compareProducts(s1, s1, rr, ee) > 0) return MISS;
  if (signSurd(-pd, r, rr, sg * wxd, ee) < 0) return MISS;
  if (signSurd(pd, r, rr, sg * (sd - wxd), ee) < 0) return MISS;
  if (decide) return 0;
  entry.a = a;
  entry.b = b;
  entry.rr = rr;
  entry.ee = ee;
  return provenFloor((a - r * Math.sqrt(ee)) / b, notAfterEntry);
}

const abs = Math.abs;
const lo = (a: number, b: number): number => Math.min(a, b);
const hi = (a: number, b: number): number => Math.max(a, b);

/**
 * Whether every component of `w = c0 − s0`, `w + d = c1 − s0`,
 * `w − e = c0 − s1`, `d`, `e` and `r` is below {@link CAPSULE_LIMIT} (2^26
 * raw, 1024 units). Then every cross and dot product of two of them is an
 * exact integer below 2^53 (`|x·y − z·u| < 2·2^52`), `e·e` and `r²` too,
 * and so are `side(1) = e × (c1 − s0)` and `sd − w×d = (s1 − c0) × d`.
 */
export function capsuleExact(
  wx: number,
  wy: number,
  dx: number,
  dy: number,
  ex: number,
  ey: number,
  r: number,
): boolean {
  return (
    abs(wx) < CAPSULE_LIMIT &&
    abs(wy) < CAPSULE_LIMIT &&
    abs(dx) < CAPSULE_LIMIT &&
    abs(dy) < CAPSULE_LIMIT &&
    abs(ex) < CAPSULE_LIMIT &&
    abs(ey) < CAPSULE_LIMIT &&
    abs(wx + dx) < CAPSULE_LIMIT &&
    abs(wy + dy) < CAPSULE_LIMIT &&
    abs(wx - ex) < CAPSULE_LIMIT &&
    abs(wy - ey) < CAPSULE_LIMIT &&
    r < CAPSULE_LIMIT
  );
}

/**
 * The code of a circle moving `c0 → c1` (radius `r`) against the segment
 * `s0 – s1`, exactly (see `wall-pieces.ts` for the codes). `decide`: only
 * whether it hits (the code of a hit is then any non-miss). Sets
 * {@link settled}`.limbs` when some part needed the limb stage.
 */
export function capsuleCode(
  c0: Vec2,
  c1: Vec2,
  r: number,
  s0: Vec2,
  s1: Vec2,
  decide: boolean,
): number {
  settled.limbs = false;
  // Disjoint bounding boxes (exact integer comparisons) cannot touch.
  if (
    lo(c0.x, c1.x) - r > hi(s0.x, s1.x) ||
    hi(c0.x, c1.x) + r < lo(s0.x, s1.x) ||
    lo(c0.y, c1.y) - r > hi(s0.y, s1.y) ||
    hi(c0.y, c1.y) + r < lo(s0.y, s1.y)
  ) {
    return MISS;
  }
  const ex = s1.x - s0.x;
  const ey = s1.y - s0.y;
  const wx = c0.x - s0.x;
  const wy = c0.y - s0.y;
  const dx = c1.x - c0.x;
  const dy = c1.y - c0.y;
  let edge = MISS;
  if (ex !== 0 || ey !== 0) {
    if (capsuleExact(wx, wy, dx, dy, ex, ey, r)) {
      edge = edgeCode(
        ex * wy - ey * wx,
        ex * dy - ey * dx,
        ex * wx + ey * wy,
        ex * dx + ey * dy,
        ex * ex + ey * ey,
        wx * dy - wy * dx,
        r,
        decide,
      );
      // An entry through a long side from outside (k ≥ 0) is the first touch of the whole
      // capsule: before it the centre is farther than r from the line, so from both ends.
      // Overlapping or approaching the side at the start wins over anything the ends report.
      if (edge >= 0 || edge === OVERLAP || edge === START_IMPACT || (decide && edge !== MISS)) {
        return edge;
      }
    } else {
      settled.limbs = true;
      edge = edgeCodeLimbs(wx, wy, dx, dy, ex, ey, r);
      if (decide && edge !== MISS) return edge;
    }
  }
  // vertexCode2 only ever sets settled.limbs, so what the edge set survives.
  const code = earliest(edge, vertexCode2(c0, c1, r, s0, decide));
  if ((decide && code !== MISS) || (ex === 0 && ey === 0)) return code;
  return earliest(code, vertexCode2(c0, c1, r, s1, decide));
}

/**
 * The rectangle as a limb piece: `side² − r²·ee ≤ 0` with `0 ≤ proj ≤ ee`.
 * Widths (raw within ±(2^31 − 1)): every component of `w`, `d`, `e` is
 * below 2^32, so `side(0) = e × w` and `e × d` are below 2^65 (`α`, `β`),
 * `pw = e·w`, `pd = e·d`, `ee` below 2^65 and `ee − pw` below 2^66 (the
 * conditions), `r² < 2^62` and `K = r²·ee < 2^127`.
 */
const RECTANGLE = new LimbPiece(1, 2, { ab: 65, k: 127, lin: 66 });
const RR = limbs(3);
const EE = limbs(3);

function edgeCodeLimbs(
  wx: number,
  wy: number,
  dx: number,
  dy: number,
  ex: number,
  ey: number,
  r: number,
): number {
  const p = RECTANGLE;
  const pw = p.lin[0]!;
  const pd = p.lin[1]!;
  const far = p.lin[2]!;
  const back = p.lin[3]!;
  dot2(p.alpha[0]!, ex, wy, -ey, wx);
  dot2(p.beta[0]!, ex, dy, -ey, dx);
  dot2(EE, ex, ex, ey, ey);
  mul(p.K, product(RR, r, r), EE);
  dot2(pw, ex, wx, ey, wy);
  dot2(pd, ex, dx, ey, dy);
  sub(far, EE, pw);
  dot2(back, -ex, dx, -ey, dy);
  p.conditions = 2;
  return p.code();
}
