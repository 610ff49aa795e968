/**
 * Swept-pair cases, biased to where rounding bites: exact tangents (Pythagorean
 * contact offsets, touching at t = 0, t = 1 and inside, crossing or grazing)
 * and one unit either side of them, equal velocities (P = 0), coincident
 * centres, start overlap, tiny and huge scales, and plain random pairs.
 */

import { PYTHAGOREAN_2D, PYTHAGOREAN_3D, tangentCase } from '@swept/oracle';
import fc from 'fast-check';
import type { Units } from '../oracle/exact.ts';
import type { SweptArgs } from '../types.ts';
import {
  anyDouble,
  fits,
  floatExponent,
  nudge,
  nudgeChoice,
  place,
  placeVec,
  vec,
} from './units.ts';

const dot = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * (b[i] ?? 0), 0);

/** The numeric slots of a swept case, in argument order. */
function flatten(s: SweptArgs): number[] {
  const v = (p: { x: number; y: number; z?: number }) =>
    p.z === undefined ? [p.x, p.y] : [p.x, p.y, p.z];
  return [...v(s.a0), ...v(s.a1), s.ra, ...v(s.b0), ...v(s.b1), s.rb];
}

function unflatten(values: number[], dim: 2 | 3): SweptArgs {
  const take = (i: number) => vec(values.slice(i, i + dim));
  return {
    a0: take(0),
    a1: take(dim),
    ra: values[2 * dim]!,
    b0: take(2 * dim + 1),
    b1: take(3 * dim + 1),
    rb: values[4 * dim + 1]!,
  };
}

/** Nudges one slot by one unit (radii never below 0). */
function nudged(
  units: Units,
  s: SweptArgs,
  dim: 2 | 3,
  n: { index: number; up: boolean },
): SweptArgs {
  if (n.index < 0) return s;
  const values = flatten(s);
  const radius = n.index === 2 * dim || n.index === 4 * dim + 1;
  const v = values[n.index]!;
  if (radius && !n.up && v <= 0) return s;
  values[n.index] = nudge(units, v, n.up);
  return unflatten(values, dim);
}

/** An exact tangent in integer units, with its pieces chosen by fast-check. */
function tangentInts(dim: 2 | 3) {
  const triples = dim === 2 ? PYTHAGOREAN_2D : PYTHAGOREAN_3D;
  return fc
    .record({
      tri: fc.nat(triples.length - 1),
      scale: fc.oneof(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 2 ** 16 })),
      signs: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
      place: fc.constantFrom('t0', 't1', 'inside'),
      tFrac: fc.integer({ min: 1, max: 15 }),
      motion: fc.array(fc.integer({ min: -6, max: 6 }), { minLength: 3, maxLength: 3 }),
      graze: fc.boolean(),
      a0: fc.array(fc.integer({ min: -64, max: 64 }), { minLength: 3, maxLength: 3 }),
      a1: fc.array(fc.integer({ min: -64, max: 64 }), { minLength: 3, maxLength: 3 }),
      split: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map((p) => {
      const t = triples[p.tri]!;
      const legs = t.slice(0, dim);
      const h = t[dim]!;
      const contact = legs.map((l, i) => (p.signs[i] ? -l : l) * p.scale);
      const [tNumerator, tShift] =
        p.place === 't0' ? [0, 0] : p.place === 't1' ? [1, 0] : [p.tFrac, 4];
      const unit = 2 ** tShift;
      const size = Math.max(1, Math.ceil(p.scale / 2));
      let motion: number[];
      if (p.graze) {
        // Perpendicular to the (signed) contact direction: a graze.
        const [kx = 0, ky = 0, kz = 0] = legs.map((l, i) => (p.signs[i] ? -l : l));
        const [mx = 1, my = 0, mz = 0] = p.motion;
        motion = dim === 2 ? [-ky, kx] : [ky * mz - kz * my, kz * mx - kx * mz, kx * my - ky * mx];
        motion = motion.map((m) => m * size * unit * (p.motion[0]! < 0 ? -1 : 1));
      } else {
        motion = p.motion.slice(0, dim).map((m) => m * size * unit);
        if (dot(contact, motion) > 0) motion = motion.map((m) => -m);
      }
      if (motion.every((m) => m === 0)) motion = contact.map((k) => -k * unit);
      const r = h * p.scale;
      const ra = Math.floor(p.split * r);
      const spread = Math.max(1, p.scale);
      return tangentCase({
        contact,
        tNumerator,
        tShift,
        motion,
        a0: p.a0.slice(0, dim).map((a) => a * spread),
        a1: p.a1.slice(0, dim).map((a) => a * spread),
        ra,
      }).input;
    });
}

