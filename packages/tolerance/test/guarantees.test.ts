/**
 * The consistency guarantees, under every policy, as properties:
 * separate* then *Overlap is false; a true swept test has a time of impact
 * (and a false one none); classify refines the swept test; A/B are symmetric;
 * and the time of impact is what the policy promises — under `exact` the
 * largest double not after `t*`, under every band policy a time where the
 * exact bodies are within the outer edge up to the core's band, and, where
 * the band is wider than the rounding, positions that pass the touch test.
 */
import { ROUNDING_BAND, type Vec2 } from '@swept/core';
import {
  ballsTimeOfImpactBracket,
  cmp,
  fAt,
  mul,
  ratFromDouble,
  sweptBallsScale,
  sweptCaseFromDoubles,
  ZERO,
} from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { halfWidth } from '../src/band-distances.ts';
import { type Policy, withPolicy } from '../src/index.ts';
import { nearTangent2, radius, type Swept2, swept2, swept3, vec2, vec3 } from './arbitraries.ts';
import { POLICIES, RESOLVING } from './policies.ts';

const mass = fc.oneof(
  fc.double({ min: 0.001, max: 1000, noNaN: true }),
  fc.constant(Number.POSITIVE_INFINITY),
);
const masses = fc
  .tuple(mass, mass)
  .filter(([ma, mb]) => ma !== Number.POSITIVE_INFINITY || mb !== Number.POSITIVE_INFINITY);
const circles2 = fc.oneof(swept2, nearTangent2);

/**
 * Whether the band is wider than the rounding of the core (its declared
 * `ROUNDING_BAND.swept` on `f`, relative to `|C0|² + |C1|² + r²`) and of the
 * positions themselves, with a margin of 2^7: a narrower band
 * (`absolute(0)`, `ulps(n)` far from the origin, fast passes) cannot promise
 * that rounded positions land inside it, and the README says so.
 */
function bandResolves(policy: Policy, r: number, args: Swept2): boolean {
  if (policy.kind === 'exact') return false;
  const [a0, a1, , b0, b1] = args;
  const w = halfWidth(policy, r);
  const c0 = Math.hypot(b0.x - a0.x, b0.y - a0.y);
  const c1 = Math.hypot(b1.x - a1.x, b1.y - a1.y);
  const scale = c0 * c0 + c1 * c1 + r * r;
  const m = Math.max(...[a0, a1, b0, b1].flatMap((v) => [Math.abs(v.x), Math.abs(v.y)]), r);
  return w * (2 * r + w) >= 2 ** 7 * ROUNDING_BAND.swept * scale && w >= 2 ** -40 * m;
}

