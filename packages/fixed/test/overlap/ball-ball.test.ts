import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { circlesOverlap, exactStats, resetExactStats, spheresOverlap } from '../../src/index.ts';
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

  it("decides ±1 raw unit at the range's far ends: the filter at ±1, the limbs on the exact touch", () => {
    // |b − a| = 2M − 1 along an axis (or a diagonal component of it): r² and |d|² near 2^64.
    const M = MAX;
    for (const [a, b] of [
      [
        { x: -M, y: 0 },
        { x: M - 1, y: 0 },
      ],
      [
        { x: 0, y: -M },
        { x: 0, y: M - 1 },
      ],
    ]) {
      for (const dr of [-1, 0, 1]) {
        resetExactStats();
        const rb = M - 1 + dr;
        // 2M − 1 = M + (M − 1): touching at dr = 0, overlapping by one raw unit at dr = 1.
        expect(circlesOverlap(a!, M, b!, rb)).toBe(dr > 0);
        expect(spheresOverlap({ ...a!, z: -M }, M, { ...b!, z: -M }, rb)).toBe(dr > 0);
        // One raw unit is 2^-31 of r² here, far outside the filter's 2^-50; a tie is not.
        expect(exactStats()).toEqual(
          dr === 0 ? { filter: 0, fallback: 2 } : { filter: 2, fallback: 0 },
        );
      }
    }
  });
});
