/**
 * Tile maps for the tests of every variant (`docs/contract.md` §10): random maps with
 * every kind, the walls the oracle expands them to (independent of the variant's
 * code) as a flat `segments` array, and the one-way rule read from the contract.
 */
import { ratToNumber, type TileMapSpec, tileMapExact, type Units } from '@swept/oracle';
import fc from 'fast-check';

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
 * Random maps up to `maxColumns × maxRows`, solid tiles common, one-way ones mixed in;
 * tile sizes in doubles, or raw (an odd one among them: walls with half-unit middles).
 */
export function tileMapArbitrary(
  maxColumns = 8,
  maxRows = 6,
  units: Units = 'double',
): fc.Arbitrary<TileCase> {
  const sizes = units === 'raw' ? [65536, 32768, 16 * 65536, 3] : [1, 2, 0.5, 16];
  return fc
    .record({
      columns: fc.integer({ min: 1, max: maxColumns }),
      rows: fc.integer({ min: 1, max: maxRows }),
      tileSize: fc.constantFrom(...sizes),
      ox: fc.integer({ min: -4, max: 4 }),
      oy: fc.integer({ min: -4, max: 4 }),
    })
    .chain(({ columns, rows, tileSize, ox, oy }) =>
      fc
        .array(fc.constantFrom(0, 0, 1, 1, 2), {
          minLength: columns * rows,
          maxLength: columns * rows,
        })
        .map((tiles) =>
          tileCase({
            columns,
            rows,
            tileSize,
            origin: { x: ox * tileSize, y: oy * tileSize },
            tiles: Uint8Array.from(tiles),
          }),
        ),
    );
}

/**
 * The one-way rule from the contract's words: wall `k` exists for a body whose lowest
 * point starts at `bottom` and moves by `dy` unless it is one-way and the body is not
 * moving down from on or above its line.
 */
export function oneWayAdmits(c: TileCase, k: number, bottom: number, dy: number): boolean {
  return !c.oneWay[k] || (dy < 0 && bottom >= c.segments[4 * k + 1]!);
}