describe.each(POLICIES.map((p) => [p.name, p] as const))('under %s', (_name, policy) => {
  const q = withPolicy(policy);

  it('separateCircles / separateSpheres leave no overlap', () => {
    fc.assert(
      fc.property(vec2, radius, vec2, radius, masses, (a, ra, b, rb, [ma, mb]) => {
        const s = q.separateCircles(a, ra, ma, b, rb, mb);
        expect(q.circlesOverlap(s.a, ra, s.b, rb)).toBe(false);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(vec3, radius, vec3, radius, masses, (a, ra, b, rb, [ma, mb]) => {
        const s = q.separateSpheres(a, ra, ma, b, rb, mb);
        expect(q.spheresOverlap(s.a, ra, s.b, rb)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('positions that do not overlap come back unchanged, and an immovable body stays put', () => {
    fc.assert(
      fc.property(vec2, radius, vec2, radius, (a, ra, b, rb) => {
        const s = q.separateCircles(a, ra, Number.POSITIVE_INFINITY, b, rb, 1);
        expect(s.a).toEqual(a);
        if (!q.circlesOverlap(a, ra, b, rb)) expect(s.b).toEqual(b);
      }),
      { numRuns: 300 },
    );
  });

  it('a swept test is true iff there is a time of impact, and classify refines it', () => {
    fc.assert(
      fc.property(circles2, (args) => {
        const touches = q.sweptCircles(...args);
        expect(q.circlesTimeOfImpact(...args) !== null).toBe(touches);
        expect(q.classifyCircles(...args) !== 'miss').toBe(touches);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(swept3, (args) => {
        const touches = q.sweptSpheres(...args);
        expect(q.spheresTimeOfImpact(...args) !== null).toBe(touches);
        expect(q.classifySpheres(...args) !== 'miss').toBe(touches);
      }),
      { numRuns: 300 },
    );
  });

  it(
    policy.kind === 'exact'
      ? 'the time of impact is the largest double not after t* (the oracle bracket), with a unit normal'
      : 'at the time of impact the exact bodies are within the outer edge r + w, up to the core band, with a unit normal',
    () => {
      let hits = 0;
      fc.assert(
        fc.property(circles2, (args) => {
          const hit = q.circlesTimeOfImpact(...args);
          if (hit === null) return;
          hits++;
          const [a0, a1, ra, b0, b1, rb] = args;
          if (policy.kind === 'exact') {
            // Exact: t is the last double not after t*, so the exact contact
            // lies in [t, nextUp(t)] — the oracle's bracket.
            const [lo, hi] = ballsTimeOfImpactBracket(sweptCaseFromDoubles(a0, a1, ra, b0, b1, rb));
            expect(hit.t).toBe(lo);
            expect(hit.t <= hi).toBe(true);
          } else {
            // A band policy touches at `outer`, decided by the core: its t is never
            // before the exact first touch by more than the core's band, i.e.
            // f(t) = |C(t)|² − outer² ≤ ROUNDING_BAND.swept·scale, exactly (it may be
            // later, up to the closest approach, where f is lower still).
            const r = ra + rb;
            const c = {
              ...sweptCaseFromDoubles(a0, a1, r + halfWidth(policy, r), b0, b1, 0),
              rb: ZERO,
            };
            const band = mul(ratFromDouble(ROUNDING_BAND.swept), sweptBallsScale(c));
            expect(cmp(fAt(c, ratFromDouble(hit.t)), band)).toBeLessThanOrEqual(0);
          }
          expect(hit.t >= 0 && hit.t <= 1).toBe(true);
          expect(Math.abs(Math.hypot(hit.normal.x, hit.normal.y) - 1) < 1e-12).toBe(true);
        }),
        { numRuns: 500 },
      );
      expect(hits).toBeGreaterThan(0);
    },
  );

  if (RESOLVING.includes(policy)) {
    it("where the band is wider than the rounding, the time of impact's positions pass the touch test", () => {
      let resolved = 0;
      fc.assert(
        fc.property(circles2, (args) => {
          const hit = q.circlesTimeOfImpact(...args);
          const [, , ra, , , rb] = args;
          if (hit === null || !bandResolves(policy, ra + rb, args)) return;
          resolved++;
          expect(q.sweptCircles(hit.a, hit.a, ra, hit.b, hit.b, rb)).toBe(true);
        }),
        { numRuns: 500 },
      );
      expect(resolved).toBeGreaterThan(0);
    });
  }

  it('is symmetric in A and B', () => {
    // -0 and 0 are the same direction component.
    const flip2 = (n: Vec2): Vec2 => ({ x: 0 - n.x, y: 0 - n.y });
    const plain = (n: Vec2): Vec2 => ({ x: n.x + 0, y: n.y + 0 });
    fc.assert(
      fc.property(circles2, masses, ([a0, a1, ra, b0, b1, rb], [ma, mb]) => {
        expect(q.sweptCircles(b0, b1, rb, a0, a1, ra)).toBe(q.sweptCircles(a0, a1, ra, b0, b1, rb));
        expect(q.classifyCircles(b0, b1, rb, a0, a1, ra)).toBe(
          q.classifyCircles(a0, a1, ra, b0, b1, rb),
        );
        expect(q.circlesOverlap(b0, rb, a0, ra)).toBe(q.circlesOverlap(a0, ra, b0, rb));
        const ab = q.circlesTimeOfImpact(a0, a1, ra, b0, b1, rb);
        const ba = q.circlesTimeOfImpact(b0, b1, rb, a0, a1, ra);
        expect(ba?.t).toBe(ab?.t);
        expect(ba?.status).toBe(ab?.status);
        if (ab !== null && ba !== null) {
          expect(ba.a).toEqual(ab.b);
          // The normal runs along C(t) = C0 + t·D, and swapping A and B negates C0
          // and D exactly, so the computed C(t) is negated exactly too — unless it is
          // 0 (a near-touch far from the origin can cancel to 0), where the contract's
          // normal is (1, 0) in both orders.
          // (A genuine direction along the x axis gives (1, 0) and (−1, 0).)
          const isX = (n: Vec2) => n.x === 1 && n.y === 0;
          if (!(isX(ab.normal) && isX(ba.normal))) {
            expect(plain(ba.normal)).toEqual(flip2(ab.normal));
          }
        }
        const s = q.separateCircles(a0, ra, ma, b0, rb, mb);
        const t = q.separateCircles(b0, rb, mb, a0, ra, ma);
        expect(t.a).toEqual(s.b);
        expect(t.b).toEqual(s.a);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(swept3, ([a0, a1, ra, b0, b1, rb]) => {
        expect(q.sweptSpheres(b0, b1, rb, a0, a1, ra)).toBe(q.sweptSpheres(a0, a1, ra, b0, b1, rb));
        expect(q.spheresTimeOfImpact(b0, b1, rb, a0, a1, ra)?.t).toBe(
          q.spheresTimeOfImpact(a0, a1, ra, b0, b1, rb)?.t,
        );
      }),
      { numRuns: 300 },
    );
  });
});
