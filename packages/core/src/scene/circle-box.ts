import { circleBoxFirstContact } from '../time-of-impact/circle-box.ts';
import { createTimeOfImpact2 } from '../time-of-impact/contact.ts';
import type { ContactStatus, MovingBoxes, MovingCircles, Vec2 } from '../types.ts';
import { candidates } from './broad-phase.ts';
import { appendContact, type ContactList2 } from './contact-list.ts';
import { loadExtents2, loadMotion2 } from './motion.ts';
import type { NarrowPhase } from './run.ts';

/** A variant's circle–box time of impact, as the contract names it (only `t`, `status`, `normal` are read). */
export type CircleBoxQuery = (
  c0: Vec2,
  c1: Vec2,
  r: number,
  b0: Vec2,
  b1: Vec2,
  hb: Vec2,
) => { t: number; status: ContactStatus; normal: Vec2 } | null;

/**
 * The narrow phase of circles against boxes (`options.against` holding
 * boxes) over a variant's own `circleBoxTimeOfImpact`: each candidate
 * `(circle i, box j)` goes to `query` as is, so a reported contact's `t`,
 * `status` and `normal` are that query's, bit for bit. Shared by every variant.
 */
export function circleBoxPhase(
  query: CircleBoxQuery,
): NarrowPhase<MovingCircles, ContactList2, MovingBoxes> {
  const c0: Vec2 = { x: 0, y: 0 };
  const c1: Vec2 = { x: 0, y: 0 };
  const b0: Vec2 = { x: 0, y: 0 };
  const b1: Vec2 = { x: 0, y: 0 };
  const hb: Vec2 = { x: 0, y: 0 };
  return (circles: MovingCircles, boxes: MovingBoxes, list: ContactList2): void => {
    const { i: ci, j: cj, count } = candidates;
    for (let k = 0; k < count; k++) {
      const i = ci[k]!;
      const j = cj[k]!;
      loadMotion2(c0, c1, circles, i);
      loadMotion2(b0, b1, boxes, j);
      loadExtents2(hb, boxes, j);
      const hit = query(c0, c1, circles.r[i]!, b0, b1, hb);
      if (hit !== null) appendContact(list, i, j, hit);
    }
  };
}

const found = createTimeOfImpact2();

/** @swept/core's circles against boxes: `circleBoxTimeOfImpact`'s course into one scratch result. */
export const coreCircleBoxes: NarrowPhase<MovingCircles, ContactList2, MovingBoxes> =
  circleBoxPhase((c0, c1, r, b0, b1, hb) =>
    circleBoxFirstContact(found, c0, c1, r, b0, b1, hb) ? found : null,
  );
