/**
 * withPolicy(p).findCircleContacts / findSphereContacts with boxes in
 * `options.against` (src/scene/ball-ball.ts, core's `circleBoxPhase` /
 * `sphereCuboidPhase` over the policy's own ball–box queries) against the
 * brute-force loop over the same policy's circleBoxTimeOfImpact /
 * sphereCuboidTimeOfImpact, under every kind of policy: the shared tests of
 * every variant (core's test/scene/circle-box-scenes.ts), scaled and shifted
 * so that the differences round; and, under a band, a near miss inside the
 * band found.
 */

import { createContactList2 } from '@swept/core';
import { describe, expect, it } from 'vitest';
import { circleBoxSceneTests } from '../../../core/test/scene/circle-box-scenes.ts';
import { absolute, exact, withPolicy } from '../../src/index.ts';
import { policies, values } from './box-values.ts';

for (const policy of policies) {
  describe(`withPolicy(${policy.kind}).findCircleContacts / findSphereContacts against boxes`, () => {
    const q = withPolicy(policy);
    circleBoxSceneTests(
      {
        findCircleContacts: q.findCircleContacts,
        circleBoxTimeOfImpact: q.circleBoxTimeOfImpact,
        spheres: {
          findSphereContacts: q.findSphereContacts,
          sphereCuboidTimeOfImpact: q.sphereCuboidTimeOfImpact,
        },
        values,
        unit: 1,
        time: 1,
        exactDistance: policy === exact,
      },
      policy === exact ? 1 : 0.3,
    );
  });
}

describe('circles against boxes under a band', () => {
  it('reports a circle a gap inside the band from a box as touching', () => {
    // The circle's edge 1/8 from the box's face: within absolute(0.25)'s half-width, not exact's.
    const circles = {
      x0: Float64Array.of(2.125),
      y0: Float64Array.of(0),
      x1: Float64Array.of(2.125),
      y1: Float64Array.of(0),
      r: Float64Array.of(1),
    };
    const boxes = {
      x0: Float64Array.of(0),
      y0: Float64Array.of(0),
      x1: Float64Array.of(0),
      y1: Float64Array.of(0),
      hx: Float64Array.of(1),
      hy: Float64Array.of(1),
    };
    const list = createContactList2();
    expect(withPolicy(absolute(0.25)).findCircleContacts(circles, list, { against: boxes })).toBe(
      1,
    );
    // Still, touching within the band, not approaching: separating, the normal towards the box.
    expect([list.i[0], list.j[0], list.t[0], list.status[0], list.nx[0]]).toEqual([
      0,
      0,
      0,
      'separating',
      -1,
    ]);
    expect(withPolicy(exact).findCircleContacts(circles, list, { against: boxes })).toBe(0);
  });
});
