// walls/: the oracle's wall machinery — the capsule and rounded-slab pieces, wall cases from the variants' inputs, the surds of first touches.
/** Small integer wall cases (2D segments and 3D triangles) for the oracle's wall tests. */
import fc from 'fast-check';
import { circleSegmentCase, sphereTriangleCase } from '../../src/walls/wall-case.ts';
import type { WallCase } from '../../src/walls/wall-pieces.ts';

const coord = fc.integer({ min: -8, max: 8 });
const v2 = fc.record({ x: coord, y: coord });
const v3 = fc.record({ x: coord, y: coord, z: coord });
const radius = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 4 }), fc.constant(2.5));

export interface Input2 {
  c0: { x: number; y: number };
  c1: { x: number; y: number };
  r: number;
  s0: { x: number; y: number };
  s1: { x: number; y: number };
}

/** A moving circle and a segment (sometimes of length 0, sometimes with the path along it). */
export const segmentInput: fc.Arbitrary<Input2> = fc
  .record({ c0: v2, c1: v2, r: radius, s0: v2, s1: v2, degenerate: fc.nat(9) })
  .map(({ degenerate, ...i }) => (degenerate === 0 ? { ...i, s1: i.s0 } : i));

export const segmentWall = segmentInput.map((i) => ({
  i,
  c: circleSegmentCase(i.c0, i.c1, i.r, i.s0, i.s1) as WallCase,
}));

/** A moving sphere and a triangle (sometimes with collinear corners). */
export const triangleWall = fc
  .record({ c0: v3, c1: v3, r: radius, p0: v3, p1: v3, p2: v3, degenerate: fc.nat(9) })
  .map(({ degenerate, ...i }) => {
    // Collinear corners: p2 on the line through p0 and p1.
    const p2 =
      degenerate === 0
        ? { x: 2 * i.p1.x - i.p0.x, y: 2 * i.p1.y - i.p0.y, z: 2 * i.p1.z - i.p0.z }
        : i.p2;
    return { i: { ...i, p2 }, c: sphereTriangleCase(i.c0, i.c1, i.r, i.p0, i.p1, p2) };
  });
