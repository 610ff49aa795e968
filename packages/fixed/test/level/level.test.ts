/** createLevel2/3 of @swept/fixed: raw integers, checked; levels of another variant refused. */
import * as core from '@swept/core';
import { describe, expect, it } from 'vitest';
import { castCircle, castRay, castSphere, createLevel2, createLevel3 } from '../../src/index.ts';

const ONE = 65536;

describe('fixed levels', () => {
  it('raw values only: a RangeError naming the element', () => {
    expect(() => createLevel2({ segments: Float64Array.of(0, 0.5, 0, 0) })).toThrow(
      'segments[1] must be an integer raw value within ±2147483647 (got 0.5)',
    );
    expect(() =>
      createLevel3({ triangles: Float64Array.of(0, 0, 0, 0, 0, 0, 0, 0, 2 ** 31) }),
    ).toThrow(/^triangles\[8\] must be an integer raw value/);
    expect(() => createLevel2({ segments: new Float64Array(5) })).toThrow(
      'segments.length must be a multiple of 4 (got 5)',
    );
  });

  it('a level of another variant, or of another dimension, is refused naming level', () => {
    const coreLevel = core.createLevel2({ segments: Float64Array.of(-10, 0, 10, 0) });
    const fixedLevel = createLevel2({ segments: Float64Array.of(-10 * ONE, 0, 10 * ONE, 0) });
    const v = { x: 0, y: 0 };
    expect(() => castCircle(coreLevel, v, ONE, v)).toThrow(
      /^level must be a level made by createLevel2 of @swept\/fixed \(got a 2D level of @swept\/core\)/,
    );
    expect(() => core.castCircle(fixedLevel, v, 1, v)).toThrow(
      /^level must be a level made by createLevel2 of @swept\/core/,
    );
    expect(() =>
      castSphere(fixedLevel as never, { x: 0, y: 0, z: 0 }, ONE, { x: 0, y: 0, z: 0 }),
    ).toThrow(/^level must be a level made by createLevel3/);
    expect(() => castRay(coreLevel, v, v)).toThrow(/^level must be/);
  });

  it('c + d must stay within ±(2^31 − 1): the error names d', () => {
    const level = createLevel2({ segments: Float64Array.of(-10 * ONE, 0, 10 * ONE, 0) });
    expect(() => castCircle(level, { x: 2 ** 31 - 1, y: 0 }, ONE, { x: 1, y: 0 })).toThrow(
      'd.x must keep c.x + d.x within ±2147483647 (got 2147483648)',
    );
    expect(() =>
      castRay(level, { x: 0, y: -(2 ** 30) }, { x: 0, y: -(2 ** 30) + 1 }),
    ).not.toThrow();
  });

  it('frozen, reusable, independent of the caller’s array', () => {
    const segments = Float64Array.of(-10 * ONE, 0, 10 * ONE, 0);
    const level = createLevel2({ segments });
    expect(Object.isFrozen(level)).toBe(true);
    const hit = castCircle(level, { x: 0, y: 5 * ONE }, ONE, { x: 0, y: -10 * ONE });
    segments.fill(0);
    expect(castCircle(level, { x: 0, y: 5 * ONE }, ONE, { x: 0, y: -10 * ONE })).toEqual(hit);
    expect(hit).toMatchObject({ t: Math.floor(0.4 * 65536), wall: 0 });
  });
});
