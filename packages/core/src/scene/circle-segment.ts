import {
  circleSegmentTimeOfImpactInto,
  createSegmentContact,
} from '../time-of-impact/circle-segment.ts';
import type { MovingCircles, SegmentContact, StaticSegments, Vec2 } from '../types.ts';
import { candidates } from './broad-phase.ts';
import { appendContact, type ContactList2 } from './contact-list.ts';
import { loadMotion2, loadSegment } from './motion.ts';
import type { WallPhase } from './run.ts';

/** A variant's circle–segment time of impact, as the contract names it. */
export type SegmentQuery = (
  c0: Vec2,
  c1: Vec2,
  r: number,
  s0: Vec2,
  s1: Vec2,
) => SegmentContact | null;

/**
 * The walls' narrow phase of a 2D scene over a variant's own
 * `circleSegmentTimeOfImpact`: each candidate `(body, wall)` goes to
 * `query` as is, so a reported contact's `t`, `status` and `normal` are
 * that query's, bit for bit. Shared by every variant.
 */
export function segmentWalls(query: SegmentQuery): WallPhase<MovingCircles, ContactList2> {
  const c0: Vec2 = { x: 0, y: 0 };
  const c1: Vec2 = { x: 0, y: 0 };
  const s0: Vec2 = { x: 0, y: 0 };
  const s1: Vec2 = { x: 0, y: 0 };
  return (bodies: MovingCircles, walls: StaticSegments, list: ContactList2): void => {
    const { i: ci, j: cj, count } = candidates;
    for (let k = 0; k < count; k++) {
      const i = ci[k]!;
      const j = cj[k]!;
      loadMotion2(c0, c1, bodies, i);
      loadSegment(s0, s1, walls, j);
      const hit = query(c0, c1, bodies.r[i]!, s0, s1);
      if (hit !== null) appendContact(list, i, j, hit);
    }
  };
}

const found: SegmentContact = createSegmentContact();

/** @swept/core's walls phase: `circleSegmentTimeOfImpactInto` into one scratch result. */
export const coreSegmentWalls: WallPhase<MovingCircles, ContactList2> = segmentWalls(
  (c0, c1, r, s0, s1) => (circleSegmentTimeOfImpactInto(found, c0, c1, r, s0, s1) ? found : null),
);
