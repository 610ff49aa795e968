/** `separateBoxes` and `separateCuboids` (one suite for both) against the exact oracle. */
import {
  boxesOverlapExact,
  boxesPenetration,
  boxScale,
  cmp,
  ratToNumber,
  separateBoxesExact,
  vecFromDoubles,
} from '@swept/oracle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxesOverlap, cuboidsOverlap, separateBoxes, separateCuboids } from '../../src/index.ts';
import { type BoxInput, dyadicBoxes, exactBoxes, wideBoxes } from '../box-oracle.ts';

const AXES = ['x', 'y', 'z'] as const;
const masses = fc.constantFrom(1, 2, 3, 0.5, 1e30, Number.POSITIVE_INFINITY);

function separate(dim: 2 | 3, i: BoxInput, ma: number, mb: number) {
  const query = dim === 2 ? separateBoxes : separateCuboids;
  return query(i.a0 as never, i.ha as never, ma, i.b0 as never, i.hb as never, mb) as unknown as {
    a: Record<string, number>;
    b: Record<string, number>;
  };
}

describe.each([2, 3] as const)('the separation of boxes in %iD', (dim) => {
  const property = (i: BoxInput, ma: number, mb: number) => {
    if (ma === Number.POSITIVE_INFINITY && mb === Number.POSITIVE_INFINITY) return;
    const out = separate(dim, i, ma, mb);
    const overlaps = (dim === 2 ? boxesOverlap : cuboidsOverlap) as (...a: never[]) => boolean;
    // The post-condition, in the core's own arithmetic: never left overlapping.
    expect(overlaps(out.a as never, i.ha as never, out.b as never, i.hb as never)).toBe(false);
    const c = exactBoxes(i);
    const want = separateBoxesExact(c.a0, c.ha, ma, c.b0, c.hb, mb);
    const wasOverlapping = (dim === 2 ? boxesOverlap : cuboidsOverlap)(
      i.a0 as never,
      i.ha as never,
      i.b0 as never,
      i.hb as never,
    );
    if (!wasOverlapping) {
      expect(out).toEqual({ a: i.a0, b: i.b0 });
      return;
    }
    // One axis moves: the exact least penetration, or one tied with it within the band.
    const scale = boxScale(c).map(ratToNumber);
    const moved = [...AXES.slice(0, dim).keys()].filter(
      (k) => out.a[AXES[k]!] !== i.a0[AXES[k]!] || out.b[AXES[k]!] !== i.b0[AXES[k]!],
    );
    expect(moved.length).toBeLessThanOrEqual(1);
    const k = moved[0] ?? want.axis;
    expect(k === want.axis || nearTie(c, want.axis, k)).toBe(true);
    // On the exact axis, within a few ulps of the exact push (positions below 2^-200
    // flush to 0, contract §3: a push that small may come out doubled).
    if (k !== want.axis) return;
    const key = AXES[k]!;
    const tol = 2 ** -48 * scale[k]! + 2 ** -199;
    expect(Math.abs(out.a[key]! - ratToNumber(want.a[k]!))).toBeLessThanOrEqual(tol);
    expect(Math.abs(out.b[key]! - ratToNumber(want.b[k]!))).toBeLessThanOrEqual(tol);
  };
  it('pushes along the least penetration by the mass shares, never left overlapping (exact inputs)', () => {
    fc.assert(fc.property(dyadicBoxes(dim), masses, masses, property), { numRuns: 1000 });
  });
  it('the same at every scale, where every step rounds', () => {
    fc.assert(fc.property(wideBoxes(dim), masses, masses, property), { numRuns: 1000 });
  });
});

/** Whether the penetrations on axes `k` and `j` are so close that rounding may pick either. */
function nearTie(c: ReturnType<typeof exactBoxes>, k: number, j: number): boolean {
  const depth = boxesPenetration(c.a0, c.ha, c.b0, c.hb).map(ratToNumber);
  const scale = boxScale(c).map(ratToNumber);
  return Math.abs(depth[k]! - depth[j]!) <= 2 ** -48 * (scale[k]! + scale[j]!);
}

describe('separateBoxes: hand cases', () => {
  it('the contract example: a box sunk into an immovable floor goes straight up onto it', () => {
    const out = separateBoxes(
      { x: 0, y: 1.75 },
      { x: 1, y: 1 },
      1,
      { x: 0, y: 0 },
      { x: 10, y: 1 },
      Number.POSITIVE_INFINITY,
    );
    expect(out).toEqual({ a: { x: 0, y: 2 }, b: { x: 0, y: 0 } });
  });

  it('the push-apart trap: centres whose exact push rounds back into an overlap still end apart', () => {
    const h = { x: 0.1, y: 5 };
    const a = { x: 0.3, y: 0 };
    const b = { x: 0.45, y: 0 };
    const out = separateBoxes(a, h, 1, b, h, 1);
    expect(boxesOverlap(out.a, h, out.b, h)).toBe(false);
    const exact = boxesOverlapExact(
      vecFromDoubles(out.a),
      vecFromDoubles(h),
      vecFromDoubles(out.b),
      vecFromDoubles(h),
    );
    expect(exact).toBe(false);
    expect(cmp(vecFromDoubles(out.b)[0]!, vecFromDoubles(out.a)[0]!)).toBe(1);
  });
});
