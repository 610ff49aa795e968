/**
 * Bad inputs: a valid call with one argument spoiled — NaN, ±Infinity, a
 * numeric string, a BigInt, out of the variant's range (subnormals included), a negative radius, a mass that is not `> 0`, two
 * immovable bodies — and the parameter name the `RangeError` must start with.
 */
import { INPUT_MAX, INPUT_MIN } from '@swept/core';
import fc from 'fast-check';
import type { Units } from '../oracle/exact.ts';
import {
  type BadArgs,
  BOX_PARAMETERS,
  type BoxQueryName,
  PARAMETERS,
  type QueryName,
} from '../types.ts';

/** Every query whose arguments are spoiled: the pairs' and the boxes'. */
const SPOILED: Readonly<Record<QueryName | BoxQueryName, readonly string[]>> = {
  ...PARAMETERS,
  ...BOX_PARAMETERS,
};

const is3d = (q: QueryName | BoxQueryName) => /sphere|cuboid/i.test(q);

function valid(units: Units, q: QueryName | BoxQueryName, param: string): unknown {
  const one = units === 'raw' ? 65536 : 1;
  // Radii and masses (`ra`, `rb`, `ma`, `mb`) are numbers; every other parameter (a
  // point, or a box's half extents `ha`, `hb`) is a vector.
  if (/^[rm][ab]$/.test(param)) return one;
  return is3d(q) ? { x: one, y: 2 * one, z: 3 * one } : { x: one, y: 2 * one };
}

/** Spoiled values for a coordinate, a radius and a mass, in the variant's units. */
function spoilers(units: Units) {
  const nonFinite = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
  // Not numbers: a numeric string (once read as its number) and a BigInt (once a TypeError).
  const notNumbers: unknown[] = ['1', 1n];
  return {
    // Floats: also beyond the core's declared input range (the tolerance package shares it).
    coordinate:
      units === 'raw'
        ? [...nonFinite, ...notNumbers, 0.5, 2 ** 31, -(2 ** 31)]
        : [...nonFinite, ...notNumbers, 2 * INPUT_MAX, -2 * INPUT_MAX, INPUT_MIN / 2, 2 ** -1074],
    radius:
      units === 'raw'
        ? [...nonFinite, ...notNumbers, -1, 0.5, 2 ** 31]
        : [...nonFinite, ...notNumbers, -1, -(2 ** -60), 2 * INPUT_MAX, 2 ** -1074],
    mass:
      units === 'raw'
        ? [Number.NaN, 0, -0, -1, 0.5]
        : [Number.NaN, 0, -0, -1, Number.NEGATIVE_INFINITY],
  };
}

export function badArgs(units: Units): fc.Arbitrary<BadArgs> {
  const queries = Object.keys(SPOILED) as (QueryName | BoxQueryName)[];
  const s = spoilers(units);
  return fc
    .record({
      q: fc.constantFrom(...queries),
      pick: fc.nat(),
      which: fc.nat(),
      comp: fc.nat(2),
      both: fc.nat(9),
    })
    .map(({ q, pick, which, comp, both }) => {
      const params = SPOILED[q];
      const args = params.map((p) => valid(units, q, p));
      // Two immovable bodies: a RangeError naming either mass.
      if (q.startsWith('separate') && both === 0) {
        args[2] = Number.POSITIVE_INFINITY;
        args[5] = Number.POSITIVE_INFINITY;
        return { query: q, args, params: ['ma', 'mb'] };
      }
      const i = pick % params.length;
      const name = params[i]!;
      if (name.startsWith('m')) {
        args[i] = s.mass[which % s.mass.length];
        return { query: q, args, params: [name] };
      }
      if (name.startsWith('r')) {
        args[i] = s.radius[which % s.radius.length];
        return { query: q, args, params: [name] };
      }
      const keys = is3d(q) ? ['x', 'y', 'z'] : ['x', 'y'];
      const key = keys[comp % keys.length]!;
      // A half extent is checked as a radius is, component by component.
      const spoilers = name.startsWith('h') ? s.radius : s.coordinate;
      args[i] = { ...(args[i] as object), [key]: spoilers[which % spoilers.length] };
      return { query: q, args, params: [`${name}.${key}`] };
    });
}
