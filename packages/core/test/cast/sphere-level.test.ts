/**
 * castSphere: bit for bit the earliest over every wall of sphereTriangleTimeOfImpact
 * (ties to the smallest index), on random terrains with degenerate triangles, and
 * under the filter.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { castSphere, createLevel3, sphereTriangleTimeOfImpact } from '../../src/index.ts';
import {
  admitted,
  bruteTriangles,
  expectSameBits,
  filterArbitrary,
  levelArbitrary,
  motionArbitrary,
  vec3,
} from '../level-cases.ts';

describe('castSphere equals the earliest sphereTriangleTimeOfImpact over the walls', () => {
  it.each([1, 2 ** -3, 2 ** 20])(
    'on integer levels times %s (grazes, ties, degenerate walls)',
    (scale) => {
      fc.assert(
        fc.property(
          levelArbitrary(3, scale),
          fc.array(motionArbitrary(3, scale), { minLength: 1, maxLength: 8 }),
          (walls, motions) => {
            const level = createLevel3({ triangles: Float64Array.from(walls) });
            for (const { c, r, d } of motions) {
              const cast = castSphere(level, vec3(c), r, vec3(d));
              expectSameBits(
                cast,
                bruteTriangles(sphereTriangleTimeOfImpact, walls, vec3(c), r, vec3(d)),
              );
            }
          },
        ),
        { numRuns: 200 },
      );
    },
  );

  it('near grazes far from the origin: triangles within rounding of r are never dropped', () => {
    const gap = fc.constantFrom(0, 2 ** -60, 2 ** -45, 2 ** -30, 1e-12, -(2 ** -50), -1e-12);
    fc.assert(
      fc.property(gap, fc.constantFrom(0, 1e6, -3e9, 2 ** 40, 2 ** 60), (g, offset) => {
        const y = offset - (1 + g);
        const walls = [offset - 5, y, offset - 5, offset + 5, y, offset - 5, offset, y, offset + 5];
        const level = createLevel3({ triangles: Float64Array.from(walls) });
        const c = { x: offset - 20, y: offset, z: offset };
        const d = { x: 40, y: 0, z: 0 };
        expectSameBits(
          castSphere(level, c, 1, d),
          bruteTriangles(sphereTriangleTimeOfImpact, walls, c, 1, d),
        );
      }),
      { numRuns: 100 },
    );
  });

  it('two coincident triangles touched at the same t: the smaller index', () => {
    const floor = [-10, 0, -10, 10, 0, -10, 0, 0, 10];
    const level = createLevel3({
      triangles: Float64Array.from([5, 5, 5, 6, 5, 5, 5, 6, 5, ...floor, ...floor]),
    });
    expect(castSphere(level, { x: 0, y: 5, z: 0 }, 1, { x: 0, y: -10, z: 0 })).toMatchObject({
      t: 0.4,
      wall: 1,
    });
  });

  it('the filter: a refused wall is never returned', () => {
    fc.assert(
      fc.property(
        levelArbitrary(3, 1),
        motionArbitrary(3, 1),
        filterArbitrary,
        (walls, { c, r, d }, f) => {
          const n = walls.length / 9;
          const category = f.category.slice(0, n);
          const mask = f.mask.slice(0, n);
          const level = createLevel3({
            triangles: Float64Array.from(walls),
            category: Uint32Array.from(category),
            mask: Uint32Array.from(mask),
          });
          const admit = (k: number) => admitted(k, category, mask, f.body);
          expectSameBits(
            castSphere(level, vec3(c), r, vec3(d), f.body),
            bruteTriangles(sphereTriangleTimeOfImpact, walls, vec3(c), r, vec3(d), admit),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
