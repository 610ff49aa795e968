/** circlePolylineTimeOfImpactBatch: the scalar polyline query, body by body, into caller-owned arrays. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circlePolylineTimeOfImpact,
  circlePolylineTimeOfImpactBatch,
  type MovingCircles,
  type Vec2,
} from '../../src/index.ts';

const coord = fc.integer({ min: -40, max: 40 }).map((k) => k / 4);
const point = fc.record({ x: coord, y: coord });
const body = fc.record({
  c0: point,
  c1: point,
  r: fc.integer({ min: 0, max: 12 }).map((k) => k / 4),
});

function soa(bodies: { c0: Vec2; c1: Vec2; r: number }[], extra = 0): MovingCircles {
  const n = bodies.length + extra;
  const arr = (f: (b: (typeof bodies)[number]) => number) => {
    const a = new Float64Array(n);
    bodies.forEach((b, i) => {
      a[i] = f(b);
    });
    return a;
  };
  return {
    x0: arr((b) => b.c0.x),
    y0: arr((b) => b.c0.y),
    x1: arr((b) => b.c1.x),
    y1: arr((b) => b.c1.y),
    r: arr((b) => b.r),
  };
}

describe('circlePolylineTimeOfImpactBatch', () => {
  it('equals circlePolylineTimeOfImpact body by body (t and segment bit for bit), and counts the hits', () => {
    fc.assert(
      fc.property(
        fc.array(body, { minLength: 1, maxLength: 40 }),
        fc.array(point, { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        (bodies, points, closed) => {
          const n = bodies.length;
          const hits = new Uint8Array(n);
          const t = new Float64Array(n).fill(-7);
          const segment = new Uint32Array(n).fill(99);
          const found = circlePolylineTimeOfImpactBatch(
            soa(bodies),
            points,
            closed,
            hits,
            t,
            segment,
          );
          let expected = 0;
          bodies.forEach((b, i) => {
            const hit = circlePolylineTimeOfImpact(b.c0, b.c1, b.r, points, closed);
            expect(hits[i]).toBe(hit ? 1 : 0);
            // A miss leaves t and segment as they were.
            expect(t[i]).toBe(hit ? hit.t : -7);
            expect(segment[i]).toBe(hit ? hit.segment : 99);
            if (hit) expected++;
          });
          expect(found).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a level: bullets against a closed box of walls, by hand', () => {
    const box = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 0, y: 10 },
    ];
    const bodies = [
      { c0: { x: 5, y: 5 }, c1: { x: 15, y: 5 }, r: 1 }, // right wall x = 10 at x = 9: t = 0.4, segment 1
      { c0: { x: 5, y: 5 }, c1: { x: 6, y: 5 }, r: 1 }, // stays inside: miss
      { c0: { x: 5, y: 5 }, c1: { x: 5, y: -5 }, r: 1 }, // floor y = 0 at y = 1: t = 0.4, segment 0
      { c0: { x: -5, y: 5 }, c1: { x: 5, y: 5 }, r: 0 }, // left wall x = 0, from outside: t = 0.5, segment 3
    ];
    const hits = new Uint8Array(4);
    const t = new Float64Array(4);
    const segment = new Uint32Array(4);
    expect(circlePolylineTimeOfImpactBatch(soa(bodies), box, true, hits, t, segment)).toBe(3);
    expect([...hits]).toEqual([1, 0, 1, 1]);
    expect([t[0], t[2], t[3]]).toEqual([0.4, 0.4, 0.5]);
    expect([segment[0], segment[2], segment[3]]).toEqual([1, 0, 3]);
  });

  it('tests only the first count bodies', () => {
    const bodies = soa([{ c0: { x: 0, y: 5 }, c1: { x: 0, y: -5 }, r: 1 }], 3);
    const hits = new Uint8Array(4).fill(9);
    const t = new Float64Array(4);
    const segment = new Uint32Array(4);
    expect(
      circlePolylineTimeOfImpactBatch(
        bodies,
        [
          { x: -1, y: 0 },
          { x: 1, y: 0 },
        ],
        false,
        hits,
        t,
        segment,
        1,
      ),
    ).toBe(1);
    expect([...hits]).toEqual([1, 9, 9, 9]);
  });

  it('refuses bad input, naming it', () => {
    const bodies = soa([{ c0: { x: 0, y: 5 }, c1: { x: 0, y: -5 }, r: 1 }], 1);
    const line = [
      { x: -1, y: 0 },
      { x: 1, y: 0 },
    ];
    const run =
      (
        b: MovingCircles,
        points: Vec2[],
        count?: number,
        hits = new Uint8Array(2),
        closed: unknown = false,
      ) =>
      () =>
        circlePolylineTimeOfImpactBatch(
          b,
          points,
          closed as boolean,
          hits,
          new Float64Array(2),
          new Uint32Array(2),
          count,
        );
    expect(run(bodies, [])).toThrow(/^points must be a non-empty array/);
    expect(
      run(bodies, [
        { x: 0, y: 0 },
        { x: Number.NaN, y: 0 },
      ]),
    ).toThrow(/^points\[1\]\.x must be a finite number/);
    expect(run(bodies, line, 2, new Uint8Array(2), 'yes')).toThrow(/^closed must be a boolean/);
    expect(run(bodies, line, 3)).toThrow(/^count must be <= /);
    expect(run(bodies, line, 2, new Uint8Array(1))).toThrow(
      'count must be <= hits.length = 1 (got 2)',
    );
    expect(run(bodies, line, -1)).toThrow(/^count must be a non-negative integer/);
    for (const [field, bad, message] of [
      ['x1', Number.NaN, /^bodies\.x1\[1\] must be a finite number/],
      ['y0', Number.POSITIVE_INFINITY, /^bodies\.y0\[1\] must be a finite number/],
      ['r', -1, /^bodies\.r\[1\] must be >= 0/],
    ] as const) {
      const b = soa([{ c0: { x: 0, y: 5 }, c1: { x: 0, y: -5 }, r: 1 }], 1);
      b[field][1] = bad;
      expect(run(b, line, 2)).toThrow(message);
    }
  });
});

describe('circlePolylineTimeOfImpactBatch refuses what the scalar form refuses (issue 13)', () => {
  const points = [
    { x: 0, y: 0 },
    { x: 4, y: 0 },
  ];
  const fields = ['x0', 'y0', 'x1', 'y1', 'r'] as const;
  const N = 6;
  const bodies = (): MovingCircles =>
    soa(Array.from({ length: N }, (_, i) => ({ c0: { x: i, y: 1 }, c1: { x: i, y: -1 }, r: 1 })));
  const call = (b: MovingCircles) =>
    circlePolylineTimeOfImpactBatch(
      b,
      points,
      false,
      new Uint8Array(N),
      new Float64Array(N),
      new Uint32Array(N),
    );

  it('names a bad body value (subnormal, below 2^-200, beyond 2^200, NaN) as the scalar form would', () => {
    const bad = fc.oneof(
      fc.constantFrom(Number.NaN, Number.NEGATIVE_INFINITY),
      fc.double({ min: 2 ** -1074, max: 2 ** -200, maxExcluded: true, noNaN: true }),
      fc.double({ min: 2 ** 200, minExcluded: true, noDefaultInfinity: true, noNaN: true }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...fields), fc.nat(N - 1), bad, (field, i, value) => {
        const b = bodies();
        b[field][i] = value;
        // The message is the scalar form's rule for that value (a radius's sign first).
        const rule =
          field === 'r' && value < 0
            ? 'must be >= 0'
            : Number.isFinite(value)
              ? 'must be 0 or have a magnitude in [2^-200, 2^200]'
              : 'must be a finite number';
        expect(() => call(b)).toThrow(
          new RangeError(`bodies.${field}[${i}] ${rule} (got ${value})`),
        );
      }),
      { numRuns: 100 },
    );
  });

  it('accepts zeros and the range ends, and refuses a plain array', () => {
    for (const value of [0, -0, 2 ** -200, 2 ** 200]) {
      for (const field of fields) {
        const b = bodies();
        b[field][2] = value;
        expect(() => call(b)).not.toThrow();
      }
    }
    const plain = { ...bodies(), y1: Array.from({ length: N }, () => '1') } as never;
    expect(() => call(plain)).toThrow(
      new RangeError('bodies.y1 must be a Float64Array (got Array)'),
    );
  });
});
