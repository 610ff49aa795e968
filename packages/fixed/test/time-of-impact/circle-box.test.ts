/**
 * circleBoxTimeOfImpact and sweptCircleBox (Q16.16): hand cases derived from
 * the contract, and the exact oracle on raw inputs — small grids where every
 * case (faces, corners, grazes, zero extents) is hit, and the whole raw range
 * where the exact integers run long: `t` is `floor(65536·t*)`, the status is
 * exact, the centres and point are the exact ones at `t` rounded to the
 * nearest raw value, the normal within 2 raw units of the exact unit direction.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circleBoxTimeOfImpact,
  circlesTimeOfImpact,
  ONE,
  sweptCircleBox,
  type Vec2,
} from '../../src/index.ts';
import { checkBallBoxTimeOfImpact } from '../ball-box.ts';

const v = (x: number, y: number): Vec2 => ({ x: x * ONE, y: y * ONE });
const O = v(0, 0);
type Args = [Vec2, Vec2, number, Vec2, Vec2, Vec2];

/** Judges one call against the oracle (`../ball-box.ts`). */
const check = (args: Args) => checkBallBoxTimeOfImpact(circleBoxTimeOfImpact, sweptCircleBox, args);

describe('circleBoxTimeOfImpact (fixed): worked examples', () => {
  it('a ball dropping onto a box top: t = floor(0.3·65536), the normal down, the point on the top', () => {
    expect(circleBoxTimeOfImpact(v(0, 10), v(0, -10), ONE, O, O, v(2, 3))).toEqual({
      t: Math.floor(0.3 * 65536),
      status: 'impact',
      point: { x: 0, y: 3 * ONE },
      normal: { x: 0, y: -65536 },
      // y(t) = 10 − 20·19660/65536 rounded to the nearest raw value.
      a: { x: 0, y: 10 * ONE - Math.round((20 * ONE * 19660) / 65536) },
      b: O,
    });
  });

  it('a 3-4-5 corner: the normal (−3, −4)/5 rounded, t = 1/2 exactly', () => {
    const hit = circleBoxTimeOfImpact(v(4, 15), v(4, -5), 5 * ONE, O, O, v(1, 1))!;
    expect(hit.t).toBe(32768);
    expect(hit.normal).toEqual({ x: Math.round(-0.6 * 65536), y: Math.round(-0.8 * 65536) });
    expect(hit.point).toEqual(v(1, 1));
  });

  it('exactly as wide as the gap grazes; one raw unit wider misses', () => {
    expect(sweptCircleBox(v(3, 9), v(3, -9), ONE, O, O, v(2, 2))).toBe(true);
    const wide = { x: 3 * ONE + 1, y: 9 * ONE };
    expect(sweptCircleBox(wide, { x: wide.x, y: -9 * ONE }, ONE, O, O, v(2, 2))).toBe(false);
  });

  it('a box of zero extents is a point: the circles with rb = 0', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -(2 ** 20), max: 2 ** 20 }), { minLength: 9, maxLength: 9 }),
        ([a, b, c, d, e, f, g, h, r]) => {
          const args = [
            { x: a!, y: b! },
            { x: c!, y: d! },
            Math.abs(r!),
            { x: e!, y: f! },
            { x: g!, y: h! },
          ] as const;
          const box = circleBoxTimeOfImpact(...args, { x: 0, y: 0 });
          const circles = circlesTimeOfImpact(...args, 0);
          expect(box?.t ?? null).toBe(circles?.t ?? null);
          expect(box?.status ?? null).toBe(circles?.status ?? null);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('circleBoxTimeOfImpact (fixed) against the exact oracle', () => {
  it('small grids: faces, corners, grazes, zero extents, both bodies moving', () => {
    const small = fc.integer({ min: -12, max: 12 }).map((k) => k * 16384);
    const p = fc.record({ x: small, y: small });
    const ext = fc.record({
      x: fc.integer({ min: 0, max: 4 }).map((k) => k * 16384),
      y: fc.integer({ min: 0, max: 4 }).map((k) => k * 16384),
    });
    fc.assert(
      fc.property(
        p,
        p,
        fc.integer({ min: 0, max: 6 }),
        p,
        p,
        ext,
        fc.nat(3),
        (c0, c1, r, b0, b1, hb, still) =>
          check([c0, still === 0 ? c0 : c1, r * 16384, b0, still === 1 ? b0 : b1, hb]),
      ),
      { numRuns: 1500 },
    );
  });

  it('the whole raw range: products far beyond 2^53', () => {
    const raw = fc.integer({ min: -(2 ** 31 - 1), max: 2 ** 31 - 1 });
    const p = fc.record({ x: raw, y: raw });
    const size = fc.integer({ min: 0, max: 2 ** 31 - 1 });
    fc.assert(
      fc.property(p, p, size, p, p, fc.record({ x: size, y: size }), (c0, c1, r, b0, b1, hb) =>
        check([c0, c1, r, b0, b1, hb]),
      ),
      { numRuns: 500 },
    );
  });

  it('bad input: a RangeError naming the argument', () => {
    const h = v(1, 1);
    expect(() => circleBoxTimeOfImpact(O, O, 1, O, O, { x: -1, y: 0 })).toThrow(
      /^hb\.x must be >= 0/,
    );
    expect(() => sweptCircleBox(O, O, 0.5, O, O, h)).toThrow(/^r must be /);
    expect(() => sweptCircleBox(O, O, 1, O, { x: 2 ** 31, y: 0 }, h)).toThrow(/^b1\.x must be /);
    expect(() => circleBoxTimeOfImpact(O, O, 1, O, O, null as never)).toThrow(
      /^hb must be an object/,
    );
  });
});
