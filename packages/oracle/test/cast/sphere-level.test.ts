import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  castSphereExact,
  compareAt,
  compareSurd,
  levelExact,
  rat,
  ratFromDouble,
  sphereTriangleCase,
  sphereTriangleTimeOfImpactExact,
  vecFromDoubles,
} from '../../src/index.ts';
import { checkByBrute } from './brute.ts';

const v = (x: number, y: number, z: number) => vecFromDoubles({ x, y, z });
const coord = fc.integer({ min: -6, max: 6 });
const corner = fc.tuple(coord, coord, coord);

/** A floor of coplanar triangles (z = 0): two squares of two triangles each, sharing edges. */
const FLOOR = new Float64Array([
  0, 0, 0, 4, 0, 0, 4, 4, 0, 0, 0, 0, 4, 4, 0, 0, 4, 0, 4, 0, 0, 8, 0, 0, 8, 4, 0, 4, 0, 0, 8, 4, 0,
  4, 4, 0,
]);

describe('castSphereExact', () => {
  it('a ball dropped on a shared edge of a coplanar floor lands on the smallest index', () => {
    const level = levelExact(FLOOR, 3);
    // Over the diagonal shared by triangles 0 and 1, then over the edge x = 4 shared by 0, 2 and 3.
    const a = castSphereExact(level, v(2, 2, 3), rat(1), v(0, 0, -4))!;
    expect(a.wall).toBe(0);
    expect(compareAt(rat(1, 2), a.t)).toBe(0);
    const b = castSphereExact(level, v(4, 1, 3), rat(1), v(0, 0, -4))!;
    expect(b.wall).toBe(0);
    // Over triangle 3's interior only.
    const c = castSphereExact(level, v(5, 3, 3), rat(1), v(0, 0, -4))!;
    expect(c.wall).toBe(3);
    expect(c.status).toBe('impact');
  });

  it('a ball resting on the floor and moving along it touches at t = 0', () => {
    const hit = castSphereExact(levelExact(FLOOR, 3), v(2, 1, 1), rat(1), v(4, 0, 0))!;
    expect(compareAt(rat(0), hit.t)).toBe(0);
    expect(hit.wall).toBe(0);
    expect(hit.status).toBe('separating');
  });

  it('is the earliest considered triangle (ties to the smallest index) and agrees with brute sampling', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(corner, corner, corner, fc.nat(5)), { minLength: 1, maxLength: 8 }),
        corner,
        corner,
        fc.integer({ min: 0, max: 2 }),
        fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
        (walls, [cx, cy, cz], [dx, dy, dz], r, mask) => {
          const triangles = walls.flatMap(([p0, p1, p2, kind], k) =>
            // Collinear corners, a point, and a repeat of the previous triangle among random ones.
            kind === 0
              ? [...p0, ...p1, ...p1.map((x, i) => 2 * x - p0[i]!)]
              : kind === 1
                ? [...p0, ...p0, ...p0]
                : kind === 2 && k > 0
                  ? walls[k - 1]!.slice(0, 3).flat()
                  : [...p0, ...p1, ...p2],
          );
          const category = walls.map((_, k) => k % 4);
          const level = levelExact(triangles, 3, 'double', { category });
          const options = { mask };
          const hit = castSphereExact(
            level,
            v(cx, cy, cz),
            ratFromDouble(r),
            v(dx, dy, dz),
            options,
          );
          checkByBrute(level, v(cx, cy, cz), ratFromDouble(r), v(dx, dy, dz), options, hit);
          for (let k = 0; k < walls.length; k++) {
            const p = (j: number) => {
              const at = 9 * k + 3 * j;
              return { x: triangles[at]!, y: triangles[at + 1]!, z: triangles[at + 2]! };
            };
            const each = sphereTriangleTimeOfImpactExact(
              sphereTriangleCase(
                { x: cx, y: cy, z: cz },
                { x: cx + dx, y: cy + dy, z: cz + dz },
                r,
                p(0),
                p(1),
                p(2),
              ),
            );
            if ((category[k]! & (mask ?? 0xffffffff)) === 0 || each === null) {
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
      { numRuns: 100 },
    );
  });
});
