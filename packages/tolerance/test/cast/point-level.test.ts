/** castRay under every policy: the policy's castCircle / castSphere at r = 0, bit for bit. */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  expectSameBits,
  levelArbitrary,
  motionArbitrary,
  vec2,
  vec3,
} from '../../../core/test/level-cases.ts';
import { createLevel2, createLevel3, withPolicy } from '../../src/index.ts';
import { POLICIES } from '../policies.ts';

describe.each(POLICIES.map((p) => [p.name, p] as const))('castRay under %s', (_name, policy) => {
  const q = withPolicy(policy);
  it('2D and 3D: the cast at r = 0', () => {
    fc.assert(
      fc.property(
        levelArbitrary(2, 1),
        levelArbitrary(3, 1, 8),
        motionArbitrary(3, 1),
        (w2, w3, { c, d }) => {
          const l2 = createLevel2({ segments: Float64Array.from(w2) });
          const l3 = createLevel3({ triangles: Float64Array.from(w3) });
          expectSameBits(q.castRay(l2, vec2(c), vec2(d)), q.castCircle(l2, vec2(c), 0, vec2(d)));
          expectSameBits(q.castRay(l3, vec3(c), vec3(d)), q.castSphere(l3, vec3(c), 0, vec3(d)));
        },
      ),
      { numRuns: 30 },
    );
  });
});
