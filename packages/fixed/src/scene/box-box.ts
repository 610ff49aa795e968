import type { ContactList2, MovingBoxes, SceneFrameOptions, Vec2 } from '@swept/core';
import {
  appendSlabContact,
  INTEGER_MARGIN,
  loadExtents2,
  loadMotion2,
  runBoxScene,
  sceneCandidates,
} from '@swept/core/internal';
import { boxesRawTime } from '../time-of-impact/box-box.ts';
import { RAW_VALUES } from '../validate.ts';

/**
 * Every contact among many moving axis-aligned boxes, on raw Q16.16
 * integers: exactly the pairs for which this package's `boxesTimeOfImpact`
 * is not `null` (box `i` as A, box `j` as B), with its raw `t`
 * (`floor(t*·65536)`), `status` and raw normal `(±65536, 0)` / `(0, ±65536)`,
 * sorted by `t`, `i`, `j`. Options (`against`, counts, filter, `stats`; no
 * walls), list growth and errors as in @swept/core's `findBoxContacts`. The
 * broad phase's boxes are the exact integer boxes and every decision is
 * exact, so the list is the same on every engine: safe to feed a lockstep
 * simulation.
 *
 * @example
 * const contacts = createContactList2(); // once
 * // every tick, on every peer (boxes: raw Q16.16 in Float64Arrays { x0, y0, x1, y1, hx, hy }):
 * const n = findBoxContacts(boxes, contacts, { count: live });
 * for (let k = 0; k < n; k++) land(contacts.i[k], contacts.j[k], contacts.t[k], contacts.ny[k]);
 */
export function findBoxContacts(
  boxes: MovingBoxes,
  contacts: ContactList2,
  options?: SceneFrameOptions<MovingBoxes>,
): number {
  return runBoxScene(2, boxes, contacts, options, RAW_VALUES, INTEGER_MARGIN, narrowBoxes);
}

const a0: Vec2 = { x: 0, y: 0 };
const a1: Vec2 = { x: 0, y: 0 };
const ha: Vec2 = { x: 0, y: 0 };
const b0: Vec2 = { x: 0, y: 0 };
const b1: Vec2 = { x: 0, y: 0 };
const hb: Vec2 = { x: 0, y: 0 };

/** This package's `boxesTimeOfImpact` on each candidate (the same raw time, status and normal). */
function narrowBoxes(a: MovingBoxes, b: MovingBoxes, list: ContactList2): void {
  const { i: ci, j: cj, count } = sceneCandidates;
  for (let k = 0; k < count; k++) {
    const i = ci[k]!;
    const j = cj[k]!;
    loadMotion2(a0, a1, a, i);
    loadExtents2(ha, a, i);
    loadMotion2(b0, b1, b, j);
    loadExtents2(hb, b, j);
    const t = boxesRawTime(a0, a1, ha, b0, b1, hb);
    if (t >= 0) appendSlabContact(list, i, j, t, 65536);
  }
}
