/**
 * separateCircleSegment and separateSphereTriangle under every policy, with
 * centres almost on the wall next to an end or a corner (where a feature
 * decided on the wrong side by rounding used to send the push along a
 * direction far off the wall's normal): the policy's overlap test is `false`
 * afterwards, and the exact distance to the wall is at most the push's target
 * (`r`; slop: `r + s`) plus 16 ulps of the largest magnitude involved —
 * judged by the oracle. `exact` also promises the lower end: distance `≥ r`.
 */
import type { Vec2, Vec3 } from '@swept/core';
import { ratFromDouble, separationVerdict, vecFromDoubles } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nearCornerTriangle,
  nearEndSegment,
  type SegmentInput,
  type TriangleInput,
} from '../../../core/test/wall-cases.ts';
import { type Policy, withPolicy } from '../../src/index.ts';
import { POLICIES } from '../policies.ts';

const nums = (...vs: (Vec2 | Vec3)[]) => vs.flatMap((p) => Object.values(p) as number[]);

/** 16 ulps of the largest magnitude among the inputs and the result. */
const slack = (values: number[]) =>
  ratFromDouble(Math.max(...values.map(Math.abs)) * 2 ** -48 || 2 ** -200);

/** The distance the policy pushes out to: `r`, or `r + s` for slop. */
const target = (policy: Policy, r: number) => (policy.kind === 'slop' ? r + policy.size : r);

function judge(policy: Policy, c: Vec2 | Vec3, r: number, wall: (Vec2 | Vec3)[], out: Vec2 | Vec3) {
  const verdict = separationVerdict(
    vecFromDoubles(c),
    vecFromDoubles(out),
    ratFromDouble(target(policy, r)),
    wall.map(vecFromDoubles),
    slack([...nums(c, out, ...wall), r]),
  );
  if (policy.kind === 'exact') expect(verdict).toEqual({ ok: true });
  else if (!verdict.ok) expect(verdict.reason).not.toBe('pushed further than r + slack');
}

describe.each(POLICIES.map((p) => [p.name, p] as const))('walls under %s', (_name, policy) => {
  const q = withPolicy(policy);

  it('a circle almost on a segment next to an end: out, no further than the target + a few ulps', () => {
    fc.assert(
      fc.property(nearEndSegment, ({ c0: c, r, s0, s1 }: SegmentInput) => {
        const out = q.separateCircleSegment(c, r, s0, s1);
        expect(q.circleSegmentOverlap(out, r, s0, s1)).toBe(false);
        judge(policy, c, r, [s0, s1], out);
      }),
      { numRuns: policy.kind === 'exact' ? 1500 : 150 },
    );
  });

  it('a sphere almost on a triangle edge next to a corner: out, no further than the target + a few ulps', () => {
    fc.assert(
      fc.property(nearCornerTriangle, ({ c0: c, r, p0, p1, p2 }: TriangleInput) => {
        const out = q.separateSphereTriangle(c, r, p0, p1, p2);
        expect(q.sphereTriangleOverlap(out, r, p0, p1, p2)).toBe(false);
        judge(policy, c, r, [p0, p1, p2], out);
      }),
      { numRuns: policy.kind === 'exact' ? 1000 : 100 },
    );
  });
});

describe('the fuzz case: a centre 1.4e-22 inside the flat side next to s1 of a floor with slope 8e-8', () => {
  // Exactly, (c − s1)·(s1 − s0) = −ey·1.7e-15 < 0: the nearest point is on the
  // flat side, 1.7e-15 from c. The BigInt-era exact variant and the core both
  // pushed along c − s1, 8.4e-8 rad off the side's normal, to 55 ulps past r.
  const s0 = { x: -0.3, y: -2.5128456020853162e-8 };
  const s1 = { x: 0, y: 1.7216977520287327e-15 };
  it.each(POLICIES.map((p) => [p.name, p] as const))('%s', (_name, policy) => {
    const out = withPolicy(policy).separateCircleSegment({ x: 0, y: 0 }, 14, s0, s1);
    judge(policy, { x: 0, y: 0 }, 14, [s0, s1], out);
  });
});
