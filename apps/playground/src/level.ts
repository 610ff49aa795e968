/**
 * A level of named walls, as the Casts and Mover modes give it to `createLevel2`,
 * and the level (or tile map) of the selected variant, built once and reused until
 * the variant changes.
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

/** What one variant at a time builds (a level, a tile map), built on the first use after a variant change. */
export interface VariantCache<T> {
  /** `variant`'s, built now if the last one was another variant's. */
  of(variant: Variant): T;
  /** How many were built (once per variant change). */
  readonly builds: number;
}

/** A {@link VariantCache} of what `build` makes for a variant. */
export function variantCache<T>(build: (variant: Variant) => T): VariantCache<T> {
  let built: { variant: Variant; value: T } | null = null;
  let builds = 0;
  return {
    of(variant) {
      if (built?.variant !== variant) {
        built = { variant, value: build(variant) };
        builds++;
      }
      return built.value;
    },
    get builds() {
      return builds;
    },
  };
}

/** The level of the selected variant, of the walls given as {@link levelSegments}. */
export function levelCache(segments: Float64Array): VariantCache<Level2> {
  return variantCache((variant) => variant.createLevel2({ segments }));
}
