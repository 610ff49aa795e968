import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { circlesOverlap, spheresOverlap } from '../../src/index.ts';
import { exactOverlap, MAX, radius, scales, TRIPLES, vec2, vec3 } from '../helpers.ts';

describe('overlap against the exact oracle', () => {
  it('agrees on random pairs at every magnitude', () => {
    for (const m of scales) {
      fc.assert(
        fc.property(vec2(m), radius(m), vec2(m), radius(m), (a, ra, b, rb) => {
          expect(circlesOverlap(a, ra, b, rb)).toBe(exactOverlap(a, ra, b, rb));
        }),
        { numRuns: 300 },
      );
      fc.assert(
        fc.property(vec3(m), radius(m), vec3(m), radius(m), (a, ra, b, rb) => {
          expect(spheresOverlap(a, ra, b, rb)).toBe(exactOverlap(a, ra, b, rb));
        }),
        { numRuns: 300 },
      );
    }
  });

  it('touching is not overlapping, one raw unit closer is (Pythagorean distances)', () => {
    for (const [p, q, h] of TRIPLES) {
      for (const s of [1, 65536, Math.floor(MAX / h)]) {
        const b = { x: s * p, y: s * q };
        for (const dr of [-1, 0, 1]) {
          const r = s * h + dr;
          expect(circlesOverlap({ x: 0, y: 0 }, r, b, 0)).toBe(dr > 0);
          expect(circlesOverlap({ x: 0, y: 0 }, 0, b, r)).toBe(
            exactOverlap({ x: 0, y: 0 }, 0, b, r),
          );
          expect(spheresOverlap({ x: 0, y: 0, z: 0 }, r, { ...b, z: 0 }, 0)).toBe(dr > 0);
        }
      }
    }
  });
});
