/**
 * separateCircleBox and separateSphereCuboid under every policy, against the exact oracle: the
 * policy's overlap test is `false` afterwards, a pair that did not overlap
 * under the policy comes back unchanged, and the exact distance from the
 * centre to the box is at most the push's target (`r`; slop: `r + s`) plus
 * 16 ulps of the largest magnitude involved. `exact` also promises the lower
 * end, judged by the oracle: distance `≥ r`.
 */
import type { Vec2, Vec3 } from '@swept/core';
import { circleBoxSeparationVerdict, ratFromDouble, vecFromDoubles } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dyadicCircleBox,
  dyadicSphereCuboid,
  wideCircleBox,
} from '../../../core/test/circle-box-cases.ts';
import { type Policy, withPolicy } from '../../src/index.ts';
import { mixedCircleBox } from '../arbitraries.ts';
import { POLICIES } from '../policies.ts';

const nums = (...vs: (Vec2 | Vec3)[]) => vs.flatMap((p) => Object.values(p) as number[]);

/** 16 ulps of the largest magnitude among the inputs and the result. */
const slack = (values: number[]) =>
  ratFromDouble(Math.max(...values.map(Math.abs)) * 2 ** -48 || 2 ** -200);

/** The distance the policy pushes out to: `r`, or `r + s` for slop. */
const target = (policy: Policy, r: number) => (policy.kind === 'slop' ? r + policy.size : r);

const masses = fc.constantFrom<[number, number]>(
  [1, 1],
  [1, 3],
  [5, 2],
  [1, Number.POSITIVE_INFINITY],
  [Number.POSITIVE_INFINITY, 1],
);

/** A policy's overlap and separation of a ball and a box, in either dimension. */
interface BallBoxQueries<V> {
  overlap(c: V, r: number, b: V, hb: V): boolean;
  separate(c: V, r: number, mc: number, b: V, hb: V, mb: number): { a: V; b: V };
}

/**
 * The post-condition of one push under `policy`: out in the policy's own test, unchanged
 * when clear, immovable bodies staying put, and (judged by the oracle) `exact` out
 * exactly and no further than touching plus the slack, the bands never further.
 */
function checkWith<V extends Vec2 | Vec3>(policy: Policy, q: BallBoxQueries<V>) {
  return (
    { c0: c, r, b0: b, hb }: { c0: V; r: number; b0: V; hb: V },
    [mc, mb]: [number, number],
  ): void => {
    const before = q.overlap(c, r, b, hb);
    const out = q.separate(c, r, mc, b, hb, mb);
    expect(q.overlap(out.a, r, out.b, hb)).toBe(false);
    if (!before) {
      expect(out).toEqual({ a: c, b });
      return;
    }
    if (mc === Number.POSITIVE_INFINITY) expect(out.a).toEqual(c);
    if (mb === Number.POSITIVE_INFINITY) expect(out.b).toEqual(b);
    const verdict = circleBoxSeparationVerdict(
      { c: vecFromDoubles(c), b: vecFromDoubles(b) },
      { c: vecFromDoubles(out.a), b: vecFromDoubles(out.b) },
      ratFromDouble(target(policy, r)),
      vecFromDoubles(hb),
      slack([...nums(c, b, hb, out.a, out.b), r]),
    );
    if (policy.kind === 'exact') expect(verdict).toEqual({ ok: true });
    else if (!verdict.ok) expect(verdict.reason).not.toBe('pushed further than touching + slack');
  };
}

describe.each(POLICIES.map((p) => [p.name, p] as const))(
  'separateCircleBox under %s',
  (_n, policy) => {
    const q = withPolicy(policy);

    const check = checkWith(policy, {
      overlap: q.circleBoxOverlap,
      separate: q.separateCircleBox,
    });

    it('small dyadic inputs (inside the box, on a face, at a corner, points)', () => {
      fc.assert(fc.property(dyadicCircleBox, masses, check), { numRuns: 400 });
    });

    it('far from the origin, touching within ulps', () => {
      fc.assert(fc.property(wideCircleBox, masses, check), { numRuns: 200 });
    });

    it('mixing magnitudes from 2^-40 to 2^46', () => {
      fc.assert(fc.property(mixedCircleBox, masses, check), { numRuns: 200 });
    });

    it('a ball sunk 0.75 into a still box’s right face rests on it: pushed by 0.75 (slop: 0.75 + s)', () => {
      const out = q.separateCircleBox(
        { x: 2.25, y: 0 },
        1,
        1,
        { x: 0, y: 0 },
        { x: 2, y: 2 },
        Infinity,
      );
      const want = 3 + (policy.kind === 'slop' ? policy.size : 0);
      expect(out.b).toEqual({ x: 0, y: 0 });
      expect(out.a.y).toBe(0);
      expect(Math.abs(out.a.x - want)).toBeLessThanOrEqual(2 ** -48 * 4);
    });
  },
);

describe.each(POLICIES.map((p) => [p.name, p] as const))(
  'separateSphereCuboid under %s',
  (_n, policy) => {
    const q = withPolicy(policy);

    const check = checkWith(policy, {
      overlap: q.sphereCuboidOverlap,
      separate: q.separateSphereCuboid,
    });

    it('small dyadic inputs (inside the cuboid, on a face, an edge, a corner, points)', () => {
      fc.assert(fc.property(dyadicSphereCuboid, masses, check), { numRuns: 200 });
    });
  },
);
