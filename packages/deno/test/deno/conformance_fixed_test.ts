/**
 * The conformance vectors against @swept/fixed, under Deno, through
 * @swept/deno's `fixed` namespace. Q16.16 answers are exact: every boolean
 * and status equals the oracle's, `t` and `u` are the oracle's floors.
 */
import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import { loadVectors, type SweptVector } from '@swept/oracle';
import { fixed, type TimeOfImpact, type Vec3 } from '../../src/mod.ts';

/** The oracle's time of impact in the fixed variant's terms: floor(t* · 65536) and the status. */
function expectedToi(c: SweptVector<unknown>): { t: number; status: string } | null {
  return c.expect.toiFloor === null ? null : { t: c.expect.toiFloor, status: c.expect.status! };
}

function actualToi<V>(toi: TimeOfImpact<V> | null): { t: number; status: string } | null {
  return toi && { t: toi.t, status: toi.status };
}

Deno.test('fixed: swept2 vectors (sweptCircles, circlesTimeOfImpact)', () => {
  for (const c of loadVectors('swept2').cases) {
    const { a0, a1, ra, b0, b1, rb } = c.raw;
    strictEqual(fixed.sweptCircles(a0, a1, ra, b0, b1, rb), c.expect.swept, `${c.id}: swept`);
    const toi = fixed.circlesTimeOfImpact(a0, a1, ra, b0, b1, rb);
    deepStrictEqual(actualToi(toi), expectedToi(c), `${c.id}: time of impact`);
  }
});

Deno.test('fixed: swept3 vectors (sweptSpheres, spheresTimeOfImpact)', () => {
  for (const c of loadVectors('swept3').cases) {
    const { a0, a1, ra, b0, b1, rb } = c.raw;
    strictEqual(fixed.sweptSpheres(a0, a1, ra, b0, b1, rb), c.expect.swept, `${c.id}: swept`);
    const toi = fixed.spheresTimeOfImpact(a0, a1, ra, b0, b1, rb);
    deepStrictEqual(actualToi(toi), expectedToi(c), `${c.id}: time of impact`);
  }
});

Deno.test('fixed: raySegment vectors', () => {
  for (const c of loadVectors('raySegment').cases) {
    const { p0, p1, s0, s1 } = c.raw;
    const hit = fixed.raySegment(p0, p1, s0, s1);
    deepStrictEqual(
      hit && { t: hit.t, u: hit.u },
      c.expect && { t: c.expect.tFloor, u: c.expect.uFloor },
      `${c.id}: raySegment`,
    );
  }
});

Deno.test('fixed: overlap vectors (circlesOverlap, spheresOverlap)', () => {
  for (const c of loadVectors('overlap').cases) {
    const { a, ra, b, rb } = c.raw;
    const overlap =
      c.dim === 2
        ? fixed.circlesOverlap(a, ra, b, rb)
        : fixed.spheresOverlap(a as Vec3, ra, b as Vec3, rb);
    strictEqual(overlap, c.expect.overlap, `${c.id}: overlap`);
  }
});
