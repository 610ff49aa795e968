import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circlePolylineTimeOfImpact,
  circleSegmentTimeOfImpact,
  ONE,
  type Vec2,
} from '../../src/index.ts';
import { radius, vec2 } from '../helpers.ts';

const v = (x: number, y: number): Vec2 => ({ x: x * ONE, y: y * ONE });

describe('circlePolylineTimeOfImpact', () => {
  it('a ball rolling into a corner hits the wall it reaches first', () => {
    // Floor y = 0 and a wall x = 4: a ball of radius 1 rolling along y = 1 touches the floor all along
    // (t = 0, separating), so aim it slightly up: from (0, 1.5) to (8, 1.5) it meets the wall when x = 3.
    const corner = [v(-4, 0), v(4, 0), v(4, 4)];
    const hit = circlePolylineTimeOfImpact(v(0, 1.5), v(8, 1.5), ONE, corner, false);
    expect(hit).toMatchObject({
      segment: 1,
      t: Math.floor((3 / 8) * 65536),
      status: 'impact',
      normal: { x: -65536, y: 0 },
    });
    // Resting on the floor and rolling in: the floor contact comes first (t = 0, separating).
    expect(circlePolylineTimeOfImpact(v(0, 1), v(8, 1), ONE, corner, false)).toMatchObject({
      segment: 0,
      t: 0,
      status: 'separating',
    });
  });

  it('flies into a closed box through its nearest wall', () => {
    const box = [v(0, 0), v(1, 0), v(1, 1), v(0, 1)];
    const hit = circlePolylineTimeOfImpact(v(-2, 0.5), v(2, 0.5), ONE / 2, box, true);
    expect(hit).toMatchObject({
      segment: 3,
      t: 24576,
      point: v(0, 0.5),
      normal: { x: -65536, y: 0 },
    });
    // Open, the left wall (3 → 0) is missing: the ends (0, 0) and (0, 1) of the bottom and top walls
    // stop the ball together when its centre reaches (0, 0.5); the tie goes to the smaller index.
    const open = circlePolylineTimeOfImpact(v(-2, 0.5), v(2, 0.5), ONE / 2, box, false);
    expect(open?.segment).toBe(0);
    expect(open?.point).toEqual(v(0, 0));
  });

  it('is the minimum over its segments, ties to the smallest index', () => {
    fc.assert(
      fc.property(
        vec2(1 << 20),
        vec2(1 << 20),
        radius(1 << 18),
        fc.array(vec2(1 << 20), { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        (c0, c1, r, points, closed) => {
          const got = circlePolylineTimeOfImpact(c0, c1, r, points, closed);
          const n = points.length;
          const count = n === 1 ? 1 : closed && n > 2 ? n : n - 1;
          let best: { t: number; k: number } | null = null;
          for (let k = 0; k < count; k += 1) {
            const hit = circleSegmentTimeOfImpact(c0, c1, r, points[k]!, points[(k + 1) % n]!);
            if (hit && (best === null || hit.t < best.t)) best = { t: hit.t, k };
          }
          expect(got?.segment ?? null).toBe(best?.k ?? null);
          expect(got?.t ?? null).toBe(best?.t ?? null);
          if (got && best) {
            const { segment, ...rest } = got;
            expect(rest).toEqual(
              circleSegmentTimeOfImpact(c0, c1, r, points[best.k]!, points[(best.k + 1) % n]!),
            );
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses bad polylines with the argument named', () => {
    const o = { x: 0, y: 0 };
    expect(() => circlePolylineTimeOfImpact(o, o, 1, [], false)).toThrow(
      /^points must be a non-empty array/,
    );
    expect(() => circlePolylineTimeOfImpact(o, o, 1, [o, { x: 0, y: 0.5 }], false)).toThrow(
      /^points\[1\]\.y must be/,
    );
    expect(() => circlePolylineTimeOfImpact(o, o, 1, [o], 1 as unknown as boolean)).toThrow(
      /^closed must be a boolean/,
    );
    expect(() => circlePolylineTimeOfImpact(o, { x: Number.NaN, y: 0 }, 1, [o], true)).toThrow(
      /^c1\.x must be/,
    );
  });
});
