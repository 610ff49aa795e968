/**
 * The rounded slab's cylinder along an edge, in doubles: its code as exact
 * sums of products ({@link cylinderCode}).
 */
import { sumAdd2, sumAdd3, sumAdd4, sumAdd6, sumReset, sumSign } from '@swept/core/internal';
import { provenFloor } from '../exact/floor-search.ts';
import { edge, edgeAt, rel, side } from './slab-frame.ts';
import { MISS, OVERLAP, SEPARATING, START_IMPACT } from './wall-pieces.ts';

/** Scratch of {@link cylinderCode}: `a = e × w`, `b = e × d`, `c = w × d`, `e`. */
const cyl = new Float64Array(12);

/** The sign of `|a|² − r²·e·e` for `a` in `cyl[0…2]` (`h` at the start), or of `|a + b|² − r²·e·e` (`end`). */
function cylinderH(rr: number, ee: number, end: boolean): number {
  const c = cyl;
  sumReset();
  for (let i = 0; i < 3; i += 1) {
    const x = end ? c[i]! + c[i + 3]! : c[i]!;
    sumAdd2(1, x, x);
  }
  sumAdd2(-1, rr, ee);
  return sumSign();
}

/**
 * The sign of `√(e·e)·X − y·√B` with `X = x1·x2 − x3·x4` and
 * `B = r²·|b|² − det²`, `det = e·c` (`B ≥ 0`, given as `sB`): the edge's
 * projection condition at the cylinder's entry (see {@link cylinderCode}).
 */
function cylinderSurd(
  x1: number,
  x2: number,
  x3: number,
  x4: number,
  y: number,
  sB: number,
  rr: number,
  ee: number,
): number {
  sumReset();
  sumAdd2(1, x1, x2);
  sumAdd2(-1, x3, x4);
  const sx = sumSign();
  const sy = sB === 0 || y === 0 ? 0 : y < 0 ? -1 : 1;
  if (sx >= 0 && sy <= 0) return sx > 0 || sy < 0 ? 1 : 0;
  if (sx <= 0 && sy >= 0) return -1;
  const c = cyl;
  sumReset();
  // X²·ee
  sumAdd6(1, x1, x2, x1, x2, ee, 1);
  sumAdd6(-2, x1, x2, x3, x4, ee, 1);
  sumAdd6(1, x3, x4, x3, x4, ee, 1);
  // − y²·(r²·|b|² − (e·c)²)
  for (let i = 0; i < 3; i += 1) {
    sumAdd6(-1, y, y, rr, c[i + 3]!, c[i + 3]!, 1);
    for (let j = i; j < 3; j += 1) {
      sumAdd6(i === j ? 1 : 2, y, y, c[i + 9]!, c[i + 6]!, c[j + 9]!, c[j + 6]!);
    }
  }
  return sx * sumSign();
}

/** `r²` and `e·e` of the cylinder in {@link cylinderNotAfter}. */
const cylArgs = { rr: 0, ee: 0 };

/**
 * Whether `j/65536` is not after the cylinder's entry (the smaller root of
 * `h(t) = |a + t·b|² − r²·e·e`, `h(0) > 0`): `g = 2^32·h(s) > 0` left of the
 * vertex (`65536·a·b + j·|b|² < 0`), or `g = 0` — as `notAfterFirstTouch`
 * in `quadratic.ts`, with every coefficient expanded into products of
 * exact doubles.
 */
function cylinderNotAfter(j: number): boolean {
  const { rr, ee } = cylArgs;
  const c = cyl;
  sumReset();
  for (let i = 0; i < 3; i += 1) {
    sumAdd2(65536, c[i]!, c[i + 3]!);
    sumAdd3(1, j, c[i + 3]!, c[i + 3]!);
  }
  const h = sumSign();
  if (h > 0) return false;
  sumReset();
  for (let i = 0; i < 3; i += 1) {
    sumAdd2(4294967296, c[i]!, c[i]!);
    sumAdd3(131072, j, c[i]!, c[i + 3]!);
    sumAdd3(1, j * j, c[i + 3]!, c[i + 3]!);
  }
  sumAdd2(-4294967296, rr, ee);
  const g = sumSign();
  return (g > 0 && h < 0) || g === 0;
}

/**
 * The code of the cylinder along edge `i` ({@link edgeAt}), in doubles: `h(t) =
 * |e × (w + t·d)|² − r²·e·e ≤ 0` where the projection `(w + t·d)·e` lies in
 * `[0, e·e]`. From outside, it is entered at the smaller root `τ` of `h`
 * when the projection there is in range: with `P = |b|²`, `Q = a·b`,
 * `D = Q² − P·h(0)`, the condition `g·P + h·(−Q − √D) ≥ 0` for the near end
 * (`g, h = e·w, e·d`) simplifies by `(e×w)·(e×d) = e·e·(w·d) − (e·w)(e·d)`
 * and `|a × b|² = e·e·det(e, w, d)²` to `√(e·e)·(pw·dd − pd·wd) − pd·√B ≥ 0`
 * with `B = r²·P − det²`; the far end likewise with `w − e` and `−pd`.
 * Entered through an end instead, it meets that end's ball first (a miss
 * here). Every component is an exact integer below 2^51 (see `separated`, `slab-filter.ts`).
 */
