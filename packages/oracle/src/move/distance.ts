/**
 * The exact squared distance between a leg (the closed segment `p → q` a
 * mover's body travels along) and a wall (a 2D segment or a 3D triangle, either
 * possibly degenerate), as a rational: no square root is ever needed.
 *
 * Why each reduction is exact: the squared distance between a point of the leg
 * and a point of the wall is a convex quadratic of the parameters (the leg's
 * `s ∈ [0, 1]` and the wall's own: `t ∈ [0, 1]` along a segment, barycentric
 * coordinates over a triangle), a polytope. A convex function's minimum over
 * a polytope is at an interior critical point or on a face of the polytope,
 * and each face is a smaller problem of the same kind: the leg's end against
 * the wall (`s = 0` or `1`), the leg against an edge of the wall. The point
 * distances come from the wall machinery's {@link distanceSquared}: the
 * distance to the nearest feature (corner, edge, face) whose region holds the
 * point, itself the same reduction one dimension lower (a clamped projection).
 */
import { cmp, div, min, mul, ONE, type Rat, sign, sub, ZERO } from '../rat.ts';
import { cross, cross3, dot, isZeroVec, type RVec, vadd, vscale, vsub } from '../vec.ts';
import { distanceSquared } from '../walls/wall-pieces.ts';

/**
 * The least squared distance from a point of the leg `p + s·(q − p)`,
 * `s ∈ [0, 1]`, to the wall, exactly. 2D: `wall` is a segment (2 corners,
 * maybe of length 0); 3D: a triangle (3 corners, maybe collinear or all
 * equal: then the segment or point they span). `p = q` is a point's distance.
 */
export function legWallDistanceSquaredExact(p: RVec, q: RVec, wall: readonly RVec[]): Rat {
  const dimension = dimensionOf(p, 'p');
  checkDimension(q, dimension, 'q');
  checkWall(wall, dimension, 'wall');
  const [a, b, c] = wall as [RVec, RVec, RVec];
  return dimension === 2 ? segmentSegment2(p, q, a, b) : segmentTriangle(p, q, a, b, c);
}

/** The squared distance from the point `p` to the wall, exactly: the leg `p → p`. */
export function pointWallDistanceSquaredExact(p: RVec, wall: readonly RVec[]): Rat {
  return legWallDistanceSquaredExact(p, p, wall);
}

/** `v`'s dimension, 2 or 3; a `RangeError` naming `v` otherwise. */
export function dimensionOf(v: RVec, name: string): 2 | 3 {
  if (v.length !== 2 && v.length !== 3) {
    throw new RangeError(`${name} must have 2 or 3 components (got ${v.length})`);
  }
  return v.length;
}

/** A `RangeError` naming `v` unless it has `dimension` components. */
export function checkDimension(v: RVec, dimension: 2 | 3, name: string): void {
  if (v.length !== dimension) {
    throw new RangeError(`${name} must have ${dimension} components (got ${v.length})`);
  }
}

/** A `RangeError` naming the wall unless it has `dimension` corners (a segment in 2D, a triangle in 3D) of `dimension` components. */
export function checkWall(wall: readonly RVec[], dimension: 2 | 3, name: string): void {
  if (wall.length !== dimension) {
    throw new RangeError(
      `${name} must have ${dimension} corners in ${dimension}D (got ${wall.length})`,
    );
  }
  wall.forEach((corner, i) => {
    checkDimension(corner, dimension, `${name}[${i}]`);
  });
}

/**
 * The four box faces of a segment–segment problem: each end of either segment
 * against the other segment (a convex quadratic in one parameter, whose
 * minimum is the clamped projection's distance).
 */
function endpointTerms(p: RVec, q: RVec, a: RVec, b: RVec): Rat {
  const pq = [p, q];
  const ab = [a, b];
  return min(
    min(distanceSquared(p, ab), distanceSquared(q, ab)),
    min(distanceSquared(a, pq), distanceSquared(b, pq)),
  );
}

/**
 * 2D segments `p–q` and `a–b`. The box's interior critical points are where
 * the lines meet (distance 0) or, for parallel lines, a line of points whose
 * value is also taken on the box's boundary; so the answer is 0 if the closed
 * segments intersect, else the four endpoint terms. An intersection that is
 * not a proper crossing (every orientation sign strict) puts an endpoint of
 * one segment on the other — touching, or collinear overlaps, whose common
 * interval ends at some segment's end — where an endpoint term is already 0.
 */
