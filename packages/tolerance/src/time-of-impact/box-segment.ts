/**
 * A moving box against a static axis-aligned segment under a policy (`docs/contract.md`
 * §10): the pair query `castBox` and `moveBox` ask of each wall. The segment is the
 * degenerate box centred at its middle with half extents `|s1 − s0|/2`.
 *
 * - `exact`: the slab kernel's terms on the **doubled** coordinates, `C0 = s0 + s1 −
 *   2·b0`, `D = 2·(b0 − b1)`, `H = 2·hb + |s1 − s0|`, in exact integers (the wall's
 *   middle is never rounded), folded by `exact/slab.ts`: every decision exact, `t` the
 *   largest double not after `t*`;
 * - a band policy: the core's kernel with the box grown by the policy's band.
 *
 * The contact's geometry at `t` is the core's (`setBoxContact2`); the normal faces the box.
 */
import { createTimeOfImpact2, type TimeOfImpact2, type Vec2, type WallContact } from '@swept/core';
import {
  type BoxSegmentQuery,
  boxSegmentContact,
  boxWallContact,
  overlapOnAxis,
  STAGE_EXPANSION,
  segmentBox,
  setBoxContact2,
  exactInteger as X,
} from '@swept/core/internal';
import { bandExtents } from '../band-distances.ts';
import { type ExactAxis, exactContact, foldInIntegers } from '../exact/slab.ts';
import { record } from '../exact/stats.ts';
import type { BandPolicy } from '../policy.ts';

const values = new Float64Array(10);
const scratch: TimeOfImpact2 = createTimeOfImpact2();

const middle: Vec2 = { x: 0, y: 0 };
const half: Vec2 = { x: 0, y: 0 };

/** The `exact` policy's box against a segment, unchecked (the cast checked its arguments). */
export function boxSegmentExact(
  b0: Vec2,
  b1: Vec2,
  hb: Vec2,
  s0: Vec2,
  s1: Vec2,
): WallContact<Vec2> | null {
  values.set([b0.x, b0.y, b1.x, b1.y, hb.x, hb.y, s0.x, s0.y, s1.x, s1.y]);
  let low = Number.POSITIVE_INFINITY;
  for (const v of values) if (v !== 0) low = Math.min(low, X.exponentOf(v));
  if (low === Number.POSITIVE_INFINITY) low = 0;
  const at = (i: number) => X.scaledDouble(values[i]!, low);
  // Every axis on one scale, so the least penetration compares them directly.
  const axes: ExactAxis[] = [0, 1].map((a) => {
    const p = at(a);
    const q = at(2 + a);
    const w0 = at(6 + a);
    const w1 = at(8 + a);
    const length = X.compare(w0, w1) <= 0 ? X.sub(w1, w0) : X.sub(w0, w1);
    return {
      c0: X.sub(X.add(w0, w1), X.add(p, p)),
      d: X.sub(X.add(p, p), X.add(q, q)),
      h: X.add(X.add(at(4 + a), at(4 + a)), length),
    };
  });
  const touches = foldInIntegers(axes, () => leastPenetration(axes));
  record(STAGE_EXPANSION);
  if (!touches) return null;
  segmentBox(s0, s1, middle, half);
  const { t, status, axis, sign } = exactContact;
  setBoxContact2(scratch, t, status, axis, sign, b0, b1, hb, middle, middle, half);
  return boxWallContact(scratch);
}

/** The axis of the largest `|c0| − h` (ties to x), the axes on one scale. */
function leastPenetration(axes: readonly ExactAxis[]): number {
  const gap = (a: ExactAxis) => X.sub(X.sign(a.c0) < 0 ? X.neg(a.c0) : a.c0, a.h);
  return X.compare(gap(axes[1]!), gap(axes[0]!)) > 0 ? 1 : 0;
}

/**
 * A band policy's box against a segment: the core's box–segment kernel with the box's
 * half extents grown by the band (the box's own band, as a circle's radius grows
 * against a wall: the wall has no extent in it, so the cast's margin covers it); a box
 * overlapping only within the band at the start is touching, an `'impact'` when it
 * moves into the wall and `'separating'` otherwise.
 */
export function boxSegmentUnder(policy: BandPolicy): BoxSegmentQuery {
  return (b0, b1, hb, s0, s1) => {
    const hit = boxSegmentContact(b0, b1, bandExtents(policy, hb, ZERO, AXES, 'outer'), s0, s1);
    if (hit === null || hit.t !== 0 || hit.status !== 'overlap') return hit;
    const inner = bandExtents(policy, hb, ZERO, AXES, 'inner');
    const overlaps =
      overlapOnAxis(2 * b0.x, 2 * inner.x, s0.x + s1.x, Math.abs(s1.x - s0.x)) &&
      overlapOnAxis(2 * b0.y, 2 * inner.y, s0.y + s1.y, Math.abs(s1.y - s0.y));
    if (!overlaps) {
      const into = hit.normal.x !== 0 ? (b1.x - b0.x) * hit.normal.x : (b1.y - b0.y) * hit.normal.y;
      hit.status = into < 0 ? 'impact' : 'separating';
    }
    return hit;
  };
}

const AXES = ['x', 'y'] as const;
const ZERO: Vec2 = { x: 0, y: 0 };