export function cylinderCode(i: number, r: number): number {
  const v = rel;
  const c = cyl;
  edgeAt(i);
  const { ex, ey, ez, wx, wy, wz } = edge;
  const dx = v[3]! - v[0]!;
  const dy = v[4]! - v[1]!;
  const dz = v[5]! - v[2]!;
  c[0] = ey * wz - ez * wy;
  c[1] = ez * wx - ex * wz;
  c[2] = ex * wy - ey * wx;
  c[3] = ey * dz - ez * dy;
  c[4] = ez * dx - ex * dz;
  c[5] = ex * dy - ey * dx;
  c[6] = wy * dz - wz * dy;
  c[7] = wz * dx - wx * dz;
  c[8] = wx * dy - wy * dx;
  c[9] = ex;
  c[10] = ey;
  c[11] = ez;
  const rr = r * r;
  const ee = ex * ex + ey * ey + ez * ez;
  const pw = ex * wx + ey * wy + ez * wz;
  const pd = ex * dx + ey * dy + ez * dz;
  const h0 = cylinderH(rr, ee, false);
  if (h0 <= 0) {
    if (pw < 0 || pw > ee) return MISS;
    if (h0 < 0) return OVERLAP;
    if ((pw === 0 && pd < 0) || (pw === ee && pd > 0)) return SEPARATING;
    return side(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!) < 0 ? START_IMPACT : SEPARATING;
  }
  // Outside: approaching (Q < 0), reached by t = 1 (h(1) ≤ 0, or the vertex inside with D ≥ 0).
  if (side(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!) >= 0) return MISS;
  if (cylinderH(rr, ee, true) > 0) {
    // S = b·(a + b) ≤ 0: still falling at t = 1, so never below zero on [0, 1].
    if (side(c[3]!, c[4]!, c[5]!, c[0]! + c[3]!, c[1]! + c[4]!, c[2]! + c[5]!) <= 0) return MISS;
    sumReset();
    for (let i = 0; i < 3; i += 1) {
      for (let j = i; j < 3; j += 1) sumAdd4(i === j ? 1 : 2, c[i]!, c[i + 3]!, c[j]!, c[j + 3]!);
      for (let j = 0; j < 3; j += 1) sumAdd4(-1, c[i + 3]!, c[i + 3]!, c[j]!, c[j]!);
      sumAdd4(1, c[i + 3]!, c[i + 3]!, rr, ee);
    }
    if (sumSign() < 0) return MISS;
  }
  // B = r²·|b|² − det², det = e·(w × d): its sign (≥ 0 here) decides whether √B vanishes.
  sumReset();
  for (let i = 0; i < 3; i += 1) {
    sumAdd3(1, rr, c[i + 3]!, c[i + 3]!);
    for (let j = i; j < 3; j += 1)
      sumAdd4(i === j ? -1 : -2, c[i + 9]!, c[i + 6]!, c[j + 9]!, c[j + 6]!);
  }
  const sB = sumSign();
  const dd = dx * dx + dy * dy + dz * dz;
  const wd = wx * dx + wy * dy + wz * dz;
  if (cylinderSurd(pw, dd, pd, wd, pd, sB, rr, ee) < 0) return MISS;
  // Far end: X = −((pw − ee)·dd − pd·(wd − pd)) = pd·(wd − pd) − (pw − ee)·dd, y = −pd.
  if (cylinderSurd(pd, wd - pd, pw - ee, dd, -pd, sB, rr, ee) < 0) return MISS;
  return cylinderFloor(rr, ee);
}

/** `floor(65536·τ)` of the cylinder's entry, proven by {@link cylinderNotAfter}. */
function cylinderFloor(rr: number, ee: number): number {
  const c = cyl;
  let P = 0;
  let Q = 0;
  let R = -rr * ee;
  for (let i = 0; i < 3; i += 1) {
    P += c[i + 3]! * c[i + 3]!;
    Q += c[i]! * c[i + 3]!;
    R += c[i]! * c[i]!;
  }
  cylArgs.rr = rr;
  cylArgs.ee = ee;
  // An estimate only (the stable smaller root); the exact tests prove or correct it.
  return provenFloor(R / (Math.sqrt(Math.max(Q * Q - P * R, 0)) - Q), cylinderNotAfter);
}
