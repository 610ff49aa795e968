/** castRay: the circle's or sphere's cast at r = 0, bit for bit, on 2D and 3D levels. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  castCircle,
  castRay,
  castSphere,
  circleSegmentTimeOfImpact,
  createLevel2,
  createLevel3,
  sphereTriangleTimeOfImpact,
} from '../../src/index.ts';
import {
  bruteSegments,
  bruteTriangles,
  expectSameBits,
  levelArbitrary,
  motionArbitrary,
  vec2,
  vec3,
} from '../level-cases.ts';

describe('castRay', () => {
  it('2D: the earliest circleSegmentTimeOfImpact at r = 0, and castCircle at r = 0', () => {
    fc.assert(
      fc.property(levelArbitrary(2, 1), motionArbitrary(2, 1), (walls, { c, d }) => {
        const level = createLevel2({ segments: Float64Array.from(walls) });
        const ray = castRay(level, vec2(c), vec2(d));
        expectSameBits(ray, bruteSegments(circleSegmentTimeOfImpact, walls, vec2(c), 0, vec2(d)));
        expectSameBits(ray, castCircle(level, vec2(c), 0, vec2(d)));
      }),
      { numRuns: 300 },
    );
  });

  it('3D: the earliest sphereTriangleTimeOfImpact at r = 0, and castSphere at r = 0', () => {
    fc.assert(
      fc.property(levelArbitrary(3, 1), motionArbitrary(3, 1), (walls, { c, d }) => {
        const level = createLevel3({ triangles: Float64Array.from(walls) });
        const ray = castRay(level, vec3(c), vec3(d));
        expectSameBits(ray, bruteTriangles(sphereTriangleTimeOfImpact, walls, vec3(c), 0, vec3(d)));
        expectSameBits(ray, castSphere(level, vec3(c), 0, vec3(d)));
      }),
      { numRuns: 300 },
    );
  });

  it('a hitscan and a ground probe', () => {
    const level = createLevel2({ segments: Float64Array.of(-10, 0, 10, 0, 4, -1, 4, 9) });
    expect(castRay(level, { x: 0, y: 1 }, { x: 100, y: 0 })).toMatchObject({
      t: 0.04,
      wall: 1,
      point: { x: 4, y: 1 },
    });
    expect(castRay(level, { x: 2, y: 3 }, { x: 0, y: -10 })).toMatchObject({
      t: 0.3,
      wall: 0,
      point: { x: 2, y: 0 },
    });
    expect(castRay(level, { x: 2, y: 3 }, { x: 0, y: 10 })).toBeNull();
  });
});
