/**
 * The `exact` policy's swept tests, times of impact and classifications never
 * differ from @swept/oracle (BigInt rationals on the doubles' exact values),
 * checked together on each generated pair: booleans, status, classification,
 * and `t` as the largest double not after the exact first touch.
 */
import type { Vec2, Vec3 } from '@swept/core';
import {
  ballsTimeOfImpactBracket,
  ballsTimeOfImpactStatus,
  fMinExact,
  sign,
  sweptBallsExact,
  sweptCaseFromDoubles,
} from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exact, withPolicy } from '../src/index.ts';
import { nearTangent2, type Swept2, type Swept3, swept2, swept3 } from './arbitraries.ts';

const q = withPolicy(exact);

/** One dimension's swept queries under `exact`. */
interface SweptQueries<A extends Swept2 | Swept3> {
  swept: (...args: A) => boolean;
  classify: (...args: A) => string;
  toi: (...args: A) => { t: number; status: string } | null;
}

/**
 * The swept test, the classification (the sign of the exact minimum of `f`) and the time
 * of impact (`t` the lower end of the oracle's bracket, its status) are the oracle's.
 */
function expectAgreement<A extends Swept2 | Swept3>(queries: SweptQueries<A>, args: A): void {
  const [a0, a1, ra, b0, b1, rb]: Swept2 | Swept3 = args;
  const c = sweptCaseFromDoubles(a0, a1, ra, b0, b1, rb);
  const touches = sweptBallsExact(c);
  expect(queries.swept(...args)).toBe(touches);
  const s = sign(fMinExact(c));
  expect(queries.classify(...args)).toBe(s < 0 ? 'hit' : s === 0 ? 'graze' : 'miss');
  const hit = queries.toi(...args);
  if (!touches) {
    expect(hit).toBeNull();
    return;
  }
  expect(hit).not.toBeNull();
  expect(hit!.t).toBe(ballsTimeOfImpactBracket(c)[0]);
  expect(hit!.status).toBe(ballsTimeOfImpactStatus(c));
}

const circles: SweptQueries<Swept2> = {
  swept: q.sweptCircles,
  classify: q.classifyCircles,
  toi: q.circlesTimeOfImpact,
};
const spheres: SweptQueries<Swept3> = {
  swept: q.sweptSpheres,
  classify: q.classifySpheres,
  toi: q.spheresTimeOfImpact,
};
const expectAgreement2 = (args: Swept2): void => expectAgreement(circles, args);
const expectAgreement3 = (args: Swept3): void => expectAgreement(spheres, args);

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
      ballsTimeOfImpactBracket(
        sweptCaseFromDoubles(o, { x: 10, y: 0 }, 1, { x: 3, y: 0 }, { x: 3, y: 0 }, 1),
      )[0],
    );
    expect(hit.t <= 0.1).toBe(true);
  });
});
