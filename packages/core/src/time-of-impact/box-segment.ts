/**
 * A moving box against a static axis-aligned segment (`docs/contract.md` §10): the
 * pair query `castBox` and `moveBox` ask of each wall. The segment is the degenerate
 * box centred at its middle with half extents `|s1 − s0|/2`; the box is A (moving
 * `b0 → b1`), the segment B (at rest), and the box–box slab kernel (`slab.ts`) answers
 * on the **doubled** coordinates — `C0 = (s0 + s1) − 2·b0`, `D = 2·(b0 − b1)`, `H = 2·hb
 * + |s1 − s0|` per axis, the times unchanged by the common factor 2 — so the wall's
 * middle and half extents are never rounded before the kernel compares (on raw
 * Q16.16 integers every term is exact: `@swept/fixed` decides with the same fold).
 */
import { slabContact, slabContact2, slabTime, slabTouch2 } from '../slab.ts';
import type { TimeOfImpact2, Vec2, WallContact } from '../types.ts';
import { setBoxContact2 } from './box-contact.ts';
import { createTimeOfImpact2 } from './contact.ts';

/**
 * A variant's box against one axis-aligned segment: `null` iff they never touch during
 * the step, else the first touch as a wall contact — `t`, `status` and `point` box–box's,
 * `c` the box's centre at `t`, and the normal from the wall towards the box.
 */
export type BoxSegmentQuery = (
  b0: Vec2,
  b1: Vec2,
  hb: Vec2,
  s0: Vec2,
  s1: Vec2,
) => WallContact<Vec2> | null;

/**
 * Whether the box touches the segment during the step, by the slab kernel on the
 * doubled coordinates; after `true`, `slabEntry` holds the first touch's time and
 * `slabContact` its status and normal (box–box's: from the box to the wall).
 */
export function boxSegmentSlab(b0: Vec2, b1: Vec2, hb: Vec2, s0: Vec2, s1: Vec2): boolean {
  const c0x = s0.x + s1.x - 2 * b0.x;
  const c0y = s0.y + s1.y - 2 * b0.y;
  const dx = 2 * (b0.x - b1.x);
  const dy = 2 * (b0.y - b1.y);
  const hx = 2 * hb.x + Math.abs(s1.x - s0.x);
  const hy = 2 * hb.y + Math.abs(s1.y - s0.y);
  if (!slabTouch2(c0x, c0y, dx, dy, hx, hy)) return false;
  slabContact2(c0x, c0y, dx, dy, hx, hy);
  return true;
}

/** The segment's degenerate box, into `middle` and `half` (rounded in doubles: only a contact's geometry reads them). */
export function segmentBox(s0: Vec2, s1: Vec2, middle: Vec2, half: Vec2): void {
  middle.x = (s0.x + s1.x) / 2;
  middle.y = (s0.y + s1.y) / 2;
  half.x = Math.abs(s1.x - s0.x) / 2;
  half.y = Math.abs(s1.y - s0.y) / 2;
}

/** Box–box's answer for the box (A) against the wall (B) as the box's wall contact: the normal turned to face the box. */
export function boxWallContact(hit: TimeOfImpact2): WallContact<Vec2> {
  return {
    t: hit.t,
    status: hit.status,
    point: { x: hit.point.x, y: hit.point.y },
    normal: { x: 0 - hit.normal.x, y: 0 - hit.normal.y },
    c: { x: hit.a.x, y: hit.a.y },
  };
}

const scratch: TimeOfImpact2 = createTimeOfImpact2();
const middle: Vec2 = { x: 0, y: 0 };
const half: Vec2 = { x: 0, y: 0 };

/**
 * The core's {@link BoxSegmentQuery}, unchecked (the cast checked its arguments): the
 * kernel's ratios formed by one division, the contact's point and `c` as
 * `boxesTimeOfImpact` forms them (within `ROUNDING_BAND.box`).
 */
export function boxSegmentContact(
  b0: Vec2,
  b1: Vec2,
  hb: Vec2,
  s0: Vec2,
  s1: Vec2,
): WallContact<Vec2> | null {
  if (!boxSegmentSlab(b0, b1, hb, s0, s1)) return null;
  const { status, axis, sign } = slabContact;
  segmentBox(s0, s1, middle, half);
  setBoxContact2(scratch, slabTime(), status, axis, sign, b0, b1, hb, middle, middle, half);
  return boxWallContact(scratch);
}
