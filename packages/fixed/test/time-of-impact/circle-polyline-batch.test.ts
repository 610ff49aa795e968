import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circlePolylineTimeOfImpact,
  circlePolylineTimeOfImpactBatch,
  ONE,
} from '../../src/index.ts';
import { radius, vec2 } from '../helpers.ts';

function soa(n: number) {
  return {
    x0: new Float64Array(n),
    y0: new Float64Array(n),
    x1: new Float64Array(n),
    y1: new Float64Array(n),
    r: new Float64Array(n),
  };
}

describe('circlePolylineTimeOfImpactBatch', () => {
  it('equals the scalar query body by body', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(vec2(1 << 21), vec2(1 << 21), radius(1 << 19)), {
          minLength: 0,
          maxLength: 40,
        }),
        fc.array(vec2(1 << 21), { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        (bodies, points, closed) => {
          const n = bodies.length;
          const b = soa(n + 3);
          bodies.forEach(([p, q, r], i) => {
            b.x0[i] = p.x;
            b.y0[i] = p.y;
            b.x1[i] = q.x;
            b.y1[i] = q.y;
            b.r[i] = r;
          });
          const hits = new Uint8Array(n + 3).fill(7);
          const t = new Float64Array(n + 3).fill(-1);
          const seg = new Uint32Array(n + 3).fill(99);
          const found = circlePolylineTimeOfImpactBatch(b, points, closed, hits, t, seg, n);
          let count = 0;
          bodies.forEach(([p, q, r], i) => {
            const want = circlePolylineTimeOfImpact(p, q, r, points, closed);
            expect(hits[i]).toBe(want ? 1 : 0);
            if (want) {
              count += 1;
              expect(t[i]).toBe(want.t);
              expect(seg[i]).toBe(want.segment);
            } else {
              expect(t[i]).toBe(-1);
              expect(seg[i]).toBe(99);
            }
          });
          expect(found).toBe(count);
          // Past count nothing is touched.
          expect(hits[n]).toBe(7);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a level: balls falling onto a floor with a step', () => {
    const level = [
      { x: -10 * ONE, y: 0 },
      { x: 0, y: 0 },
      { x: 0, y: 2 * ONE },
      { x: 10 * ONE, y: 2 * ONE },
    ];
    const b = soa(3);
    // Ball 0 falls onto the low floor, ball 1 onto the step, ball 2 flies above everything.
    [
      [-5, 5, -5, -5, 1],
      [5, 5, 5, -5, 1],
      [-5, 9, 5, 9, 1],
    ].forEach(([ax, ay, bx, by, r], i) => {
      b.x0[i] = ax! * ONE;
      b.y0[i] = ay! * ONE;
      b.x1[i] = bx! * ONE;
      b.y1[i] = by! * ONE;
      b.r[i] = r! * ONE;
    });
    const hits = new Uint8Array(3);
    const t = new Float64Array(3);
    const seg = new Uint32Array(3);
    expect(circlePolylineTimeOfImpactBatch(b, level, false, hits, t, seg)).toBe(2);
    expect([...hits]).toEqual([1, 1, 0]);
    expect([t[0], seg[0]]).toEqual([Math.floor(0.4 * 65536), 0]); // y from 5 to 1: 4/10 of the way
    expect([t[1], seg[1]]).toEqual([Math.floor(0.2 * 65536), 2]); // y from 5 to 3: 2/10 of the way
  });

  it('checks everything before writing anything', () => {
    const b = soa(4);
    b.x1[2] = 0.5;
    const hits = new Uint8Array(4).fill(9);
    const t = new Float64Array(4);
    const seg = new Uint32Array(4);
    const line = [
      { x: 0, y: 0 },
      { x: ONE, y: 0 },
    ];
    expect(() => circlePolylineTimeOfImpactBatch(b, line, false, hits, t, seg)).toThrow(
      /^bodies\.x1\[2\] must be/,
    );
    expect([...hits]).toEqual([9, 9, 9, 9]);
    b.x1[2] = 0;
    b.r[3] = -1;
    expect(() => circlePolylineTimeOfImpactBatch(b, line, false, hits, t, seg)).toThrow(
      /^bodies\.r\[3\] must be >= 0/,
    );
    expect(() =>
      circlePolylineTimeOfImpactBatch(b, line, false, hits, t, seg.subarray(0, 2), 3),
    ).toThrow(/^count must be <= segment\.length = 2/);
    expect(() => circlePolylineTimeOfImpactBatch(b, [], false, hits, t, seg)).toThrow(
      /^points must be/,
    );
  });
});
