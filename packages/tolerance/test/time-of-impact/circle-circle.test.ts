/**
 * `circlesTimeOfImpact` under every policy returns positions the package
 * accepts again: the core's geometry, with its flush of magnitudes below the
 * input range (`|x| < 2^-200` becomes 0), not a copy of it without the flush.
 */
import type { Vec2 } from '@swept/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exact, withPolicy } from '../../src/index.ts';
import { POLICIES } from '../policies.ts';

/** The smallest non-zero magnitude the queries accept. */
const u = 2 ** -200;
const inputRange = (x: number): boolean => x === 0 || Math.abs(x) >= u;
const components = (v: Vec2): number[] => [v.x, v.y];

describe('circlesTimeOfImpact near the bottom of the input range', () => {
  it('under exact, flushes a centre at 2^-201 to 0 (A: 0 → 4u, ra = 0; B at 1.5u, rb = u)', () => {
    // |1.5u − 4u·t| = u first at t* = 1/8, a double: t = 1/8 and A(t) = 4u/8 = 2^-201, below
    // the range, so a = 0; b = 1.5u; C(t) = (u, 0) gives normal (1, 0); point = a + 0·normal.
    const hit = withPolicy(exact).circlesTimeOfImpact(
      { x: 0, y: 0 },
      { x: 4 * u, y: 0 },
      0,
      { x: 1.5 * u, y: 0 },
      { x: 1.5 * u, y: 0 },
      u,
    );
    expect(hit).toEqual({
      t: 1 / 8,
      status: 'impact',
      a: { x: 0, y: 0 },
      b: { x: 1.5 * u, y: 0 },
      normal: { x: 1, y: 0 },
      point: { x: 0, y: 0 },
    });
    // The same package takes the result as its next input.
    expect(withPolicy(exact).circlesOverlap(hit!.a, 0, hit!.b, u)).toBe(false);
  });

  it('under every policy, every returned coordinate is 0 or at least 2^-200 in magnitude', () => {
    // Inputs a few units of 2^-200 apart, where A(t), B(t) and the point land below the range.
    const tiny = fc.integer({ min: -16, max: 16 }).map((k) => k * u);
    const point = fc.record({ x: tiny, y: tiny });
    const radius = fc.integer({ min: 0, max: 8 }).map((k) => k * u);
    fc.assert(
      fc.property(
        fc.constantFrom(...POLICIES),
        point,
        point,
        radius,
        point,
        point,
        radius,
        (policy, a0, a1, ra, b0, b1, rb) => {
          const hit = withPolicy(policy).circlesTimeOfImpact(a0, a1, ra, b0, b1, rb);
          if (hit === null) return;
          for (const v of [hit.a, hit.b, hit.point]) {
            for (const x of components(v)) expect(inputRange(x), policy.name).toBe(true);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
