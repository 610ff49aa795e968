/**
 * How a variant's tests ask a box vector (`vectors/boxes.json`), one source for
 * every package: the four pair queries of the vector's dimension, picked by the
 * contract's names from the variant's exports, and the axes a separation moved.
 */
import type { Vec2Json, Vec3Json } from './types.ts';

type Vec = Vec2Json | Vec3Json;

/** A variant's box queries of one dimension (`sweptBoxes`… in 2D, `sweptCuboids`… in 3D). */
export interface BoxQueries {
  swept: (a0: Vec, a1: Vec, ha: Vec, b0: Vec, b1: Vec, hb: Vec) => boolean;
  toi: (
    a0: Vec,
    a1: Vec,
    ha: Vec,
    b0: Vec,
    b1: Vec,
    hb: Vec,
  ) => { t: number; status: string; normal: Record<string, number> } | null;
  overlap: (a: Vec, ha: Vec, b: Vec, hb: Vec) => boolean;
  separate: (a: Vec, ha: Vec, ma: number, b: Vec, hb: Vec, mb: number) => { a: Vec; b: Vec };
}

const NAMES = {
  2: ['sweptBoxes', 'boxesTimeOfImpact', 'boxesOverlap', 'separateBoxes'],
  3: ['sweptCuboids', 'cuboidsTimeOfImpact', 'cuboidsOverlap', 'separateCuboids'],
} as const;

/** The box queries of dimension `dim` among `exports` (a variant's module or `withPolicy(p)`). */
export function boxQueriesOf(dim: 2 | 3, exports: object): BoxQueries {
  const [swept, toi, overlap, separate] = NAMES[dim].map((name) => {
    const query = (exports as Record<string, unknown>)[name];
    if (typeof query !== 'function') throw new RangeError(`exports: no ${name}`);
    return query;
  });
  return { swept, toi, overlap, separate } as BoxQueries;
}

/** The axes (0 = x) on which `after` differs from `before`, for any of the points. */
export function axesMoved(before: readonly Vec[], after: readonly Vec[]): number[] {
  const axes = Object.keys(before[0] ?? {}) as (keyof Vec3Json)[];
  return axes.flatMap((k, i) =>
    before.some((p, j) => (p as Vec3Json)[k] !== (after[j] as Vec3Json)[k]) ? [i] : [],
  );
}
