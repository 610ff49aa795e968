/**
 * A moving box against a static axis-aligned segment, on raw Q16.16 integers
 * (`docs/contract.md` §10): the pair query this package's `castBox` and `moveBox` ask
 * of each wall. The segment is the degenerate box centred at its middle with half
 * extents `|s1 − s0|/2`; the core's slab kernel (`@swept/core/internal`) decides on the
 * **doubled** coordinates (`boxSegmentSlab`: `C0 = (s0 + s1) − 2·b0`, `D = 2·(b0 − b1)`,
 * `H = 2·hb + |s1 − s0|`, the times unchanged by the factor 2), every term an integer
 * below `2^34`, exact in doubles; `t = floor(65536·n / v)` exactly (`box-contact.ts`). The middle and
 * half extents are multiples of 1/2, and `boxContact2` scales every position by 65536
 * before it rounds, so they enter exactly.
 */
import type { Vec2, WallContact } from '@swept/core';
import { boxSegmentSlab, boxWallContact, segmentBox, slabContact } from '@swept/core/internal';
import { counter } from '../exact/stats.ts';
import { boxContact2, slabRawTime } from './box-contact.ts';

/**
 * This package's box against one axis-aligned segment, unchecked (the cast checked its
 * arguments): `null` iff they never touch during the step; else `t` raw and floored,
 * box–box's status and point, `c` the box's centre at `t`, and the normal from the
 * wall towards the box, `(±65536, 0)` or `(0, ±65536)`.
 */
export function boxSegmentContact(
  b0: Vec2,
  b1: Vec2,
  hb: Vec2,
  s0: Vec2,
  s1: Vec2,
): WallContact<Vec2> | null {
  // Settled in exact doubles: one count per call, never a limb stage.
  counter.count(false);
  if (!boxSegmentSlab(b0, b1, hb, s0, s1)) return null;
  const { status, axis, sign } = slabContact;
  const middle = { x: 0, y: 0 };
  const half = { x: 0, y: 0 };
  segmentBox(s0, s1, middle, half);
  return boxWallContact(
    boxContact2(slabRawTime(), status, axis, sign, b0, b1, hb, middle, middle, half),
  );
}
