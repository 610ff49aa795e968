/**
 * The `exact` policy never differs from @swept/oracle (BigInt rationals on
 * the doubles' exact values): booleans, status, classification, and `t` as
 * the largest double not after the exact first touch.
 */
import type { Vec2, Vec3 } from '@swept/core';
import {
  fMinExact,
  overlapExact,
  ratBracket,
  ratFromDouble,
  raySegmentExact,
  sign,
  statusExact,
  sweptCaseFromDoubles,
  sweptExact,
  toiBracket,
  vecFromDoubles,
} from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exact, withPolicy } from '../src/index.ts';
import {
  nearTangent2,
  radius,
  type Swept2,
  type Swept3,
  swept2,
  swept3,
  vec2,
  vec3,
} from './arbitraries.ts';

const q = withPolicy(exact);

function expectAgreement2(args: Swept2): void {
  const c = sweptCaseFromDoubles(...args);
  const touches = sweptExact(c);
  expect(q.sweptCircles(...args)).toBe(touches);
  const s = sign(fMinExact(c));
  expect(q.classifyCircles(...args)).toBe(s < 0 ? 'hit' : s === 0 ? 'graze' : 'miss');
  const hit = q.circlesTimeOfImpact(...args);
  if (!touches) {
    expect(hit).toBeNull();
    return;
  }
  expect(hit).not.toBeNull();
  expect(hit!.t).toBe(toiBracket(c)[0]);
  expect(hit!.status).toBe(statusExact(c));
}

function expectAgreement3(args: Swept3): void {
  const c = sweptCaseFromDoubles(...args);
  const touches = sweptExact(c);
  expect(q.sweptSpheres(...args)).toBe(touches);
  const s = sign(fMinExact(c));
  expect(q.classifySpheres(...args)).toBe(s < 0 ? 'hit' : s === 0 ? 'graze' : 'miss');
  const hit = q.spheresTimeOfImpact(...args);
  if (!touches) {
    expect(hit).toBeNull();
    return;
  }
  expect(hit!.t).toBe(toiBracket(c)[0]);
  expect(hit!.status).toBe(statusExact(c));
}

describe('exact swept queries agree with the oracle', () => {
  it('on random circles', () => {
    fc.assert(fc.property(swept2, expectAgreement2), { numRuns: 2000 });
  });

  it('on random spheres', () => {
    fc.assert(fc.property(swept3, expectAgreement3), { numRuns: 1000 });
  });

  it('on near-tangent circles (exact touches nudged by ±1 ulp)', () => {
    fc.assert(fc.property(nearTangent2, expectAgreement2), { numRuns: 2000 });
  });

  it('on near-tangent spheres (the 2D cases in the plane z = 0, and sheared by z = x)', () => {
    const lift = (v: Vec2): Vec3 => ({ x: v.x, y: v.y, z: v.x });
    fc.assert(
      fc.property(nearTangent2, ([a0, a1, ra, b0, b1, rb]) => {
        expectAgreement3([lift(a0), lift(a1), ra, lift(b0), lift(b1), rb]);
        expectAgreement3([
          { ...a0, z: 0 },
          { ...a1, z: 0 },
          ra,
          { ...b0, z: 0 },
          { ...b1, z: 0 },
          rb,
        ]);
      }),
      { numRuns: 500 },
    );
  });

  it('on degenerate pairs: everything at one point, radii 0 (the filter bound is 0)', () => {
    const p = { x: 2, y: 2 };
    expectAgreement2([p, p, 0, p, p, 0]);
    expect(q.classifyCircles(p, p, 0, p, p, 0)).toBe('graze');
    expect(q.raySegment(p, p, p, p)).toEqual({ t: 0, u: 0, point: p, normal: { x: 1, y: 0 } });
  });

  it('on the contract examples', () => {
    // Touching at the end of the step (f(1) = 0) and a resting contact (R = 0, Q = 0).
    const o = { x: 0, y: 0 };
    expectAgreement2([o, { x: 8, y: 0 }, 1, { x: 10, y: 0 }, { x: 10, y: 0 }, 1]);
    expectAgreement2([o, { x: 5, y: 0 }, 1, { x: 2, y: 0 }, { x: 7, y: 0 }, 1]);
    expect(
      q.circlesTimeOfImpact(o, { x: 5, y: 0 }, 1, { x: 2, y: 0 }, { x: 7, y: 0 }, 1)!.status,
    ).toBe('separating');
    // t* = 0.1 is not a double: t must be the double just below it, or 0.1 itself if below.
    const hit = q.circlesTimeOfImpact(o, { x: 10, y: 0 }, 1, { x: 3, y: 0 }, { x: 3, y: 0 }, 1)!;
    expect(hit.t).toBe(
      toiBracket(sweptCaseFromDoubles(o, { x: 10, y: 0 }, 1, { x: 3, y: 0 }, { x: 3, y: 0 }, 1))[0],
    );
    expect(hit.t <= 0.1).toBe(true);
  });
});

