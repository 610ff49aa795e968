/**
 * `exact/`: exact arithmetic and the `exact` policy's staged decisions.
 *
 * The `exact` swept test's fast path, shared by `swept/` and
 * `time-of-impact/`: the five signs of `sweep.ts` evaluated in local doubles
 * with the same filter (`2^-50·S`, `2^-50·S²` for E). Only when one of them
 * is too close to zero does a query reload into the shared `sweep` state,
 * which settles the doubtful signs in exact expansions. The case split is the core's
 * (`@swept/core`'s `src/quadratic.ts` says why each kind of number keeps its
 * own copy).
 */
import type { Vec2, Vec3 } from '@swept/core';
import { E_BOUND_FLOOR, FILTER_K } from './sweep.ts';

/** Filter verdicts: touch, no touch, doubtful, or "decided by the sign of E". */
export const TOUCH = 1;
export const MISS = 0;
export const DOUBT = -1;
const VERTEX = 2;

/**
 * The case split of the contract's swept test (`R ≤ 0` touch; `Q ≥ 0` miss;
 * `F1 ≤ 0` touch; `P + Q ≤ 0` miss; else the vertex decides) on certified
 * signs: each value must clear `bound` strictly to count (with `bound = 0`
 * everything is exactly zero, and a zero is never certified by the filter). `R` was settled (positive)
 * by the caller.
 */
function filterSplit(Q: number, F1: number, PQ: number, bound: number): number {
  if (Q > bound) return MISS;
  if (Q >= -bound) return DOUBT;
  if (F1 < -bound) return TOUCH;
  if (F1 <= bound) return DOUBT;
  if (PQ < -bound) return MISS;
  if (PQ <= bound) return DOUBT;
  return VERTEX;
}

/** The verdict from `E = |C0 × C1|² − r²|D|²` (touch iff `E ≤ 0`). */
function filterVertex(E: number, S: number): number {
  const bound = Math.max(FILTER_K * (S * S), E_BOUND_FLOOR);
  if (E < -bound) return TOUCH;
  if (E > bound) return MISS;
  return DOUBT;
}

/** The filter's verdict on a 2D swept test (in-range arguments). */
export function sweptVerdict2(
  a0: Vec2,
  a1: Vec2,
  ra: number,
  b0: Vec2,
  b1: Vec2,
  rb: number,
): number {
  const c0x = b0.x - a0.x;
  const c0y = b0.y - a0.y;
  const c1x = b1.x - a1.x;
  const c1y = b1.y - a1.y;
  const dx = c1x - c0x;
  const dy = c1y - c0y;
  const r = ra + rb;
  const rr = r * r;
  const c0c0 = c0x * c0x + c0y * c0y;
  const c1c1 = c1x * c1x + c1y * c1y;
  const S = c0c0 + c1c1 + rr;
  const bound = FILTER_K * S;
  const R = c0c0 - rr;
  if (R < -bound) return TOUCH;
  if (R <= bound) return DOUBT;
  let verdict = filterSplit(c0x * dx + c0y * dy, c1c1 - rr, c1x * dx + c1y * dy, bound);
  if (verdict === VERTEX) {
    const k = c0x * c1y - c0y * c1x;
    const rdx = r * dx;
    const rdy = r * dy;
    verdict = filterVertex(k * k - (rdx * rdx + rdy * rdy), S);
  }
  return verdict;
}

/** The filter's verdict on a 3D swept test (in-range arguments). */
export function sweptVerdict3(
  a0: Vec3,
  a1: Vec3,
  ra: number,
  b0: Vec3,
  b1: Vec3,
  rb: number,
): number {
  const c0x = b0.x - a0.x;
  const c0y = b0.y - a0.y;
  const c0z = b0.z - a0.z;
  const c1x = b1.x - a1.x;
  const c1y = b1.y - a1.y;
  const c1z = b1.z - a1.z;
  const dx = c1x - c0x;
  const dy = c1y - c0y;
  const dz = c1z - c0z;
  const r = ra + rb;
  const rr = r * r;
  const c0c0 = c0x * c0x + c0y * c0y + c0z * c0z;
  const c1c1 = c1x * c1x + c1y * c1y + c1z * c1z;
  const S = c0c0 + c1c1 + rr;
  const bound = FILTER_K * S;
  const R = c0c0 - rr;
  if (R < -bound) return TOUCH;
  if (R <= bound) return DOUBT;
  const verdict = filterSplit(
    c0x * dx + c0y * dy + c0z * dz,
    c1c1 - rr,
    c1x * dx + c1y * dy + c1z * dz,
    bound,
  );
  return verdict === VERTEX ? vertexVerdict3(a0, a1, ra, b0, b1, rb) : verdict;
}

/**
 * The vertex case of {@link sweptVerdict3} (closest approach inside the
 * step), out of line and recomputed from the arguments (the same operations
 * in the same order, so the same bits): with it inline, `sweptVerdict3` and
 * its filters took 611 bytes of V8's 920-byte inlining budget and
 * `checkSwept3` (426 bytes, ×1.2 reserve) no longer fitted into
 * `sweptSpheresExact`, which then paid a real call for its check on every
 * query (14.6 of 44 ns, measured). Taking the objects, not the doubles, the
 * call boxes nothing.
 */
function vertexVerdict3(a0: Vec3, a1: Vec3, ra: number, b0: Vec3, b1: Vec3, rb: number): number {
  const c0x = b0.x - a0.x;
  const c0y = b0.y - a0.y;
  const c0z = b0.z - a0.z;
  const c1x = b1.x - a1.x;
  const c1y = b1.y - a1.y;
  const c1z = b1.z - a1.z;
  const r = ra + rb;
  const rdx = r * (c1x - c0x);
  const rdy = r * (c1y - c0y);
  const rdz = r * (c1z - c0z);
  const kx = c0y * c1z - c0z * c1y;
  const ky = c0z * c1x - c0x * c1z;
  const kz = c0x * c1y - c0y * c1x;
  const S = c0x * c0x + c0y * c0y + c0z * c0z + (c1x * c1x + c1y * c1y + c1z * c1z) + r * r;
  return filterVertex(kx * kx + ky * ky + kz * kz - (rdx * rdx + rdy * rdy + rdz * rdz), S);
}
