/**
 * The foils: what a game writes without swept. The push-apart article's push,
 * written against a wall in plain doubles, and the naive mover built on it —
 * the motion cut into sub-steps, each followed by a push out of every wall the
 * body overlaps, one wall after another.
 */
import type { Vec2 } from '@swept/core';
import { offsetFromSegment, type Segment } from './segment.ts';

/**
 * The push-apart article's push against the wall `s0–s1`: the centre moves from
 * the wall's nearest point out to distance `r`, along the unit `normal`; `null`
 * when the ball does not overlap (or its centre is on the wall: no direction).
 * Its rounding can leave the ball a few 1e-14 inside the wall.
 */
function naivePush(c: Vec2, r: number, s0: Vec2, s1: Vec2): { c: Vec2; normal: Vec2 } | null {
  const { x: dx, y: dy } = offsetFromSegment(c, s0, s1);
  const d = Math.sqrt(dx * dx + dy * dy);
  if (d === 0 || d >= r) return null;
  const normal = { x: dx / d, y: dy / d };
  return { c: { x: c.x + normal.x * (r - d), y: c.y + normal.y * (r - d) }, normal };
}

/** {@link naivePush}'s centre: `c` itself when the ball does not overlap the wall. */
export function naivePushOut(c: Vec2, r: number, s0: Vec2, s1: Vec2): Vec2 {
  return naivePush(c, r, s0, s1)?.c ?? c;
}

/** Where the naive mover leaves a body, and what it met on the way. */
export interface NaiveMove {
  c: Vec2;
  /** `d` with the part into every push's normal removed (what a game keeps as its velocity). */
  clipped: Vec2;
  /** Some push's normal was a floor's (`normal·up ≥ floorCos`), a wall's, a ceiling's. */
  onFloor: boolean;
  onWall: boolean;
  onCeiling: boolean;
}

/**
 * Moves a circle from `c` by `d` in `substeps` equal steps in doubles; after each
 * step, pushes it out of each of `walls` it overlaps, in order (a push out of one
 * wall can push it into another: the last push wins).
 */
export function naiveMove(
  walls: readonly Segment[],
  c: Vec2,
  r: number,
  d: Vec2,
  substeps: number,
  up: Vec2,
  floorCos: number,
): NaiveMove {
  const out: NaiveMove = {
    c,
    clipped: d,
    onFloor: false,
    onWall: false,
    onCeiling: false,
  };
  for (let k = 1; k <= substeps; k++) {
    out.c = { x: out.c.x + d.x / substeps, y: out.c.y + d.y / substeps };
    for (const [s0, s1] of walls) {
      const push = naivePush(out.c, r, s0, s1);
      if (push === null) continue;
      out.c = push.c;
      const n = push.normal;
      const into = out.clipped.x * n.x + out.clipped.y * n.y;
      if (into < 0) out.clipped = { x: out.clipped.x - into * n.x, y: out.clipped.y - into * n.y };
      const rise = n.x * up.x + n.y * up.y;
      if (rise >= floorCos) out.onFloor = true;
      else if (rise <= -floorCos) out.onCeiling = true;
      else out.onWall = true;
    }
  }
  return out;
}
