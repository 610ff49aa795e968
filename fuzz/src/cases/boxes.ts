/**
 * Box cases (`docs/contract.md`, "9.1"): integer skeletons placed in the variant's units —
 * boxes meeting face to face, at an edge or a corner (exact ties of two axes' entries
 * common on a small grid), one sliding along the other's face (an exact graze), boxes
 * exactly as wide as the gap to the other on an axis — then one value nudged one unit (an
 * ulp, a raw step) either side; and random boxes anywhere in the variant's range.
 */
import fc from 'fast-check';
import type { Units } from '../oracle/exact.ts';
import type { BoxArgs, BoxSeparateArgs } from '../types.ts';
import {
  anyDouble,
  edgePlacement,
  fits,
  floatExponent,
  nudge,
  nudgeChoice,
  place,
  placeAtEdge,
  RAW_MAX,
  vec,
} from './units.ts';

/** The values of a case, per group of `dim`: `a0, a1, ha, b0, b1, hb` (extents `≥ 0`). */
function skeleton(dim: 2 | 3): fc.Arbitrary<number[]> {
  const ints = (min: number, max: number) =>
    fc.array(fc.integer({ min, max }), { minLength: dim, maxLength: dim });
  return fc
    .record({
      a0: ints(-12, 12),
      a1: ints(-12, 12),
      ha: ints(0, 4),
      b0: ints(-12, 12),
      b1: ints(-12, 12),
      hb: ints(0, 4),
      // A graze: B slides along A's face on this axis, or no graze (-1).
      graze: fc.integer({ min: -1, max: dim - 1 }),
      side: fc.boolean(),
    })
    .map((s) => {
      // Copies: fast-check shrinks from the generated arrays, which must stay as drawn.
      const [a0, a1, b0, b1] = [[...s.a0], [...s.a1], [...s.b0], [...s.b1]];
      if (s.graze >= 0) {
        const k = s.graze;
        const h = s.ha[k]! + s.hb[k]!;
        a1[k] = a0[k]!;
        b0[k] = a0[k]! + (s.side ? h : -h);
        b1[k] = b0[k]!;
      }
      return [...a0, ...a1, ...s.ha, ...b0, ...b1, ...s.hb];
    });
}

/** Which values of the flat case are half extents (never nudged below 0). */
const isExtent = (i: number, dim: number) => Math.floor(i / dim) === 2 || Math.floor(i / dim) === 5;

function onGrid(units: Units, dim: 2 | 3): fc.Arbitrary<number[]> {
  return fc
    .record({
      v: skeleton(dim),
      e: units === 'raw' ? fc.constant(0) : floatExponent,
      unit: units === 'raw' ? fc.constantFrom(1, 3, 65536, 2 ** 20) : fc.constant(1),
      n: nudgeChoice(6 * dim),
    })
    .map(({ v, e, unit, n }) => {
      const placed = v.map((k) => place(units, k * unit, e));
      const i = n.index;
      if (i >= 0 && !(isExtent(i, dim) && !n.up && placed[i] === 0)) {
        placed[i] = nudge(units, placed[i]!, n.up);
      }
      return placed;
    });
}

function anywhere(units: Units, dim: 2 | 3): fc.Arbitrary<number[]> {
  const value =
    units === 'raw'
      ? fc.oneof(
          fc.integer({ min: -(2 ** 24), max: 2 ** 24 }),
          fc.integer({ min: -RAW_MAX, max: RAW_MAX }),
        )
      : anyDouble(1000);
  return fc
    .array(value, { minLength: 6 * dim, maxLength: 6 * dim })
    .map((v) => v.map((x, i) => (isExtent(i, dim) ? Math.abs(x) : x)));
}

/** The flat values of a case in the variant's units, fitting its range. */
function boxValues(units: Units, dim: 2 | 3): fc.Arbitrary<number[]> {
  return fc
    .oneof(
      { weight: 4, arbitrary: onGrid(units, dim) },
      { weight: 1, arbitrary: anywhere(units, dim) },
    )
    .filter((v) => fits(units, v));
}

/** `(a0, a1, ha, b0, b1, hb)` of the box swept tests and times of impact. */
export function boxArgs(units: Units, dim: 2 | 3): fc.Arbitrary<BoxArgs> {
  return boxValues(units, dim).map((v) => {
    const at = (g: number) => vec(v.slice(g * dim, (g + 1) * dim));
    return { a0: at(0), a1: at(1), ha: at(2), b0: at(3), b1: at(4), hb: at(5) };
  });
}

/** `(a, ha, ma, b, hb, mb)` of the box separations (and `a, ha, b, hb` of the overlap tests). */
export function boxSeparateArgs(units: Units, dim: 2 | 3): fc.Arbitrary<BoxSeparateArgs> {
  const mass =
    units === 'raw'
      ? fc.oneof(
          fc.constantFrom(1, 2, 3, Number.POSITIVE_INFINITY),
          fc.integer({ min: 1, max: 2 ** 40 }),
        )
      : fc.oneof(
          fc.constantFrom(1, 2, 0.5, 1e9, Number.POSITIVE_INFINITY),
          fc.double({ min: 1e-3, max: 1e3, noNaN: true }),
        );
  return fc
    .record({
      v: boxValues(units, dim),
      ma: mass,
      mb: mass,
      edge: units === 'raw' ? edgePlacement : fc.constant(null),
    })
    .filter(({ ma, mb }) => ma !== Number.POSITIVE_INFINITY || mb !== Number.POSITIVE_INFINITY)
    .map(({ v, ma, mb, edge }) => {
      let a = v.slice(0, dim);
      let b = v.slice(3 * dim, 4 * dim);
      // fixed: sometimes against the range's edge, where a push meets the range rule.
      if (edge !== null) [a, b] = placeAtEdge([a, b], edge) as [number[], number[]];
      const ha = vec(v.slice(2 * dim, 3 * dim));
      const hb = vec(v.slice(5 * dim, 6 * dim));
      return { a: vec(a), ha, ma, b: vec(b), hb, mb };
    })
    .filter((s) => fits(units, [...Object.values(s.a), ...Object.values(s.b)]));
}
