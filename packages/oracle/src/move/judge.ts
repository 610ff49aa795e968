// move/: the oracle's judge of movers — the exact distance from a leg to a wall, and the verdict over a mover's legs.
/**
 * A mover's (`moveCircle`, `moveSphere`, their `Into` and batch forms) two
 * guarantees judged exactly, leg by leg (contract §8): never inside (every
 * leg's end at distance `≥ r` from every wall) and never through (every point
 * of every leg at distance `≥ r`). On a tile map a one-way wall exists for a
 * leg only as contract §10 says for a circle (see {@link judgeMoveExact}).
 */
import {
  type CastFilter,
  type LevelExact,
  oneWayAdmits,
  oneWayLandsExact,
  wallConsidered,
} from '../cast/level.ts';
import { cmp, mul, type Rat, sign, sub } from '../rat.ts';
import { type RVec, vsub } from '../vec.ts';
import {
  checkDimension,
  checkWall,
  dimensionOf,
  legWallDistanceSquaredExact,
  pointWallDistanceSquaredExact,
} from './distance.ts';
import { legPassesThroughExact } from './pass-through.ts';

/** The exact verdict over a mover's legs. */
export interface MoveVerdict {
  /** The first leg whose end is at squared distance `< r²` from a considered wall, or -1. */
  inside: number;
  /** The first leg (from the previous end; leg 0 from the start) that comes closer than `r` to a considered wall, or -1. */
  through: number;
  /** The least squared distance from any leg to any considered wall (a one-way wall only where a leg lands on it); `null` when there is none or no leg. */
  least: Rat | null;
}

/**
 * Judges a mover's answer exactly: `legs` are the ends of its legs in order,
 * leg `i` the closed segment from `legs[i − 1]` (from `start` for `i = 0`) to
 * `legs[i]`; the walls are those of `level` the filter admits (the casts'
 * rule, {@link wallConsidered}); touching (distance exactly `r`) is allowed.
 * A leg whose end is inside also comes too close along the way, so
 * `through ≤ inside` whenever `inside ≥ 0`. A leg that starts inside (a
 * push-out from an overlapping start) counts as `through`: judge such a move
 * from the push-out's end. With `r = 0` nothing is ever inside, and a leg is
 * `through` when the point passes through a wall ({@link legPassesThroughExact}).
 * A one-way-up wall (`level.oneWay`, a tile map's one-way tops) exists for leg
 * `i` only when the leg moves down and starts with the circle entirely on or
 * above the wall's line, `from.y − r ≥ y` ({@link oneWayAdmits}): a circle
 * rising through it, moving along or starting across its line meets nothing.
 * Then the leg meets it only by **landing** on it ({@link oneWayLandsExact}: its
 * lowest point crossing the line within the wall, strictly before the leg's end):
 * that is `through`, and `inside` when the end also overlaps the wall; a circle
 * passing the wall's end meets nothing. A one-way wall adds to `least` only where a
 * leg lands on it.
 */
export function judgeMoveExact(
  level: LevelExact,
  r: Rat,
  start: RVec,
  legs: readonly RVec[],
  filter: CastFilter = {},
): MoveVerdict {
  if (sign(r) < 0) throw new RangeError(`r must be >= 0 (got ${r.n}/${r.d})`);
  const dimension = dimensionOf(start, 'start');
  legs.forEach((end, i) => {
    checkDimension(end, dimension, `legs[${i}]`);
  });
  level.walls.forEach((wall, k) => {
    checkWall(wall, dimension, `level.walls[${k}]`);
  });
  const considered = level.walls.flatMap((wall, k) =>
    wallConsidered(level, k, filter) ? [{ wall, k }] : [],
  );
  const rr = mul(r, r);
  let inside = -1;
  let through = -1;
  let least: Rat | null = null;
  legs.forEach((end, i) => {
    const from = i === 0 ? start : legs[i - 1]!;
    const bottom = sub(from[1]!, r);
    const dy = sub(end[1]!, from[1]!);
    for (const { wall, k } of considered) {
      if (!oneWayAdmits(level, k, bottom, dy)) continue;
      if (level.oneWay?.[k] === true) {
        // Met only by landing on it: through when the leg lands, inside when it also ends
        // overlapping the wall (a circle passing its end never meets it).
        if (!oneWayLandsExact(level, k, from[0]!, bottom, vsub(end, from), true)) continue;
        const landing = legWallDistanceSquaredExact(from, end, wall);
        if (least === null || cmp(landing, least) < 0) least = landing;
        if (through < 0) through = i;
        const deep = sign(r) > 0 && cmp(pointWallDistanceSquaredExact(end, wall), rr) < 0;
        if (inside < 0 && deep) inside = i;
        continue;
      }
      const along = legWallDistanceSquaredExact(from, end, wall);
      if (least === null || cmp(along, least) < 0) least = along;
      if (sign(r) === 0) {
        if (through < 0 && legPassesThroughExact(from, end, wall)) through = i;
        continue;
      }
      // The end is a point of the leg: a leg clear all along has its end clear.
      if (cmp(along, rr) >= 0) continue;
      if (through < 0) through = i;
      if (inside < 0 && cmp(pointWallDistanceSquaredExact(end, wall), rr) < 0) inside = i;
    }
  });
  return { inside, through, least };
}
