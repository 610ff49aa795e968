/** createLevel2/3: checked options, an immutable and reusable level, refused across dimensions. */
import { describe, expect, it } from 'vitest';
import { castCircle, castRay, castSphere, createLevel2, createLevel3 } from '../../src/index.ts';

describe('createLevel2 / createLevel3', () => {
  it('a level is frozen, opaque and independent of the caller’s arrays', () => {
    const segments = Float64Array.of(-10, 0, 10, 0);
    const level = createLevel2({ segments });
    expect(Object.isFrozen(level)).toBe(true);
    expect(Object.keys(level).sort()).toEqual(['count', 'dimension']);
    expect(level).toMatchObject({ count: 1, dimension: 2 });
    const before = castCircle(level, { x: 0, y: 5 }, 1, { x: 0, y: -10 });
    segments.fill(100);
    // Reused: the same answer every time, the caller's later writes never reach it.
    for (let k = 0; k < 3; k++)
      expect(castCircle(level, { x: 0, y: 5 }, 1, { x: 0, y: -10 })).toEqual(before);
    expect(before).toMatchObject({ t: 0.4, wall: 0 });
  });

  it('count takes the first walls; the filter arrays are copied too', () => {
    const category = Uint32Array.of(1, 1);
    const level = createLevel2({
      segments: Float64Array.of(-10, 0, 10, 0, -10, 3, 10, 3),
      count: 1,
      category,
    });
    expect(level.count).toBe(1);
    category[0] = 0;
    expect(castCircle(level, { x: 0, y: 5 }, 1, { x: 0, y: -10 })).toMatchObject({
      wall: 0,
      t: 0.4,
    });
    const l3 = createLevel3({ triangles: new Float64Array(18), count: 2 });
    expect(l3).toMatchObject({ count: 2, dimension: 3 });
  });

  it('bad options: a RangeError naming the argument', () => {
    expect(() => createLevel2(null as never)).toThrow(/^options must be an object/);
    expect(() => createLevel2({ segments: [0, 0, 1, 1] as never })).toThrow(
      /^segments must be a Float64Array/,
    );
    expect(() => createLevel3({ triangles: undefined as never })).toThrow(
      /^triangles must be a Float64Array/,
    );
    expect(() => createLevel2({ segments: new Float64Array(6) })).toThrow(
      'segments.length must be a multiple of 4 (got 6)',
    );
    expect(() => createLevel3({ triangles: new Float64Array(10) })).toThrow(
      'triangles.length must be a multiple of 9 (got 10)',
    );
    const nan = new Float64Array(16);
    nan[13] = Number.NaN;
    expect(() => createLevel2({ segments: nan })).toThrow(
      'segments[13] must be a finite number (got NaN)',
    );
    expect(createLevel2({ segments: nan, count: 3 }).count).toBe(3);
    const huge = new Float64Array(9);
    huge[4] = 2 ** 201;
    expect(() => createLevel3({ triangles: huge })).toThrow(
      /^triangles\[4\] must be 0 or have a magnitude/,
    );
    for (const count of [-1, 5, 1.5, Number.NaN, '1']) {
      expect(() => createLevel2({ segments: new Float64Array(16), count: count as never })).toThrow(
        /^count must be an integer in \[0, 4\]/,
      );
    }
    expect(() =>
      createLevel2({ segments: new Float64Array(8), category: [1, 1] as never }),
    ).toThrow(/^category must be a Uint32Array/);
    expect(() => createLevel2({ segments: new Float64Array(8), mask: new Uint32Array(1) })).toThrow(
      'mask.length must be >= 2 (got 1)',
    );
  });

  it('a cast refuses what is not a level of its dimension, naming level', () => {
    const l2 = createLevel2({ segments: new Float64Array(4) });
    const l3 = createLevel3({ triangles: new Float64Array(9) });
    const v2 = { x: 0, y: 0 };
    const v3 = { x: 0, y: 0, z: 0 };
    expect(() => castCircle(l3 as never, v2, 1, v2)).toThrow(
      /^level must be a level made by createLevel2/,
    );
    expect(() => castSphere(l2 as never, v3, 1, v3)).toThrow(
      /^level must be a level made by createLevel3/,
    );
    for (const bad of [null, undefined, {}, { dimension: 2, count: 1 }, 3]) {
      expect(() => castCircle(bad as never, v2, 1, v2)).toThrow(
        /^level must be a level made by createLevel2/,
      );
      expect(() => castRay(bad as never, v2, v2)).toThrow(
        /^level must be a level made by createLevel2/,
      );
    }
  });

  it('cast options: an object whose category and mask are 32-bit unsigned integers', () => {
    const level = createLevel2({ segments: new Float64Array(4) });
    const v = { x: 0, y: 0 };
    expect(() => castCircle(level, v, 1, v, null as never)).toThrow(/^options must be an object/);
    for (const bad of [-1, 2 ** 32, 1.5, Number.NaN, '1']) {
      expect(() => castCircle(level, v, 1, v, { category: bad as never })).toThrow(
        /^options\.category must be an integer/,
      );
      expect(() => castRay(level, v, v, { mask: bad as never })).toThrow(
        /^options\.mask must be an integer/,
      );
    }
  });
});
