/**
 * A moving box against a static axis-aligned segment (`docs/contract.md` §10): the
 * pair query `castBox` and `moveBox` ask of each wall. The segment is the degenerate
 * box centred at its middle with half extents `|s1 − s0|/2`; the box is A (moving
 * `b0 → b1`), the segment B (at rest), and the box–box slab kernel (`slab.ts`) answers
 * on the **doubled** coordinates — `C0 = (s0 + s1) − 2·b0`, `D = 2·(b0 − b1)`, `H = 2·hb
 * + |s1 − s0|` per axis, the times unchanged by the common factor 2 — so the wall's
 * middle and half extents are never rounded before the kernel compares.
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

const scratch: TimeOfImpact2 = createTimeOfImpact2();
const centre: Vec2 = { x: 0, y: 0 };
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
  const c0x = s0.x + s1.x - 2 * b0.x;
  const c0y = s0.y + s1.y - 2 * b0.y;
  const dx = 2 * (b0.x - b1.x);
  const dy = 2 * (b0.y - b1.y);
  const hx = 2 * hb.x + Math.abs(s1.x - s0.x);
  const hy = 2 * hb.y + Math.abs(s1.y - s0.y);
  if (!slabTouch2(c0x, c0y, dx, dy, hx, hy)) return null;
  slabContact2(c0x, c0y, dx, dy, hx, hy);
  const { status, axis, sign } = slabContact;
  centre.x = 0.5 * (s0.x + s1.x);
  centre.y = 0.5 * (s0.y + s1.y);
  half.x = 0.5 * Math.abs(s1.x - s0.x);
  half.y = 0.5 * Math.abs(s1.y - s0.y);
  setBoxContact2(scratch, slabTime(), status, axis, sign, b0, b1, hb, centre, centre, half);
  return {
    t: scratch.t,
    status,
    point: { x: scratch.point.x, y: scratch.point.y },
    // Box–box's normal points from the box to the wall; a wall contact's faces the body.
    normal: { x: 0 - scratch.normal.x, y: 0 - scratch.normal.y },
    c: { x: scratch.a.x, y: scratch.a.y },
  };
}
