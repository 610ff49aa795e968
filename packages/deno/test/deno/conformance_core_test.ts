/**
 * The conformance vectors against @swept/core, under Deno, through
 * @swept/deno's top level. The float core is exact except inside its
 * declared rounding band (`ROUNDING_BAND`): a boolean that differs from the
 * oracle's is a failure unless the exact oracle shows the case lies within
 * the band of its contact, as the contract words it. (Point vs segment has a
 * band over several cross products; the fuzz app measures it. Here the core's
 * raySegment is covered through the tolerance package's exact policy.)
 */
import { ok, strictEqual } from 'node:assert/strict';
import {
  ballsOverlapMargin,
  ballsOverlapScale,
  circleSegmentCase,
  cmp,
  fMinExact,
  loadVectors,
  mul,
  type Rat,
  ratFromDouble,
  sign,
  sphereTriangleCase,
  sweptBallsScale,
  sweptCaseFromDoubles,
  vecFromDoubles,
  type WallCase,
  wallGMin,
  wallMargin,
  wallScale,
} from '@swept/oracle';
import {
  circlePolylineTimeOfImpact,
  circleSegmentOverlap,
  circleSegmentTimeOfImpact,
  circlesOverlap,
  circlesTimeOfImpact,
  ROUNDING_BAND,
  spheresOverlap,
  spheresTimeOfImpact,
  sphereTriangleOverlap,
  sphereTriangleTimeOfImpact,
  sweptCircleSegment,
  sweptCircles,
  sweptSpheres,
  sweptSphereTriangle,
  type Vec3,
} from '../../src/mod.ts';

/** `|q| ≤ band · scale`, exactly. */
function withinBand(q: Rat, band: number, scale: Rat): boolean {
  const magnitude = sign(q) < 0 ? { n: -q.n, d: q.d } : q;
  return cmp(magnitude, mul(ratFromDouble(band), scale)) <= 0;
}

for (const name of ['swept2', 'swept3'] as const) {
  Deno.test(`core: ${name} vectors (swept test; time of impact found exactly when swept)`, () => {
    let exactAnswers = 0;
    for (const c of loadVectors(name).cases) {
      const { a0, a1, ra, b0, b1, rb } = c.float;
      const swept =
        name === 'swept2'
          ? sweptCircles(a0, a1, ra, b0, b1, rb)
          : sweptSpheres(a0 as Vec3, a1 as Vec3, ra, b0 as Vec3, b1 as Vec3, rb);
      const toi =
        name === 'swept2'
          ? circlesTimeOfImpact(a0, a1, ra, b0, b1, rb)
          : spheresTimeOfImpact(a0 as Vec3, a1 as Vec3, ra, b0 as Vec3, b1 as Vec3, rb);
      strictEqual(toi !== null, swept, `${c.id}: time of impact agrees with the swept test`);
      if (swept === c.expect.swept) {
        exactAnswers++;
        continue;
      }
      const exact = sweptCaseFromDoubles(a0, a1, ra, b0, b1, rb);
      ok(
        withinBand(fMinExact(exact), ROUNDING_BAND.swept, sweptBallsScale(exact)),
        `${c.id}: swept is ${swept}, exactly ${c.expect.swept}, outside the rounding band`,
      );
    }
    ok(exactAnswers > 0, 'some vectors were decided');
  });
}

Deno.test('core: overlap vectors (circlesOverlap, spheresOverlap)', () => {
  for (const c of loadVectors('overlap').cases) {
    const { a, ra, b, rb } = c.float;
    const overlap =
      c.dim === 2 ? circlesOverlap(a, ra, b, rb) : spheresOverlap(a as Vec3, ra, b as Vec3, rb);
    if (overlap === c.expect.overlap) continue;
    const args = [
      vecFromDoubles(a),
      ratFromDouble(ra),
      vecFromDoubles(b),
      ratFromDouble(rb),
    ] as const;
    ok(
      withinBand(ballsOverlapMargin(...args), ROUNDING_BAND.overlap, ballsOverlapScale(...args)),
      `${c.id}: overlap is ${overlap}, exactly ${c.expect.overlap}, outside the rounding band`,
    );
  }
});

Deno.test('core: wall vectors (circle vs segment, sphere vs triangle, polyline)', () => {
  const wallBand = (c: WallCase, q: Rat) => withinBand(q, ROUNDING_BAND.wall, wallScale(c));
  for (const v of loadVectors('circleSegment').cases) {
    const { c0, c1, r, s0, s1 } = v.float;
    const swept = sweptCircleSegment(c0, c1, r, s0, s1);
    strictEqual(circleSegmentTimeOfImpact(c0, c1, r, s0, s1) !== null, swept, v.id);
    const c = circleSegmentCase(c0, c1, r, s0, s1);
    if (swept !== v.expect.swept) ok(wallBand(c, wallGMin(c)), `${v.id}: swept outside the band`);
    if (circleSegmentOverlap(c0, r, s0, s1) !== v.expect.overlap) {
      ok(wallBand(c, wallMargin(c.c0, c.r, c.wall)), `${v.id}: overlap outside the band`);
    }
  }
  for (const v of loadVectors('sphereTriangle').cases) {
    const { c0, c1, r, p0, p1, p2 } = v.float;
    const swept = sweptSphereTriangle(c0, c1, r, p0, p1, p2);
    strictEqual(sphereTriangleTimeOfImpact(c0, c1, r, p0, p1, p2) !== null, swept, v.id);
    const c = sphereTriangleCase(c0, c1, r, p0, p1, p2);
    if (swept !== v.expect.swept) ok(wallBand(c, wallGMin(c)), `${v.id}: swept outside the band`);
    if (sphereTriangleOverlap(c0, r, p0, p1, p2) !== v.expect.overlap) {
      ok(wallBand(c, wallMargin(c.c0, c.r, c.wall)), `${v.id}: overlap outside the band`);
    }
  }
  for (const v of loadVectors('circlePolyline').cases) {
    const { c0, c1, r, points, closed } = v.float;
    const hit = circlePolylineTimeOfImpact(c0, c1, r, points, closed);
    strictEqual(hit === null, v.expect.segment === null, v.id);
  }
});
