/**
 * Exact squared distances from a point to a segment and to a triangle,
 * computed the textbook way (clamped projection; Ericson's Voronoi regions of
 * a triangle, "Real-Time Collision Detection" 5.1.5) — independently of the
 * oracle's piece decomposition, so that tests can check one against the other.
 */
import { add, cmp, div, mul, ONE, type Rat, sign, sub, ZERO } from '../src/rat.ts';
import { cross3, dot, isZeroVec, type RVec, vadd, vscale, vsub } from '../src/vec.ts';

const clamp01 = (x: Rat): Rat => (sign(x) < 0 ? ZERO : cmp(x, ONE) > 0 ? ONE : x);

/** The point of segment `a–b` nearest to `p`. */
export function nearestOnSegment(p: RVec, a: RVec, b: RVec): RVec {
  const e = vsub(b, a);
  const ee = dot(e, e);
  if (sign(ee) === 0) return a;
  return vadd(a, vscale(e, clamp01(div(dot(vsub(p, a), e), ee))));
}

/** The point of triangle `a b c` nearest to `p` (Ericson, ClosestPtPointTriangle). */
export function nearestOnTriangle(p: RVec, a: RVec, b: RVec, c: RVec): RVec {
  const ab = vsub(b, a);
  const ac = vsub(c, a);
  if (collinear(ab, ac)) {
    const cands = [nearestOnSegment(p, a, b), nearestOnSegment(p, b, c), nearestOnSegment(p, c, a)];
    return cands.reduce((best, q) => (cmp(dist2(p, q), dist2(p, best)) < 0 ? q : best));
  }
  const ap = vsub(p, a);
  const d1 = dot(ab, ap);
  const d2 = dot(ac, ap);
  if (sign(d1) <= 0 && sign(d2) <= 0) return a;
  const bp = vsub(p, b);
  const d3 = dot(ab, bp);
  const d4 = dot(ac, bp);
  if (sign(d3) >= 0 && cmp(d4, d3) <= 0) return b;
  const vc = sub(mul(d1, d4), mul(d3, d2));
  if (sign(vc) <= 0 && sign(d1) >= 0 && sign(d3) <= 0) {
    return vadd(a, vscale(ab, div(d1, sub(d1, d3))));
  }
  const cp = vsub(p, c);
  const d5 = dot(ab, cp);
  const d6 = dot(ac, cp);
  if (sign(d6) >= 0 && cmp(d5, d6) <= 0) return c;
  const vb = sub(mul(d5, d2), mul(d1, d6));
  if (sign(vb) <= 0 && sign(d2) >= 0 && sign(d6) <= 0) {
    return vadd(a, vscale(ac, div(d2, sub(d2, d6))));
  }
  const va = sub(mul(d3, d6), mul(d5, d4));
  const e43 = sub(d4, d3);
  const e56 = sub(d5, d6);
  if (sign(va) <= 0 && sign(e43) >= 0 && sign(e56) >= 0) {
    return vadd(b, vscale(vsub(c, b), div(e43, add(e43, e56))));
  }
  const den = add(add(va, vb), vc);
  return vadd(a, vadd(vscale(ab, div(vb, den)), vscale(ac, div(vc, den))));
}

function collinear(u: RVec, v: RVec): boolean {
  return isZeroVec(cross3(u, v));
}

export function dist2(p: RVec, q: RVec): Rat {
  const d = vsub(p, q);
  return dot(d, d);
}

/** `distance(p, wall)² − r²` for a wall of 2 or 3 corners. */
export function gIndependent(p: RVec, r: Rat, wall: readonly RVec[]): Rat {
  const [a, b, c] = wall as [RVec, RVec, RVec | undefined];
  const q = c === undefined ? nearestOnSegment(p, a, b) : nearestOnTriangle(p, a, b, c);
  return sub(dist2(p, q), mul(r, r));
}

/** `c0 + t·(c1 − c0)`. */
export function at(c0: RVec, c1: RVec, t: Rat): RVec {
  return vadd(c0, vscale(vsub(c1, c0), t));
}
