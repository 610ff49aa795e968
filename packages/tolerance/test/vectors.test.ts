/**
 * The shared conformance vectors (`packages/oracle/vectors`, answers from the
 * exact oracle): the `exact` policy must reproduce every answer — booleans,
 * status, and `t` (and `u`) as the lower end of the oracle's bracket.
 */
import type { Vec2, Vec3 } from '@swept/core';
import { loadVectors } from '@swept/oracle';
import { describe, expect, it } from 'vitest';
import { exact, withPolicy } from '../src/index.ts';

const q = withPolicy(exact);

describe('conformance vectors under exact', () => {
  it('swept2: sweptCircles, circlesTimeOfImpact', () => {
    const { cases } = loadVectors('swept2');
    expect(cases.length).toBeGreaterThan(0);
    for (const { id, float: c, expect: e } of cases) {
      const args = [c.a0, c.a1, c.ra, c.b0, c.b1, c.rb] as const;
      expect(q.sweptCircles(...args), id).toBe(e.swept);
      const hit = q.circlesTimeOfImpact(...args);
      expect(hit?.status ?? null, id).toBe(e.status);
      expect(hit?.t ?? null, id).toBe(e.toiBracket?.[0] ?? null);
    }
  });

  it('swept3: sweptSpheres, spheresTimeOfImpact', () => {
    const { cases } = loadVectors('swept3');
    expect(cases.length).toBeGreaterThan(0);
    for (const { id, float: c, expect: e } of cases) {
      const args = [c.a0, c.a1, c.ra, c.b0, c.b1, c.rb] as const;
      expect(q.sweptSpheres(...args), id).toBe(e.swept);
      const hit = q.spheresTimeOfImpact(...args);
      expect(hit?.status ?? null, id).toBe(e.status);
      expect(hit?.t ?? null, id).toBe(e.toiBracket?.[0] ?? null);
    }
  });

  it('overlap: circlesOverlap, spheresOverlap', () => {
    const { cases } = loadVectors('overlap');
    expect(cases.length).toBeGreaterThan(0);
    for (const { id, dim, float: c, expect: e } of cases) {
      const overlaps =
        dim === 2
          ? q.circlesOverlap(c.a as Vec2, c.ra, c.b as Vec2, c.rb)
          : q.spheresOverlap(c.a as Vec3, c.ra, c.b as Vec3, c.rb);
      expect(overlaps, id).toBe(e.overlap);
    }
  });

  it('raySegment', () => {
    const { cases } = loadVectors('raySegment');
    expect(cases.length).toBeGreaterThan(0);
    for (const { id, float: c, expect: e } of cases) {
      const hit = q.raySegment(c.p0, c.p1, c.s0, c.s1);
      expect(hit?.t ?? null, id).toBe(e?.tBracket[0] ?? null);
      expect(hit?.u ?? null, id).toBe(e?.uBracket[0] ?? null);
    }
  });
});
