import { axesMoved, boxQueriesOf, loadVectors, type SweptVector } from '@swept/oracle';
import { describe, expect, it } from 'vitest';
import * as fixed from '../src/index.ts';
import {
  circleBoxOverlap,
  circleBoxTimeOfImpact,
  circlePolylineTimeOfImpact,
  circleSegmentOverlap,
  circleSegmentTimeOfImpact,
  circlesOverlap,
  circlesTimeOfImpact,
  raySegment,
  sphereCuboidOverlap,
  sphereCuboidTimeOfImpact,
  spheresOverlap,
  spheresTimeOfImpact,
  sphereTriangleOverlap,
  sphereTriangleTimeOfImpact,
  sweptCircleBox,
  sweptCircleSegment,
  sweptCircles,
  sweptSphereCuboid,
  sweptSpheres,
  sweptSphereTriangle,
} from '../src/index.ts';

/** A swept vector's answers: the swept test, and the time of impact's floored `t` and status. */
function expectSwept(
  id: string,
  want: SweptVector<unknown>['expect'],
  swept: boolean,
  toi: { t: number; status: string } | null,
): void {
  expect(swept, id).toBe(want.swept);
  expect(toi?.t ?? null, id).toBe(want.toiFloor);
  expect(toi?.status ?? null, id).toBe(want.status);
}

