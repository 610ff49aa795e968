/**
 * What the box checks share (`docs/contract.md`, "9.1"): the exact case a variant's answer
 * is judged against (a band policy's extents at its band's edge), the core's band for boxes
 * (the exact answers of the case with every `Hᵢ` grown and shrunk by `box·Sᵢ` agree →
 * the variant must give that answer), and the normal read off a result.
 */

import type { Vec2, Vec3 } from '@swept/core';
import {
  type BoxCase,
  boxCaseBanded,
  type Rat,
  type RVec,
  ratFromDouble,
  ratToNumber,
  ZERO,
} from '@swept/oracle';
import { exactVec } from '../oracle/exact.ts';
import type { BoxArgs, Vec } from '../types.ts';
import type { Variant } from '../variants/types.ts';
import { declaredBand } from './util.ts';

const AXES = ['x', 'y', 'z'] as const;

/** The components of a vector, `dim` of them. */
export function comps(v: Vec, dim: number): number[] {
  return AXES.slice(0, dim).map((k) => (v as Vec2 & Partial<Vec3>)[k]!);
}

/** The exact case of a box query's arguments, in the variant's units. */
export function exactBoxCase(variant: Variant, a: BoxArgs): BoxCase {
  const u = variant.units;
  return {
    a0: exactVec(u, a.a0),
    a1: exactVec(u, a.a1),
    ha: exactVec(u, a.ha),
    b0: exactVec(u, a.b0),
    b1: exactVec(u, a.b1),
    hb: exactVec(u, a.hb),
  };
}

/** `q` as the nearest raw Q16.16 value (`q·65536` rounded, ties away from zero). */
export function nearestRaw(q: Rat): number {
  const twice = (2n * q.n * 65536n) / q.d; // truncated towards zero
  return Number((twice + (twice < 0n ? -1n : 1n)) / 2n) + 0;
}

/**
 * The exact case of a box query's arguments; under a band policy the extents are the
 * band's `edge` on each axis (`outer`: touch, `inner`: overlap), given to A (B's are 0).
 */
export function judgedBoxCase(variant: Variant, a: BoxArgs, edge: 'outer' | 'inner'): BoxCase {
  const c = exactBoxCase(variant, a);
  const s = variant.semantics;
  if (s.kind !== 'policy') return c;
  const dim = c.a0.length;
  const ha = comps(a.ha, dim);
  const hb = comps(a.hb, dim);
  const at = (i: number) => (edge === 'outer' ? s.outer(ha[i]!, hb[i]!) : s.inner(ha[i]!, hb[i]!));
  return {
    ...c,
    ha: ha.map((_, i) => ratFromDouble(Math.max(0, at(i)))),
    hb: ha.map(() => ZERO),
  };
}

/**
 * The verdict a banded variant must give on `c`: the exact answer of `judge` on the case
 * with every `Hᵢ` grown and shrunk by the band, when the two agree; `undefined` when they
 * do not (inside the band, either answer is allowed). An exact variant: the exact answer.
 */
export function requiredAnswer<T>(
  variant: Variant,
  c: BoxCase,
  judge: (c: BoxCase) => T,
  same: (x: T, y: T) => boolean = (x, y) => x === y,
): T | undefined {
  const band = declaredBand(variant, 'box');
  if (band === null) return judge(c);
  const grown = judge(boxCaseBanded(c, band, 1));
  const shrunk = judge(boxCaseBanded(c, band, -1));
  return same(grown, shrunk) ? grown : undefined;
}

/** The axis (`0` x, `1` y, `2` z) and the sign of a unit axis normal, or `null` when it is not one. */
export function normalAxis(
  normal: Vec,
  dim: number,
  unit: number,
): { axis: number; sign: 1 | -1 } | null {
  const c = comps(normal, dim);
  const axes = c.flatMap((v, i) => (v === 0 ? [] : [i]));
  if (axes.length !== 1) return null;
  const v = c[axes[0]!]!;
  return v === unit || v === -unit ? { axis: axes[0]!, sign: v > 0 ? 1 : -1 } : null;
}

/** A vector's components as doubles, for messages. */
export function shown(v: RVec): number[] {
  return v.map(ratToNumber);
}
