/**
 * Circle–box and sphere–cuboid cases (contract §9.2): a contact built exactly in the
 * box's frame at a known time in sixteenths — on a face (anywhere along it, its ends
 * included), at an edge (3D) or a corner along a direction of rational length (a
 * Pythagorean triple or quadruple), or a slide at exactly `r` along a face or (3D) an
 * edge (an exact graze; along a face also the circle in the gap between two boxes exactly
 * as wide as the circle, against either box) — then both bodies moved along the same
 * extra motion, so the box moves too. A start touching (`t = 0`), `r = 0` and zero
 * extents come up often. Each number may be nudged one unit (a raw step or an ulp) off;
 * the gap's circle is also made one unit wider (it then overlaps both boxes). Then
 * random ones. The oracle, not the construction, decides the expected answer.
 */

import type { Vec2 } from '@swept/core';
import fc from 'fast-check';
import type { Units } from '../oracle/exact.ts';
import type { CircleBoxArgs, SphereCuboidArgs, Vec } from '../types.ts';
import { anyDouble, fits, floatExponent, nudge, nudgeChoice, place, vec } from './units.ts';

type V = number[];

const small = fc.integer({ min: -20, max: 20 });
const extent = fc.integer({ min: 0, max: 8 });
/** A time in sixteenths, the ends (0, 16) often. */
const sixteenth = fc.oneof(fc.constantFrom(0, 16), fc.integer({ min: 0, max: 16 }));

const add = (a: V, b: V): V => a.map((x, i) => x + b[i]!);
const scale = (a: V, k: number): V => a.map((x) => x * k);

/**
 * Offsets of rational length `len` over the axes a contact stands off the box on (one:
 * a face, two: an edge in 3D or a corner in 2D, three: a corner in 3D), the axis
 * directions among them (a contact at a feature's end).
 */
const OFFSETS: Readonly<Record<number, readonly { v: V; len: number }[]>> = {
  1: [{ v: [1], len: 1 }],
  2: [
    { v: [3, 4], len: 5 },
    { v: [4, 3], len: 5 },
    { v: [1, 0], len: 1 },
    { v: [0, 1], len: 1 },
  ],
  3: [
    { v: [2, 3, 6], len: 7 },
    { v: [6, 2, 3], len: 7 },
    { v: [1, 2, 2], len: 3 },
    { v: [2, 1, 2], len: 3 },
    { v: [3, 4, 0], len: 5 },
    { v: [0, 0, 1], len: 1 },
  ],
};

/** A contact's kind: how many axes it stands off the box on, and whether it slides at `r`. */
interface Kind {
  off: number;
  slide: boolean;
  gap: boolean;
}
const face: Kind = { off: 1, slide: false, gap: false };
const slide: Kind = { off: 1, slide: true, gap: false };
const gap: Kind = { off: 1, slide: true, gap: true };
const KINDS: Readonly<Record<2 | 3, readonly Kind[]>> = {
  2: [
    face,
    face,
    { off: 2, slide: false, gap: false },
    { off: 2, slide: false, gap: false },
    slide,
    gap,
  ],
  3: [
    face,
    face,
    { off: 2, slide: false, gap: false },
    { off: 2, slide: false, gap: false },
    { off: 3, slide: false, gap: false },
    { off: 3, slide: false, gap: false },
    slide,
    { off: 2, slide: true, gap: false },
    gap,
  ],
};

/**
 * The integer skeleton `[c0, c1, b0, b1, hb]` and `r`: the relative centre `W` is at the
 * built contact `at` at `t/16`, and the box moves by `16·db` over the step.
 */
function skeleton(dim: 2 | 3): fc.Arbitrary<{ ints: V[]; r: number; wider: boolean }> {
  const each = <T>(a: fc.Arbitrary<T>) => fc.array(a, { minLength: dim, maxLength: dim });
  const all = Array.from({ length: dim }, (_, i) => i);
  return fc
    .record({
      kind: fc.constantFrom(...KINDS[dim]),
      h: each(extent),
      b0: each(small),
      db: each(small),
      d: each(small),
      axes: fc.shuffledSubarray(all, { minLength: dim, maxLength: dim }),
      sides: each(fc.constantFrom(1, -1)),
      along: each(fc.integer({ min: -16, max: 16 })),
      pick: fc.nat(5),
      rho: fc.constantFrom(0, 1, 1, 2, 3),
      t: sixteenth,
      wider: fc.boolean(),
    })
    .map((p) => {
      // Everything in sixteenths, so a face's point `along/16` of the way is an integer.
      const h = scale(p.h, 16);
      const offsets = OFFSETS[p.kind.off]!;
      const { v: dir, len } = offsets[p.pick % offsets.length]!;
      const off = p.axes.slice(0, p.kind.off);
      const on = p.axes.slice(p.kind.off);
      // Off the box by rho·dir (|dir| = len) on the `off` axes: r = len·rho.
      const r = p.rho * len * 16;
      const at: V = all.map((i) => (h[i]! * p.along[i]!) / 16);
      off.forEach((i, k) => {
        at[i] = p.sides[i]! * (h[i]! + p.rho * dir[k]! * 16);
      });
      let d: V = p.d;
      if (p.kind.slide) {
        // Slide along the face or edge at exactly r: the motion has no part across it.
        d = all.map((i) => (on.includes(i) ? p.d[i]! : 0));
        if (!d.some((x) => x !== 0)) d[on[0]!] = 1;
      }
      const w0 = add(at, scale(d, -p.t));
      const w1 = add(w0, scale(d, 16));
      const b0 = scale(p.b0, 16);
      const b1 = add(b0, scale(p.db, 16));
      return { ints: [add(w0, b0), add(w1, b1), b0, b1, h], r, wider: p.kind.gap && p.wider };
    });
}

const masses: fc.Arbitrary<[number, number]> = fc.constantFrom<[number, number]>(
  [1, 1],
  [1, 3],
  [5, 2],
  [1, Number.POSITIVE_INFINITY],
  [Number.POSITIVE_INFINITY, 1],
);

/** A moving circle against a moving box (`dim` 3: a sphere against a cuboid), with the masses of a push. */
export function circleBoxArgs(units: Units, dim: 2): fc.Arbitrary<CircleBoxArgs<Vec2>>;
export function circleBoxArgs(units: Units, dim: 3): fc.Arbitrary<SphereCuboidArgs>;
export function circleBoxArgs(units: Units, dim: 2 | 3): fc.Arbitrary<CircleBoxArgs<Vec>>;
export function circleBoxArgs(units: Units, dim: 2 | 3): fc.Arbitrary<CircleBoxArgs<Vec>> {
  const n = 5 * dim; // c0, c1, b0, b1, hb; then r
  const built = fc
    .tuple(skeleton(dim), units === 'raw' ? fc.constant(0) : floatExponent, nudgeChoice(n + 1))
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
      const at = (k: number) => vec(v.slice(k * dim, (k + 1) * dim));
      return {
        c0: at(0),
        c1: at(1),
        b0: at(2),
        b1: at(3),
        // Sizes are magnitudes: a nudge below 0 or a random sign flips back.
        hb: vec(v.slice(4 * dim, 5 * dim).map(Math.abs)),
        r: Math.abs(v[n]!),
        mc,
        mb,
      };
    })
    .filter((a) =>
      fits(units, [a.c0, a.c1, a.b0, a.b1, a.hb].flatMap((p) => Object.values(p)).concat(a.r)),
    );
}
