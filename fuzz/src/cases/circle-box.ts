/**
 * Circle–box cases (contract §9.2): a contact built exactly in the box's frame at a
 * known time in sixteenths — on a face (anywhere along it, its ends included), at a
 * corner along a direction of rational length (a Pythagorean triple), or a slide along a
 * face at exactly `r` (an exact graze along the face: the circle in the gap between two
 * boxes exactly as wide as the circle, against either box) — then both bodies moved
 * along the same extra motion, so the box moves too. Each number may be nudged one unit
 * (a raw step or an ulp) off; the gap's circle is also made one unit wider (it then
 * overlaps both boxes). Then random ones. The oracle, not the construction, decides the
 * expected answer.
 */
import fc from 'fast-check';
import type { Units } from '../oracle/exact.ts';
import type { CircleBoxArgs } from '../types.ts';
import { anyDouble, fits, floatExponent, nudge, nudgeChoice, place, vec } from './units.ts';

type V = number[];

const small = fc.integer({ min: -20, max: 20 });
const extent = fc.integer({ min: 0, max: 8 });
/** A time in sixteenths, the ends (0, 16) often. */
const sixteenth = fc.oneof(fc.constantFrom(0, 16), fc.integer({ min: 0, max: 16 }));

const add = (a: V, b: V): V => a.map((x, i) => x + b[i]!);
const scale = (a: V, k: number): V => a.map((x) => x * k);

/**
 * The integer skeleton `[c0, c1, b0, b1, hb]` and `r`: the relative centre `W` is at the
 * built contact `at` at `t/16`, and the box moves by `16·db` over the step.
 */
const skeleton: fc.Arbitrary<{ ints: V[]; r: number; wider: boolean }> = fc
  .record({
    kind: fc.constantFrom('face', 'face', 'corner', 'corner', 'slide', 'gap'),
    h: fc.tuple(extent, extent),
    b0: fc.tuple(small, small),
    db: fc.tuple(small, small),
    d: fc.tuple(small, small),
    axis: fc.constantFrom(0, 1),
    side: fc.constantFrom(1, -1),
    other: fc.constantFrom(1, -1),
    along: fc.integer({ min: -16, max: 16 }),
    triple: fc.constantFrom([3, 4], [4, 3], [1, 0], [0, 1]),
    rho: fc.constantFrom(0, 1, 1, 2, 3),
    t: sixteenth,
    wider: fc.boolean(),
  })
  .map((p) => {
    // Everything in sixteenths, so a face's point `along/16` of the way is an integer.
    const h = scale(p.h, 16);
    const i = p.axis;
    const j = 1 - i;
    let at: V = [0, 0];
    let r = 0;
    let d: V = p.d;
    if (p.kind === 'corner') {
      // The corner (±hx, ±hy), off it by rho·(a, b) with |(a, b)| = 5 (or 1): r = 5·rho.
      const [a, b] = p.triple as [number, number];
      const len = a === 0 || b === 0 ? 1 : 5;
      const s = [p.side, p.other];
      at = [s[0]! * (h[0]! + p.rho * a * 16), s[1]! * (h[1]! + p.rho * b * 16)];
      r = p.rho * len * 16;
    } else {
      // A face: axis i at ±(h_i + r), along the other axis anywhere on the face (ends included).
      r = p.rho * 16;
      at[i] = p.side * (h[i]! + r);
      at[j] = (h[j]! * p.along) / 16;
      if (p.kind !== 'face') {
        // Slide along the face at exactly r: the motion has no part across it.
        d = [0, 0];
        d[j] = p.d[j]! === 0 ? 1 : p.d[j]!;
      }
    }
    const d16 = scale(d, 16);
    const w0 = add(at, scale(d, -p.t));
    const w1 = add(w0, d16);
    const b0 = scale(p.b0, 16);
    const b1 = add(b0, scale(p.db, 16));
    return {
      ints: [add(w0, b0), add(w1, b1), b0, b1, h],
      r,
      wider: p.kind === 'gap' && p.wider,
    };
  });

const masses: fc.Arbitrary<[number, number]> = fc.constantFrom<[number, number]>(
  [1, 1],
  [1, 3],
  [5, 2],
  [1, Number.POSITIVE_INFINITY],
  [Number.POSITIVE_INFINITY, 1],
);

/** A moving circle against a moving box, with the masses of a push. */
export function circleBoxArgs(units: Units): fc.Arbitrary<CircleBoxArgs> {
  const n = 10; // c0, c1, b0, b1, hb; then r
  const built = fc
    .tuple(skeleton, units === 'raw' ? fc.constant(0) : floatExponent, nudgeChoice(n + 1))
    .map(([c, e, k]) => {
      const flat = [...c.ints.flat(), c.r].map((x) => place(units, x, e));
      if (k.index >= 0) flat[k.index] = nudge(units, flat[k.index]!, k.up);
      if (c.wider) flat[n] = nudge(units, flat[n]!, true);
      return flat;
    });
  const random = fc.array(
    units === 'raw' ? fc.integer({ min: -(2 ** 24), max: 2 ** 24 }) : anyDouble(1000),
    { minLength: n + 1, maxLength: n + 1 },
  );
  return fc
    .tuple(fc.oneof({ weight: 4, arbitrary: built }, { weight: 1, arbitrary: random }), masses)
    .map(([v, [mc, mb]]) => {
      // Sizes are magnitudes: a nudge below 0 or a random sign flips back.
      const size = (x: number) => Math.abs(x);
      return {
        c0: vec(v.slice(0, 2)) as CircleBoxArgs['c0'],
        c1: vec(v.slice(2, 4)) as CircleBoxArgs['c1'],
        b0: vec(v.slice(4, 6)) as CircleBoxArgs['b0'],
        b1: vec(v.slice(6, 8)) as CircleBoxArgs['b1'],
        hb: { x: size(v[8]!), y: size(v[9]!) },
        r: size(v[10]!),
        mc,
        mb,
      };
    })
    .filter((a) =>
      fits(units, [a.c0, a.c1, a.b0, a.b1, a.hb].flatMap((p) => [p.x, p.y]).concat(a.r)),
    );
}
