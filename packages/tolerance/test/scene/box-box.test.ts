/**
 * withPolicy(p).findBoxContacts / findCuboidContacts (src/scene/box-box.ts)
 * against the brute-force loop over the same policy's boxesTimeOfImpact /
 * cuboidsTimeOfImpact, under every kind of policy: the shared tests of every
 * variant (core's test/scene/box-scenes.ts), scaled and shifted so that the
 * differences round; and, under a band, near misses inside the band found.
 */

import { createContactList2 } from '@swept/core';
import { describe, expect, it } from 'vitest';
import { boxSceneTests } from '../../../core/test/scene/box-scenes.ts';
import { absolute, exact, withPolicy } from '../../src/index.ts';
import { policies, values } from './box-values.ts';

for (const policy of policies) {
  describe(`withPolicy(${policy.kind}).findBoxContacts / findCuboidContacts`, () => {
    const q = withPolicy(policy);
    boxSceneTests(
      {
        findBoxContacts: q.findBoxContacts,
        findCuboidContacts: q.findCuboidContacts,
        boxesTimeOfImpact: q.boxesTimeOfImpact,
        cuboidsTimeOfImpact: q.cuboidsTimeOfImpact,
        values,
        unit: 1,
        time: 1,
        exactDistance: policy === exact,
      },
      policy === exact ? 1 : 0.3,
    );
  });
}

describe('findBoxContacts under a band', () => {
  it('reports two boxes a gap inside the band apart as touching', () => {
    // 1/8 apart, within absolute(0.25)'s half-width, not exact's.
    const boxes = {
      x0: Float64Array.of(0, 2.125),
      y0: Float64Array.of(0, 0),
      x1: Float64Array.of(0, 2.125),
      y1: Float64Array.of(0, 0),
      hx: Float64Array.of(1, 1),
      hy: Float64Array.of(1, 1),
    };
    const list = createContactList2();
    expect(withPolicy(absolute(0.25)).findBoxContacts(boxes, list)).toBe(1);
    expect([list.i[0], list.j[0], list.t[0], list.nx[0]]).toEqual([0, 1, 0, 1]);
    expect(withPolicy(exact).findBoxContacts(boxes, list)).toBe(0);
  });
});