describe('exact overlap agrees with the oracle', () => {
  const check2 = (a: Vec2, ra: number, b: Vec2, rb: number): void => {
    const expected = overlapExact(
      vecFromDoubles(a),
      ratFromDouble(ra),
      vecFromDoubles(b),
      ratFromDouble(rb),
    );
    expect(q.circlesOverlap(a, ra, b, rb)).toBe(expected);
  };

  it('on random and on exactly touching circles nudged by ±1 ulp', () => {
    fc.assert(fc.property(vec2, radius, vec2, radius, check2), { numRuns: 2000 });
    fc.assert(
      fc.property(nearTangent2, ([a0, , ra, b0, , rb]) => check2(a0, ra, b0, rb)),
      { numRuns: 1000 },
    );
  });

  it('on random spheres', () => {
    fc.assert(
      fc.property(vec3, radius, vec3, radius, (a, ra, b, rb) => {
        const expected = overlapExact(
          vecFromDoubles(a),
          ratFromDouble(ra),
          vecFromDoubles(b),
          ratFromDouble(rb),
        );
        expect(q.spheresOverlap(a, ra, b, rb)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('seed 003: 99.99999999999997 apart overlaps, 100 apart does not', () => {
    expect(q.circlesOverlap({ x: 0, y: 0 }, 50, { x: 99.99999999999997, y: 0 }, 50)).toBe(true);
    expect(q.circlesOverlap({ x: 0, y: 0 }, 50, { x: 100, y: 0 }, 50)).toBe(false);
  });
});

describe('exact raySegment agrees with the oracle', () => {
  const check = (p0: Vec2, p1: Vec2, s0: Vec2, s1: Vec2): void => {
    const expected = raySegmentExact(
      vecFromDoubles(p0),
      vecFromDoubles(p1),
      vecFromDoubles(s0),
      vecFromDoubles(s1),
    );
    const hit = q.raySegment(p0, p1, s0, s1);
    if (expected === null) {
      expect(hit).toBeNull();
      return;
    }
    expect(hit).not.toBeNull();
    expect(hit!.t).toBe(ratBracket(expected.t)[0]);
    expect(hit!.u).toBe(ratBracket(expected.u)[0]);
  };

  it('on random segments', () => {
    fc.assert(fc.property(vec2, vec2, vec2, vec2, check), { numRuns: 2000 });
  });

  it('on small-integer segments (parallel, collinear and degenerate cases are common)', () => {
    const small = fc.record({
      x: fc.integer({ min: -3, max: 3 }),
      y: fc.integer({ min: -3, max: 3 }),
    });
    fc.assert(fc.property(small, small, small, small, check), { numRuns: 3000 });
  });

  it('on a point passing one ulp beside a segment end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.boolean(), (k, up) => {
        const end = up ? 1 + 2 ** -52 : 1 - 2 ** -53;
        check({ x: -k, y: end }, { x: k, y: end }, { x: 0, y: -1 }, { x: 0, y: 1 });
      }),
    );
  });
});
