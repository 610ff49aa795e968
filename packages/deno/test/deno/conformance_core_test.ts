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
  cmp,
  fMinExact,
  loadVectors,
  mul,
  overlapMargin,
  overlapScale,
  type Rat,
  ratFromDouble,
  sign,
  sweptCaseFromDoubles,
  sweptScale,
  vecFromDoubles,
} from '@swept/oracle';
import {
  circlesOverlap,
  circlesTimeOfImpact,
  ROUNDING_BAND,
  spheresOverlap,
  spheresTimeOfImpact,
  sweptCircles,
  sweptSpheres,
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
        withinBand(fMinExact(exact), ROUNDING_BAND.swept, sweptScale(exact)),
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
      withinBand(overlapMargin(...args), ROUNDING_BAND.overlap, overlapScale(...args)),
      `${c.id}: overlap is ${overlap}, exactly ${c.expect.overlap}, outside the rounding band`,
    );
  }
});
