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
import { sampleRaySegment, sampleSwept } from '../../src/oracle/sampled.ts';

const k = fc.integer({ min: -40, max: 40 });
const v2 = fc.record({ x: k, y: k });
/** The sample index `k` of `t = k/32`. */
const sample = fc.integer({ min: 0, max: 32 });

/** The least integer `r` with `(32·r)² ≥ s`. */
function ceilRootOver32(s: number): number {
  let r = Math.ceil(Math.sqrt(s) / 32);
  while (r > 0 && (32 * (r - 1)) ** 2 >= s) r--;
  while ((32 * r) ** 2 < s) r++;
  return r;
}

describe('sampled oracle', () => {
  it('swept: sampled touches are exact touches, at or after t*', () => {
    // Every case touches at its sample t = k/32: the radii are at least the distance there,
    // |32·(b0 − a0) + k·((b1 − a1) − (b0 − a0))| / 32, so every run reaches the assertions.
    fc.assert(
      fc.property(v2, v2, v2, v2, sample, fc.nat(4), fc.nat(), (a0, a1, b0, b1, at, extra, cut) => {
        const w = (axis: 'x' | 'y') =>
          32 * (b0[axis] - a0[axis]) + at * (b1[axis] - a1[axis] - (b0[axis] - a0[axis]));
        const r = ceilRootOver32(w('x') ** 2 + w('y') ** 2) + extra;
        const ra = cut % (r + 1);
        const c = sweptCaseFromRaw(a0, a1, ra, b0, b1, r - ra);
        const s = sampleSwept(c, 32);
        expect(s.firstTouch).toBeGreaterThanOrEqual(0);
        expect(s.firstTouch).toBeLessThanOrEqual(at);
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
    // Every case puts the point on the segment at its sample t = k/32: at the segment's
    // point q = s0 + (j/16)·(s1 − s0), reached with the motion 512·d. In units of 1/512
    // (so all of it is integer): p0 = q − 16k·d and p1 = p0 + 512·d.
    const sixteenth = fc.integer({ min: 0, max: 16 });
    fc.assert(
      fc.property(v2, v2, sixteenth, v2, sample, (s0, s1, j, d, at) => {
        const q = (axis: 'x' | 'y') => 512 * s0[axis] + 32 * j * (s1[axis] - s0[axis]);
        const p0 = { x: q('x') - 16 * at * d.x, y: q('y') - 16 * at * d.y };
        const p1 = { x: p0.x + 512 * d.x, y: p0.y + 512 * d.y };
        const seg = (p: { x: number; y: number }) => ({ x: 512 * p.x, y: 512 * p.y });
        const [a, b, c, e] = [p0, p1, seg(s0), seg(s1)].map(vecFromRaw);
        const kk = sampleRaySegment(a!, b!, c!, e!, 32);
        expect(kk).toBeGreaterThanOrEqual(0);
        expect(kk).toBeLessThanOrEqual(at);
        const hit = raySegmentExact(a!, b!, c!, e!);
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
