/**
 * castCircle: bit for bit the earliest over every wall of circleSegmentTimeOfImpact
 * (ties to the smallest index), on random levels with degenerate walls, exact grazes
 * on the integer grid, random doubles far from the origin; the filter; reuse.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { castCircle, circleSegmentTimeOfImpact, createLevel2 } from '../../src/index.ts';
import {
  admitted,
  bruteSegments,
  expectSameBits,
  filterArbitrary,
  levelArbitrary,
  motionArbitrary,
  vec2,
} from '../level-cases.ts';

describe('castCircle equals the earliest circleSegmentTimeOfImpact over the walls', () => {
  it.each([1, 2 ** -3, 2 ** 20])(
    'on integer levels times %s (grazes, ties, degenerate walls)',
    (scale) => {
      fc.assert(
        fc.property(
          levelArbitrary(2, scale),
          fc.array(motionArbitrary(2, scale), { minLength: 1, maxLength: 8 }),
          (walls, motions) => {
            const level = createLevel2({ segments: Float64Array.from(walls) });
            for (const { c, r, d } of motions) {
              const cast = castCircle(level, vec2(c), r, vec2(d));
              expectSameBits(
                cast,
                bruteSegments(circleSegmentTimeOfImpact, walls, vec2(c), r, vec2(d)),
              );
            }
          },
        ),
        { numRuns: 300 },
      );
    },
  );

  it('on random doubles far from the origin (the boxes carry the rounding band)', () => {
    // Doubles the core accepts: 0 or a magnitude of at least 2^-200.
    const coordinate = fc
      .double({ min: -4, max: 4, noNaN: true })
      .map((v) => (Math.abs(v) < 2 ** -200 ? 0 : v));
    fc.assert(
      fc.property(
        fc
          .array(coordinate, { minLength: 4, maxLength: 64 })
          .map((w) => w.slice(0, w.length - (w.length % 4))),
        fc.tuple(coordinate, coordinate, coordinate, coordinate),
        fc.double({ min: 0, max: 2, noNaN: true }).map((v) => (v < 2 ** -200 ? 0 : v)),
        fc.constantFrom(0, 1e6, -3e9, 2 ** 40),
        (raw, [cx, cy, dx, dy], r, offset) => {
          const walls = raw.map((v, i) => (i % 2 === 0 ? v + offset : v));
          const level = createLevel2({ segments: Float64Array.from(walls) });
          const c = { x: cx + offset, y: cy };
          const d = { x: dx, y: dy };
          expectSameBits(
            castCircle(level, c, r, d),
            bruteSegments(circleSegmentTimeOfImpact, walls, c, r, d),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('near grazes far from the origin: walls within rounding of r are never dropped', () => {
    // A floor 1 + g below a circle of radius 1 sliding along it, g around the wall band.
    const gap = fc.constantFrom(0, 2 ** -60, 2 ** -45, 2 ** -30, 1e-12, -(2 ** -50), -1e-12);
    fc.assert(
      fc.property(
        gap,
        fc.constantFrom(0, 1e6, -3e9, 2 ** 40, 2 ** 60),
        fc.integer({ min: -3, max: 3 }),
        (g, offset, x) => {
          const y = offset - (1 + g);
          const walls = [offset - 5, y, offset + 5, y, offset + x, y - 1, offset + x, y];
          const level = createLevel2({ segments: Float64Array.from(walls) });
          const c = { x: offset - 20, y: offset };
          const d = { x: 40, y: 0 };
          expectSameBits(
            castCircle(level, c, 1, d),
            bruteSegments(circleSegmentTimeOfImpact, walls, c, 1, d),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('two coincident walls touched at the same t: the smaller index', () => {
    const level = createLevel2({
      segments: Float64Array.of(5, 5, 6, 5, -10, 0, 10, 0, -10, 0, 10, 0),
    });
    const hit = castCircle(level, { x: 0, y: 5 }, 1, { x: 0, y: -10 });
    expect(hit).toMatchObject({ t: 0.4, wall: 1 });
  });

  it('a body starting inside a wall: t = 0, overlap', () => {
    const level = createLevel2({ segments: Float64Array.of(-10, 0, 10, 0, -10, 3, 10, 3) });
    expect(castCircle(level, { x: 0, y: 2.5 }, 1, { x: 0, y: -5 })).toMatchObject({
      t: 0,
      status: 'overlap',
      wall: 1,
    });
  });

  it('an exact graze is a touch, and one more unit misses', () => {
    const level = createLevel2({ segments: Float64Array.of(-10, 0, 10, 0) });
    expect(castCircle(level, { x: -20, y: 1 }, 1, { x: 40, y: 0 })).toMatchObject({ wall: 0 });
    expect(castCircle(level, { x: -20, y: 2 }, 1, { x: 40, y: 0 })).toBeNull();
  });

  it('an empty level and count = 0 answer null', () => {
    expect(
      castCircle(createLevel2({ segments: new Float64Array(0) }), { x: 0, y: 0 }, 1, {
        x: 1,
        y: 0,
      }),
    ).toBeNull();
    const level = createLevel2({ segments: Float64Array.of(-1, 0, 1, 0), count: 0 });
    expect(castCircle(level, { x: 0, y: 0 }, 1, { x: 1, y: 0 })).toBeNull();
  });
});

describe('castCircle: the filter', () => {
  it('a wall the filter refuses is never returned: the brute force over the admitted walls', () => {
    fc.assert(
      fc.property(
        levelArbitrary(2, 1),
        motionArbitrary(2, 1),
        filterArbitrary,
        (walls, { c, r, d }, f) => {
          const n = walls.length / 4;
          const category = f.category.slice(0, n);
          const mask = f.mask.slice(0, n);
          const level = createLevel2({
            segments: Float64Array.from(walls),
            category: Uint32Array.from(category),
            mask: Uint32Array.from(mask),
          });
          const admit = (k: number) => admitted(k, category, mask, f.body);
          const cast = castCircle(level, vec2(c), r, vec2(d), f.body);
          expectSameBits(
            cast,
            bruteSegments(circleSegmentTimeOfImpact, walls, vec2(c), r, vec2(d), admit),
          );
          if (cast !== null) expect(admit(cast.wall)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('missing options or arrays mean every bit set', () => {
    const level = createLevel2({
      segments: Float64Array.of(-10, 0, 10, 0),
      category: Uint32Array.of(2),
    });
    expect(castCircle(level, { x: 0, y: 5 }, 1, { x: 0, y: -10 }, { mask: 2 })).toMatchObject({
      wall: 0,
    });
    expect(castCircle(level, { x: 0, y: 5 }, 1, { x: 0, y: -10 }, { mask: 1 })).toBeNull();
    expect(castCircle(level, { x: 0, y: 5 }, 1, { x: 0, y: -10 }, {})).toMatchObject({ wall: 0 });
  });
});
