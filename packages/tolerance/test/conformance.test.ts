/**
 * The shared conformance vectors (`packages/oracle/vectors`, answers from the
 * exact oracle): the `exact` policy must reproduce every answer — booleans,
 * status, and `t` (and `u`) as the lower end of the oracle's bracket.
 */
import type { Vec2, Vec3 } from '@swept/core';
import { axesMoved, boxQueriesOf, loadVectors } from '@swept/oracle';
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

  // The walls: booleans and status exactly, `t` the lower end of the bracket;
  // the still queries ask about the circle (sphere) at c0, and its push-out
  // leaves the exact overlap false.
  it('circleSegment: swept, time of impact, overlap, separate', () => {
    const { cases } = loadVectors('circleSegment');
    expect(cases.length).toBeGreaterThan(0);
    for (const { id, float: c, expect: e } of cases) {
      expect(q.sweptCircleSegment(c.c0, c.c1, c.r, c.s0, c.s1), id).toBe(e.swept);
      const hit = q.circleSegmentTimeOfImpact(c.c0, c.c1, c.r, c.s0, c.s1);
      expect(hit === null ? null : [hit.t, hit.status], id).toEqual(
        e.tBracket === null ? null : [e.tBracket[0], e.status],
      );
      expect(q.circleSegmentOverlap(c.c0, c.r, c.s0, c.s1), id).toBe(e.overlap);
      const out = q.separateCircleSegment(c.c0, c.r, c.s0, c.s1);
      expect(q.circleSegmentOverlap(out, c.r, c.s0, c.s1), id).toBe(false);
      if (!e.overlap) expect(out, id).toEqual(c.c0);
    }
  });

  it('sphereTriangle: swept, time of impact, overlap, separate', () => {
    const { cases } = loadVectors('sphereTriangle');
    expect(cases.length).toBeGreaterThan(0);
    for (const { id, float: c, expect: e } of cases) {
      const wall = [c.p0, c.p1, c.p2] as const;
      expect(q.sweptSphereTriangle(c.c0, c.c1, c.r, ...wall), id).toBe(e.swept);
      const hit = q.sphereTriangleTimeOfImpact(c.c0, c.c1, c.r, ...wall);
      expect(hit === null ? null : [hit.t, hit.status], id).toEqual(
        e.tBracket === null ? null : [e.tBracket[0], e.status],
      );
      expect(q.sphereTriangleOverlap(c.c0, c.r, ...wall), id).toBe(e.overlap);
      const out = q.separateSphereTriangle(c.c0, c.r, ...wall);
      expect(q.sphereTriangleOverlap(out, c.r, ...wall), id).toBe(false);
      if (!e.overlap) expect(out, id).toEqual(c.c0);
    }
  });

  // A circle against a box, and a sphere against a cuboid: the same questions in 2D and 3D.
  it.each([
    {
      file: 'circleBox' as const,
      swept: q.sweptCircleBox,
      toi: q.circleBoxTimeOfImpact,
      overlap: q.circleBoxOverlap,
      separate: q.separateCircleBox,
    },
    {
      file: 'sphereCuboid' as const,
      swept: q.sweptSphereCuboid,
      toi: q.sphereCuboidTimeOfImpact,
      overlap: q.sphereCuboidOverlap,
      separate: q.separateSphereCuboid,
    },
  ])('$file: swept, time of impact, overlap, separate', (queries) => {
    const { cases } = loadVectors(queries.file);
    expect(cases.length).toBeGreaterThan(0);
    // The 2D and 3D forms take the same arguments, with vectors of their dimension.
    const swept = queries.swept as (...a: unknown[]) => boolean;
    const toi = queries.toi as (...a: unknown[]) => ReturnType<typeof q.circleBoxTimeOfImpact>;
    const overlap = queries.overlap as (...a: unknown[]) => boolean;
    const separate = queries.separate as (...a: unknown[]) => { a: unknown; b: unknown };
    for (const { id, float: c, expect: e } of cases) {
      const args = [c.c0, c.c1, c.r, c.b0, c.b1, c.hb] as const;
      expect(swept(...args), id).toBe(e.swept);
      const hit = toi(...args);
      expect(hit === null ? null : [hit.t, hit.status], id).toEqual(
        e.tBracket === null ? null : [e.tBracket[0], e.status],
      );
      expect(overlap(c.c0, c.r, c.b0, c.hb), id).toBe(e.overlap);
      const out = separate(c.c0, c.r, 1, c.b0, c.hb, 2);
      expect(overlap(out.a, c.r, out.b, c.hb), id).toBe(false);
      if (!e.overlap) expect(out, id).toEqual({ a: c.c0, b: c.b0 });
    }
  });

  it('circlePolyline: the earliest segment, exact ties to the smallest', () => {
    const { cases } = loadVectors('circlePolyline');
    expect(cases.length).toBeGreaterThan(0);
    for (const { id, float: c, expect: e } of cases) {
      const hit = q.circlePolylineTimeOfImpact(c.c0, c.c1, c.r, c.points, c.closed);
      expect(hit === null ? null : [hit.t, hit.status, hit.segment], id).toEqual(
        e.tBracket === null ? null : [e.tBracket[0], e.status, e.segment],
      );
    }
  });

  // Boxes: booleans, status and normal exactly, `t` the lower end of the bracket; the
  // separation (masses 1) moves only the vector's axis and leaves the exact overlap false.
  it('boxes: swept, time of impact, overlap, separate, in 2D and 3D', () => {
    const { cases } = loadVectors('boxes');
    expect(cases.length).toBeGreaterThan(0);
    for (const { id, dim, float: c, expect: e } of cases) {
      const b = boxQueriesOf(dim, q);
      expect(b.swept(c.a0, c.a1, c.ha, c.b0, c.b1, c.hb), id).toBe(e.swept);
      const hit = b.toi(c.a0, c.a1, c.ha, c.b0, c.b1, c.hb);
      expect(hit === null ? null : [hit.t, hit.status, Object.values(hit.normal)], id).toEqual(
        e.tBracket === null ? null : [e.tBracket[0], e.status, e.normal],
      );
      expect(b.overlap(c.a0, c.ha, c.b0, c.hb), id).toBe(e.overlap);
      const out = b.separate(c.a0, c.ha, 1, c.b0, c.hb, 1);
      expect(b.overlap(out.a, c.ha, out.b, c.hb), id).toBe(false);
      expect(axesMoved([c.a0, c.b0], [out.a, out.b]), id).toEqual(
        e.separateAxis < 0 ? [] : [e.separateAxis],
      );
    }
  });
});
