/**
 * Argument checks of the wall queries, in the two layers of `validate.ts`: one
 * boolean expression of range tests on every call, and the named checks (a
 * `RangeError` starting with the argument's name) only when it fails.
 */
import type { Vec2, Vec3 } from './types.ts';
import {
  checkRadius,
  checkVec2,
  checkVec3,
  radiusInRange,
  vec2InRange,
  vec3InRange,
} from './validate.ts';

/** Checks `(c0, c1, r, s0, s1)` of the moving-circle segment queries. */
export function checkCircleSegment(c0: Vec2, c1: Vec2, r: number, s0: Vec2, s1: Vec2): void {
  if (
    vec2InRange(c0) &&
    vec2InRange(c1) &&
    radiusInRange(r) &&
    vec2InRange(s0) &&
    vec2InRange(s1)
  ) {
    return;
  }
  checkVec2('c0', c0);
  checkVec2('c1', c1);
  checkRadius('r', r);
  checkVec2('s0', s0);
  checkVec2('s1', s1);
}

/** Checks `(c, r, s0, s1)` of the still-circle segment queries. */
export function checkCircleAtSegment(c: Vec2, r: number, s0: Vec2, s1: Vec2): void {
  if (vec2InRange(c) && radiusInRange(r) && vec2InRange(s0) && vec2InRange(s1)) return;
  checkVec2('c', c);
  checkRadius('r', r);
  checkVec2('s0', s0);
  checkVec2('s1', s1);
}

/** Checks `(c0, c1, r, p0, p1, p2)` of the moving-sphere triangle queries. */
export function checkSphereTriangle(
  c0: Vec3,
  c1: Vec3,
  r: number,
  p0: Vec3,
  p1: Vec3,
  p2: Vec3,
): void {
  if (
    vec3InRange(c0) &&
    vec3InRange(c1) &&
    radiusInRange(r) &&
    vec3InRange(p0) &&
    vec3InRange(p1) &&
    vec3InRange(p2)
  ) {
    return;
  }
  checkVec3('c0', c0);
  checkVec3('c1', c1);
  checkRadius('r', r);
  checkVec3('p0', p0);
  checkVec3('p1', p1);
  checkVec3('p2', p2);
}

/** Checks `(c, r, p0, p1, p2)` of the still-sphere triangle queries. */
export function checkSphereAtTriangle(c: Vec3, r: number, p0: Vec3, p1: Vec3, p2: Vec3): void {
  if (vec3InRange(c) && radiusInRange(r) && vec3InRange(p0) && vec3InRange(p1) && vec3InRange(p2)) {
    return;
  }
  checkVec3('c', c);
  checkRadius('r', r);
  checkVec3('p0', p0);
  checkVec3('p1', p1);
  checkVec3('p2', p2);
}
