/**
 * The circle–box queries (contract §9.2) through @swept/deno, under Deno: the
 * top level (core), `fixed` and `tolerance` answer a ball dropping onto a
 * box as the exact oracle does — core within one ulp of `t*` (small integer
 * inputs), fixed `floor(t*·65536)`, tolerance `exact` the largest double not
 * after `t*`.
 */
import { ok, strictEqual } from 'node:assert/strict';
import { circleBoxCase, circleBoxTimeOfImpactExact, surdBracket, surdFloor16 } from '@swept/oracle';
import {
  circleBoxOverlap,
  circleBoxTimeOfImpact,
  fixed,
  separateCircleBox,
  sweptCircleBox,
  tolerance,
} from '../../src/mod.ts';

// A ball (r = 1) from y = 10 to y = −10 onto a still box of half extents (2, 3): t* = 3/10.
const c0 = { x: 0, y: 10 };
const c1 = { x: 0, y: -10 };
const o = { x: 0, y: 0 };
const hb = { x: 2, y: 3 };
const want = circleBoxTimeOfImpactExact(circleBoxCase(c0, c1, 1, o, o, hb))!;
const [lo, hi] = surdBracket(want.t);

Deno.test('core: sweptCircleBox, circleBoxTimeOfImpact, circleBoxOverlap, separateCircleBox', () => {
  strictEqual(sweptCircleBox(c0, c1, 1, o, o, hb), true);
  const hit = circleBoxTimeOfImpact(c0, c1, 1, o, o, hb)!;
  ok(hit.t === lo || hit.t === hi, `t ${hit.t} within one ulp of t*`);
  strictEqual(hit.status, want.status);
  strictEqual(circleBoxOverlap({ x: 0, y: 3.5 }, 1, o, hb), true);
  const out = separateCircleBox({ x: 0, y: 3.5 }, 1, 1, o, hb, Number.POSITIVE_INFINITY);
  strictEqual(circleBoxOverlap(out.a, 1, out.b, hb), false);
});

Deno.test('fixed: circleBoxTimeOfImpact is floor(t*·65536)', () => {
  const raw = (v: { x: number; y: number }) => ({ x: v.x * 65536, y: v.y * 65536 });
  const exact = circleBoxTimeOfImpactExact(
    circleBoxCase(raw(c0), raw(c1), 65536, o, o, raw(hb), 'raw'),
  )!;
  const hit = fixed.circleBoxTimeOfImpact(raw(c0), raw(c1), 65536, o, o, raw(hb))!;
  strictEqual(hit.t, surdFloor16(exact.t));
  strictEqual(fixed.sweptCircleBox(raw(c0), raw(c1), 65536, o, o, raw(hb)), true);
});

Deno.test('tolerance: exact answers the largest double not after t*', () => {
  const q = tolerance.withPolicy(tolerance.exact);
  strictEqual(q.circleBoxTimeOfImpact(c0, c1, 1, o, o, hb)!.t, lo);
  strictEqual(q.sweptCircleBox(c0, c1, 1, o, o, hb), true);
  strictEqual(q.circleBoxOverlap({ x: 0, y: 4 }, 1, o, hb), false);
});
