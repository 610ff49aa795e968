/** castRay of @swept/fixed: this package's castCircle / castSphere at r = 0, bit for bit. */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  expectSameBits,
  levelArbitrary,
  motionArbitrary,
  vec2,
  vec3,
} from '../../../core/test/level-cases.ts';
import { castCircle, castRay, castSphere, createLevel2, createLevel3 } from '../../src/index.ts';

const ONE = 65536;

describe('fixed castRay', () => {
  it('2D and 3D: the cast at r = 0', () => {
    fc.assert(
      fc.property(
        levelArbitrary(2, ONE),
        levelArbitrary(3, ONE, 8),
        motionArbitrary(3, ONE),
        (w2, w3, { c, d }) => {
          const l2 = createLevel2({ segments: Float64Array.from(w2) });
          const l3 = createLevel3({ triangles: Float64Array.from(w3) });
          expectSameBits(castRay(l2, vec2(c), vec2(d)), castCircle(l2, vec2(c), 0, vec2(d)));
          expectSameBits(castRay(l3, vec3(c), vec3(d)), castSphere(l3, vec3(c), 0, vec3(d)));
        },
      ),
      { numRuns: 100 },
    );
  });
});
