import { slabContact2, slabTime, slabTouch2 } from '../slab.ts';
import type { MovingBoxes } from '../types.ts';
import { CORE_MARGIN } from './boxes.ts';
import { candidates } from './broad-phase.ts';
import { DOUBLE_VALUES, type SceneFrameOptions } from './check.ts';
import type { ContactList2 } from './contact-list.ts';
import { runBoxScene } from './run.ts';
import { appendSlabContact } from './slab-contact.ts';

/**
 * Every contact among many moving axis-aligned boxes in one call, as
 * {@link findCircleContacts} for circles: fills `contacts` with exactly the
 * pairs for which `boxesTimeOfImpact` is not `null` (box `i` as A, box `j`
 * as B), each once, with that query's `t`, `status` and `normal` bit for
 * bit, sorted by `t`, then `i`, then `j`. Returns the number of contacts
 * (`contacts.count`). The contact point is not kept: `boxesTimeOfImpactInto`
 * on a contact's pair gives it (`docs/contract.md`, "9.3 Scenes of boxes").
 *
 * `boxes` holds each box's centre at the start and the end of the step and
 * its half extents (`hx`, `hy`, each `≥ 0`; `0` is a segment-like or
 * point-like box). Without `options.against` the pairs are `i < j` within
 * `boxes`; with it, `i` indexes `boxes` and `j` indexes `against`, and only
 * those cross pairs count. `options.category`/`mask` filter pairs the Box2D
 * way. The broad phase is the circles' (swept boxes from each box's half
 * extents, outward-rounded; see `scene/boxes.ts`): it never loses a pair.
 * A scene of boxes has no walls (`options.walls` is a `RangeError`).
 *
 * The list grows when a frame finds more contacts than it holds (the only
 * allocation). Bad input (a NaN, ±Infinity, out-of-range value or negative
 * half extent, a count or filter that does not fit) is a `RangeError`
 * naming it, `boxes.hy[17] must be >= 0 (got -1)`, with `contacts.count = 0`.
 *
 * @example
 * // Once: caller-owned arrays for the boxes' motion and size, and a contact list.
 * const boxes = { x0, y0, x1, y1, hx, hy }; // Float64Array(MAX) each
 * const contacts = createContactList2();
 * // Every frame:
 * const n = findBoxContacts(boxes, contacts, { count: live });
 * for (let k = 0; k < n; k++) {
 *   if (contacts.status[k] === 'separating') continue;
 *   land(contacts.i[k], contacts.j[k], contacts.t[k], contacts.nx[k], contacts.ny[k]);
 * }
 *
 * @example
 * // Players against crates: only the cross pairs.
 * findBoxContacts(players, contacts, { against: crates });
 * // contacts.i[k] indexes players, contacts.j[k] crates.
 */
export function findBoxContacts(
  boxes: MovingBoxes,
  contacts: ContactList2,
  options?: SceneFrameOptions<MovingBoxes>,
): number {
  return runBoxScene(2, boxes, contacts, options, DOUBLE_VALUES, CORE_MARGIN, narrowBoxes);
}

/** `boxesTimeOfImpact` on each candidate, term for term (see `time-of-impact/box-box.ts`). */
function narrowBoxes(a: MovingBoxes, b: MovingBoxes, list: ContactList2): void {
  const { x0: ax0, y0: ay0, x1: ax1, y1: ay1, hx: ahx, hy: ahy } = a;
  const { x0: bx0, y0: by0, x1: bx1, y1: by1, hx: bhx, hy: bhy } = b;
  const ci = candidates.i;
  const cj = candidates.j;
  const n = candidates.count;
  for (let k = 0; k < n; k++) {
    const i = ci[k]!;
    const j = cj[k]!;
    const c0x = bx0[j]! - ax0[i]!;
    const c0y = by0[j]! - ay0[i]!;
    const dx = bx1[j]! - ax1[i]! - c0x;
    const dy = by1[j]! - ay1[i]! - c0y;
    const hx = ahx[i]! + bhx[j]!;
    const hy = ahy[i]! + bhy[j]!;
    if (!slabTouch2(c0x, c0y, dx, dy, hx, hy)) continue;
    slabContact2(c0x, c0y, dx, dy, hx, hy);
    appendSlabContact(list, i, j, slabTime(), 1);
  }
}