// The shared conformance vectors (answers from @swept/oracle), on their raw Q16.16 inputs.
describe('conformance vectors', () => {
  it('swept2: sweptCircles and circlesTimeOfImpact', () => {
    const file = loadVectors('swept2');
    expect(file.denom).toBe(65536);
    for (const { id, raw: r, expect: want } of file.cases) {
      const args = [r.a0, r.a1, r.ra, r.b0, r.b1, r.rb] as const;
      expectSwept(id, want, sweptCircles(...args), circlesTimeOfImpact(...args));
    }
  });

  it('swept3: sweptSpheres and spheresTimeOfImpact', () => {
    for (const { id, raw: r, expect: want } of loadVectors('swept3').cases) {
      const args = [r.a0, r.a1, r.ra, r.b0, r.b1, r.rb] as const;
      expectSwept(id, want, sweptSpheres(...args), spheresTimeOfImpact(...args));
    }
  });

  it('raySegment: floors of t and u', () => {
    for (const { id, raw: r, expect: want } of loadVectors('raySegment').cases) {
      const hit = raySegment(r.p0, r.p1, r.s0, r.s1);
      expect(hit === null ? null : [hit.t, hit.u], id).toEqual(
        want === null ? null : [want.tFloor, want.uFloor],
      );
    }
  });

  it('overlap: circlesOverlap and spheresOverlap', () => {
    for (const c of loadVectors('overlap').cases) {
      const r = c.raw;
      const got =
        'z' in r.a && 'z' in r.b
          ? spheresOverlap(r.a, r.ra, r.b, r.rb)
          : circlesOverlap(r.a, r.ra, r.b, r.rb);
      expect(got, c.id).toBe(c.expect.overlap);
    }
  });

  // The walls: the swept test, the floored time and the status exactly; the
  // still overlap of the circle (sphere) at c0; the polyline's segment.
  it('circleSegment: sweptCircleSegment, circleSegmentTimeOfImpact, circleSegmentOverlap', () => {
    for (const { id, raw: r, expect: want } of loadVectors('circleSegment').cases) {
      expect(sweptCircleSegment(r.c0, r.c1, r.r, r.s0, r.s1), id).toBe(want.swept);
      const hit = circleSegmentTimeOfImpact(r.c0, r.c1, r.r, r.s0, r.s1);
      expect(hit === null ? null : [hit.t, hit.status], id).toEqual(
        want.swept ? [want.tFloor, want.status] : null,
      );
      expect(circleSegmentOverlap(r.c0, r.r, r.s0, r.s1), id).toBe(want.overlap);
    }
  });

  // A circle against a box and a sphere against a cuboid: the same questions and
  // arguments in 2D and 3D, with vectors of their dimension.
  it.each([
    {
      file: 'circleBox',
      swept: sweptCircleBox,
      toi: circleBoxTimeOfImpact,
      overlap: circleBoxOverlap,
    },
    {
      file: 'sphereCuboid',
      swept: sweptSphereCuboid,
      toi: sphereCuboidTimeOfImpact,
      overlap: sphereCuboidOverlap,
    },
  ] as const)('$file: swept, time of impact, overlap', (queries) => {
    const swept = queries.swept as (...a: unknown[]) => boolean;
    const toi = queries.toi as (...a: unknown[]) => ReturnType<typeof circleBoxTimeOfImpact>;
    const overlap = queries.overlap as (...a: unknown[]) => boolean;
    for (const { id, raw: r, expect: want } of loadVectors(queries.file).cases) {
      expect(swept(r.c0, r.c1, r.r, r.b0, r.b1, r.hb), id).toBe(want.swept);
      const hit = toi(r.c0, r.c1, r.r, r.b0, r.b1, r.hb);
      expect(hit === null ? null : [hit.t, hit.status], id).toEqual(
        want.swept ? [want.tFloor, want.status] : null,
      );
      expect(overlap(r.c0, r.r, r.b0, r.hb), id).toBe(want.overlap);
    }
  });

  it('sphereTriangle: sweptSphereTriangle, sphereTriangleTimeOfImpact, sphereTriangleOverlap', () => {
    for (const { id, raw: r, expect: want } of loadVectors('sphereTriangle').cases) {
      expect(sweptSphereTriangle(r.c0, r.c1, r.r, r.p0, r.p1, r.p2), id).toBe(want.swept);
      const hit = sphereTriangleTimeOfImpact(r.c0, r.c1, r.r, r.p0, r.p1, r.p2);
      expect(hit === null ? null : [hit.t, hit.status], id).toEqual(
        want.swept ? [want.tFloor, want.status] : null,
      );
      expect(sphereTriangleOverlap(r.c0, r.r, r.p0, r.p1, r.p2), id).toBe(want.overlap);
    }
  });

  it('circlePolyline: circlePolylineTimeOfImpact', () => {
    for (const { id, raw: r, expect: want } of loadVectors('circlePolyline').cases) {
      const hit = circlePolylineTimeOfImpact(r.c0, r.c1, r.r, r.points, r.closed);
      expect(hit === null ? null : [hit.t, hit.status, hit.segment], id).toEqual(
        want.swept ? [want.tFloor, want.status, want.segment] : null,
      );
    }
  });

  // Boxes: every answer exact — the swept test, floor(t*·65536), the status, the normal
  // (±65536 on its axis), the overlap at the start, and the separation (masses 1) moves only
  // the vector's axis and leaves them touching, not overlapping.
  it('boxes: sweptBoxes, boxesTimeOfImpact, boxesOverlap, separateBoxes, and the cuboid forms', () => {
    for (const { id, dim, raw: r, expect: want } of loadVectors('boxes').cases) {
      const q = boxQueriesOf(dim, fixed);
      expect(q.swept(r.a0, r.a1, r.ha, r.b0, r.b1, r.hb), id).toBe(want.swept);
      const hit = q.toi(r.a0, r.a1, r.ha, r.b0, r.b1, r.hb);
      expect(hit === null ? null : [hit.t, hit.status, Object.values(hit.normal)], id).toEqual(
        want.swept ? [want.tFloor, want.status, want.normal!.map((n) => n * 65536 + 0)] : null,
      );
      expect(q.overlap(r.a0, r.ha, r.b0, r.hb), id).toBe(want.overlap);
      const out = q.separate(r.a0, r.ha, 1, r.b0, r.hb, 1);
      expect(q.overlap(out.a, r.ha, out.b, r.hb), id).toBe(false);
      expect(axesMoved([r.a0, r.b0], [out.a, out.b]), id).toEqual(
        want.separateAxis < 0 ? [] : [want.separateAxis],
      );
    }
  });
});
