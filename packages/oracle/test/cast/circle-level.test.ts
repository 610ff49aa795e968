import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  castCircleExact,
  circleSegmentCase,
  circleSegmentTimeOfImpactExact,
  compareAt,
  compareSurd,
  levelExact,
  rat,
  ratFromDouble,
  surdFromRat,
  vecFromDoubles,
  vecFromRaw,
} from '../../src/index.ts';
import { checkByBrute } from './brute.ts';

const v = (x: number, y: number) => vecFromDoubles({ x, y });
const coord = fc.integer({ min: -8, max: 8 });
const bits = fc.oneof(fc.constant(0xffffffff), fc.integer({ min: 0, max: 7 }));

const level2 = fc
  .array(fc.tuple(coord, coord, coord, coord, fc.nat(5)), { minLength: 1, maxLength: 12 })
  .chain((walls) =>
    fc.record({
      // Degenerate (a point) and repeated (coincident) walls among random ones.
      segments: fc.constant(
        walls.flatMap(([x0, y0, x1, y1, kind], k) =>
          kind === 0
            ? [x0, y0, x0, y0]
            : kind === 1 && k > 0
              ? walls[k - 1]!.slice(0, 4)
              : [x0, y0, x1, y1],
        ),
      ),
      category: fc.option(fc.array(bits, { minLength: walls.length, maxLength: walls.length })),
      mask: fc.option(fc.array(bits, { minLength: walls.length, maxLength: walls.length })),
    }),
  );

