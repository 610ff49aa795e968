/**
 * Static overlap cases: bodies exactly touching (Pythagorean offsets) and one
 * unit either side, coincident centres, zero radii, random ones.
 */

import { PYTHAGOREAN_2D, PYTHAGOREAN_3D } from '@swept/oracle';
import fc from 'fast-check';
import type { Units } from '../oracle/exact.ts';
import type { OverlapArgs } from '../types.ts';
import { anyDouble, fits, floatExponent, nudge, nudgeChoice, place, vec } from './units.ts';

export function overlapArgs(units: Units, dim: 2 | 3): fc.Arbitrary<OverlapArgs> {
  const triples = dim === 2 ? PYTHAGOREAN_2D : PYTHAGOREAN_3D;
  const touching = fc
    .record({
      tri: fc.nat(triples.length - 1),
      scale: fc.oneof(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 2 ** 16 })),
      signs: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
      a: fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 3, maxLength: 3 }),
      split: fc.double({ min: 0, max: 1, noNaN: true }),
      coincident: fc.boolean(),
      e: units === 'raw' ? fc.constant(0) : floatExponent,
      n: nudgeChoice(2 * dim + 2),
    })
    .map((p) => {
      const t = triples[p.tri]!;
      const a = p.a.slice(0, dim);
      const b =
        p.coincident && p.n.index < 0
          ? a
          : a.map((x, i) => x + (p.signs[i] ? -1 : 1) * t[i]! * p.scale);
      const r = t[dim]! * p.scale;
      const ra = Math.floor(p.split * r);
      const v = [...a, ra, ...b, r - ra].map((k) => place(units, k, p.e));
      const radius = p.n.index === dim || p.n.index === 2 * dim + 1;
      if (p.n.index >= 0 && !(radius && !p.n.up && v[p.n.index] === 0)) {
        v[p.n.index] = nudge(units, v[p.n.index]!, p.n.up);
      }
      return v;
    });
  const random = fc
    .array(units === 'raw' ? fc.integer({ min: 0, max: 2 ** 24 }) : anyDouble(1000), {
      minLength: 2 * dim + 2,
      maxLength: 2 * dim + 2,
    })
    .map((v) => v.map((x, i) => (i === dim || i === 2 * dim + 1 ? Math.abs(x) : x)));
  return fc
    .oneof({ weight: 4, arbitrary: touching }, { weight: 1, arbitrary: random })
    .filter((v) => fits(units, v))
    .map((v) => ({
      a: vec(v.slice(0, dim)),
      ra: v[dim]!,
      b: vec(v.slice(dim + 1, 2 * dim + 1)),
      rb: v[2 * dim + 1]!,
    }));
}
