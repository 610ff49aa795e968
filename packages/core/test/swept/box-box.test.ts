/** `sweptBoxes` and `sweptCuboids` (one suite for both: boxes in 2D and 3D) against the exact oracle. */
import { sweptBoxesExact } from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sweptBoxes, sweptCuboids } from '../../src/index.ts';
import { type BoxInput, bandedTouches, dyadicBoxes, exactBoxes, wideBoxes } from '../box-oracle.ts';

const swept = (dim: 2 | 3, i: BoxInput): boolean =>
  (dim === 2 ? sweptBoxes : sweptCuboids)(
    i.a0 as never,
    i.a1 as never,
    i.ha as never,
    i.b0 as never,
    i.b1 as never,
    i.hb as never,
  );

describe.each([2, 3] as const)('the swept test of boxes in %iD', (dim) => {
  it('is exact when every input is a small integer times one power of two', () => {
    fc.assert(
      fc.property(dyadicBoxes(dim), (i) => {
        expect(swept(dim, i)).toBe(sweptBoxesExact(exactBoxes(i)));
      }),
      { numRuns: 1000 },
    );
  });

  it('differs from the exact answer only inside ROUNDING_BAND.box', () => {
    fc.assert(
      fc.property(wideBoxes(dim), (i) => {
        const { grown, shrunk } = bandedTouches(exactBoxes(i));
        if ((grown === null) === (shrunk === null)) expect(swept(dim, i)).toBe(grown !== null);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('sweptBoxes: hand cases from the definition', () => {
  const h = { x: 1, y: 1 };
  const o = { x: 0, y: 0 };
  it('a graze along a face touches; one ulp higher does not', () => {
    expect(sweptBoxes(o, o, h, { x: -5, y: 2 }, { x: 5, y: 2 }, h)).toBe(true);
    const up = 2 + 2 ** -51;
    expect(sweptBoxes(o, o, h, { x: -5, y: up }, { x: 5, y: up }, h)).toBe(false);
  });

  it('a box exactly as wide as a gap passes between two walls touching both; one ulp wider is stopped', () => {
    // Walls: boxes at x = ±2 of half width 1 leave the gap (−1, 1); a box of half width 1 fits exactly.
    const wall = { x: 1, y: 10 };
    const fall = (hx: number) =>
      sweptBoxes(
        { x: 0, y: 30 },
        { x: 0, y: -30 },
        { x: hx, y: 1 },
        { x: 2, y: 0 },
        { x: 2, y: 0 },
        wall,
      );
    expect(fall(1)).toBe(true); // it touches the wall's face all the way down (closed)
    // Touching is not stopping: the time of impact's status tells them apart; here the
    // swept test only says "touches". One ulp narrower never touches.
    expect(fall(1 - 2 ** -52)).toBe(false);
  });

  it('a corner meets a corner (diagonal approach) and a corner passes a corner by one ulp', () => {
    expect(sweptBoxes(o, o, h, { x: 3, y: 3 }, { x: 1, y: 1 }, h)).toBe(true);
    expect(sweptBoxes(o, o, h, { x: 4, y: 2 + 2 ** -51 }, { x: 2, y: 4 + 2 ** -51 }, h)).toBe(
      false,
    );
  });

  it('catches tunnelling: a thin fast box crossing a thin wall within one step', () => {
    expect(
      sweptBoxes({ x: -100, y: 0 }, { x: 100, y: 0 }, { x: 0.5, y: 0.5 }, o, o, { x: 0.01, y: 5 }),
    ).toBe(true);
  });
});
