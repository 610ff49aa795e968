/**
 * Raw box cases for the fixed boxes' tests: small integers on a grid of a
 * few raw units (exact touches, corner ties, grazes and equal speeds are
 * common) and raw values anywhere in `±(2^31 − 1)` (the products reach
 * `2^66`, the numerators `2^33`), judged by the exact oracle.
 */
import { type BoxCase, boxCaseFromRaw } from '@swept/oracle';
import fc from 'fast-check';
import type { Vec2, Vec3 } from '../src/index.ts';

export type V = Vec2 & Partial<Vec3>;

export interface RawBoxes {
  a0: V;
  a1: V;
  ha: V;
  b0: V;
  b1: V;
  hb: V;
}

const MAX = 2 ** 31 - 1;
const toVec = (c: number[]): V =>
  c.length === 3 ? { x: c[0]!, y: c[1]!, z: c[2]! } : { x: c[0]!, y: c[1]! };

function grid(dim: 2 | 3): fc.Arbitrary<RawBoxes> {
  const coord = fc.array(fc.integer({ min: -16, max: 16 }), { minLength: dim, maxLength: dim });
  const half = fc.array(fc.integer({ min: 0, max: 6 }), { minLength: dim, maxLength: dim });
  return fc
    .record({
      unit: fc.constantFrom(1, 3, 65536, 2 ** 20),
      a0: coord,
      a1: coord,
      ha: half,
      b0: coord,
      b1: coord,
      hb: half,
    })
    .map(({ unit, ...v }) => {
      const s = (c: number[]) => toVec(c.map((x) => x * unit));
      return { a0: s(v.a0), a1: s(v.a1), ha: s(v.ha), b0: s(v.b0), b1: s(v.b1), hb: s(v.hb) };
    });
}

function anywhere(dim: 2 | 3): fc.Arbitrary<RawBoxes> {
  const coord = fc.array(fc.integer({ min: -MAX, max: MAX }), { minLength: dim, maxLength: dim });
  const half = fc.array(fc.integer({ min: 0, max: MAX }), { minLength: dim, maxLength: dim });
  return fc.record({ a0: coord, a1: coord, ha: half, b0: coord, b1: coord, hb: half }).map((v) => ({
    a0: toVec(v.a0),
    a1: toVec(v.a1),
    ha: toVec(v.ha),
    b0: toVec(v.b0),
    b1: toVec(v.b1),
    hb: toVec(v.hb),
  }));
}

/** Grid cases mixed with cases anywhere in the raw range. */
export function rawBoxes(dim: 2 | 3): fc.Arbitrary<RawBoxes> {
  return fc.oneof({ weight: 3, arbitrary: grid(dim) }, { weight: 1, arbitrary: anywhere(dim) });
}

/** The exact case of raw inputs. */
export function exactOf(i: RawBoxes): BoxCase {
  return boxCaseFromRaw(i.a0, i.a1, i.ha, i.b0, i.b1, i.hb);
}

/** The six arguments, in order. */
export function args(i: RawBoxes): [V, V, V, V, V, V] {
  return [i.a0, i.a1, i.ha, i.b0, i.b1, i.hb];
}
