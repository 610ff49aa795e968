/**
 * The push-apart article's trap, along thousands of directions, under every policy: two
 * radius-50 circles (masses 4 and 1, as in the article) overlapping by 40 are
 * pushed to distance 100; in floating point the pushed centres often measure
 * 99.99999999999997 apart and "overlap forever". Under every policy the
 * pushed pair must not overlap, and pushing again must change nothing (the
 * next frame does not re-trigger).
 */
import { ballsOverlapExact, ratFromDouble, vecFromDoubles } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withPolicy } from '../src/index.ts';
import { POLICIES } from './policies.ts';

const direction = fc.integer({ min: 0, max: 2 ** 20 }).map((k) => (k / 2 ** 20) * 2 * Math.PI);
// The article's centre (300, 150) and others, up to 1e4 away, on a 2^-10 grid.
const offset = fc.integer({ min: -(10 ** 7), max: 10 ** 7 }).map((k) => k / 1024);
const centre = fc.record({ x: offset.map((d) => 300 + d), y: offset.map((d) => 150 + d) });

describe.each(POLICIES.map((p) => [p.name, p] as const))(
  'the push-apart article under %s',
  (_name, policy) => {
    const q = withPolicy(policy);

    it('pushed to distance 100 along random directions: no overlap, no second push', () => {
      let naiveResiduals = 0;
      fc.assert(
        fc.property(centre, direction, (a, angle) => {
          const b = { x: a.x + 60 * Math.cos(angle), y: a.y + 60 * Math.sin(angle) };
          const pushed = q.separateCircles(a, 50, 4, b, 50, 1);
          expect(q.circlesOverlap(pushed.a, 50, pushed.b, 50)).toBe(false);
          const again = q.separateCircles(pushed.a, 50, 4, pushed.b, 50, 1);
          expect(again).toEqual(pushed);
          // The article's own push, for comparison: does it leave an exact overlap?
          const dx = b.x - a.x;
          const dy = b.y - a.y;
          const dist = Math.sqrt(dx * dx + dy * dy);
          const len = 100 - dist;
          const naiveA = { x: a.x - (dx / dist) * len * 0.2, y: a.y - (dy / dist) * len * 0.2 };
          const naiveB = { x: b.x + (dx / dist) * len * 0.8, y: b.y + (dy / dist) * len * 0.8 };
          if (
            ballsOverlapExact(
              vecFromDoubles(naiveA),
              ratFromDouble(50),
              vecFromDoubles(naiveB),
              ratFromDouble(50),
            )
          ) {
            naiveResiduals++;
          }
          const gap = Math.hypot(pushed.b.x - pushed.a.x, pushed.b.y - pushed.a.y) - 100;
          if (policy.kind === 'exact') {
            const stillOverlaps = ballsOverlapExact(
              vecFromDoubles(pushed.a),
              ratFromDouble(50),
              vecFromDoubles(pushed.b),
              ratFromDouble(50),
            );
            expect(stillOverlaps).toBe(false);
          }
          if (policy.kind === 'slop') {
            // Slop leaves a gap of s (up to rounding), not just contact.
            expect(gap > policy.size * (1 - 1e-9) - 1e-9).toBe(true);
          }
        }),
        { numRuns: 2000 },
      );
      // The directions do exercise the trap: the article's push leaves some pairs overlapping.
      expect(naiveResiduals).toBeGreaterThan(0);
    });

    it("the article's worked numbers: 99.99999999999997 apart", () => {
      const a = { x: 0, y: 0 };
      const b = { x: 99.99999999999997, y: 0 };
      const overlaps = q.circlesOverlap(a, 50, b, 50);
      // Exact arithmetic sees the 3e-14 overlap; a band of 3e-14 or more forgives it.
      if (policy.kind === 'exact') expect(overlaps).toBe(true);
      if (policy.name === 'rounded(0)' || policy.name === 'absolute(0.01)')
        expect(overlaps).toBe(false);
      const pushed = q.separateCircles(a, 50, 4, b, 50, 1);
      expect(q.circlesOverlap(pushed.a, 50, pushed.b, 50)).toBe(false);
    });
  },
);
