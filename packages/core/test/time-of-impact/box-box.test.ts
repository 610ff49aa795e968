/** `boxesTimeOfImpact` and `cuboidsTimeOfImpact` (one suite for both) against the exact oracle. */
import {
  boxesContactAt,
  boxesTimeOfImpactExact,
  boxScale,
  cmp,
  ratFromDouble,
  ratToNumber,
} from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boxesTimeOfImpact,
  boxesTimeOfImpactInto,
  createTimeOfImpact2,
  createTimeOfImpact3,
  cuboidsTimeOfImpact,
  cuboidsTimeOfImpactInto,
  type TimeOfImpact3,
} from '../../src/index.ts';
import {
  type BoxInput,
  bandedTouches,
  dyadicBoxes,
  exactBoxes,
  normalWithinBand,
  wideBoxes,
} from '../box-oracle.ts';

type Hit = {
  t: number;
  status: string;
  normal: Record<string, number>;
  point: Record<string, number>;
  a: Record<string, number>;
  b: Record<string, number>;
};
const AXES = ['x', 'y', 'z'] as const;

function toi(dim: 2 | 3, i: BoxInput): Hit | null {
  const query = dim === 2 ? boxesTimeOfImpact : cuboidsTimeOfImpact;
  return query(
    i.a0 as never,
    i.a1 as never,
    i.ha as never,
    i.b0 as never,
    i.b1 as never,
    i.hb as never,
  ) as Hit | null;
}

/** The normal's axis and sign, read from a unit axis vector. */
function axisOf(hit: Hit, dim: 2 | 3): { axis: number; sign: number } {
  const axis = AXES.slice(0, dim).findIndex((k) => hit.normal[k] !== 0);
  return { axis, sign: hit.normal[AXES[axis]!]! };
}

/**
 * `a`, `b` and `point` against the exact geometry at the core's own `t` and normal: within
 * 2^-50·Sᵢ, and 2^-200 more where a position below the input range was flushed to 0.
 */
function expectGeometry(dim: 2 | 3, i: BoxInput, hit: Hit): void {
  const c = exactBoxes(i);
  const { axis, sign } = axisOf(hit, dim);
  const exact = boxesContactAt(c, ratFromDouble(hit.t), axis, sign as 1 | -1);
  const scale = boxScale(c).map(ratToNumber);
  for (let k = 0; k < dim; k++) {
    const tol = 2 ** -50 * scale[k]! + 2 ** -200;
    for (const [got, want] of [
      [hit.a, exact.a],
      [hit.b, exact.b],
      [hit.point, exact.point],
    ] as const) {
      expect(Math.abs(got[AXES[k]!]! - ratToNumber(want[k]!))).toBeLessThanOrEqual(tol);
    }
  }
  // Exactly one unit component.
  expect(AXES.slice(0, dim).filter((k) => hit.normal[k] !== 0)).toHaveLength(1);
  expect(Math.abs(sign)).toBe(1);
}