function tangent(units: Units, dim: 2 | 3): fc.Arbitrary<SweptArgs> {
  const count = 4 * dim + 2;
  return fc
    .tuple(tangentInts(dim), units === 'raw' ? fc.constant(0) : floatExponent, nudgeChoice(count))
    .map(([t, e, n]) => {
      const s: SweptArgs = {
        a0: placeVec(units, [t.a0.x, t.a0.y, ...(t.a0.z === undefined ? [] : [t.a0.z])], e),
        a1: placeVec(units, [t.a1.x, t.a1.y, ...(t.a1.z === undefined ? [] : [t.a1.z])], e),
        ra: place(units, t.ra, e),
        b0: placeVec(units, [t.b0.x, t.b0.y, ...(t.b0.z === undefined ? [] : [t.b0.z])], e),
        b1: placeVec(units, [t.b1.x, t.b1.y, ...(t.b1.z === undefined ? [] : [t.b1.z])], e),
        rb: place(units, t.rb, e),
      };
      return nudged(units, s, dim, n);
    });
}

/** Random pairs with structure: equal velocities, coincident centres, start overlap, or none. */
function structured(units: Units, dim: 2 | 3): fc.Arbitrary<SweptArgs> {
  const max = units === 'raw' ? 2 ** 22 : 1000;
  const num = units === 'raw' ? fc.integer({ min: -max, max }) : anyDouble(max);
  const radius =
    units === 'raw'
      ? fc.integer({ min: 0, max: 2 ** 20 })
      : fc.double({ min: 0, max: 100, noNaN: true });
  const v = fc.array(num, { minLength: dim, maxLength: dim });
  return fc
    .record({
      kind: fc.constantFrom('P=0', 'coincident', 'overlap', 'random', 'random'),
      a0: v,
      a1: v,
      b0: v,
      b1: v,
      ra: radius,
      rb: radius,
      // Plain, tiny (~1e-9 times) and huge (~1e9 times) scalings: exact, powers of two;
      // raw values up to 2^30 (near the edge of the ±(2^31 − 1) range).
      e: units === 'raw' ? fc.constantFrom(0, 0, 0, 8) : fc.constantFrom(0, 0, 0, -30, 30),
    })
    .map((p) => {
      const f = 2 ** p.e;
      const scale = (c: number[]) => c.map((x) => x * f);
      let b1 = p.b1;
      let b0 = p.b0;
      if (p.kind === 'P=0') b1 = b0.map((x, i) => x + (p.a1[i]! - p.a0[i]!));
      if (p.kind === 'coincident') b0 = p.a0;
      const half = units === 'raw' ? Math.floor(p.ra / 2) : p.ra / 2;
      if (p.kind === 'overlap') b0 = p.a0.map((x, i) => x + (i === 0 ? half : 0));
      return {
        a0: vec(scale(p.a0)),
        a1: vec(scale(p.a1)),
        ra: p.ra * f,
        b0: vec(scale(b0)),
        b1: vec(scale(b1)),
        rb: p.rb * f,
      };
    });
}

/** Small integers times one power of two: no intermediate rounds, so core must be exact. */
function exactRegime(units: Units, dim: 2 | 3): fc.Arbitrary<SweptArgs> {
  const k = fc.integer({ min: -24, max: 24 });
  const v = fc.array(k, { minLength: dim, maxLength: dim });
  const r = fc.integer({ min: 0, max: 12 });
  return fc
    .record({
      a0: v,
      a1: v,
      ra: r,
      b0: v,
      b1: v,
      rb: r,
      e: units === 'raw' ? fc.constant(0) : floatExponent,
    })
    .map((p) => ({
      a0: placeVec(units, p.a0, p.e),
      a1: placeVec(units, p.a1, p.e),
      ra: place(units, p.ra, p.e),
      b0: placeVec(units, p.b0, p.e),
      b1: placeVec(units, p.b1, p.e),
      rb: place(units, p.rb, p.e),
    }));
}

/** Every swept case generator for a variant's units, weighted towards the edges. */
export function sweptArgs(units: Units, dim: 2 | 3): fc.Arbitrary<SweptArgs> {
  return fc
    .oneof(
      { weight: 5, arbitrary: tangent(units, dim) },
      { weight: 2, arbitrary: structured(units, dim) },
      { weight: 2, arbitrary: exactRegime(units, dim) },
    )
    .filter((s) => fits(units, flatten(s)));
}
