/**
 * What the box casts and movers share (`castBox`, `moveBox`; contract §10): the level the
 * variant builds from a case (its tile map, or `createLevel2` of the walls), the same
 * level as the oracle reads it (`tileMapExact`, in the contract's wall order), the walls
 * a motion admits (the filter and the one-way rule on the box's own bottom), and each
 * wall's box–box case (the wall as the degenerate box at rest) at the extents the
 * variant's cast answers for.
 */
import {
  type BoxCase,
  type BoxContactExact,
  boxCaseBanded,
  boxesTimeOfImpactExact,
  type CastFilter,
  type LevelExact,
  oneWayAdmits,
  oneWayLandsExact,
  type RVec,
  ratFromDouble,
  sub,
  tileMapExact,
  vadd,
  vsub,
  wallBox,
  wallConsidered,
} from '@swept/oracle';
import { exactVec } from '../oracle/exact.ts';
import type { BoxLevelArgs } from '../types.ts';
import type { Variant } from '../variants/types.ts';
import { buildLevel } from './cast.ts';
import { exactLevel } from './move.ts';
import { declaredBand, endOf } from './util.ts';

/** The level the variant builds: `createTileMap2` of the map, or `createLevel2` of the walls. */
export function buildBoxLevel(variant: Variant, a: BoxLevelArgs): unknown {
  if (a.map === null) return buildLevel(variant, { ...a, dim: 2 });
  return variant.levels!.createTileMap2!({ ...a.map, tiles: Uint8Array.from(a.map.tiles) });
}

/** The case's level as the oracle reads it: the map's runs (one-way tops marked), or the walls with their bits. */
export function exactBoxLevel(variant: Variant, a: BoxLevelArgs): LevelExact {
  if (a.map === null) return exactLevel(variant, { ...a, dim: 2 });
  return tileMapExact(a.map, variant.units === 'raw' ? 'raw' : 'double');
}

/** A box's motion in exact values: from `b`, by `b + d` as the variant adds it, less `b`. */
export interface BoxMotion {
  b: RVec;
  hb: RVec;
  moved: RVec;
}

export function boxMotion(variant: Variant, a: BoxLevelArgs): BoxMotion {
  const b = exactVec(variant.units, a.b);
  return {
    b,
    hb: exactVec(variant.units, a.hb),
    moved: vsub(exactVec(variant.units, endOf(a.b, a.d)), b),
  };
}

/**
 * Whether wall `k` exists for a box at `b` moving by `moved`: the filter, and the one-way
 * rule on its own bottom — a one-way wall only when the box moves down from on or above
 * its line and lands on it (§10: its bottom crossing the line over the wall, strictly;
 * the box's own, whatever a band makes of the touch).
 */
export function wallAdmits(
  level: LevelExact,
  k: number,
  filter: CastFilter,
  m: BoxMotion,
): boolean {
  const bottom = sub(m.b[1]!, m.hb[1]!);
  if (!wallConsidered(level, k, filter) || !oneWayAdmits(level, k, bottom, m.moved[1]!)) {
    return false;
  }
  return (
    level.oneWay?.[k] !== true ||
    oneWayLandsExact(level, k, m.b[0]!, bottom, m.moved, false, m.hb[0]!)
  );
}

/**
 * The extents the variant's cast answers for: the box's own, or under a band policy its
 * half extents grown by the band (computed in doubles as the policy documents).
 */
export function castExtents(variant: Variant, a: BoxLevelArgs): RVec {
  const s = variant.semantics;
  if (s.kind !== 'policy') return exactVec(variant.units, a.hb);
  return [s.outer(a.hb.x, 0), s.outer(a.hb.y, 0)].map(ratFromDouble);
}

/** The box–box case of the box (extents `h`) moving `b → b + moved` against the wall's degenerate box at rest. */
export function wallBoxCase(wall: readonly RVec[], m: BoxMotion, h: RVec): BoxCase {
  const { centre, half } = wallBox(wall);
  return { a0: m.b, a1: vadd(m.b, m.moved), ha: h, b0: centre, b1: centre, hb: half };
}

/**
 * A wall's exact contact as a banded variant may answer it: with the box's extents
 * grown (`earliest`) and shrunk (`latest`) by the core's box band — an exact variant's
 * both the exact contact. (Whether a one-way wall is met at all is {@link wallAdmits}'s.)
 */
export function bandedContact(
  variant: Variant,
  c: BoxCase,
): { earliest: BoxContactExact | null; latest: BoxContactExact | null } {
  const band = declaredBand(variant, 'box');
  if (band === null) {
    const exact = boxesTimeOfImpactExact(c);
    return { earliest: exact, latest: exact };
  }
  return {
    earliest: boxesTimeOfImpactExact(boxCaseBanded(c, band, 1)),
    latest: boxesTimeOfImpactExact(boxCaseBanded(c, band, -1)),
  };
}