describe.each([2, 3] as const)('the time of impact of boxes in %iD', (dim) => {
  it('is exact when every input is a small integer times one power of two (t correctly rounded)', () => {
    fc.assert(
      fc.property(dyadicBoxes(dim), (i) => {
        const exact = boxesTimeOfImpactExact(exactBoxes(i));
        const hit = toi(dim, i);
        expect(hit === null).toBe(exact === null);
        if (hit === null || exact === null) return;
        expect(hit.t).toBe(ratToNumber(exact.t));
        expect(hit.status).toBe(exact.status);
        expect(axisOf(hit, dim)).toEqual({ axis: exact.axis, sign: exact.sign });
        expectGeometry(dim, i, hit);
      }),
      { numRuns: 1000 },
    );
  });

  it('differs from the exact answer only inside ROUNDING_BAND.box', () => {
    fc.assert(
      fc.property(wideBoxes(dim), (i) => {
        const c = exactBoxes(i);
        const { grown, shrunk } = bandedTouches(c);
        const hit = toi(dim, i);
        if (hit === null) {
          expect(shrunk).toBe(null);
          return;
        }
        expect(grown).not.toBe(null);
        const t = ratFromDouble(hit.t);
        expect(cmp(t, grown!.t)).toBeGreaterThanOrEqual(0);
        if (shrunk !== null) expect(cmp(t, shrunk.t)).toBeLessThanOrEqual(0);
        if (grown!.status === shrunk?.status) expect(hit.status).toBe(grown!.status);
        const { axis, sign } = axisOf(hit, dim);
        expect(normalWithinBand(c, hit.t, axis, sign)).toBe(true);
        expectGeometry(dim, i, hit);
      }),
      { numRuns: 1000 },
    );
  });

  it('the …Into form fills the same values, and leaves the result untouched on a miss', () => {
    fc.assert(
      fc.property(dyadicBoxes(dim), (i) => {
        const out = (dim === 2 ? createTimeOfImpact2() : createTimeOfImpact3()) as TimeOfImpact3;
        const before = structuredClone(out);
        const into = dim === 2 ? boxesTimeOfImpactInto : cuboidsTimeOfImpactInto;
        const hit = into(
          out as never,
          i.a0 as never,
          i.a1 as never,
          i.ha as never,
          i.b0 as never,
          i.b1 as never,
          i.hb as never,
        );
        const alloc = toi(dim, i);
        expect(hit).toBe(alloc !== null);
        expect(out).toEqual(alloc ?? before);
      }),
      { numRuns: 300 },
    );
  });
});

describe('boxesTimeOfImpact: hand cases from the definition', () => {
  const h = { x: 1, y: 1 };
  const o = { x: 0, y: 0 };
  it('the contract example: a box landing on a floor at t = 0.3', () => {
    const hit = boxesTimeOfImpact({ x: 0, y: 5 }, { x: 0, y: -5 }, h, o, o, { x: 10, y: 1 })!;
    // The gap of 3 closes at 10 per step: one division, 3 / 10.
    expect(hit).toMatchObject({ t: 3 / 10, status: 'impact', normal: { x: 0, y: -1 } });
    expect(hit.point).toEqual({ x: 0, y: 1 });
  });

  it('an exact corner-to-corner touch reports x (the fixed order), in 3D y before z', () => {
    expect(boxesTimeOfImpact(o, o, h, { x: 3, y: 3 }, { x: 1, y: 1 }, h)!.normal).toEqual({
      x: 1,
      y: 0,
    });
    const h3 = { x: 1, y: 1, z: 1 };
    const o3 = { x: 0, y: 0, z: 0 };
    const hit = cuboidsTimeOfImpact(o3, o3, h3, { x: 0, y: 3, z: -3 }, { x: 0, y: 1, z: -1 }, h3)!;
    expect(hit.normal).toEqual({ x: 0, y: 1, z: 0 });
    expect(hit.t).toBe(0.5);
  });

  it('a box resting on a floor and walking along it is separating at t = 0, pressing into it is an impact', () => {
    const floor = { x: 10, y: 1 };
    const walk = boxesTimeOfImpact({ x: 0, y: 2 }, { x: 3, y: 2 }, h, o, o, floor)!;
    expect(walk).toMatchObject({ t: 0, status: 'separating', normal: { x: 0, y: -1 } });
    const press = boxesTimeOfImpact({ x: 0, y: 2 }, { x: 3, y: 1 }, h, o, o, floor)!;
    expect(press).toMatchObject({ t: 0, status: 'impact', normal: { x: 0, y: -1 } });
    const sunk = boxesTimeOfImpact({ x: 0, y: 1.5 }, { x: 0, y: 1.5 }, h, o, o, floor)!;
    expect(sunk).toMatchObject({ t: 0, status: 'overlap', normal: { x: 0, y: -1 } });
  });

  it('an axis that is still and already touching never defines the entry', () => {
    // Side by side on x (touching, no motion on x); B comes down on y and meets at t = 1/2.
    const hit = boxesTimeOfImpact(o, o, h, { x: 2, y: 4 }, { x: 2, y: 0 }, h)!;
    expect(hit).toMatchObject({ t: 0.5, status: 'impact', normal: { x: 0, y: 1 } });
  });
});
