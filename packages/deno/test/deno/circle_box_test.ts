/**
 * The circle–box conformance vectors (contract §9.2) through @swept/deno, under Deno:
 * the top level (core) agrees with the oracle except inside its declared wall band,
 * `fixed` answers exactly (`t = floor(t*·65536)`), `tolerance`'s `exact` policy exactly
 * (`t` the largest double not after `t*`).
 */
import { deepStrictEqual, ok, strictEqual } from 'node:assert/strict';
import {
  type CircleBoxCase,
  circleBoxCase,
  circleBoxGap,
  circleBoxGapMin,
  circleBoxScale,
  cmp,
  loadVectors,
  mul,
  type Rat,
  ratFromDouble,
  relativeAt,
  sign,
} from '@swept/oracle';
import {
  circleBoxOverlap,
  circleBoxTimeOfImpact,
  fixed,
  ROUNDING_BAND,
  sweptCircleBox,
  tolerance,
} from '../../src/mod.ts';

const { cases } = loadVectors('circleBox');

/** `|q| ≤ band · S` for the case's scale `S`, exactly. */
function inBand(c: CircleBoxCase, q: Rat): boolean {
  const magnitude = sign(q) < 0 ? { n: -q.n, d: q.d } : q;
  return cmp(magnitude, mul(ratFromDouble(ROUNDING_BAND.wall), circleBoxScale(c))) <= 0;
}

/** The signed gap `d² − r²` at a double `t`. */
const gapAt = (c: CircleBoxCase, t: number): Rat =>
  circleBoxGap(relativeAt(c, ratFromDouble(t)), c.r, c.hb);

Deno.test('core: circleBox vectors, exact but inside the wall band', () => {
  for (const { id, float: v, expect: e } of cases) {
    const c = circleBoxCase(v.c0, v.c1, v.r, v.b0, v.b1, v.hb);
    const swept = sweptCircleBox(v.c0, v.c1, v.r, v.b0, v.b1, v.hb);
    const hit = circleBoxTimeOfImpact(v.c0, v.c1, v.r, v.b0, v.b1, v.hb);
    strictEqual(hit !== null, swept, `${id}: time of impact agrees with the swept test`);
    if (swept !== e.swept) ok(inBand(c, circleBoxGapMin(c)), `${id}: swept outside the band`);
    if (circleBoxOverlap(v.c0, v.r, v.b0, v.hb) !== e.overlap) {
      ok(inBand(c, gapAt(c, 0)), `${id}: overlap outside the band`);
    }
    if (hit === null || e.tBracket === null) continue;
    const [lo, hi] = e.tBracket;
    if (hit.t < lo || hit.t > hi) ok(inBand(c, gapAt(c, hit.t)), `${id}: t outside the band`);
  }
});

Deno.test('fixed: circleBox vectors, t = floor(t*·65536)', () => {
  for (const { id, raw: v, expect: e } of cases) {
    strictEqual(fixed.sweptCircleBox(v.c0, v.c1, v.r, v.b0, v.b1, v.hb), e.swept, id);
    const hit = fixed.circleBoxTimeOfImpact(v.c0, v.c1, v.r, v.b0, v.b1, v.hb);
    deepStrictEqual(hit && [hit.t, hit.status], e.swept ? [e.tFloor, e.status] : null, id);
    strictEqual(fixed.circleBoxOverlap(v.c0, v.r, v.b0, v.hb), e.overlap, id);
  }
});

Deno.test('tolerance exact: circleBox vectors, t the largest double not after t*', () => {
  const q = tolerance.withPolicy(tolerance.exact);
  for (const { id, float: v, expect: e } of cases) {
    strictEqual(q.sweptCircleBox(v.c0, v.c1, v.r, v.b0, v.b1, v.hb), e.swept, id);
    const hit = q.circleBoxTimeOfImpact(v.c0, v.c1, v.r, v.b0, v.b1, v.hb);
    deepStrictEqual(hit && [hit.t, hit.status], e.tBracket && [e.tBracket[0], e.status], id);
    strictEqual(q.circleBoxOverlap(v.c0, v.r, v.b0, v.hb), e.overlap, id);
  }
});
