import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  cmp,
  cross,
  div,
  dot,
  mul,
  ONE,
  type RVec,
  rat,
  raySegmentExact,
  raySegmentScale,
  sign,
  sub,
  vadd,
  vecFromDoubles,
  vscale,
  vsub,
  ZERO,
} from '../../src/index.ts';

const v = (x: number, y: number): RVec => vecFromDoubles({ x, y });
const coord = fc.integer({ min: -8, max: 8 });
const point = fc.tuple(coord, coord).map(([x, y]) => v(x, y));

function at(p0: RVec, p1: RVec, t: ReturnType<typeof rat>): RVec {
  return vadd(p0, vscale(vsub(p1, p0), t));
}

function onSegment(p: RVec, s0: RVec, s1: RVec): boolean {
  const e = vsub(s1, s0);
  const w = vsub(p, s0);
  if (sign(cross(e, w)) !== 0) return false;
  const ee = dot(e, e);
  if (sign(ee) === 0) return sign(dot(w, w)) === 0;
  const u = div(dot(w, e), ee);
  return sign(u) >= 0 && cmp(u, ONE) <= 0;
}

describe('raySegmentExact', () => {
  it('returns a contact on both the path and the segment, first among sampled contacts', () => {
    const N = 48;
    fc.assert(
      fc.property(point, point, point, point, (p0, p1, s0, s1) => {
        const hit = raySegmentExact(p0, p1, s0, s1);
        let firstSample = -1;
        for (let k = 0; k <= N; k++) {
          if (onSegment(at(p0, p1, rat(k, N)), s0, s1)) {
            firstSample = k;
            break;
          }
        }
        if (firstSample >= 0) {
          expect(hit).not.toBeNull();
          expect(cmp(hit!.t, rat(firstSample, N))).toBeLessThanOrEqual(0);
        }
        if (hit === null) return;
        expect(sign(hit.t) >= 0 && cmp(hit.t, ONE) <= 0).toBe(true);
        expect(sign(hit.u) >= 0 && cmp(hit.u, ONE) <= 0).toBe(true);
        // P(t) = S(u) exactly.
        expect(at(p0, p1, hit.t)).toEqual(at(s0, s1, hit.u));
        // No earlier contact: the path before t misses the segment. Checked on the
        // sub-path [0, t·(1 − 2^-10)] sampled densely (any earlier contact in a
        // non-collinear case is the unique one; collinear ones are intervals).
        const before = mul(hit.t, rat(1023, 1024));
        for (let k = 0; k <= N && sign(hit.t) > 0; k++) {
          expect(onSegment(at(p0, p1, mul(before, rat(k, N))), s0, s1)).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('finds a constructed crossing at its known t and u', () => {
    fc.assert(
      fc.property(point, point, fc.nat(16), fc.nat(16), point, (s0, s1, tk, uk, d) => {
        fc.pre(sign(cross(vsub(s1, s0), d)) !== 0);
        const t = rat(tk, 16);
        const u = rat(uk, 16);
        const x = at(s0, s1, u);
        const p0 = vsub(x, vscale(d, t));
        const p1 = vadd(p0, d);
        expect(raySegmentExact(p0, p1, s0, s1)).toEqual({ t, u });
      }),
    );
  });

  it('follows the contract on parallel, collinear and degenerate cases', () => {
    // Parallel, off the line: no hit.
    expect(raySegmentExact(v(0, 1), v(5, 1), v(0, 0), v(4, 0))).toBeNull();
    // Collinear, approaching s0 from the left: first touch at x = 1 → t = 1/4, u = 0.
    expect(raySegmentExact(v(-1, 0), v(7, 0), v(1, 0), v(3, 0))).toEqual({ t: rat(1, 4), u: ZERO });
    // Collinear from the right: enters at s1 (u = 1).
    expect(raySegmentExact(v(5, 0), v(1, 0), v(0, 0), v(4, 0))).toEqual({ t: rat(1, 4), u: ONE });
    // Collinear, starting on the segment: t = 0, u where it starts.
    expect(raySegmentExact(v(1, 0), v(9, 0), v(0, 0), v(4, 0))).toEqual({ t: ZERO, u: rat(1, 4) });
    // Collinear, moving away / stopping short: no hit.
    expect(raySegmentExact(v(-1, 0), v(-5, 0), v(0, 0), v(4, 0))).toBeNull();
    expect(raySegmentExact(v(-3, 0), v(-1, 0), v(0, 0), v(4, 0))).toBeNull();
    // Degenerate segment: a point on the path at t = 3/4, u = 0; off the path: none.
    expect(raySegmentExact(v(0, 0), v(4, 4), v(3, 3), v(3, 3))).toEqual({ t: rat(3, 4), u: ZERO });
    expect(raySegmentExact(v(0, 0), v(4, 4), v(3, 2), v(3, 2))).toBeNull();
    // Degenerate motion: hit at t = 0 iff on the segment.
    expect(raySegmentExact(v(1, 1), v(1, 1), v(0, 0), v(2, 2))).toEqual({ t: ZERO, u: rat(1, 2) });
    expect(raySegmentExact(v(1, 0), v(1, 0), v(0, 0), v(2, 2))).toBeNull();
    // Both degenerate.
    expect(raySegmentExact(v(2, 2), v(2, 2), v(2, 2), v(2, 2))).toEqual({ t: ZERO, u: ZERO });
    expect(raySegmentExact(v(2, 2), v(2, 2), v(2, 3), v(2, 3))).toBeNull();
    // Through an endpoint exactly (u = 1), and missing it by 2^-30.
    expect(raySegmentExact(v(0, 2), v(4, -2), v(2, 0), v(2, -4))).toEqual({
      t: rat(1, 2),
      u: ZERO,
    });
    expect(raySegmentExact(v(0, 2), v(4, -2), v(2, -(2 ** -30)), v(2, -4))).toBeNull();
    // The HAKUHIN article's example shape: crossing a vertical wall.
    expect(raySegmentExact(v(0, 0), v(10, 0), v(5, -5), v(5, 5))).toEqual({
      t: rat(1, 2),
      u: rat(1, 2),
    });
  });

  it('scale is |p1 − p0|² + |s1 − s0|² + |s0 − p0|²', () => {
    // 25 + 4 + 1.
    expect(raySegmentScale(v(0, 0), v(3, 4), v(1, 0), v(1, 2))).toEqual(rat(30));
    expect(add(ZERO, sub(ONE, ONE))).toEqual(ZERO);
  });
});
