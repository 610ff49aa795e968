/**
 * The sampled oracle agrees with the analytic one where both speak: a sampled
 * touch is an exact touch no earlier than `t*`; a sampled point on the segment
 * is an exact hit no earlier than the exact first contact.
 */

import {
  cmp,
  compareBallsTimeOfImpact,
  rat,
  raySegmentExact,
  sign,
  sweptBallsExact,
  sweptCaseFromRaw,
  vecFromRaw,
} from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleRaySegment, sampleSwept } from '../src/oracle/sampled.ts';

const k = fc.integer({ min: -40, max: 40 });
const v2 = fc.record({ x: k, y: k });

describe('sampled oracle', () => {
  it('swept: sampled touches are exact touches, at or after t*', () => {
    fc.assert(
      fc.property(v2, v2, fc.nat(20), v2, v2, fc.nat(20), (a0, a1, ra, b0, b1, rb) => {
        const c = sweptCaseFromRaw(a0, a1, ra, b0, b1, rb);
        const s = sampleSwept(c, 32);
        if (s.firstTouch < 0) return;
        expect(sweptBallsExact(c)).toBe(true);
        expect(compareBallsTimeOfImpact(c, rat(s.firstTouch, 32))).toBeGreaterThanOrEqual(0);
        expect(sign(s.f(s.firstTouch))).toBeLessThanOrEqual(0);
        if (s.firstTouch > 0) expect(sign(s.f(s.firstTouch - 1))).toBe(1);
      }),
    );
  });

  it('swept: hand case — head-on, touching from t = 1/2', () => {
    const c = sweptCaseFromRaw(
      { x: 0, y: 0 },
      { x: 0, y: 0 },
      1,
      { x: 6, y: 0 },
      { x: -2, y: 0 },
      1,
    );
    // |C(t)| = 6 − 8t ≤ 2 from t = 1/2.
    expect(sampleSwept(c, 32).firstTouch).toBe(16);
  });

  it('point vs segment: a sampled contact is an exact hit no earlier than the exact t', () => {
    fc.assert(
      fc.property(v2, v2, v2, v2, (p0, p1, s0, s1) => {
        const [a, b, c, d] = [p0, p1, s0, s1].map(vecFromRaw);
        const kk = sampleRaySegment(a!, b!, c!, d!, 32);
        if (kk < 0) return;
        const hit = raySegmentExact(a!, b!, c!, d!);
        expect(hit).not.toBeNull();
        expect(cmp(hit!.t, rat(kk, 32))).toBeLessThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
    // Crossing a vertical wall at its middle at t = 1/2.
    const [a, b, c, d] = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 5, y: -5 },
      { x: 5, y: 5 },
    ].map(vecFromRaw);
    expect(sampleRaySegment(a!, b!, c!, d!, 32)).toBe(16);
  });
});
