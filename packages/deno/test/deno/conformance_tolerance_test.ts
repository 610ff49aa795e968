/**
 * The conformance vectors against @swept/tolerance's `exact` policy, under
 * Deno, through @swept/deno's `tolerance` namespace. The exact policy never
 * differs from exact arithmetic on the given doubles: booleans and statuses
 * are the oracle's, and `t` is the largest double not after the exact `t*`
 * (the lower end of the oracle's bracket), for times of impact and for
 * point vs segment alike.
 */
import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import { loadVectors } from '@swept/oracle';
import { tolerance, type Vec3 } from '../../src/mod.ts';

const exact = tolerance.withPolicy(tolerance.exact);

Deno.test('tolerance exact: swept2 vectors (sweptCircles, circlesTimeOfImpact)', () => {
  for (const c of loadVectors('swept2').cases) {
    const { a0, a1, ra, b0, b1, rb } = c.float;
    strictEqual(exact.sweptCircles(a0, a1, ra, b0, b1, rb), c.expect.swept, `${c.id}: swept`);
    const toi = exact.circlesTimeOfImpact(a0, a1, ra, b0, b1, rb);
    deepStrictEqual(
      toi && { t: toi.t, status: toi.status },
      c.expect.toiBracket && { t: c.expect.toiBracket[0], status: c.expect.status },
      `${c.id}: time of impact`,
    );
  }
});

Deno.test('tolerance exact: swept3 vectors (sweptSpheres, spheresTimeOfImpact)', () => {
  for (const c of loadVectors('swept3').cases) {
    const { a0, a1, ra, b0, b1, rb } = c.float;
    strictEqual(exact.sweptSpheres(a0, a1, ra, b0, b1, rb), c.expect.swept, `${c.id}: swept`);
    const toi = exact.spheresTimeOfImpact(a0, a1, ra, b0, b1, rb);
    deepStrictEqual(
      toi && { t: toi.t, status: toi.status },
      c.expect.toiBracket && { t: c.expect.toiBracket[0], status: c.expect.status },
      `${c.id}: time of impact`,
    );
  }
});

Deno.test('tolerance exact: raySegment vectors', () => {
  for (const c of loadVectors('raySegment').cases) {
    const { p0, p1, s0, s1 } = c.float;
    const hit = exact.raySegment(p0, p1, s0, s1);
    deepStrictEqual(
      hit === null ? null : hit.t,
      c.expect === null ? null : c.expect.tBracket[0],
      `${c.id}: raySegment t`,
    );
  }
});

Deno.test('tolerance exact: overlap vectors (circlesOverlap, spheresOverlap)', () => {
  for (const c of loadVectors('overlap').cases) {
    const { a, ra, b, rb } = c.float;
    const overlap =
      c.dim === 2
        ? exact.circlesOverlap(a, ra, b, rb)
        : exact.spheresOverlap(a as Vec3, ra, b as Vec3, rb);
    strictEqual(overlap, c.expect.overlap, `${c.id}: overlap`);
  }
});
