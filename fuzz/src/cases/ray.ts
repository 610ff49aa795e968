/**
 * Point-vs-segment cases: crossings built at a known dyadic (t, u) — through
 * the endpoints of both ranges included — nudged one unit off; parallel,
 * collinear (entering through either end, starting inside, moving away),
 * degenerate segment, motion, or both; and random ones.
 */
import fc from 'fast-check';
import type { Units } from '../oracle/exact.ts';
import type { RayArgs } from '../types.ts';
import { anyDouble, fits, floatExponent, nudge, nudgeChoice, place } from './units.ts';

type Ints = [number, number, number, number, number, number, number, number];

function constructed(): fc.Arbitrary<Ints> {
  const k = fc.integer({ min: -40, max: 40 });
  const edge = fc.oneof(fc.constantFrom(0, 16), fc.integer({ min: 0, max: 16 }));
  return fc.record({ s0x: k, s0y: k, ex: k, ey: k, dx: k, dy: k, t: edge, u: edge }).map((p) => {
    // Segment e and motion d in multiples of 16 so that t·d and u·e are integers.
    const [ex, ey, dx, dy] = [p.ex * 16, p.ey * 16, p.dx * 16, p.dy * 16];
    const xx = p.s0x + (ex * p.u) / 16;
    const xy = p.s0y + (ey * p.u) / 16;
    const p0x = xx - (dx * p.t) / 16;
    const p0y = xy - (dy * p.t) / 16;
    return [p0x, p0y, p0x + dx, p0y + dy, p.s0x, p.s0y, p.s0x + ex, p.s0y + ey] as Ints;
  });
}

function onALine(): fc.Arbitrary<Ints> {
  const k = fc.integer({ min: -20, max: 20 });
  // Points on the line through o with direction (dx, dy): collinear and degenerate cases.
  return fc
    .record({
      ox: k,
      oy: k,
      dx: fc.integer({ min: -3, max: 3 }),
      dy: fc.integer({ min: -3, max: 3 }),
      at: fc.array(fc.integer({ min: -6, max: 6 }), { minLength: 4, maxLength: 4 }),
      off: fc.constantFrom(0, 0, 1),
    })
    .map((p) => {
      const pt = (s: number): [number, number] => [p.ox + s * p.dx, p.oy + s * p.dy];
      const [a, b, c, d] = p.at as [number, number, number, number];
      const [p0x, p0y] = pt(a);
      const [p1x, p1y] = pt(b);
      const [s0x, s0y] = pt(c);
      const [s1x, s1y] = pt(d);
      // `off` lifts the motion parallel to the segment, off its line.
      return [p0x + p.off, p0y, p1x + p.off, p1y, s0x, s0y, s1x, s1y] as Ints;
    });
}

function toArgs(v: number[]): RayArgs {
  return {
    p0: { x: v[0]!, y: v[1]! },
    p1: { x: v[2]!, y: v[3]! },
    s0: { x: v[4]!, y: v[5]! },
    s1: { x: v[6]!, y: v[7]! },
  };
}

export function rayArgs(units: Units): fc.Arbitrary<RayArgs> {
  const skeleton = fc
    .tuple(
      fc.oneof({ weight: 3, arbitrary: constructed() }, { weight: 2, arbitrary: onALine() }),
      units === 'raw' ? fc.constant(0) : floatExponent,
      nudgeChoice(8),
    )
    .map(([ints, e, n]) => {
      const v = ints.map((k) => place(units, k, e));
      if (n.index >= 0) v[n.index] = nudge(units, v[n.index]!, n.up);
      return v;
    });
  const random = fc.array(
    units === 'raw' ? fc.integer({ min: -(2 ** 24), max: 2 ** 24 }) : anyDouble(1000),
    {
      minLength: 8,
      maxLength: 8,
    },
  );
  return fc
    .oneof({ weight: 4, arbitrary: skeleton }, { weight: 1, arbitrary: random })
    .filter((v) => fits(units, v))
    .map(toArgs);
}
