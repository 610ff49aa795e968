/**
 * The exact earliest contact of a moving box with a 2D level of axis-aligned
 * walls (`docs/contract.md` §10, `castBox`): each wall is the degenerate box
 * centred at its middle with half extents `|s1 − s0|/2`, answered by the
 * box–box kernel (`slab.ts`) with the box as A (moving `b → b + d`) and the
 * wall as B (at rest); the earliest `t*`, ties to the smallest wall index,
 * walls the filter and the one-way rule exclude skipped, and a one-way wall
 * only by a contact on its top (a y normal).
 */
import { abs, add, cmp, mul, type Rat, rat, sub } from '../rat.ts';
import type { BoxCase } from '../slab.ts';
import { type BoxContactExact, boxesTimeOfImpactExact } from '../time-of-impact/box-box.ts';
import { type RVec, vadd } from '../vec.ts';
import {
  type CastFilter,
  type LevelExact,
  oneWayAdmits,
  oneWayLandsExact,
  wallConsidered,
} from './level.ts';

/** A box cast's exact answer: box–box's contact with the wall as B, the normal turned to face the box. */
export interface BoxCastExact {
  /** `t*`, the first touching time. */
  t: Rat;
  status: BoxContactExact['status'];
  /** The normal's axis (0 = x, 1 = y). */
  axis: number;
  /** The normal's direction along `axis`, from the wall towards the box (box–box's, negated). */
  sign: 1 | -1;
  /** The centre of the contact region at `t*` (box–box's point). */
  point: RVec;
  /** The box's centre at `t*`. */
  c: RVec;
  /** The wall's index. */
  wall: number;
}

const HALF = rat(1n, 2n);

/** `true` when the wall from `s0` to `s1` is axis-aligned (or a point). */
export function wallAxisAligned(wall: readonly RVec[]): boolean {
  const [s0, s1] = wall as [RVec, RVec];
  return cmp(s0[0]!, s1[0]!) === 0 || cmp(s0[1]!, s1[1]!) === 0;
}

/** The wall's degenerate box: its middle and half extents. */
export function wallBox(wall: readonly RVec[]): { centre: RVec; half: RVec } {
  const [s0, s1] = wall as [RVec, RVec];
  return {
    centre: s0.map((v, i) => mul(add(v, s1[i]!), HALF)),
    half: s0.map((v, i) => mul(abs(sub(s1[i]!, v)), HALF)),
  };
}

/**
 * `castBox`'s exact answer: `null` iff no considered wall is touched by the
 * box `b ± hb` moving `b → b + d`; else the earliest. Throws a `RangeError`
 * naming `level` when a wall is slanted (the contract refuses them).
 */
export function castBoxExact(
  level: LevelExact,
  b: RVec,
  hb: RVec,
  d: RVec,
  options: CastFilter = {},
): BoxCastExact | null {
  const b1 = vadd(b, d);
  const bottom = sub(b[1]!, hb[1]!);
  let best: BoxCastExact | null = null;
  level.walls.forEach((wall, k) => {
    if (!wallAxisAligned(wall)) {
      throw new RangeError(
        `level must be a level whose walls are all axis-aligned (wall ${k} is not)`,
      );
    }
    if (!wallConsidered(level, k, options) || !oneWayAdmits(level, k, bottom, d[1]!)) return;
    const { centre, half } = wallBox(wall);
    const c: BoxCase = { a0: b, a1: b1, ha: hb, b0: centre, b1: centre, hb: half };
    const hit = boxesTimeOfImpactExact(c);
    if (hit === null) return;
    // A one-way wall is met only by landing on its top: a touch of its end from the side
    // (a corner tie included) is none (§10).
    if (
      level.oneWay?.[k] === true &&
      !oneWayLandsExact(level, k, b[0]!, bottom, d, false, hb[0]!)
    ) {
      return;
    }
    if (best === null || cmp(hit.t, best.t) < 0) {
      best = {
        t: hit.t,
        status: hit.status,
        axis: hit.axis,
        sign: hit.sign === 1 ? -1 : 1,
        point: hit.point,
        c: hit.a,
        wall: k,
      };
    }
  });
  return best;
}