function segmentSegment2(p: RVec, q: RVec, a: RVec, b: RVec): Rat {
  const u = vsub(q, p);
  const v = vsub(b, a);
  const pqApart = sign(cross(v, vsub(p, a))) * sign(cross(v, vsub(q, a)));
  const abApart = sign(cross(u, vsub(a, p))) * sign(cross(u, vsub(b, p)));
  return pqApart < 0 && abApart < 0 ? ZERO : endpointTerms(p, q, a, b);
}

const inUnit = (x: Rat): boolean => sign(x) >= 0 && cmp(x, ONE) <= 0;

/**
 * 3D segments `p–q` and `a–b`. With `u = q − p`, `v = b − a`, `w = p − a` the
 * squared distance `|w + s·u − t·v|²` has, for non-parallel lines
 * (`|u×v|² = |u|²|v|² − (u·v)² > 0`, Lagrange), the single critical point
 * `s* = ((u·v)(w·v) − |v|²(w·u))/|u×v|²`, `t* = (|u|²(w·v) − (u·v)(w·u))/|u×v|²`
 * (the normal equations by Cramer's rule), where the value is the squared
 * distance between the lines, `(w·(u×v))²/|u×v|²`. It counts when it lies in
 * the box; otherwise, or for parallel lines (the minimum is then also taken
 * on the box's boundary, along the critical line), the four endpoint terms.
 */
function segmentSegment3(p: RVec, q: RVec, a: RVec, b: RVec): Rat {
  const best = endpointTerms(p, q, a, b);
  const u = vsub(q, p);
  const v = vsub(b, a);
  const n = cross3(u, v);
  const nn = dot(n, n);
  if (sign(nn) === 0) return best;
  const w = vsub(p, a);
  const uv = dot(u, v);
  const wu = dot(w, u);
  const wv = dot(w, v);
  const s = div(sub(mul(uv, wv), mul(dot(v, v), wu)), nn);
  const t = div(sub(mul(dot(u, u), wv), mul(uv, wu)), nn);
  if (!inUnit(s) || !inUnit(t)) return best;
  const h = dot(w, n);
  return min(best, div(mul(h, h), nn));
}

/**
 * Whether the leg meets a non-degenerate triangle's face away from its plane:
 * `p` and `q` on opposite sides of the plane or one of them on it (exact signs
 * of `n·(x − a)`), and the crossing point `p + s·(q − p)`,
 * `s = h_p/(h_p − h_q)`, inside the closed triangle (the three edge functions
 * `((c_j − c_i) × (x − c_i))·n ≥ 0`, for the corners in the order of `n`).
 * A leg in the plane is left to the edge and endpoint terms.
 */
function crossesFace(p: RVec, q: RVec, wall: readonly [RVec, RVec, RVec], n: RVec): boolean {
  const [a] = wall;
  const hp = dot(n, vsub(p, a));
  const hq = dot(n, vsub(q, a));
  if (sign(hp) * sign(hq) > 0 || (sign(hp) === 0 && sign(hq) === 0)) return false;
  const x = vadd(p, vscale(vsub(q, p), div(hp, sub(hp, hq))));
  return TRIANGLE_EDGES.every(([i, j]) => {
    const ci = wall[i]!;
    return sign(dot(cross3(vsub(wall[j]!, ci), vsub(x, ci)), n)) >= 0;
  });
}

const TRIANGLE_EDGES = [
  [0, 1],
  [1, 2],
  [2, 0],
] as const;

/**
 * The leg against a triangle: over the prism `s ∈ [0, 1]` × triangle. An
 * interior critical point at a positive distance has its gap along the normal
 * and orthogonal to the leg, so the leg is parallel to the plane and sliding
 * both points along it keeps the value until a face of the prism is reached;
 * one at distance 0 is the leg meeting the triangle: through the face away
 * from the plane ({@link crossesFace}), or in the plane, where the part of the
 * leg inside the triangle ends at an endpoint inside it (an endpoint term is
 * 0) or on an edge (an edge term is 0). So the answer is 0 on a crossing,
 * else the least of the prism's faces: both endpoints against the triangle
 * (`s = 0`, `1`) and the leg against each of its three edges. A degenerate
 * triangle (`n = 0`) is the segment or point its corners span, the union of
 * its edges: the edge terms alone are its distance.
 */
function segmentTriangle(p: RVec, q: RVec, a: RVec, b: RVec, c: RVec): Rat {
  const wall = [a, b, c] as const;
  const n = cross3(vsub(b, a), vsub(c, a));
  if (!isZeroVec(n) && crossesFace(p, q, wall, n)) return ZERO;
  let best = min(distanceSquared(p, wall), distanceSquared(q, wall));
  for (const [i, j] of TRIANGLE_EDGES) best = min(best, segmentSegment3(p, q, wall[i], wall[j]));
  return best;
}
