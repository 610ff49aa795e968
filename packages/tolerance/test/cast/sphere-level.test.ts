/**
 * castSphere and the 3D castRay under every policy: bit for bit the earliest over every
 * wall of the policy's own sphereTriangleTimeOfImpact; under `exact`, against the oracle.
 */
import { surdBracket } from '@swept/oracle';
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
import { createLevel3, exact, withPolicy } from '../../src/index.ts';
import { POLICIES } from '../policies.ts';

describe.each(POLICIES.map((p) => [p.name, p] as const))('castSphere under %s', (_name, policy) => {
  const q = withPolicy(policy);
  it('the earliest of the policy’s sphereTriangleTimeOfImpact over the walls, bit for bit', () => {
    fc.assert(
      fc.property(
        levelArbitrary(3, 1, 10),
        fc.array(motionArbitrary(3, 1), { minLength: 1, maxLength: 3 }),
        (walls, motions) => {
          const level = createLevel3({ triangles: Float64Array.from(walls) });
          for (const { c, r, d } of motions) {
            expectSameBits(
              q.castSphere(level, vec3(c), r, vec3(d)),
              bruteTriangles(q.sphereTriangleTimeOfImpact, walls, vec3(c), r, vec3(d)),
            );
            expectSameBits(
              q.castRay(level, vec3(c), vec3(d)),
              bruteTriangles(q.sphereTriangleTimeOfImpact, walls, vec3(c), 0, vec3(d)),
            );
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('castSphere under exact against the oracle', () => {
  it('t is the largest double not after the earliest exact first touch', () => {
    const q = withPolicy(exact);
    fc.assert(
      fc.property(levelArbitrary(3, 1, 6), motionArbitrary(3, 1), (walls, { c, r, d }) => {
        const level = createLevel3({ triangles: Float64Array.from(walls) });
        const c1 = { x: c[0]! + d[0]!, y: c[1]! + d[1]!, z: c[2]! + d[2]! };
        const best = earliestExact(3, walls, 'double', vec3(c), r, c1);
        const cast = q.castSphere(level, vec3(c), r, vec3(d));
        if (best === null) expect(cast).toBeNull();
        else expect(cast?.t).toBe(surdBracket(best)[0]);
      }),
      { numRuns: 40 },
    );
  });
});