describe('castCircleExact', () => {
  it('a corridor of width exactly 2r: both walls touch at t = 0, the smaller index wins', () => {
    const level = levelExact(new Float64Array([-10, 1, 10, 1, -10, -1, 10, -1]), 2);
    const hit = castCircleExact(level, v(0, 0), rat(1), v(5, 0))!;
    expect(hit.wall).toBe(0);
    expect(compareSurd(hit.t, surdFromRat(rat(0)))).toBe(0);
    expect(hit.status).toBe('separating');
    // Sliding along the corridor touches nothing once the lower wall is masked out and the upper is left behind.
    const upper = levelExact(new Float64Array([-10, 1, -5, 1]), 2);
    expect(castCircleExact(upper, v(0, 0), rat(1), v(5, 0))).toBeNull();
  });

  it('the earliest wall, not the first listed: a far wall first, a near one second', () => {
    const level = levelExact(new Float64Array([10, -5, 10, 5, 4, -5, 4, 5]), 2);
    const hit = castCircleExact(level, v(0, 0), rat(1), v(20, 0))!;
    expect(hit.wall).toBe(1);
    expect(compareAt(rat(3, 20), hit.t)).toBe(0);
    expect(hit.status).toBe('impact');
  });

  it('the filter skips a wall (Box2D rule), and a missing array is every bit set', () => {
    const segments = new Float64Array([4, -5, 4, 5, 10, -5, 10, 5]);
    const level = levelExact(segments, 2, 'double', { category: [2, 1] });
    expect(castCircleExact(level, v(0, 0), rat(1), v(20, 0), { mask: 1 })!.wall).toBe(1);
    expect(castCircleExact(level, v(0, 0), rat(1), v(20, 0), { mask: 2 })!.wall).toBe(0);
    expect(castCircleExact(level, v(0, 0), rat(1), v(20, 0), { mask: 4 })).toBeNull();
    const masked = levelExact(segments, 2, 'double', { mask: [1, 0xffffffff] });
    expect(castCircleExact(masked, v(0, 0), rat(1), v(20, 0), { category: 0x80000000 })!.wall).toBe(
      1,
    );
  });

  it('reads Q16.16 raw levels as raw / 65536', () => {
    const level = levelExact([4 * 65536, -5 * 65536, 4 * 65536, 5 * 65536], 2, 'raw');
    const raw = (x: number, y: number) => vecFromRaw({ x: x * 65536, y: y * 65536 });
    const hit = castCircleExact(level, raw(0, 0), rat(1), raw(20, 0))!;
    expect(compareAt(rat(3, 20), hit.t)).toBe(0);
  });

  it('is the earliest considered wall (ties to the smallest index) and agrees with brute sampling', () => {
    fc.assert(
      fc.property(
        level2,
        coord,
        coord,
        coord,
        coord,
        fc.integer({ min: 0, max: 3 }),
        fc.record({
          category: fc.option(bits, { nil: undefined }),
          mask: fc.option(bits, { nil: undefined }),
        }),
        ({ segments, category, mask }, cx, cy, dx, dy, r, options) => {
          const level = levelExact(segments, 2, 'double', {
            category: category ?? undefined,
            mask: mask ?? undefined,
          });
          const hit = castCircleExact(level, v(cx, cy), ratFromDouble(r), v(dx, dy), options);
          checkByBrute(level, v(cx, cy), ratFromDouble(r), v(dx, dy), options, hit);
          const count = segments.length / 4;
          for (let k = 0; k < count; k++) {
            const s = segments.slice(4 * k, 4 * k + 4);
            const considered =
              ((options.category ?? 0xffffffff) & (mask?.[k] ?? 0xffffffff)) >>> 0 !== 0 &&
              ((category?.[k] ?? 0xffffffff) & (options.mask ?? 0xffffffff)) >>> 0 !== 0;
            const each = circleSegmentTimeOfImpactExact(
              circleSegmentCase(
                { x: cx, y: cy },
                { x: cx + dx, y: cy + dy },
                r,
                { x: s[0]!, y: s[1]! },
                {
                  x: s[2]!,
                  y: s[3]!,
                },
              ),
            );
            if (!considered || each === null) {
              expect(hit?.wall).not.toBe(k);
              continue;
            }
            expect(hit).not.toBeNull();
            const order = compareSurd(each.t, hit!.t);
            expect(order).toBeGreaterThanOrEqual(0);
            if (order === 0) expect(k).toBeGreaterThanOrEqual(hit!.wall);
            if (k === hit!.wall) expect(order).toBe(0);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('castCircleExact on one-way walls', () => {
  const level = { ...levelExact([-10, 0, 10, 0], 2), oneWay: [true] };
  it('stops a circle moving down from on or above the line (c.y − r ≥ y)', () => {
    expect(castCircleExact(level, v(0, 5), rat(1), v(0, -10))?.wall).toBe(0);
    expect(castCircleExact(level, v(0, 1), rat(1), v(1, -1))?.wall).toBe(0);
  });
  it('lets one through moving up, sideways, or starting below the line', () => {
    expect(castCircleExact(level, v(0, -5), rat(1), v(0, 10))).toBeNull();
    expect(castCircleExact(level, v(0, 0.5), rat(1), v(3, 0))).toBeNull();
    expect(castCircleExact(level, v(0, 0.5), rat(1), v(0, -3))).toBeNull();
  });
  it('is met only by landing on its top: a circle falling past its end passes (§10)', () => {
    const short = { ...levelExact([-2, 0, 2, 0], 2), oneWay: [true] };
    // Centre half a radius beyond the end (2, 0): its side would reach the end at
    // t = (3 − √0.75)/10 with its lowest point below the line, beside the wall: no contact.
    expect(castCircleExact(short, v(2.5, 3), rat(1), v(0, -10))).toBeNull();
    // The lowest point exactly on the end lands: t = 2/10, on the end (u = 1).
    const onEnd = castCircleExact(short, v(2, 3), rat(1), v(0, -10));
    expect(onEnd?.wall).toBe(0);
    expect(compareSurd(onEnd!.t, surdFromRat(rat(1, 5)))).toBe(0);
    // Diagonally from (3, 2) by (−2, −2): the lowest point crosses the line at (2, 0), the
    // end, at t = 1/2, and the circle touches nothing earlier (|c(t) − (2, 0)| = 1 has
    // roots t = 1/2 and t = 1). From (4, 2) it crosses at x = 3, beside the wall: none.
    const diagonal = castCircleExact(short, v(3, 2), rat(1), v(-2, -2));
    expect(compareSurd(diagonal!.t, surdFromRat(rat(1, 2)))).toBe(0);
    expect(castCircleExact(short, v(4, 2), rat(1), v(-2, -2))).toBeNull();
    // A solid wall in the same place is met by the end.
    expect(
      castCircleExact({ ...short, oneWay: [false] }, v(2.5, 3), rat(1), v(0, -10)),
    ).not.toBeNull();
  });

  it('decides the rule on oneWayRadius when given (a band policy grows r, not the body)', () => {
    // Resting on the line with its own radius 1, cast at a grown radius 1.5: the wall is
    // there (touched from the start), though c.y − 1.5 is below the line.
    const grown = castCircleExact(level, v(0, 1), rat(3, 2), v(0, -1), { oneWayRadius: rat(1) });
    expect(grown?.wall).toBe(0);
    expect(castCircleExact(level, v(0, 1), rat(3, 2), v(0, -1))).toBeNull();
    // And the other way: a radius below the line refuses it at any cast radius.
    expect(
      castCircleExact(level, v(0, 1), rat(1, 2), v(0, -1), { oneWayRadius: rat(3, 2) }),
    ).toBeNull();
  });
});
