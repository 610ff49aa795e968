/** A wall as the page draws and judges it: a segment, and a point's offset from it in doubles. */
import type { Vec2 } from '@swept/core';

/** A wall: a segment from one end to the other. */
export type Segment = readonly [Vec2, Vec2];

/** `p` minus the point of `s0–s1` nearest to it, in doubles (a wall of length 0: its one point). */
export function offsetFromSegment(p: Vec2, s0: Vec2, s1: Vec2): Vec2 {
  const ex = s1.x - s0.x;
  const ey = s1.y - s0.y;
  const ll = ex * ex + ey * ey;
  const u = ll === 0 ? 0 : Math.min(1, Math.max(0, ((p.x - s0.x) * ex + (p.y - s0.y) * ey) / ll));
  return { x: p.x - (s0.x + u * ex), y: p.y - (s0.y + u * ey) };
}
