/**
 * Tile maps for the tests of every variant (`docs/contract.md` §10): random maps with
 * every kind, the walls the oracle expands them to (independent of the variant's
 * code) as a flat `segments` array, and the one-way rule read from the contract.
 */
import {
  levelExact,
  oneWayLandsExact,
  ratFromDouble,
  ratToNumber,
  sub,
  type TileMapSpec,
  tileMapExact,
  type Units,
  vecFromDoubles,
} from '@swept/oracle';
import fc from 'fast-check';
import type { Vec2 } from '../src/index.ts';

/** A map spec on a grid of `tileSize` (a power of two) with an integer origin, and its tiles as a Uint8Array. */
export interface TileCase {
  spec: TileMapSpec & { tiles: Uint8Array };
  /** The oracle's walls, `x0, y0, x1, y1` each, in the contract's order. */
  segments: Float64Array;
  /** Per wall, one-way-up or not. */
  oneWay: boolean[];
}

/**
 * The oracle's expansion of `spec` into walls, as the variant's numbers: the lines are
 * doubles (exact), and for a raw map the same integers (its sums are exact).
 */
export function tileCase(spec: TileMapSpec & { tiles: Uint8Array }): TileCase {
  const exact = tileMapExact(spec);
  const segments = Float64Array.from(
    exact.walls.flatMap((w) => w.flatMap((p) => p.map(ratToNumber))),
  );
  return { spec, segments, oneWay: Array.from(exact.oneWay ?? [], (f) => f === true) };
}

/**
 * The grids the tests draw maps on: doubles on a binary grid (nothing rounds), raw
 * integers (an odd tile size among them: walls with half-unit middles), or doubles
 * whose grid lines round (tile sizes like 0.1, origins like 0.3).
 */
export type TileGridKind = Units | 'rounding';

const GRIDS: Record<TileGridKind, { sizes: number[]; origins: fc.Arbitrary<number> }> = {
  double: { sizes: [1, 2, 0.5, 16], origins: fc.integer({ min: -4, max: 4 }) },
  raw: { sizes: [65536, 32768, 16 * 65536, 3], origins: fc.integer({ min: -4, max: 4 }) },
  rounding: { sizes: [0.1, 1 / 3, 1, 0.7], origins: fc.constantFrom(0, 0.3, -1.1, 1e-3, -0.7) },
};

/**
 * Random maps up to `maxColumns × maxRows`, solid tiles common, one-way ones mixed in,
 * on one of the {@link TileGridKind} grids (binary and raw origins are whole tiles).
 */
export function tileMapArbitrary(
  maxColumns = 8,
  maxRows = 6,
  grid: TileGridKind = 'double',
): fc.Arbitrary<TileCase> {
  const { sizes, origins } = GRIDS[grid];
  return fc
    .record({
      columns: fc.integer({ min: 1, max: maxColumns }),
      rows: fc.integer({ min: 1, max: maxRows }),
      tileSize: fc.constantFrom(...sizes),
      ox: origins,
      oy: origins,
    })
    .chain(({ columns, rows, tileSize, ox, oy }) =>
      fc
        .array(fc.constantFrom(0, 0, 1, 1, 2), {
          minLength: columns * rows,
          maxLength: columns * rows,
        })
        .map((tiles) => {
          const whole = grid !== 'rounding';
          const origin = { x: whole ? ox * tileSize : ox, y: whole ? oy * tileSize : oy };
          return tileCase({ columns, rows, tileSize, origin, tiles: Uint8Array.from(tiles) });
        }),
    );
}

/** Doubles the core accepts (0, or a magnitude of at least 2^-200) in `[min, max]`. */
export function doubleArbitrary(min: number, max: number): fc.Arbitrary<number> {
  return fc.double({ min, max, noNaN: true }).map((v) => (Math.abs(v) < 2 ** -200 ? 0 : v));
}

/**
 * The one-way rule from the contract's words: wall `k` exists for a body whose lowest
 * point starts at `bottom` and moves by `dy` unless it is one-way and the body is not
 * moving down from on or above its line.
 */
export function oneWayAdmits(c: TileCase, k: number, bottom: number, dy: number): boolean {
  return !c.oneWay[k] || (dy < 0 && bottom >= c.segments[4 * k + 1]!);
}

/**
 * Whether a circle of radius `r` moving `c0 → c1` can meet wall `k` by the one-way rule
 * (§10): {@link oneWayAdmits}, and a one-way top only by landing on it — its lowest
 * point crossing the line within the wall (the oracle's `oneWayLandsExact`, exactly).
 */
export function circleMayMeet(c: TileCase, k: number, c0: Vec2, c1: Vec2, r: number): boolean {
  if (!oneWayAdmits(c, k, c0.y - r, c1.y - c0.y)) return false;
  if (!c.oneWay[k]) return true;
  const level = { ...levelExact(Array.from(c.segments), 2), oneWay: c.oneWay };
  const p = vecFromDoubles(c0);
  const bottom = sub(p[1]!, ratFromDouble(r));
  const d = vecFromDoubles(c1).map((x, i) => sub(x, p[i]!));
  return oneWayLandsExact(level, k, p[0]!, bottom, d, false);
}
