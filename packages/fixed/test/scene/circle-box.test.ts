/**
 * @swept/fixed findCircleContacts with raw boxes in `options.against`
 * (src/scene/circle-circle.ts, core's `circleBoxPhase` over this package's
 * circleBoxTimeOfImpact) against the brute-force loop over that query: the
 * shared tests of every variant (core's test/scene/circle-box-scenes.ts), in
 * raw values at scales from single raw units to the edge of the range. 2D
 * only: this package has no sphere–cuboid query yet, so its 3D scenes take
 * spheres only in `against`.
 */
import { describe, expect, it } from 'vitest';
import { circleBoxSceneTests } from '../../../core/test/scene/circle-box-scenes.ts';
import {
  circleBoxTimeOfImpact,
  createContactList3,
  findCircleContacts,
  findSphereContacts,
  type MovingCuboids,
  type MovingSpheres,
} from '../../src/index.ts';
import { rawGridValues } from '../helpers.ts';

describe('@swept/fixed findCircleContacts against boxes', () => {
  circleBoxSceneTests({
    findCircleContacts,
    circleBoxTimeOfImpact,
    values: rawGridValues,
    unit: 65536,
    time: 65536,
    exactDistance: true,
  });

  it('reads a 3D against as spheres (no sphere–cuboid query here yet)', () => {
    const one = Float64Array.of(65536);
    const spheres: MovingSpheres = { x0: one, y0: one, z0: one, x1: one, y1: one, z1: one, r: one };
    const cuboids: MovingCuboids = { ...spheres, hx: one, hy: one, hz: one };
    delete (cuboids as Partial<MovingSpheres>).r;
    expect(() =>
      findSphereContacts(spheres, createContactList3(), {
        against: cuboids as unknown as MovingSpheres,
      }),
    ).toThrow(/^options\.against\.r must be a Float64Array/);
  });
});
