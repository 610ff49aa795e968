import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  castCircleExact,
  castRayExact,
  castSphereExact,
  compareAt,
  compareSurd,
  levelExact,
  rat,
  vecFromDoubles,
  ZERO,
} from '../../src/index.ts';
import { checkByBrute } from './brute.ts';

const coord = fc.integer({ min: -8, max: 8 });

describe('castRayExact', () => {
  it('a hitscan through a 2D level: the nearest segment, u along it', () => {
    const level = levelExact(new Float64Array([6, -2, 6, 2, 3, -2, 3, 2]), 2);
    const hit = castRayExact(
      level,
      vecFromDoubles({ x: 0, y: 1 }),
      vecFromDoubles({ x: 12, y: 0 }),
    )!;
    expect(hit.wall).toBe(1);
    expect(compareAt(rat(1, 4), hit.t)).toBe(0);
    expect('u' in hit && compareAt(rat(3, 4), hit.u)).toBe(0);
  });

  it('a ground probe in 3D: straight down onto a floor triangle', () => {
    const level = levelExact(new Float64Array([0, 0, 0, 4, 0, 0, 0, 4, 0]), 3);
    const hit = castRayExact(
      level,
      vecFromDoubles({ x: 1, y: 1, z: 2 }),
      vecFromDoubles({ x: 0, y: 0, z: -8 }),
    )!;
    expect(hit.wall).toBe(0);
    expect(compareAt(rat(1, 4), hit.t)).toBe(0);
    expect('u' in hit).toBe(false);
  });

  it('is castCircleExact and castSphereExact with r = 0, and agrees with brute sampling', () => {
    fc.assert(
      fc.property(
        fc.array(coord, { minLength: 4, maxLength: 32 }),
        fc.array(coord, { minLength: 6, maxLength: 6 }),
        fc.boolean(),
        (flat, [px, py, pz, dx, dy, dz], three) => {
          const dimension = three ? 3 : 2;
          const stride = three ? 9 : 4;
          const level = levelExact(flat.slice(0, flat.length - (flat.length % stride)), dimension);
          const p = vecFromDoubles(three ? { x: px!, y: py!, z: pz! } : { x: px!, y: py! });
          const d = vecFromDoubles(three ? { x: dx!, y: dy!, z: dz! } : { x: dx!, y: dy! });
          const hit = castRayExact(level, p, d);
          const same = three
            ? castSphereExact(level, p, ZERO, d)
            : castCircleExact(level, p, ZERO, d);
          expect(hit === null).toBe(same === null);
          if (hit !== null && same !== null) {
            expect(hit.wall).toBe(same.wall);
            expect(compareSurd(hit.t, same.t)).toBe(0);
          }
          checkByBrute(level, p, ZERO, d, {}, hit);
        },
      ),
      { numRuns: 200 },
    );
  });
});
