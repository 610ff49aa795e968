/**
 * castSphere and the 3D castRay of @swept/fixed: bit for bit the earliest over
 * every wall of this package's own wall queries (ties: the same raw `t`, the smaller
 * index), never a `-0`; against the exact oracle, `t` is the floor of the earliest
 * exact first touch at 1/65536.
 */
import { surdFloor16 } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bruteTriangles,
  earliestExact,
  expectSameBits,
  levelArbitrary,
  motionArbitrary,
  vec3,
} from '../../../core/test/level-cases.ts';
import { castRay, castSphere, createLevel3, sphereTriangleTimeOfImpact } from '../../src/index.ts';

const ONE = 65536;

describe('fixed castSphere / castRay (3D)', () => {
  it.each([ONE, 3])(
    'the earliest sphereTriangleTimeOfImpact, bit for bit (walls times %s raw)',
    (scale) => {
      fc.assert(
        fc.property(
          levelArbitrary(3, scale, 12),
          fc.array(motionArbitrary(3, scale), { minLength: 1, maxLength: 4 }),
          (walls, motions) => {
            const level = createLevel3({ triangles: Float64Array.from(walls) });
            for (const { c, r, d } of motions) {
              expectSameBits(
                castSphere(level, vec3(c), r, vec3(d)),
                bruteTriangles(sphereTriangleTimeOfImpact, walls, vec3(c), r, vec3(d)),
              );
              expectSameBits(
                castRay(level, vec3(c), vec3(d)),
                bruteTriangles(sphereTriangleTimeOfImpact, walls, vec3(c), 0, vec3(d)),
              );
            }
          },
        ),
        { numRuns: 80 },
      );
    },
  );

  it('t is the floor of the oracle’s earliest first touch at 1/65536', () => {
    fc.assert(
      fc.property(levelArbitrary(3, ONE, 6), motionArbitrary(3, ONE), (walls, { c, r, d }) => {
        const level = createLevel3({ triangles: Float64Array.from(walls) });
        const c1 = { x: c[0]! + d[0]!, y: c[1]! + d[1]!, z: c[2]! + d[2]! };
        const exact = earliestExact(3, walls, 'raw', vec3(c), r, c1);
        const cast = castSphere(level, vec3(c), r, vec3(d));
        if (exact === null) expect(cast).toBeNull();
        else expect(cast?.t).toBe(surdFloor16(exact));
      }),
      { numRuns: 40 },
    );
  });
});
