import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  abs,
  add,
  boxCaseFromDoubles,
  boxesTimeOfImpactBracket,
  boxesTimeOfImpactExact,
  boxesTimeOfImpactFloor,
  cmp,
  mul,
  type Rat,
  rat,
  ratFromDouble,
  sign,
  sub,
  sweptBoxesExact,
} from '../../src/index.ts';
import { overlapsAt, smallBoxes, touchesAt } from '../box-arbitraries.ts';

// Every entry time of a small case is a ratio of integers below 2^6: two distinct ones
// differ by more than 2^-12, so a step of 2^-80 before t* lies before every other entry.
const DELTA = rat(1n, 1n << 80n);

/** `C(t)ᵢ = B(t)ᵢ − A(t)ᵢ` from the definition of the motion. */
function relative(c: ReturnType<typeof boxCaseFromDoubles>, t: Rat): Rat[] {
  return c.a0.map((a0, i) => {
    const a = add(a0, mul(t, sub(c.a1[i]!, a0)));
    const b = add(c.b0[i]!, mul(t, sub(c.b1[i]!, c.b0[i]!)));
    return sub(b, a);
  });
}

describe('boxesTimeOfImpactExact', () => {
  it('is null iff the swept test is false; t* touches and nothing earlier does', () => {
    fc.assert(
      fc.property(smallBoxes, ({ c }) => {
        const hit = boxesTimeOfImpactExact(c);
        expect(hit !== null).toBe(sweptBoxesExact(c));
        if (hit === null) return;
        expect(touchesAt(c, hit.t)).toBe(true);
        if (sign(hit.t) > 0) expect(touchesAt(c, sub(hit.t, DELTA))).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('states the status from the gap at the start and just after it', () => {
    fc.assert(
      fc.property(smallBoxes, ({ c }) => {
        const hit = boxesTimeOfImpactExact(c);
        if (hit === null) return;
        const zero = rat(0);
        const expected = overlapsAt(c, zero)
          ? 'overlap'
          : !touchesAt(c, zero)
            ? 'impact'
            : overlapsAt(c, DELTA)
              ? 'impact'
              : 'separating';
        expect(hit.status).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('takes the normal from the last axis to start touching (ties: the lowest axis), from a to b', () => {
    fc.assert(
      fc.property(smallBoxes, ({ c }) => {
        const hit = boxesTimeOfImpactExact(c);
        if (hit === null) return;
        const H = c.ha.map((h, i) => add(h, c.hb[i]!));
        if (sign(hit.t) > 0) {
          // Just before t*, the axes still apart are the ones that start touching at t*.
          const before = relative(c, sub(hit.t, DELTA));
          const apart = before.findIndex((v, i) => cmp(abs(v), H[i]!) > 0);
          expect(hit.axis).toBe(apart);
          expect(hit.sign).toBe(sign(before[apart]!));
        } else {
          const gaps = relative(c, rat(0)).map((v, i) => sub(abs(v), H[i]!));
          const best = gaps.reduce((k, g, i) => (cmp(g, gaps[k]!) > 0 ? i : k), 0);
          expect(hit.axis).toBe(best);
          const c0 = relative(c, rat(0))[best]!;
          expect(hit.sign).toBe(sign(c0) < 0 ? -1 : 1);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('puts the point on the contact region: on both faces at a first touch, inside both boxes', () => {
    fc.assert(
      fc.property(smallBoxes, ({ c }) => {
        const hit = boxesTimeOfImpactExact(c);
        if (hit === null) return;
        for (let i = 0; i < hit.point.length; i++) {
          const p = hit.point[i]!;
          const inA = cmp(abs(sub(p, hit.a[i]!)), c.ha[i]!) <= 0;
          const inB = cmp(abs(sub(p, hit.b[i]!)), c.hb[i]!) <= 0;
          expect(inA).toBe(true);
          if (hit.status !== 'overlap') expect(inB).toBe(true);
        }
        if (hit.status !== 'overlap') {
          const k = hit.axis;
          const faceB = hit.sign > 0 ? sub(hit.b[k]!, c.hb[k]!) : add(hit.b[k]!, c.hb[k]!);
          if (sign(hit.t) > 0) expect(cmp(hit.point[k]!, faceB)).toBe(0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('answers the contract example: a box landing on a floor', () => {
    const c = boxCaseFromDoubles(
      { x: 0, y: 5 },
      { x: 0, y: -5 },
      { x: 1, y: 1 },
      { x: 0, y: 0 },
      { x: 0, y: 0 },
      { x: 10, y: 1 },
    );
    const hit = boxesTimeOfImpactExact(c)!;
    expect(hit.t).toEqual(rat(3, 10));
    expect(hit.status).toBe('impact');
    expect([hit.axis, hit.sign]).toEqual([1, -1]);
    expect(hit.point).toEqual([rat(0), rat(1)]);
    expect(boxesTimeOfImpactFloor(c, 65536n)).toBe(19660n); // floor(0.3·65536)
    const [lo, hi] = boxesTimeOfImpactBracket(c);
    expect(cmp(ratFromDouble(lo), rat(3, 10))).toBe(-1); // 0.3 is not a double
    expect(cmp(ratFromDouble(hi), rat(3, 10))).toBe(1);
  });

  it('breaks an exact corner tie x before y before z', () => {
    const h = { x: 1, y: 1, z: 1 };
    const o = { x: 0, y: 0, z: 0 };
    // x and y start touching together at t = 1/2; z is level.
    const xy = boxCaseFromDoubles(o, o, h, { x: 3, y: 3, z: 0 }, { x: 1, y: 1, z: 0 }, h);
    expect(boxesTimeOfImpactExact(xy)).toMatchObject({ t: rat(1, 2), axis: 0, sign: 1 });
    // y and z together, x level: y wins.
    const yz = boxCaseFromDoubles(o, o, h, { x: 0, y: -3, z: 3 }, { x: 0, y: -1, z: 1 }, h);
    expect(boxesTimeOfImpactExact(yz)).toMatchObject({ t: rat(1, 2), axis: 1, sign: -1 });
    // The corner point: A's face on x, the midpoint of the touching intervals elsewhere.
    expect(boxesTimeOfImpactExact(xy)!.point).toEqual([rat(1), rat(1), rat(0)]);
  });

  it('reports a box resting on another and sliding along it as separating, at t = 0', () => {
    const h = { x: 1, y: 1 };
    const c = boxCaseFromDoubles(
      { x: 0, y: 2 },
      { x: 3, y: 2 },
      h,
      { x: 0, y: 0 },
      { x: 0, y: 0 },
      h,
    );
    expect(boxesTimeOfImpactExact(c)).toMatchObject({
      t: rat(0),
      status: 'separating',
      axis: 1,
      sign: -1,
    });
  });
});
