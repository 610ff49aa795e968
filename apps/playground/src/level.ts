/**
 * A level of named walls, as the Casts and Mover modes give it to `createLevel2`,
 * and the level of the selected variant, built once and reused until the variant
 * changes.
 */
import type { Level2 } from '@swept/core';
import type { Segment } from './segment.ts';
import type { Variant } from './variants.ts';

/** A wall with a name the panel shows; its index in the level is the contacts' `wall`. */
export interface NamedWall {
  name: string;
  segment: Segment;
}

/** A named wall from `(x0, y0)` to `(x1, y1)`. */
export function wall(name: string, x0: number, y0: number, x1: number, y1: number): NamedWall {
  return {
    name,
    segment: [
      { x: x0, y: y0 },
      { x: x1, y: y1 },
    ],
  };
}

/** The walls as `createLevel2` takes them: `x0, y0, x1, y1` per wall, in world units. */
export function levelSegments(walls: readonly NamedWall[]): Float64Array {
  return Float64Array.from(walls.flatMap(({ segment: [s0, s1] }) => [s0.x, s0.y, s1.x, s1.y]));
}

/** The level of one variant at a time, built on the first use after a variant change. */
export interface LevelCache {
  /** The level of `variant`, built now if the last one was another variant's. */
  of(variant: Variant): Level2;
  /** How many levels were built (once per variant change). */
  readonly builds: number;
}

/** A {@link LevelCache} of the walls given as {@link levelSegments}. */
export function levelCache(segments: Float64Array): LevelCache {
  let built: { variant: Variant; level: Level2 } | null = null;
  let builds = 0;
  return {
    of(variant) {
      if (built?.variant !== variant) {
        built = { variant, level: variant.createLevel2({ segments }) };
        builds++;
      }
      return built.level;
    },
    get builds() {
      return builds;
    },
  };
}
