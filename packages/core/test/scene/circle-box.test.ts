/**
 * findCircleContacts / findSphereContacts with boxes in `options.against`
 * (src/scene/circle-box.ts, src/scene/sphere-cuboid.ts) against the
 * brute-force loop over circleBoxTimeOfImpact / sphereCuboidTimeOfImpact: the
 * shared tests of every variant (./circle-box-scenes.ts), on exact grids
 * scaled by powers of two from 2^-150 to 2^150 (and a graze at 2^±190) and shifted far from the
 * origin (where the differences round), so no pair is lost at huge or tiny
 * scales; and the argument checks the core's own queries make.
 */
import { describe, expect, it } from 'vitest';
import {
  circleBoxTimeOfImpact,
  createContactList2,
  findCircleContacts,
  findSphereContacts,
  sphereCuboidTimeOfImpact,
} from '../../src/index.ts';
import { coreGridValues } from './box-scenes.ts';
import { circleBoxSceneTests } from './circle-box-scenes.ts';

describe('findCircleContacts / findSphereContacts against boxes', () => {
  circleBoxSceneTests({
    findCircleContacts,
    circleBoxTimeOfImpact,
    spheres: { findSphereContacts, sphereCuboidTimeOfImpact },
    values: coreGridValues,
    unit: 1,
    time: 1,
    exactDistance: true,
  });

  it('keeps an exact graze at 2^190 and at 2^-190 (the broad phase loses no pair)', () => {
    for (const s of [2 ** 190, 2 ** -190]) {
      // A ball (r = 1) sliding along the top face (y = 1) of a box, both far out on x.
      const circles = {
        x0: Float64Array.of(4 * s),
        y0: Float64Array.of(2 * s),
        x1: Float64Array.of(-4 * s),
        y1: Float64Array.of(2 * s),
        r: Float64Array.of(s),
      };
      const boxes = {
        x0: Float64Array.of(0),
        y0: Float64Array.of(0),
        x1: Float64Array.of(0),
        y1: Float64Array.of(0),
        hx: Float64Array.of(s),
        hy: Float64Array.of(s),
      };
      const list = createContactList2();
      expect(findCircleContacts(circles, list, { against: boxes })).toBe(1);
      const hit = circleBoxTimeOfImpact(
        { x: 4 * s, y: 2 * s },
        { x: -4 * s, y: 2 * s },
        s,
        { x: 0, y: 0 },
        { x: 0, y: 0 },
        { x: s, y: s },
      );
      // From x = 4 to x = −4, exactly r above the face |x| ≤ 1 (and farther from the
      // corners' discs elsewhere): it first touches at x = 1, 3/8 of the way.
      expect(hit?.t).toBeCloseTo(0.375, 12);
      expect(list.t[0]).toBe(hit!.t);
      expect([list.nx[0], list.ny[0]]).toEqual([hit!.normal.x, hit!.normal.y]);
    }
  });
});
